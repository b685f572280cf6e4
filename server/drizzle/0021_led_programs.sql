CREATE TABLE "led_program_sends" (
	"program_id" text NOT NULL,
	"screen_id" text NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"send_id" text NOT NULL,
	"send_time" timestamp(0) NOT NULL,
	"finish_time" timestamp(0),
	CONSTRAINT "led_program_sends_program_id_screen_id_pk" PRIMARY KEY("program_id","screen_id")
);
--> statement-breakpoint
CREATE TABLE "led_programs" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"program_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"background" text NOT NULL,
	"items" jsonb NOT NULL,
	"screen_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "led_screens" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"screen_name" text NOT NULL,
	"controller_sn" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"last_online_time" timestamp(0),
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "led_program_sends" ADD CONSTRAINT "led_program_sends_program_id_led_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."led_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "led_program_sends" ADD CONSTRAINT "led_program_sends_screen_id_led_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."led_screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "led_programs" ADD CONSTRAINT "led_programs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "led_screens" ADD CONSTRAINT "led_screens_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "led_programs_project_id_created_at_index" ON "led_programs" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "led_screens_project_id_index" ON "led_screens" USING btree ("project_id");