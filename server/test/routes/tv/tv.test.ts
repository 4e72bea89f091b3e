import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airingAt, dailyGuide, dayIn, startOfDay, weekOf, type Programme } from '../../../src/routes/tv/guide.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { get, HAN, SETUP_TIMEOUT } from '../media/media-helpers.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { ChannelCard, ChannelDetail, NationList } from '../../../../contracts/schemas/media/tv.ts';
import { clock } from '../../../src/clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const pool: Programme[] = [
  { id: 1, title: { vi: 'Một', en: 'One', zh: '一' }, durationMinutes: 30 },
  { id: 2, title: { vi: 'Hai', en: 'Two', zh: '二' }, durationMinutes: 45 },
  { id: 3, title: { vi: 'Ba', en: 'Three', zh: '三' }, durationMinutes: 120 },
];

describe('the daily guide', () => {
  it('fills the local day without gaps and is the same every time', () => {
    const guide = dailyGuide(7, '2026-03-10', 'Asia/Ho_Chi_Minh', pool);
    expect(guide[0]!.startsAt.toISOString()).toBe('2026-03-09T17:00:00.000Z');
    expect(guide.at(-1)!.endsAt.toISOString()).toBe('2026-03-10T17:00:00.000Z');
    for (let i = 1; i < guide.length; i++) {
      expect(guide[i]!.startsAt.getTime()).toBe(guide[i - 1]!.endsAt.getTime());
      expect(guide[i]!.programmeId).not.toBe(guide[i - 1]!.programmeId);
    }
    expect(dailyGuide(7, '2026-03-10', 'Asia/Ho_Chi_Minh', pool)).toEqual(guide);
    expect(dailyGuide(8, '2026-03-10', 'Asia/Ho_Chi_Minh', pool)).not.toEqual(guide);
    expect(dailyGuide(7, '2026-03-11', 'Asia/Ho_Chi_Minh', pool).map((s) => s.programmeId)).not.toEqual(guide.map((s) => s.programmeId));
  });

  it('knows days of 23 hours in zones with daylight saving', () => {
    expect(startOfDay('Europe/Berlin', '2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    const guide = dailyGuide(1, '2026-03-29', 'Europe/Berlin', pool);
    expect(guide.at(-1)!.endsAt.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(dayIn('America/New_York', new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-09');
  });

  it('finds the programme airing at an instant', () => {
    const guide = dailyGuide(7, '2026-03-10', 'UTC', pool);
    const noon = new Date('2026-03-10T12:00:00Z');
    const slot = airingAt(guide, noon)!;
    expect(slot.startsAt.getTime()).toBeLessThanOrEqual(noon.getTime());
    expect(slot.endsAt.getTime()).toBeGreaterThan(noon.getTime());
    expect(airingAt(guide, new Date('2026-03-11T00:00:00Z'))).toBeUndefined();
    expect(dailyGuide(7, '2026-03-10', 'UTC', [])).toEqual([]);
  });
});

describe('the week of a day', () => {
  it.each([
    ['2026-11-25', '2026-11-23'], // a Wednesday
    ['2026-11-23', '2026-11-23'], // a Monday
    ['2026-11-29', '2026-11-23'], // a Sunday
    ['2026-12-31', '2026-12-28'], // across a year's end
    ['2026-03-01', '2026-02-23'], // across a month's end
  ])('%s lies in the week from %s, Monday to Sunday', (day, monday) => {
    const week = weekOf(day);
    expect(week).toHaveLength(7);
    expect(week[0]).toBe(monday);
    expect(week).toContain(day);
    expect(week.map((d) => new Date(`${d}T00:00:00Z`).getUTCDay())).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
});

describe('GET /other/api/tv/nations', () => {
  it('lists the nations in order with their channel counts', async () => {
    const { status, body } = await get<NationList>(t, '/other/api/tv/nations');
    expect(status).toBe(200);
    expect(body.data.map((n) => n.slug)).toEqual(['viet-nam', 'han-quoc', 'nhat-ban', 'thai-lan', 'quoc-te']);
    expect(body.data[0]).toEqual({ id: 1, slug: 'viet-nam', name: 'Việt Nam', channelCount: 6, path: '/tivi/viet-nam' });
    expect(body.data.reduce((sum, n) => sum + n.channelCount, 0)).toBe(19);
  });

  it('answers names in English and Chinese', async () => {
    const en = await get<NationList>(t, '/other/api/tv/nations', { 'x-language': 'en' });
    expect(en.body.data.map((n) => n.name)).toEqual(['Vietnam', 'South Korea', 'Japan', 'Thailand', 'International']);
    const zh = await get<NationList>(t, '/other/api/tv/nations', { 'x-language': 'zh' });
    expect(zh.body.data.map((n) => n.name)).toEqual(['越南', '韓國', '日本', '泰國', '國際']);
  });
});

describe('GET /other/api/tv/channels', () => {
  it("lists a nation's channels with what is airing now", async () => {
    const before = clock.now();
    const { status, body } = await get<Page<ChannelCard>>(t, '/other/api/tv/channels?nation=viet-nam');
    expect(status).toBe(200);
    expect(body.data.total).toBe(6);
    expect(body.data.list.map((c) => c.slug)).toEqual([
      'song-viet-1', 'song-viet-the-thao', 'sen-vang-giai-tri', 'thu-do-24h', 'phuong-nam-phim', 'bong-da-viet',
    ]);
    for (const channel of body.data.list) {
      expect(channel).toMatchObject({
        nation: { slug: 'viet-nam', name: 'Việt Nam' },
        logo: `/media/channel/${channel.id}.svg`,
        path: `/tivi/viet-nam/${channel.slug}`,
        streamPath: `/hls/tv/${channel.id}/master.m3u8`,
      });
      const now = channel.nowPlaying!;
      expect(Date.parse(now.startsAt)).toBeLessThanOrEqual(clock.now());
      expect(Date.parse(now.endsAt)).toBeGreaterThan(before);
      expect(now.progress).toBeGreaterThanOrEqual(0);
      expect(now.progress).toBeLessThanOrEqual(100);
    }
    expect(body.data.list[0]).toMatchObject({ name: 'Sóng Việt 1', callSign: 'SV1', category: 'news' });
  });

  it('lists every channel without a nation, paged, and filters by category', async () => {
    const all = await get<Page<ChannelCard>>(t, '/other/api/tv/channels?pageSize=5&pageNum=4');
    expect(all.body.data).toMatchObject({ total: 19, pageNum: 4, pageSize: 5 });
    expect(all.body.data.list).toHaveLength(4);
    const sports = await get<Page<ChannelCard>>(t, '/other/api/tv/channels?category=sports&pageSize=100', { 'x-language': 'en' });
    expect(sports.body.data.total).toBe(6);
    expect(sports.body.data.list.every((c) => c.category === 'sports')).toBe(true);
    const sportTitles = sports.body.data.list.map((c) => c.nowPlaying?.title);
    const allSportTitles = [
      'Sports bulletin', 'Live football', 'Post-match analysis', 'Top basketball', 'Tactics corner', 'Esports hour',
      'Weekend tennis', 'Football legends', 'Golden moments', "Women's volleyball",
    ];
    for (const title of sportTitles) expect(allSportTitles).toContain(title);
  });

  it('answers in Chinese', async () => {
    const { body } = await get<Page<ChannelCard>>(t, '/other/api/tv/channels?nation=quoc-te', { 'x-language': 'zh' });
    for (const channel of body.data.list) {
      expect(channel.name).toMatch(HAN);
      expect(channel.nowPlaying?.title).toMatch(HAN);
    }
  });

  it('answers 404 for an unknown nation and 400 for bad input', async () => {
    const missing = await get(t, '/other/api/tv/channels?nation=sao-hoa', { 'x-language': 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, msg: 'Nation not found: sao-hoa', data: null });
    const category = await get(t, '/other/api/tv/channels?category=weather', { 'x-language': 'en' });
    expect(category.status).toBe(400);
    expect(category.body.msg).toBe('querystring.category is invalid');
    const zone = await get(t, '/other/api/tv/channels?timezone=Mars/Olympus', { 'x-language': 'en' });
    expect(zone.status).toBe(400);
    expect(zone.body).toEqual({ code: 400, msg: 'querystring.timezone is not a known time zone: Mars/Olympus', data: null });
  });
});

describe('GET /other/api/tv/channel', () => {
  it("gives a channel with today's full guide and exactly one live programme", async () => {
    const { status, body } = await get<ChannelDetail>(t, '/other/api/tv/channel?nation=viet-nam&channel=song-viet-the-thao', { 'x-language': 'en' });
    expect(status).toBe(200);
    const { channel, guide, date, timezone } = body.data;
    expect(channel).toMatchObject({ slug: 'song-viet-the-thao', name: 'Song Viet Sports', category: 'sports', description: 'Live sport and analysis.' });
    expect(timezone).toBe('Asia/Ho_Chi_Minh');
    expect(date).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(clock.now())));
    expect(guide[0]!.startsAt).toBe(new Date(`${date}T00:00:00+07:00`).toISOString());
    expect(Date.parse(guide.at(-1)!.endsAt) - Date.parse(guide[0]!.startsAt)).toBe(24 * 3600_000);
    const live = guide.filter((entry) => entry.status === 'live');
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ title: channel.nowPlaying?.title, startsAt: channel.nowPlaying?.startsAt });
    const index = guide.indexOf(live[0]!);
    expect(guide.slice(0, index).every((e) => e.status === 'ended')).toBe(true);
    expect(guide.slice(index + 1).every((e) => e.status === 'upcoming')).toBe(true);
  });

  it('gives the same guide on every call and follows the time zone', async () => {
    const url = '/other/api/tv/channel?nation=han-quoc&channel=ban-tin-seoul';
    const first = await get<ChannelDetail>(t, url);
    const second = await get<ChannelDetail>(t, url);
    expect(second.body.data.guide.map((e) => [e.title, e.startsAt])).toEqual(first.body.data.guide.map((e) => [e.title, e.startsAt]));
    const utc = await get<ChannelDetail>(t, `${url}&timezone=UTC`);
    expect(utc.body.data.timezone).toBe('UTC');
    expect(utc.body.data.guide[0]!.startsAt).toBe(`${utc.body.data.date}T00:00:00.000Z`);
  });

  it('answers 404 naming an unknown nation or channel, or a channel of another nation', async () => {
    const nation = await get(t, '/other/api/tv/channel?nation=atlantis&channel=song-viet-1', { 'x-language': 'en' });
    expect(nation.status).toBe(404);
    expect(nation.body.msg).toBe('Nation not found: atlantis');
    const channel = await get(t, '/other/api/tv/channel?nation=viet-nam&channel=kenh-ma', { 'x-language': 'en' });
    expect(channel.status).toBe(404);
    expect(channel.body).toEqual({ code: 404, msg: 'Channel not found: kenh-ma', data: null });
    const elsewhere = await get(t, '/other/api/tv/channel?nation=han-quoc&channel=song-viet-1');
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.msg).toBe('Không tìm thấy kênh: song-viet-1');
  });

  it('gives the guide of any day of the current week, the same on every call', async () => {
    const url = '/other/api/tv/channel?nation=viet-nam&channel=bong-da-viet';
    const today = (await get<ChannelDetail>(t, url)).body.data;
    expect(today.date).toBe(today.today);
    expect(today.week).toEqual(weekOf(today.today));
    for (const day of today.week) {
      const { status, body } = await get<ChannelDetail>(t, `${url}&date=${day}`, { 'x-language': 'en' });
      expect(status).toBe(200);
      const { guide, date } = body.data;
      expect(date).toBe(day);
      expect(guide[0]!.startsAt).toBe(new Date(`${day}T00:00:00+07:00`).toISOString());
      expect(Date.parse(guide.at(-1)!.endsAt) - Date.parse(guide[0]!.startsAt)).toBe(24 * 3600_000);
      const statuses = new Set(guide.map((e) => e.status));
      if (day < today.today) expect([...statuses]).toEqual(['ended']);
      if (day > today.today) expect([...statuses]).toEqual(['upcoming']);
      if (day === today.today) expect(guide.filter((e) => e.status === 'live')).toHaveLength(1);
      const again = await get<ChannelDetail>(t, `${url}&date=${day}`, { 'x-language': 'en' });
      expect(again.body.data.guide).toEqual(guide);
    }
    const days = await Promise.all(today.week.map((day) => get<ChannelDetail>(t, `${url}&date=${day}`)));
    const titles = new Set(days.map((d) => d.body.data.guide.map((e) => e.title).join('|')));
    expect(titles.size).toBe(7);
  });

  it('refuses a day outside the current week or not a day at all', async () => {
    const url = '/other/api/tv/channel?nation=viet-nam&channel=bong-da-viet';
    const { week } = (await get<ChannelDetail>(t, url)).body.data;
    const before = new Date(Date.parse(`${week[0]}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const outside = await get(t, `${url}&date=${before}`, { 'x-language': 'en' });
    expect(outside.status).toBe(400);
    expect(outside.body).toEqual({ code: 400, msg: `querystring.date must be a day of the current week (Monday to Sunday): ${before}`, data: null });
    const impossible = await get(t, `${url}&date=2026-02-30`, { 'x-language': 'en' });
    expect(impossible.status).toBe(400);
    const malformed = await get(t, `${url}&date=tomorrow`, { 'x-language': 'en' });
    expect(malformed.body).toEqual({ code: 400, msg: 'querystring.date is invalid', data: null });
  });

  it('requires nation and channel as slugs', async () => {
    const missing = await get(t, '/other/api/tv/channel?nation=viet-nam', { 'x-language': 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('querystring.channel is required');
    const bad = await get(t, '/other/api/tv/channel?nation=VIET_NAM&channel=x', { 'x-language': 'en' });
    expect(bad.body).toEqual({ code: 400, msg: 'querystring.nation is invalid', data: null });
  });
});
