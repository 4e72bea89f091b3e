/** Odds tips: lists with their matches, the route slugs of categories and types, tipster records. */
import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { sportsFixtures, sportsTipFollows, sportsTips, sportsTipsterFollows, type TIP_CATEGORIES, type TIP_MARKETS } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { loadHosts, type HostInfo } from '../live/schedule-data.ts';
import { DEFAULT_TIMEZONE } from '../../clock.ts';
import { loadMatches, toMatchSummary } from '../sports/fixtures-data.ts';
import type { TipCategoryParam, TipConsensus, TipItem, Tipster, TipTypeParam } from '../../../../contracts/schemas/sports/tips.ts';
import { TIP_CATEGORY_SLUGS, TIP_TYPE_SLUGS } from '../../../../contracts/constants.ts';
import { pickLabel } from '../../sports/tip-texts.ts';
import { tipsterRecord, type TipResult, type TipsterRecord } from '../../sports/settlement.ts';

type Category = (typeof TIP_CATEGORIES)[number];
type Market = (typeof TIP_MARKETS)[number];

/** The sport of a category in a query: the sport itself or the route's segment (bong-da, bong-ro, esport). */
export function categoryOf(param: TipCategoryParam | undefined): Category | undefined {
  if (param === undefined) return undefined;
  return (TIP_CATEGORY_SLUGS as Record<string, Category>)[param] ?? (param as Category);
}

/** The market of a type in a query: the market itself or the route's segment (keo-1x2, keo-chau-a, tai-xiu). */
export function marketOf(param: TipTypeParam | undefined): Market | undefined {
  if (param === undefined) return undefined;
  return (TIP_TYPE_SLUGS as Record<string, Market>)[param] ?? (param as Market);
}

export const categorySlugOf = (category: Category): string => Object.entries(TIP_CATEGORY_SLUGS).find(([, c]) => c === category)![0];
export const typeSlugOf = (market: Market): string => Object.entries(TIP_TYPE_SLUGS).find(([, m]) => m === market)![0];

const followers = sql<number>`(select count(*) from ${sportsTipFollows} where ${sportsTipFollows.tipId} = ${sportsTips.id})`.mapWith(Number);

export const authorOf = (authors: Map<number, HostInfo>, id: number): HostInfo => authors.get(id) ?? { userId: id, nickname: `#${id}`, avatar: `/media/avatar/${id}.svg` };

/** Tips posted by `nowMs`: the seed writes the experts' tips of the weeks ahead, each shown from the hour it is posted. */
export const postedBy = (nowMs: number): SQL => lte(sportsTips.createdAt, new Date(nowMs));

/** A page of the tips posted by `nowMs` matching `where`, newest first, with result, author and match. */
export async function loadTips(db: Db, matching: SQL | undefined, lang: Language, nowMs: number, pageNum: number, pageSize: number, order: SQL[] = [desc(sportsTips.createdAt), desc(sportsTips.id)]): Promise<{ list: TipItem[]; total: number }> {
  const where = and(matching, postedBy(nowMs));
  const rows = await db
    .select({ tip: sportsTips, followers, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(sportsTips)
    .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsTips.fixtureId))
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const total = rows[0]?.total ?? (pageNum === 1 ? 0 : (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(sportsTips).innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsTips.fixtureId)).where(where))[0]?.n ?? 0);
  const fixtureIds = [...new Set(rows.map((r) => r.tip.fixtureId))];
  const [matches, authors] = await Promise.all([
    fixtureIds.length ? loadMatches(db, inArray(sportsFixtures.id, fixtureIds), [], 1, fixtureIds.length) : { rows: [] },
    loadHosts(db, rows.map((r) => r.tip.authorId)),
  ]);
  const matchById = new Map(matches.rows.map((m) => [m.fixture.id, m]));
  const list = rows.flatMap(({ tip, followers: count }) => {
    const match = matchById.get(tip.fixtureId);
    if (!match) return [];
    const author = authorOf(authors, tip.authorId);
    const label = pickLabel({ home: match.homeName, away: match.awayName, market: tip.market, pick: tip.pick, line: tip.line });
    return [{
      id: tip.id,
      slug: tip.slug,
      category: tip.category,
      categorySlug: categorySlugOf(tip.category),
      market: tip.market,
      type: typeSlugOf(tip.market),
      pick: tip.pick,
      pickLabel: localize(label, lang),
      line: tip.line,
      odds: tip.odds,
      confidence: tip.confidence,
      title: localize(tip.title, lang),
      reasoning: localize(tip.reasoning, lang),
      result: tip.result,
      profit: tip.result === 'pending' ? null : tip.profit,
      settledAt: tip.settledAt ? tip.settledAt.toISOString() : null,
      byMember: tip.byMember,
      followers: count,
      createdAt: tip.createdAt.toISOString(),
      author: { userId: author.userId, nickname: author.nickname, avatar: author.avatar },
      match: toMatchSummary(match, lang, nowMs, DEFAULT_TIMEZONE),
    }];
  });
  return { list, total };
}

