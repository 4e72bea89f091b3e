import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../src/clock.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { TipEvent, TipItem, TipMatch, Tipster, TipsterFollowAnswer, TipsterProfile, TipType } from '../../../../contracts/schemas/sports/tips.ts';
import { call, expectError, guest, member } from '../sports/sports-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const en = { 'x-language': 'en' };
const list = (query: string) => call<Page<TipItem>>(t.app, `/other/api/schedule-tips/list?${query}`);

describe('tip categories by the routes’ Vietnamese slugs', () => {
  it.each([
    ['bong-da', 'football'],
    ['bong-ro', 'basketball'],
    ['esport', 'esport'],
  ])('list?category=%s answers the %s tips, as the sport name does', async (slug, sport) => {
    const bySlug = await list(`category=${slug}&pageSize=100`);
    expect(bySlug.res.statusCode).toBe(200);
    const bySport = await list(`category=${sport}&pageSize=100`);
    expect(bySlug.body.data.total).toBe(bySport.body.data.total);
    expect(bySlug.body.data.total).toBeGreaterThan(0);
    expect(bySlug.body.data.list.every((tip) => tip.category === sport && tip.categorySlug === slug)).toBe(true);
    const top = await call<Page<Tipster>>(t.app, `/other/api/schedule-tips/v2/top-rating?type=${slug}`);
    expect(top.res.statusCode).toBe(200);
    expect(top.body.data.total).toBe((await call<Page<Tipster>>(t.app, `/other/api/schedule-tips/v2/top-rating?type=${sport}`)).body.data.total);
  });

  it('still refuses an unknown category', async () => {
    expectError((await call(t.app, '/other/api/schedule-tips/list?category=bong-chuyen', { headers: en })).res, 400, /querystring\.category/);
    expectError((await call(t.app, '/other/api/schedule-tips/v2/top-rating?type=golf', { headers: en })).res, 400, /querystring\.type/);
    expectError((await call(t.app, '/other/api/schedule-tips/types?category=chess', { headers: en })).res, 400, /querystring\.category/);
  });

  it('lists the types of a category and filters by them', async () => {
    const types = (await call<TipType[]>(t.app, '/other/api/schedule-tips/types?category=bong-da', { headers: en })).body.data;
    expect(types.map((x) => [x.slug, x.market, x.name])).toEqual([['keo-1x2', '1x2', '1X2'], ['keo-chau-a', 'handicap', 'Asian handicap'], ['tai-xiu', 'over_under', 'Over/under']]);
    const total = (await list('category=bong-da')).body.data.total;
    expect(types.reduce((s, x) => s + x.tips, 0)).toBe(total);
    for (const type of types) {
      const page = (await list(`category=bong-da&type=${type.slug}&pageSize=100`)).body.data;
      expect(page.total).toBe(type.tips);
      expect(page.list.every((tip) => tip.market === type.market && tip.type === type.slug)).toBe(true);
      expect((await list(`category=football&type=${type.market}`)).body.data.total).toBe(type.tips);
    }
    expectError((await call(t.app, '/other/api/schedule-tips/list?type=corners', { headers: en })).res, 400, /querystring\.type/);
  });
});

describe('seeded tips', () => {
  it('are dated before their match and never in the future, newest first', async () => {
    const all: TipItem[] = [];
    const first = (await list('pageSize=100')).body.data;
    for (let page = 1; page <= Math.ceil(first.total / 100); page++) all.push(...(await list(`pageSize=100&pageNum=${page}`)).body.data.list);
    expect(all).toHaveLength(first.total);
    const now = clock.now();
    for (const tip of all) {
      expect(Date.parse(tip.createdAt), tip.slug).toBeLessThanOrEqual(now);
      expect(Date.parse(tip.createdAt), tip.slug).toBeLessThan(Date.parse(tip.match.kickoffTime));
    }
    expect(first.list.slice(0, 20).every((tip) => Date.parse(tip.createdAt) <= now)).toBe(true);
    // Past matches' tips are settled (won, lost or push with a profit), the others pending.
    const over = all.filter((tip) => tip.match.status === 3);
    expect(over.length).toBeGreaterThan(50);
    expect(over.every((tip) => ['won', 'lost', 'push'].includes(tip.result) && tip.profit !== null && tip.settledAt !== null)).toBe(true);
    expect(all.filter((tip) => tip.match.status !== 3).every((tip) => tip.result === 'pending' && tip.profit === null)).toBe(true);
  });
});

