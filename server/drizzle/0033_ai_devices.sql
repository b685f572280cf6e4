CREATE TABLE "ai_box_alarms" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"box_id" text NOT NULL,
	"device_id" text,
	"alarm_type" text NOT NULL,
	"snapshot_path" text DEFAULT '' NOT NULL,
	"alarm_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_box_cameras" (
	"device_id" text PRIMARY KEY NOT NULL,
	"box_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_boxes" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"box_name" text NOT NULL,
	"serial_no" text NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_camera_records" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"camera_id" text NOT NULL,
	"person_id" text,
	"direction" integer NOT NULL,
	"photo_path" text DEFAULT '' NOT NULL,
	"record_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_cameras" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"camera_name" text NOT NULL,
	"serial_no" text NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"sync_status" integer DEFAULT 0 NOT NULL,
	"sync_total" integer DEFAULT 0 NOT NULL,
	"sync_done" integer DEFAULT 0 NOT NULL,
	"sync_time" timestamp(0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crane_work_cycles" (
	"id" text PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"person_id" text,
	"start_time" timestamp(0) NOT NULL,
	"end_time" timestamp(0) NOT NULL,
	"start_range" double precision NOT NULL,
	"end_range" double precision NOT NULL,
	"max_weight" double precision NOT NULL,
	"max_moment" double precision NOT NULL,
	"max_height" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "elevator_work_cycles" (
	"id" text PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"person_id" text,
	"start_time" timestamp(0) NOT NULL,
	"end_time" timestamp(0) NOT NULL,
	"start_floor" integer NOT NULL,
	"end_floor" integer NOT NULL,
	"max_weight" double precision NOT NULL,
	"max_people" integer NOT NULL,
	"max_height" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hoist_drivers" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"person_id" text NOT NULL,
	"select_type" integer NOT NULL,
	"crane_id" text,
	"elevator_id" text,
	"certificate_no" text NOT NULL,
	"certificate_start_date" date,
	"certificate_end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verify_devices" ADD COLUMN "binding_type" text;--> statement-breakpoint
ALTER TABLE "verify_devices" ADD COLUMN "crane_id" text;--> statement-breakpoint
ALTER TABLE "verify_devices" ADD COLUMN "elevator_id" text;--> statement-breakpoint
ALTER TABLE "ai_box_alarms" ADD CONSTRAINT "ai_box_alarms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_box_alarms" ADD CONSTRAINT "ai_box_alarms_box_id_ai_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."ai_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_box_alarms" ADD CONSTRAINT "ai_box_alarms_device_id_monitor_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."monitor_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_box_cameras" ADD CONSTRAINT "ai_box_cameras_device_id_monitor_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."monitor_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_box_cameras" ADD CONSTRAINT "ai_box_cameras_box_id_ai_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."ai_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_boxes" ADD CONSTRAINT "ai_boxes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_camera_records" ADD CONSTRAINT "ai_camera_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_camera_records" ADD CONSTRAINT "ai_camera_records_camera_id_ai_cameras_id_fk" FOREIGN KEY ("camera_id") REFERENCES "public"."ai_cameras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_camera_records" ADD CONSTRAINT "ai_camera_records_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_cameras" ADD CONSTRAINT "ai_cameras_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crane_work_cycles" ADD CONSTRAINT "crane_work_cycles_device_id_crane_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."crane_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crane_work_cycles" ADD CONSTRAINT "crane_work_cycles_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elevator_work_cycles" ADD CONSTRAINT "elevator_work_cycles_device_id_elevator_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."elevator_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elevator_work_cycles" ADD CONSTRAINT "elevator_work_cycles_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoist_drivers" ADD CONSTRAINT "hoist_drivers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoist_drivers" ADD CONSTRAINT "hoist_drivers_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoist_drivers" ADD CONSTRAINT "hoist_drivers_crane_id_crane_devices_id_fk" FOREIGN KEY ("crane_id") REFERENCES "public"."crane_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoist_drivers" ADD CONSTRAINT "hoist_drivers_elevator_id_elevator_devices_id_fk" FOREIGN KEY ("elevator_id") REFERENCES "public"."elevator_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_box_alarms_project_id_alarm_time_id_index" ON "ai_box_alarms" USING btree ("project_id","alarm_time","id");--> statement-breakpoint
CREATE INDEX "ai_box_cameras_box_id_index" ON "ai_box_cameras" USING btree ("box_id");--> statement-breakpoint
CREATE INDEX "ai_boxes_project_id_created_at_index" ON "ai_boxes" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_camera_records_project_id_record_time_id_index" ON "ai_camera_records" USING btree ("project_id","record_time","id");--> statement-breakpoint
CREATE INDEX "ai_camera_records_camera_id_record_time_index" ON "ai_camera_records" USING btree ("camera_id","record_time");--> statement-breakpoint
CREATE INDEX "ai_camera_records_person_id_record_time_index" ON "ai_camera_records" USING btree ("person_id","record_time");--> statement-breakpoint
CREATE INDEX "ai_cameras_project_id_created_at_index" ON "ai_cameras" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "crane_work_cycles_device_id_end_time_index" ON "crane_work_cycles" USING btree ("device_id","end_time");--> statement-breakpoint
CREATE INDEX "elevator_work_cycles_device_id_end_time_index" ON "elevator_work_cycles" USING btree ("device_id","end_time");--> statement-breakpoint
CREATE UNIQUE INDEX "hoist_drivers_person_id_select_type_index" ON "hoist_drivers" USING btree ("person_id","select_type");--> statement-breakpoint
CREATE INDEX "hoist_drivers_project_id_select_type_index" ON "hoist_drivers" USING btree ("project_id","select_type");--> statement-breakpoint
ALTER TABLE "verify_devices" ADD CONSTRAINT "verify_devices_crane_id_crane_devices_id_fk" FOREIGN KEY ("crane_id") REFERENCES "public"."crane_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verify_devices" ADD CONSTRAINT "verify_devices_elevator_id_elevator_devices_id_fk" FOREIGN KEY ("elevator_id") REFERENCES "public"."elevator_devices"("id") ON DELETE set null ON UPDATE no action;