/**
 * The document the server writes for a page URL (server/src/pages): title, description, canonical,
 * hreflang, Open Graph and JSON-LD in the visitor's language, the language choice, escaping of
 * hostile text, the 404s, and the route's preloads.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveRoom, ScheduleRow } from '../../../contracts/schemas/live.ts';
import type { Envelope, Page } from '../../../contracts/schemas/common.ts';
import type { MatchSummary } from '../../../contracts/schemas/sports/matches.ts';
import { clock, vnDay } from '../../src/clock.ts';
import { liveRooms } from '../../src/db/schema.ts';
import { vi, en, zh } from '../../../locales/index.ts';
import { attrOf, hreflangs, jsonLdOf, makePageTestApp, metaContent, preloadedOf, titleOf, type PageTestApp } from './support.ts';

const ORIGIN = 'https://sanco.example';

let t: PageTestApp;
/** A football fixture of today with a live room. */
let football: ScheduleRow;
let room: LiveRoom;
let roomPath: string;

type Node = Record<string, unknown>;
const ofType = (html: string, type: string) => jsonLdOf(html).find((node) => node['@type'] === type) as Node | undefined;

beforeAll(async () => {
  t = await makePageTestApp({ PUBLIC_URL: ORIGIN });
  const res = await t.app.inject({ url: `/live/api/schedule/liveSchedule?date=${vnDay(clock.now())}&timezone=Asia%2FHo_Chi_Minh&pageSize=200` });
  const rows = (res.json() as Envelope<Page<ScheduleRow>>).data.list;
  football = rows.find((r) => r.modeSlug === 'the-thao/bong-da' && r.away !== null && r.staticId !== null && r.status !== 5)!;
  expect(football).toBeDefined();
  room = ((await t.app.inject({ url: `/live/api/schedule/liveRoom?id=${football.roomId}` })).json() as Envelope<LiveRoom>).data;
  roomPath = `/truc-tiep/${room.modeSlug}/${room.slug}-${room.roomId}`;
});
afterAll(() => t.close());

