import { describe, expect, it } from 'vitest';
import type { MessageItem } from '../../../../contracts/schemas/users/social.ts';
import { loginSeeded, register, usersTestApp } from './helpers.ts';

const { t, call } = usersTestApp();

describe('message list and mark-read', () => {
  it('pages the seeded inbox newest first with a correct total and unread count', async () => {
    const { token } = await loginSeeded(t, 'member150');
    const all = await call('GET', '/live/api/user/message/list', { token });
    expect(all.status).toBe(200);
    const { list, total, pageNum, pageSize, unread } = all.body.data;
    expect(pageNum).toBe(1);
    expect(pageSize).toBe(50);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(list).toHaveLength(total);
    expect(unread).toBe(list.filter((m: MessageItem) => !m.isRead).length);
    const times = list.map((m: MessageItem) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list.some((m: MessageItem) => m.title === 'Chào mừng bạn đến với SânCỏ Live!')).toBe(true);
    for (const m of list) expect(Object.keys(m).sort()).toEqual(['content', 'createdAt', 'id', 'isRead', 'link', 'title', 'type']);

    const page2 = await call('GET', '/live/api/user/message/list?pageNum=2&pageSize=1', { token });
    expect(page2.body.data.list[0].id).toBe(list[1].id);
    expect(page2.body.data.total).toBe(total);

    const system = await call('GET', '/live/api/user/message/list?type=system', { token });
    const activity = await call('GET', '/live/api/user/message/list?type=activity', { token });
    expect(system.body.data.total + activity.body.data.total).toBe(total);
    expect(system.body.data.list.every((m: MessageItem) => m.type === 'system')).toBe(true);

    const zh = await call('GET', '/live/api/user/message/list?type=system', { token, lang: 'zh' });
    expect(zh.body.data.list.some((m: MessageItem) => m.title === '歡迎加入 SânCỏ Live！')).toBe(true);
  });

  it('marks one message read, then all; 404 for a message of someone else', async () => {
    const member = await register(t);
    const before = await call('GET', '/live/api/user/message/list', { token: member.token });
    const [welcome] = before.body.data.list;
    expect(welcome.isRead).toBe(false);
    const res = await call('POST', '/live/api/user/message/mark-read', { token: member.token, payload: { id: welcome.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: welcome.id, isRead: true, unread: 0 });
    const after = await call('GET', '/live/api/user/message/list', { token: member.token });
    expect(after.body.data.list[0].isRead).toBe(true);

    const other = await call('POST', '/live/api/user/message/mark-read', { token: member.token, payload: { id: 1 }, lang: 'en' });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ code: 404, msg: 'Message 1 not found', data: null });

    const seeded = await loginSeeded(t, 'member151');
    const all = await call('POST', '/live/api/user/message/mark-all-read', { token: seeded.token });
    expect(all.status).toBe(200);
    expect(all.body.data.unread).toBe(0);
    const list = await call('GET', '/live/api/user/message/list', { token: seeded.token });
    expect(list.body.data.list.every((m: MessageItem) => m.isRead)).toBe(true);
  });

  it('rejects bad queries and bodies, and callers without a member token', async () => {
    const member = await register(t);
    const cases: [string, string, unknown, string][] = [
      ['GET', '/live/api/user/message/list?type=spam', undefined, 'querystring.type is invalid'],
      ['GET', '/live/api/user/message/list?pageSize=51', undefined, 'querystring.pageSize is invalid'],
      ['GET', '/live/api/user/message/list?pageNum=0', undefined, 'querystring.pageNum is invalid'],
      ['GET', '/live/api/user/message/list?pageNum=abc', undefined, 'querystring.pageNum must be of type integer'],
      ['POST', '/live/api/user/message/mark-read', { id: -1 }, 'body.id is invalid'],
      ['POST', '/live/api/user/message/mark-read', { id: 'x' }, 'body.id must be of type integer'],
      ['POST', '/live/api/user/message/mark-read', { id: 1e20 }, 'body.id is invalid'],
      ['POST', '/live/api/user/message/mark-read', {}, 'body.id is required'],
    ];
    for (const [method, url, payload, msg] of cases) {
      const res = await call(method as 'GET', url, { token: member.token, payload, lang: 'en' });
      expect(res.status, url).toBe(400);
      expect(res.body).toEqual({ code: 400, msg, data: null });
    }
    expect((await call('GET', '/live/api/user/message/list')).status).toBe(401);
    expect((await call('POST', '/live/api/user/message/mark-read', { payload: { id: 1 } })).status).toBe(401);
  });
});

