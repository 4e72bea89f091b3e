DROP INDEX "games_recent_plays_idx";--> statement-breakpoint
DROP INDEX "games_rating_idx";--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "plays";--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "recent_plays";--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "is_hot";--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "is_new";