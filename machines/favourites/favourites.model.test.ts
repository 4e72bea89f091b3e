import { describe, expect, it } from 'vitest';
import { SimulatedClock, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import { FAVOURITES_RETRY_MS, type FavouritesContext } from './favourites.machine';
import { favouritesWithFakes } from './favourites.fakes';
import { memoryStore } from './favourites.storage';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';

/** The member's list on the server, and the union a merge of the guest's [5] answers. */
const SERVER_LIST = [7, 9];
const MERGED = [5, 7, 9];

const refused = (status: number) => new ApiFailure(status, `refused ${status}`);

const events = [
  { type: 'favourites.follow', teamId: 5 },
  { type: 'favourites.follow', teamId: 7 },
  { type: 'favourites.unfollow', teamId: 5 },
  { type: 'favourites.unfollow', teamId: 7 },
  { type: 'favourites.retry' },
  { type: 'favourites.session', member: true },
  { type: 'favourites.session', member: false },
  { type: 'xstate.done.actor.load', output: SERVER_LIST },
  { type: 'xstate.error.actor.load', error: refused(500) },
  { type: 'xstate.done.actor.merge', output: MERGED },
  { type: 'xstate.error.actor.merge', error: refused(0) },
  { type: 'xstate.done.actor.sync', output: undefined },
  { type: 'xstate.error.actor.sync', error: refused(409) },
  { type: 'xstate.error.actor.sync', error: refused(500) },
] as never;

type FavSnapshot = { value: unknown; context: FavouritesContext };

/** What the visitor (and the server) can tell apart: the state, the ids shown, the browser's list, the server's. */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as FavSnapshot;
  const has = (ids: number[]) => [5, 7].map((id) => ids.includes(id));
  return JSON.stringify([value, has(context.ids), context.guest.length > 0, has(context.saved), context.change?.kind ?? null]);
};

const { machine } = favouritesWithFakes();
const paths = transitionPaths(machine, { events, serializeState, input: { store: memoryStore() } });

describe('favourites machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const clock = new SimulatedClock();
    const fakes = favouritesWithFakes();
    const actor = fakes.start(clock);
    let toastsBefore = 0;
    let before: FavouritesContext = actor.getSnapshot().context;
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        toastsBefore = fakes.toasts.length;
        before = actor.getSnapshot().context;
        const e = event as EventObject & { output?: unknown; error?: unknown };
        if (e.type.startsWith('xstate.after.')) return clock.increment(FAVOURITES_RETRY_MS);
        const fake = { load: fakes.load, merge: fakes.merge, sync: fakes.sync }[e.type.split('.')[3] as 'load' | 'merge' | 'sync'];
        if (e.type.startsWith('xstate.done.actor.')) return fake.last().resolve(e.output as never);
        if (e.type.startsWith('xstate.error.actor.')) return fake.last().reject(e.error);
        actor.send(event);
      },
      check: ({ event }) => {
        const snapshot = actor.getSnapshot();
        const context = snapshot.context as FavouritesContext;
        // Each team once; a guest sees the browser's list, which the store holds.
        expect(new Set(context.ids).size).toBe(context.ids.length);
        expect(context.guest).toEqual(fakes.store.ids);
        if (snapshot.matches('guest')) expect(context.ids).toEqual(context.guest);
        // Exactly one of: ready, loading, failed.
        expect([snapshot.hasTag('ready'), snapshot.hasTag('loading'), snapshot.hasTag('failed')].filter(Boolean)).toHaveLength(1);
        const e = event as EventObject & { teamId?: number; error?: ApiFailure };
        const newToasts = fakes.toasts.slice(toastsBefore).map((t) => t.messageId);
        // A follow or unfollow shows at once whenever the list is known.
        if (snapshot.hasTag('ready') && before && e.type === 'favourites.follow') expect(context.ids[0] === e.teamId || before.ids.includes(e.teamId!)).toBe(true);
        if (snapshot.hasTag('ready') && e.type === 'favourites.unfollow') expect(context.ids).not.toContain(e.teamId);
        // While the member's list is not known yet, a change is refused with a toast.
        if ((e.type === 'favourites.follow' || e.type === 'favourites.unfollow') && !snapshot.hasTag('ready')) expect(newToasts).toEqual(['favourites.toast.notReady']);
        // At login the guest's list is merged, then cleared from the browser.
        if (e.type === 'favourites.session' && (e as unknown as { member: boolean }).member && before.guest.length > 0) {
          expect(fakes.merge.last().input).toEqual({ teamIds: before.guest });
        }
        if (e.type === 'xstate.done.actor.merge') expect(context).toMatchObject({ ids: MERGED, saved: MERGED, guest: [] });
        if (e.type === 'xstate.error.actor.merge') expect(context.guest).toEqual(before.guest);
        if (e.type === 'xstate.done.actor.load') expect(context).toMatchObject({ ids: SERVER_LIST, saved: SERVER_LIST });
        // The server is told one change at a time, what differs between the shown list and its own.
        if (snapshot.hasTag('saving')) {
          expect(context.change).not.toBeNull();
          expect(fakes.sync.last().input).toEqual(context.change);
        }
        if (snapshot.matches({ member: { ready: 'idle' } })) expect([...context.ids].sort()).toEqual([...context.saved].sort());
        // A refused change is undone with a toast; one the server already held (409) is not.
        if (e.type === 'xstate.error.actor.sync') {
          const change = before.change!;
          if (e.error!.status === 409) {
            expect(newToasts).toEqual([]);
            expect(context.saved.includes(change.teamId)).toBe(change.kind === 'follow');
          } else {
            expect(newToasts).toEqual([change.kind === 'follow' ? 'favourites.toast.followFailed' : 'favourites.toast.unfollowFailed']);
            expect(context.ids.includes(change.teamId)).toBe(change.kind === 'unfollow');
          }
        }
        if (e.type === 'xstate.done.actor.sync') expect(context.saved.includes(before.change!.teamId)).toBe(before.change!.kind === 'follow');
        // Signing out shows the browser's list (empty once merged); the member's stays on the server.
        if (e.type === 'favourites.session' && !(e as unknown as { member: boolean }).member) expect(context.saved).toEqual([]);
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(machine, paths);
    printCoverage('favourites', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
