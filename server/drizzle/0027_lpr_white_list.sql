CREATE TABLE "lpr_white_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"license_plate" text NOT NULL,
	"wtype" integer NOT NULL,
	"color" integer NOT NULL,
	"car_type" integer NOT NULL,
	"mc_name" text DEFAULT '' NOT NULL,
	"effect_time" timestamp(0) NOT NULL,
	"expiration_time" timestamp(0) NOT NULL,
	"equipment_name" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lpr_white_lists" ADD CONSTRAINT "lpr_white_lists_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lpr_white_lists_project_id_license_plate_index" ON "lpr_white_lists" USING btree ("project_id","license_plate");--> statement-breakpoint
CREATE INDEX "lpr_white_lists_project_id_created_at_index" ON "lpr_white_lists" USING btree ("project_id","created_at");