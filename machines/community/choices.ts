/**
 * The board's optimistic choices (optimistic.machine.ts) over the board's endpoints
 * (contracts/endpoints/community.ts) and the friend calls (contracts/endpoints/account.ts), and
 * what each shows before the server answers: a reaction to a post, going to an event, joining a
 * group, a friend request; the bookmark is an on/off toggle (toggle/toggle.machine.ts).
 */
import { call } from '../../api/call';
import * as account from '../../contracts/endpoints/account';
import { REACTION_TYPES } from '../../contracts/community-values';
import * as community from '../../contracts/endpoints/community';
import type { GroupPrivacy, MembershipStatus, ReactionCounts, ReactionType, RsvpStatus } from '../../contracts/schemas/community';
import type { FriendStatus } from '../../contracts/schemas/users/social';
import { createToggle } from '../toggle/toggle.machine';
import { createChoice } from './optimistic.machine';

// Reactions

export interface ReactionValue {
  myReaction: ReactionType | null;
  reactionsCount: number;
  reactions: ReactionCounts;
}

export const EMPTY_REACTIONS: ReactionCounts = Object.fromEntries(REACTION_TYPES.map((type) => [type, 0])) as ReactionCounts;

/** The bar after the member reacts with `next` (null: takes the reaction back): one reaction per member. */
export function withReaction(current: ReactionValue, next: ReactionType | null): ReactionValue {
  const reactions = { ...current.reactions };
  if (current.myReaction) reactions[current.myReaction] = Math.max(0, reactions[current.myReaction] - 1);
  if (next) reactions[next] += 1;
  return { myReaction: next, reactions, reactionsCount: Object.values(reactions).reduce((a, b) => a + b, 0) };
}

/** The reaction types most used on a post, most first (what the bar shows beside the count). */
export function topReactions(reactions: ReactionCounts, max = 3): ReactionType[] {
  return REACTION_TYPES.filter((type) => reactions[type] > 0)
    .sort((a, b) => reactions[b] - reactions[a])
    .slice(0, max);
}

export const reactionChoice = (postId: number) =>
  createChoice<ReactionValue>(({ value }) =>
    (value.myReaction
      ? call(community.reactionSet, { params: { id: postId }, body: { type: value.myReaction } })
      : call(community.reactionRemove, { params: { id: postId } })
    ).then(({ myReaction, reactionsCount, reactions }) => ({ myReaction, reactionsCount, reactions })),
  );

// Bookmarks

export const savedToggle = (postId: number) => createToggle((on) =>
    call(on ? community.postSave : community.postUnsave, { params: { id: postId } }).then((answer) => ({ on: answer.saved, count: null })));

/** A share counted (the link copied or shared): one more at once, the server's count after. */
export const shareCounter = (postId: number) => createChoice<number>(() => call(community.postShare, { params: { id: postId } }).then((answer) => answer.sharesCount));

// Events

export interface RsvpValue {
  status: RsvpStatus | null;
  goingCount: number;
  interestedCount: number;
}

/** The counts after the member answers `next` (null: withdraws). */
export function withRsvp(current: RsvpValue, next: RsvpStatus | null): RsvpValue {
  const count = { going: current.goingCount, interested: current.interestedCount };
  if (current.status) count[current.status] = Math.max(0, count[current.status] - 1);
  if (next) count[next] += 1;
  return { status: next, goingCount: count.going, interestedCount: count.interested };
}

export const rsvpChoice = (eventId: number) =>
  createChoice<RsvpValue>(({ value }) =>
    (value.status
      ? call(community.rsvpSet, { params: { id: eventId }, body: { status: value.status } })
      : call(community.rsvpRemove, { params: { id: eventId } })
    ).then(({ status, goingCount, interestedCount }) => ({ status, goingCount, interestedCount })),
  );

// Groups

export interface MembershipValue {
  status: MembershipStatus | null;
  membersCount: number;
}

/** Joining a public group makes a member at once; a private one, a request; leaving undoes either. */
export function withMembership(current: MembershipValue, join: boolean, privacy: GroupPrivacy): MembershipValue {
  if (join) {
    if (current.status) return current;
    return privacy === 'public' ? { status: 'member', membersCount: current.membersCount + 1 } : { status: 'pending', membersCount: current.membersCount };
  }
  return { status: null, membersCount: current.status === 'member' ? Math.max(0, current.membersCount - 1) : current.membersCount };
}

export const membershipChoice = (groupId: number) =>
  createChoice<MembershipValue>(({ value }) =>
    call(value.status !== null ? community.groupJoin : community.groupLeave, { params: { id: groupId } }).then(({ status, membersCount }) => ({ status, membersCount })),
  );

/** An admin's answer to one join request (approve or decline), as a one-shot choice. */
export const joinRequestChoice = (groupId: number, userId: number) =>
  createChoice<'pending' | 'approved' | 'declined'>(({ value }) =>
    value === 'pending' ? Promise.resolve('pending') : call(value === 'approved' ? community.joinRequestApprove : community.joinRequestDecline, { params: { id: groupId, userId } }).then(() => value),
  );

// Friends

export interface FriendValue {
  status: FriendStatus;
  requestId: number | null;
}

/** What the friend button does from each state, and the state it shows at once. */
export const FRIEND_ACTIONS = {
  none: [{ action: 'add', to: 'pending-sent' }],
  'pending-sent': [{ action: 'cancel', to: 'none' }],
  'pending-received': [
    { action: 'accept', to: 'friends' },
    { action: 'decline', to: 'none' },
  ],
  friends: [{ action: 'unfriend', to: 'none' }],
  self: [],
} as const satisfies Record<FriendStatus, ReadonlyArray<{ action: string; to: FriendStatus }>>;

export type FriendAction = (typeof FRIEND_ACTIONS)[FriendStatus][number]['action'];

/** The call that takes a friendship from what the server holds to what the member chose; answers the new state. */
export async function sendFriendChoice(userId: number, { value, confirmed }: { value: FriendValue; confirmed: FriendValue }): Promise<FriendValue> {
  const from = confirmed.status;
  const to = value.status;
  if (from === to) return confirmed;
  if (from === 'none' && to === 'pending-sent') {
    const sent = await call(account.sendFriendRequest, { body: { toUserId: userId } });
    return { status: sent.status, requestId: sent.requestId };
  }
  if (from === 'pending-received' && confirmed.requestId !== null && (to === 'friends' || to === 'none')) {
    const answer = await call(account.respondFriendRequest, { body: { requestId: confirmed.requestId, accept: to === 'friends' } });
    return answer.status === 'friends' ? { status: 'friends', requestId: answer.requestId } : { status: 'none', requestId: null };
  }
  if ((from === 'pending-sent' || from === 'friends') && to === 'none') {
    const answer = await call(account.removeFriend, { body: { userId } });
    return { status: answer.status, requestId: answer.requestId };
  }
  // Anything else (the state moved on elsewhere): read where it stands.
  const now = await call(account.isFriend, { query: { userId } });
  return { status: now.status, requestId: now.requestId };
}

export const friendChoice = (userId: number) => createChoice<FriendValue>((input) => sendFriendChoice(userId, input));
