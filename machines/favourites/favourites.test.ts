import { describe, expect, it } from 'vitest';
import { createActor, createMachine, setup, type AnyActorRef } from 'xstate';
import { FAVOURITE_TEAMS_MAX } from '../../contracts/constants';
import { ApiFailure } from '../../contracts/call-error';
import { favouritesMachine } from './favourites.machine';
import { favouritesWithFakes } from './favourites.fakes';
import { watchSession } from './favourites.actors';
import { memoryStore } from './favourites.storage';
import { settle } from '../test-utils/model-paths';

const ids = (actor: AnyActorRef) => actor.getSnapshot().context.ids as number[];

describe('favourites machine', () => {
  it(`refuses a follow beyond ${FAVOURITE_TEAMS_MAX} teams with a toast, as a guest and as a member`, async () => {
    const full = Array.from({ length: FAVOURITE_TEAMS_MAX }, (_, i) => i + 1);
    const fakes = favouritesWithFakes(full);
    const actor = fakes.start();
    actor.send({ type: 'favourites.session', member: false });
    actor.send({ type: 'favourites.follow', teamId: 99 });
    expect(ids(actor)).toEqual(full);
    expect(fakes.store.ids).toEqual(full);
    expect(fakes.toasts.map((t) => t.messageId)).toEqual(['favourites.toast.full']);
    // Following one already there changes nothing and says nothing.
    actor.send({ type: 'favourites.follow', teamId: 3 });
    expect(fakes.toasts).toHaveLength(1);

    actor.send({ type: 'favourites.session', member: true });
    fakes.merge.last().resolve(full);
    await settle();
    actor.send({ type: 'favourites.follow', teamId: 99 });
    expect(fakes.sync.calls).toHaveLength(0);
    expect(fakes.toasts.map((t) => t.messageId)).toEqual(['favourites.toast.full', 'favourites.toast.full']);
  });

  it('says the list is full when the server refuses a follow with 400', async () => {
    const fakes = favouritesWithFakes();
    const actor = fakes.start();
    actor.send({ type: 'favourites.session', member: true });
    fakes.load.last().resolve([1]);
    await settle();
    actor.send({ type: 'favourites.follow', teamId: 2 });
    expect(ids(actor)).toEqual([2, 1]);
    fakes.sync.last().reject(new ApiFailure(400, 'full'));
    await settle();
    expect(ids(actor)).toEqual([1]);
    expect(fakes.toasts.map((t) => t.messageId)).toEqual(['favourites.toast.full']);
  });

  it('tells the server every change made while one was on its way, in order, and undoes only the refused one', async () => {
    const fakes = favouritesWithFakes();
    const actor = fakes.start();
    actor.send({ type: 'favourites.session', member: true });
    fakes.load.last().resolve([1, 2]);
    await settle();
    actor.send({ type: 'favourites.unfollow', teamId: 1 });
    actor.send({ type: 'favourites.follow', teamId: 3 });
    actor.send({ type: 'favourites.follow', teamId: 4 });
    expect(ids(actor)).toEqual([4, 3, 2]);
    expect(fakes.sync.calls.map((c) => c.input)).toEqual([{ kind: 'unfollow', teamId: 1 }]);
    fakes.sync.last().reject(new ApiFailure(0, 'offline'));
    await settle();
    // Team 1 is back where it was; the follows are still shown and go next, the older first.
    expect(ids(actor)).toEqual([4, 3, 1, 2]);
    expect(fakes.sync.last().input).toEqual({ kind: 'follow', teamId: 3 });
    fakes.sync.last().resolve();
    await settle();
    expect(fakes.sync.last().input).toEqual({ kind: 'follow', teamId: 4 });
    fakes.sync.last().resolve();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ member: { ready: 'idle' } });
    expect(actor.getSnapshot().context.saved).toEqual([4, 3, 1, 2]);
    expect(fakes.toasts.map((t) => t.messageId)).toEqual(['favourites.toast.unfollowFailed']);
  });

  it('hears who the visitor is from the auth machine, once per change', () => {
    const heard: Array<{ member: boolean }> = [];
    const auth = createMachine({
      id: 'auth',
      initial: 'restoring',
      states: {
        restoring: { tags: ['restoring'], on: { failed: 'guest' } },
        guest: { tags: ['guest'], on: { in: 'member', noop: 'guest' } },
        member: { tags: ['member'], on: { out: 'guest', noop: 'member' } },
      },
    });
    const listener = setup({ actors: { auth, watchSession } }).createMachine({
      invoke: [
        { id: 'auth', systemId: 'auth', src: 'auth' },
        { id: 'session', src: 'watchSession' },
      ],
      on: { 'favourites.session': { actions: ({ event }) => void heard.push({ member: (event as unknown as { member: boolean }).member }) } },
    });
    const root = createActor(listener).start();
    const authRef = root.system.get('auth') as AnyActorRef;
    expect(heard).toEqual([]);
    authRef.send({ type: 'failed' });
    authRef.send({ type: 'noop' });
    authRef.send({ type: 'in' });
    authRef.send({ type: 'noop' });
    authRef.send({ type: 'out' });
    expect(heard).toEqual([{ member: false }, { member: true }, { member: false }]);
  });

  it('starts from the browser list by default input', () => {
    const actor = createActor(favouritesMachine.provide({ actors: { watchSession: createMachine({}) as never } }), { input: { store: memoryStore([8, 3]) } }).start();
    expect(actor.getSnapshot().context.ids).toEqual([8, 3]);
    // Not ready until the auth machine says who the visitor is.
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'favourites.session', member: false });
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });
});
