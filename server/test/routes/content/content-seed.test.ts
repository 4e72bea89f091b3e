import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentClock, newsArticles, promotions } from '../../../src/db/schema.ts';
import { contentSeed } from '../../../src/db/seed/content/index.ts';
import { buildNews } from '../../../src/db/seed/content/news.ts';
import { loadNewsSports } from '../../../src/db/seed/content/news-sports.ts';
import { randomSource } from '../../../src/db/seed/seed-kit.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { HAN, VIETNAMESE_MARKS } from './content-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('content seed', () => {
  it('builds the same news from the same seed, translated into every language', async () => {
    const [clock] = await t.app.db.select().from(contentClock);
    const now = clock!.anchoredAt;
    const sports = await loadNewsSports(t.app.db, now);
    const a = buildNews(randomSource('content:news'), now, sports);
    const b = buildNews(randomSource('content:news'), now, sports);
    expect(a).toEqual(b);
    expect(a.articles.length).toBeGreaterThanOrEqual(60);
    expect(new Set(a.articles.map((x) => x.slug)).size).toBe(a.articles.length);
    for (const article of a.articles) {
      const paragraphs = article.body.vi.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(12);
      expect(article.body.en.split('\n\n')).toHaveLength(paragraphs.length);
      expect(`${article.title.en} ${article.summary.en} ${article.body.en}`).not.toMatch(VIETNAMESE_MARKS);
      expect(article.title.zh).toMatch(HAN);
      expect(`${article.title.vi}${article.body.vi}${article.body.en}${article.body.zh}`).not.toMatch(/\{\w+\}/);
      expect(now.getTime() - article.publishedAt.getTime()).toBeLessThanOrEqual(30 * 86_400_000);
    }
  });

  it('running again changes nothing', async () => {
    const count = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(newsArticles))[0]!.n;
    const before = await count();
    const [clock] = await t.app.db.select().from(contentClock);
    await contentSeed.run(t.app.db, { now: clock!.anchoredAt });
    expect(await count()).toBe(before);
  });

  it('moves dates forward at start when time has passed since the seed', async () => {
    const [clock] = await t.app.db.select().from(contentClock).where(eq(contentClock.id, 1));
    const [article] = await t.app.db.select().from(newsArticles).where(eq(newsArticles.id, 1));
    const [promo] = await t.app.db.select().from(promotions).where(eq(promotions.id, 1));
    const later = new Date(clock!.anchoredAt.getTime() + 3 * 86_400_000);
    await contentSeed.onStart!(t.app.db, { now: later });
    const [moved] = await t.app.db.select().from(newsArticles).where(eq(newsArticles.id, 1));
    const [movedPromo] = await t.app.db.select().from(promotions).where(eq(promotions.id, 1));
    expect(moved!.publishedAt.getTime() - article!.publishedAt.getTime()).toBe(3 * 86_400_000);
    expect(movedPromo!.endsAt.getTime() - promo!.endsAt.getTime()).toBe(3 * 86_400_000);
    // Within the hour nothing moves again.
    await contentSeed.onStart!(t.app.db, { now: new Date(later.getTime() + 60_000) });
    const [still] = await t.app.db.select().from(newsArticles).where(eq(newsArticles.id, 1));
    expect(still!.publishedAt.getTime()).toBe(moved!.publishedAt.getTime());
  });
});
