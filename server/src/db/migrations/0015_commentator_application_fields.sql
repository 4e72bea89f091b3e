ALTER TABLE "commentator_applications" RENAME COLUMN "full_name" TO "display_name";--> statement-breakpoint
ALTER TABLE "commentator_applications" ADD COLUMN "languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "commentator_applications" ADD COLUMN "motivation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "commentator_applications" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "commentator_applications" ADD CONSTRAINT "commentator_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commentator_applications_status_idx" ON "commentator_applications" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "commentator_applications" DROP COLUMN "phone_number";