CREATE TABLE "screen_playlists" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"playlist_name" text NOT NULL,
	"items" text DEFAULT '[]' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_displays" ADD COLUMN "playlist_id" text;--> statement-breakpoint
ALTER TABLE "screen_playlists" ADD CONSTRAINT "screen_playlists_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "screen_playlists_project_id_playlist_name_index" ON "screen_playlists" USING btree ("project_id","playlist_name");--> statement-breakpoint
ALTER TABLE "site_displays" ADD CONSTRAINT "site_displays_playlist_id_screen_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."screen_playlists"("id") ON DELETE set null ON UPDATE no action;