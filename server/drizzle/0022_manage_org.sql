CREATE TABLE "company_agreement_params" (
	"agreement_id" text NOT NULL,
	"company_id" text NOT NULL,
	"params" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_agreement_params_agreement_id_company_id_pk" PRIMARY KEY("agreement_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "special_worker_types" (
	"project_id" text NOT NULL,
	"dictionary_id" text NOT NULL,
	"special" boolean NOT NULL,
	CONSTRAINT "special_worker_types_project_id_dictionary_id_pk" PRIMARY KEY("project_id","dictionary_id")
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "leader_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "leader_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "company_agreement_params" ADD CONSTRAINT "company_agreement_params_agreement_id_project_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."project_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_agreement_params" ADD CONSTRAINT "company_agreement_params_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_worker_types" ADD CONSTRAINT "special_worker_types_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_worker_types" ADD CONSTRAINT "special_worker_types_dictionary_id_dictionaries_id_fk" FOREIGN KEY ("dictionary_id") REFERENCES "public"."dictionaries"("id") ON DELETE cascade ON UPDATE no action;