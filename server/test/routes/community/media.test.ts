import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { Post } from '../../../../contracts/schemas/community.ts';
import { call, errorOf } from './community-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 120_000);
afterAll(() => t.close());

async function image(url: string) {
  return t.app.inject({ url });
}

describe('GET /media/community/...', () => {
  it.each([
    ['/media/community/group/1.svg', 'Hội CĐV Hà Nội FC'],
    ['/media/community/event/1.svg', 'Xem chung derby Manchester'],
    ['/media/community/chat-room/1.svg', '#'],
    ['/media/community/place/1.svg', 'Sân vận động Quốc gia Mỹ Đình'],
  ])('draws %s as SVG with its title', async (url, title) => {
    const res = await image(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toMatch(/<\/svg>$/);
    // The title may be set on several lines: each of its words is drawn.
    if (title !== '#') for (const word of title.split(' ')) expect(res.body).toContain(word);
    expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect((await image(url)).body).toBe(res.body);
  });

  it('draws every image a seeded post links to, differently per picture', async () => {
    const posts = (await call<Page<Post>>(t, 'GET', 'feed?pageSize=100')).body.data.list.filter((post) => post.images.length > 0);
    expect(posts.length).toBeGreaterThan(5);
    const bodies = new Set<string>();
    for (const post of posts.slice(0, 5)) {
      for (const path of post.images) {
        const res = await image(path);
        expect(res.statusCode, path).toBe(200);
        bodies.add(res.body);
      }
    }
    expect(bodies.size).toBeGreaterThan(4);
  });

  it('covers private groups with a lock and VIP rooms with a crown', async () => {
    const privateGroup = await image('/media/community/group/7.svg');
    const publicGroup = await image('/media/community/group/1.svg');
    expect(privateGroup.body).toContain('<path d="M8 16v-6');
    expect(publicGroup.body).not.toContain('<path d="M8 16v-6');
    expect((await image('/media/community/chat-room/3.svg')).body).toContain('#facc15');
  });

  it.each([
    ['/media/community/group/999.svg', 404],
    ['/media/community/event/999.svg', 404],
    ['/media/community/chat-room/999.svg', 404],
    ['/media/community/place/999.svg', 404],
    ['/media/community/post/999999-1.svg', 404],
    ['/media/community/group/9999999999.svg', 404],
    ['/media/community/group/99999999999.svg', 400],
    ['/media/community/post/1-9.svg', 400],
    ['/media/community/group/abc.svg', 400],
    ['/media/community/group/1.png', 400],
  ])('answers %s with %i', async (url, status) => {
    const res = await image(url);
    expect(res.statusCode).toBe(status);
    const body = res.json<{ code: number; msg: string; data: null }>();
    expect(body.code).toBe(status);
    if (status === 404) expect(body.msg).toBe(`Không tìm thấy ảnh ${url}`);
    else expect(body.msg).toBe('params.file không hợp lệ');
  });

  it('names the missing image in English', async () => {
    const res = await t.app.inject({ url: '/media/community/place/999.svg', headers: { 'x-language': 'en' } });
    expect(errorOf({ status: res.statusCode, body: res.json() })).toEqual({
      status: 404,
      code: 404,
      msg: 'Image not found: /media/community/place/999.svg',
      data: null,
    });
  });
});
