CREATE TABLE "shared_answers" (
	"key" text PRIMARY KEY NOT NULL,
	"answer" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
