CREATE TABLE "person_blacklist" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"person_name" text NOT NULL,
	"idcard_number" text NOT NULL,
	"event_description" text DEFAULT '' NOT NULL,
	"event_time" timestamp(0),
	"event_place" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "person_form_fields" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text,
	"person_type" text NOT NULL,
	"field_key" text NOT NULL,
	"field_name" text NOT NULL,
	"field_type" text DEFAULT '' NOT NULL,
	"source_type" text DEFAULT '' NOT NULL,
	"required_status" integer DEFAULT 0 NOT NULL,
	"show_status" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temporary_infos" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"person_name" text NOT NULL,
	"idcard_number" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"visitor_company" text DEFAULT '' NOT NULL,
	"visit_reason" text DEFAULT '' NOT NULL,
	"visit_start_time" timestamp(0),
	"visit_end_time" timestamp(0),
	"head_photo_path" text DEFAULT '' NOT NULL,
	"approve_status" integer DEFAULT 0 NOT NULL,
	"approve_opinion" text DEFAULT '' NOT NULL,
	"approve_user_id" text,
	"approve_time" timestamp(0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "file_task_details" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"row_number" integer NOT NULL,
	"record_status" integer NOT NULL,
	"record_content" text DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operate_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"module" text NOT NULL,
	"operate_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_name" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "gender" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "nation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "idcard_start_date" date;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "idcard_end_date" date;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "idcard_term_status" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "idcard_front_path" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "idcard_back_path" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "head_photo_path" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "job_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "entry_date" date;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "exit_date" date;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "emergency_contact" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "emergency_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "cloud_attendance_time" timestamp(0);--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "file_tasks" ADD COLUMN "progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_tasks" ADD COLUMN "total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_tasks" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "person_blacklist" ADD CONSTRAINT "person_blacklist_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_form_fields" ADD CONSTRAINT "person_form_fields_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_infos" ADD CONSTRAINT "temporary_infos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_task_details" ADD CONSTRAINT "file_task_details_task_id_file_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."file_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operate_logs" ADD CONSTRAINT "operate_logs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "person_blacklist_project_id_idcard_number_index" ON "person_blacklist" USING btree ("project_id","idcard_number");--> statement-breakpoint
CREATE INDEX "person_blacklist_org_id_idcard_number_index" ON "person_blacklist" USING btree ("org_id","idcard_number");--> statement-breakpoint
CREATE INDEX "person_form_fields_org_id_person_type_index" ON "person_form_fields" USING btree ("org_id","person_type");--> statement-breakpoint
CREATE INDEX "temporary_infos_project_id_approve_status_created_at_index" ON "temporary_infos" USING btree ("project_id","approve_status","created_at");--> statement-breakpoint
CREATE INDEX "file_task_details_task_id_row_number_index" ON "file_task_details" USING btree ("task_id","row_number");--> statement-breakpoint
CREATE INDEX "operate_logs_project_id_created_at_index" ON "operate_logs" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "operate_logs_project_id_module_target_id_index" ON "operate_logs" USING btree ("project_id","module","target_id");--> statement-breakpoint
CREATE INDEX "persons_project_id_person_type_created_at_index" ON "persons" USING btree ("project_id","person_type","created_at");--> statement-breakpoint
CREATE INDEX "persons_project_id_job_number_index" ON "persons" USING btree ("project_id","job_number");--> statement-breakpoint
CREATE INDEX "file_tasks_task_status_index" ON "file_tasks" USING btree ("task_status");