describe('friends', () => {
  it('request → pending on both sides → respond accept → friends, listed with public profiles', async () => {
    const a = await register(t);
    const b = await register(t);
    const sent = await call('POST', '/live/api/user/friend/send-request', { token: a.token, payload: { toUserId: b.userId } });
    expect(sent.status).toBe(200);
    expect(sent.body.data.status).toBe('pending-sent');
    const requestId = sent.body.data.requestId;

    expect((await call('GET', `/live/api/user/friend/is-friend?userId=${b.userId}`, { token: a.token })).body.data).toEqual({
      isFriend: false,
      status: 'pending-sent',
      requestId,
    });
    expect((await call('GET', `/live/api/user/friend/is-friend?userId=${a.userId}`, { token: b.token })).body.data.status).toBe('pending-received');

    const incoming = await call('GET', '/live/api/user/friend/requests', { token: b.token });
    expect(incoming.body.data).toMatchObject({ total: 1, list: [{ requestId, userId: a.userId, nickname: a.username }] });
    const outgoing = await call('GET', '/live/api/user/friend/requests?direction=sent', { token: a.token });
    expect(outgoing.body.data.list[0]).toMatchObject({ requestId, userId: b.userId });

    const again = await call('POST', '/live/api/user/friend/send-request', { token: a.token, payload: { toUserId: b.userId }, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(`You already sent a friend request to user ${b.userId}`);

    const accept = await call('POST', '/live/api/user/friend/respond', { token: b.token, payload: { requestId, accept: true } });
    expect(accept.body.data).toEqual({ requestId, status: 'friends' });
    expect((await call('GET', `/live/api/user/friend/is-friend?userId=${b.userId}`, { token: a.token })).body.data.isFriend).toBe(true);

    const list = await call('GET', '/live/api/user/friend/list', { token: a.token });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({
      userId: b.userId,
      nickname: b.username,
      profilePicture: `/media/avatar/${b.userId}.svg`,
      siteRoleId: 1,
      level: 1,
      requestId,
    });
    const twice = await call('POST', '/live/api/user/friend/respond', { token: b.token, payload: { requestId, accept: false }, lang: 'en' });
    expect(twice.status).toBe(409);
    const already = await call('POST', '/live/api/user/friend/send-request', { token: b.token, payload: { toUserId: a.userId }, lang: 'en' });
    expect(already.status).toBe(409);
    expect(already.body.msg).toBe(`You and user ${a.userId} are already friends`);
  });

  it('asking someone who asked you accepts their request; a declined request may be sent again', async () => {
    const a = await register(t);
    const b = await register(t);
    await call('POST', '/live/api/user/friend/send-request', { token: a.token, payload: { toUserId: b.userId } });
    const back = await call('POST', '/live/api/user/friend/send-request', { token: b.token, payload: { toUserId: a.userId } });
    expect(back.body.data.status).toBe('friends');

    const c = await register(t);
    const sent = await call('POST', '/live/api/user/friend/send-request', { token: a.token, payload: { toUserId: c.userId } });
    const declined = await call('POST', '/live/api/user/friend/respond', { token: c.token, payload: { requestId: sent.body.data.requestId, accept: false } });
    expect(declined.body.data.status).toBe('declined');
    expect((await call('GET', `/live/api/user/friend/is-friend?userId=${c.userId}`, { token: a.token })).body.data.status).toBe('none');
    const resent = await call('POST', '/live/api/user/friend/send-request', { token: a.token, payload: { toUserId: c.userId } });
    expect(resent.body.data).toEqual({ requestId: sent.body.data.requestId, status: 'pending-sent' });
  });

  it('remove withdraws a sent request or ends a friendship; a received request stays to be answered', async () => {
    const a = await register(t);
    const b = await register(t);
    await call('POST', '/live/api/user/friend/send-request', { token: a.token, payload: { toUserId: b.userId } });
    const withdrawn = await call('POST', '/live/api/user/friend/remove', { token: a.token, payload: { userId: b.userId } });
    expect(withdrawn.body.data).toEqual({ isFriend: false, status: 'none', requestId: null });
    expect((await call('GET', '/live/api/user/friend/requests', { token: b.token })).body.data.total).toBe(0);

    const asked = await call('POST', '/live/api/user/friend/send-request', { token: b.token, payload: { toUserId: a.userId } });
    const kept = await call('POST', '/live/api/user/friend/remove', { token: a.token, payload: { userId: b.userId } });
    expect(kept.body.data).toEqual({ isFriend: false, status: 'pending-received', requestId: asked.body.data.requestId });
    await call('POST', '/live/api/user/friend/respond', { token: a.token, payload: { requestId: asked.body.data.requestId, accept: true } });
    expect((await call('GET', `/live/api/user/friend/is-friend?userId=${a.userId}`, { token: b.token })).body.data.isFriend).toBe(true);
    const ended = await call('POST', '/live/api/user/friend/remove', { token: b.token, payload: { userId: a.userId } });
    expect(ended.body.data).toEqual({ isFriend: false, status: 'none', requestId: null });
    expect((await call('GET', `/live/api/user/friend/is-friend?userId=${b.userId}`, { token: a.token })).body.data.status).toBe('none');
    expect((await call('GET', '/live/api/user/friend/list', { token: a.token })).body.data.total).toBe(0);

    const self = await call('POST', '/live/api/user/friend/remove', { token: a.token, payload: { userId: a.userId }, lang: 'en' });
    expect(self.status).toBe(400);
    expect((await call('POST', '/live/api/user/friend/remove', { token: a.token, payload: { userId: 999999 } })).status).toBe(404);
    expect((await call('POST', '/live/api/user/friend/remove', { token: a.token, payload: { userId: 'x' } })).status).toBe(400);
    expect((await call('POST', '/live/api/user/friend/remove', { payload: { userId: b.userId } })).status).toBe(401);
  });

  it('lists the seeded friendships of a member with paging', async () => {
    const { token } = await loginSeeded(t, 'member200');
    const list = await call('GET', '/live/api/user/friend/list?pageSize=1', { token });
    expect(list.body.data.total).toBeGreaterThanOrEqual(1);
    expect(list.body.data.list).toHaveLength(1);
    expect(list.body.data.list[0].userId).not.toBe(200);
  });

  it('rejects self, unknown users, unknown requests and bad input', async () => {
    const a = await register(t);
    const b = await register(t);
    const self = await call('POST', '/live/api/user/friend/send-request', { token: a.token, payload: { toUserId: a.userId }, lang: 'en' });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('You cannot send a friend request to yourself');
    const unknown = await call('POST', '/live/api/user/friend/send-request', { token: a.token, payload: { toUserId: 999999 }, lang: 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('User 999999 not found');
    expect((await call('GET', '/live/api/user/friend/is-friend?userId=999999', { token: a.token })).status).toBe(404);
    expect((await call('GET', `/live/api/user/friend/is-friend?userId=${a.userId}`, { token: a.token })).body.data.status).toBe('self');
    const notMine = await call('POST', '/live/api/user/friend/send-request', { token: a.token, payload: { toUserId: b.userId } });
    const wrongSide = await call('POST', '/live/api/user/friend/respond', {
      token: a.token,
      payload: { requestId: notMine.body.data.requestId, accept: true },
      lang: 'en',
    });
    expect(wrongSide.status).toBe(404);
    expect(wrongSide.body.msg).toBe(`Friend request ${notMine.body.data.requestId} not found`);
    const bad: [string, string, unknown, string][] = [
      ['POST', '/live/api/user/friend/send-request', { toUserId: 'abc' }, 'body.toUserId must be of type integer'],
      ['POST', '/live/api/user/friend/send-request', {}, 'body.toUserId is required'],
      ['GET', '/live/api/user/friend/is-friend?userId=-5', undefined, 'querystring.userId is invalid'],
      ['GET', '/live/api/user/friend/is-friend', undefined, 'querystring.userId is required'],
      ['POST', '/live/api/user/friend/respond', { requestId: 1, accept: 'yes' }, 'body.accept must be of type boolean'],
      ['GET', '/live/api/user/friend/requests?direction=both', undefined, 'querystring.direction is invalid'],
      ['GET', '/live/api/user/friend/list?pageSize=101', undefined, 'querystring.pageSize is invalid'],
    ];
    for (const [method, url, payload, msg] of bad) {
      const res = await call(method as 'GET', url, { token: a.token, payload, lang: 'en' });
      expect(res.status, url).toBe(400);
      expect(res.body).toEqual({ code: 400, msg, data: null });
    }
    for (const url of ['/live/api/user/friend/list', '/live/api/user/friend/is-friend?userId=1', '/live/api/user/friend/requests']) {
      expect((await call('GET', url)).status).toBe(401);
    }
  });
});
