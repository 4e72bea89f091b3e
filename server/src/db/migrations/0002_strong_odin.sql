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
ALTER TABLE "community_chat_room_follows" ADD CONSTRAINT "community_chat_room_follows_room_id_community_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."community_chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_chat_room_follows" ADD CONSTRAINT "community_chat_room_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_chat_rooms" ADD CONSTRAINT "community_chat_rooms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_reply_to_user_id_users_id_fk" FOREIGN KEY ("reply_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
CREATE UNIQUE INDEX "translation_strings_category_key_key" ON "translation_strings" USING btree ("category","key");