CREATE TABLE "ycjz_warn_settings" (
	"project_id" text PRIMARY KEY NOT NULL,
	"tsp" double precision NOT NULL,
	"pm10" double precision NOT NULL,
	"pm25" double precision NOT NULL,
	"noise_day" double precision NOT NULL,
	"noise_night" double precision NOT NULL,
	"temperature" double precision NOT NULL,
	"wind_speed" double precision NOT NULL,
	"wind_lv" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ycjz_warn_settings" ADD CONSTRAINT "ycjz_warn_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;