/**
 * The generated pictures as visitors get them: the API's answers name them in the visitor's language
 * (the language in the URL, so caches keep languages apart), the picture routes write that
 * language's words, and every picture drawn from the seeded data is a valid SVG document.
 */
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, Page } from '../../../../contracts/schemas/common.ts';
import type { NewsItem } from '../../../../contracts/schemas/content/news.ts';
import type { PromotionItem } from '../../../../contracts/schemas/content/promotions.ts';
import { eq } from 'drizzle-orm';
import { communityGroups, newsArticles, promotions } from '../../../src/db/schema.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

/** The words a picture draws (its <text> elements, one line each), and the parser's complaints. */
function read(svg: string): { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  let inText = false;
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => errors.push(error.message));
  parser.on('opentag', (tag) => {
    inText = tag.name === 'text';
    if (inText) lines.push('');
  });
  parser.on('closetag', () => {
    inText = false;
  });
  parser.on('text', (text) => {
    if (inText) lines[lines.length - 1] += text;
  });
  parser.write(svg).close();
  return { lines, errors };
}

/** A title's words as the picture's lines show them (joined by spaces, or directly for Chinese). */
const drawn = (lines: string[], lang: string) => lines.join(lang === 'zh' ? '' : ' ');

async function get(url: string, lang?: string) {
  return t.app.inject({ url, headers: lang ? { 'x-language': lang } : {} });
}

describe('pictures in the visitor’s language', () => {
  it.each(['vi', 'en', 'zh'] as const)('a news cover linked by an answer in %s writes the headline in that language', async (lang) => {
    const list = (await get('/other/api/news/list?pageSize=3', lang)).json<Envelope<Page<NewsItem>>>();
    for (const article of list.data.list) {
      expect(article.cover).toBe(lang === 'vi' ? `/media/news/${article.id}.svg` : `/media/news/${article.id}.svg?lang=${lang}`);
      const [row] = await t.app.db.select({ title: newsArticles.title }).from(newsArticles).where(eq(newsArticles.id, article.id));
      const res = await get(article.cover);
      expect(res.headers['content-language']).toBe(lang);
      const { lines } = read(res.body);
      // The tag, then the headline on its lines (whole, or ended with an ellipsis after a whole word).
      const headline = drawn(lines.slice(1, -1), lang);
      const title = row!.title[lang];
      if (headline.endsWith('…')) expect(title.startsWith(headline.slice(0, -1))).toBe(true);
      else expect(headline).toBe(title);
    }
  });

  it('a promotion’s banner writes its title in the visitor’s language', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const list = (await get('/other/api/promotion/list', lang)).json<Envelope<Page<PromotionItem>>>();
      const promotion = list.data.list[0]!;
      expect(promotion.banner).toBe(`/media/promo/${promotion.id}.svg?lang=${lang}`);
      const [row] = await t.app.db.select({ title: promotions.title }).from(promotions).where(eq(promotions.id, promotion.id));
      const text = drawn(read((await get(promotion.banner)).body).lines, lang);
      expect(text).toContain(row!.title[lang].split(/\s|{/)[0]);
      expect(text).not.toContain(row!.title.vi.split(' ').slice(0, 2).join(' '));
    }
  });

  it('a community group’s cover writes its name and topic in the requested language', async () => {
    const [group] = await t.app.db.select().from(communityGroups).where(eq(communityGroups.privacy, 'public')).limit(1);
    const en = drawn(read((await get(`/media/community/group/${group!.id}.svg?lang=en`)).body).lines, 'en');
    const zh = drawn(read((await get(`/media/community/group/${group!.id}.svg?lang=zh`)).body).lines, 'zh');
    expect(en).toContain(group!.name.en.split(' ')[0]);
    expect(zh).toContain([...group!.name.zh][0]);
    expect(en).not.toBe(zh);
  });

  it('the language is in the URL only: a header does not change a picture a cache may hold', async () => {
    const plain = (await get('/media/banner/1.svg')).body;
    expect((await get('/media/banner/1.svg', 'en')).body).toBe(plain);
    expect(drawn(read(plain).lines, 'vi')).toContain('Trực tiếp bóng đá hôm nay');
    expect(drawn(read((await get('/media/banner/1.svg?lang=en')).body).lines, 'en')).toContain('Live football today');
    expect(drawn(read((await get('/media/banner/1.svg?lang=zh')).body).lines, 'zh')).toContain('今日足球直播');
  });
});

describe('pictures drawn from the seeded data', () => {
  const kinds = [
    ...['news', 'highlight', 'short', 'comic', 'promo', 'banner'].flatMap((kind) => [1, 2, 3, 4, 5, 6, 7, 8].map((id) => `/media/${kind}/${id}.svg`)),
    ...['film', 'channel', 'artist', 'album', 'song', 'game'].flatMap((kind) => [1, 2, 3].map((id) => `/media/${kind}/${id}.svg`)),
    ...['group', 'event', 'place', 'chat-room'].flatMap((kind) => [1, 2, 3, 4, 5].map((id) => `/media/community/${kind}/${id}.svg`)),
    ...[1, 2, 3, 4].map((n) => `/media/community/post/${n}-1.svg`),
    '/media/comic-page/1/1/1.svg',
    '/media/comic-page/1/1/2.svg',
  ];

  it('are valid SVG documents in every language', async () => {
    const failures: string[] = [];
    for (const url of kinds) {
      for (const query of ['', '?lang=en', '?lang=zh']) {
        const res = await get(url + query);
        if (res.statusCode === 404) continue;
        const { errors } = read(res.body);
        if (res.statusCode !== 200 || errors.length > 0) failures.push(`${url}${query}: ${res.statusCode} ${errors.join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
