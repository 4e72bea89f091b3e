/** The changelog loader: ready with the entries, empty when the file has none, failed (with retry) on an error. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { installCookieJar } from '../../api/test-cookie-jar';
import { clearAllTokens, openCredentials } from '../../api/session';
import { changelogLoader } from './info.loaders';
import type { Changelog } from '../../contracts/schemas/content/changelog';

let answer: { status: number; body: unknown };
let cookies: ReturnType<typeof installCookieJar>;
const envelope = (data: unknown) => ({ code: 200, msg: 'OK', data });

beforeEach(() => {
  cookies = installCookieJar();
  openCredentials();
  vi.stubGlobal('fetch', async (input: Request) => {
    expect(new URL(input.url).pathname).toBe('/other/api/changelog');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  clearAllTokens();
  vi.unstubAllGlobals();
  cookies.uninstall();
});

async function settle() {
  const actor = createActor(changelogLoader.machine, { input: {} }).start();
  const snap = await waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, snap };
}

describe('changelogLoader', () => {
  it('is ready with the entries', async () => {
    answer = { status: 200, body: envelope({ intro: 'x', entries: [{ date: '2026-11-25', items: ['a'] }] }) };
    const { snap } = await settle();
    expect(snap.matches('ready')).toBe(true);
    expect(snap.context.data).toEqual({ intro: 'x', entries: [{ date: '2026-11-25', items: ['a'] }] });
  });

  it('is empty when there is no entry', async () => {
    answer = { status: 200, body: envelope({ intro: '', entries: [] }) };
    expect((await settle()).snap.matches('empty')).toBe(true);
  });

  it('fails on an error, and a retry that succeeds makes it ready', async () => {
    answer = { status: 503, body: { code: 503, msg: 'down', data: null } };
    const { actor, snap } = await settle();
    expect(snap.matches('failed')).toBe(true);
    answer = { status: 200, body: envelope({ intro: '', entries: [{ date: '2026-11-24', items: ['b'] }] }) };
    actor.send({ type: 'load.retry' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect((ready.context.data as Changelog).entries[0]?.items).toEqual(['b']);
  });
});
