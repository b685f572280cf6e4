CREATE TABLE "display_pairings" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"pair_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_displays" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"display_name" text NOT NULL,
	"pair_code" text DEFAULT '' NOT NULL,
	"screen_id" text,
	"scale_mode" text DEFAULT 'fit' NOT NULL,
	"token_hash" text NOT NULL,
	"last_seen_at" timestamp with time zone,
	"report" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_displays_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "site_displays" ADD CONSTRAINT "site_displays_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_displays" ADD CONSTRAINT "site_displays_screen_id_custom_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."custom_screens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "display_pairings_pair_code_index" ON "display_pairings" USING btree ("pair_code");--> statement-breakpoint
CREATE INDEX "display_pairings_expires_at_index" ON "display_pairings" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_displays_project_id_display_name_index" ON "site_displays" USING btree ("project_id","display_name");