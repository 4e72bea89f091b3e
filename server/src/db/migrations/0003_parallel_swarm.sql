CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"group_id" text NOT NULL,
	"offset" bigint NOT NULL,
	"user_id" integer,
	"show_name" text NOT NULL,
	"color_name" text NOT NULL,
	"original_message" text NOT NULL,
	"system_message" text,
	"parent_message_id" bigint,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reactions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"vip_group" integer DEFAULT 0 NOT NULL,
	"to_user_id" integer,
	"badges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"ip" text,
	"client_ref" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_mutes" (
	"topic" text NOT NULL,
	"user_id" integer NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"by" integer NOT NULL,
	CONSTRAINT "chat_mutes_topic_user_id_pk" PRIMARY KEY("topic","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_topics" (
	"topic" text PRIMARY KEY NOT NULL,
	"last_offset" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_topic_offset_key" ON "chat_messages" USING btree ("topic","offset");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_user_ref_key" ON "chat_messages" USING btree ("user_id","client_ref") WHERE "chat_messages"."client_ref" is not null;--> statement-breakpoint
CREATE INDEX "chat_mutes_user_idx" ON "chat_mutes" USING btree ("user_id");