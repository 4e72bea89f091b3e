/**
 * Preloaded answers: the envelopes a page embeds are the API's own answers to the calls the SPA makes
 * on first render, under the keys the client builds (contracts/preload.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadKey } from '../../../contracts/preload.ts';
import type { Envelope, Page } from '../../../contracts/schemas/common.ts';
import type { LiveMode, LiveRoom, ScheduleRow } from '../../../contracts/schemas/live.ts';
import type { DayBoard, MatchDetail } from '../../../contracts/schemas/sports/matches.ts';
import { addDays, clock, setClock, zonedDay } from '../../src/clock.ts';
import { makePageTestApp, preloadedOf, type PageTestApp } from './support.ts';

let t: PageTestApp;
let restoreClock: (() => void) | null = null;

beforeAll(async () => {
  t = await makePageTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  restoreClock?.();
  restoreClock = null;
});

/** Stops the clock for a test: viewers and match minutes move with it, and the page and the API must be asked at one instant. */
function freezeClock(): number {
  const at = clock.now();
  restoreClock = setClock(() => at);
  return at;
}

/** The key as the SPA's client writes it, split back into a call. */
function callOf(key: string): { method: 'GET' | 'POST'; url: string; body?: unknown } {
  const [method, url, ...rest] = key.split(' ');
  return { method: method as 'GET' | 'POST', url: url!, ...(rest.length ? { body: JSON.parse(rest.join(' ')) as unknown } : {}) };
}

