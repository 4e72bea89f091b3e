/** /robots.txt, the sitemap index and the sitemaps of each area (server/src/pages/sitemap.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoute } from '../../../contracts/route-table.ts';
import { SITEMAP_AREAS } from '../../src/pages/sitemap-areas.ts';
import { makeTestApp, type TestApp } from '../test-app.ts';
import { parseXml, childrenNamed, type XmlElement } from './xml.ts';

const ORIGIN = 'https://sanco.example';
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ PUBLIC_URL: ORIGIN });
});
afterAll(() => t.close());

const text = (element: XmlElement, name: string) => childrenNamed(element, name)[0]?.text ?? null;

async function sitemap(url: string): Promise<XmlElement> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  return parseXml(res.body);
}

/** Every <url> of an urlset: its address, lastmod and alternates, after checking the shape. */
function urlsOf(set: XmlElement): Array<{ loc: string; lastmod: string | null; alternates: Record<string, string> }> {
  expect(set.name).toBe('urlset');
  expect(set.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(set.attributes['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return childrenNamed(set, 'url').map((url) => {
    const links = childrenNamed(url, 'xhtml:link');
    for (const link of links) expect(link.attributes.rel).toBe('alternate');
    return { loc: text(url, 'loc')!, lastmod: text(url, 'lastmod'), alternates: Object.fromEntries(links.map((l) => [l.attributes.hreflang!, l.attributes.href!])) };
  });
}

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of accounts, development tools and the API, and points at the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/tai-khoan/', '/dev/', '/api/', '/live/api/', '/other/api/', '/al/api/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('the sitemaps', () => {
  it('/sitemap.xml is a sitemap index of one sitemap per area', async () => {
    const index = await sitemap('/sitemap.xml');
    expect(index.name).toBe('sitemapindex');
    expect(index.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = childrenNamed(index, 'sitemap').map((s) => text(s, 'loc'));
    for (const area of ['pages', 'live', 'matches', 'leagues', 'teams', 'players', 'news', 'highlights', 'films', 'music']) {
      expect(locs).toContain(`${ORIGIN}/sitemaps/${area}.xml`);
    }
    for (const loc of locs) expect(loc).toMatch(new RegExp(`^${ORIGIN}/sitemaps/[a-z]+(-\\d+)?\\.xml$`));
    // Each one it names is there.
    for (const loc of locs) expect((await t.app.inject({ url: loc!.slice(ORIGIN.length) })).statusCode).toBe(200);
  });

  it('an area lists its addresses with alternates in vi, en, zh-Hant and x-default, each a page the site knows', async () => {
    const urls = urlsOf(await sitemap('/sitemaps/live.xml'));
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      expect(url.loc.startsWith(`${ORIGIN}/truc-tiep/`)).toBe(true);
      const path = url.loc.slice(ORIGIN.length);
      expect(matchRoute(path), path).not.toBeNull();
      expect(url.alternates).toEqual({ vi: url.loc, en: `${url.loc}?lang=en`, 'zh-Hant': `${url.loc}?lang=zh`, 'x-default': url.loc });
    }
    // A room's address in the sitemap is the address its page calls canonical.
    const page = await t.app.inject({ url: urls[0]!.loc.slice(ORIGIN.length) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${urls[0]!.loc}" />`);
  });

  it("the board lists its groups, places and open events, never a private group's event", async () => {
    const locs = urlsOf(await sitemap('/sitemaps/community.xml')).map((url) => url.loc.slice(ORIGIN.length));
    expect(locs).toContain('/bang-ton/nhom/14');
    expect(locs).toContain('/bang-ton/su-kien/1');
    // Event 10 belongs to the private group 14.
    expect(locs).not.toContain('/bang-ton/su-kien/10');
  });

  it('dated content carries lastmod; static pages leave out the visitor\'s own', async () => {
    const news = urlsOf(await sitemap('/sitemaps/news.xml'));
    const articles = news.filter((u) => matchRoute(u.loc.slice(ORIGIN.length))?.route.id === 'newsArticle');
    expect(articles.length).toBeGreaterThan(0);
    for (const a of articles) expect(a.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
    const pages = urlsOf(await sitemap('/sitemaps/pages.xml')).map((u) => u.loc.slice(ORIGIN.length));
    expect(pages).toContain('/');
    expect(pages).toContain('/lich-truc-tiep');
    expect(pages).not.toContain('/tip-keo/tip-cua-toi');
    expect(pages.some((p) => p.startsWith('/tai-khoan'))).toBe(false);
  });

  it("every area's addresses land on the route they are meant for", async () => {
    for (const area of Object.keys(SITEMAP_AREAS)) {
      const urls = urlsOf(await sitemap(`/sitemaps/${area}.xml`));
      expect(urls.length, area).toBeLessThanOrEqual(50_000);
      for (const url of urls) expect(matchRoute(url.loc.slice(ORIGIN.length)), url.loc).not.toBeNull();
    }
    const matches = urlsOf(await sitemap('/sitemaps/matches.xml'));
    expect(matches.length).toBeGreaterThan(0);
    expect((await t.app.inject({ url: matches[0]!.loc.slice(ORIGIN.length) })).statusCode).toBe(200);
  });

  it('an unknown area or part is a plain 404, not a page', async () => {
    for (const url of ['/sitemaps/nothing.xml', '/sitemaps/live-2.xml', '/sitemaps/live.txt', '/sitemaps/%3Cx%3E.xml']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<html');
    }
  });

  it('are limited like every other request', async () => {
    const limited = await makeTestApp({ RATE_LIMIT_READS: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.app.inject({ url: '/robots.txt' })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
