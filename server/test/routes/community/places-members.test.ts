import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../../src/db/schema/community.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { Member, Place, PostStream } from '../../../../contracts/schemas/community.ts';
import { ISO, call, errorOf } from './community-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 120_000);
afterAll(() => t.close());

describe('GET /other/api/community/places', () => {
  it('lists places in Vietnamese cities with coordinates', async () => {
    const { status, body } = await call<Page<Place>>(t, 'GET', 'places?pageSize=100');
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThanOrEqual(20);
    for (const place of body.data.list) {
      expect(place.latitude).toBeGreaterThan(8);
      expect(place.latitude).toBeLessThan(24);
      expect(place.longitude).toBeGreaterThan(102);
      expect(place.longitude).toBeLessThan(110);
      expect(place.photo).toBe(`/media/community/place/${place.id}.svg`);
      expect(place.address.length).toBeGreaterThan(5);
    }
    expect(new Set(body.data.list.map((place) => place.kind))).toEqual(new Set(['stadium', 'cafe', 'court', 'arena']));
  });

  it('filters by city, kind and keyword, and translates', async () => {
    const hanoi = await call<Page<Place>>(t, 'GET', 'places?city=ha-noi&pageSize=100', { lang: 'en' });
    expect(hanoi.body.data.total).toBeGreaterThan(3);
    for (const place of hanoi.body.data.list) expect(place).toMatchObject({ citySlug: 'ha-noi', city: 'Hanoi' });
    const cafes = await call<Page<Place>>(t, 'GET', 'places?kind=cafe', { lang: 'zh' });
    for (const place of cafes.body.data.list) expect(place).toMatchObject({ kind: 'cafe', kindLabel: '運動咖啡館' });
    const keyword = await call<Page<Place>>(t, 'GET', `places?keyword=${encodeURIComponent('my dinh')}`);
    expect(keyword.body.data.list[0]).toMatchObject({ id: 1, name: 'Sân vận động Quốc gia Mỹ Đình', city: 'Hà Nội' });
    const none = await call<Page<Place>>(t, 'GET', 'places?city=atlantis');
    expect(none.body.data).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 20 });
  });

  it.each([
    ['places?kind=beach', 'querystring.kind is invalid'],
    ['places?pageSize=1000', 'querystring.pageSize is invalid'],
    [`places?city=${'x'.repeat(41)}`, 'querystring.city must have at most 40 characters'],
  ])('rejects %s', async (url, msg) => {
    expect(errorOf(await call(t, 'GET', url, { lang: 'en' }))).toEqual({ status: 400, code: 400, msg, data: null });
  });
});

describe('GET /other/api/community/places/{id} and /posts', () => {
  it('answers a place with counts that match its posts', async () => {
    const tagged = await t.app.db.select().from(communityPosts).where(eq(communityPosts.placeId, 13));
    const { status, body } = await call<Place>(t, 'GET', 'places/13', { lang: 'en' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 13, name: 'Minute 90 Café', kind: 'cafe', kindLabel: 'Sports café', city: 'Ho Chi Minh City', postsCount: tagged.length });
    expect(body.data.upcomingEventsCount).toBeGreaterThanOrEqual(0);
    const posts = await call<PostStream>(t, 'GET', 'places/13/posts?pageSize=100');
    const hidden = (post: (typeof tagged)[number]) => post.audience !== 'public' || post.groupId === 7 || post.groupId === 14;
    expect(posts.body.data.list).toHaveLength(tagged.filter((post) => !hidden(post)).length);
    expect(posts.body.data.nextCursor).toBeNull();
    for (const post of posts.body.data.list) expect(post.place?.id).toBe(13);
  });

  it('answers 404 naming the place', async () => {
    expect(errorOf(await call(t, 'GET', 'places/321', { lang: 'en' }))).toEqual({ status: 404, code: 404, msg: 'Place 321 not found', data: null });
    expect(errorOf(await call(t, 'GET', 'places/321/posts', { lang: 'zh' }))).toMatchObject({ status: 404, msg: '找不到地點 321' });
    expect(errorOf(await call(t, 'GET', 'places/abc', { lang: 'en' }))).toMatchObject({ status: 400, msg: 'params.id must be of type integer' });
  });
});

describe('GET /other/api/community/members', () => {
  it('lists members by level, with post counts', async () => {
    const { status, body } = await call<Page<Member>>(t, 'GET', 'members?pageSize=50');
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThanOrEqual(340);
    const levels = body.data.list.map((member) => member.level);
    expect(levels.every((level, i) => i === 0 || levels[i - 1]! >= level)).toBe(true);
    for (const member of body.data.list) {
      expect(Object.keys(member).sort()).toEqual(['createdAt', 'displayName', 'level', 'nickname', 'postsCount', 'profilePicture', 'siteRoleId', 'userId']);
      expect(member.createdAt).toMatch(ISO);
    }
    const author = (await t.app.db.select().from(communityPosts).limit(1))[0]!.authorId;
    const authored = await t.app.db.select().from(communityPosts).where(eq(communityPosts.authorId, author));
    const found = await call<Page<Member>>(t, 'GET', 'members?pageSize=100&pageNum=1');
    const all = [...found.body.data.list];
    for (let page = 2; page <= Math.ceil(found.body.data.total / 100); page++) {
      all.push(...(await call<Page<Member>>(t, 'GET', `members?pageSize=100&pageNum=${page}`)).body.data.list);
    }
    expect(all.find((member) => member.userId === author)?.postsCount).toBe(authored.length);
  });

  it('sorts newest first and searches names with or without diacritics', async () => {
    const newest = await call<Page<Member>>(t, 'GET', 'members?sort=newest&pageSize=30');
    const times = newest.body.data.list.map((member) => member.createdAt);
    expect(times.every((time, i) => i === 0 || times[i - 1]! >= time)).toBe(true);
    const plain = await call<Page<Member>>(t, 'GET', `members?keyword=${encodeURIComponent('nguyen')}&pageSize=100`);
    const marked = await call<Page<Member>>(t, 'GET', `members?keyword=${encodeURIComponent('Nguyễn')}&pageSize=100`);
    expect(plain.body.data.total).toBeGreaterThan(0);
    expect(plain.body.data.total).toBe(marked.body.data.total);
    for (const member of plain.body.data.list) expect(`${member.displayName} ${member.nickname}`.toLowerCase()).toMatch(/nguyễn|nguyen/);
  });

  it.each([
    ['members?sort=alphabetical', 'querystring.sort is invalid'],
    ['members?pageNum=-2', 'querystring.pageNum is invalid'],
  ])('rejects %s', async (url, msg) => {
    expect(errorOf(await call(t, 'GET', url, { lang: 'en' }))).toEqual({ status: 400, code: 400, msg, data: null });
  });
});
