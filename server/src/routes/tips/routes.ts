/**
 * Odds tips (contracts/endpoints/tips.ts): top-rated tipsters, lists by category, type, fixture or
 * tipster, the types and events (matches with tips) of a category, one match's tips, detail by slug,
 * a member's tips (posted, followed, by followed tipsters), following a tip or a tipster, a tipster's
 * record, and posting one's own tip on an upcoming match. Tips settle by themselves (sports/tip-settlement.ts): before
 * any answer here, what the clock has made due is settled.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, exists, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { sportsFixtures, sportsTipFollows, sportsTips, sportsTipsterFollows, users } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import * as tips from '../../../../contracts/endpoints/tips.ts';
import { TIP_TYPE_SLUGS } from '../../../../contracts/constants.ts';
import { loadHosts } from '../live/schedule-data.ts';
import { clock, DEFAULT_TIMEZONE } from '../../clock.ts';
import { currentOdds, loadMatch, loadMatches, stateOf, toMatchSummary, withOdds } from '../sports/fixtures-data.ts';
import { fail } from '../sports/messages.ts';
import { memberId } from '../sports/members.ts';
import { serve } from '../endpoint-route.ts';
import { tipSlug, tipTitle } from '../../sports/tip-texts.ts';
import { pickFitsMarket } from '../../sports/settlement.ts';
import { ensureSettled, noteTipPosted } from '../../sports/tip-settlement.ts';
import { authorOf, categoryOf, consensusOf, isFollowing, loadTips, marketOf, postedBy, tipsterFollowers, tipsterRecords, toTipster } from './data.ts';

/** A member's reasoning: at least this many characters once trimmed (the schema counts spaces too). */
const REASONING_MIN = 10;

const TYPE_NAMES: Record<string, { vi: string; en: string; zh: string }> = {
  '1x2': { vi: 'Kèo 1X2', en: '1X2', zh: '獨贏' },
  handicap: { vi: 'Kèo châu Á', en: 'Asian handicap', zh: '亞洲讓球' },
  over_under: { vi: 'Tài xỉu', en: 'Over/under', zh: '大小球' },
};

