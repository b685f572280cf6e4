CREATE TABLE "person_bank_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"person_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"card_number" text NOT NULL,
	"bank_deposit" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_bank_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"card_number" text NOT NULL,
	"bank_deposit" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "person_bank_cards" ADD CONSTRAINT "person_bank_cards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_bank_cards" ADD CONSTRAINT "person_bank_cards_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_bank_cards" ADD CONSTRAINT "project_bank_cards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "person_bank_cards_project_id_card_number_index" ON "person_bank_cards" USING btree ("project_id","card_number");--> statement-breakpoint
CREATE UNIQUE INDEX "project_bank_cards_project_id_card_number_index" ON "project_bank_cards" USING btree ("project_id","card_number");