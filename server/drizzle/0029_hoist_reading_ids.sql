ALTER TABLE "crane_readings" ADD COLUMN "id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "elevator_readings" ADD COLUMN "id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "crane_readings" ADD CONSTRAINT "crane_readings_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "elevator_readings" ADD CONSTRAINT "elevator_readings_id_unique" UNIQUE("id");