CREATE TABLE "news_article_views" (
	"article_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_article_views_article_id_visitor_pk" PRIMARY KEY("article_id","visitor")
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "league_id" integer;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "match_id" integer;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "team_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "news_article_views" ADD CONSTRAINT "news_article_views_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_article_views_counted_idx" ON "news_article_views" USING btree ("counted_at");--> statement-breakpoint
CREATE INDEX "news_articles_match_idx" ON "news_articles" USING btree ("match_id");