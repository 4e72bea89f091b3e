import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, gte, lt, max } from 'drizzle-orm';
import { addDays, clock, DAY, vnDay } from '../../../src/clock.ts';
import { sportsFixtures, sportsTips } from '../../../src/db/schema.ts';
import { HISTORY_FIRST_ID } from '../../../src/db/seed/sports/build.ts';
import { LATER_TIP_FIRST_ID } from '../../../src/db/seed/sports/tips.ts';
import { clockStops } from '../../clock-stops.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { ScheduleRow } from '../../../../contracts/schemas/live.ts';
import type { MatchSummary } from '../../../../contracts/schemas/sports/matches.ts';
import type { FollowAnswer, TipDetail, TipItem, Tipster } from '../../../../contracts/schemas/sports/tips.ts';
import { call, expectError, guest, member } from '../sports/sports-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const en = { 'x-language': 'en' };

/** The settlement a client would expect from the final score. */
function expectedResult(tip: TipItem): string {
  const { homeScore: h, awayScore: a } = tip.match;
  if (tip.match.status === 5) return 'void';
  if (tip.match.status !== 3) return 'pending';
  if (tip.market === '1x2') return (tip.pick === 'home' && h! > a!) || (tip.pick === 'draw' && h === a) || (tip.pick === 'away' && h! < a!) ? 'won' : 'lost';
  const margin = tip.market === 'handicap' ? (h! - a! + tip.line!) * (tip.pick === 'home' ? 1 : -1) : (h! + a! - tip.line!) * (tip.pick === 'over' ? 1 : -1);
  return margin > 0 ? 'won' : margin < 0 ? 'lost' : 'push';
}

describe('GET /other/api/schedule-tips/list and /detail', () => {
  it('lists expert tips newest first, settled from the final score', async () => {
    const { res, body } = await call<Page<TipItem>>(t.app, '/other/api/schedule-tips/list?category=football&pageSize=100');
    expect(res.statusCode).toBe(200);
    expect(body.data.total).toBeGreaterThan(60);
    const times = body.data.list.map((tip) => tip.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const tip of body.data.list) {
      expect(tip.category).toBe('football');
      expect(tip.result).toBe(expectedResult(tip));
      expect(tip.odds).toBeGreaterThan(1);
      expect(tip.author.userId).toBeGreaterThanOrEqual(10);
      expect(tip.title).toContain(tip.match.home.name);
      expect(tip.slug).toMatch(new RegExp(`-${tip.id}$`));
    }
    const all: TipItem[] = [];
    for (let page = 1; page <= Math.ceil(body.data.total / 100); page++) {
      all.push(...(await call<Page<TipItem>>(t.app, `/other/api/schedule-tips/list?category=football&pageSize=100&pageNum=${page}`)).body.data.list);
    }
    expect(all).toHaveLength(body.data.total);
    expect(all.map((tip) => tip.result)).toEqual(expect.arrayContaining(['won', 'lost', 'pending']));
    for (const tip of all) expect(tip.result).toBe(expectedResult(tip));
  });

  it('lists the tips of one fixture and reads one by slug in each language', async () => {
    const first = (await call<Page<TipItem>>(t.app, '/other/api/schedule-tips/list?category=basketball&pageSize=1')).body.data.list[0]!;
    const byFixture = (await call<Page<TipItem>>(t.app, `/other/api/schedule-tips/list?fixtureId=${first.match.staticId}`)).body.data;
    expect(byFixture.list.every((tip) => tip.match.staticId === first.match.staticId)).toBe(true);
    const vi = (await call<TipDetail>(t.app, `/other/api/schedule-tips/detail?slug=${first.slug}`)).body.data;
    const english = (await call<TipItem>(t.app, `/other/api/schedule-tips/detail?slug=${first.slug}`, { headers: en })).body.data;
    const zh = (await call<TipItem>(t.app, `/other/api/schedule-tips/detail?slug=${first.slug}`, { headers: { 'x-language': 'zh' } })).body.data;
    expect(vi).toMatchObject({ id: first.id, followed: false });
    expect(vi.title).toMatch(/^Nhận định /);
    expect(english.title).toMatch(/ prediction: /);
    expect(zh.reasoning).toMatch(/信心指數/);
  });

  it('rejects unknown slugs and categories', async () => {
    expectError((await call(t.app, '/other/api/schedule-tips/detail?slug=no-such-tip', { headers: en })).res, 404, 'Tip no-such-tip not found');
    expectError((await call(t.app, '/other/api/schedule-tips/detail', { headers: en })).res, 400, 'querystring.slug is required');
    expectError((await call(t.app, '/other/api/schedule-tips/list?category=chess', { headers: en })).res, 400, /querystring\.category/);
  });
});

