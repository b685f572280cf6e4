CREATE TABLE "lpr_plates" (
	"project_id" text NOT NULL,
	"license_plate" text NOT NULL,
	CONSTRAINT "lpr_plates_project_id_license_plate_pk" PRIMARY KEY("project_id","license_plate")
);
--> statement-breakpoint
ALTER TABLE "lpr_plates" ADD CONSTRAINT "lpr_plates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every plate the cameras read, kept as passages are written, whoever writes them (cameras, the simulator,
-- imports of old data): the plate lists' searches match these instead of a million passages.
CREATE FUNCTION "lpr_plates_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "lpr_plates" ("project_id", "license_plate")
    SELECT DISTINCT "project_id", "license_plate" FROM "new_passages"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lpr_records_keep_plates" AFTER INSERT ON "lpr_records"
  REFERENCING NEW TABLE AS "new_passages" FOR EACH STATEMENT EXECUTE FUNCTION "lpr_plates_keep"();--> statement-breakpoint
INSERT INTO "lpr_plates" ("project_id", "license_plate")
  SELECT DISTINCT "project_id", "license_plate" FROM "lpr_records" ON CONFLICT DO NOTHING;
