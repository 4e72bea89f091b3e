CREATE TABLE "film_progress" (
	"user_id" integer NOT NULL,
	"film_id" integer NOT NULL,
	"episode_id" integer NOT NULL,
	"position_seconds" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "film_progress_user_id_film_id_episode_id_pk" PRIMARY KEY("user_id","film_id","episode_id"),
	CONSTRAINT "film_progress_position_check" CHECK ("film_progress"."position_seconds" >= 0 and "film_progress"."position_seconds" <= "film_progress"."duration_seconds")
);
--> statement-breakpoint
ALTER TABLE "film_progress" ADD CONSTRAINT "film_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_progress" ADD CONSTRAINT "film_progress_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "film_progress_user_updated_idx" ON "film_progress" USING btree ("user_id","updated_at");