CREATE TABLE "attendance_rules" (
	"project_id" text PRIMARY KEY NOT NULL,
	"work_start_time" text NOT NULL,
	"work_end_time" text NOT NULL,
	"late_grace_minutes" integer NOT NULL,
	"early_leave_grace_minutes" integer NOT NULL,
	"full_day_hours" numeric(4, 1) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_rules" ADD CONSTRAINT "attendance_rules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;