export const isFollowing = async (db: Db, userId: number, tipId: number) =>
  (await db.select({ tipId: sportsTipFollows.tipId }).from(sportsTipFollows).where(and(eq(sportsTipFollows.userId, userId), eq(sportsTipFollows.tipId, tipId)))).length > 0;

/** Every author's record (of one category or all), from the stored settlements of the tips they have posted by `nowMs`. */
export async function tipsterRecords(db: Db, category: Category | undefined, nowMs: number, authorIds?: number[]): Promise<Map<number, TipsterRecord>> {
  const rows = await db
    .select({ authorId: sportsTips.authorId, result: sportsTips.result, profit: sportsTips.profit, endsAt: sportsFixtures.endsAt, id: sportsTips.id })
    .from(sportsTips)
    .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsTips.fixtureId))
    .where(and(postedBy(nowMs), category ? eq(sportsTips.category, category) : undefined, authorIds ? inArray(sportsTips.authorId, authorIds.length ? authorIds : [0]) : undefined));
  const byAuthor = new Map<number, { result: TipResult; profit: number | null; at: number }[]>();
  for (const r of rows) {
    const list = byAuthor.get(r.authorId) ?? [];
    // Matches end in order; two tips on matches ending together are told apart by their ids.
    list.push({ result: r.result, profit: r.profit, at: r.endsAt.getTime() + r.id / 1e6 });
    byAuthor.set(r.authorId, list);
  }
  return new Map([...byAuthor].map(([author, tips]) => [author, tipsterRecord(tips)]));
}

/** Followers of each tipster. */
export async function tipsterFollowers(db: Db, tipsterIds: number[]): Promise<Map<number, number>> {
  if (tipsterIds.length === 0) return new Map();
  const rows = await db
    .select({ tipsterId: sportsTipsterFollows.tipsterId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(sportsTipsterFollows)
    .where(inArray(sportsTipsterFollows.tipsterId, tipsterIds))
    .groupBy(sportsTipsterFollows.tipsterId);
  return new Map(rows.map((r) => [r.tipsterId, r.n]));
}

/** The answer shape of a tipster from a record. */
export function toTipster(author: HostInfo, record: TipsterRecord, followerCount: number): Tipster {
  return { author: { userId: author.userId, nickname: author.nickname, avatar: author.avatar }, ...record, followers: followerCount };
}

/** How many tips posted by `nowMs` back each pick, per market, of each fixture in `fixtureIds`. */
export async function consensusOf(db: Db, fixtureIds: number[], nowMs: number): Promise<Map<number, TipConsensus[]>> {
  if (fixtureIds.length === 0) return new Map();
  const rows = await db
    .select({ fixtureId: sportsTips.fixtureId, market: sportsTips.market, pick: sportsTips.pick, n: sql<number>`count(*)`.mapWith(Number) })
    .from(sportsTips)
    .where(and(inArray(sportsTips.fixtureId, fixtureIds), postedBy(nowMs)))
    .groupBy(sportsTips.fixtureId, sportsTips.market, sportsTips.pick);
  const out = new Map<number, TipConsensus[]>();
  const order = ['1x2', 'handicap', 'over_under'];
  const pickOrder = ['home', 'draw', 'away', 'over', 'under'];
  for (const id of fixtureIds) {
    const mine = rows.filter((r) => r.fixtureId === id);
    const markets = [...new Set(mine.map((r) => r.market))].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    out.set(
      id,
      markets.map((market) => {
        const picks = mine.filter((r) => r.market === market).sort((a, b) => pickOrder.indexOf(a.pick) - pickOrder.indexOf(b.pick));
        const total = picks.reduce((s, r) => s + r.n, 0);
        return { market, picks: picks.map((r) => ({ pick: r.pick, tips: r.n, share: Math.round((r.n / total) * 1000) / 1000 })) };
      }),
    );
  }
  return out;
}