describe('GET /other/api/schedule-tips/v2/top-rating', () => {
  it('ranks tipsters by the win rate of their settled tips', async () => {
    const { res, body } = await call<Page<Tipster>>(t.app, '/other/api/schedule-tips/v2/top-rating?type=football&pageSize=100');
    expect(res.statusCode).toBe(200);
    const list = body.data.list;
    expect(list.length).toBeGreaterThan(10);
    for (let i = 1; i < list.length; i++) expect(list[i - 1]!.winRate).toBeGreaterThanOrEqual(list[i]!.winRate);
    for (const r of list) {
      expect(r.total).toBe(r.won + r.lost + r.push + r.pending);
      expect(r.winRate).toBeCloseTo(r.won / (r.won + r.lost), 3);
      expect(r.author.nickname).toMatch(/\S/);
    }
    // The same numbers as counting that tipster's tips.
    const top = list[0]!;
    const tips = (await call<Page<TipItem>>(t.app, '/other/api/schedule-tips/list?category=football&pageSize=100')).body.data;
    const pages = [tips.list, ...(tips.total > 100 ? [(await call<Page<TipItem>>(t.app, '/other/api/schedule-tips/list?category=football&pageSize=100&pageNum=2')).body.data.list] : [])].flat();
    const mine = pages.filter((tip) => tip.author.userId === top.author.userId);
    expect(mine.filter((tip) => tip.result === 'won')).toHaveLength(top.won);
  });

  it('accepts no type, rejects an unknown one', async () => {
    expect((await call<Page<Tipster>>(t.app, '/other/api/schedule-tips/v2/top-rating')).body.data.total).toBeGreaterThan(10);
    expectError((await call(t.app, '/other/api/schedule-tips/v2/top-rating?type=golf', { headers: en })).res, 400, /querystring\.type/);
  });
});

describe('following tips and posting one', () => {
  it('follows and unfollows a tip, shows it in my tips, refuses doubles', async () => {
    const tip = (await call<Page<TipItem>>(t.app, '/other/api/schedule-tips/list?pageSize=1')).body.data.list[0]!;
    // Member 393 follows nothing in the seed (seeded members follow tips too: the count starts from theirs).
    const me = member(t.app, 393);
    const seeded = tip.followers;
    const follow = await call<FollowAnswer>(t.app, '/other/api/schedule-tips/follow', { method: 'POST', headers: me, payload: { tipId: tip.id } });
    expect(follow.body.data).toEqual({ tipId: tip.id, followed: true, followers: seeded + 1 });
    expectError((await call(t.app, '/other/api/schedule-tips/follow', { method: 'POST', headers: { ...me, ...en }, payload: { tipId: tip.id } })).res, 409, `You already follow tip ${tip.id}`);
    const mine = await call<Page<TipItem>>(t.app, '/other/api/schedule-tips/my', { headers: me });
    expect(mine.body.data.list.map((x) => x.id)).toEqual([tip.id]);
    const detail = await call<TipDetail>(t.app, `/other/api/schedule-tips/detail?slug=${tip.slug}`, { headers: me });
    expect(detail.body.data).toMatchObject({ followed: true, followers: seeded + 1 });
    const unfollow = await call<FollowAnswer>(t.app, '/other/api/schedule-tips/unfollow', { method: 'POST', headers: me, payload: { tipId: tip.id } });
    expect(unfollow.body.data).toMatchObject({ followed: false, followers: seeded });
    expectError((await call(t.app, '/other/api/schedule-tips/unfollow', { method: 'POST', headers: { ...me, ...en }, payload: { tipId: tip.id } })).res, 409, `You do not follow tip ${tip.id}`);
    expectError((await call(t.app, '/other/api/schedule-tips/follow', { method: 'POST', headers: { ...me, ...en }, payload: { tipId: 987654 } })).res, 404, 'Tip 987654 not found');
    expectError((await call(t.app, '/other/api/schedule-tips/follow', { method: 'POST', headers: { ...me, ...en }, payload: { tipId: 'one' } })).res, 400, 'body.tipId must be of type integer');
    expectError((await call(t.app, '/other/api/schedule-tips/follow', { method: 'POST', headers: { ...guest(t.app), ...en }, payload: { tipId: tip.id } })).res, 401, 'Authentication required');
    expectError((await call(t.app, '/other/api/schedule-tips/my', { headers: en })).res, 401, 'Authentication required');
  });

  it("posts a member's tip on an upcoming fixture at the current price", async () => {
    const day = addDays(vnDay(clock.now()), 1);
    const fixture = (await call<Page<MatchSummary>>(t.app, `/live/api/football/fixtures?date=${day}&leagueId=1`)).body.data.list.find((m) => m.status === 1)!;
    const me = member(t.app, 151);
    const payload = { fixtureId: fixture.staticId, market: 'over_under', pick: 'over', confidence: 70, reasoning: 'Hai đội đều tấn công mạnh, khả năng nhiều bàn thắng.' };
    const { res, body } = await call<TipItem>(t.app, '/other/api/schedule-tips/create', { method: 'POST', headers: me, payload });
    expect(res.statusCode).toBe(200);
    expect(body.data).toMatchObject({ byMember: true, market: 'over_under', pick: 'over', result: 'pending', confidence: 70, reasoning: payload.reasoning, author: { userId: 151 } });
    expect(body.data.line).toBeGreaterThan(0);
    expect(body.data.odds).toBeGreaterThan(1);
    expect(body.data.pickLabel).toBe(`Tài ${body.data.line}`);
    expect(body.data.slug).toMatch(new RegExp(`-${body.data.id}$`));
    const posted = await call<Page<TipItem>>(t.app, '/other/api/schedule-tips/my?kind=posted', { headers: me });
    expect(posted.body.data.list.map((x) => x.id)).toEqual([body.data.id]);
    // One tip per member and match, whatever the market.
    expectError((await call(t.app, '/other/api/schedule-tips/create', { method: 'POST', headers: { ...me, ...en }, payload })).res, 409, `You already posted a tip on match ${fixture.staticId}`);
    expectError((await call(t.app, '/other/api/schedule-tips/create', { method: 'POST', headers: { ...me, ...en }, payload: { ...payload, market: '1x2', pick: 'home' } })).res, 409, `You already posted a tip on match ${fixture.staticId}`);
  });

  it('refuses tips on started fixtures, mismatched picks and bad input', async () => {
    const me = { ...member(t.app, 152), ...en };
    const live = (await call<Page<ScheduleRow>>(t.app, '/live/api/schedule/feature-match?status=2&liveModeId=1')).body.data.list[0]!;
    const base = { fixtureId: live.staticId, market: '1x2', pick: 'home', confidence: 60, reasoning: 'Chủ nhà mạnh hơn rõ rệt.' };
    const post = (payload: unknown) => call(t.app, '/other/api/schedule-tips/create', { method: 'POST', headers: me, payload });
    expectError((await post(base)).res, 409, `Match ${live.staticId} has already started or is off`);
    expectError((await post({ ...base, market: 'handicap', pick: 'over' })).res, 400, 'body.pick: over does not belong to market handicap');
    expectError((await post({ ...base, fixtureId: 99999999 })).res, 404, 'Match 99999999 not found');
    expectError((await post({ ...base, market: 'corners' })).res, 400, /body\.market/);
    expectError((await post({ ...base, confidence: 20 })).res, 400, /body\.confidence/);
    expectError((await post({ ...base, reasoning: 'short' })).res, 400, 'body.reasoning must have at least 10 characters');
    expectError((await call(t.app, '/other/api/schedule-tips/create', { method: 'POST', headers: en, payload: base })).res, 401, 'Authentication required');
  });
});

