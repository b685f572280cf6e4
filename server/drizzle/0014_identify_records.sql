CREATE TABLE "cert_records" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"person_id" text,
	"person_name" text NOT NULL,
	"idcard_number" text NOT NULL,
	"card_photo_path" text DEFAULT '' NOT NULL,
	"site_photo_path" text DEFAULT '' NOT NULL,
	"compare_result" integer NOT NULL,
	"compare_score" double precision NOT NULL,
	"device_id" text,
	"record_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "detail_records" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"person_id" text,
	"device_id" text,
	"verify_result" integer NOT NULL,
	"refuse_reason" text DEFAULT '' NOT NULL,
	"score" double precision NOT NULL,
	"photo_path" text DEFAULT '' NOT NULL,
	"person_temperature" double precision,
	"record_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stranger_records" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"device_id" text,
	"photo_path" text DEFAULT '' NOT NULL,
	"person_temperature" double precision,
	"record_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temporary_records" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"temporary_id" text NOT NULL,
	"device_id" text,
	"entry_exit_type" text NOT NULL,
	"photo_path" text DEFAULT '' NOT NULL,
	"person_temperature" double precision,
	"record_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cert_records" ADD CONSTRAINT "cert_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_records" ADD CONSTRAINT "cert_records_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_records" ADD CONSTRAINT "cert_records_device_id_verify_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."verify_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_records" ADD CONSTRAINT "detail_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_records" ADD CONSTRAINT "detail_records_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_records" ADD CONSTRAINT "detail_records_device_id_verify_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."verify_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stranger_records" ADD CONSTRAINT "stranger_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stranger_records" ADD CONSTRAINT "stranger_records_device_id_verify_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."verify_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_records" ADD CONSTRAINT "temporary_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_records" ADD CONSTRAINT "temporary_records_temporary_id_temporary_infos_id_fk" FOREIGN KEY ("temporary_id") REFERENCES "public"."temporary_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_records" ADD CONSTRAINT "temporary_records_device_id_verify_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."verify_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cert_records_project_id_record_time_id_index" ON "cert_records" USING btree ("project_id","record_time","id");--> statement-breakpoint
CREATE INDEX "detail_records_project_id_record_time_id_index" ON "detail_records" USING btree ("project_id","record_time","id");--> statement-breakpoint
CREATE INDEX "stranger_records_project_id_record_time_id_index" ON "stranger_records" USING btree ("project_id","record_time","id");--> statement-breakpoint
CREATE INDEX "temporary_records_project_id_record_time_id_index" ON "temporary_records" USING btree ("project_id","record_time","id");--> statement-breakpoint
CREATE INDEX "temporary_records_temporary_id_index" ON "temporary_records" USING btree ("temporary_id");