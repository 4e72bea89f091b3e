import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installCookieJar } from './test-cookie-jar';
import { clearAllTokens, closeCredentials, openCredentials } from './session';
import { api, setPreloadedAnswers, unwrap } from './client';
import { call } from './call';
import { menu } from '../contracts/endpoints/shell';
import { liveRoom, liveSchedule } from '../contracts/endpoints/live';
import { preloadKey, PRELOAD_MAX_AGE_MS } from '../contracts/preload';
import type { Envelope } from '../contracts/schemas/common';

/** The network, as a fake fetch that records what reached it. */
let requests: Request[];
let cookies: ReturnType<typeof installCookieJar>;
let now: number;
const clock = () => now;

const envelope = (data: unknown) => ({ code: 200, msg: 'Thành công', data });

beforeEach(() => {
  cookies = installCookieJar();
  requests = [];
  now = 1_800_000_000_000;
  vi.stubGlobal('fetch', async (input: Request) => {
    requests.push(input.clone());
    return new Response(JSON.stringify(envelope({ from: 'network', path: new URL(input.url).pathname })), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  setPreloadedAnswers(null);
  clearAllTokens();
  openCredentials();
  vi.unstubAllGlobals();
  cookies.uninstall();
});

const ROOM_KEY = preloadKey('GET', '/live/api/schedule/liveRoom?id=12');
const MENU_KEY = preloadKey('POST', '/al/api/live/menu', {});

describe('preloaded answers in the API client', () => {
  it('serves a preloaded call once, without the network and without waiting for a token', async () => {
    // No token yet: a network call would wait for one (CREDENTIALS_WAIT_MS).
    closeCredentials();
    setPreloadedAnswers({ at: now, answers: { [ROOM_KEY]: envelope({ roomId: 12, title: 'preloaded' }) } }, clock);

    await expect(call(liveRoom, { query: { id: 12 } })).resolves.toEqual({ roomId: 12, title: 'preloaded' });
    expect(requests).toHaveLength(0);

    // The entry is gone: the same call now goes to the network (once a token exists).
    const second = call(liveRoom, { query: { id: 12 } });
    openCredentials();
    await expect(second).resolves.toEqual({ from: 'network', path: '/live/api/schedule/liveRoom' });
    expect(requests).toHaveLength(1);
  });

  it('matches a POST by its JSON body, and the query whatever the order of its parameters', async () => {
    const schedule = preloadKey('GET', '/live/api/schedule/liveSchedule?timezone=Asia%2FHo_Chi_Minh&pageSize=200&date=2026-11-24');
    setPreloadedAnswers(
      {
        at: now,
        answers: {
          [MENU_KEY]: envelope({ primarys: ['preloaded'] }),
          [schedule]: envelope({ list: [{ id: 1 }], total: 1, pageNum: 1, pageSize: 200 }),
        },
      },
      clock,
    );
    await expect(call(menu, { body: {} })).resolves.toEqual({ primarys: ['preloaded'] });
    await expect(call(liveSchedule, { query: { date: '2026-11-24', timezone: 'Asia/Ho_Chi_Minh', pageSize: 200 } })).resolves.toMatchObject({ list: [{ id: 1 }] });
    expect(requests).toHaveLength(0);

    // Another body is another call.
    setPreloadedAnswers({ at: now, answers: { [MENU_KEY]: envelope({ primarys: ['preloaded'] }) } }, clock);
    await unwrap(api.post('al/api/live/menu', { json: { location: 'VN' } }).json<Envelope<unknown>>());
    expect(requests).toHaveLength(1);
  });

  it('leaves other calls alone: they go to the network with their headers', async () => {
    cookies.jar.set('language', { value: 'en', attributes: '' });
    setPreloadedAnswers({ at: now, answers: { [ROOM_KEY]: envelope({ roomId: 12 }) } }, clock);
    await expect(call(liveRoom, { query: { id: 13 } })).resolves.toEqual({ from: 'network', path: '/live/api/schedule/liveRoom' });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.get('x-language')).toBe('en');
    expect(new URL(requests[0]!.url).searchParams.get('id')).toBe('13');
    // The unused entry is still there for its own call.
    await expect(call(liveRoom, { query: { id: 12 } })).resolves.toEqual({ roomId: 12 });
    expect(requests).toHaveLength(1);
  });

  it('ignores answers written more than 30 s ago (the page sat in a tab)', async () => {
    setPreloadedAnswers({ at: now - PRELOAD_MAX_AGE_MS - 1, answers: { [ROOM_KEY]: envelope({ roomId: 12 }) } }, clock);
    await expect(call(liveRoom, { query: { id: 12 } })).resolves.toEqual({ from: 'network', path: '/live/api/schedule/liveRoom' });
    expect(requests).toHaveLength(1);
  });

  it('ignores answers the page has held for more than 30 s, whatever its clock says of the stamp', async () => {
    setPreloadedAnswers({ at: now + 120_000, answers: { [ROOM_KEY]: envelope({ roomId: 12 }) } }, clock);
    now += PRELOAD_MAX_AGE_MS + 1;
    await call(liveRoom, { query: { id: 12 } });
    expect(requests).toHaveLength(1);
  });
});
