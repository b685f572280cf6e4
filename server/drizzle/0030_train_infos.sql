CREATE TABLE "train_infos" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"train_name" text NOT NULL,
	"train_type" text NOT NULL,
	"train_date" date NOT NULL,
	"trainer" text DEFAULT '' NOT NULL,
	"duration" integer NOT NULL,
	"train_content" text DEFAULT '' NOT NULL,
	"train_material" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "train_relations" (
	"train_id" text NOT NULL,
	"person_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_relations_train_id_person_id_pk" PRIMARY KEY("train_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "train_infos" ADD CONSTRAINT "train_infos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_relations" ADD CONSTRAINT "train_relations_train_id_train_infos_id_fk" FOREIGN KEY ("train_id") REFERENCES "public"."train_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_relations" ADD CONSTRAINT "train_relations_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "train_infos_project_id_train_date_index" ON "train_infos" USING btree ("project_id","train_date");--> statement-breakpoint
CREATE INDEX "train_relations_person_id_index" ON "train_relations" USING btree ("person_id");