CREATE TABLE "score_predictions" (
	"promotion_id" integer NOT NULL,
	"fixture_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"home" smallint NOT NULL,
	"away" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_predictions_promotion_id_fixture_id_user_id_pk" PRIMARY KEY("promotion_id","fixture_id","user_id"),
	CONSTRAINT "score_predictions_goals_check" CHECK ("score_predictions"."home" between 0 and 20 and "score_predictions"."away" between 0 and 20)
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "prediction_league_id" integer;--> statement-breakpoint
ALTER TABLE "score_predictions" ADD CONSTRAINT "score_predictions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_predictions" ADD CONSTRAINT "score_predictions_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_predictions" ADD CONSTRAINT "score_predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_predictions_user_idx" ON "score_predictions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_prediction_league_id_sports_leagues_id_fk" FOREIGN KEY ("prediction_league_id") REFERENCES "public"."sports_leagues"("id") ON DELETE set null ON UPDATE no action;