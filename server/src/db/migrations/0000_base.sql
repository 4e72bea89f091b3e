CREATE TABLE "footer_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_links" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"path" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marquee_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"content" jsonb NOT NULL,
	"path" text,
	"sort" integer NOT NULL,
	CONSTRAINT "marquee_items_placement_check" CHECK ("marquee_items"."placement" in ('top', 'home'))
);
--> statement-breakpoint
CREATE TABLE "nav_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" jsonb NOT NULL,
	"path" text NOT NULL,
	"icon" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"area" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"phone_number" text,
	"password_hash" text,
	"display_name" text NOT NULL,
	"nickname" text NOT NULL,
	"profile_picture" text NOT NULL,
	"site_role_id" integer DEFAULT 1 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"exp" integer DEFAULT 0 NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"google_subject" text,
	"referral_code" text NOT NULL,
	"referred_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "footer_links" ADD CONSTRAINT "footer_links_group_id_footer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."footer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_items" ADD CONSTRAINT "nav_items_parent_id_nav_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nav_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "footer_links_group_sort_idx" ON "footer_links" USING btree ("group_id","sort");--> statement-breakpoint
CREATE INDEX "marquee_items_placement_sort_idx" ON "marquee_items" USING btree ("placement","sort");--> statement-breakpoint
CREATE INDEX "nav_items_parent_sort_idx" ON "nav_items" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "friendships_pair_key" ON "friendships" USING btree ("from_user_id","to_user_id");--> statement-breakpoint
CREATE INDEX "friendships_to_idx" ON "friendships" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_key" ON "users" USING btree ("google_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_key" ON "users" USING btree ("referral_code");