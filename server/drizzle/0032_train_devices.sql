CREATE TABLE "train_device_persons" (
	"device_id" text NOT NULL,
	"person_id" text NOT NULL,
	"sync_status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"update_time" timestamp(0) NOT NULL,
	CONSTRAINT "train_device_persons_device_id_person_id_pk" PRIMARY KEY("device_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "train_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"device_name" text NOT NULL,
	"device_sn" text NOT NULL,
	"install_place" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"last_online_time" timestamp(0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "train_person_records" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"train_id" text NOT NULL,
	"person_id" text NOT NULL,
	"device_id" text,
	"check_time" timestamp(0) NOT NULL,
	"photo_path" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "train_device_persons" ADD CONSTRAINT "train_device_persons_device_id_train_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."train_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_device_persons" ADD CONSTRAINT "train_device_persons_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_devices" ADD CONSTRAINT "train_devices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_person_records" ADD CONSTRAINT "train_person_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_person_records" ADD CONSTRAINT "train_person_records_train_id_train_infos_id_fk" FOREIGN KEY ("train_id") REFERENCES "public"."train_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_person_records" ADD CONSTRAINT "train_person_records_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_person_records" ADD CONSTRAINT "train_person_records_device_id_train_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."train_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "train_device_persons_person_id_index" ON "train_device_persons" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "train_devices_project_id_index" ON "train_devices" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "train_person_records_project_id_check_time_index" ON "train_person_records" USING btree ("project_id","check_time");--> statement-breakpoint
CREATE INDEX "train_person_records_train_id_person_id_index" ON "train_person_records" USING btree ("train_id","person_id");