CREATE TABLE "agreement_exception_notices" (
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"none_date" timestamp(0),
	CONSTRAINT "agreement_exception_notices_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "agreement_exceptions" (
	"id" text PRIMARY KEY NOT NULL,
	"agreement_id" text NOT NULL,
	"operate_type" text NOT NULL,
	"start_date" timestamp(0) NOT NULL,
	"end_date" timestamp(0) NOT NULL,
	"exception_record_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_locked_persons" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"agreement_id" text NOT NULL,
	"person_name" text NOT NULL,
	"idcard_number" text NOT NULL,
	"team_name" text DEFAULT '' NOT NULL,
	"worker_type_name" text DEFAULT '' NOT NULL,
	"lock_reason" text NOT NULL,
	"locked_at" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_agreements" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"agreement_code" text NOT NULL,
	"agreement_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_exception_notices" ADD CONSTRAINT "agreement_exception_notices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_exception_notices" ADD CONSTRAINT "agreement_exception_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_exceptions" ADD CONSTRAINT "agreement_exceptions_agreement_id_project_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."project_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_locked_persons" ADD CONSTRAINT "agreement_locked_persons_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_locked_persons" ADD CONSTRAINT "agreement_locked_persons_agreement_id_project_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."project_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_agreements" ADD CONSTRAINT "project_agreements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_exceptions_agreement_id_index" ON "agreement_exceptions" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "agreement_locked_persons_project_id_index" ON "agreement_locked_persons" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_agreements_project_id_agreement_code_index" ON "project_agreements" USING btree ("project_id","agreement_code");