/**
 * The home page's and the match hub's loaders: each asks exactly the calls contracts/home.ts names
 * (the server preloads those, so an answer in the page is used without the network), goes ready
 * with the answer, empty when there is nothing to show, failed on an error with a retry.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { installCookieJar } from '../../api/test-cookie-jar';
import { clearAllTokens, openCredentials } from '../../api/session';
import { setPreloadedAnswers } from '../../api/client';
import { homeCalls, matchHubCalls } from '../../contracts/home';
import { preloadKey } from '../../contracts/preload';
import { bannersLoader, featureMatchesLoader, homeBanners, homeDayLoader, topTipstersLoader } from './home.loaders';
import { matchHubLoader } from '../match-info/match-info.loaders';

const DATE = '2026-11-24';
const TZ = 'Asia/Ho_Chi_Minh';
const envelope = (data: unknown) => ({ code: 200, msg: 'Thành công', data });
const page = (list: unknown[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });
const board = (kind: string, matches: unknown[]) => ({ day: DATE, timeZone: TZ, kind, total: matches.length, leagues: matches.length ? [{ league: { id: 1 }, matches }] : [] });

let requests: string[];
let cookies: ReturnType<typeof installCookieJar>;
/** What the network answers: by path, a status and a body. */
let network: (url: URL) => { status: number; body: unknown };

beforeEach(() => {
  cookies = installCookieJar();
  openCredentials();
  requests = [];
  network = () => ({ status: 500, body: { code: 500, msg: 'Lỗi máy chủ', data: null } });
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    requests.push(`${url.pathname}${url.search}`);
    const { status, body } = network(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  setPreloadedAnswers(null);
  clearAllTokens();
  vi.unstubAllGlobals();
  cookies.uninstall();
});

/** Starts a loader and waits for it to settle: its state and data. */
async function settle(actor: AnyActorRef) {
  actor.start();
  const snap = await waitFor(actor, (s) => !s.hasTag('busy'));
  return { state: String(typeof snap.value === 'string' ? snap.value : Object.keys(snap.value)[0]), data: snap.context.data };
}

const [FEATURE, BANNERS, FIXTURES, RESULTS, TIPSTERS] = homeCalls(DATE, TZ) as [string, string, string, string, string];

describe('the home loaders', () => {
  it('ask the calls the server preloads: with their answers in the page, nothing goes to the network', async () => {
    const answers: Record<string, unknown> = {
      [preloadKey('GET', FEATURE)]: envelope(page([{ id: 648 }])),
      [preloadKey('GET', BANNERS)]: envelope([{ id: 1, position: 'home-top' }, { id: 7, position: 'sidebar' }]),
      [preloadKey('GET', FIXTURES)]: envelope(board('fixtures', [{ staticId: 652 }])),
      [preloadKey('GET', RESULTS)]: envelope(board('results', [{ staticId: 640 }])),
      [preloadKey('GET', TIPSTERS)]: envelope(page([{ author: { userId: 12 } }])),
    };
    setPreloadedAnswers({ at: Date.now(), answers });
    expect(await settle(createActor(featureMatchesLoader.machine, { input: null }))).toEqual({ state: 'ready', data: page([{ id: 648 }]) });
    expect((await settle(createActor(bannersLoader.machine, { input: null }))).state).toBe('ready');
    expect(await settle(createActor(homeDayLoader.machine, { input: { kind: 'fixtures', date: DATE, timezone: TZ } }))).toMatchObject({ state: 'ready', data: { kind: 'fixtures' } });
    expect(await settle(createActor(homeDayLoader.machine, { input: { kind: 'results', date: DATE, timezone: TZ } }))).toMatchObject({ state: 'ready', data: { kind: 'results' } });
    expect((await settle(createActor(topTipstersLoader.machine, { input: null }))).state).toBe('ready');
    expect(requests).toEqual([]);
  });

  it.each([
    ['no featured match', () => createActor(featureMatchesLoader.machine, { input: null }), envelope(page([]))],
    ['banners of other positions only', () => createActor(bannersLoader.machine, { input: null }), envelope([{ id: 7, position: 'sidebar' }])],
    ['a day without matches', () => createActor(homeDayLoader.machine, { input: { kind: 'fixtures', date: DATE, timezone: TZ } }), envelope(board('fixtures', []))],
    ['no tipster with a settled tip', () => createActor(topTipstersLoader.machine, { input: null }), envelope(page([]))],
  ])('empty: %s', async (_, make, body) => {
    network = () => ({ status: 200, body });
    expect((await settle(make())).state).toBe('empty');
  });

  it('fails with the server’s message, and a retry loads again', async () => {
    const actor = createActor(homeDayLoader.machine, { input: { kind: 'results', date: DATE, timezone: TZ } });
    const failed = await settle(actor);
    expect(failed.state).toBe('failed');
    expect(actor.getSnapshot().context.error).toMatchObject({ status: 500, message: 'Lỗi máy chủ' });
    expect(requests).toEqual([RESULTS]);
    network = () => ({ status: 200, body: envelope(board('results', [{ staticId: 640 }])) });
    actor.send({ type: 'load.retry' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.data).toMatchObject({ kind: 'results', total: 1 });
  });

  it('keeps the top banners only', () => {
    const list = [
      { id: 2, position: 'home-top' },
      { id: 5, position: 'home-middle' },
      { id: 1, position: 'home-top' },
    ];
    expect(homeBanners(list).map((b) => b.id)).toEqual([2, 1]);
  });
});

describe('the match hub loader', () => {
  it('reads the fixtures and results of every sport, the calls the server preloads', async () => {
    const calls = matchHubCalls(DATE, TZ);
    expect(calls).toHaveLength(6);
    setPreloadedAnswers({ at: Date.now(), answers: Object.fromEntries(calls.map((c, i) => [preloadKey('GET', c), envelope(board(String(i), i === 2 ? [{ staticId: 100071 }] : []))])) });
    const { state, data } = await settle(createActor(matchHubLoader.machine, { input: { date: DATE, timezone: TZ } }));
    expect(state).toBe('ready');
    expect((data as Array<{ kind: string }>).map((b) => b.kind)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(requests).toEqual([]);
  });

  it('is empty when no sport has a match today, and failed when one call fails', async () => {
    network = (url) => ({ status: 200, body: envelope(board(url.searchParams.get('kind')!, [])) });
    expect((await settle(createActor(matchHubLoader.machine, { input: { date: DATE, timezone: TZ } }))).state).toBe('empty');
    network = (url) =>
      url.searchParams.get('sport') === 'esport' ? { status: 503, body: { code: 503, msg: 'Bận', data: null } } : { status: 200, body: envelope(board('x', [{ staticId: 1 }])) };
    expect((await settle(createActor(matchHubLoader.machine, { input: { date: DATE, timezone: TZ } }))).state).toBe('failed');
  });
});
