DROP INDEX "person_records_person_id_index";--> statement-breakpoint
CREATE INDEX "person_records_person_id_record_time_id_index" ON "person_records" USING btree ("person_id","record_time","id");