describe('events, a match’s tips and tipsters', () => {
  it('lists upcoming matches with tips soonest first, with how the tips split', async () => {
    const { res, body } = await call<Page<TipEvent>>(t.app, '/other/api/schedule-tips/events?category=bong-da&pageSize=50');
    expect(res.statusCode).toBe(200);
    const events = body.data.list;
    expect(events.length).toBeGreaterThan(5);
    const kickoffs = events.map((e) => e.match.kickoffTime);
    expect([...kickoffs].sort()).toEqual(kickoffs);
    for (const e of events) {
      expect(e.match.status).not.toBe(3);
      expect(e.match.sport).toBe('football');
      expect(e.consensus.reduce((s, c) => s + c.picks.reduce((x, p) => x + p.tips, 0), 0)).toBe(e.tips);
      for (const c of e.consensus) expect(c.picks.reduce((s, p) => s + p.share, 0)).toBeCloseTo(1, 2);
    }
    const finished = (await call<Page<TipEvent>>(t.app, '/other/api/schedule-tips/events?category=esport&status=finished')).body.data.list;
    expect(finished.every((e) => e.match.status === 3)).toBe(true);
    const times = finished.map((e) => e.match.kickoffTime);
    expect([...times].sort().reverse()).toEqual(times);
    const beyond = (await call<Page<TipEvent>>(t.app, '/other/api/schedule-tips/events?status=all&pageNum=999')).body.data;
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBeGreaterThan(0);
  });

  it("answers one match's tips with its odds, and 404 for an unknown match", async () => {
    const event = (await call<Page<TipEvent>>(t.app, '/other/api/schedule-tips/events?category=bong-da&pageSize=1')).body.data.list[0]!;
    const { body } = await call<TipMatch>(t.app, `/other/api/schedule-tips/match?fixtureId=${event.match.staticId}`);
    expect(body.data.match.staticId).toBe(event.match.staticId);
    expect(body.data.match.odds).not.toBeNull();
    expect(body.data.match.openingOdds).not.toBeNull();
    expect(body.data.tips.total).toBe(event.tips);
    expect(body.data.consensus).toEqual(event.consensus);
    expectError((await call(t.app, '/other/api/schedule-tips/match?fixtureId=88888888', { headers: en })).res, 404, 'Match 88888888 not found');
  });

  it("answers a tipster's record and lets a member follow them", async () => {
    const best = (await call<Page<Tipster>>(t.app, '/other/api/schedule-tips/v2/top-rating?pageSize=1')).body.data.list[0]!;
    const id = best.author.userId;
    const profile = (await call<TipsterProfile>(t.app, `/other/api/schedule-tips/tipster?id=${id}`)).body.data;
    // Seeded members follow the experts; member 392 is not one of them.
    const seeded = profile.followers;
    expect(seeded).toBeGreaterThan(0);
    expect(profile).toMatchObject({ won: best.won, lost: best.lost, profit: best.profit, followed: false });
    expect(profile.total).toBe(profile.won + profile.lost + profile.push + profile.void + profile.pending);

    const me = member(t.app, 392);
    const follow = (p: string, tipsterId: unknown, headers = me) => call<TipsterFollowAnswer>(t.app, `/other/api/schedule-tips/tipster/${p}`, { method: 'POST', headers: { ...headers, ...en }, payload: { tipsterId } });
    expect((await follow('follow', id)).body.data).toEqual({ tipsterId: id, followed: true, followers: seeded + 1 });
    expectError((await follow('follow', id)).res, 409, `You already follow tipster ${id}`);
    expect((await call<TipsterProfile>(t.app, `/other/api/schedule-tips/tipster?id=${id}`, { headers: me })).body.data).toMatchObject({ followed: true, followers: seeded + 1 });
    const theirs = (await call<Page<TipItem>>(t.app, '/other/api/schedule-tips/my?kind=tipsters&pageSize=100', { headers: me })).body.data;
    expect(theirs.total).toBe(profile.total);
    expect(theirs.list.every((tip) => tip.author.userId === id)).toBe(true);
    const followed = (await call<Page<Tipster>>(t.app, '/other/api/schedule-tips/tipsters/followed', { headers: me })).body.data;
    expect(followed.list.map((x) => x.author.userId)).toEqual([id]);
    expect((await follow('unfollow', id)).body.data).toEqual({ tipsterId: id, followed: false, followers: seeded });
    expectError((await follow('unfollow', id)).res, 409, `You do not follow tipster ${id}`);

    expectError((await follow('follow', 392)).res, 400, 'body.tipsterId: you cannot follow yourself');
    expectError((await follow('follow', 9999999)).res, 404, 'Tipster 9999999 not found');
    expectError((await follow('follow', 'x')).res, 400, 'body.tipsterId must be of type integer');
    expectError((await follow('follow', id, guest(t.app))).res, 401, 'Authentication required');
    expectError((await call(t.app, '/other/api/schedule-tips/tipster?id=9999999', { headers: en })).res, 404, 'Tipster 9999999 not found');
    expectError((await call(t.app, '/other/api/schedule-tips/tipsters/followed', { headers: en })).res, 401, 'Authentication required');
  });
});
