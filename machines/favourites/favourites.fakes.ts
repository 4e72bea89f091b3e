import { createActor, fromCallback, setup, type AnyActorRef, type SimulatedClock } from 'xstate';
import { favouritesMachine } from './favourites.machine';
import type { SyncInput } from './favourites.actors';
import { memoryStore } from './favourites.storage';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';

/**
 * The favourites machine under a root of its own, beside a fake toast machine (systemId 'toast')
 * that records what it is asked, with the browser list in memory and the server's answers given by
 * the test. The auth machine is not there: the test says who the visitor is (favourites.session).
 */
export function favouritesWithFakes(guestIds: readonly number[] = []) {
  const store = memoryStore(guestIds);
  const load = controllablePromiseActor<number[], unknown>();
  const merge = controllablePromiseActor<number[], { teamIds: number[] }>();
  const sync = controllablePromiseActor<void, SyncInput>();
  const toasts: Array<{ type: string; messageId: string }> = [];
  const toast = fromCallback<{ type: string; messageId: string }>(({ receive }) => {
    receive((event) => toasts.push(event));
    return () => {};
  });
  const machine = favouritesMachine.provide({
    actors: { loadFavouriteIds: load.logic, mergeGuestList: merge.logic, syncChange: sync.logic, watchSession: fromCallback(() => () => {}) },
  });
  const root = setup({ actors: { favourites: machine, toast } }).createMachine({
    id: 'root',
    invoke: [
      { id: 'toast', systemId: 'toast', src: 'toast' },
      { id: 'favourites', systemId: 'favourites', src: 'favourites', input: { store } },
    ],
  });
  const start = (clock?: SimulatedClock) => {
    const actor = createActor(root, clock ? { clock } : {}).start();
    return actor.system.get('favourites') as AnyActorRef;
  };
  return { machine, store, load, merge, sync, toasts, start };
}
