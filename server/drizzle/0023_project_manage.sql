CREATE TABLE "project_configs" (
	"project_id" text PRIMARY KEY NOT NULL,
	"train_rule_status" integer NOT NULL,
	"train_hours" integer NOT NULL,
	"train_valid_days" integer NOT NULL,
	"age_limit_status" integer NOT NULL,
	"min_age" integer NOT NULL,
	"male_max_age" integer NOT NULL,
	"female_max_age" integer NOT NULL,
	"blacklist_check_status" integer NOT NULL,
	"contract_required_status" integer NOT NULL,
	"bank_card_required_status" integer NOT NULL,
	"temperature_threshold" double precision NOT NULL,
	"face_threshold" integer NOT NULL,
	"visitor_audit_status" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wx_manager_bindings" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"manager_name" text NOT NULL,
	"manager_phone" text NOT NULL,
	"wx_nick_name" text DEFAULT '' NOT NULL,
	"open_id" text NOT NULL,
	"bind_time" timestamp(0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_configs" ADD CONSTRAINT "project_configs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_configs" ADD CONSTRAINT "project_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_manager_bindings" ADD CONSTRAINT "wx_manager_bindings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wx_manager_bindings_project_id_bind_time_index" ON "wx_manager_bindings" USING btree ("project_id","bind_time");