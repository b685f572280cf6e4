ALTER TABLE "lpr_devices" ADD COLUMN "device_sn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lpr_devices" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lpr_devices" ADD COLUMN "last_online_time" timestamp(0);--> statement-breakpoint
ALTER TABLE "lpr_devices" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "lpr_devices" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_fleets" ADD COLUMN "parent_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_fleets" ADD COLUMN "leader_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_fleets" ADD COLUMN "leader_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_fleets" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_fleets" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_fleets_project_id_mc_name_index" ON "vehicle_fleets" USING btree ("project_id","mc_name");