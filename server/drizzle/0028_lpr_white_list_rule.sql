CREATE TABLE "lpr_white_list_rules" (
	"project_id" text PRIMARY KEY NOT NULL,
	"stranger_pass" integer DEFAULT 0 NOT NULL,
	"expire_remind_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lpr_white_list_rules" ADD CONSTRAINT "lpr_white_list_rules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;