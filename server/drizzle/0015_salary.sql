CREATE TABLE "person_salaries" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"salary_month" text NOT NULL,
	"person_id" text NOT NULL,
	"company_id" text,
	"team_id" text,
	"contract_id" text,
	"wage_mode" text,
	"wage_rate" numeric(12, 2),
	"working_days" integer NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"hours" numeric(10, 2) DEFAULT 0 NOT NULL,
	"pieces" integer DEFAULT 0 NOT NULL,
	"base_pay" numeric(12, 2) GENERATED ALWAYS AS (case wage_mode
  when 'DAILY' then days * wage_rate
  when 'HOURLY' then round(hours * wage_rate, 2)
  when 'PIECE' then pieces * wage_rate
  when 'MONTHLY' then round(wage_rate * least(days, working_days) / nullif(working_days, 0), 2)
end) STORED,
	"adjustment" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) GENERATED ALWAYS AS ((case wage_mode
  when 'DAILY' then days * wage_rate
  when 'HOURLY' then round(hours * wage_rate, 2)
  when 'PIECE' then pieces * wage_rate
  when 'MONTHLY' then round(wage_rate * least(days, working_days) / nullif(working_days, 0), 2)
end) + adjustment) STORED,
	"reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"settle_status" text DEFAULT 'UNSETTLED' NOT NULL,
	"upload_status" text DEFAULT 'NOT_UPLOADED' NOT NULL,
	"upload_message" text DEFAULT '' NOT NULL,
	"calculate_time" timestamp(0) NOT NULL,
	"settle_time" timestamp(0),
	"upload_time" timestamp(0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "person_salaries" ADD CONSTRAINT "person_salaries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_salaries" ADD CONSTRAINT "person_salaries_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_salaries" ADD CONSTRAINT "person_salaries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_salaries" ADD CONSTRAINT "person_salaries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_salaries" ADD CONSTRAINT "person_salaries_contract_id_person_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."person_contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "person_salaries_project_id_salary_month_person_id_index" ON "person_salaries" USING btree ("project_id","salary_month","person_id");