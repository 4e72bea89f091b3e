/**
 * Replays of the chat socket attacks: a page on localhost opening the socket of a site that runs
 * elsewhere, and one address opening sockets without limit. A socket of an ended session reads only.
 */
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRY_AGAIN_LATER } from '../../src/chat/gateway.ts';
import { ChatClient, guestToken, listeningApp, memberToken, refusedStatus, type ListeningApp } from '../chat/chat-client.ts';
import { SETUP_TIMEOUT } from '../routes/account/helpers.ts';

/** Opens a raw socket and answers how it ended: the close code and reason, or 'open' once welcomed. */
function attempt(url: string, token?: string): Promise<{ code: number; reason: string } | 'open'> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(token ? `${url}?token=${encodeURIComponent(token)}` : url);
    ws.on('message', () => {
      resolve('open');
      ws.close();
    });
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    ws.on('error', reject);
  });
}

describe('socket origins', () => {
  let site: ListeningApp;
  let local: ListeningApp;
  beforeAll(async () => {
    // A site configured to run on the network (HOST 0.0.0.0), and one on loopback for a developer.
    site = await listeningApp({ HOST: '0.0.0.0' });
    local = await listeningApp();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await site.close();
    await local.close();
  });

  it('refuses a localhost page when the site itself does not run on loopback', async () => {
    expect(await refusedStatus(site.wsUrl, 'http://localhost:5173')).toBe(403);
    expect(await refusedStatus(site.wsUrl, 'http://127.0.0.1:3000')).toBe(403);
    const own = await ChatClient.open(site.wsUrl, { origin: site.origin });
    own.close();
  });

  it('admits the developer\'s localhost page while the server runs on loopback', async () => {
    const dev = await ChatClient.open(local.wsUrl, { origin: 'http://localhost:5173' });
    dev.close();
  });
});

describe('socket caps', () => {
  let server: ListeningApp;
  beforeAll(async () => {
    server = await listeningApp({ CHAT_SOCKETS_PER_ADDRESS: '6', CHAT_SOCKETS_PER_MEMBER: '3' });
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('closes a member\'s socket past the per-member cap with 1013 and the reason, and frees the place on close', async () => {
    const token = memberToken(server.app, 150);
    const open = await Promise.all([1, 2, 3].map(() => ChatClient.open(server.wsUrl, { token })));
    const fourth = await attempt(server.wsUrl, token);
    expect(fourth).toEqual({ code: TRY_AGAIN_LATER, reason: 'too many chat connections for this member (max 3)' });
    // A guest on the same address still gets in.
    const guest = await ChatClient.open(server.wsUrl, { token: guestToken(server.app) });
    open[0]!.close();
    await expect.poll(async () => attempt(server.wsUrl, token)).toBe('open');
    for (const client of [...open.slice(1), guest]) client.close();
    await expect.poll(() => server.app.chat.sessions.size).toBe(0);
  });

  it('closes sockets past the per-address cap with 1013 and the reason', async () => {
    const open = await Promise.all(Array.from({ length: 6 }, () => ChatClient.open(server.wsUrl, { token: guestToken(server.app) })));
    const seventh = await attempt(server.wsUrl, guestToken(server.app));
    expect(seventh).toEqual({ code: TRY_AGAIN_LATER, reason: 'too many chat connections from this address (max 6)' });
    for (const client of open) client.close();
    await expect.poll(() => server.app.chat.sessions.size).toBe(0);
  });
});

describe('sockets that hang up during the upgrade', () => {
  let server: ListeningApp;
  beforeAll(async () => {
    server = await listeningApp();
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('an upgrade whose client is already gone (no address left) is dropped and the server keeps serving', async () => {
    // What a client that resets the connection right after sending the upgrade leaves behind: a
    // socket still writable whose remote address is gone. It once threw in the upgrade handler and
    // took the whole process down (seen in a CI run).
    const socket = new PassThrough() as PassThrough & { remoteAddress?: string; setTimeout: () => void; setNoDelay: () => void; setKeepAlive: () => void };
    socket.setTimeout = () => {};
    socket.setNoDelay = () => {};
    socket.setKeepAlive = () => {};
    const request = {
      method: 'GET',
      url: `/websocket?token=${encodeURIComponent(guestToken(server.app))}`,
      headers: {
        host: new URL(server.origin).host,
        origin: server.origin,
        upgrade: 'websocket',
        connection: 'Upgrade',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'sec-websocket-version': '13',
      },
      socket,
    };
    expect(() => server.app.server.emit('upgrade', request, socket, Buffer.alloc(0))).not.toThrow();
    await expect.poll(() => socket.destroyed).toBe(true);
    // The process is alive and still upgrades real sockets.
    expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect(await attempt(server.wsUrl, guestToken(server.app))).toBe('open');
  });
});
