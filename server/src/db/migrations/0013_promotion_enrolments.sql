CREATE TABLE "promotion_enrolments" (
	"promotion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_enrolments_promotion_id_user_id_pk" PRIMARY KEY("promotion_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "category" text DEFAULT 'su-kien' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "eligibility" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "promotion_enrolments" ADD CONSTRAINT "promotion_enrolments_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_enrolments" ADD CONSTRAINT "promotion_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_enrolments_user_idx" ON "promotion_enrolments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "promotions_category_idx" ON "promotions" USING btree ("category");