CREATE TABLE "aep_param_commands" (
	"id" text PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"rated_current" double precision NOT NULL,
	"max_temperature" double precision NOT NULL,
	"low_voltage" double precision NOT NULL,
	"high_voltage" double precision NOT NULL,
	"max_leakage_electricity" double precision NOT NULL,
	"param_status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"send_time" timestamp(0) NOT NULL,
	"answer_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "aep_realtime_logs" (
	"id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"device_id" text NOT NULL,
	"recorded_at" timestamp(0) NOT NULL,
	"electricity" double precision NOT NULL,
	"leakage_electricity" double precision NOT NULL,
	"temperature" double precision NOT NULL,
	"current_a" double precision NOT NULL,
	"current_b" double precision NOT NULL,
	"current_c" double precision NOT NULL,
	"voltage_a" double precision NOT NULL,
	"voltage_b" double precision NOT NULL,
	"voltage_c" double precision NOT NULL,
	"warn_type" text DEFAULT 'normal' NOT NULL,
	CONSTRAINT "aep_realtime_logs_device_id_recorded_at_pk" PRIMARY KEY("device_id","recorded_at"),
	CONSTRAINT "aep_realtime_logs_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "aep_devices" ADD COLUMN "rated_current" double precision DEFAULT 250 NOT NULL;--> statement-breakpoint
ALTER TABLE "aep_devices" ADD COLUMN "max_temperature" double precision DEFAULT 70 NOT NULL;--> statement-breakpoint
ALTER TABLE "aep_devices" ADD COLUMN "low_voltage" double precision DEFAULT 198 NOT NULL;--> statement-breakpoint
ALTER TABLE "aep_devices" ADD COLUMN "high_voltage" double precision DEFAULT 242 NOT NULL;--> statement-breakpoint
ALTER TABLE "aep_devices" ADD COLUMN "max_leakage_electricity" double precision DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "aep_param_commands" ADD CONSTRAINT "aep_param_commands_device_id_aep_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."aep_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aep_realtime_logs" ADD CONSTRAINT "aep_realtime_logs_device_id_aep_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."aep_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aep_param_commands_device_id_send_time_index" ON "aep_param_commands" USING btree ("device_id","send_time");