CREATE TABLE "crane_alarms" (
	"id" text PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"happened_at" timestamp(0) NOT NULL,
	"category" text NOT NULL,
	"alarm_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crane_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"crane_name" text NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tower_cap_height" double precision NOT NULL,
	"tower_height" double precision NOT NULL,
	"front_arm_length" double precision NOT NULL,
	"back_arm_length" double precision NOT NULL,
	"tc_ml_max_scope" double precision NOT NULL,
	"rated_weight" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crane_readings" (
	"device_id" text NOT NULL,
	"recorded_at" timestamp(0) NOT NULL,
	"height" double precision NOT NULL,
	"obliguity" double precision NOT NULL,
	"moment" double precision NOT NULL,
	"range" double precision NOT NULL,
	"wind_speed" double precision NOT NULL,
	"weight" double precision NOT NULL,
	CONSTRAINT "crane_readings_device_id_recorded_at_pk" PRIMARY KEY("device_id","recorded_at")
);
--> statement-breakpoint
CREATE TABLE "aep_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"device_name" text NOT NULL,
	"area_name" text NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aep_hourly_readings" (
	"device_id" text NOT NULL,
	"hour_start" timestamp(0) NOT NULL,
	"electricity" double precision NOT NULL,
	"leakage_electricity" double precision NOT NULL,
	CONSTRAINT "aep_hourly_readings_device_id_hour_start_pk" PRIMARY KEY("device_id","hour_start")
);
--> statement-breakpoint
CREATE TABLE "aep_warnings" (
	"id" text PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"happened_at" timestamp(0) NOT NULL,
	"warn_type" text NOT NULL,
	"value" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "elevator_alarms" (
	"id" text PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"happened_at" timestamp(0) NOT NULL,
	"category" text NOT NULL,
	"alarm_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "elevator_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"elevator_name" text NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"rated_people_cnt" integer NOT NULL,
	"elevator_type" integer NOT NULL,
	"rated_height" double precision NOT NULL,
	"max_floor" integer NOT NULL,
	"min_floor" integer NOT NULL,
	"rated_weight" double precision NOT NULL,
	"rated_up_speed" double precision NOT NULL,
	"rated_down_speed" double precision NOT NULL,
	"rated_obliguity_x" double precision NOT NULL,
	"rated_obliguity_y" double precision NOT NULL,
	"rated_wind_speed" double precision NOT NULL,
	"rated_wind_level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "elevator_readings" (
	"device_id" text NOT NULL,
	"recorded_at" timestamp(0) NOT NULL,
	"height" double precision NOT NULL,
	"floor" integer NOT NULL,
	"weight" double precision NOT NULL,
	"people_cnt" integer NOT NULL,
	"speed" double precision NOT NULL,
	"obliguity_x" double precision NOT NULL,
	"obliguity_y" double precision NOT NULL,
	"wind_speed" double precision NOT NULL,
	CONSTRAINT "elevator_readings_device_id_recorded_at_pk" PRIMARY KEY("device_id","recorded_at")
);
--> statement-breakpoint
CREATE TABLE "ycjz_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"device_alias" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ycjz_readings" (
	"device_id" text NOT NULL,
	"recorded_at" timestamp(0) NOT NULL,
	"tsp" double precision NOT NULL,
	"pm10" double precision NOT NULL,
	"pm25" double precision NOT NULL,
	"noise" double precision NOT NULL,
	"temperature" double precision NOT NULL,
	"humidity" double precision NOT NULL,
	"wind" text NOT NULL,
	"wind_speed" double precision NOT NULL,
	"wind_lv" integer NOT NULL,
	"barometric" double precision NOT NULL,
	CONSTRAINT "ycjz_readings_device_id_recorded_at_pk" PRIMARY KEY("device_id","recorded_at")
);
--> statement-breakpoint
CREATE TABLE "lpr_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"device_name" text NOT NULL,
	"direction" integer NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lpr_records" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"device_id" text NOT NULL,
	"license_plate" text NOT NULL,
	"vehicle_type" integer NOT NULL,
	"direction" integer NOT NULL,
	"recognition_time" timestamp(0) NOT NULL,
	"photo_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_fleets" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"mc_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"fleet_id" text,
	"license_plate" text NOT NULL,
	"vehicle_type" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_channels" (
	"device_id" text NOT NULL,
	"channel_no" integer NOT NULL,
	"channel_name" text NOT NULL,
	"play_hd_live_url" text DEFAULT '' NOT NULL,
	"access_token" text DEFAULT '' NOT NULL,
	CONSTRAINT "monitor_channels_device_id_channel_no_pk" PRIMARY KEY("device_id","channel_no")
);
--> statement-breakpoint
CREATE TABLE "monitor_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"device_name" text NOT NULL,
	"device_type" text NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crane_alarms" ADD CONSTRAINT "crane_alarms_device_id_crane_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."crane_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crane_devices" ADD CONSTRAINT "crane_devices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crane_readings" ADD CONSTRAINT "crane_readings_device_id_crane_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."crane_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aep_devices" ADD CONSTRAINT "aep_devices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aep_hourly_readings" ADD CONSTRAINT "aep_hourly_readings_device_id_aep_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."aep_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aep_warnings" ADD CONSTRAINT "aep_warnings_device_id_aep_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."aep_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elevator_alarms" ADD CONSTRAINT "elevator_alarms_device_id_elevator_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."elevator_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elevator_devices" ADD CONSTRAINT "elevator_devices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elevator_readings" ADD CONSTRAINT "elevator_readings_device_id_elevator_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."elevator_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ycjz_devices" ADD CONSTRAINT "ycjz_devices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ycjz_readings" ADD CONSTRAINT "ycjz_readings_device_id_ycjz_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."ycjz_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lpr_devices" ADD CONSTRAINT "lpr_devices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lpr_records" ADD CONSTRAINT "lpr_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lpr_records" ADD CONSTRAINT "lpr_records_device_id_lpr_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."lpr_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_fleets" ADD CONSTRAINT "vehicle_fleets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_fleet_id_vehicle_fleets_id_fk" FOREIGN KEY ("fleet_id") REFERENCES "public"."vehicle_fleets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_channels" ADD CONSTRAINT "monitor_channels_device_id_monitor_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."monitor_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_devices" ADD CONSTRAINT "monitor_devices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crane_alarms_device_id_happened_at_index" ON "crane_alarms" USING btree ("device_id","happened_at");--> statement-breakpoint
