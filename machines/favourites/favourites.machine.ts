import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import { FAVOURITE_TEAMS_MAX } from '../../contracts/constants';
import { callError } from '../../contracts/call-error';
import { loadFavouriteIds, mergeGuestList, syncChange, watchSession, type SessionEvent, type SyncInput } from './favourites.actors';
import { browserStore, nextChange, restoreTeam, withoutTeam, withTeam, type GuestStore } from './favourites.storage';

/** What views ask of the favourites (routed through the root actor). */
export type FavouritesEvent =
  | { type: 'favourites.follow'; teamId: number }
  | { type: 'favourites.unfollow'; teamId: number }
  /** Load the member's list again after it failed. */
  | { type: 'favourites.retry' };

export interface FavouritesInput {
  /** Where a guest's list is kept; the browser's localStorage by default. */
  store?: GuestStore;
}

export interface FavouritesContext {
  store: GuestStore;
  /** The followed team ids the visitor sees, most recently followed first (a member's changes show before the server answers). */
  ids: number[];
  /** The guest's list as kept in the browser. */
  guest: number[];
  /** A member's list as the server holds it (as far as its answers tell). */
  saved: number[];
  /** The change the server is being told. */
  change: SyncInput | null;
}

/** How long a member's list that failed to load waits before it is read again by itself. */
export const FAVOURITES_RETRY_MS = 15_000;

const toast = (messageId: string) => ({ type: 'toast.show', kind: 'error', messageId }) as const;

/** Sends a toast through the root's toast machine (systemId 'toast'), when it runs. */
function showToast(system: { get(id: string): AnyActorRef | undefined }, enqueue: { sendTo: (ref: AnyActorRef, event: ReturnType<typeof toast>) => void }, messageId: string): void {
  const toasts = system.get('toast');
  if (toasts) enqueue.sendTo(toasts, toast(messageId));
}

/** The server's list once the change on its way is held. */
function committed({ saved, change }: Pick<FavouritesContext, 'saved' | 'change'>): number[] {
  if (!change) return saved;
  return change.kind === 'follow' ? withTeam(saved, change.teamId) : withoutTeam(saved, change.teamId);
}

/** The list shown once the refused change is undone: that team as the server has it. */
function undone({ ids, saved, change }: Pick<FavouritesContext, 'ids' | 'saved' | 'change'>): number[] {
  if (!change) return ids;
  return change.kind === 'follow' ? withoutTeam(ids, change.teamId) : restoreTeam(ids, change.teamId, saved);
}

const teamOf = (event: { type: string }) => (event as { teamId?: number }).teamId ?? 0;

/**
 * The visitor's favourite teams: a root child under systemId 'favourites' (`useFavouriteTeamIds`,
 * `useFollowTeam`). A guest's list lives in the browser; a member's on the server. When the visitor
 * becomes a member (a sign-in, or a session restored at reload) a guest list kept in the browser is
 * merged into theirs and cleared here. A member's follow or unfollow shows at once and is told to
 * the server one change at a time; a change the server refuses is undone with a toast (one it
 * already holds, a 409, counts as done). At most FAVOURITE_TEAMS_MAX teams.
 */
