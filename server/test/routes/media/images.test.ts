import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initials } from '../../../src/routes/media/svg.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { SETUP_TIMEOUT } from './media-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const svg = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('generated artwork', () => {
  it.each([
    ['/media/film/1.svg', 'Mùa Nước Nổi', 'Tâm lý'],
    ['/media/channel/2.svg', 'SVTT', 'Sóng Việt Thể Thao'],
    ['/media/artist/1.svg', 'MK', 'Minh Khang'],
    ['/media/album/11.svg', 'Mưa Tháng Sáu', 'Minh Khang'],
    ['/media/song/2.svg', 'Chiếc ô màu xanh', 'Minh Khang'],
    ['/media/game/13.svg', 'Sút Phạt Đền', 'Thể thao'],
  ])('%s draws the row it names', async (url, first, second) => {
    const res = await svg(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toContain(first);
    expect(res.body).toContain(second);
    expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect((await svg(url)).body).toBe(res.body);
  });

  it('writes titles in ?lang only: the URL, which caches key on, names the language', async () => {
    expect((await svg('/media/film/1.svg?lang=en')).body).toContain('The Flood Season');
    expect((await svg('/media/film/1.svg?lang=zh')).body).toContain('浮水季節');
    expect((await svg('/media/film/1.svg', { 'x-language': 'zh' })).body).toContain('Mùa Nước Nổi');
    expect((await svg('/media/game/13.svg?lang=fr')).body).toContain('Sút Phạt Đền');
  });

  it('draws different pictures for different ids', async () => {
    const one = (await svg('/media/song/1.svg')).body;
    const two = (await svg('/media/song/2.svg')).body;
    expect(one).not.toBe(two);
  });

  it('answers 404 naming the image for unknown ids, 400 for malformed names', async () => {
    for (const url of ['/media/film/999.svg', '/media/game/9999999999.svg', '/media/channel/77.svg']) {
      const res = await svg(url, { 'x-language': 'en' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: `Image not found: ${url}`, data: null });
    }
    for (const url of ['/media/film/0.svg', '/media/film/abc.svg', '/media/film/1.png', '/media/film/-1.svg', '/media/film/12345678901.svg']) {
      const res = await svg(url, { 'x-language': 'en' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: 'params.file is invalid', data: null });
    }
  });
});

describe('svg helpers', () => {
  it('takes initials from the first and last word, skipping "Nhóm"', () => {
    expect(initials('Minh Khang')).toBe('MK');
    expect(initials('Nhóm Gió Mùa')).toBe('GM');
    expect(initials('Đan')).toBe('Đ');
    expect(initials('')).toBe('?');
  });
});

describe('the API reference', () => {
  // The calls are documented under their own areas (server/test/endpoints.test.ts); the media tag
  // keeps the files: the generated images, the subtitles and the songs' audio.
  it('documents the media files under the media tag', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    const media = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.tags?.includes('media'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(media.sort()).toEqual([
      'GET /media/album/{file}',
      'GET /media/artist/{file}',
      'GET /media/audio/{file}',
      'GET /media/channel/{file}',
      'GET /media/film/{file}',
      'GET /media/game/{file}',
      'GET /media/song/{file}',
      'GET /media/subtitles/{kind}/{file}',
    ]);
  });
});