export async function tipsRoutes(app: FastifyInstance): Promise<void> {
  // Whatever the clock has made due is settled before any tip is answered.
  app.addHook('preHandler', async () => {
    await ensureSettled(app.db, clock.now());
  });

  serve(app, tips.topTipsters, async (request) => {
    const { pageNum, pageSize } = request.query;
    const records = await tipsterRecords(app.db, categoryOf(request.query.type), clock.now());
    const ranked = [...records]
      .filter(([, r]) => r.won + r.lost > 0)
      .sort(([a, ra], [b, rb]) => rb.winRate - ra.winRate || rb.won - ra.won || a - b);
    const page = ranked.slice((pageNum - 1) * pageSize, pageNum * pageSize);
    const ids = page.map(([id]) => id);
    const [authors, followers] = await Promise.all([loadHosts(app.db, ids), tipsterFollowers(app.db, ids)]);
    return ok(request, { list: page.map(([id, record]) => toTipster(authorOf(authors, id), record, followers.get(id) ?? 0)), total: ranked.length, pageNum, pageSize });
  });

  serve(app, tips.tipList, async (request) => {
    const { fixtureId, authorId, pageNum, pageSize } = request.query;
    const category = categoryOf(request.query.category);
    const market = marketOf(request.query.type);
    const where = and(
      category ? eq(sportsTips.category, category) : undefined,
      market ? eq(sportsTips.market, market) : undefined,
      fixtureId ? eq(sportsTips.fixtureId, fixtureId) : undefined,
      authorId ? eq(sportsTips.authorId, authorId) : undefined,
    );
    const { list, total } = await loadTips(app.db, where, request.language, clock.now(), pageNum, pageSize);
    return ok(request, { list, total, pageNum, pageSize });
  });

  serve(app, tips.tipTypes, async (request) => {
    const category = categoryOf(request.query.category);
    const counts = await app.db
      .select({ market: sportsTips.market, n: sql<number>`count(*)`.mapWith(Number) })
      .from(sportsTips)
      .where(and(postedBy(clock.now()), category ? eq(sportsTips.category, category) : undefined))
      .groupBy(sportsTips.market);
    return ok(
      request,
      Object.entries(TIP_TYPE_SLUGS).map(([slug, market]) => ({ slug, market, name: TYPE_NAMES[market]![request.language], tips: counts.find((c) => c.market === market)?.n ?? 0 })),
    );
  });

  serve(app, tips.tipEvents, async (request) => {
    const { status, pageNum, pageSize } = request.query;
    const category = categoryOf(request.query.category);
    const lang = request.language;
    const nowMs = clock.now();
    const now = new Date(nowMs);
    const over = or(ne(sportsFixtures.state, 'normal'), lte(sportsFixtures.endsAt, now))!;
    const where = and(
      postedBy(nowMs),
      category ? eq(sportsTips.category, category) : undefined,
      status === 'upcoming' ? and(eq(sportsFixtures.state, 'normal'), gt(sportsFixtures.endsAt, now)) : status === 'finished' ? over : undefined,
    );
    const tips = sql<number>`count(*)`.mapWith(Number);
    const rows = await app.db
      .select({ fixtureId: sportsTips.fixtureId, tips, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(sportsTips)
      .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsTips.fixtureId))
      .where(where)
      .groupBy(sportsTips.fixtureId, sportsFixtures.kickoffAt)
      .orderBy(status === 'upcoming' ? asc(sportsFixtures.kickoffAt) : desc(sportsFixtures.kickoffAt), asc(sportsTips.fixtureId))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    const ids = rows.map((r) => r.fixtureId);
    const [matches, consensus] = await Promise.all([ids.length ? loadMatches(app.db, inArray(sportsFixtures.id, ids), [], 1, ids.length) : { rows: [] }, consensusOf(app.db, ids, nowMs)]);
    const byId = new Map(matches.rows.map((m) => [m.fixture.id, m]));
    const list = rows.flatMap((r) => {
      const raw = byId.get(r.fixtureId);
      return raw ? [{ match: toMatchSummary(raw, lang, nowMs, DEFAULT_TIMEZONE), tips: r.tips, consensus: consensus.get(r.fixtureId) ?? [] }] : [];
    });
    let total = rows[0]?.total ?? 0;
    if (!rows.length && pageNum > 1) {
      const [row] = await app.db
        .select({ n: sql<number>`count(distinct ${sportsTips.fixtureId})`.mapWith(Number) })
        .from(sportsTips)
        .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsTips.fixtureId))
        .where(where);
      total = row?.n ?? 0;
    }
    return ok(request, { list, total, pageNum, pageSize });
  });

  serve(app, tips.tipMatch, async (request) => {
    const { fixtureId, pageNum, pageSize } = request.query;
    const lang = request.language;
    const raw = await loadMatch(app.db, fixtureId);
    if (!raw) throw fail(404, 'fixtureNotFound', { id: fixtureId });
    const nowMs = clock.now();
    const state = stateOf(raw, nowMs, DEFAULT_TIMEZONE);
    const [consensus, tips] = await Promise.all([consensusOf(app.db, [fixtureId], nowMs), loadTips(app.db, eq(sportsTips.fixtureId, fixtureId), lang, nowMs, pageNum, pageSize)]);
    return ok(request, {
      match: withOdds(raw, state, nowMs, toMatchSummary(raw, lang, nowMs, DEFAULT_TIMEZONE, state)),
      consensus: consensus.get(fixtureId) ?? [],
      tips: { list: tips.list, total: tips.total, pageNum, pageSize },
    });
  });

  serve(app, tips.tipDetail, async (request) => {
    const { slug } = request.query;
    const { list } = await loadTips(app.db, eq(sportsTips.slug, slug), request.language, clock.now(), 1, 1);
    const tip = list[0];
    if (!tip) throw fail(404, 'tipNotFound', { id: slug });
    const userId = memberId(request);
    return ok(request, { ...tip, followed: userId ? await isFollowing(app.db, userId, tip.id) : false });
  });

  serve(app, tips.myTips, async (request) => {
    const { kind, pageNum, pageSize } = request.query;
    const userId = memberId(request);
    const where =
      kind === 'posted'
        ? eq(sportsTips.authorId, userId)
        : kind === 'tipsters'
          ? inArray(sportsTips.authorId, app.db.select({ id: sportsTipsterFollows.tipsterId }).from(sportsTipsterFollows).where(eq(sportsTipsterFollows.userId, userId)))
          : exists(app.db.select({ one: sql`1` }).from(sportsTipFollows).where(and(eq(sportsTipFollows.tipId, sportsTips.id), eq(sportsTipFollows.userId, userId))));
    const { list, total } = await loadTips(app.db, where, request.language, clock.now(), pageNum, pageSize);
    return ok(request, { list, total, pageNum, pageSize });
  });

  const followers = async (tipId: number) =>
    (await app.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(sportsTipFollows).where(eq(sportsTipFollows.tipId, tipId)))[0]?.n ?? 0;
  const requireTip = async (tipId: number) => {
    const [tip] = await app.db.select({ id: sportsTips.id }).from(sportsTips).where(eq(sportsTips.id, tipId));
    if (!tip) throw fail(404, 'tipNotFound', { id: tipId });
  };

  serve(app, tips.tipFollow, async (request) => {
    const { tipId } = request.body;
    const userId = memberId(request);
    await requireTip(tipId);
    const inserted = await app.db.insert(sportsTipFollows).values({ userId, tipId }).onConflictDoNothing().returning();
    if (inserted.length === 0) throw fail(409, 'alreadyFollowing', { id: tipId });
    return ok(request, { tipId, followed: true, followers: await followers(tipId) });
  });

  serve(app, tips.tipUnfollow, async (request) => {
    const { tipId } = request.body;
    const userId = memberId(request);
    await requireTip(tipId);
    const removed = await app.db.delete(sportsTipFollows).where(and(eq(sportsTipFollows.userId, userId), eq(sportsTipFollows.tipId, tipId))).returning();
    if (removed.length === 0) throw fail(409, 'notFollowing', { id: tipId });
    return ok(request, { tipId, followed: false, followers: await followers(tipId) });
  });

  /** The user `id` as a tipster (404 when there is no such user). */
  const requireTipster = async (id: number) => {
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!user) throw fail(404, 'tipsterNotFound', { id });
  };
  const tipsterFollowerCount = async (id: number) => (await tipsterFollowers(app.db, [id])).get(id) ?? 0;

  serve(app, tips.tipster, async (request) => {
    const { id } = request.query;
    await requireTipster(id);
    const [records, authors, count] = await Promise.all([tipsterRecords(app.db, categoryOf(request.query.category), clock.now(), [id]), loadHosts(app.db, [id]), tipsterFollowerCount(id)]);
    const record = records.get(id) ?? { total: 0, won: 0, lost: 0, push: 0, void: 0, pending: 0, winRate: 0, profit: 0, roi: 0, streak: null };
    const userId = memberId(request);
    const followed = userId
      ? (await app.db.select({ id: sportsTipsterFollows.tipsterId }).from(sportsTipsterFollows).where(and(eq(sportsTipsterFollows.userId, userId), eq(sportsTipsterFollows.tipsterId, id)))).length > 0
      : false;
    return ok(request, { ...toTipster(authorOf(authors, id), record, count), followed });
  });

  serve(app, tips.followedTipsters, async (request) => {
    const { pageNum, pageSize } = request.query;
    const userId = memberId(request);
    const follows = await app.db
      .select({ tipsterId: sportsTipsterFollows.tipsterId, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(sportsTipsterFollows)
      .where(eq(sportsTipsterFollows.userId, userId))
      .orderBy(desc(sportsTipsterFollows.createdAt), asc(sportsTipsterFollows.tipsterId))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    const ids = follows.map((f) => f.tipsterId);
    const [records, authors, counts] = await Promise.all([tipsterRecords(app.db, undefined, clock.now(), ids), loadHosts(app.db, ids), tipsterFollowers(app.db, ids)]);
    const empty = { total: 0, won: 0, lost: 0, push: 0, void: 0, pending: 0, winRate: 0, profit: 0, roi: 0, streak: null };
    return ok(request, { list: ids.map((id) => toTipster(authorOf(authors, id), records.get(id) ?? empty, counts.get(id) ?? 0)), total: follows[0]?.total ?? 0, pageNum, pageSize });
  });

  serve(app, tips.tipsterFollow, async (request) => {
    const { tipsterId } = request.body;
    const userId = memberId(request);
    if (tipsterId === userId) throw fail(400, 'cannotFollowSelf');
    await requireTipster(tipsterId);
    const inserted = await app.db.insert(sportsTipsterFollows).values({ userId, tipsterId }).onConflictDoNothing().returning();
    if (inserted.length === 0) throw fail(409, 'alreadyFollowingTipster', { id: tipsterId });
    return ok(request, { tipsterId, followed: true, followers: await tipsterFollowerCount(tipsterId) });
  });

  serve(app, tips.tipsterUnfollow, async (request) => {
    const { tipsterId } = request.body;
    const userId = memberId(request);
    await requireTipster(tipsterId);
    const removed = await app.db.delete(sportsTipsterFollows).where(and(eq(sportsTipsterFollows.userId, userId), eq(sportsTipsterFollows.tipsterId, tipsterId))).returning();
    if (removed.length === 0) throw fail(409, 'notFollowingTipster', { id: tipsterId });
    return ok(request, { tipsterId, followed: false, followers: await tipsterFollowerCount(tipsterId) });
  });

  serve(app, tips.tipCreate, async (request) => {
    const { fixtureId, market, pick, confidence } = request.body;
    const lang = request.language;
    const userId = memberId(request);
    // Everything is checked before anything is written.
    const text = request.body.reasoning.trim();
    if ([...text].length < REASONING_MIN) throw fail(400, 'fieldTooShort', { field: 'body.reasoning', limit: REASONING_MIN });
    if (!pickFitsMarket(market, pick)) throw fail(400, 'pickNotInMarket', { pick, market });
    const raw = await loadMatch(app.db, fixtureId);
    if (!raw) throw fail(404, 'fixtureNotFound', { id: fixtureId });
    const nowMs = clock.now();
    const state = stateOf(raw, nowMs, DEFAULT_TIMEZONE);
    if (state.statusId !== 1) throw fail(409, 'fixtureNotUpcoming', { id: fixtureId });
    const odds = currentOdds(raw, state, nowMs)!;
    if (pick === 'draw' && odds.oneXTwo.draw === null) throw fail(400, 'noDrawMarket', { id: fixtureId });
    const line = market === 'handicap' ? odds.handicap.line : market === 'over_under' ? odds.overUnder.line : null;
    const price =
      market === '1x2' ? (pick === 'home' ? odds.oneXTwo.home : pick === 'away' ? odds.oneXTwo.away : odds.oneXTwo.draw!)
      : market === 'handicap' ? (pick === 'home' ? odds.handicap.home : odds.handicap.away)
      : pick === 'over' ? odds.overUnder.over : odds.overUnder.under;
    const title = tipTitle({ home: raw.homeName, away: raw.awayName, market, pick, line, odds: price, confidence });
    const created = await app.db.transaction(async (tx) => {
      // One tip per member and match: two posts at once wait for each other here.
      await tx.execute(sql`select pg_advisory_xact_lock(${userId}::integer, ${fixtureId}::integer)`);
      const [duplicate] = await tx.select({ id: sportsTips.id }).from(sportsTips).where(and(eq(sportsTips.authorId, userId), eq(sportsTips.fixtureId, fixtureId)));
      if (duplicate) throw fail(409, 'tipExists', { id: fixtureId });
      // The member's own words are kept as written, in every language.
      const [row] = await tx
        .insert(sportsTips)
        .values({ slug: `pending-${userId}-${fixtureId}-${nowMs}`, fixtureId, authorId: userId, category: raw.fixture.sport, market, pick, line, odds: price, confidence, title, reasoning: { vi: text, en: text, zh: text }, byMember: true, createdAt: new Date(nowMs) })
        .returning({ id: sportsTips.id });
      await tx.update(sportsTips).set({ slug: tipSlug(title, row!.id) }).where(eq(sportsTips.id, row!.id));
      return row!;
    });
    noteTipPosted(app.db, raw.fixture.endsAt.getTime());
    const { list } = await loadTips(app.db, eq(sportsTips.id, created.id), lang, nowMs, 1, 1);
    return ok(request, list[0]!);
  });
}
