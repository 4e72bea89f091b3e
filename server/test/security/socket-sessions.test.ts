/**
 * Replays of the attack on open sockets: a member's socket outlived its session (logout, password
 * change or reset, a device ended, a refresh token used twice) and its token's expiry, and went on
 * receiving the member's notifications and private messages, its sends acknowledged. Now the
 * session's sockets close at once (4001), and a token that runs out unrenewed closes its socket
 * (4002); a socket that renewed its token (`auth`) goes on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSE_SESSION_ENDED, CHAT_CLOSE_TOKEN_EXPIRED } from '../../../contracts/constants.ts';
import type { Session } from '../../../contracts/schemas/users/account.ts';
import { clock, setClock } from '../../src/clock.ts';
import { REUSE_LEEWAY_MS } from '../../src/routes/account/sessions.ts';
import { ChatClient, guestToken, listeningApp, type Frame, type ListeningApp } from '../chat/chat-client.ts';
import { SETUP_TIMEOUT, caller, latestCode, register } from '../routes/account/helpers.ts';

let t: ListeningApp;
let call: ReturnType<typeof caller>;
const sockets: ChatClient[] = [];
beforeAll(async () => {
  t = await listeningApp({ RATE_LIMIT_AUTH: '10000', CODES_PER_HOUR: '1000' });
  call = caller(t);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await t.close();
});

const ACCESS_TTL_MS = 1800 * 1000;
type Member = Awaited<ReturnType<typeof register>>;

async function open(token: string, language?: string): Promise<ChatClient> {
  const socket = await ChatClient.open(t.wsUrl, { token, ...(language ? { language } : {}) });
  sockets.push(socket);
  return socket;
}

const inboxTopic = (member: Member) => `/topic/user.${member.userId}`;
const privateTopic = (a: Member, b: Member) => `/topic/private.dm-${Math.min(a.userId, b.userId)}-${Math.max(a.userId, b.userId)}`;
const welcomeOf = (socket: ChatClient) => socket.frames.find((f) => f.type === 'welcome') as Frame & { user: { userId: number } | null; expiresInMs?: number };
const pushes = (socket: ChatClient) => socket.frames.filter((f) => f.type === 'inbox' && f.snapshot === false);

/** The member's socket, following their inbox and a private conversation: what the attacker kept reading. */
async function following(member: Member, other: Member, token = member.token): Promise<ChatClient> {
  const socket = await open(token);
  await socket.subscribe(inboxTopic(member));
  await socket.subscribe(privateTopic(member, other));
  return socket;
}