describe('the experts keep posting as the season goes on', () => {
  const { stopAt } = clockStops();

  it("shows a later match's tip from the hour it is posted, and the weeks the season adds bring their own tips", async () => {
    const now = clock.now();
    const later = await t.app.db.select().from(sportsTips).where(and(gte(sportsTips.id, LATER_TIP_FIRST_ID), gt(sportsTips.createdAt, new Date(now)))).orderBy(asc(sportsTips.createdAt));
    expect(later.length).toBeGreaterThan(50);
    const tip = later[0]!;
    const listed = async () => (await call<Page<TipItem>>(t.app, `/other/api/schedule-tips/list?fixtureId=${tip.fixtureId}&pageSize=100`)).body.data.list.map((x) => x.id);
    const detail = () => call<TipDetail>(t.app, `/other/api/schedule-tips/detail?slug=${tip.slug}`);

    stopAt(tip.createdAt.getTime() - 60_000);
    expect(await listed()).not.toContain(tip.id);
    expect((await detail()).res.statusCode).toBe(404);
    stopAt(tip.createdAt.getTime());
    expect(await listed()).toContain(tip.id);
    expect((await detail()).body.data).toMatchObject({ id: tip.id, createdAt: tip.createdAt.toISOString(), result: 'pending' });

    // Three weeks on, the season has grown by its next weeks, with tips on their matches.
    const [planned] = await t.app.db.select({ last: max(sportsFixtures.kickoffAt) }).from(sportsFixtures).where(lt(sportsFixtures.id, HISTORY_FIRST_ID));
    stopAt(now + 21 * DAY);
    await call(t.app, '/live/api/schedule/liveSchedule');
    const added = await t.app.db.select({ id: sportsTips.id, createdAt: sportsTips.createdAt, kickoffAt: sportsFixtures.kickoffAt }).from(sportsTips).innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsTips.fixtureId)).where(gt(sportsFixtures.kickoffAt, planned!.last!));
    expect(added.length).toBeGreaterThan(5);
    for (const x of added) {
      expect(x.id).toBeGreaterThanOrEqual(LATER_TIP_FIRST_ID);
      expect(x.kickoffAt.getTime() - x.createdAt.getTime()).toBeGreaterThanOrEqual(3 * 3600_000);
    }
  });
});
