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
ALTER TABLE "footer_links" ADD CONSTRAINT "footer_links_group_id_footer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."footer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_items" ADD CONSTRAINT "nav_items_parent_id_nav_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nav_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "footer_links_group_sort_idx" ON "footer_links" USING btree ("group_id","sort");--> statement-breakpoint
CREATE INDEX "marquee_items_placement_sort_idx" ON "marquee_items" USING btree ("placement","sort");--> statement-breakpoint
CREATE INDEX "nav_items_parent_sort_idx" ON "nav_items" USING btree ("parent_id","sort");