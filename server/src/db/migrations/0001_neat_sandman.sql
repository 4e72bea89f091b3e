CREATE TABLE "film_countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "film_countries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "film_episodes" (
	"id" integer PRIMARY KEY NOT NULL,
	"film_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "film_genres" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "film_genres_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "film_saves" (
	"user_id" integer NOT NULL,
	"film_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "film_saves_user_id_film_id_pk" PRIMARY KEY("user_id","film_id")
);
--> statement-breakpoint
CREATE TABLE "film_seasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"film_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "films" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"original_title" text NOT NULL,
	"year" integer NOT NULL,
	"genres" text[] NOT NULL,
	"countries" text[] NOT NULL,
	"duration_minutes" integer NOT NULL,
	"rating" real NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"description" jsonb NOT NULL,
	CONSTRAINT "films_slug_unique" UNIQUE("slug"),
	CONSTRAINT "films_kind_check" CHECK ("films"."kind" in ('film', 'tv-show'))
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "game_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "game_play_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_play_sessions_player_check" CHECK ("game_play_sessions"."user_id" is not null or "game_play_sessions"."guest_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"category_id" integer NOT NULL,
	"description" jsonb NOT NULL,
	"how_to_play" jsonb NOT NULL,
	"instructions" jsonb NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"recent_plays" integer DEFAULT 0 NOT NULL,
	"rating" real NOT NULL,
	"released_on" date NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_albums" (
	"id" integer PRIMARY KEY NOT NULL,
	"artist_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"released_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_artists" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"bio" jsonb NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "music_artists_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "music_moods" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "music_moods_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "playlist_songs" (
	"playlist_id" integer NOT NULL,
	"song_id" integer NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlist_songs_playlist_id_song_id_pk" PRIMARY KEY("playlist_id","song_id")
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "song_likes" (
	"user_id" integer NOT NULL,
	"song_id" integer NOT NULL,
	"liked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "song_likes_user_id_song_id_pk" PRIMARY KEY("user_id","song_id")
);
--> statement-breakpoint
CREATE TABLE "song_plays" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"song_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "songs" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"artist_id" integer NOT NULL,
	"album_id" integer,
	"track_number" integer NOT NULL,
	"mood_id" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"lyrics_excerpt" text NOT NULL,
	"released_on" date NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tv_channels" (
	"id" integer PRIMARY KEY NOT NULL,
	"nation_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"call_sign" text NOT NULL,
	"category" text NOT NULL,
	"description" jsonb NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "tv_channels_category_check" CHECK ("tv_channels"."category" in ('sports', 'news', 'entertainment'))
);
--> statement-breakpoint
CREATE TABLE "tv_nations" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "tv_nations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tv_programmes" (
	"id" integer PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "film_episodes" ADD CONSTRAINT "film_episodes_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_episodes" ADD CONSTRAINT "film_episodes_season_id_film_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."film_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_saves" ADD CONSTRAINT "film_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_saves" ADD CONSTRAINT "film_saves_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_seasons" ADD CONSTRAINT "film_seasons_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_play_sessions" ADD CONSTRAINT "game_play_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_play_sessions" ADD CONSTRAINT "game_play_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_category_id_game_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."game_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_albums" ADD CONSTRAINT "music_albums_artist_id_music_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."music_artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_songs" ADD CONSTRAINT "playlist_songs_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_songs" ADD CONSTRAINT "playlist_songs_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_likes" ADD CONSTRAINT "song_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_likes" ADD CONSTRAINT "song_likes_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_plays" ADD CONSTRAINT "song_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_plays" ADD CONSTRAINT "song_plays_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_artist_id_music_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."music_artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_album_id_music_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."music_albums"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_mood_id_music_moods_id_fk" FOREIGN KEY ("mood_id") REFERENCES "public"."music_moods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_channels" ADD CONSTRAINT "tv_channels_nation_id_tv_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."tv_nations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "film_episodes_season_number_key" ON "film_episodes" USING btree ("season_id","number");--> statement-breakpoint
CREATE INDEX "film_episodes_film_idx" ON "film_episodes" USING btree ("film_id");--> statement-breakpoint
CREATE INDEX "film_saves_user_saved_idx" ON "film_saves" USING btree ("user_id","saved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "film_seasons_film_number_key" ON "film_seasons" USING btree ("film_id","number");--> statement-breakpoint
CREATE INDEX "films_kind_views_idx" ON "films" USING btree ("kind","views");--> statement-breakpoint
CREATE INDEX "films_year_idx" ON "films" USING btree ("year");--> statement-breakpoint
CREATE INDEX "films_genres_idx" ON "films" USING gin ("genres");--> statement-breakpoint
CREATE INDEX "films_countries_idx" ON "films" USING gin ("countries");--> statement-breakpoint
CREATE INDEX "game_play_sessions_game_idx" ON "game_play_sessions" USING btree ("game_id","started_at");--> statement-breakpoint
CREATE INDEX "games_category_idx" ON "games" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "games_recent_plays_idx" ON "games" USING btree ("recent_plays");--> statement-breakpoint
CREATE INDEX "games_rating_idx" ON "games" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "music_albums_artist_idx" ON "music_albums" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "music_albums_released_idx" ON "music_albums" USING btree ("released_on");--> statement-breakpoint
CREATE INDEX "playlist_songs_position_idx" ON "playlist_songs" USING btree ("playlist_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "playlists_user_name_key" ON "playlists" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "song_likes_user_liked_idx" ON "song_likes" USING btree ("user_id","liked_at");--> statement-breakpoint
CREATE INDEX "song_plays_user_played_idx" ON "song_plays" USING btree ("user_id","played_at");--> statement-breakpoint
CREATE INDEX "songs_artist_idx" ON "songs" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "songs_album_idx" ON "songs" USING btree ("album_id","track_number");--> statement-breakpoint
CREATE INDEX "songs_mood_plays_idx" ON "songs" USING btree ("mood_id","plays");--> statement-breakpoint
CREATE INDEX "songs_released_idx" ON "songs" USING btree ("released_on");--> statement-breakpoint
CREATE INDEX "songs_plays_idx" ON "songs" USING btree ("plays");--> statement-breakpoint
CREATE UNIQUE INDEX "tv_channels_nation_slug_key" ON "tv_channels" USING btree ("nation_id","slug");--> statement-breakpoint
CREATE INDEX "tv_channels_nation_sort_idx" ON "tv_channels" USING btree ("nation_id","sort");--> statement-breakpoint
CREATE INDEX "tv_programmes_category_idx" ON "tv_programmes" USING btree ("category");