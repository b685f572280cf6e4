CREATE TABLE "project_screen_configs" (
	"project_id" text PRIMARY KEY NOT NULL,
	"screen_name" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_screen_configs" ADD CONSTRAINT "project_screen_configs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_screen_configs" ADD CONSTRAINT "project_screen_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;