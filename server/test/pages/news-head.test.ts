/** The heads of the /tin-tuc pages: an article's title, canonical, NewsArticle JSON-LD and preloaded answer; 404s for unknown slugs, categories and types. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, Page } from '../../../contracts/schemas/common.ts';
import type { NewsDetail, NewsItem } from '../../../contracts/schemas/content/news.ts';
import { vi, en } from '../../../locales/index.ts';
import { attrOf, jsonLdOf, makePageTestApp, metaContent, preloadedOf, titleOf, type PageTestApp } from './support.ts';

const ORIGIN = 'https://sanco.example';
let t: PageTestApp;
let item: NewsItem;

beforeAll(async () => {
  t = await makePageTestApp({ PUBLIC_URL: ORIGIN });
  const res = await t.app.inject({ url: '/other/api/news/list?category=bong-da&type=tin-moi&pageSize=1' });
  item = (res.json() as Envelope<Page<NewsItem>>).data.list[0]!;
});
afterAll(() => t.close());

type Node = Record<string, unknown>;
const ofType = (html: string, type: string) => jsonLdOf(html).find((node) => node['@type'] === type) as Node | undefined;

describe('a news article page', () => {
  it('is titled by the headline and carries a NewsArticle with its teams, dates and author; its answer is preloaded without counting a view', async () => {
    const res = await t.app.inject({ url: item.path });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(`${item.title} – ${vi['route.newsArticle']} | ${vi['app.name']}`);
    expect(metaContent(res.body, 'og:type')).toBe('article');
    expect(attrOf(res.body, /<link rel="canonical"[^>]*>/, 'href')).toBe(`${ORIGIN}${item.path}`);
    const detail = (await t.app.inject({ url: `/other/api/news/detail/${item.slug}` })).json() as Envelope<NewsDetail>;
    const article = ofType(res.body, 'NewsArticle')!;
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: item.title,
      datePublished: item.publishedAt,
      author: [{ '@type': 'Person', name: item.author }],
      publisher: { '@type': 'Organization', name: vi['app.name'] },
      articleSection: item.category.name,
      url: `${ORIGIN}${item.path}`,
      image: [`${ORIGIN}${item.cover}`],
      timeRequired: `PT${detail.data.readingMinutes}M`,
    });
    const about = article.about as Node[];
    expect(about.map((a) => a.name)).toEqual(expect.arrayContaining(detail.data.teams.map((team) => team.name)));
    const preloaded = preloadedOf(res.body);
    expect(Object.keys(preloaded?.answers ?? {})).toContain(`GET /other/api/news/detail/${item.slug}`);
    expect(detail.data.views).toBe(item.views);
    // The cover the article draws first and largest is asked from the head, before the app finds it.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(attrOf(head, /<link rel="preload" as="image"[^>]*>/, 'href')).toBe(item.cover);
    expect(attrOf(head, /<link rel="preload" as="image"[^>]*>/, 'fetchpriority')).toBe('high');
  });

  it('names its category and type by their names in the breadcrumb, not by the address words', async () => {
    const res = await t.app.inject({ url: item.path });
    const trail = ofType(res.body, 'BreadcrumbList')!.itemListElement as Node[];
    expect(trail.map((crumb) => crumb.name)).toEqual([vi['app.name'], vi['route.news'], item.category.name, item.type.name, item.title]);
  });

  it('speaks English with ?lang=en', async () => {
    const res = await t.app.inject({ url: `${item.path}?lang=en` });
    const article = ofType(res.body, 'NewsArticle')!;
    expect(article.inLanguage).toBe('en');
    expect(titleOf(res.body)).toContain(en['app.name']);
    expect(article.headline).not.toBe(item.title);
  });

  it('answers 404 for an unknown slug, or a category or type that is not the article’s', async () => {
    for (const url of ['/tin-tuc/bong-da/tin-moi/khong-co-bai-nay', item.path.replace('/tin-moi/', '/phong-su/'), item.path.replace('/bong-da/', '/bong-ro/')]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(metaContent(res.body, 'robots')).toBe('noindex');
    }
  });
});

describe('the news list pages', () => {
  it('name their category and type, and answer 404 for unknown ones', async () => {
    const category = await t.app.inject({ url: '/tin-tuc/bong-da' });
    expect(category.statusCode).toBe(200);
    expect(titleOf(category.body)).toContain('Bóng đá Việt Nam');
    const type = await t.app.inject({ url: '/tin-tuc/bong-da/chuyen-nhuong' });
    expect(titleOf(type.body)).toContain('Bóng đá Việt Nam · Chuyển nhượng');
    expect((await t.app.inject({ url: '/tin-tuc/khong-co' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/tin-tuc/bong-ro/chuyen-nhuong' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/tin-tuc' })).statusCode).toBe(200);
  });
});
