CREATE TABLE "verify_device_persons" (
	"device_id" text NOT NULL,
	"person_id" text NOT NULL,
	"sync_status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"update_time" timestamp(0) NOT NULL,
	CONSTRAINT "verify_device_persons_device_id_person_id_pk" PRIMARY KEY("device_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "verify_devices" ADD COLUMN "direction" text DEFAULT '3' NOT NULL;--> statement-breakpoint
ALTER TABLE "verify_devices" ADD COLUMN "model" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verify_devices" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verify_devices" ADD COLUMN "firmware_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verify_devices" ADD COLUMN "online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "verify_devices" ADD COLUMN "last_online_time" timestamp(0);--> statement-breakpoint
ALTER TABLE "verify_devices" ADD COLUMN "settings" jsonb;--> statement-breakpoint
ALTER TABLE "verify_devices" ADD COLUMN "protocol" jsonb;--> statement-breakpoint
ALTER TABLE "verify_devices" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "verify_devices" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "verify_devices" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "verify_device_persons" ADD CONSTRAINT "verify_device_persons_device_id_verify_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."verify_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verify_device_persons" ADD CONSTRAINT "verify_device_persons_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verify_device_persons_person_id_index" ON "verify_device_persons" USING btree ("person_id");