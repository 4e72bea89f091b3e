import { describe, expect, it } from 'vitest';
import { addDays, clock, DAY, vnDay, vnMidnight, zonedDay } from '../../../src/clock.ts';
import { testAppOfFile } from '../../test-app.ts';
import { clockStops } from '../../clock-stops.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { LiveCount, LiveMode, ScheduleRow } from '../../../../contracts/schemas/live.ts';
import { call, expectError, SCHEDULE_ROW_KEYS } from '../sports/sports-helpers.ts';

const t = testAppOfFile();
const { stopAt } = clockStops();

const schedule = (query = '', headers: Record<string, string> = {}) => call<Page<ScheduleRow>>(t.app, `/live/api/schedule/liveSchedule${query}`, { headers });

describe('GET /live/api/schedule-mode/list', () => {
  it('lists the live modes with SPEC §3 fields, in menu order', async () => {
    const { res, body } = await call<LiveMode[]>(t.app, '/live/api/schedule-mode/list');
    expect(res.statusCode).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.slice(0, 5).map((m) => [m.liveModeId, m.slug, m.livemode, m.name])).toEqual([
      [1, 'the-thao/bong-da', 'football', 'Bóng đá'],
      [2, 'the-thao/bong-ro', 'basketball', 'Bóng rổ'],
      [3, 'tro-choi/dua-bi', 'marble', 'Đua bi'],
      [4, 'esport', 'esport', 'Esport'],
      [5, 'casino', 'casino', 'Casino'],
    ]);
    expect(body.data.map((m) => m.livemode)).toEqual(expect.arrayContaining(['volleyball', 'tennis', 'billiard']));
    for (const mode of body.data) expect(Object.keys(mode).sort()).toEqual(['icon', 'liveModeId', 'livemode', 'name', 'slug', 'sort']);
  });

  it('answers names in English and Traditional Chinese', async () => {
    const en = await call<LiveMode[]>(t.app, '/live/api/schedule-mode/list', { headers: { 'x-language': 'en' } });
    const zh = await call<LiveMode[]>(t.app, '/live/api/schedule-mode/list', { headers: { 'x-language': 'zh' } });
    expect(en.body.data.slice(0, 3).map((m) => m.name)).toEqual(['Football', 'Basketball', 'Marble racing']);
    expect(zh.body.data[0]?.name).toBe('足球');
  });
});