CREATE INDEX "crane_devices_project_id_sort_index" ON "crane_devices" USING btree ("project_id","sort");--> statement-breakpoint
CREATE INDEX "aep_devices_project_id_sort_index" ON "aep_devices" USING btree ("project_id","sort");--> statement-breakpoint
CREATE INDEX "aep_warnings_device_id_happened_at_index" ON "aep_warnings" USING btree ("device_id","happened_at");--> statement-breakpoint
CREATE INDEX "elevator_alarms_device_id_happened_at_index" ON "elevator_alarms" USING btree ("device_id","happened_at");--> statement-breakpoint
CREATE INDEX "elevator_devices_project_id_sort_index" ON "elevator_devices" USING btree ("project_id","sort");--> statement-breakpoint
CREATE INDEX "ycjz_devices_project_id_sort_index" ON "ycjz_devices" USING btree ("project_id","sort");--> statement-breakpoint
CREATE INDEX "lpr_devices_project_id_sort_index" ON "lpr_devices" USING btree ("project_id","sort");--> statement-breakpoint
CREATE INDEX "lpr_records_project_id_recognition_time_index" ON "lpr_records" USING btree ("project_id","recognition_time");--> statement-breakpoint
CREATE INDEX "lpr_records_project_id_license_plate_recognition_time_index" ON "lpr_records" USING btree ("project_id","license_plate","recognition_time");--> statement-breakpoint
CREATE INDEX "vehicle_fleets_project_id_sort_index" ON "vehicle_fleets" USING btree ("project_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_project_id_license_plate_index" ON "vehicles" USING btree ("project_id","license_plate");--> statement-breakpoint
CREATE INDEX "vehicles_fleet_id_index" ON "vehicles" USING btree ("fleet_id");--> statement-breakpoint
CREATE INDEX "monitor_devices_project_id_device_type_sort_index" ON "monitor_devices" USING btree ("project_id","device_type","sort");