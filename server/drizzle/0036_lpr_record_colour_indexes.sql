DROP INDEX "lpr_records_project_id_recognition_time_index";--> statement-breakpoint
DROP INDEX "lpr_records_project_id_license_plate_recognition_time_index";--> statement-breakpoint
ALTER TABLE "lpr_records" ADD COLUMN "plate_color" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Passages recorded before the colour was kept: a listed plate's colour, else green for the 8-character
-- new-energy plates, yellow for lorries, trucks, mixers and dump trucks, blue for the rest.
UPDATE "lpr_records" SET "plate_color" = coalesce(
  (select w."color" from "lpr_white_lists" w
    where w."project_id" = "lpr_records"."project_id" and w."license_plate" = "lpr_records"."license_plate"),
  case when length(replace("license_plate", '·', '')) = 8 then 3
    when "vehicle_type" in (3, 4, 5, 6) then 2 else 1 end);--> statement-breakpoint
CREATE INDEX "lpr_records_project_id_recognition_time_id_index" ON "lpr_records" USING btree ("project_id","recognition_time","id");--> statement-breakpoint
CREATE INDEX "lpr_records_project_id_license_plate_recognition_time_id_index" ON "lpr_records" USING btree ("project_id","license_plate","recognition_time","id");--> statement-breakpoint
CREATE INDEX "lpr_records_project_day_idx" ON "lpr_records" USING btree ("project_id",("recognition_time"::date));