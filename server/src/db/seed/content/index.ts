/**
 * The content seed: news, highlights, short videos, comics, promotions, banners, domains and
 * translation strings. Deterministic (seeded random sources), fixed ids, upserted. Dates are
 * relative to the seed time; at every start they move forward with the clock (onStart).
 */
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../connect.ts';
import {
  banners,
  comicChapters,
  comicGenres,
  comicSeries,
  contentCategories,
  contentClock,
  contentTypes,
  creatorFollows,
  highlights,
  newsArticles,
  newsTags,
  promotionEnrolments,
  promotions,
  SHORT_COMMENT_MEMBER_ID_START,
  SHORT_MEMBER_ID_START,
  shortVideoComments,
  shortVideos,
  shortVideoSaves,
  siteDomains,
  translationStrings,
  users,
} from '../../schema.ts';
import { buildComics } from './comics.ts';
import { buildHighlights } from './highlights.ts';
import { buildNews } from './news.ts';
import { loadNewsSports } from './news-sports.ts';
import { sportsSeed } from '../sports/index.ts';
import { buildEnrolments, buildPromotions } from './promotions.ts';
import { bannerSeed, domainSeed, translationSeed } from './resources-data.ts';
import { buildShorts, HOST_IDS, MEMBER_IDS } from './shorts.ts';
import { HOUR } from './text.ts';
import { randomSource, upsertAll, type SeedArea } from '../seed-kit.ts';

/** Ids below this are seeded accounts; members who sign up get ids from 1000 on. */
const SEEDED_MEMBER_ID_END = 1000;

async function existingUsers(db: Db): Promise<Set<number>> {
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, [...HOST_IDS, ...MEMBER_IDS]));
  return new Set(rows.map((row) => row.id));
}

/** Moves every seeded date forward by the time since the last anchoring, so "today" stays today. */
async function reanchor(db: Db, now: Date): Promise<void> {
  const [clock] = await db.select().from(contentClock).where(eq(contentClock.id, 1));
  if (!clock) return;
  const seconds = Math.floor((now.getTime() - clock.anchoredAt.getTime()) / 1000);
  if (seconds < HOUR / 1000) return;
  const shift = sql`make_interval(secs => ${seconds})`;
  await db.transaction(async (tx) => {
    await tx.update(newsArticles).set({ publishedAt: sql`${newsArticles.publishedAt} + ${shift}` });
    await tx.update(highlights).set({ publishedAt: sql`${highlights.publishedAt} + ${shift}` });
    await tx
      .update(shortVideos)
      .set({ createdAt: sql`${shortVideos.createdAt} + ${shift}` })
      .where(lt(shortVideos.id, SHORT_MEMBER_ID_START));
    await tx
      .update(shortVideoComments)
      .set({ createdAt: sql`${shortVideoComments.createdAt} + ${shift}` })
      .where(lt(shortVideoComments.id, SHORT_COMMENT_MEMBER_ID_START));
    await tx.update(comicSeries).set({ updatedAt: sql`${comicSeries.updatedAt} + ${shift}` });
    await tx.update(comicChapters).set({ publishedAt: sql`${comicChapters.publishedAt} + ${shift}` });
    await tx.update(promotions).set({ startsAt: sql`${promotions.startsAt} + ${shift}`, endsAt: sql`${promotions.endsAt} + ${shift}` });
    await tx
      .update(promotionEnrolments)
      .set({ createdAt: sql`${promotionEnrolments.createdAt} + ${shift}` })
      .where(lt(promotionEnrolments.userId, SEEDED_MEMBER_ID_END));
    await tx.update(contentClock).set({ anchoredAt: now }).where(eq(contentClock.id, 1));
  });
}

export const contentSeed: SeedArea = {
  area: 'content',
  // 2: news stories name the sports seed's fixtures, teams and rounds, and link to them.
  // 3: promotions have categories, actions, eligibility and links, write their amounts as {amount}, and seeded members enrolled.
  // 4: short videos have comments (and their counts are those comments).
  // 5: the referral promotion says when the referrer is credited (verified and active invitees, limits).
  // 6: a short video's comments are about the clip (its category, the player or team its title names).
  // 7: promotions start and end at their own times of day; the score prediction names its league.
  // Follows the sports version: the stories name its fixtures, scorers and managers.
  version: `7+sports${sportsSeed.version}`,
  run: async (db, { now }) => {
    const news = buildNews(randomSource('content:news'), now, await loadNewsSports(db, now));
    const highlightSeed = buildHighlights(randomSource('content:highlights'), now);
    const shorts = buildShorts(randomSource('content:shorts'), now, await existingUsers(db));
    const comics = buildComics(randomSource('content:comics'), now);

    await upsertAll(db, contentCategories, [...news.categories, ...highlightSeed.categories, ...shorts.categories]);
    await upsertAll(db, contentTypes, [...news.types, ...highlightSeed.types]);
    await upsertAll(db, newsTags, news.tags);
    await upsertAll(db, newsArticles, news.articles);
    await upsertAll(db, highlights, highlightSeed.highlights);
    await upsertAll(db, shortVideos, shorts.clips);
    if (shorts.follows.length) await db.insert(creatorFollows).values(shorts.follows).onConflictDoNothing();
    if (shorts.saves.length) await db.insert(shortVideoSaves).values(shorts.saves).onConflictDoNothing();
    await upsertAll(db, shortVideoComments, shorts.comments);
    // The counters follow the rows, members' comments included (a re-run keeps them).
    await db.execute(
      sql`update ${shortVideoComments} as c set replies = (select count(*) from ${shortVideoComments} as r where r.parent_id = c.id) where c.parent_id is null`,
    );
    await db.execute(sql`update ${shortVideos} as v set comments = (select count(*) from ${shortVideoComments} as c where c.short_id = v.id)`);
    await upsertAll(db, comicGenres, comics.genres);
    await upsertAll(db, comicSeries, comics.series);
    await upsertAll(db, comicChapters, comics.chapters);
    const campaigns = buildPromotions(now);
    await upsertAll(db, promotions, campaigns);
    const people = await existingUsers(db);
    const enrolments = buildEnrolments(randomSource('content:promotions'), campaigns, MEMBER_IDS.filter((id) => people.has(id)), now);
    if (enrolments.length) await db.insert(promotionEnrolments).values(enrolments).onConflictDoNothing();
    await upsertAll(db, banners, bannerSeed);
    await upsertAll(db, siteDomains, domainSeed);
    await upsertAll(db, translationStrings, translationSeed);
    await upsertAll(db, contentClock, [{ id: 1, anchoredAt: now }]);
  },
  onStart: (db, { now }) => reanchor(db, now),
};