/** Another signed-in device of the member. */
async function signIn(member: Member): Promise<Session & { refreshToken: string }> {
  const res = await call<Session & { refreshToken: string }>('POST', '/live/api/user/login', { payload: { username: member.username, password: member.password } });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Runs `task` with the server clock stopped `ms` from now; the clock runs again afterwards. */
async function later<T>(ms: number, task: () => Promise<T>): Promise<T> {
  const at = clock.now() + ms;
  const restore = setClock(() => at);
  try {
    return await task();
  } finally {
    restore();
  }
}

describe('a session that ends closes its sockets at once', () => {
  it('logout: the session\'s sockets close with 4001; another device of the member keeps its socket', async () => {
    const [a, b] = [await register(t), await register(t)];
    const phone = await signIn(a);
    const socket = await following(a, b);
    const kept = await following(a, b, phone.token);
    const res = await call('POST', '/live/api/user/logout', { token: a.token, payload: { refreshToken: a.refreshToken } });
    expect(res.status).toBe(200);
    expect(await socket.closed()).toBe(CHAT_CLOSE_SESSION_ENDED);
    // The member's private conversation goes on only on the device still signed in.
    const talker = await open(b.token);
    await talker.subscribe(privateTopic(a, b));
    talker.send({ type: 'send', topic: privateTopic(a, b), path: '/chat.sendMessagePrivate', ref: 'dm-1', message: { originalMessage: 'Còn đó không?', toUserId: a.userId } });
    expect(await talker.reply('dm-1')).toMatchObject({ type: 'ack' });
    await kept.waitFor((f) => f.type === 'message' && f.topic === privateTopic(a, b));
    expect(socket.messages(privateTopic(a, b))).toEqual([]);
  });

  it('password change: every socket of the member closes, the attacker\'s copy too; the new token opens a member socket', async () => {
    const [a, b] = [await register(t), await register(t)];
    const phone = await signIn(a);
    const stolen = await following(a, b);
    const own = await following(a, b, phone.token);
    const res = await call<{ token: string }>('POST', '/live/api/user/change-password', {
      token: a.token,
      payload: { currentPassword: a.password, newPassword: 'trăng rằm tháng tám 91' },
    });
    expect(res.status).toBe(200);
    expect(await stolen.closed()).toBe(CHAT_CLOSE_SESSION_ENDED);
    expect(await own.closed()).toBe(CHAT_CLOSE_SESSION_ENDED);
    const fresh = await open(res.body.data.token);
    expect(welcomeOf(fresh).user?.userId).toBe(a.userId);
    await fresh.subscribe(inboxTopic(a));
  });

  it('password reset with a code: every socket of the member closes', async () => {
    const [a, b] = [await register(t), await register(t)];
    const socket = await following(a, b);
    expect((await call('POST', '/live/api/user/send-email', { payload: { email: a.email, purpose: 'reset' } })).status).toBe(200);
    const code = await latestCode(t, a.email);
    const res = await call('POST', '/live/api/user/forgot-password', { payload: { email: a.email, code, newPassword: 'mưa ngâu tháng bảy 37' } });
    expect(res.status).toBe(200);
    expect(await socket.closed()).toBe(CHAT_CLOSE_SESSION_ENDED);
  });

  it('a device ended from the account page, or all the others: their sockets close, this one\'s stays', async () => {
    const [a, b] = [await register(t), await register(t)];
    const [phone, tablet] = [await signIn(a), await signIn(a)];
    const here = await following(a, b);
    const onPhone = await following(a, b, phone.token);
    const onTablet = await following(a, b, tablet.token);
    const list = await call<{ list: Array<{ id: string; current: boolean }> }>('GET', '/live/api/user/sessions', { token: phone.token });
    const phoneSession = list.body.data.list.find((s) => s.current)!.id;
    expect((await call('POST', '/live/api/user/sessions/end', { token: a.token, payload: { id: phoneSession } })).status).toBe(200);
    expect(await onPhone.closed()).toBe(CHAT_CLOSE_SESSION_ENDED);
    expect(onTablet.closeCode).toBeNull();
    expect((await call('POST', '/live/api/user/sessions/end-others', { token: a.token, payload: {} })).status).toBe(200);
    expect(await onTablet.closed()).toBe(CHAT_CLOSE_SESSION_ENDED);
    here.send({ type: 'ping', ref: 'still-here' });
    await here.waitFor((f) => f.type === 'pong' && f.ref === 'still-here');
  });

  it('a used refresh token presented again (theft): the session ends and its sockets close', async () => {
    const [a, b] = [await register(t), await register(t)];
    const rotated = await call<{ token: string }>('POST', '/live/api/user/refresh-token', { payload: { refreshToken: a.refreshToken } });
    expect(rotated.status).toBe(200);
    const socket = await following(a, b, rotated.body.data.token);
    await later(REUSE_LEEWAY_MS + 1000, async () => {
      const reuse = await call('POST', '/live/api/user/refresh-token', { payload: { refreshToken: a.refreshToken } });
      expect(reuse.status).toBe(401);
      expect(await socket.closed()).toBe(CHAT_CLOSE_SESSION_ENDED);
    });
  });
});

describe('a token that runs out on an open socket', () => {
  it('closes its socket with 4002 before the member\'s next notification or private message, and acknowledges no send', async () => {
    const [a, b] = [await register(t), await register(t)];
    const socket = await following(a, b);
    const sender = await following(a, b);
    const expiresInMs = welcomeOf(socket).expiresInMs!;
    expect(expiresInMs).toBeGreaterThan(ACCESS_TTL_MS - 2000);
    expect(expiresInMs).toBeLessThanOrEqual(ACCESS_TTL_MS);
    await later(expiresInMs, async () => {
      await t.app.inbox.countChanged(a.userId);
      expect(await socket.closed()).toBe(CHAT_CLOSE_TOKEN_EXPIRED);
      expect(pushes(socket)).toEqual([]);
      sender.send({ type: 'send', topic: privateTopic(a, b), path: '/chat.sendMessagePrivate', ref: 'late', message: { originalMessage: 'Vẫn gửi được?', toUserId: b.userId } });
      expect(await sender.closed()).toBe(CHAT_CLOSE_TOKEN_EXPIRED);
      expect(sender.frames.filter((f) => f.ref === 'late')).toEqual([]);
    });
  });

  it('a socket that renewed its token (`auth`) keeps receiving past the old expiry', async () => {
    const [a, b] = [await register(t), await register(t)];
    const socket = await following(a, b);
    const expiresInMs = welcomeOf(socket).expiresInMs!;
    const renewedToken = await later(expiresInMs - 60_000, async () => {
      const refreshed = await call<{ token: string }>('POST', '/live/api/user/refresh-token', { payload: { refreshToken: a.refreshToken } });
      socket.send({ type: 'auth', token: refreshed.body.data.token, ref: 'renew-1' });
      const renewed = await socket.waitFor((f) => f.type === 'renewed');
      expect(renewed).toMatchObject({ ref: 'renew-1' });
      expect(renewed.expiresInMs).toBeGreaterThan(ACCESS_TTL_MS - 1000);
      return refreshed.body.data.token;
    });
    await later(expiresInMs + 60_000, async () => {
      await t.app.inbox.countChanged(a.userId);
      await socket.waitFor((f) => f.type === 'inbox' && f.snapshot === false);
      expect(socket.closeCode).toBeNull();
    });
    // The renewed token is of the same session: ending it still closes the socket.
    expect((await call('POST', '/live/api/user/logout', { token: renewedToken, payload: {} })).status).toBe(200);
    expect(await socket.closed()).toBe(CHAT_CLOSE_SESSION_ENDED);
  });

  it('refuses to renew with another member\'s token, a guest\'s or a forged one, and a guest socket renews nothing', async () => {
    const [a, b] = [await register(t), await register(t)];
    const socket = await open(a.token, 'en');
    const refusal = { type: 'error', code: 'forbidden', message: 'This sign-in cannot be renewed on this connection' };
    for (const [ref, token] of [['other', b.token], ['guest', guestToken(t.app)], ['forged', `${a.token.slice(0, -4)}AAAA`]] as const) {
      socket.send({ type: 'auth', token, ref });
      expect(await socket.reply(ref)).toMatchObject(refusal);
    }
    expect(welcomeOf(socket).user?.userId).toBe(a.userId);
    const guest = await open(guestToken(t.app));
    expect(welcomeOf(guest).expiresInMs).toBeUndefined();
    guest.send({ type: 'auth', token: a.token, ref: 'upgrade' });
    expect(await guest.reply('upgrade')).toMatchObject({ type: 'error', code: 'forbidden', message: 'Không thể gia hạn phiên đăng nhập trên kết nối này' });
  });
});
