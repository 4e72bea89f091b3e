/**
 * The static first paint the server writes before the SPA's root (server/src/pages/static-frame.ts):
 * the page's breadcrumb, title and intro in the visitor's language, escaped, on the pages of the
 * default layout that have a frame; the home page's own; a live room's and a feed's, with the video's poster.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, sportsTeams } from '../../src/db/schema.ts';
import { STATIC_FRAME_ID } from '../../../contracts/constants.ts';
import { vi, en, zh as zhMessages } from '../../../locales/index.ts';
import { firstFeedPageUrl } from '../../../contracts/short-feeds.ts';
import { videoPosterUrl } from '../../../contracts/video-poster.ts';
import { clock, vnDay } from '../../src/clock.ts';
import { makePageTestApp, preloadedOf, type PageTestApp } from './support.ts';

/** The shape scripts/static-frame.ts writes, with the markers of src/app/static-frame.tsx. */
const FRAME = {
  slots: {
    appFirstWord: '__SF_APP_FIRST__',
    appRest: '__SF_APP_REST__',
    trail: '__SF_TRAIL__',
    crumbs: '__SF_CRUMBS__',
    title: '__SF_TITLE__',
    intro: '__SF_INTRO__',
    label: '__SF_LABEL__',
    href: '__SF_HREF__',
    banner: '__SF_BANNER__',
    bannerSrc: '__SF_BANNER_SRC__',
    bannerAlt: '__SF_BANNER_ALT__',
    bannerHref: '__SF_BANNER_HREF__',
  },
  frame: '<header><a href="/">__SF_APP_FIRST__<span> __SF_APP_REST__</span></a></header><main>__SF_TRAIL__<h1>__SF_TITLE__</h1><p class="intro">__SF_INTRO__</p></main>',
  trail: '<nav><ol>__SF_CRUMBS__</ol></nav>',
  crumbLink: { first: '<li><a href="__SF_HREF__">__SF_LABEL__</a></li>', next: '<li>›<a href="__SF_HREF__">__SF_LABEL__</a></li>' },
  crumbCurrent: { first: '<li><span>__SF_LABEL__</span></li>', next: '<li>›<span>__SF_LABEL__</span></li>' },
};

let t: PageTestApp;
beforeAll(async () => {
  t = await makePageTestApp();
  await mkdir(path.join(t.staticDir, '.vite'), { recursive: true });
  await writeFile(path.join(t.staticDir, '.vite', 'static-frame.json'), JSON.stringify(FRAME));
});
afterAll(() => t.close());

const frameOf = (html: string) => new RegExp(`<div id="${STATIC_FRAME_ID}">([\\s\\S]*?)</div>\\s*<div id="root"`).exec(html)?.[1] ?? null;

