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
ALTER TABLE "live_bookings" ADD CONSTRAINT "live_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bookings" ADD CONSTRAINT "live_bookings_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bookings" ADD CONSTRAINT "live_bookings_commentator_id_users_id_fk" FOREIGN KEY ("commentator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_live_mode_id_live_modes_id_fk" FOREIGN KEY ("live_mode_id") REFERENCES "public"."live_modes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_schedule" ADD CONSTRAINT "live_schedule_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_schedule" ADD CONSTRAINT "live_schedule_live_mode_id_live_modes_id_fk" FOREIGN KEY ("live_mode_id") REFERENCES "public"."live_modes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_schedule" ADD CONSTRAINT "live_schedule_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE UNIQUE INDEX "live_bookings_unique_key" ON "live_bookings" USING btree ("user_id","fixture_id","commentator_id");--> statement-breakpoint
CREATE INDEX "live_bookings_user_idx" ON "live_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "live_rooms_mode_idx" ON "live_rooms" USING btree ("live_mode_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rooms_fixture_key" ON "live_rooms" USING btree ("fixture_id");--> statement-breakpoint
CREATE INDEX "live_schedule_start_idx" ON "live_schedule" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "live_schedule_mode_start_idx" ON "live_schedule" USING btree ("live_mode_id","start_at");--> statement-breakpoint
CREATE INDEX "live_schedule_room_start_idx" ON "live_schedule" USING btree ("room_id","start_at");--> statement-breakpoint
CREATE INDEX "live_schedule_fixture_idx" ON "live_schedule" USING btree ("fixture_id");--> statement-breakpoint
CREATE INDEX "live_schedule_end_idx" ON "live_schedule" USING btree ("end_at");--> statement-breakpoint
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
CREATE INDEX "sports_tips_category_created_idx" ON "sports_tips" USING btree ("category","created_at");