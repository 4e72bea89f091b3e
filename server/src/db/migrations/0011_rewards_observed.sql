CREATE TABLE "member_activity" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_activity_user_id_kind_bucket_pk" PRIMARY KEY("user_id","kind","bucket"),
	CONSTRAINT "member_activity_kind_check" CHECK ("member_activity"."kind" in ('watch', 'chat', 'share'))
);
--> statement-breakpoint
CREATE TABLE "watch_sessions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"last_beat_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "time_zone" text DEFAULT 'Asia/Ho_Chi_Minh' NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_sessions" ADD CONSTRAINT "watch_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exp_ledger_award_key" ON "exp_ledger" USING btree ("user_id","reason","ref");