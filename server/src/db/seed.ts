/**
 * The deterministic seed, area by area in dependency order. An area runs again only when its
 * version changed (seed_runs); its rows have fixed ids and are upserted, so a re-run is idempotent.
 * Each area is a folder seed/<area>/: index.ts is its SeedArea, the builders (rows from a random
 * source and the day) sit beside it, and its fixed tables of names and texts are the *-data.ts files.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './connect.ts';
import { seedRuns } from './schema.ts';
import type { SeedArea, SeedContext } from './seed/seed-kit.ts';
import { shellSeed } from './seed/shell/index.ts';
import { usersSeed } from './seed/users/index.ts';
import { sportsSeed } from './seed/sports/index.ts';
import { liveSeed } from './seed/live/index.ts';
import { contentSeed } from './seed/content/index.ts';
import { highlightsSeed } from './seed/highlights/index.ts';
import { mediaSeed } from './seed/media/index.ts';
import { communitySeed } from './seed/community/index.ts';
import { chatSeed } from './seed/chat/index.ts';
import { communityScaleSeed } from './seed/community-scale/index.ts';
import { clockDate } from '../clock.ts';
import { extendSeason } from './season.ts';

/** In dependency order: later areas may refer to rows of earlier ones. */
export const seedAreas: SeedArea[] = [shellSeed, usersSeed, sportsSeed, liveSeed, contentSeed, highlightsSeed, mediaSeed, communitySeed, chatSeed];

/** The areas a seed runs: every one, and the synthetic board of SEED_SCALE when it is set. */
function areasOf(context: SeedContext): SeedArea[] {
  return context.scale ? [...seedAreas, communityScaleSeed(context.scale)] : seedAreas;
}

export async function seed(db: Db, context: SeedContext = { now: clockDate() }): Promise<void> {
  const areas = areasOf(context);
  for (const area of areas) {
    const [applied] = await db.select().from(seedRuns).where(eq(seedRuns.area, area.area));
    if (applied?.version === area.version) continue;
    await db.transaction(async (tx) => {
      await area.run(tx as unknown as Db, context);
      await tx
        .insert(seedRuns)
        .values({ area: area.area, version: area.version })
        .onConflictDoUpdate({ target: seedRuns.area, set: { version: area.version, appliedAt: clockDate() } });
    });
  }
  for (const area of areas) await area.onStart?.(db, context);
  // A data folder seeded weeks ago gets the weeks the clock has reached since.
  await extendSeason(db, context.now.getTime());
}
