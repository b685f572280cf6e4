CREATE TABLE "agreement_upload_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"agreement_id" text NOT NULL,
	"log_type" text NOT NULL,
	"source_name" text NOT NULL,
	"get_result_status" integer NOT NULL,
	"result_message" text DEFAULT '' NOT NULL,
	"create_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_upload_logs" ADD CONSTRAINT "agreement_upload_logs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_upload_logs" ADD CONSTRAINT "agreement_upload_logs_agreement_id_project_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."project_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_upload_logs_project_id_create_time_index" ON "agreement_upload_logs" USING btree ("project_id","create_time");