describe('a live room', () => {
  it('is titled by the room, described by its match, with canonical, hreflang and Open Graph', async () => {
    const res = await t.app.inject({ url: roomPath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toMatch(/<html lang="vi" data-color-mode="dark">/);
    expect(titleOf(html)).toBe(`${room.title} – ${vi['route.roomFootball']} | ${vi['app.name']}`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const description = metaContent(html, 'description')!;
    expect(description).toContain(`${football.home} vs ${football.away}`);
    expect(description).toContain(vi['intro.schedule']);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(attrOf(html, /<link rel="canonical"[^>]*>/, 'href')).toBe(`${ORIGIN}${roomPath}`);
    expect(hreflangs(html)).toEqual({
      vi: `${ORIGIN}${roomPath}`,
      en: `${ORIGIN}${roomPath}?lang=en`,
      'zh-Hant': `${ORIGIN}${roomPath}?lang=zh`,
      'x-default': `${ORIGIN}${roomPath}`,
    });
    expect(metaContent(html, 'og:title')).toBe(titleOf(html));
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}${roomPath}`);
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}${room.cover}`);
    expect(metaContent(html, 'og:locale')).toBe('vi_VN');
    expect(metaContent(html, 'og:site_name')).toBe(vi['app.name']);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('name="robots"');
  });

  it('carries a SportsEvent naming both teams, and the breadcrumb of the route table, as JSON that parses', async () => {
    const html = (await t.app.inject({ url: roomPath })).body;
    const event = ofType(html, 'SportsEvent')!;
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      name: `${football.home} vs ${football.away}`,
      homeTeam: { '@type': 'SportsTeam', name: football.home },
      awayTeam: { '@type': 'SportsTeam', name: football.away },
      startDate: room.schedule!.startTime,
      url: `${ORIGIN}${roomPath}`,
    });
    expect(String(event.eventStatus)).toMatch(/^https:\/\/schema\.org\/Event(Scheduled|Cancelled|Postponed)$/);
    // The fixture's venue, as the match API names it.
    const detail = (await t.app.inject({ url: `/live/api/football/match?staticId=${football.staticId}` })).json() as Envelope<{ match: MatchSummary }>;
    const venue = detail.data.match.venue?.name;
    if (venue) expect(JSON.stringify(event.location)).toContain(venue);

    const crumbs = ofType(html, 'BreadcrumbList')!.itemListElement as Array<{ position: number; name: string; item: string }>;
    expect(crumbs.map((c) => c.name)).toEqual([vi['app.name'], vi['route.schedule'], vi['route.scheduleFootball'], room.title]);
    expect(crumbs.map((c) => c.item)).toEqual([`${ORIGIN}/`, `${ORIGIN}/lich-truc-tiep`, `${ORIGIN}/lich-truc-tiep/the-thao/bong-da`, `${ORIGIN}${roomPath}`]);
    expect(crumbs.map((c) => c.position)).toEqual([1, 2, 3, 4]);
  });

  it('is canonical at its own address whatever names the requested address carries', async () => {
    const html = (await t.app.inject({ url: `/truc-tiep/the-thao/bong-da/ten-cu-${room.roomId}` })).body;
    expect(attrOf(html, /<link rel="canonical"[^>]*>/, 'href')).toBe(`${ORIGIN}${roomPath}`);
  });

  it('escapes a hostile room title everywhere it is written', async () => {
    const hostile = `</script><script>alert(1)</script>"' onload="x" <b>&amp;`;
    const [saved] = await t.app.db.select({ title: liveRooms.title }).from(liveRooms).where(eq(liveRooms.id, room.roomId));
    await t.app.db.update(liveRooms).set({ title: { vi: hostile, en: hostile, zh: hostile } }).where(eq(liveRooms.id, room.roomId));
    try {
      const html = (await t.app.inject({ url: roomPath })).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('onload="x"');
      // One </script> per script element the page really has.
      expect(html.match(/<\/script>/g)!.length).toBe(html.match(/<script\b/g)!.length);
      expect(titleOf(html)).toBe(`${hostile} – ${vi['route.roomFootball']} | ${vi['app.name']}`);
      expect(metaContent(html, 'og:title')).toBe(titleOf(html));
      const crumbs = ofType(html, 'BreadcrumbList')!.itemListElement as Array<{ name: string }>;
      expect(crumbs.at(-1)!.name).toBe(hostile);
      const preloaded = preloadedOf(html)!;
      expect((preloaded.answers[`GET /live/api/schedule/liveRoom?id=${room.roomId}`]!.data as LiveRoom).title).toBe(hostile);
    } finally {
      await t.app.db.update(liveRooms).set({ title: saved!.title }).where(eq(liveRooms.id, room.roomId));
    }
  });

  it('answers 404 with the SPA document and noindex for a room id that does not exist', async () => {
    const res = await t.app.inject({ url: '/truc-tiep/the-thao/bong-da/khong-co-doi-987654321' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(metaContent(res.body, 'robots')).toBe('noindex');
    expect(titleOf(res.body)).toBe(`${vi['error.notFound.title']} | ${vi['app.name']}`);
    expect(res.body).not.toContain('rel="canonical"');
    expect(jsonLdOf(res.body)).toEqual([]);
  });

  it('answers 404, never a 500, for a room id too large for the API and for a slug that is not a room', async () => {
    expect((await t.app.inject({ url: '/truc-tiep/the-thao/bong-da/a-b-9999999999999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/truc-tiep/the-thao/bong-da/khong-phai-so' })).statusCode).toBe(404);
    // A malformed escape is refused by the router itself (400), before any page is written.
    expect((await t.app.inject({ url: '/truc-tiep/the-thao/bong-da/%E0%A4%A' })).statusCode).toBeLessThan(500);
  });
});

describe('a match page', () => {
  it('names both teams in the title and a SportsEvent, and answers 404 for an unknown fixture', async () => {
    const slug = `${football.slug.includes('-vs-') ? football.slug : 'a-vs-b'}`;
    const res = await t.app.inject({ url: `/tran-dau/${slug}/${football.staticId}?leagueId=${football.leagueId}` });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(`${football.home} vs ${football.away} – ${vi['route.match']} | ${vi['app.name']}`);
    const event = ofType(res.body, 'SportsEvent')!;
    expect(event).toMatchObject({ homeTeam: { name: football.home }, awayTeam: { name: football.away } });
    expect(attrOf(res.body, /<link rel="canonical"[^>]*>/, 'href')).toMatch(new RegExp(`^${ORIGIN}/tran-dau/[a-z0-9-]+-vs-[a-z0-9-]+/${football.staticId}$`));

    const missing = await t.app.inject({ url: '/tran-dau/a-vs-b/2000000000' });
    expect(missing.statusCode).toBe(404);
    expect(metaContent(missing.body, 'robots')).toBe('noindex');
    // A league that is not the match's: the API answers 404, and so does the page.
    const otherLeague = await t.app.inject({ url: `/tran-dau/${slug}/${football.staticId}?leagueId=${football.leagueId! + 1}` });
    expect(otherLeague.statusCode).toBe(404);
  });
});

describe('the live schedule', () => {
  it('has the route title and intro, canonical, hreflang and a breadcrumb', async () => {
    const res = await t.app.inject({ url: '/lich-truc-tiep?ngay=2020-01-01' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(titleOf(html)).toBe(`${vi['route.schedule']} | ${vi['app.name']}`);
    expect(metaContent(html, 'description')).toBe(vi['intro.schedule']);
    expect(attrOf(html, /<link rel="canonical"[^>]*>/, 'href')).toBe(`${ORIGIN}/lich-truc-tiep`);
    expect(hreflangs(html)['zh-Hant']).toBe(`${ORIGIN}/lich-truc-tiep?lang=zh`);
    const crumbs = ofType(html, 'BreadcrumbList')!.itemListElement as Array<{ name: string; item: string }>;
    expect(crumbs).toEqual([
      { '@type': 'ListItem', position: 1, name: vi['app.name'], item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: vi['route.schedule'], item: `${ORIGIN}/lich-truc-tiep` },
    ]);
  });

  it("preloads the route's page chunk and its imports (not those the document already loads)", async () => {
    const html = (await t.app.inject({ url: '/lich-truc-tiep' })).body;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/schedule-page-COLweGi8.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/page-frame-B60aECAT.js">');
    expect(html.match(/icon-AHq6aUYZ\.js/g)).toHaveLength(1);
    expect(html.indexOf('schedule-page-COLweGi8.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('preloads the message files of the entry and the route in the visitor language, when the build wrote them', async () => {
    await t.messageChunks(true);
    try {
      const html = (await t.app.inject({ url: '/lich-truc-tiep?lang=en' })).body;
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/assets/messages/en-aaa.json">');
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/assets/messages/en-bbb.json">');
      expect(html).not.toContain('messages/vi-');
      expect(html).not.toContain('evil.example');
    } finally {
      await t.messageChunks(false);
    }
    const html = (await t.app.inject({ url: '/lich-truc-tiep' })).body;
    expect(html).not.toContain('as="fetch"');
  });
});

describe('the home page', () => {
  it('is titled by the site and its tagline, described by the hero, canonical at the root', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(`${vi['app.name']} – ${vi['app.tagline']}`);
    expect(metaContent(res.body, 'description')).toBe(vi['home.hero.subtitle']);
    expect(attrOf(res.body, /<link rel="canonical"[^>]*>/, 'href')).toBe(`${ORIGIN}/`);
    expect(hreflangs(res.body).en).toBe(`${ORIGIN}/?lang=en`);
    const crumbs = ofType(res.body, 'BreadcrumbList')!.itemListElement as unknown[];
    expect(crumbs).toHaveLength(1);
  });

  it('a private page is not indexed', async () => {
    const res = await t.app.inject({ url: '/tai-khoan/ho-so' });
    expect(res.statusCode).toBe(200);
    expect(metaContent(res.body, 'robots')).toBe('noindex');
  });
});

describe('the language of the answer', () => {
  it('?lang=en answers in English and sets the language cookie for the SPA', async () => {
    const res = await t.app.inject({ url: `${roomPath}?lang=en` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="en" /);
    expect(titleOf(res.body)).toMatch(new RegExp(` – ${en['route.roomFootball']} \\| ${en['app.name']}$`));
    expect(metaContent(res.body, 'description')).toContain(en['intro.schedule']);
    expect(metaContent(res.body, 'og:locale')).toBe('en_US');
    expect(attrOf(res.body, /<link rel="canonical"[^>]*>/, 'href')).toBe(`${ORIGIN}${roomPath}?lang=en`);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^language=en;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toMatch(/HttpOnly/i);
    // The preloaded answers are the English ones, as the SPA (x-language: en) would get them.
    expect(preloadedOf(res.body)!.answers['POST /al/api/live/menu {}']!.msg).toBe('Success');
  });

  it('without ?lang the language cookie decides, and Traditional Chinese is zh-Hant', async () => {
    const res = await t.app.inject({ url: '/lich-truc-tiep', headers: { cookie: 'guest=1; language=zh' } });
    expect(res.body).toMatch(/<html lang="zh-Hant" /);
    expect(titleOf(res.body)).toBe(`${zh['route.schedule']} | ${zh['app.name']}`);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('a hostile ?lang, a huge query or an odd Host answer the Vietnamese page, never a 500', async () => {
    const hostile = await t.app.inject({ url: `/lich-truc-tiep?lang=${encodeURIComponent('"><script>x</script>')}` });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).toMatch(/<html lang="vi" /);
    expect(hostile.headers['set-cookie']).toBeUndefined();
    const huge = await t.app.inject({ url: `/lich-truc-tiep?lang=en&x=${'a'.repeat(20_000)}` });
    expect(huge.statusCode).toBe(200);
    const t2 = await makePageTestApp();
    try {
      const odd = await t2.app.inject({ url: '/', headers: { host: 'evil.example"><script>' } });
      expect(odd.statusCode).toBe(200);
      expect(odd.body).not.toContain('evil.example');
      const plain = await t2.app.inject({ url: '/ve-chung-toi', headers: { host: 'site.example:8443' } });
      expect(attrOf(plain.body, /<link rel="canonical"[^>]*>/, 'href')).toBe('http://site.example:8443/ve-chung-toi');
    } finally {
      await t2.close();
    }
  });
});

describe('unknown addresses', () => {
  it('an address the route table does not know answers 404 with the SPA document, noindex', async () => {
    const res = await t.app.inject({ url: '/khong-ton-tai?lang=en' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(titleOf(res.body)).toBe(`${en['error.notFound.title']} | ${en['app.name']}`);
    expect(metaContent(res.body, 'robots')).toBe('noindex');
  });

  it('an unknown team id answers 404; a known one is named by the team', async () => {
    expect((await t.app.inject({ url: '/doi-bong/ai-do/987654' })).statusCode).toBe(404);
    const res = await t.app.inject({ url: `/doi-bong/ten/${football.homeId}` });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(`${football.home} – ${vi['route.team']} | ${vi['app.name']}`);
    expect(ofType(res.body, 'SportsTeam')).toMatchObject({ name: football.home });
  });
});

describe('the tips pages', () => {
  it('name a tip by its title with its one canonical address, a match by its teams, a list by its category; unknown ones are 404s', async () => {
    const res = await t.app.inject({ url: '/other/api/schedule-tips/list?category=bong-da&type=keo-chau-a&pageSize=1' });
    const tip = (res.json() as Envelope<Page<{ slug: string; title: string; match: MatchSummary }>>).data.list[0]!;
    const viaType = await t.app.inject({ url: `/tip-keo/bong-da/keo-chau-a/${tip.slug}` });
    expect(viaType.statusCode).toBe(200);
    expect(titleOf(viaType.body)).toBe(`${tip.title} – ${vi['route.tipsArticle']} | ${vi['app.name']}`);
    expect(attrOf(viaType.body, /<link rel="canonical"[^>]*>/, 'href')).toBe(`${ORIGIN}/tip-keo/chi-tiet/${tip.slug}`);
    expect((await t.app.inject({ url: '/tip-keo/chi-tiet/khong-co-tip-nay' })).statusCode).toBe(404);

    const match = await t.app.inject({ url: `/tip-keo/bong-da/tran-dau/${tip.match.staticId}` });
    expect(titleOf(match.body)).toBe(`${tip.match.home.name} vs ${tip.match.away.name} – ${vi['route.tipsMatch']} | ${vi['app.name']}`);
    expect((await t.app.inject({ url: '/tip-keo/bong-da/tran-dau/2000000000' })).statusCode).toBe(404);

    const list = await t.app.inject({ url: '/tip-keo/bong-ro/tai-xiu?lang=en' });
    expect(titleOf(list.body)).toBe(`${en['tips.category.bong-ro']} · ${en['tips.section.tai-xiu']} – ${en['route.tipsType']} | ${en['app.name']}`);
    // Only the route's categories and types exist.
    expect((await t.app.inject({ url: '/tip-keo/bong-chuyen' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/tip-keo/bong-da/keo-chau-au' })).statusCode).toBe(404);
  });
});
