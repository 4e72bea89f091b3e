import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loadingMachine } from './loading.machine';

describe('loading machine', () => {
  it('is busy until every started load has ended', () => {
    const actor = createActor(loadingMachine).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'loading.start', key: 'route' });
    actor.send({ type: 'loading.start', key: 'shell' });
    actor.send({ type: 'loading.end', key: 'route' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'loading.end', key: 'shell' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('counts a key once, and ignores ends it never saw start', () => {
    const actor = createActor(loadingMachine).start();
    actor.send({ type: 'loading.end', key: 'x' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'loading.start', key: 'route' });
    actor.send({ type: 'loading.start', key: 'route' });
    actor.send({ type: 'loading.end', key: 'route' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
