/**
 * Ended sessions on two app instances sharing one Redis and one database (in this process): a
 * logout through one instance closes that session's socket on the other at once and stops its access
 * token there (whose standing that instance kept), and a password change closes every socket of the
 * member on both; another member's socket stays.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_CLOSE_SESSION_ENDED } from '../../../../contracts/constants.ts';
import type { Session } from '../../../../contracts/schemas/users/account.ts';
import type { App } from '../../../src/app.ts';
import { STRONG_PASSWORD } from '../../routes/account/helpers.ts';
import { ChatClient } from '../chat-client.ts';
import { twoInstances } from './two-instances.ts';

const { apps, urls, clients } = twoInstances({ RATE_LIMIT_AUTH: '10000' });

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

    const info = async (app: App, token: string) =>
      (await app.inject({ url: '/live/api/user/info', headers: { authorization: `Bearer ${token}` } })).statusCode;
    // Used on both instances a moment ago: each keeps the session's standing.
    expect([await info(apps[0]!, member.token), await info(apps[1]!, member.token), await info(apps[0]!, phone.token)]).toEqual([200, 200, 200]);

    const elsewhere = await open(urls[1]!, member.token);
    const phoneHere = await open(urls[0]!, phone.token);
    const phoneThere = await open(urls[1]!, phone.token);
    const other = await open(urls[1]!, bystander.token);

    await post(apps[0]!, '/live/api/user/logout', { refreshToken: member.refreshToken });
    expect(await elsewhere.closed()).toBe(CHAT_CLOSE_SESSION_ENDED);
    expect([phoneHere.closeCode, phoneThere.closeCode]).toEqual([null, null]);
    expect([await info(apps[0]!, member.token), await info(apps[1]!, member.token)]).toEqual([401, 401]);

    await post(apps[1]!, '/live/api/user/change-password', { currentPassword: STRONG_PASSWORD, newPassword: 'trăng rằm tháng tám 91' }, phone.token);
    expect(await phoneHere.closed()).toBe(CHAT_CLOSE_SESSION_ENDED);
    expect(await phoneThere.closed()).toBe(CHAT_CLOSE_SESSION_ENDED);
    expect(await info(apps[0]!, phone.token)).toBe(401);
    other.send({ type: 'ping', ref: 'still-here' });
    await other.waitFor((f) => f.type === 'pong' && f.ref === 'still-here');
  });
});