describe('GET /live/api/schedule/liveSchedule', () => {
  it("answers today's rows with every SPEC §3 Match/room field", async () => {
    const { res, body } = await schedule();
    expect(res.statusCode).toBe(200);
    expect(body.data.pageSize).toBe(200);
    expect(body.data.total).toBeGreaterThan(60);
    expect(body.data.list.length).toBe(Math.min(200, body.data.total));
    const football = body.data.list.filter((r) => r.liveModeId === 1);
    expect(football.length).toBeGreaterThanOrEqual(10);
    for (const row of body.data.list) {
      expect(Object.keys(row).sort()).toEqual(SCHEDULE_ROW_KEYS);
      expect(row.users.length).toBeGreaterThanOrEqual(1);
      expect(row.users[0]!.streamLink).toBe(`/hls/live/${row.roomId}/master.m3u8`);
      expect(row.users[0]!.avatar).toMatch(/^\/media\//);
      expect(row.cover).toBe(`/media/room/${row.roomId}.svg`);
      expect(zonedDay(Date.parse(row.startTime), 'Asia/Ho_Chi_Minh')).toBe(vnDay(clock.now()));
    }
    const match = football[0]!;
    expect(match.staticId).toEqual(expect.any(Number));
    expect(match.localteam).toEqual({ id: match.homeId, name: match.home, logo: `/media/crest/${match.homeId}.svg` });
    expect(match.visitorteam).toEqual({ id: match.awayId, name: match.away, logo: `/media/crest/${match.awayId}.svg` });
    expect(match.leagueName).toEqual(expect.any(String));
    const starts = body.data.list.map((r) => r.startTime);
    expect([...starts].sort()).toEqual(starts);
  });

  it('shows a marble show session without teams', async () => {
    const { body } = await schedule('?liveModeId=3');
    expect(body.data.total).toBe(48);
    const row = body.data.list[0]!;
    expect(row).toMatchObject({ liveModeId: 3, modeSlug: 'tro-choi/dua-bi', staticId: null, localteam: null, visitorteam: null, away: null, score: null });
    expect(row.home).toMatch(/Vòng đua \d+/);
  });

  it('has finished rows on last Saturday, live ones today and coming ones tomorrow', async () => {
    const today = vnDay(clock.now());
    const yesterday = (await schedule(`?date=${addDays(today, -7)}&liveModeId=1`)).body.data.list;
    const now = (await schedule(`?liveModeId=1`)).body.data.list;
    const tomorrow = (await schedule(`?date=${addDays(today, 1)}&liveModeId=1`)).body.data.list;
    expect(yesterday.length).toBeGreaterThanOrEqual(14);
    expect(yesterday.filter((r) => r.status !== 3 && r.endTime < new Date(clock.now()).toISOString())).toEqual([]);
    expect(yesterday.filter((r) => r.status === 3).every((r) => r.statusText === 'FT' && /^\d+-\d+$/.test(r.score ?? ''))).toBe(true);
    const live = now.filter((r) => r.status === 2);
    expect(live.length + yesterday.filter((r) => r.status === 2).length).toBeGreaterThanOrEqual(3);
    for (const row of live) expect(row.statusText).toMatch(/^(\d+|\d+\+\d+|HT)$/);
    expect(tomorrow.length).toBeGreaterThanOrEqual(15);
    expect(tomorrow.every((r) => r.status === 1 && /^\d{2}:\d{2}$/.test(r.statusText) && r.score === null)).toBe(true);
  });

  it('has football on when the calendar plays it: Saturday evening and a Champions League night, none on a Tuesday noon', async () => {
    // The suite runs on a Saturday.
    const saturday = vnMidnight(vnDay(clock.now()));
    const liveAt = async (ms: number, mode = 1) => {
      stopAt(ms);
      return (await call<LiveCount>(t.app, `/other/api/schedule/total-live-schedule?id=${mode}`)).body.data.totalLive;
    };
    expect(await liveAt(saturday + (22 * 60 + 30) * 60_000)).toBeGreaterThanOrEqual(4);
    expect(await liveAt(saturday + (19 * 60 + 30) * 60_000, 2)).toBeGreaterThanOrEqual(1);
    expect(await liveAt(saturday + 3 * DAY + 12 * 60 * 60_000)).toBe(0);
    // The Champions League plays every second week (the one after the suite's), at 03:00 on Wednesday and Thursday mornings.
    expect(await liveAt(saturday + 4 * DAY + (3 * 60 + 30) * 60_000)).toBe(3);
    expect(await liveAt(saturday + 5 * DAY + (3 * 60 + 30) * 60_000)).toBe(3);
    expect(await liveAt(saturday + 11 * DAY + (3 * 60 + 30) * 60_000)).toBe(0);
  });

  it('reads the day in the given time zone and shows hh:mm there', async () => {
    const day = addDays(vnDay(clock.now()), 1);
    const { body } = await schedule(`?date=${day}&timezone=America/New_York&liveModeId=1`);
    expect(body.data.total).toBeGreaterThan(8);
    for (const row of body.data.list) {
      expect(zonedDay(Date.parse(row.startTime), 'America/New_York')).toBe(day);
      const hhmm = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(row.startTime));
      if (row.status === 1) expect(row.statusText).toBe(hhmm);
    }
  });

  it('pages with a correct total and names in the request language', async () => {
    const all = (await schedule('?liveModeId=1')).body.data;
    const page2 = (await schedule('?liveModeId=1&pageSize=10&pageNum=2', { 'x-language': 'en' })).body.data;
    expect(page2).toMatchObject({ total: all.total, pageNum: 2, pageSize: 10 });
    expect(page2.list.map((r) => r.id)).toEqual(all.list.slice(10, 20).map((r) => r.id));
    const vi = all.list.slice(10, 20);
    expect(page2.list.some((r, i) => r.leagueName !== vi[i]!.leagueName || r.home !== vi[i]!.home)).toBe(true);
    const beyond = (await schedule('?liveModeId=1&pageSize=10&pageNum=99')).body.data;
    expect(beyond).toMatchObject({ list: [], total: all.total });
  });

  it('answers an empty day far away', async () => {
    const { body } = await schedule('?date=2001-01-01');
    expect(body.data).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 200 });
  });

  it.each([
    ['?date=2026-13-01', 400, /date/],
    ['?date=2026-02-30', 400, /^date is not a valid day/],
    ['?date=tomorrow', 400, /querystring\.date/],
    ['?date=0000-01-01', 400, 'date is not a valid day (YYYY-MM-DD): 0000-01-01'],
    ['?date=9999-12-31', 400, 'date is not a valid day (YYYY-MM-DD): 9999-12-31'],
    ['?timezone=', 400, /querystring\.timezone/],
    ['?timezone=Mars/Olympus', 400, /^timezone is not a valid IANA time zone: Mars\/Olympus$/],
    ['?pageSize=201', 400, /querystring\.pageSize/],
    ['?pageSize=0', 400, /querystring\.pageSize/],
    ['?liveModeId=abc', 400, /querystring\.liveModeId must be of type integer/],
    ['?liveModeId=-1', 400, /querystring\.liveModeId/],
    ['?liveModeId=99999999999', 400, /querystring\.liveModeId/],
    ['?liveModeId=999', 404, 'Live mode 999 not found'],
  ])('rejects %s', async (query, status, msg) => {
    const { res } = await schedule(query, { 'x-language': 'en' });
    expectError(res, status, msg);
  });
});

