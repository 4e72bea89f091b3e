import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { buildWatcherMachine } from './build-watcher.machine';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { settle } from '../test-utils/model-paths';
import { BUILD_POLL_INTERVAL_MS } from '../../contracts/constants';

function start(buildId = 'build-1') {
  const clock = new SimulatedClock();
  const latest = controllablePromiseActor<string, void>();
  let reloads = 0;
  const actor = createActor(
    buildWatcherMachine.provide({ actors: { fetchLatestBuild: latest.logic }, actions: { reloadPage: () => void reloads++ } }),
    { input: { buildId }, clock },
  ).start();
  return { actor, clock, latest, reloads: () => reloads };
}

describe('build watcher', () => {
  it('polls the latest-build file every interval and keeps waiting while the build is the same', async () => {
    const { actor, clock, latest } = start();
    expect(latest.calls).toHaveLength(0);
    clock.increment(BUILD_POLL_INTERVAL_MS);
    expect(latest.calls).toHaveLength(1);
    latest.last().resolve('build-1');
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(BUILD_POLL_INTERVAL_MS);
    expect(latest.calls).toHaveLength(2);
  });

  it('reloads once on the next navigation after a new build appears', async () => {
    const { actor, clock, latest, reloads } = start();
    clock.increment(BUILD_POLL_INTERVAL_MS);
    latest.last().resolve('build-2');
    await settle();
    expect(actor.getSnapshot().value).toBe('updateReady');
    expect(reloads()).toBe(0);
    actor.send({ type: 'route.navigated', path: '/tin-tuc' });
    actor.send({ type: 'route.navigated', path: '/highlight' });
    expect(reloads()).toBe(1);
  });

  it('never reloads in the middle of a playing stream or a half-typed message', async () => {
    const { actor, clock, latest, reloads } = start();
    clock.increment(BUILD_POLL_INTERVAL_MS);
    latest.last().resolve('build-2');
    await settle();
    actor.send({ type: 'route.navigated', path: '/truc-tiep/esport/a-b-1', busy: true });
    expect(reloads()).toBe(0);
    actor.send({ type: 'route.navigated', path: '/', busy: false });
    expect(reloads()).toBe(1);
  });

  it('keeps polling after a failed check', async () => {
    const { actor, clock, latest } = start();
    clock.increment(BUILD_POLL_INTERVAL_MS);
    latest.last().reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(BUILD_POLL_INTERVAL_MS);
    expect(latest.calls).toHaveLength(2);
  });

  it('does not watch a development build (no build id)', () => {
    const { actor, clock, latest } = start('');
    clock.increment(BUILD_POLL_INTERVAL_MS * 3);
    expect(actor.getSnapshot().value).toBe('off');
    expect(latest.calls).toHaveLength(0);
  });
});
