ALTER TABLE "highlights" ADD COLUMN "match_id" integer;--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_match_id_sports_fixtures_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "highlights_match_idx" ON "highlights" USING btree ("match_id");