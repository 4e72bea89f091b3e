import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { toastMachine } from './toast.machine';
import { TOAST_DURATION_MS } from '../../contracts/constants';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(toastMachine, { clock }).start();
  const messages = () => actor.getSnapshot().context.toasts.map((t) => t.messageId);
  return { actor, clock, messages };
}

describe('toast machine', () => {
  it('shows a toast and removes it after 3 s', () => {
    const { actor, clock, messages } = start();
    actor.send({ type: 'toast.show', kind: 'info', messageId: 'toast.newVersion' });
    expect(messages()).toEqual(['toast.newVersion']);
    clock.increment(TOAST_DURATION_MS - 1);
    expect(messages()).toEqual(['toast.newVersion']);
    clock.increment(1);
    expect(messages()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('honours a custom duration', () => {
    const { actor, clock, messages } = start();
    actor.send({ type: 'toast.show', kind: 'warning', messageId: 'a', duration: 10_000 });
    clock.increment(TOAST_DURATION_MS);
    expect(messages()).toEqual(['a']);
    clock.increment(7_000);
    expect(messages()).toEqual([]);
  });

  it('closes a toast by hand and forgets its timer', () => {
    const { actor, clock, messages } = start();
    actor.send({ type: 'toast.show', kind: 'info', messageId: 'a' });
    const [first] = actor.getSnapshot().context.toasts;
    actor.send({ type: 'toast.dismiss', id: first!.id });
    expect(messages()).toEqual([]);
    actor.send({ type: 'toast.show', kind: 'info', messageId: 'b' });
    clock.increment(TOAST_DURATION_MS - 1);
    expect(messages()).toEqual(['b']);
  });

  it('restarts a repeated message instead of stacking it', () => {
    const { actor, clock, messages } = start();
    actor.send({ type: 'toast.show', kind: 'warning', messageId: 'rate' });
    clock.increment(2_000);
    actor.send({ type: 'toast.show', kind: 'warning', messageId: 'rate' });
    expect(messages()).toEqual(['rate']);
    clock.increment(2_000);
    expect(messages()).toEqual(['rate']);
    clock.increment(1_000);
    expect(messages()).toEqual([]);
  });

  it('keeps several different toasts, each with its own timer', () => {
    const { actor, clock, messages } = start();
    actor.send({ type: 'toast.show', kind: 'info', messageId: 'a' });
    clock.increment(1_000);
    actor.send({ type: 'toast.show', kind: 'error', messageId: 'b', values: { n: 2 } });
    expect(actor.getSnapshot().context.toasts[1]).toMatchObject({ kind: 'error', messageId: 'b', values: { n: 2 } });
    clock.increment(2_000);
    expect(messages()).toEqual(['b']);
    clock.increment(1_000);
    expect(messages()).toEqual([]);
  });
});
