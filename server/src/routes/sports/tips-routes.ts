/**
 * Odds tips: top-rated tipsters, lists by category or fixture, detail by slug, a member's tips
 * (posted or followed), following a tip, and posting one's own tip on an upcoming fixture.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, exists, sql } from 'drizzle-orm';
import { slugify } from '../../../../contracts/slug.ts';
import { sportsFixtures, sportsTipFollows, sportsTips, users } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses, Page } from '../../../../contracts/schemas/common.ts';
import {
  CreateTipBody,
  FollowAnswer,
  FollowBody,
  MyTipsQuery,
  TipDetail,
  TipDetailQuery,
  TipItem,
  TipListQuery,
  Tipster,
  TopRatingQuery,
} from '../../../../contracts/schemas/sports/tips.ts';
import { loadHosts } from '../live/schedule-data.ts';
import { clock } from '../../clock.ts';
import { loadMatch, stateOf } from './fixtures-data.ts';
import { liveOdds } from './match-routes.ts';
import { fail } from './messages.ts';
import { tipTexts } from '../../sports/tip-texts.ts';
import { isFollowing, loadTips, tipResult } from './tips-data.ts';
import { DEFAULT_TIMEZONE } from '../../clock.ts';

const PREFIX = '/other/api/schedule-tips';
export const tipsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const memberId = (request: { auth: { kind: string; userId?: number } }) => (request.auth.kind === 'member' ? request.auth.userId! : 0);

  app.get(`${PREFIX}/v2/top-rating`, {
    schema: {
      tags: ['sports'],
      summary: 'Top-rated tipsters by win rate of settled tips (one category or all)',
      headers: ApiHeaders,
      querystring: TopRatingQuery,
      response: { 200: Envelope(Page(Tipster)), ...errorResponses },
    },
    handler: async (request) => {
      const { type, pageNum, pageSize } = request.query;
      const result = tipResult(new Date(clock.now()));
      const countOf = (value: string) => sql<number>`count(*) filter (where ${result} = ${value})`.mapWith(Number);
      const won = countOf('won');
      const lost = countOf('lost');
      const winRate = sql<number>`coalesce(round(${won}::numeric / nullif(${won} + ${lost}, 0), 3), 0)`.mapWith(Number);
      const rows = await app.db
        .select({
          authorId: sportsTips.authorId,
          total: sql<number>`count(*)`.mapWith(Number),
          won,
          lost,
          push: countOf('push'),
          pending: countOf('pending'),
          winRate,
          profit: sql<number>`coalesce(round(sum(case when ${result} = 'won' then ${sportsTips.odds} - 1 when ${result} = 'lost' then -1 else 0 end)::numeric, 2), 0)`.mapWith(Number),
          count: sql<number>`count(*) over()`.mapWith(Number),
        })
        .from(sportsTips)
        .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsTips.fixtureId))
        .where(type ? eq(sportsTips.category, type) : undefined)
        .groupBy(sportsTips.authorId)
        .having(sql`${won} + ${lost} > 0`)
        .orderBy(desc(winRate), desc(won), asc(sportsTips.authorId))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize);
      const authors = await loadHosts(app.db, rows.map((r) => r.authorId));
      return ok(request, {
        list: rows.map((r) => {
          const a = authors.get(r.authorId) ?? { userId: r.authorId, nickname: `#${r.authorId}`, avatar: `/media/avatar/${r.authorId}.svg` };
          return { author: a, total: r.total, won: r.won, lost: r.lost, push: r.push, pending: r.pending, winRate: r.winRate, profit: r.profit };
        }),
        total: rows[0]?.count ?? 0,
        pageNum,
        pageSize,
      });
    },
  });

  app.get(`${PREFIX}/list`, {
    schema: {
      tags: ['sports'],
      summary: 'Tips, newest first: by category, by fixture, or all',
      headers: ApiHeaders,
      querystring: TipListQuery,
      response: { 200: Envelope(Page(TipItem)), ...errorResponses },
    },
    handler: async (request) => {
      const { category, fixtureId, pageNum, pageSize } = request.query;
      const where = and(category ? eq(sportsTips.category, category) : undefined, fixtureId ? eq(sportsTips.fixtureId, fixtureId) : undefined);
      const { list, total } = await loadTips(app.db, where, request.language, clock.now(), pageNum, pageSize);
      return ok(request, { list, total, pageNum, pageSize });
    },
  });

  app.get(`${PREFIX}/detail`, {
    schema: {
      tags: ['sports'],
      summary: 'One tip by slug, with whether the caller follows it',
      headers: ApiHeaders,
      querystring: TipDetailQuery,
      response: { 200: Envelope(TipDetail), ...errorResponses },
    },
    handler: async (request) => {
      const { slug } = request.query;
      const { list } = await loadTips(app.db, eq(sportsTips.slug, slug), request.language, clock.now(), 1, 1);
      const tip = list[0];
      if (!tip) throw fail(404, 'tipNotFound', { id: slug });
      const userId = memberId(request);
      return ok(request, { ...tip, followed: userId ? await isFollowing(app.db, userId, tip.id) : false });
    },
  });

  app.get(`${PREFIX}/my`, {
    schema: {
      tags: ['sports'],
      summary: "The caller's tips: the ones they posted, or the ones they follow (member)",
      headers: ApiHeaders,
      querystring: MyTipsQuery,
      response: { 200: Envelope(Page(TipItem)), ...errorResponses },
    },
    preHandler: app.requireMember,
    handler: async (request) => {
      const { kind, pageNum, pageSize } = request.query;
      const userId = memberId(request);
      const where =
        kind === 'posted'
          ? eq(sportsTips.authorId, userId)
          : exists(app.db.select({ one: sql`1` }).from(sportsTipFollows).where(and(eq(sportsTipFollows.tipId, sportsTips.id), eq(sportsTipFollows.userId, userId))));
      const { list, total } = await loadTips(app.db, where, request.language, clock.now(), pageNum, pageSize);
      return ok(request, { list, total, pageNum, pageSize });
    },
  });

  const followers = async (tipId: number) =>
    (await app.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(sportsTipFollows).where(eq(sportsTipFollows.tipId, tipId)))[0]?.n ?? 0;
  const requireTip = async (tipId: number) => {
    const [tip] = await app.db.select({ id: sportsTips.id }).from(sportsTips).where(eq(sportsTips.id, tipId));
    if (!tip) throw fail(404, 'tipNotFound', { id: tipId });
  };
  /** A member token whose account is gone is refused as signed out. */
  const requireUser = async (userId: number) => {
    const [me] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!me) throw fail(401, 'unauthorized');
  };

  app.post(`${PREFIX}/follow`, {
    schema: { tags: ['sports'], summary: 'Follow (bookmark) a tip (member)', headers: ApiHeaders, body: FollowBody, response: { 200: Envelope(FollowAnswer), ...errorResponses } },
    preHandler: app.requireMember,
    handler: async (request) => {
      const { tipId } = request.body;
      const userId = memberId(request);
      await requireUser(userId);
      await requireTip(tipId);
      const inserted = await app.db.insert(sportsTipFollows).values({ userId, tipId }).onConflictDoNothing().returning();
      if (inserted.length === 0) throw fail(409, 'alreadyFollowing', { id: tipId });
      return ok(request, { tipId, followed: true, followers: await followers(tipId) });
    },
  });

  app.post(`${PREFIX}/unfollow`, {
    schema: { tags: ['sports'], summary: 'Stop following a tip (member)', headers: ApiHeaders, body: FollowBody, response: { 200: Envelope(FollowAnswer), ...errorResponses } },
    preHandler: app.requireMember,
    handler: async (request) => {
      const { tipId } = request.body;
      const userId = memberId(request);
      await requireTip(tipId);
      const removed = await app.db.delete(sportsTipFollows).where(and(eq(sportsTipFollows.userId, userId), eq(sportsTipFollows.tipId, tipId))).returning();
      if (removed.length === 0) throw fail(409, 'notFollowing', { id: tipId });
      return ok(request, { tipId, followed: false, followers: await followers(tipId) });
    },
  });

  app.post(`${PREFIX}/create`, {
    schema: {
      tags: ['sports'],
      summary: "Post one's own tip on an upcoming fixture at the current price (member)",
      headers: ApiHeaders,
      body: CreateTipBody,
      response: { 200: Envelope(TipItem), ...errorResponses },
    },
    preHandler: app.requireMember,
    handler: async (request) => {
      const { fixtureId, market, pick, confidence, reasoning } = request.body;
      const lang = request.language;
      const userId = memberId(request);
      await requireUser(userId);
      const raw = await loadMatch(app.db, fixtureId);
      if (!raw) throw fail(404, 'fixtureNotFound', { id: fixtureId });
      const fitsMarket = market === 'over_under' ? pick === 'over' || pick === 'under' : market === 'handicap' ? pick === 'home' || pick === 'away' : pick !== 'over' && pick !== 'under';
      if (!fitsMarket) throw fail(400, 'pickNotInMarket', { pick, market });
      const nowMs = clock.now();
      const state = stateOf(raw, nowMs, DEFAULT_TIMEZONE);
      if (state.statusId !== 1) throw fail(409, 'fixtureNotUpcoming', { id: fixtureId });
      const odds = liveOdds(raw, state)!;
      if (pick === 'draw' && odds.oneXTwo.draw === null) throw fail(400, 'noDrawMarket', { id: fixtureId });
      const [duplicate] = await app.db.select({ id: sportsTips.id }).from(sportsTips).where(and(eq(sportsTips.authorId, userId), eq(sportsTips.fixtureId, fixtureId), eq(sportsTips.market, market)));
      if (duplicate) throw fail(409, 'tipExists', { id: fixtureId });
      const line = market === 'handicap' ? odds.handicap.line : market === 'over_under' ? odds.overUnder.line : null;
      const price =
        market === '1x2' ? (pick === 'home' ? odds.oneXTwo.home : pick === 'away' ? odds.oneXTwo.away : odds.oneXTwo.draw!)
        : market === 'handicap' ? (pick === 'home' ? odds.handicap.home : odds.handicap.away)
        : pick === 'over' ? odds.overUnder.over : odds.overUnder.under;
      const { title } = tipTexts({ home: raw.homeName, away: raw.awayName, market, pick, line, odds: price, confidence, variant: 0 });
      // The member's own words are kept as written, in every language.
      const text = reasoning.trim();
      const [created] = await app.db
        .insert(sportsTips)
        .values({ slug: `pending-${userId}-${nowMs}`, fixtureId, authorId: userId, category: raw.fixture.sport, market, pick, line, odds: price, confidence, title, reasoning: { vi: text, en: text, zh: text }, byMember: true, createdAt: new Date(nowMs) })
        .returning({ id: sportsTips.id });
      const slug = `${slugify(title.en, 'tip')}-${created!.id}`;
      await app.db.update(sportsTips).set({ slug }).where(eq(sportsTips.id, created!.id));
      const { list } = await loadTips(app.db, eq(sportsTips.id, created!.id), lang, nowMs, 1, 1);
      return ok(request, list[0]!);
    },
  });
};
