CREATE TABLE "companies" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"company_name" text NOT NULL,
	"credit_code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_companies" (
	"project_id" text NOT NULL,
	"company_id" text NOT NULL,
	"company_type_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_companies_project_id_company_id_pk" PRIMARY KEY("project_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"company_id" text NOT NULL,
	"area_id" text,
	"team_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"person_name" text NOT NULL,
	"idcard_number" text NOT NULL,
	"person_type" text NOT NULL,
	"company_id" text NOT NULL,
	"team_id" text,
	"worker_type_id" text,
	"on_job_status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_areas" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"area_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_records" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"person_id" text NOT NULL,
	"device_id" text,
	"entry_exit_type" text NOT NULL,
	"record_time" timestamp(0) NOT NULL,
	"record_photo_url" text DEFAULT '' NOT NULL,
	"person_temperature" double precision
);
--> statement-breakpoint
CREATE TABLE "verify_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"area_id" text,
	"device_name" text NOT NULL,
	"device_sn" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_companies" ADD CONSTRAINT "project_companies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_companies" ADD CONSTRAINT "project_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_companies" ADD CONSTRAINT "project_companies_company_type_id_dictionaries_id_fk" FOREIGN KEY ("company_type_id") REFERENCES "public"."dictionaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_area_id_site_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."site_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_worker_type_id_dictionaries_id_fk" FOREIGN KEY ("worker_type_id") REFERENCES "public"."dictionaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_areas" ADD CONSTRAINT "site_areas_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_records" ADD CONSTRAINT "person_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_records" ADD CONSTRAINT "person_records_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_records" ADD CONSTRAINT "person_records_device_id_verify_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."verify_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verify_devices" ADD CONSTRAINT "verify_devices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verify_devices" ADD CONSTRAINT "verify_devices_area_id_site_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."site_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_org_id_index" ON "companies" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "teams_project_id_sort_index" ON "teams" USING btree ("project_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "persons_project_id_idcard_number_index" ON "persons" USING btree ("project_id","idcard_number");--> statement-breakpoint
CREATE INDEX "persons_team_id_index" ON "persons" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "site_areas_project_id_sort_index" ON "site_areas" USING btree ("project_id","sort");--> statement-breakpoint
CREATE INDEX "person_records_project_id_record_time_index" ON "person_records" USING btree ("project_id","record_time");--> statement-breakpoint
CREATE INDEX "person_records_person_id_index" ON "person_records" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "verify_devices_project_id_index" ON "verify_devices" USING btree ("project_id");