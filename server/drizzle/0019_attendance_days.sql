CREATE TABLE "attendance_day_marks" (
	"project_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "attendance_day_marks_project_id_day_pk" PRIMARY KEY("project_id","day")
);
--> statement-breakpoint
CREATE TABLE "attendance_days" (
	"project_id" text NOT NULL,
	"person_id" text NOT NULL,
	"day" date NOT NULL,
	"first_in" timestamp(0),
	"last_out" timestamp(0),
	"passages" integer NOT NULL,
	"work_seconds" integer NOT NULL,
	CONSTRAINT "attendance_days_project_id_day_person_id_pk" PRIMARY KEY("project_id","day","person_id")
);
--> statement-breakpoint
ALTER TABLE "attendance_day_marks" ADD CONSTRAINT "attendance_day_marks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_days" ADD CONSTRAINT "attendance_days_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_days" ADD CONSTRAINT "attendance_days_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_days_project_id_person_id_day_index" ON "attendance_days" USING btree ("project_id","person_id","day");