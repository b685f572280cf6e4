CREATE TABLE "health_code_records" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"person_id" text,
	"person_name" text NOT NULL,
	"idcard_number" text NOT NULL,
	"health_code" text NOT NULL,
	"nucleic_test_result" text NOT NULL,
	"nucleic_test_time" timestamp(0),
	"nucleic_test_point_name" text DEFAULT '' NOT NULL,
	"person_temperature" double precision,
	"photo_path" text DEFAULT '' NOT NULL,
	"device_id" text,
	"record_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fc_comparer_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"device_id" text,
	"person_id" text,
	"photo_path" text DEFAULT '' NOT NULL,
	"score" double precision NOT NULL,
	"threshold" double precision NOT NULL,
	"compare_result" integer NOT NULL,
	"record_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_code_records" ADD CONSTRAINT "health_code_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_code_records" ADD CONSTRAINT "health_code_records_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_code_records" ADD CONSTRAINT "health_code_records_device_id_verify_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."verify_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fc_comparer_logs" ADD CONSTRAINT "fc_comparer_logs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fc_comparer_logs" ADD CONSTRAINT "fc_comparer_logs_device_id_verify_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."verify_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fc_comparer_logs" ADD CONSTRAINT "fc_comparer_logs_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_code_records_project_id_record_time_id_index" ON "health_code_records" USING btree ("project_id","record_time","id");--> statement-breakpoint
CREATE INDEX "health_code_records_person_id_record_time_index" ON "health_code_records" USING btree ("person_id","record_time");--> statement-breakpoint
CREATE INDEX "fc_comparer_logs_project_id_record_time_id_index" ON "fc_comparer_logs" USING btree ("project_id","record_time","id");