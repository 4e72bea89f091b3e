CREATE TABLE "sports_favourite_teams" (
	"user_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_favourite_teams_user_id_team_id_pk" PRIMARY KEY("user_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "sports_tipster_follows" (
	"user_id" integer NOT NULL,
	"tipster_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_tipster_follows_user_id_tipster_id_pk" PRIMARY KEY("user_id","tipster_id")
);
--> statement-breakpoint
ALTER TABLE "sports_tips" ADD COLUMN "result" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_tips" ADD COLUMN "profit" real;--> statement-breakpoint
ALTER TABLE "sports_tips" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sports_favourite_teams" ADD CONSTRAINT "sports_favourite_teams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_favourite_teams" ADD CONSTRAINT "sports_favourite_teams_team_id_sports_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."sports_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_tipster_follows" ADD CONSTRAINT "sports_tipster_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_tipster_follows" ADD CONSTRAINT "sports_tipster_follows_tipster_id_users_id_fk" FOREIGN KEY ("tipster_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_favourite_teams_team_idx" ON "sports_favourite_teams" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "sports_tipster_follows_tipster_idx" ON "sports_tipster_follows" USING btree ("tipster_id");--> statement-breakpoint
CREATE INDEX "sports_tips_result_idx" ON "sports_tips" USING btree ("result","fixture_id");