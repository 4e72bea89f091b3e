import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityChatRoomFollows } from '../../../src/db/schema/community.ts';
import { dayCurve } from '../../../src/routes/community/chat-rooms-data.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { ChatRoom } from '../../../../contracts/schemas/community.ts';
import { ISO, call, errorOf } from './community-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 120_000);
afterAll(() => t.close());

const ROOM_KEYS = ['cover', 'createdAt', 'following', 'id', 'isVip', 'membersCount', 'name', 'onlineCount', 'owner', 'tags', 'topic'];
const FAN = 333;

describe('GET /other/api/community/chat-rooms', () => {
  it('lists rooms by followers, each with an online count within its members', async () => {
    const { status, body } = await call<Page<ChatRoom>>(t, 'GET', 'chat-rooms?pageSize=50');
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThanOrEqual(20);
    const members = body.data.list.map((room) => room.membersCount);
    expect(members.every((n, i) => i === 0 || members[i - 1]! >= n)).toBe(true);
    for (const room of body.data.list) {
      expect(Object.keys(room).sort()).toEqual(ROOM_KEYS);
      expect(room.cover).toBe(`/media/community/chat-room/${room.id}.svg`);
      expect(room.onlineCount).toBeGreaterThanOrEqual(0);
      expect(room.onlineCount).toBeLessThanOrEqual(room.membersCount);
      expect(room.owner.siteRoleId).toBe(2);
      expect(room.createdAt).toMatch(ISO);
      expect(room.tags.length).toBeGreaterThan(0);
    }
    const rows = await t.app.db.select().from(communityChatRoomFollows).where(eq(communityChatRoomFollows.roomId, body.data.list[0]!.id));
    expect(body.data.list[0]!.membersCount).toBe(rows.length);
  });

  it('sorts by online and newest, filters by tag, VIP and keyword, and translates', async () => {
    const online = await call<Page<ChatRoom>>(t, 'GET', 'chat-rooms?sort=online&pageSize=50');
    const counts = online.body.data.list.map((room) => room.onlineCount);
    expect(counts.every((n, i) => i === 0 || counts[i - 1]! >= n)).toBe(true);
    const newest = await call<Page<ChatRoom>>(t, 'GET', 'chat-rooms?sort=newest&pageSize=50');
    const times = newest.body.data.list.map((room) => room.createdAt);
    expect(times.every((time, i) => i === 0 || times[i - 1]! >= time)).toBe(true);
    const esport = await call<Page<ChatRoom>>(t, 'GET', 'chat-rooms?tag=esport', { lang: 'en' });
    expect(esport.body.data.total).toBeGreaterThanOrEqual(3);
    for (const room of esport.body.data.list) expect(room.tags).toContainEqual({ slug: 'esport', label: 'Esports' });
    const vip = await call<Page<ChatRoom>>(t, 'GET', 'chat-rooms?vip=true');
    for (const room of vip.body.data.list) expect(room.isVip).toBe(true);
    const keyword = await call<Page<ChatRoom>>(t, 'GET', `chat-rooms?keyword=${encodeURIComponent('ngoai hang anh')}`, { lang: 'zh' });
    expect(keyword.body.data.list[0]).toMatchObject({ id: 1, name: '英超圓桌' });
  });

  it.each([
    ['chat-rooms?sort=loudest', 'querystring.sort is invalid'],
    ['chat-rooms?vip=perhaps', 'querystring.vip must be of type boolean'],
    [`chat-rooms?tag=${'t'.repeat(33)}`, 'querystring.tag must have at most 32 characters'],
  ])('rejects %s', async (url, msg) => {
    expect(errorOf(await call(t, 'GET', url, { lang: 'en' }))).toEqual({ status: 400, code: 400, msg, data: null });
  });
});

describe('online counts', () => {
  it('follow a daily curve that peaks at 21:00 Vietnam time', () => {
    expect(dayCurve(new Date('2026-11-20T14:00:00Z'))).toBeCloseTo(1, 5);
    expect(dayCurve(new Date('2026-11-20T02:00:00Z'))).toBeCloseTo(0.35, 5);
    expect(dayCurve(new Date('2026-11-20T20:00:00Z'))).toBeGreaterThan(0.35);
  });
});

