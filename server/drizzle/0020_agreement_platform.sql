CREATE TABLE "agreement_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"agreement_id" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"platform_code" text DEFAULT '' NOT NULL,
	"sync_status" integer DEFAULT 0 NOT NULL,
	"result_message" text DEFAULT '' NOT NULL,
	"exit_status" integer DEFAULT 0 NOT NULL,
	"lock_status" integer DEFAULT 0 NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"update_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_params" (
	"id" text PRIMARY KEY NOT NULL,
	"agreement_id" text NOT NULL,
	"scope" text NOT NULL,
	"target_id" text DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"update_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_entries" ADD CONSTRAINT "agreement_entries_agreement_id_project_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."project_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_params" ADD CONSTRAINT "agreement_params_agreement_id_project_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."project_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_entries_agreement_id_kind_source_id_index" ON "agreement_entries" USING btree ("agreement_id","kind","source_id");--> statement-breakpoint
CREATE INDEX "agreement_entries_agreement_id_kind_index" ON "agreement_entries" USING btree ("agreement_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_params_agreement_id_scope_target_id_index" ON "agreement_params" USING btree ("agreement_id","scope","target_id");