import { beforeEach, describe, expect, it, vi } from 'vitest';

// The friend calls of the account area's endpoints, each answered as the server would.
vi.mock('../../api/call', () => ({
  call: vi.fn(async ({ path }: { path: string }, { body }: { body?: { requestId: number; accept: boolean } }) => {
    if (path.endsWith('/friend/send-request')) return { requestId: 7, status: 'pending-sent' };
    if (path.endsWith('/friend/remove')) return { isFriend: false, status: 'none', requestId: null };
    if (path.endsWith('/friend/is-friend')) return { isFriend: true, status: 'friends', requestId: 3 };
    return { requestId: body!.requestId, status: body!.accept ? 'friends' : 'declined' };
  }),
}));

const { call } = await import('../../api/call');
const account = await import('../../contracts/endpoints/account');
const { respondFriendRequest } = account;
const { EMPTY_REACTIONS, FRIEND_ACTIONS, sendFriendChoice, topReactions, withMembership, withReaction, withRsvp } = await import('./choices');

beforeEach(() => vi.clearAllMocks());

describe('withReaction', () => {
  const bar = { myReaction: null, reactionsCount: 4, reactions: { ...EMPTY_REACTIONS, like: 3, love: 1 } };

  it('adds, replaces and takes back the member’s one reaction, the total always the sum', () => {
    const liked = withReaction(bar, 'like');
    expect(liked).toEqual({ myReaction: 'like', reactionsCount: 5, reactions: { ...EMPTY_REACTIONS, like: 4, love: 1 } });
    const haha = withReaction(liked, 'haha');
    expect(haha).toEqual({ myReaction: 'haha', reactionsCount: 5, reactions: { ...EMPTY_REACTIONS, like: 3, love: 1, haha: 1 } });
    expect(withReaction(haha, null)).toEqual(bar);
  });

  it('never counts below zero when the counts were behind', () => {
    const stale = { myReaction: 'wow' as const, reactionsCount: 0, reactions: { ...EMPTY_REACTIONS } };
    expect(withReaction(stale, null)).toEqual({ myReaction: null, reactionsCount: 0, reactions: EMPTY_REACTIONS });
  });

  it('names the most used types first', () => {
    expect(topReactions({ ...EMPTY_REACTIONS, like: 2, angry: 5, sad: 1, wow: 1 })).toEqual(['angry', 'like', 'wow']);
    expect(topReactions(EMPTY_REACTIONS)).toEqual([]);
  });
});

describe('withRsvp', () => {
  it('moves the member between going, interested and neither', () => {
    const start = { status: null, goingCount: 10, interestedCount: 2 };
    const going = withRsvp(start, 'going');
    expect(going).toEqual({ status: 'going', goingCount: 11, interestedCount: 2 });
    expect(withRsvp(going, 'interested')).toEqual({ status: 'interested', goingCount: 10, interestedCount: 3 });
    expect(withRsvp(going, null)).toEqual(start);
  });
});

describe('withMembership', () => {
  it('joins a public group at once and asks to join a private one; leaving undoes either', () => {
    const out = { status: null, membersCount: 20 };
    expect(withMembership(out, true, 'public')).toEqual({ status: 'member', membersCount: 21 });
    expect(withMembership(out, true, 'private')).toEqual({ status: 'pending', membersCount: 20 });
    expect(withMembership({ status: 'member', membersCount: 21 }, false, 'public')).toEqual(out);
    expect(withMembership({ status: 'pending', membersCount: 20 }, false, 'private')).toEqual(out);
    expect(withMembership({ status: 'member', membersCount: 21 }, true, 'public')).toEqual({ status: 'member', membersCount: 21 });
  });
});

describe('sendFriendChoice', () => {
  const state = (status: (typeof FRIEND_ACTIONS extends Record<infer K, unknown> ? K : never), requestId: number | null = null) => ({ status, requestId });

  it('sends a request from none (SPEC §7 friend/send-request)', async () => {
    expect(await sendFriendChoice(42, { value: state('pending-sent'), confirmed: state('none') })).toEqual({ status: 'pending-sent', requestId: 7 });
    expect(call).toHaveBeenCalledWith(account.sendFriendRequest, { body: { toUserId: 42 } });
  });

  it('accepts or declines a received request with its id', async () => {
    expect(await sendFriendChoice(42, { value: state('friends'), confirmed: state('pending-received', 9) })).toEqual({ status: 'friends', requestId: 9 });
    expect(call).toHaveBeenLastCalledWith(respondFriendRequest, { body: { requestId: 9, accept: true } });
    expect(await sendFriendChoice(42, { value: state('none'), confirmed: state('pending-received', 9) })).toEqual({ status: 'none', requestId: null });
    expect(call).toHaveBeenLastCalledWith(respondFriendRequest, { body: { requestId: 9, accept: false } });
  });

  it('withdraws a sent request and ends a friendship', async () => {
    for (const from of ['pending-sent', 'friends'] as const) {
      expect(await sendFriendChoice(42, { value: state('none'), confirmed: state(from, 5) })).toEqual({ status: 'none', requestId: null });
    }
    expect(vi.mocked(call).mock.calls.filter(([endpoint]) => endpoint === account.removeFriend)).toHaveLength(2);
  });

  it('sends nothing when nothing changed, and reads the state for a move it does not know', async () => {
    expect(await sendFriendChoice(42, { value: state('none'), confirmed: state('none') })).toEqual(state('none'));
    expect(await sendFriendChoice(42, { value: state('friends'), confirmed: state('none') })).toEqual({ status: 'friends', requestId: 3 });
    expect(vi.mocked(call).mock.calls.map(([endpoint]) => endpoint)).toEqual([account.isFriend]);
  });

  it('offers from each state the actions whose target the button shows', () => {
    expect(FRIEND_ACTIONS.none.map((a) => a.to)).toEqual(['pending-sent']);
    expect(FRIEND_ACTIONS['pending-received'].map((a) => a.action)).toEqual(['accept', 'decline']);
    expect(FRIEND_ACTIONS.self).toEqual([]);
  });
});