describe('GET /other/api/community/chat-rooms/explore', () => {
  it('answers the busiest rooms, the newest rooms and tag counts', async () => {
    const { status, body } = await call<{ popular: ChatRoom[]; newest: ChatRoom[]; tags: { slug: string; label: string; roomsCount: number }[] }>(
      t,
      'GET',
      'chat-rooms/explore',
      { lang: 'en' },
    );
    expect(status).toBe(200);
    expect(body.data.popular).toHaveLength(8);
    expect(body.data.newest).toHaveLength(8);
    const online = body.data.popular.map((room) => room.onlineCount);
    expect(online.every((n, i) => i === 0 || online[i - 1]! >= n)).toBe(true);
    expect(body.data.newest[0]!.createdAt >= body.data.newest[7]!.createdAt).toBe(true);
    expect(body.data.tags.find((tag) => tag.slug === 'football')).toMatchObject({ label: 'Football' });
    expect(body.data.tags.find((tag) => tag.slug === 'football')!.roomsCount).toBeGreaterThan(5);
  });
});

describe('follow, unfollow and /chat-rooms/following', () => {
  it('follows idempotently, lists followed rooms newest first, and unfollows', async () => {
    const before = (await call<ChatRoom>(t, 'GET', 'chat-rooms/21', { as: FAN })).body.data;
    if (before.following) await call(t, 'DELETE', 'chat-rooms/21/follow', { as: FAN });
    const base = (await call<ChatRoom>(t, 'GET', 'chat-rooms/21')).body.data.membersCount;
    const followed = await call(t, 'PUT', 'chat-rooms/21/follow', { as: FAN });
    expect(followed.body.data).toEqual({ roomId: 21, following: true, membersCount: base + 1 });
    expect((await call(t, 'PUT', 'chat-rooms/21/follow', { as: FAN })).body.data).toEqual({ roomId: 21, following: true, membersCount: base + 1 });
    await call(t, 'PUT', 'chat-rooms/22/follow', { as: FAN });
    const following = await call<Page<ChatRoom>>(t, 'GET', 'chat-rooms/following?pageSize=100', { as: FAN });
    expect(following.status).toBe(200);
    expect(following.body.data.list.slice(0, 2).map((room) => room.id)).toEqual([22, 21]);
    for (const room of following.body.data.list) expect(room.following).toBe(true);
    const unfollowed = await call(t, 'DELETE', 'chat-rooms/21/follow', { as: FAN });
    expect(unfollowed.body.data).toEqual({ roomId: 21, following: false, membersCount: base });
    expect((await call(t, 'DELETE', 'chat-rooms/21/follow', { as: FAN })).status).toBe(200);
  });

  it('answers 401 without a member token, 404 for unknown rooms', async () => {
    expect(errorOf(await call(t, 'GET', 'chat-rooms/following'))).toMatchObject({ status: 401 });
    expect(errorOf(await call(t, 'PUT', 'chat-rooms/1/follow'))).toMatchObject({ status: 401 });
    expect(errorOf(await call(t, 'DELETE', 'chat-rooms/1/follow'))).toMatchObject({ status: 401 });
    expect(errorOf(await call(t, 'PUT', 'chat-rooms/999/follow', { as: FAN, lang: 'en' }))).toEqual({
      status: 404,
      code: 404,
      msg: 'Chat room 999 not found',
      data: null,
    });
    expect(errorOf(await call(t, 'DELETE', 'chat-rooms/999/follow', { as: FAN }))).toMatchObject({ status: 404 });
  });
});

describe('GET /other/api/community/chat-rooms/{id}', () => {
  it('answers one room in the request language', async () => {
    const { status, body } = await call<ChatRoom>(t, 'GET', 'chat-rooms/3', { lang: 'en' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 3, name: 'Tips Corner', isVip: true, tags: [{ slug: 'tips', label: 'Tips' }, { slug: 'football', label: 'Football' }] });
  });

  it('answers 404 naming the room and 400 for bad ids', async () => {
    expect(errorOf(await call(t, 'GET', 'chat-rooms/999'))).toEqual({ status: 404, code: 404, msg: 'Không tìm thấy phòng chat 999', data: null });
    expect(errorOf(await call(t, 'GET', 'chat-rooms/abc', { lang: 'en' }))).toMatchObject({ status: 400, msg: 'params.id must be of type integer' });
  });
});
