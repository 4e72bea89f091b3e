CREATE TABLE "music_artist_follows" (
	"user_id" integer NOT NULL,
	"artist_id" integer NOT NULL,
	"followed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "music_artist_follows_user_id_artist_id_pk" PRIMARY KEY("user_id","artist_id")
);
--> statement-breakpoint
ALTER TABLE "music_artist_follows" ADD CONSTRAINT "music_artist_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_artist_follows" ADD CONSTRAINT "music_artist_follows_artist_id_music_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."music_artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "music_artist_follows_user_followed_idx" ON "music_artist_follows" USING btree ("user_id","followed_at");