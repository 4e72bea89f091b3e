/**
 * Ended sessions on two app instances sharing one Redis and one database (in this process): a
 * logout through one instance closes that session's socket on the other at once, and a password
 * change closes every socket of the member on both; another member's socket stays.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { CHAT_CLOSE_SESSION_ENDED } from '../../../../contracts/constants.ts';
import type { Session } from '../../../../contracts/schemas/users/account.ts';
import { buildApp, type App } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { startClock } from '../../../src/clock.ts';
import { makeStaticDir, makeTestDatabase, type TestDatabase } from '../../test-app.ts';
import { STRONG_PASSWORD } from '../../routes/users/helpers.ts';
import { ChatClient } from '../chat-client.ts';

const redisUrl = process.env.TEST_REDIS_URL!;
let database: TestDatabase;
let staticDir: string;
const apps: App[] = [];
const urls: string[] = [];
const clients: ChatClient[] = [];

beforeAll(async () => {
  startClock({ offset: inject('clockOffset') });
  database = await makeTestDatabase();
  staticDir = await makeStaticDir();
  for (let i = 0; i < 2; i++) {
    const config = loadConfig({ STATIC_DIR: staticDir, REDIS_URL: redisUrl, RATE_LIMIT_AUTH: '10000' });
    const app = await buildApp({ config, database: database.source, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
    urls.push(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/websocket`);
  }
});

afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  for (const app of apps.reverse()) await app.close();
  await database.drop();
  await rm(staticDir, { recursive: true, force: true });
});

type SignedIn = Session & { refreshToken: string };

async function post<T>(app: App, url: string, payload: object, token?: string): Promise<T> {
  const res = await app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}

async function open(url: string, token: string): Promise<ChatClient> {
  const client = await ChatClient.open(url, { token });
  clients.push(client);
  await client.subscribe(`/topic/user.${(client.frames[0]!.user as { userId: number }).userId}`);
  return client;
}

describe('ended sessions over Redis', () => {
  it('a logout on one instance closes the session\'s socket on the other; a password change closes the member\'s sockets on both', async () => {
    const username = `redis_ends_${process.pid % 1000}`;
    const member = await post<SignedIn>(apps[0]!, '/live/api/user/register', { username, password: STRONG_PASSWORD, email: `${username}@example.com` });
    const phone = await post<SignedIn>(apps[0]!, '/live/api/user/login', { username, password: STRONG_PASSWORD });
    const bystander = await post<SignedIn>(apps[0]!, '/live/api/user/register', { username: `${username}_b`, password: STRONG_PASSWORD, email: `${username}_b@example.com` });

    const elsewhere = await open(urls[1]!, member.token);
    const phoneHere = await open(urls[0]!, phone.token);
    const phoneThere = await open(urls[1]!, phone.token);
    const other = await open(urls[1]!, bystander.token);

    await post(apps[0]!, '/live/api/user/logout', { refreshToken: member.refreshToken });
    expect(await elsewhere.closed()).toBe(CHAT_CLOSE_SESSION_ENDED);
    expect([phoneHere.closeCode, phoneThere.closeCode]).toEqual([null, null]);

    await post(apps[1]!, '/live/api/user/change-password', { currentPassword: STRONG_PASSWORD, newPassword: 'trăng rằm tháng tám 91' }, phone.token);
    expect(await phoneHere.closed()).toBe(CHAT_CLOSE_SESSION_ENDED);
    expect(await phoneThere.closed()).toBe(CHAT_CLOSE_SESSION_ENDED);
    other.send({ type: 'ping', ref: 'still-here' });
    await other.waitFor((f) => f.type === 'pong' && f.ref === 'still-here');
  });
});