describe('GET /other/api/schedule/total-live-schedule', () => {
  it('counts live rooms in all modes and per mode', async () => {
    const all = (await call<LiveCount>(t.app, '/other/api/schedule/total-live-schedule')).body.data.totalLive;
    const perMode = await Promise.all([1, 2, 3, 4, 5, 6].map(async (id) => (await call<LiveCount>(t.app, `/other/api/schedule/total-live-schedule?id=${id}`)).body.data.totalLive));
    expect(all).toBe(perMode.reduce((a, b) => a + b, 0));
    expect(perMode[0]).toBeGreaterThanOrEqual(3);
    expect(perMode[5]).toBe(0);
    const live = (await schedule('?liveModeId=1')).body.data.list.filter((r) => r.status === 2).length;
    const yesterdayLive = (await schedule(`?liveModeId=1&date=${addDays(vnDay(clock.now()), -1)}`)).body.data.list.filter((r) => r.status === 2).length;
    expect(perMode[0]).toBe(live + yesterdayLive);
  });

  it('rejects a bad or unknown id', async () => {
    expectError((await call(t.app, '/other/api/schedule/total-live-schedule?id=x', { headers: { 'x-language': 'en' } })).res, 400, /querystring\.id/);
    expectError((await call(t.app, '/other/api/schedule/total-live-schedule?id=77', { headers: { 'x-language': 'zh' } })).res, 404, '找不到直播模式 77');
  });
});

describe('GET /live/api/schedule/feature-match', () => {
  it('answers featured-league matches, live ones first then the next kickoffs', async () => {
    const { res, body } = await call<Page<ScheduleRow>>(t.app, '/live/api/schedule/feature-match?pageSize=30');
    expect(res.statusCode).toBe(200);
    const list = body.data.list;
    expect(list.length).toBe(30);
    expect(body.data.total).toBeGreaterThan(30);
    const firstUpcoming = list.findIndex((r) => r.status === 1);
    expect(list.slice(0, firstUpcoming).every((r) => r.status === 2)).toBe(true);
    expect(list.slice(firstUpcoming).every((r) => r.status === 1)).toBe(true);
    expect(list.every((r) => r.staticId !== null && r.leagueId !== 2 && r.leagueId !== 3)).toBe(true);
  });

  it('filters by status, league and mode', async () => {
    const ended = (await call<Page<ScheduleRow>>(t.app, '/live/api/schedule/feature-match?status=3&leagueId=2')).body.data;
    expect(ended.list.length).toBeGreaterThan(0);
    expect(ended.list.every((r) => r.status === 3 && r.leagueId === 2)).toBe(true);
    const starts = ended.list.map((r) => r.startTime);
    expect([...starts].sort().reverse()).toEqual(starts);
    const live = (await call<Page<ScheduleRow>>(t.app, '/live/api/schedule/feature-match?status=2&liveModeId=2')).body.data;
    expect(live.list.length).toBeGreaterThan(0);
    expect(live.list.every((r) => r.status === 2 && r.liveModeId === 2)).toBe(true);
    const upcoming = (await call<Page<ScheduleRow>>(t.app, '/live/api/schedule/feature-match?status=1&pageSize=5')).body.data;
    expect(upcoming.list.every((r) => r.status === 1)).toBe(true);
  });

  it.each([
    ['?status=4', 400, /querystring\.status/],
    ['?pageSize=101', 400, /querystring\.pageSize/],
    ['?leagueId=555', 404, 'League 555 not found'],
    ['?liveModeId=42', 404, 'Live mode 42 not found'],
  ])('rejects %s', async (query, status, msg) => {
    expectError((await call(t.app, `/live/api/schedule/feature-match${query}`, { headers: { 'x-language': 'en' } })).res, status, msg);
  });
});