describe('the static first paint', () => {
  it('writes the page\'s breadcrumb, title and intro before the root, in Vietnamese by default', async () => {
    const html = (await t.app.inject({ url: '/lich-truc-tiep' })).body;
    const frame = frameOf(html);
    expect(frame).not.toBeNull();
    expect(frame).toContain(`<h1>${vi['route.schedule']}</h1>`);
    expect(frame).toContain(`<p class="intro">${vi['intro.schedule']}</p>`);
    expect(frame).toContain(`<li><a href="/">${vi['route.home']}</a></li><li>›<span>${vi['route.schedule']}</span></li>`);
    expect(frame).not.toMatch(/__SF_/);
  });

  it('speaks the visitor\'s language', async () => {
    const frame = frameOf((await t.app.inject({ url: '/lich-truc-tiep?lang=en' })).body);
    expect(frame).toContain(`<h1>${en['route.schedule']}</h1>`);
    expect(frame).toContain(en['intro.schedule']);
  });

  it('shows the name a page carries as its heading, as the SPA does, escaped', async () => {
    const hostile = `</div><script>alert(1)</script>"' <b>&amp;`;
    const [team] = await t.app.db.select({ id: sportsTeams.id }).from(sportsTeams).limit(1);
    await t.app.db.update(sportsTeams).set({ name: { vi: hostile, en: hostile, zh: hostile } }).where(eq(sportsTeams.id, team!.id));
    const res = await t.app.inject({ url: `/doi-bong/doi-bong/${team!.id}` });
    expect(res.statusCode).toBe(200);
    const frame = frameOf(res.body)!;
    expect(frame).not.toContain('<script>');
    expect(frame).toContain(`<h1>&lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39; &lt;b&gt;&amp;amp;</h1>`);
  });

  it('heads a page whose data it does not read with the route\'s title, never with the address words', async () => {
    for (const [url, lang, title] of [['/tivi/viet-nam', 'vi', vi['route.tvNation']], ['/tivi/viet-nam/song-viet-the-thao?lang=en', 'en', en['route.tvChannel']]] as const) {
      const html = (await t.app.inject({ url })).body;
      const frame = frameOf(html)!;
      expect(frame, url).toContain(`<h1>${title}</h1>`);
      expect(html, url).toContain(`<title>${title} | ${(lang === 'vi' ? vi : en)['app.name']}</title>`);
      expect(html, url).not.toMatch(/Viet Nam|Song Viet The Thao/);
    }
  });

  it('names a news article\'s category and type in its breadcrumb as the page does, not by the address words', async () => {
    const list = (await t.app.inject({ url: '/other/api/news/list?category=bong-da&pageSize=1' })).json() as { data: { list: Array<{ path: string; title: string; category: { name: string }; type: { name: string } }> } };
    const article = list.data.list[0]!;
    const frame = frameOf((await t.app.inject({ url: article.path })).body)!;
    expect(frame).toContain(`>${article.category.name}</a></li>`);
    expect(frame).toContain(`>${article.type.name}</a></li>`);
    expect(frame).not.toContain('>Bong Da<');
    // The article's headline is its heading, with nothing before it.
    const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    expect(frame).toContain(`<h1>${html(article.title)}</h1>`);
  });

  it('is left out of the live rooms, of the home page when the build has no home frame, and of the 404 page', async () => {
    expect(frameOf((await t.app.inject({ url: '/' })).body)).toBeNull();
    const missing = await t.app.inject({ url: '/khong-co-trang-nay' });
    expect(missing.statusCode).toBe(404);
    expect(frameOf(missing.body)).toBeNull();
    expect(frameOf((await t.app.inject({ url: '/truc-tiep/casino/phien-1-999999' })).body)).toBeNull();
  });
});

describe('the app boots after the first paint on a page with a frame', () => {
  const bootOf = (html: string) => /<script defer src="\/boot\.js" data-entry="([^"]*)" data-links="([^"]*)"><\/script>/.exec(html);

  it('moves the entry script and the preloads to the boot script and keeps the stylesheet', async () => {
    const html = (await t.app.inject({ url: '/lich-truc-tiep' })).body;
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-Dkaq9os1\.css">/);
    const boot = bootOf(html)!;
    expect(boot[1]).toBe('/assets/index-ClCzbeZz.js');
    const links = JSON.parse(boot[2]!.replace(/&quot;/g, '"')) as Array<{ rel: string; href: string }>;
    expect(links).toContainEqual({ rel: 'modulepreload', href: '/assets/icon-AHq6aUYZ.js' });
    expect(links).toContainEqual({ rel: 'modulepreload', href: '/assets/react-dom-IU3PLoSv.js' });
  });

  it('leaves the scripts as they are on a page without a frame', async () => {
    const html = (await t.app.inject({ url: '/' })).body;
    expect(bootOf(html)).toBeNull();
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-ClCzbeZz\.js"><\/script>/);
  });
});