/** Asks the API each preloaded call with the SPA's headers and expects the very same envelope. */
async function expectSameAsApi(html: string, headers: Record<string, string>): Promise<string[]> {
  const preloaded = preloadedOf(html)!;
  expect(preloaded).not.toBeNull();
  const keys = Object.keys(preloaded.answers);
  for (const key of keys) {
    const { method, url, body } = callOf(key);
    expect(preloadKey(method, url, body)).toBe(key);
    const res = await t.app.inject({
      method,
      url,
      headers: { ...headers, 'x-client-type': 'web', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    expect(res.statusCode, key).toBe(200);
    expect(preloaded.answers[key], key).toEqual(res.json());
  }
  return keys;
}

const SHELL_KEYS = ['POST /al/api/live/menu {}', 'GET /other/api/resource/marquee/home-list', 'GET /other/api/schedule/total-live-schedule'];

describe('preloaded answers', () => {
  it("every page carries the shell's menu, marquee and live count, stamped with the server's clock", async () => {
    const at = freezeClock();
    const html = (await t.app.inject({ url: '/ve-chung-toi' })).body;
    const keys = await expectSameAsApi(html, { 'x-language': 'vi', currency: 'VND' });
    expect(keys.sort()).toEqual([...SHELL_KEYS].sort());
    expect(preloadedOf(html)!.at).toBe(at);
    // After the page's own content, where the SPA reads it on its first call.
    expect(html.indexOf('id="preloaded-answers"')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it("the live schedule: the modes and the visitor's day, asked exactly as the schedule machine asks", async () => {
    const now = freezeClock();
    const zone = 'Asia/Tokyo';
    const today = zonedDay(now, zone);
    const html = (await t.app.inject({ url: '/lich-truc-tiep', headers: { cookie: `Timezone=${encodeURIComponent(zone)}; location=USD` } })).body;
    const keys = await expectSameAsApi(html, { 'x-language': 'vi', currency: 'USD' });
    const schedule = preloadKey('GET', `/live/api/schedule/liveSchedule?date=${today}&timezone=${encodeURIComponent(zone)}&pageSize=200`);
    expect(keys).toContain('GET /live/api/schedule-mode/list');
    expect(keys).toContain(schedule);
    expect((preloadedOf(html)!.answers[schedule]!.data as Page<ScheduleRow>).list.length).toBeGreaterThan(0);
  });

  it("the home page: the live strip, the banners, the visitor's day of football and the tipsters, as the SPA asks them", async () => {
    const now = freezeClock();
    const zone = 'Asia/Tokyo';
    const today = zonedDay(now, zone);
    const html = (await t.app.inject({ url: '/?lang=en', headers: { cookie: `Timezone=${encodeURIComponent(zone)}` } })).body;
    const keys = await expectSameAsApi(html, { 'x-language': 'en', currency: 'VND' });
    const day = (kind: string) => preloadKey('GET', `/live/api/football/day?kind=${kind}&date=${today}&timezone=${encodeURIComponent(zone)}&sport=football`);
    expect(keys.sort()).toEqual(
      [
        ...SHELL_KEYS,
        'GET /live/api/schedule/feature-match?pageSize=8',
        'GET /other/api/banner/list',
        day('fixtures'),
        day('results'),
        'GET /other/api/schedule-tips/v2/top-rating?pageNum=1&pageSize=5',
      ].sort(),
    );
    const feature = preloadedOf(html)!.answers['GET /live/api/schedule/feature-match?pageSize=8']!.data as Page<ScheduleRow>;
    expect(feature.list.length).toBeGreaterThan(0);
  });

  it('the match hub: the day boards of every sport, still to play and finished, on both of its addresses', async () => {
    const now = freezeClock();
    const today = zonedDay(now, 'Asia/Ho_Chi_Minh');
    for (const url of ['/thong-tin', '/thong-tin-tran-dau?mon=bong-ro']) {
      const html = (await t.app.inject({ url })).body;
      const keys = await expectSameAsApi(html, { 'x-language': 'vi', currency: 'VND' });
      for (const sport of ['football', 'basketball', 'esport']) {
        for (const kind of ['fixtures', 'results']) {
          expect(keys, url).toContain(preloadKey('GET', `/live/api/football/day?kind=${kind}&date=${today}&timezone=Asia%2FHo_Chi_Minh&sport=${sport}`));
        }
      }
      expect(keys, url).toHaveLength(SHELL_KEYS.length + 6);
    }
  });

  it('a filter of the schedule asks for its live mode, and ?ngay= picks a day of the strip', async () => {
    const now = freezeClock();
    const today = zonedDay(now, 'Asia/Ho_Chi_Minh');
    const day = addDays(today, 2);
    const html = (await t.app.inject({ url: `/lich-truc-tiep/the-thao/bong-da?ngay=${day}` })).body;
    const modes = (await t.app.inject({ url: '/live/api/schedule-mode/list' })).json() as Envelope<LiveMode[]>;
    const football = modes.data.find((m) => m.slug === 'the-thao/bong-da')!;
    const keys = await expectSameAsApi(html, { 'x-language': 'vi', currency: 'VND' });
    expect(keys).toContain(preloadKey('GET', `/live/api/schedule/liveSchedule?date=${day}&timezone=Asia%2FHo_Chi_Minh&pageSize=200&liveModeId=${football.liveModeId}`));
  });

  it("the football day boards: the visitor's day of the board's strip, asked exactly as the SPA asks, in the page's language", async () => {
    const now = freezeClock();
    const zone = 'Asia/Tokyo';
    const today = zonedDay(now, zone);
    for (const [path, kind, day] of [
      ['/lich-thi-dau/bong-da', 'fixtures', today],
      ['/ty-le-keo/bong-da?giai-dau=4', 'odds', today],
      [`/ket-qua/bong-da?ngay=${addDays(today, -3)}`, 'results', addDays(today, -3)],
      // Results do not look ahead: a day off the strip is today.
      [`/ket-qua/bong-da?ngay=${addDays(today, 2)}`, 'results', today],
    ] as const) {
      const html = (await t.app.inject({ url: `${path}${path.includes('?') ? '&' : '?'}lang=en`, headers: { cookie: `Timezone=${encodeURIComponent(zone)}` } })).body;
      const keys = await expectSameAsApi(html, { 'x-language': 'en', currency: 'VND' });
      const board = preloadKey('GET', `/live/api/football/day?timezone=${encodeURIComponent(zone)}&date=${day}&kind=${kind}`);
      expect(keys, path).toContain(board);
      const data = preloadedOf(html)!.answers[board]!.data as DayBoard;
      expect(data.day).toBe(day);
      expect(data.kind).toBe(kind);
      // The suite runs on a Saturday: Wednesday's National Cup ties are over (today's leagues may be still to come or over, by the hour).
      if (day < today) expect(data.total).toBeGreaterThan(0);
    }
  });

  it('a live room carries the room, in the language of the page', async () => {
    freezeClock();
    const rows = (await t.app.inject({ url: `/live/api/schedule/liveSchedule?date=${zonedDay(clock.now(), 'Asia/Ho_Chi_Minh')}&pageSize=200` })).json() as Envelope<Page<ScheduleRow>>;
    const row = rows.data.list.find((r) => r.status === 2) ?? rows.data.list[0]!;
    const html = (await t.app.inject({ url: `/truc-tiep/${row.modeSlug}/${row.slug}-${row.roomId}?lang=zh` })).body;
    const keys = await expectSameAsApi(html, { 'x-language': 'zh', currency: 'VND' });
    const key = `GET /live/api/schedule/liveRoom?id=${row.roomId}`;
    expect(keys).toContain(key);
    expect((preloadedOf(html)!.answers[key]!.data as LiveRoom).roomId).toBe(row.roomId);
  });

  it('a match centre carries its detail, asked with the league only when the address names one', async () => {
    freezeClock();
    const rows = (await t.app.inject({ url: `/live/api/schedule/liveSchedule?date=${zonedDay(clock.now(), 'Asia/Ho_Chi_Minh')}&pageSize=200` })).json() as Envelope<Page<ScheduleRow>>;
    const row = rows.data.list.find((r) => r.staticId !== null && r.leagueId !== null && r.modeSlug === 'the-thao/bong-da')!;
    const withLeague = (await t.app.inject({ url: `/tran-dau/a-vs-b/${row.staticId}?leagueId=${row.leagueId}&lang=en` })).body;
    const key = preloadKey('GET', `/live/api/football/match?staticId=${row.staticId}&leagueId=${row.leagueId}`);
    expect(await expectSameAsApi(withLeague, { 'x-language': 'en', currency: 'VND' })).toContain(key);
    expect((preloadedOf(withLeague)!.answers[key]!.data as MatchDetail).match.staticId).toBe(row.staticId);

    const bare = (await t.app.inject({ url: `/tran-dau/a-vs-b/${row.staticId}` })).body;
    expect(await expectSameAsApi(bare, { 'x-language': 'vi', currency: 'VND' })).toContain(`GET /live/api/football/match?staticId=${row.staticId}`);
  });

  it('the chat rooms: the list the page shows and the open room, for a visitor who is not a member', async () => {
    freezeClock();
    const all = await expectSameAsApi((await t.app.inject({ url: '/chatroom?phong=1' })).body, { 'x-language': 'vi', currency: 'VND' });
    expect(all).toContain(preloadKey('GET', '/other/api/community/chat-rooms?sort=popular&pageNum=1&pageSize=30'));
    expect(all).toContain('GET /other/api/community/chat-rooms/1');
    const explore = await expectSameAsApi((await t.app.inject({ url: '/chatroom/kham-pha' })).body, { 'x-language': 'vi', currency: 'VND' });
    expect(explore).toContain('GET /other/api/community/chat-rooms/explore');
    // A member's lists mark what they follow: not preloaded for someone who may be one.
    const member = preloadedOf((await t.app.inject({ url: '/chatroom', headers: { cookie: 'guest=0' } })).body)!;
    expect(Object.keys(member.answers).sort()).toEqual([...SHELL_KEYS].sort());
  });

  it('a call that fails is left out (the SPA asks again)', async () => {
    const html = (await t.app.inject({ url: '/truc-tiep/esport/khong-co-987654321' })).body;
    expect(Object.keys(preloadedOf(html)!.answers)).not.toContain('GET /live/api/schedule/liveRoom?id=987654321');
  });
});
