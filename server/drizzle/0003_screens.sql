CREATE TABLE "relay_hosts" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"host" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_screens" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"screen_name" text NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_revision" integer DEFAULT 1 NOT NULL,
	"published" jsonb,
	"published_revision" integer,
	"published_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_playback_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"screen_id" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_name" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "screen_playback_keys_keyHash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "relay_hosts" ADD CONSTRAINT "relay_hosts_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_screens" ADD CONSTRAINT "custom_screens_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_screens" ADD CONSTRAINT "custom_screens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_playback_keys" ADD CONSTRAINT "screen_playback_keys_screen_id_custom_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."custom_screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_playback_keys" ADD CONSTRAINT "screen_playback_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "relay_hosts_org_id_host_index" ON "relay_hosts" USING btree ("org_id","host");--> statement-breakpoint
CREATE INDEX "custom_screens_project_id_updated_at_index" ON "custom_screens" USING btree ("project_id","updated_at");--> statement-breakpoint
CREATE INDEX "screen_playback_keys_screen_id_index" ON "screen_playback_keys" USING btree ("screen_id");