describe("the home page's static first paint", () => {
  /** A build's home frame: the shell's slots and message slots (src/app/static-frame.tsx HomeStaticFrame). */
  const HOME = '<header><a href="/">__SF_APP_FIRST__<span> __SF_APP_REST__</span></a></header><main><h1>__SF_MSG:home.hero.title__</h1><h2>__SF_MSG:home.live.title__</h2><div data-state="loading"></div><h2>__SF_MSG:home.today.title__</h2><a href="/ket-qua/bong-da">__SF_MSG:home.results.more__</a><span>__SF_MSG:no.such.message__</span><section>__SF_BANNER__</section></main>';
  const HOME_BANNER = { first: '<a href="__SF_BANNER_HREF__"><img src="__SF_BANNER_SRC__" alt="__SF_BANNER_ALT__"></a>', skeleton: '<div data-testid="banner-skeleton"></div>' };
  let h: PageTestApp;
  beforeAll(async () => {
    h = await makePageTestApp();
    await mkdir(path.join(h.staticDir, '.vite'), { recursive: true });
    await writeFile(path.join(h.staticDir, '.vite', 'static-frame.json'), JSON.stringify({ ...FRAME, home: HOME, homeBanner: HOME_BANNER }));
  });
  afterAll(() => h.close());

  it('draws the hero and the sections in the visitor\'s language before the root, with no slot left', async () => {
    for (const [query, t] of [['', vi], ['?lang=en', en]] as const) {
      const frame = frameOf((await h.app.inject({ url: `/${query}` })).body);
      expect(frame, query).not.toBeNull();
      expect(frame).toContain(`<h1>${t['home.hero.title']}</h1>`);
      expect(frame).toContain(`<h2>${t['home.live.title']}</h2>`);
      expect(frame).toContain(`<a href="/ket-qua/bong-da">${t['home.results.more']}</a>`);
      expect(frame).toContain(t['app.name'].split(' ')[0]!);
      // A message the catalogue lacks shows its id, as the SPA would.
      expect(frame).toContain('<span>no.such.message</span>');
      expect(frame).not.toMatch(/__SF_/);
    }
  });

  it("draws the first top banner the home page shows (its picture, title and link), else the banner's skeleton", async () => {
    for (const lang of ['vi', 'en'] as const) {
      const answer = await h.app.inject({ url: '/other/api/banner/list', headers: { 'x-language': lang } });
      const first = (answer.json() as { data: Array<{ image: string; title: string; link: string; position: string }> }).data.find((b) => b.position === 'home-top')!;
      const frame = frameOf((await h.app.inject({ url: `/?lang=${lang}` })).body)!;
      const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      expect(frame).toContain(`<section><a href="${attr(first.link)}"><img src="${attr(first.image)}" alt="${attr(first.title)}"></a></section>`);
    }
    // No banner to show: the skeleton keeps the box.
    await h.app.db.update(banners).set({ active: false });
    try {
      expect(frameOf((await h.app.inject({ url: '/' })).body)).toContain('<section><div data-testid="banner-skeleton"></div></section>');
    } finally {
      await h.app.db.update(banners).set({ active: true });
    }
  });

  it('escapes the texts it writes', async () => {
    const escaped = (await h.app.inject({ url: '/?lang=en' })).body;
    // "Today's fixtures" carries an apostrophe, written as an entity.
    expect(en['home.today.title']).toContain("'");
    expect(frameOf(escaped)).toContain(`<h2>${en['home.today.title'].replace(/'/g, '&#39;')}</h2>`);
  });

  it('leaves the other pages their own frame, and boots the app after the paint', async () => {
    const schedule = frameOf((await h.app.inject({ url: '/lich-truc-tiep' })).body)!;
    expect(schedule).toContain(`<h1>${vi['route.schedule']}</h1>`);
    expect(schedule).not.toContain(vi['home.hero.title']);
    const html = (await h.app.inject({ url: '/' })).body;
    expect(html).toMatch(/<script defer src="\/boot\.js" data-entry="\/assets\/index-ClCzbeZz\.js"/);
  });
});

