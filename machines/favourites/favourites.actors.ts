/**
 * The favourites machine's side effects: the member's list on the server
 * (contracts/endpoints/favourites.ts), and who the visitor is, heard from the auth machine (systemId
 * 'auth'): a member or not, each time that changes (a sign-in, a session restored at reload, a
 * sign-out, an expired session).
 */
import { fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { call } from '../../api/call';
import * as favourites from '../../contracts/endpoints/favourites';

export interface SyncInput {
  kind: 'follow' | 'unfollow';
  teamId: number;
}

/** The member's favourite ids, most recently followed first. */
export const loadFavouriteIds = fromPromise<number[]>(async ({ signal }) => (await call(favourites.favouriteTeams, {}, signal)).teamIds);

/** The guest's browser list added to the member's: the union, the guest's order first. */
export const mergeGuestList = fromPromise<number[], { teamIds: number[] }>(
  async ({ input, signal }) => (await call(favourites.favouriteMerge, { body: { teamIds: input.teamIds } }, signal)).teamIds,
);

/** One change told to the server. */
export const syncChange = fromPromise<void, SyncInput>(async ({ input, signal }) => {
  await call(input.kind === 'follow' ? favourites.favouriteFollow : favourites.favouriteUnfollow, { body: { teamId: input.teamId } }, signal);
});

export type SessionEvent = { type: 'favourites.session'; member: boolean };

/** Says whether the visitor is a member once known and after each change (the auth machine's 'member' tag; nothing while a session is restored). */
export const watchSession = fromCallback(({ sendBack, system }) => {
  const auth = (system as { get(id: string): AnyActorRef | undefined }).get('auth');
  if (!auth) return () => {};
  let member: boolean | null = null;
  const hear = (snapshot: { hasTag(tag: string): boolean }) => {
    // A session being restored after a reload: neither yet.
    if (snapshot.hasTag('restoring')) return;
    const now = snapshot.hasTag('member');
    if (now === member) return;
    member = now;
    sendBack({ type: 'favourites.session', member: now } satisfies SessionEvent);
  };
  hear(auth.getSnapshot());
  const subscription = auth.subscribe(hear);
  return () => subscription.unsubscribe();
});
