/**
 * Replays of the account takeover through the development mailbox: codes must reach only their
 * recipient. A real SMTP server (smtp-server) and an SMS webhook receive what the site sends; the
 * mailbox exists only for a person at a loopback server; codes never reach the logs.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { makeStaticDir, makeTestApp, makeTestDatabase, type TestApp } from '../test-app.ts';
import { SETUP_TIMEOUT, caller, readMailbox } from '../routes/account/helpers.ts';

const NEW_PASSWORD = 'mưa rơi trên phố cổ 88';

describe('e-mail codes through a real SMTP server', () => {
  const received: { to: string; subject: string; text: string }[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  const logs: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
            received.push({ to: to?.value[0]?.address ?? '', subject: mail.subject ?? '', text: mail.text ?? '' });
            done();
          })
          .catch(done);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const staticDir = await makeStaticDir();
    const database = await makeTestDatabase();
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        logs.push(String(chunk));
        callback();
      },
    });
    const app = await buildApp({
      config: loadConfig({ STATIC_DIR: staticDir, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Codes <codes@site.example>', RATE_LIMIT_AUTH: '1000' }),
      database: database.source,
      logger: { level: 'trace', stream: logStream },
    });
    await app.ready();
    t = { app, database, staticDir, close: async () => { await app.close(); await database.drop(); } };
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('mails the admin\'s reset code to the admin only; the mailbox is not routed; the code resets the password', async () => {
    const call = caller(t);
    const sent = await call('POST', '/live/api/user/send-email', { payload: { email: 'admin@example.com', purpose: 'reset' }, lang: 'en' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.message).toBe('If an account uses this address, a code is on its way');
    expect(sent.body.data.devMailbox).toBe(false);
    await t.app.deliveriesSettled();
    // SMS has no transport here, so the mailbox holds SMS only: the e-mailed code is not in it.
    expect((await readMailbox(t, '/dev/mailbox.json?to=admin@example.com')).json()).toEqual({ list: [] });
    await expect.poll(() => received.length).toBe(1);
    const mail = received[0]!;
    expect(mail.to).toBe('admin@example.com');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const reset = await call('POST', '/live/api/user/forgot-password', { payload: { email: 'admin@example.com', code, newPassword: NEW_PASSWORD } });
    expect(reset.status).toBe(200);
    const login = await call('POST', '/live/api/user/login', { payload: { username: 'admin', password: NEW_PASSWORD } });
    expect(login.status).toBe(200);
    // The code never reached the logs, nor the message body.
    const all = logs.join('\n');
    expect(all).not.toContain(code!);
    expect(all).not.toContain(mail.text.slice(0, 30));
  });

  it('answers a reset for an unknown address exactly as for a known one, and sends nothing', async () => {
    const call = caller(t);
    const before = received.length;
    const known = await call('POST', '/live/api/user/send-email', { payload: { email: 'member101@example.com', purpose: 'reset' } });
    const unknown = await call('POST', '/live/api/user/send-email', { payload: { email: 'no-one-here@example.com', purpose: 'reset' } });
    expect(unknown.status).toBe(known.status);
    expect({ ...unknown.body.data, to: '' }).toEqual({ ...known.body.data, to: '' });
    expect(unknown.body.msg).toBe(known.body.msg);
    await t.app.deliveriesSettled();
    await expect.poll(() => received.length).toBe(before + 1);
    expect(received.at(-1)!.to).toBe('member101@example.com');
    // A reset for the unknown address fails like a wrong code.
    const wrongKnown = await call('POST', '/live/api/user/forgot-password', { payload: { email: 'member101@example.com', code: '000000', newPassword: NEW_PASSWORD } });
    const wrongUnknown = await call('POST', '/live/api/user/forgot-password', { payload: { email: 'no-one-here@example.com', code: '000000', newPassword: NEW_PASSWORD } });
    expect(wrongUnknown).toEqual(wrongKnown);
  });
});

describe('SMS codes through the provider webhook', () => {
  const posts: { authorization: string | undefined; body: { to: string; text: string } }[] = [];
  let hook: Server;
  let t: TestApp;
  beforeAll(async () => {
    hook = createServer((request, response) => {
      let data = '';
      request.on('data', (chunk) => (data += chunk));
      request.on('end', () => {
        posts.push({ authorization: request.headers.authorization, body: JSON.parse(data) });
        response.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const { port } = hook.address() as AddressInfo;
    t = await makeTestApp({ SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/send`, SMS_WEBHOOK_TOKEN: 'provider-secret', RATE_LIMIT_AUTH: '1000' });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => hook.close(() => resolve()));
  });

  it('posts {to, text} with the bearer token', async () => {
    const sent = await caller(t)('POST', '/live/api/user/send-otp', { payload: { to: '0912345678' } });
    expect(sent.status).toBe(200);
    await t.app.deliveriesSettled();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.authorization).toBe('Bearer provider-secret');
    expect(posts[0]!.body.to).toBe('+84912345678');
    expect(posts[0]!.body.text).toMatch(/\b\d{6}\b/);
  });
});

describe('the development mailbox is for the server\'s own machine only', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const make = async (env: Record<string, string>) => {
    const t = await makeTestApp({ RATE_LIMIT_AUTH: '1000', ...env });
    apps.push(t);
    return t;
  };
  /** A server with the defaults: loopback, not production, no transport (PORT 8080). */
  let local: TestApp;
  beforeAll(async () => {
    local = await make({});
  }, SETUP_TIMEOUT);

  it('is served on a loopback server to a local request, and not to one a proxy forwarded', async () => {
    const t = local;
    expect((await readMailbox(t, '/dev/mailbox.json')).statusCode).toBe(200);
    const proxied: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.5' },
      { forwarded: 'for=203.0.113.5' },
      { 'x-real-ip': '203.0.113.5' },
      { 'x-forwarded-host': 'localhost' },
      { 'x-client-ip': '203.0.113.5' },
      { 'cf-connecting-ip': '203.0.113.5' },
      { 'true-client-ip': '203.0.113.5' },
      { 'x-cluster-client-ip': '203.0.113.5' },
      { 'forwarded-for': '203.0.113.5' },
      { 'x-original-forwarded-for': '203.0.113.5' },
      { 'x-original-host': 'localhost' },
      { 'x-original-url': '/dev/mailbox.json' },
      { via: '1.1 proxy.example' },
    ];
    for (const headers of proxied) {
      expect((await readMailbox(t, '/dev/mailbox.json', headers)).statusCode, JSON.stringify(headers)).toBe(404);
    }
    expect((await t.app.inject({ url: '/dev/mailbox.json', headers: { host: 'localhost' }, remoteAddress: '192.168.1.20' })).statusCode).toBe(404);
  });

  it('is not served to a page of another site whose name resolves to 127.0.0.1 (DNS rebinding)', async () => {
    const t = local;
    // The server's port (PORT, 8080 here) or none, after a loopback name.
    for (const host of ['localhost', 'localhost:8080', 'LocalHost:8080', '127.0.0.1', '127.0.0.1:8080', '[::1]', '[::1]:8080']) {
      expect((await readMailbox(t, '/dev/mailbox.json', { host })).statusCode, host).toBe(200);
    }
    const rebound = ['evil.example:8080', 'evil.example', 'localhost.evil.example:8080', '127.0.0.1.nip.io:8080', 'localhost:3000', '127.0.0.2:8080', 'localhost:8080:8080', 'user@localhost:8080'];
    for (const host of rebound) {
      for (const url of ['/dev/mailbox.json', '/dev/mailbox']) {
        const res = await readMailbox(t, url, { host });
        // The answer of a path that is not routed at all.
        const notRouted = await readMailbox(t, url.replace('mailbox', 'no-such-box'), { host });
        expect(res.statusCode, `${host} ${url}`).toBe(404);
        expect(res.body).not.toContain('"list"');
        expect(res.headers['content-type']).toBe(notRouted.headers['content-type']);
      }
    }
  });

  it('does not exist when both channels have a real transport', async () => {
    const t = await make({ SMTP_URL: 'smtp://127.0.0.1:9', SMS_WEBHOOK_URL: 'http://127.0.0.1:9/send' });
    expect((await readMailbox(t, '/dev/mailbox.json')).statusCode).toBe(404);
  }, SETUP_TIMEOUT);

  it('does not exist when the server listens on the network or in production; codes then answer 503', async () => {
    for (const env of [{ HOST: '0.0.0.0' }, { NODE_ENV: 'production' }] as Record<string, string>[]) {
      const t = await make(env);
      expect((await readMailbox(t, '/dev/mailbox')).statusCode).toBe(404);
      expect((await readMailbox(t, '/dev/mailbox.json')).statusCode).toBe(404);
      const sent = await caller(t)('POST', '/live/api/user/send-email', { payload: { email: 'admin@example.com', purpose: 'reset' }, lang: 'en' });
      expect(sent).toEqual({ status: 503, body: { code: 503, msg: 'Code delivery is not configured on this server (e-mail)', data: null } });
    }
  }, SETUP_TIMEOUT);
});

describe('code limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ RATE_LIMIT_AUTH: '1000', CODES_PER_HOUR: '3' });
  }, SETUP_TIMEOUT);
  afterAll(() => t.close());

  it('sends at most CODES_PER_HOUR codes an hour from one address, whatever the recipients', async () => {
    const call = caller(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/live/api/user/send-email', remoteAddress: '198.51.100.77', payload: { email: `r${i}@example.com` } });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await t.app.inject({ method: 'POST', url: '/live/api/user/send-email', remoteAddress: '198.51.100.77', headers: { 'x-language': 'en' }, payload: { email: 'r9@example.com' } });
    expect(limited.json().msg).toMatch(/^Too many codes were sent within an hour; try again in \d+ minutes$/);
    void call;
  });
});
