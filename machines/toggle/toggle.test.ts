import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { createToggle, toggleMachine, type ToggleState } from './toggle.machine';

/** A toggle whose calls the test answers by hand. */
function toggleOver(input: ToggleState) {
  const send = controllablePromiseActor<ToggleState, { on: boolean }>();
  const actor = createActor(toggleMachine.provide({ actors: { send: send.logic } }), { input }).start();
  return { actor, send };
}

describe('an on/off toggle', () => {
  it('shows a press at once and keeps what the server answers', async () => {
    const { actor, send } = toggleOver({ on: false, count: 10 });

    actor.send({ type: 'toggle.press' });

    expect(actor.getSnapshot().context).toMatchObject({ on: true, count: 11 });
    expect(send.last().input).toEqual({ on: true });
    send.last().resolve({ on: true, count: 15 });
    const idle = await waitFor(actor, (s) => s.matches('idle'));
    expect(idle.context).toMatchObject({ on: true, count: 15, confirmed: { on: true, count: 15 }, error: null });
  });

  it('puts the confirmed state back and keeps the error when the call fails', async () => {
    const { actor, send } = toggleOver({ on: true, count: 3 });

    actor.send({ type: 'toggle.press' });
    send.last().reject(new ApiFailure(0, 'offline'));

    const idle = await waitFor(actor, (s) => s.matches('idle'));
    expect(idle.context).toMatchObject({ on: true, count: 3, queued: false });
    expect(idle.context.error?.status).toBe(0);
  });

  it('sends a press made while one is on its way after it, so the last press wins', async () => {
    const { actor, send } = toggleOver({ on: false, count: 0 });

    actor.send({ type: 'toggle.press' });
    actor.send({ type: 'toggle.press' });
    expect(actor.getSnapshot().context).toMatchObject({ on: false, count: 0, queued: true });
    send.last().resolve({ on: true, count: 1 });

    await waitFor(actor, () => send.calls.length === 2);
    expect(send.last().input).toEqual({ on: false });
    send.last().resolve({ on: false, count: 0 });
    const idle = await waitFor(actor, (s) => s.matches('idle'));
    expect(idle.context).toMatchObject({ on: false, count: 0, queued: false });
  });

  it('takes a state changed elsewhere, and never counts below zero', () => {
    const { actor } = toggleOver({ on: true, count: 0 });

    actor.send({ type: 'toggle.sync', state: { on: true, count: 4 } });
    expect(actor.getSnapshot().context).toMatchObject({ on: true, count: 4, confirmed: { on: true, count: 4 } });

    const uncounted = toggleOver({ on: true, count: 0 });
    uncounted.actor.send({ type: 'toggle.press' });
    expect(uncounted.actor.getSnapshot().context).toMatchObject({ on: false, count: 0 });
  });

  it('sends through the call it is created with', async () => {
    const calls: boolean[] = [];
    const actor = createActor(
      createToggle(async (on) => {
        calls.push(on);
        return { on, count: null };
      }),
      { input: { on: false, count: null } },
    ).start();

    actor.send({ type: 'toggle.press' });

    const idle = await waitFor(actor, (s) => s.matches('idle') && s.context.confirmed.on);
    expect(calls).toEqual([true]);
    expect(idle.context).toMatchObject({ on: true, count: null });
  });
});