export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent | SessionEvent,
    input: {} as FavouritesInput,
  },
  actors: { watchSession, loadFavouriteIds, mergeGuestList, syncChange },
  delays: { retryDelay: FAVOURITES_RETRY_MS },
  guards: {
    becomesMember: ({ event }) => event.type === 'favourites.session' && event.member,
    becomesGuest: ({ event }) => event.type === 'favourites.session' && !event.member,
    hasGuestList: ({ context }) => context.guest.length > 0,
    isFull: ({ context, event }) => !context.ids.includes(teamOf(event)) && context.ids.length >= FAVOURITE_TEAMS_MAX,
    isNew: ({ context, event }) => !context.ids.includes(teamOf(event)),
    isFollowed: ({ context, event }) => context.ids.includes(teamOf(event)),
    /** Once the change on its way is held by the server, another one is due. */
    moreAfterCommit: ({ context }) => nextChange(context.ids, committed(context)) !== null,
    /** Once the refused change is undone, another one is due. */
    moreAfterUndo: ({ context }) => nextChange(undone(context), context.saved) !== null,
    /** The server already holds what was asked (409: already / not a favourite). */
    alreadyDone: (_, params: { error: unknown }) => callError(params.error).status === 409,
    alreadyDoneAndMore: ({ context }, params: { error: unknown }) => callError(params.error).status === 409 && nextChange(context.ids, committed(context)) !== null,
  },
  actions: {
    showGuestList: assign({ ids: ({ context }) => [...context.guest], saved: [], change: null }),
    guestFollow: enqueueActions(({ context, event, enqueue }) => {
      const guest = withTeam(context.guest, teamOf(event));
      context.store.write(guest);
      enqueue.assign({ guest, ids: guest });
    }),
    guestUnfollow: enqueueActions(({ context, event, enqueue }) => {
      const guest = withoutTeam(context.guest, teamOf(event));
      context.store.write(guest);
      enqueue.assign({ guest, ids: guest });
    }),
    /** The guest list is now the member's: cleared from the browser. */
    forgetGuestList: enqueueActions(({ context, enqueue }) => {
      context.store.clear();
      enqueue.assign({ guest: [] });
    }),
    takeServerList: assign({
      ids: (_, params: { ids: number[] }) => [...params.ids],
      saved: (_, params: { ids: number[] }) => [...params.ids],
    }),
    memberFollow: assign({ ids: ({ context, event }) => withTeam(context.ids, teamOf(event)) }),
    memberUnfollow: assign({ ids: ({ context, event }) => withoutTeam(context.ids, teamOf(event)) }),
    pickChange: assign({ change: ({ context }) => nextChange(context.ids, context.saved) }),
    /** The server holds the change now. */
    commitChange: assign({ saved: ({ context }) => committed(context), change: null }),
    /** The server refused: that team is shown as the server has it, and a toast says so. */
    undoChange: enqueueActions(({ context, enqueue, system }, params: { error: unknown }) => {
      const change = context.change;
      if (!change) return;
      enqueue.assign({ ids: undone(context), change: null });
      const full = callError(params.error).status === 400 && change.kind === 'follow';
      showToast(system, enqueue, full ? 'favourites.toast.full' : change.kind === 'follow' ? 'favourites.toast.followFailed' : 'favourites.toast.unfollowFailed');
    }),
    toastFull: enqueueActions(({ enqueue, system }) => showToast(system, enqueue, 'favourites.toast.full')),
    toastNotReady: enqueueActions(({ enqueue, system }) => showToast(system, enqueue, 'favourites.toast.notReady')),
  },
}).createMachine({
  id: 'favourites',
  context: ({ input }) => {
    const store = input.store ?? browserStore();
    const guest = store.read();
    return { store, ids: guest, guest, saved: [], change: null };
  },
  invoke: { id: 'session', src: 'watchSession' },
  initial: 'starting',
  states: {
    /** Who the visitor is is not known yet (a member's session is being restored after a reload). */
    starting: {
      tags: ['loading'],
      on: {
        'favourites.session': [{ guard: 'becomesMember', target: 'member' }, { target: 'guest' }],
        'favourites.follow': { actions: 'toastNotReady' },
        'favourites.unfollow': { actions: 'toastNotReady' },
      },
    },
    /** A guest: the list kept in the browser. */
    guest: {
      tags: ['ready'],
      entry: 'showGuestList',
      on: {
        'favourites.session': [
          { guard: { type: 'becomesMember' }, target: 'member' },
        ],
        'favourites.follow': [
          { guard: 'isFull', actions: 'toastFull' },
          { guard: 'isNew', actions: 'guestFollow' },
        ],
        'favourites.unfollow': { guard: 'isFollowed', actions: 'guestUnfollow' },
      },
    },
    member: {
      initial: 'entering',
      on: {
        'favourites.session': { guard: 'becomesGuest', target: 'guest' },
      },
      states: {
        entering: {
          always: [{ guard: 'hasGuestList', target: 'merging' }, { target: 'loading' }],
        },
        /** The guest's list joins the member's (the union answers); it stays in the browser if this fails. */
        merging: {
          tags: ['loading'],
          invoke: {
            id: 'merge',
            src: 'mergeGuestList',
            input: ({ context }) => ({ teamIds: context.guest }),
            onDone: { target: 'ready', actions: [{ type: 'takeServerList', params: ({ event }) => ({ ids: event.output }) }, 'forgetGuestList'] },
            onError: 'loading',
          },
          on: { 'favourites.follow': { actions: 'toastNotReady' }, 'favourites.unfollow': { actions: 'toastNotReady' } },
        },
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'load',
            src: 'loadFavouriteIds',
            onDone: { target: 'ready', actions: { type: 'takeServerList', params: ({ event }) => ({ ids: event.output }) } },
            onError: 'failed',
          },
          on: { 'favourites.follow': { actions: 'toastNotReady' }, 'favourites.unfollow': { actions: 'toastNotReady' } },
        },
        failed: {
          tags: ['failed'],
          after: { retryDelay: 'loading' },
          on: {
            'favourites.retry': 'loading',
            'favourites.follow': { actions: 'toastNotReady' },
            'favourites.unfollow': { actions: 'toastNotReady' },
          },
        },
        ready: {
          tags: ['ready'],
          initial: 'idle',
          states: {
            /** The server holds what is shown. */
            idle: {
              on: {
                'favourites.follow': [
                  { guard: 'isFull', actions: 'toastFull' },
                  { guard: 'isNew', target: 'saving', actions: ['memberFollow', 'pickChange'] },
                ],
                'favourites.unfollow': { guard: 'isFollowed', target: 'saving', actions: ['memberUnfollow', 'pickChange'] },
              },
            },
            /** One change on its way; the visitor's further changes show at once and are told after it. */
            saving: {
              tags: ['saving'],
              invoke: {
                id: 'sync',
                src: 'syncChange',
                input: ({ context }) => context.change!,
                onDone: [
                  { guard: 'moreAfterCommit', target: 'saving', reenter: true, actions: ['commitChange', 'pickChange'] },
                  { target: 'idle', actions: 'commitChange' },
                ],
                onError: [
                  { guard: { type: 'alreadyDoneAndMore', params: ({ event }) => ({ error: event.error }) }, target: 'saving', reenter: true, actions: ['commitChange', 'pickChange'] },
                  { guard: { type: 'alreadyDone', params: ({ event }) => ({ error: event.error }) }, target: 'idle', actions: 'commitChange' },
                  { guard: 'moreAfterUndo', target: 'saving', reenter: true, actions: [{ type: 'undoChange', params: ({ event }) => ({ error: event.error }) }, 'pickChange'] },
                  { target: 'idle', actions: { type: 'undoChange', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
              on: {
                'favourites.follow': [
                  { guard: 'isFull', actions: 'toastFull' },
                  { guard: 'isNew', actions: 'memberFollow' },
                ],
                'favourites.unfollow': { guard: 'isFollowed', actions: 'memberUnfollow' },
              },
            },
          },
        },
      },
    },
  },
});
