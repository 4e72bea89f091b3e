/** Odds tips: settlement in SQL from the final score, lists with their matches, tipster records. */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { sportsFixtures, sportsTipFollows, sportsTips } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { loadHosts } from '../live/schedule-data.ts';
import { DEFAULT_TIMEZONE } from '../../clock.ts';
import { loadMatches, toMatchSummary } from './fixtures-data.ts';
import type { TipItem } from '../../../../contracts/schemas/sports/tips.ts';
import { pickLabel } from '../../sports/tip-texts.ts';

export const TIP_RESULTS = ['won', 'lost', 'push', 'pending', 'void'] as const;

/**
 * won / lost / push once the fixture is over, pending before, void when it was called off.
 * Handicap and over/under settle on the sign of (margin + line); a quarter line settles whole.
 */
export function tipResult(now: Date): SQL<(typeof TIP_RESULTS)[number]> {
  const f = sportsFixtures;
  const t = sportsTips;
  const nowText = now.toISOString();
  return sql`case
    when ${f.state} <> 'normal' then 'void'
    when ${f.endsAt} > ${nowText} then 'pending'
    when ${t.market} = '1x2' then case when (${t.pick} = 'home' and ${f.finalHome} > ${f.finalAway}) or (${t.pick} = 'draw' and ${f.finalHome} = ${f.finalAway}) or (${t.pick} = 'away' and ${f.finalHome} < ${f.finalAway}) then 'won' else 'lost' end
    when ${t.market} = 'handicap' then case sign((${f.finalHome} - ${f.finalAway} + ${t.line}) * (case when ${t.pick} = 'home' then 1 else -1 end)) when 1 then 'won' when -1 then 'lost' else 'push' end
    else case sign((${f.finalHome} + ${f.finalAway} - ${t.line}) * (case when ${t.pick} = 'over' then 1 else -1 end)) when 1 then 'won' when -1 then 'lost' else 'push' end
  end`;
}

const followers = sql<number>`(select count(*) from ${sportsTipFollows} where ${sportsTipFollows.tipId} = ${sportsTips.id})`.mapWith(Number);

/** A page of tips matching `where`, newest first, with result, author and match. */
export async function loadTips(db: Db, where: SQL | undefined, lang: Language, nowMs: number, pageNum: number, pageSize: number, order: SQL[] = [desc(sportsTips.createdAt), desc(sportsTips.id)]): Promise<{ list: TipItem[]; total: number }> {
  const now = new Date(nowMs);
  const rows = await db
    .select({ tip: sportsTips, result: tipResult(now), followers, total: sql<number>`count(*) over()`.mapWith(Number) })
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
  const list = rows.flatMap(({ tip, result, followers: count }) => {
    const match = matchById.get(tip.fixtureId);
    if (!match) return [];
    const author = authors.get(tip.authorId) ?? { userId: tip.authorId, nickname: `#${tip.authorId}`, avatar: `/media/avatar/${tip.authorId}.svg` };
    const label = pickLabel({ home: match.homeName, away: match.awayName, market: tip.market, pick: tip.pick, line: tip.line });
    return [{
      id: tip.id,
      slug: tip.slug,
      category: tip.category,
      market: tip.market,
      pick: tip.pick,
      pickLabel: localize(label, lang),
      line: tip.line,
      odds: tip.odds,
      confidence: tip.confidence,
      title: localize(tip.title, lang),
      reasoning: localize(tip.reasoning, lang),
      result,
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
