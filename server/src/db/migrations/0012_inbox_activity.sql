ALTER TABLE "user_messages" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "actor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "user_messages_group_idx" ON "user_messages" USING btree ("user_id","group_key");