describe("the first paint of a live room and of a short-video feed: the video's poster", () => {
  /** A build's frames (src/app/static-frame.tsx RoomStaticFrame, FeedStaticFrame), React's preload of the poster first. */
  const PRELOAD = '<link rel="preload" as="image" href="__SF_POSTER_SRC__" fetchPriority="high"/>';
  const ROOM = `${PRELOAD}<header>__SF_APP_FIRST__</header><main><div class="player"><img src="__SF_POSTER_SRC__" alt="" width="640" height="360" fetchPriority="high"/></div><span>__SF_MSG:room.live__</span><span>__SF_TAG__</span><h1>__SF_TITLE__</h1></main>`;
  const FEED = `${PRELOAD}<header>__SF_APP_FIRST__</header><main><h1>__SF_TITLE__</h1><nav aria-label="__SF_MSG:tabs.shorts.label__"></nav><img src="__SF_POSTER_SRC__" alt="" width="360" height="640" fetchPriority="high"/></main>`;
  const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
  type Row = { roomId: number; status: number; users: Array<{ streamLink: string }> };
  type Room = { roomId: number; modeSlug: string; slug: string; title: string; modeName: string; cover: string; status: string; streamLink: string };
  let p: PageTestApp;
  beforeAll(async () => {
    p = await makePageTestApp();
    await mkdir(path.join(p.staticDir, '.vite'), { recursive: true });
    const slots = { ...FRAME.slots, posterSrc: '__SF_POSTER_SRC__', tag: '__SF_TAG__' };
    await writeFile(path.join(p.staticDir, '.vite', 'static-frame.json'), JSON.stringify({ ...FRAME, slots, room: ROOM, feeds: { shorts: FEED, shortsTrending: FEED } }));
  });
  afterAll(() => p.close());

  /** A room of today's schedule with its stream on (live) or off, as the API gives it in `lang`. */
  async function roomOf(live: boolean, lang: 'vi' | 'en'): Promise<Room> {
    const rows = (await p.app.inject({ url: `/live/api/schedule/liveSchedule?date=${vnDay(clock.now())}&timezone=Asia%2FHo_Chi_Minh&pageSize=200` })).json() as { data: { list: Row[] } };
    for (const row of rows.data.list) {
      const room = ((await p.app.inject({ url: `/live/api/schedule/liveRoom?id=${row.roomId}`, headers: { 'x-language': lang } })).json() as { data: Room }).data;
      if ((room.status === 'live' && room.streamLink !== '') === live) return room;
    }
    throw new Error(`no ${live ? 'live' : 'offline'} room today`);
  }

  it("draws a live room's cover in the player's box, sized and fetched first, with the room's mode and title, in the visitor's language", async () => {
    for (const lang of ['vi', 'en'] as const) {
      const room = await roomOf(true, lang);
      const html = (await p.app.inject({ url: `/truc-tiep/${room.modeSlug}/${room.slug}-${room.roomId}?lang=${lang}` })).body;
      const frame = frameOf(html)!;
      const poster = attr(videoPosterUrl(room.cover));
      expect(poster).toContain('poster=1');
      expect(frame, lang).toContain(`<div class="player"><img src="${poster}" alt="" width="640" height="360" fetchPriority="high"/></div>`);
      expect(frame).toContain(`<span>${(lang === 'vi' ? vi : en)['room.live']}</span><span>${attr(room.modeName)}</span><h1>${attr(room.title)}</h1>`);
      // The poster's preload is in the head, once.
      expect(headOf(html)).toContain(`<link rel="preload" as="image" href="${poster}" fetchPriority="high"/>`);
      expect(html.split('rel="preload" as="image"')).toHaveLength(2);
      expect(frame).not.toMatch(/__SF_/);
    }
  });

  it("leaves an offline room (no player) without a frame, as before", async () => {
    const room = await roomOf(false, 'vi');
    const html = (await p.app.inject({ url: `/truc-tiep/${room.modeSlug}/${room.slug}-${room.roomId}` })).body;
    expect(frameOf(html)).toBeNull();
    expect(html).not.toContain('rel="preload" as="image"');
  });

  it("draws the feed's first clip's poster at the address the API gives in the visitor's language, preloaded, the answer written for a guest only", async () => {
    for (const lang of ['vi', 'en', 'zh'] as const) {
      const list = (await p.app.inject({ url: firstFeedPageUrl('kham-pha'), headers: { 'x-language': lang } })).json() as { data: { list: Array<{ thumbnail: string }> } };
      const thumbnail = list.data.list[0]!.thumbnail;
      // As the API names it: the language in the address but for Vietnamese.
      expect(thumbnail.includes(`?lang=${lang}`)).toBe(lang !== 'vi');
      const poster = attr(videoPosterUrl(thumbnail));
      for (const cookie of ['', 'guest=0']) {
        const html = (await p.app.inject({ url: `/video-ngan?lang=${lang}`, headers: cookie ? { cookie } : {} })).body;
        const frame = frameOf(html)!;
        const words = { vi, en, zh: zhMessages }[lang];
        expect(frame, `${lang} ${cookie}`).toContain(`<h1>${attr(words['route.shorts'])}</h1><nav aria-label="${attr(words['tabs.shorts.label'])}"></nav><img src="${poster}" alt="" width="360" height="640" fetchPriority="high"/>`);
        expect(headOf(html)).toContain(`<link rel="preload" as="image" href="${poster}" fetchPriority="high"/>`);
        // The list marks a member's likes: written into the page for a guest only.
        const answers = Object.keys(preloadedOf(html)?.answers ?? {});
        expect(answers.some((key) => key.startsWith('GET /other/api/short-video/list')), `${lang} ${cookie}`).toBe(cookie === '');
      }
    }
  });

  it('draws the trending tab with its own first clip', async () => {
    const list = (await p.app.inject({ url: firstFeedPageUrl('xu-huong') })).json() as { data: { list: Array<{ thumbnail: string }> } };
    const frame = frameOf((await p.app.inject({ url: '/video-ngan/xu-huong' })).body)!;
    expect(frame).toContain(`<h1>${vi['route.shortsTrending']}</h1>`);
    expect(frame).toContain(`<img src="${attr(videoPosterUrl(list.data.list[0]!.thumbnail))}"`);
  });
});
