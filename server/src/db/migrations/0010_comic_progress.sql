CREATE TABLE "comic_progress" (
	"user_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"chapter" integer NOT NULL,
	"page" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comic_progress_user_id_series_id_pk" PRIMARY KEY("user_id","series_id"),
	CONSTRAINT "comic_progress_place_check" CHECK ("comic_progress"."chapter" >= 1 and "comic_progress"."page" >= 1)
);
--> statement-breakpoint
ALTER TABLE "comic_progress" ADD CONSTRAINT "comic_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comic_progress" ADD CONSTRAINT "comic_progress_series_id_comic_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."comic_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comic_progress_user_updated_idx" ON "comic_progress" USING btree ("user_id","updated_at");