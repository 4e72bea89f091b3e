import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { formatDuration, initials } from '../../../src/routes/content/svg.ts';
import { expectError, memberToken } from './content-helpers.ts';
import type { Envelope, Page } from '../../../../contracts/schemas/common.ts';
import type { NewsItem } from '../../../../contracts/schemas/content/news.ts';
import type { ShortItem } from '../../../../contracts/schemas/content/shorts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

async function picture(url: string) {
  const res = await t.app.inject({ url });
  return { res, text: res.body };
}

describe('GET /media/{kind}/<id>.svg', () => {
  it.each([
    ['news', 1, '<title>'],
    ['highlight', 1, ' - '],
    ['short', 1, '#'],
    ['comic', 12, 'Thủ Môn Số 1'],
    ['promo', 1, '<title>Chào mừng thành viên mới: Tặng 100.000'],
    ['banner', 1, 'Trực tiếp bóng đá hôm nay'],
  ])('draws a cacheable SVG for %s %i', async (kind, id, expected) => {
    const { res, text } = await picture(`/media/${kind}/${id}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(text.endsWith('</svg>')).toBe(true);
    expect(text).toContain(expected);
    expect(text).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(text).not.toMatch(/<script/i);
    // Deterministic: the same id draws the same picture.
    expect((await picture(`/media/${kind}/${id}.svg`)).text).toBe(text);
  });

  it('draws the headline of the article', async () => {
    const res = await t.app.inject({ url: '/other/api/news/detail/x-1' });
    expect(res.statusCode).toBe(404);
    const list = (await t.app.inject({ url: '/other/api/news/list?pageSize=1' })).json<Envelope<Page<NewsItem>>>();
    const article = list.data.list[0]!;
    const { text } = await picture(`/media/news/${article.id}.svg`);
    const firstWords = article.title.split(' ').slice(0, 2).join(' ');
    expect(text).toContain(firstWords.replace(/&/g, '&amp;'));
  });

  it('draws clips members create, with the creator’s name', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/other/api/short-video/create',
      headers: { authorization: memberToken(t, 120) },
      payload: { title: 'Giờ học <bóng đá> & vui', category: 'hai-huoc' },
    });
    const clip = created.json<Envelope<ShortItem>>().data;
    const { res, text } = await picture(clip.thumbnail);
    expect(res.statusCode).toBe(200);
    expect(text).toContain('Giờ học &lt;bóng đá&gt; &amp; vui');
    expect(text).toContain(clip.creator.displayName);
  });

  it('answers 404 for unknown ids and 400 for malformed names', async () => {
    const missing = await t.app.inject({ url: '/media/news/99999.svg', headers: { 'x-language': 'en' } });
    expectError({ status: missing.statusCode, body: missing.json() }, 404, 'Image not found: /media/news/99999.svg');
    const huge = await t.app.inject({ url: '/media/promo/9999999999.svg', headers: { 'x-language': 'en' } });
    expect(huge.statusCode).toBe(404);
    for (const name of ['0.svg', 'abc.svg', '1.png', '-1.svg']) {
      const bad = await t.app.inject({ url: `/media/comic/${name}`, headers: { 'x-language': 'en' } });
      expectError({ status: bad.statusCode, body: bad.json() }, 400, 'params.file is invalid');
    }
  });
});

describe('svg helpers', () => {
  it('formats durations, treating negative or non-numeric ones as 0:00', () => {
    expect(formatDuration(605)).toBe('10:05');
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });

  it('takes initials', () => {
    expect(initials('Hà Nội FC')).toBe('HN');
    expect(initials('Đông Á Thanh Hóa')).toBe('ĐÁ');
  });
});
