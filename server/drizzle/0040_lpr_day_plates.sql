CREATE TABLE "lpr_day_plates" (
	"project_id" text NOT NULL,
	"day" date NOT NULL,
	"plate_color" integer NOT NULL,
	"license_plate" text NOT NULL,
	"in_count" integer NOT NULL,
	"out_count" integer NOT NULL,
	CONSTRAINT "lpr_day_plates_project_id_day_plate_color_license_plate_pk" PRIMARY KEY("project_id","day","plate_color","license_plate")
);
--> statement-breakpoint
DROP INDEX "lpr_records_project_day_idx";--> statement-breakpoint
ALTER TABLE "lpr_day_plates" ADD CONSTRAINT "lpr_day_plates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Passages per day, colour and plate, kept as passages are written, changed or deleted, whoever does it
-- (cameras, the simulator, a device's deletion cascading to its passages): the through statistics read
-- these instead of grouping every passage of the range. Rows whose counts fall to zero go.
CREATE FUNCTION "lpr_day_plates_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "lpr_day_plates" AS kept
      SET "in_count" = kept."in_count" - gone."in_count", "out_count" = kept."out_count" - gone."out_count"
      FROM (
        SELECT "project_id", "recognition_time"::date AS "day", "plate_color", "license_plate",
          count(*) FILTER (WHERE "direction" = 1) AS "in_count",
          count(*) FILTER (WHERE "direction" <> 1) AS "out_count"
        FROM "old_passages" GROUP BY 1, 2, 3, 4
      ) AS gone
      WHERE (kept."project_id", kept."day", kept."plate_color", kept."license_plate")
        = (gone."project_id", gone."day", gone."plate_color", gone."license_plate");
    DELETE FROM "lpr_day_plates" AS kept
      USING (SELECT DISTINCT "project_id", "recognition_time"::date AS "day", "plate_color", "license_plate"
        FROM "old_passages") AS gone
      WHERE (kept."project_id", kept."day", kept."plate_color", kept."license_plate")
          = (gone."project_id", gone."day", gone."plate_color", gone."license_plate")
        AND kept."in_count" + kept."out_count" <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "lpr_day_plates" AS kept
        ("project_id", "day", "plate_color", "license_plate", "in_count", "out_count")
      SELECT "project_id", "recognition_time"::date, "plate_color", "license_plate",
        count(*) FILTER (WHERE "direction" = 1), count(*) FILTER (WHERE "direction" <> 1)
      FROM "new_passages" GROUP BY 1, 2, 3, 4
      ON CONFLICT ("project_id", "day", "plate_color", "license_plate") DO UPDATE
        SET "in_count" = kept."in_count" + excluded."in_count",
          "out_count" = kept."out_count" + excluded."out_count";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lpr_records_count_insert" AFTER INSERT ON "lpr_records"
  REFERENCING NEW TABLE AS "new_passages" FOR EACH STATEMENT EXECUTE FUNCTION "lpr_day_plates_keep"();--> statement-breakpoint
CREATE TRIGGER "lpr_records_count_update" AFTER UPDATE ON "lpr_records"
  REFERENCING OLD TABLE AS "old_passages" NEW TABLE AS "new_passages"
  FOR EACH STATEMENT EXECUTE FUNCTION "lpr_day_plates_keep"();--> statement-breakpoint
CREATE TRIGGER "lpr_records_count_delete" AFTER DELETE ON "lpr_records"
  REFERENCING OLD TABLE AS "old_passages" FOR EACH STATEMENT EXECUTE FUNCTION "lpr_day_plates_keep"();--> statement-breakpoint
INSERT INTO "lpr_day_plates" ("project_id", "day", "plate_color", "license_plate", "in_count", "out_count")
  SELECT "project_id", "recognition_time"::date, "plate_color", "license_plate",
    count(*) FILTER (WHERE "direction" = 1), count(*) FILTER (WHERE "direction" <> 1)
  FROM "lpr_records" GROUP BY 1, 2, 3, 4;
