import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { chunkReloadMachine } from './chunk-reload.machine';
import { mayReloadPath, readRecords, withReload, writeRecords, type ReloadRecords } from './reload-records';
import { CHUNK_RELOAD_GUARD_MS } from '../../contracts/constants';

/** A page session: sessionStorage survives reloads, the machine does not. */
function pageSession() {
  const store = new Map<string, string>();
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
  let now = 1_000_000;
  let reloads = 0;
  const load = () =>
    createActor(
      chunkReloadMachine.provide({
        actors: { preloadErrors: fromCallback(() => () => {}) },
        guards: { mayReload: ({ event }) => mayReloadPath(readRecords(storage), event.path, now) },
        actions: {
          recordReload: ({ event }) => writeRecords(storage, withReload(readRecords(storage), event.path, now)),
          reloadPage: () => void reloads++,
        },
      }),
    ).start();
  return { load, reloads: () => reloads, advance: (ms: number) => void (now += ms), storage };
}

describe('chunk-reload guard', () => {
  it('does nothing on navigation while no chunk has failed', () => {
    const session = pageSession();
    const actor = session.load();
    actor.send({ type: 'route.navigated', path: '/tin-tuc' });
    expect(session.reloads()).toBe(0);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('reloads once on the next navigation after a chunk failed', () => {
    const session = pageSession();
    const actor = session.load();
    actor.send({ type: 'chunk.failed', path: '/tin-tuc' });
    expect(session.reloads()).toBe(0);
    actor.send({ type: 'route.navigated', path: '/tin-tuc' });
    expect(session.reloads()).toBe(1);
    expect(actor.getSnapshot().value).toBe('reloading');
  });

  it('does not reload the same path twice within 10 s, even across the reload', () => {
    const session = pageSession();
    let actor = session.load();
    actor.send({ type: 'chunk.failed', path: '/tin-tuc' });
    actor.send({ type: 'route.navigated', path: '/tin-tuc' });
    // The page reloaded; the chunk fails again.
    actor = session.load();
    session.advance(CHUNK_RELOAD_GUARD_MS - 1);
    actor.send({ type: 'chunk.failed', path: '/tin-tuc' });
    actor.send({ type: 'route.navigated', path: '/tin-tuc' });
    expect(session.reloads()).toBe(1);
    expect(actor.getSnapshot().value).toBe('armed');
    // Another path may still be reloaded once.
    actor.send({ type: 'route.navigated', path: '/highlight' });
    expect(session.reloads()).toBe(2);
  });

  it('allows the same path again once 10 s have passed', () => {
    const session = pageSession();
    let actor = session.load();
    actor.send({ type: 'chunk.failed', path: '/a' });
    actor.send({ type: 'route.navigated', path: '/a' });
    actor = session.load();
    session.advance(CHUNK_RELOAD_GUARD_MS);
    actor.send({ type: 'chunk.failed', path: '/a' });
    actor.send({ type: 'route.navigated', path: '/a' });
    expect(session.reloads()).toBe(2);
  });

  it('keeps the records small and survives garbage in storage', () => {
    let records: ReloadRecords = {};
    records = withReload(records, '/a', 0);
    records = withReload(records, '/b', CHUNK_RELOAD_GUARD_MS + 1);
    expect(Object.keys(records)).toEqual(['/b']);
    expect(readRecords({ getItem: () => 'not json' })).toEqual({});
    expect(readRecords({ getItem: () => '{"/x":"soon","/y":5}' })).toEqual({ '/y': 5 });
    expect(mayReloadPath({ '/a': 5_000 }, '/a', 1_000)).toBe(true);
  });
});
