import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { friendsMachine } from './friends.machine';
import type { Friend, FriendRequest, FriendResponse, RespondFriendBody } from '../../contracts/schemas/users/social';
import type { Page } from '../../contracts/schemas/common';
import { ApiFailure } from '../../contracts/call-error';
import type { FriendsData } from './account.actors';
import type { CallError } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { settle } from '../test-utils/model-paths';

const person = (userId: number) => ({ userId, nickname: `Bạn ${userId}`, profilePicture: `/media/avatar/${userId}.svg`, siteRoleId: 1, level: 1 });
const friend = (userId: number): Friend => ({ ...person(userId), requestId: userId, since: '2025-01-01T00:00:00.000Z' });
const request = (userId: number): FriendRequest => ({ ...person(userId), requestId: 800 + userId, createdAt: '2025-02-01T00:00:00.000Z' });
const pageOf = <T>(list: T[], pageNum = 1): Page<T> => ({ list, total: list.length, pageNum, pageSize: 20 });

function start() {
  const loader = controllablePromiseActor<FriendsData, { pageNum: number }>();
  const responder = controllablePromiseActor<FriendResponse, RespondFriendBody>();
  const responded: { accepted: boolean; nickname: string }[] = [];
  const failures: CallError[] = [];
  const actor = createActor(
    friendsMachine.provide({
      actors: { loadFriends: loader.logic, respondToRequest: responder.logic },
      actions: {
        notifyResponded: (_, answer) => void responded.push(answer),
        notifyFailed: (_, error) => void failures.push(error),
      },
    }),
  ).start();
  return { actor, loader, responder, responded, failures };
}

async function ready() {
  const t = start();
  t.loader.last().resolve({ friends: pageOf([friend(101)]), requests: pageOf([request(102), request(103)]) });
  await settle();
  return t;
}

describe('friends machine', () => {
  it('loads friends and requests together', async () => {
    const { actor, loader } = await ready();
    expect(loader.calls[0]!.input).toEqual({ pageNum: 1 });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.requests?.total).toBe(2);
  });

  it('accepts a request: the sender becomes the newest friend', async () => {
    const { actor, responder, responded } = await ready();
    actor.send({ type: 'friends.respond', requestId: 902, accept: true });
    expect(actor.getSnapshot().matches({ ready: 'responding' })).toBe(true);
    expect(actor.getSnapshot().context.respondingId).toBe(902);
    expect(responder.last().input).toEqual({ requestId: 902, accept: true });
    responder.last().resolve({ requestId: 902, status: 'friends' });
    await settle();
    const { friends, requests, respondingId } = actor.getSnapshot().context;
    expect(friends?.list.map((f) => f.userId)).toEqual([102, 101]);
    expect(friends?.list[0]?.since).toBe('2025-02-01T00:00:00.000Z');
    expect(friends?.total).toBe(2);
    expect(requests?.list.map((r) => r.requestId)).toEqual([903]);
    expect(requests?.total).toBe(1);
    expect(respondingId).toBeNull();
    expect(responded).toEqual([{ accepted: true, nickname: 'Bạn 102' }]);
  });

  it('declines a request: it leaves, the friends stay', async () => {
    const { actor, responder, responded } = await ready();
    actor.send({ type: 'friends.respond', requestId: 903, accept: false });
    responder.last().resolve({ requestId: 903, status: 'declined' });
    await settle();
    expect(actor.getSnapshot().context.friends?.list.map((f) => f.userId)).toEqual([101]);
    expect(actor.getSnapshot().context.requests?.list.map((r) => r.requestId)).toEqual([902]);
    expect(responded).toEqual([{ accepted: false, nickname: 'Bạn 103' }]);
  });

  it('answers one request at a time and only known ones', async () => {
    const { actor, responder } = await ready();
    actor.send({ type: 'friends.respond', requestId: 999, accept: true });
    expect(responder.calls).toHaveLength(0);
    actor.send({ type: 'friends.respond', requestId: 902, accept: true });
    actor.send({ type: 'friends.respond', requestId: 903, accept: true });
    expect(responder.calls).toHaveLength(1);
  });

  it('reports a refused answer and keeps the request', async () => {
    const { actor, responder, failures } = await ready();
    actor.send({ type: 'friends.respond', requestId: 902, accept: true });
    responder.last().reject(new ApiFailure(409, 'Lời mời đã được trả lời'));
    await settle();
    expect(failures).toEqual([{ status: 409, message: 'Lời mời đã được trả lời' }]);
    expect(actor.getSnapshot().context.requests?.total).toBe(2);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('pages through friends, and retries after a failure', async () => {
    const { actor, loader } = await ready();
    actor.send({ type: 'friends.page', pageNum: 2 });
    expect(loader.last().input).toEqual({ pageNum: 2 });
    loader.last().reject(new ApiFailure(0, 'offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'friends.retry' });
    expect(loader.last().input).toEqual({ pageNum: 2 });
    loader.last().resolve({ friends: pageOf([friend(130)], 2), requests: pageOf([]) });
    await settle();
    expect(actor.getSnapshot().context.friends?.pageNum).toBe(2);
  });
});
