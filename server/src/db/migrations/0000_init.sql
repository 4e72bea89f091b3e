CREATE TABLE "community_chat_room_follows" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_chat_room_follows_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_chat_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"topic" jsonb NOT NULL,
	"owner_id" integer NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_vip" boolean DEFAULT false NOT NULL,
	"peak_online_percent" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"parent_id" integer,
	"reply_to_user_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_event_rsvps" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_event_rsvps_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "community_event_rsvps_status_check" CHECK ("community_event_rsvps"."status" in ('going', 'interested'))
);
--> statement-breakpoint
CREATE TABLE "community_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"host_id" integer NOT NULL,
	"place_id" integer,
	"group_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"search" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"status" text DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "community_group_members_role_check" CHECK ("community_group_members"."role" in ('owner', 'admin', 'member')),
	CONSTRAINT "community_group_members_status_check" CHECK ("community_group_members"."status" in ('member', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "community_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"privacy" text NOT NULL,
	"owner_id" integer NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" text NOT NULL,
	CONSTRAINT "community_groups_privacy_check" CHECK ("community_groups"."privacy" in ('public', 'private'))
);
--> statement-breakpoint
CREATE TABLE "community_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"kind" text NOT NULL,
	"description" jsonb NOT NULL,
	"address" text NOT NULL,
	"city" jsonb NOT NULL,
	"city_slug" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"search" text NOT NULL,
	CONSTRAINT "community_places_kind_check" CHECK ("community_places"."kind" in ('stadium', 'cafe', 'court', 'arena'))
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audience" text DEFAULT 'public' NOT NULL,
	"place_id" integer,
	"group_id" integer,
	"reactions_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"shares_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"search" text NOT NULL,
	CONSTRAINT "community_posts_audience_check" CHECK ("community_posts"."audience" in ('public', 'friends'))
);
--> statement-breakpoint
CREATE TABLE "community_reactions" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_reactions_post_id_user_id_pk" PRIMARY KEY("post_id","user_id"),
	CONSTRAINT "community_reactions_type_check" CHECK ("community_reactions"."type" in ('like', 'love', 'haha', 'wow', 'sad', 'angry'))
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_reports_reason_check" CHECK ("community_reports"."reason" in ('spam', 'harassment', 'hate', 'violence', 'nudity', 'false-info', 'scam', 'other'))
);
--> statement-breakpoint
CREATE TABLE "community_saved_posts" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_saved_posts_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "community_seed_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"anchored_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"domain" text,
	"title" jsonb NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"sort" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comic_chapters" (
	"id" integer PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" jsonb NOT NULL,
	"pages" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comic_genres" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comic_series" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"author" text NOT NULL,
	"genres" text[] NOT NULL,
	"status" text NOT NULL,
	"cover" text NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "comic_series_status_check" CHECK ("comic_series"."status" in ('ongoing', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "content_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "content_categories_section_check" CHECK ("content_categories"."section" in ('news', 'highlight', 'short'))
);
--> statement-breakpoint
CREATE TABLE "content_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"anchored_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_follows" (
	"follower_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_follows_follower_id_creator_id_pk" PRIMARY KEY("follower_id","creator_id"),
	CONSTRAINT "creator_follows_not_self_check" CHECK ("creator_follows"."follower_id" <> "creator_follows"."creator_id")
);
--> statement-breakpoint
CREATE TABLE "highlights" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"home_name" jsonb NOT NULL,
	"away_name" jsonb NOT NULL,
	"home_score" integer NOT NULL,
	"away_score" integer NOT NULL,
	"league_name" jsonb NOT NULL,
	"duration_seconds" integer NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"thumbnail" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "highlights_duration_check" CHECK ("highlights"."duration_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"author" text NOT NULL,
	"league_name" text,
	"tags" text[] NOT NULL,
	"cover" text NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"editor_pick" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_tags" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"reward" jsonb NOT NULL,
	"reward_amount_vnd" bigint NOT NULL,
	"terms" jsonb NOT NULL,
	"banner" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotions_window_check" CHECK ("promotions"."starts_at" < "promotions"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "short_video_likes" (
	"user_id" integer NOT NULL,
	"short_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_video_likes_user_id_short_id_pk" PRIMARY KEY("user_id","short_id")
);
--> statement-breakpoint
CREATE TABLE "short_video_saves" (
	"user_id" integer NOT NULL,
	"short_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_video_saves_user_id_short_id_pk" PRIMARY KEY("user_id","short_id")
);
--> statement-breakpoint
CREATE TABLE "short_videos" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "short_videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000000 CACHE 1),
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"hashtags" text[] NOT NULL,
	"duration_seconds" integer NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"thumbnail" text NOT NULL,
	"has_media" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_videos_counts_check" CHECK ("short_videos"."likes" >= 0 and "short_videos"."comments" >= 0 and "short_videos"."shares" >= 0 and "short_videos"."duration_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "site_domains" (
	"id" integer PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "site_domains_status_check" CHECK ("site_domains"."status" in ('active', 'backup', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "translation_strings" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"key" text NOT NULL,
	"text" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fixture_id" integer NOT NULL,
	"commentator_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_modes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"slug" text NOT NULL,
	"livemode" text NOT NULL,
	"icon" text NOT NULL,
	"sport" text,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_rooms" (
	"id" integer PRIMARY KEY NOT NULL,
	"live_mode_id" integer NOT NULL,
	"fixture_id" integer,
	"host_ids" integer[] NOT NULL,
	"title" jsonb NOT NULL,
	"pinned" jsonb NOT NULL,
	"base_viewers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_schedule" (
	"id" integer PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"live_mode_id" integer NOT NULL,
	"fixture_id" integer,
	"title" jsonb,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "footer_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_links" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"path" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marquee_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"content" jsonb NOT NULL,
	"path" text,
	"sort" integer NOT NULL,
	CONSTRAINT "marquee_items_placement_check" CHECK ("marquee_items"."placement" in ('top', 'home'))
);
--> statement-breakpoint
CREATE TABLE "nav_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" jsonb NOT NULL,
	"path" text NOT NULL,
	"icon" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"anchor_day" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_fixtures" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"league_id" integer NOT NULL,
	"season" integer NOT NULL,
	"round" integer NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"venue_id" integer,
	"kickoff_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'normal' NOT NULL,
	"final_home" smallint NOT NULL,
	"final_away" smallint NOT NULL,
	"timeline" jsonb NOT NULL,
	"home_lineup" jsonb,
	"away_lineup" jsonb,
	"stats" jsonb,
	"attendance" integer
);
--> statement-breakpoint
CREATE TABLE "sports_leagues" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"name" jsonb NOT NULL,
	"short_name" text NOT NULL,
	"country" text NOT NULL,
	"kind" text NOT NULL,
	"tier" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"season" text NOT NULL,
	"color_primary" text NOT NULL,
	"color_secondary" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_managers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"nationality" text NOT NULL,
	"birth_date" text NOT NULL,
	"formation" text NOT NULL,
	"since" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_match_events" (
	"id" integer PRIMARY KEY NOT NULL,
	"fixture_id" integer NOT NULL,
	"at_second" integer NOT NULL,
	"minute" smallint NOT NULL,
	"extra" smallint DEFAULT 0 NOT NULL,
	"side" smallint NOT NULL,
	"type" text NOT NULL,
	"player_id" integer,
	"related_player_id" integer
);
--> statement-breakpoint
CREATE TABLE "sports_players" (
	"id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"position" text NOT NULL,
	"shirt_number" integer NOT NULL,
	"nationality" text NOT NULL,
	"birth_date" text NOT NULL,
	"height_cm" integer NOT NULL,
	"weight_kg" integer NOT NULL,
	"foot" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_teams" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"league_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"short_name" text NOT NULL,
	"city" jsonb NOT NULL,
	"country" text NOT NULL,
	"founded" integer NOT NULL,
	"venue_id" integer,
	"manager_id" integer,
	"color_primary" text NOT NULL,
	"color_secondary" text NOT NULL,
	"rating" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_tip_follows" (
	"user_id" integer NOT NULL,
	"tip_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_tip_follows_user_id_tip_id_pk" PRIMARY KEY("user_id","tip_id")
);
--> statement-breakpoint
CREATE TABLE "sports_tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"fixture_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"category" text NOT NULL,
	"market" text NOT NULL,
	"pick" text NOT NULL,
	"line" real,
	"odds" real NOT NULL,
	"confidence" integer NOT NULL,
	"title" jsonb NOT NULL,
	"reasoning" jsonb NOT NULL,
	"by_member" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_tips_confidence_check" CHECK ("sports_tips"."confidence" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "sports_venues" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"city" jsonb NOT NULL,
	"country" text NOT NULL,
	"capacity" integer NOT NULL,
	"opened" integer NOT NULL,
	"surface" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"streak" integer NOT NULL,
	"exp_reward" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "commentator_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"sports" jsonb NOT NULL,
	"experience" text NOT NULL,
	"sample_link" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "daily_missions" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"target" integer NOT NULL,
	"exp_reward" integer NOT NULL,
	"path" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "daily_missions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "dev_mailbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exp_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_progress" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"mission_id" integer NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "mission_progress_user_id_day_mission_id_pk" PRIMARY KEY("user_id","day","mission_id")
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"area" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"link" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_messages_type_check" CHECK ("user_messages"."type" in ('system', 'activity'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"phone_number" text,
	"password_hash" text,
	"display_name" text NOT NULL,
	"nickname" text NOT NULL,
	"profile_picture" text NOT NULL,
	"site_role_id" integer DEFAULT 1 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"exp" integer DEFAULT 0 NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"google_subject" text,
	"referral_code" text NOT NULL,
	"referred_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_chat_room_follows" ADD CONSTRAINT "community_chat_room_follows_room_id_community_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."community_chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_chat_room_follows" ADD CONSTRAINT "community_chat_room_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_chat_rooms" ADD CONSTRAINT "community_chat_rooms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_reply_to_user_id_users_id_fk" FOREIGN KEY ("reply_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_parent_id_community_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."community_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_event_rsvps" ADD CONSTRAINT "community_event_rsvps_event_id_community_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."community_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_event_rsvps" ADD CONSTRAINT "community_event_rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_events" ADD CONSTRAINT "community_events_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_events" ADD CONSTRAINT "community_events_place_id_community_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."community_places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_events" ADD CONSTRAINT "community_events_group_id_community_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."community_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_group_members" ADD CONSTRAINT "community_group_members_group_id_community_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."community_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_group_members" ADD CONSTRAINT "community_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_groups" ADD CONSTRAINT "community_groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_place_id_community_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."community_places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_group_id_community_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."community_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reactions" ADD CONSTRAINT "community_reactions_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reactions" ADD CONSTRAINT "community_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_saved_posts" ADD CONSTRAINT "community_saved_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_saved_posts" ADD CONSTRAINT "community_saved_posts_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comic_chapters" ADD CONSTRAINT "comic_chapters_series_id_comic_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."comic_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_types" ADD CONSTRAINT "content_types_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_follows" ADD CONSTRAINT "creator_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_follows" ADD CONSTRAINT "creator_follows_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_type_id_content_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."content_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_type_id_content_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."content_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_video_likes" ADD CONSTRAINT "short_video_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_video_likes" ADD CONSTRAINT "short_video_likes_short_id_short_videos_id_fk" FOREIGN KEY ("short_id") REFERENCES "public"."short_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_video_saves" ADD CONSTRAINT "short_video_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_video_saves" ADD CONSTRAINT "short_video_saves_short_id_short_videos_id_fk" FOREIGN KEY ("short_id") REFERENCES "public"."short_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_videos" ADD CONSTRAINT "short_videos_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_videos" ADD CONSTRAINT "short_videos_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bookings" ADD CONSTRAINT "live_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bookings" ADD CONSTRAINT "live_bookings_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bookings" ADD CONSTRAINT "live_bookings_commentator_id_users_id_fk" FOREIGN KEY ("commentator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_live_mode_id_live_modes_id_fk" FOREIGN KEY ("live_mode_id") REFERENCES "public"."live_modes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_schedule" ADD CONSTRAINT "live_schedule_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_schedule" ADD CONSTRAINT "live_schedule_live_mode_id_live_modes_id_fk" FOREIGN KEY ("live_mode_id") REFERENCES "public"."live_modes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_schedule" ADD CONSTRAINT "live_schedule_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "footer_links" ADD CONSTRAINT "footer_links_group_id_footer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."footer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_items" ADD CONSTRAINT "nav_items_parent_id_nav_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nav_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD CONSTRAINT "sports_fixtures_league_id_sports_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."sports_leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD CONSTRAINT "sports_fixtures_home_team_id_sports_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."sports_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD CONSTRAINT "sports_fixtures_away_team_id_sports_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."sports_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD CONSTRAINT "sports_fixtures_venue_id_sports_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."sports_venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_match_events" ADD CONSTRAINT "sports_match_events_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_match_events" ADD CONSTRAINT "sports_match_events_player_id_sports_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."sports_players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_match_events" ADD CONSTRAINT "sports_match_events_related_player_id_sports_players_id_fk" FOREIGN KEY ("related_player_id") REFERENCES "public"."sports_players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_players" ADD CONSTRAINT "sports_players_team_id_sports_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."sports_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_teams" ADD CONSTRAINT "sports_teams_league_id_sports_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."sports_leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_teams" ADD CONSTRAINT "sports_teams_venue_id_sports_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."sports_venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_teams" ADD CONSTRAINT "sports_teams_manager_id_sports_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."sports_managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_tip_follows" ADD CONSTRAINT "sports_tip_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_tip_follows" ADD CONSTRAINT "sports_tip_follows_tip_id_sports_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."sports_tips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_tips" ADD CONSTRAINT "sports_tips_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commentator_applications" ADD CONSTRAINT "commentator_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD CONSTRAINT "exp_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_mission_id_daily_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."daily_missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_chat_room_follows_user_idx" ON "community_chat_room_follows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_chat_rooms_created_idx" ON "community_chat_rooms" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "community_comments_post_idx" ON "community_comments" USING btree ("post_id","parent_id","created_at");--> statement-breakpoint
CREATE INDEX "community_comments_parent_idx" ON "community_comments" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "community_comments_created_idx" ON "community_comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "community_event_rsvps_user_idx" ON "community_event_rsvps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_events_starts_idx" ON "community_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "community_group_members_user_idx" ON "community_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_places_city_idx" ON "community_places" USING btree ("city_slug");--> statement-breakpoint
CREATE INDEX "community_posts_created_idx" ON "community_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "community_posts_author_idx" ON "community_posts" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "community_posts_group_idx" ON "community_posts" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "community_posts_place_idx" ON "community_posts" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE INDEX "community_reactions_created_idx" ON "community_reactions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_post_reporter_key" ON "community_reports" USING btree ("post_id","reporter_id");--> statement-breakpoint
CREATE INDEX "banners_position_sort_idx" ON "banners" USING btree ("position","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "comic_chapters_series_number_key" ON "comic_chapters" USING btree ("series_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "comic_series_slug_key" ON "comic_series" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "comic_series_genres_idx" ON "comic_series" USING gin ("genres");--> statement-breakpoint
CREATE UNIQUE INDEX "content_categories_section_slug_key" ON "content_categories" USING btree ("section","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "content_types_category_slug_key" ON "content_types" USING btree ("category_id","slug");--> statement-breakpoint
CREATE INDEX "creator_follows_creator_idx" ON "creator_follows" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "highlights_slug_key" ON "highlights" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "highlights_category_published_idx" ON "highlights" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "highlights_type_idx" ON "highlights" USING btree ("type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_slug_key" ON "news_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "news_articles_category_published_idx" ON "news_articles" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "news_articles_type_idx" ON "news_articles" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "news_articles_views_idx" ON "news_articles" USING btree ("views");--> statement-breakpoint
CREATE INDEX "news_articles_tags_idx" ON "news_articles" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_slug_key" ON "promotions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "promotions_window_idx" ON "promotions" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "short_video_likes_short_idx" ON "short_video_likes" USING btree ("short_id");--> statement-breakpoint
CREATE INDEX "short_video_saves_user_created_idx" ON "short_video_saves" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "short_videos_slug_key" ON "short_videos" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "short_videos_category_created_idx" ON "short_videos" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "short_videos_creator_created_idx" ON "short_videos" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "short_videos_hashtags_idx" ON "short_videos" USING gin ("hashtags");--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_domain_key" ON "site_domains" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "translation_strings_category_key_key" ON "translation_strings" USING btree ("category","key");--> statement-breakpoint
CREATE UNIQUE INDEX "live_bookings_unique_key" ON "live_bookings" USING btree ("user_id","fixture_id","commentator_id");--> statement-breakpoint
CREATE INDEX "live_bookings_user_idx" ON "live_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "live_rooms_mode_idx" ON "live_rooms" USING btree ("live_mode_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rooms_fixture_key" ON "live_rooms" USING btree ("fixture_id");--> statement-breakpoint
CREATE INDEX "live_schedule_start_idx" ON "live_schedule" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "live_schedule_mode_start_idx" ON "live_schedule" USING btree ("live_mode_id","start_at");--> statement-breakpoint
CREATE INDEX "live_schedule_room_start_idx" ON "live_schedule" USING btree ("room_id","start_at");--> statement-breakpoint
CREATE INDEX "live_schedule_fixture_idx" ON "live_schedule" USING btree ("fixture_id");--> statement-breakpoint
CREATE INDEX "live_schedule_end_idx" ON "live_schedule" USING btree ("end_at");--> statement-breakpoint
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
CREATE INDEX "tv_programmes_category_idx" ON "tv_programmes" USING btree ("category");--> statement-breakpoint
CREATE INDEX "footer_links_group_sort_idx" ON "footer_links" USING btree ("group_id","sort");--> statement-breakpoint
CREATE INDEX "marquee_items_placement_sort_idx" ON "marquee_items" USING btree ("placement","sort");--> statement-breakpoint
CREATE INDEX "nav_items_parent_sort_idx" ON "nav_items" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "sports_fixtures_kickoff_idx" ON "sports_fixtures" USING btree ("kickoff_at");--> statement-breakpoint
CREATE INDEX "sports_fixtures_league_kickoff_idx" ON "sports_fixtures" USING btree ("league_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "sports_fixtures_home_kickoff_idx" ON "sports_fixtures" USING btree ("home_team_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "sports_fixtures_away_kickoff_idx" ON "sports_fixtures" USING btree ("away_team_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "sports_fixtures_venue_idx" ON "sports_fixtures" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "sports_match_events_fixture_idx" ON "sports_match_events" USING btree ("fixture_id","at_second");--> statement-breakpoint
CREATE INDEX "sports_match_events_player_idx" ON "sports_match_events" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "sports_players_team_idx" ON "sports_players" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "sports_teams_league_idx" ON "sports_teams" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "sports_teams_venue_idx" ON "sports_teams" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "sports_tip_follows_tip_idx" ON "sports_tip_follows" USING btree ("tip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_tips_slug_key" ON "sports_tips" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "sports_tips_fixture_idx" ON "sports_tips" USING btree ("fixture_id");--> statement-breakpoint
CREATE INDEX "sports_tips_author_idx" ON "sports_tips" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "sports_tips_category_created_idx" ON "sports_tips" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "commentator_applications_user_idx" ON "commentator_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "commentator_applications_pending_key" ON "commentator_applications" USING btree ("user_id") WHERE "commentator_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "dev_mailbox_to_idx" ON "dev_mailbox" USING btree ("to","id");--> statement-breakpoint
CREATE INDEX "exp_ledger_user_idx" ON "exp_ledger" USING btree ("user_id","reason");--> statement-breakpoint
CREATE UNIQUE INDEX "friendships_pair_key" ON "friendships" USING btree ("from_user_id","to_user_id");--> statement-breakpoint
CREATE INDEX "friendships_to_idx" ON "friendships" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_destination_idx" ON "one_time_codes" USING btree ("channel","destination","id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_messages_user_idx" ON "user_messages" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_key" ON "users" USING btree ("google_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_key" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by");