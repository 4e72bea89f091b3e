ALTER TABLE "game_play_sessions" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "game_play_sessions" ADD COLUMN "scored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "engine" text DEFAULT 'penalty' NOT NULL;--> statement-breakpoint
CREATE INDEX "game_play_sessions_scores_idx" ON "game_play_sessions" USING btree ("game_id","score") WHERE "game_play_sessions"."score" is not null;