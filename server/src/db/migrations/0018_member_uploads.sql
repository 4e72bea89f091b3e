CREATE TABLE "member_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"bytes" bigint NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "member_uploads_kind_check" CHECK ("member_uploads"."kind" in ('short', 'picture')),
	CONSTRAINT "member_uploads_bytes_check" CHECK ("member_uploads"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_uploads" ADD CONSTRAINT "member_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_uploads_kind_key" ON "member_uploads" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "member_uploads_user_day_idx" ON "member_uploads" USING btree ("user_id","day");--> statement-breakpoint
-- Pictures uploaded before this table: each belongs to the author of the first post that showed it.
INSERT INTO "member_uploads" ("user_id", "kind", "key", "bytes", "day", "created_at")
SELECT DISTINCT ON (u.key) u.author_id, 'picture', u.key, 0, to_char(u.created_at AT TIME ZONE 'UTC' + interval '7 hours', 'YYYY-MM-DD'), u.created_at
FROM (
	SELECT p.id, p.author_id, p.created_at, substring(image from '^/media/community/upload/([0-9a-f-]{36})\.webp$') AS key
	FROM "community_posts" p CROSS JOIN LATERAL jsonb_array_elements_text(p.images) AS image
) u
WHERE u.key IS NOT NULL
ORDER BY u.key, u.created_at, u.id;
