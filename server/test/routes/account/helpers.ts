/** Helpers of the users-area tests: calls with a token, sign-ups, the dev mailbox. */
import type { Envelope } from '../../../../contracts/schemas/common.ts';
import type { Session } from '../../../../contracts/schemas/users/account.ts';
import type { Mailbox } from '../../../../contracts/schemas/users/codes.ts';
import { makeTestApp, testAppOfFile, type TestApp } from '../../test-app.ts';

/** Answers are checked field by field in the tests; their data is loosely typed unless a call names its contract type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface Answer<T = Loose> {
  status: number;
  body: Envelope<T>;
}

export function caller(t: TestApp) {
  return async function call<T = Loose>(
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; payload?: unknown; lang?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.lang) headers['x-language'] = options.lang;
    const res = await t.app.inject({ method, url, headers, ...(options.payload === undefined ? {} : { payload: options.payload as object }) });
    return { status: res.statusCode, body: res.json() };
  };
}

/** Building an app migrates and seeds every area: allow for it on a busy machine. */
export const SETUP_TIMEOUT = 120_000;

/**
 * The file's app for a users-area test (made by `make`, sign-ups and logins not rate limited unless
 * `env` says otherwise) and a caller of it.
 */
export function usersTestApp<T extends TestApp = TestApp>(env: Record<string, string> = {}, make: (env: Record<string, string>) => Promise<T> = makeTestApp as never) {
  const t = testAppOfFile(() => make({ RATE_LIMIT_AUTH: '10000', ...env }), SETUP_TIMEOUT);
  return { t, call: caller(t) };
}

/** A password the policy (contracts/password-policy.ts) accepts. */
export const STRONG_PASSWORD = 'gió bấc đầu mùa 26';

let counter = 0;

/** Registers a fresh member; returns its session and the data used. */
export async function register(t: TestApp, extra: Record<string, unknown> = {}) {
  counter += 1;
  const stamp = `${process.pid % 1000}${Date.now() % 100000}${counter}`.slice(-9);
  const username = `tester_${stamp}`;
  const password = STRONG_PASSWORD;
  const email = `${username}@example.com`;
  const res = await caller(t)<Session>('POST', '/live/api/user/register', { payload: { username, password, email, ...extra } });
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return {
    username,
    password,
    email,
    token: res.body.data.token,
    refreshToken: res.body.data.refreshToken as string,
    userId: res.body.data.userInfo.userId,
    userInfo: res.body.data.userInfo,
  };
}

/** A request for the development mailbox (/dev/mailbox, /dev/mailbox.json…) as a developer at the server's own machine makes it. */
export function readMailbox(t: TestApp, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url, headers: { host: 'localhost', ...headers } });
}

/** The 6-digit code of the newest mailbox message to `to`. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  await t.app.deliveriesSettled();
  const res = await readMailbox(t, `/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  const [message] = res.json<Mailbox>().list;
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

/** Sign in as a seeded account (password matkhau123). */
export async function loginSeeded(t: TestApp, username: string): Promise<{ token: string; userId: number }> {
  const res = await caller(t)<Session>('POST', '/live/api/user/login', { payload: { username, password: 'matkhau123' } });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token, userId: res.body.data.userInfo.userId };
}
