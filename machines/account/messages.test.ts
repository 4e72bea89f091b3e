import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { messagesMachine } from './messages.machine';
import type { MarkAllReadBody, MarkedAllRead, MarkedRead, MarkReadBody, MessageFilter, MessageItem, MessagePage } from '../../contracts/schemas/users/social';
import { ApiFailure } from '../../contracts/call-error';
import type { CallError } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { settle } from '../test-utils/model-paths';

const message = (id: number, isRead = false, type: MessageItem['type'] = 'system'): MessageItem => ({
  id,
  type,
  title: `Tin ${id}`,
  content: 'Nội dung',
  link: null,
  isRead,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const page = (list: MessageItem[], unread: number, pageNum = 1, total = list.length): MessagePage => ({ list, total, pageNum, pageSize: 50, unread });

function start() {
  const loader = controllablePromiseActor<MessagePage, { type: MessageFilter; pageNum: number }>();
  const marker = controllablePromiseActor<MarkedRead, MarkReadBody>();
  const allMarker = controllablePromiseActor<MarkedAllRead, MarkAllReadBody>();
  const failures: CallError[] = [];
  const actor = createActor(
    messagesMachine.provide({
      actors: { loadMessages: loader.logic, markRead: marker.logic, markAllRead: allMarker.logic },
      actions: { notifyFailed: (_, error) => void failures.push(error) },
    }),
  ).start();
  return { actor, loader, marker, allMarker, failures };
}

async function ready(list: MessageItem[] = [message(1), message(2), message(3, true)], unread = 2) {
  const t = start();
  t.loader.last().resolve(page(list, unread));
  await settle();
  return t;
}

describe('messages machine', () => {
  it('loads the first page of every type', async () => {
    const { actor, loader } = await ready();
    expect(loader.calls[0]!.input).toEqual({ type: 'all', pageNum: 1 });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.page?.unread).toBe(2);
  });

  it('filters by type from the first page', async () => {
    const { actor, loader } = await ready();
    actor.send({ type: 'messages.page', pageNum: 2 });
    loader.last().resolve(page([message(60)], 2, 2, 60));
    await settle();
    actor.send({ type: 'messages.filter', filter: 'activity' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loader.last().input).toEqual({ type: 'activity', pageNum: 1 });
    actor.send({ type: 'messages.filter', filter: 'activity' });
    expect(loader.calls).toHaveLength(3);
  });

  it('marks one unread message read and takes the new unread count', async () => {
    const { actor, marker } = await ready();
    actor.send({ type: 'messages.markRead', id: 2 });
    expect(actor.getSnapshot().matches({ ready: 'markingOne' })).toBe(true);
    expect(actor.getSnapshot().context.markingId).toBe(2);
    marker.last().resolve({ id: 2, isRead: true, unread: 1 });
    await settle();
    const { page: current, markingId } = actor.getSnapshot().context;
    expect(current?.list.map((m) => m.isRead)).toEqual([false, true, true]);
    expect(current?.unread).toBe(1);
    expect(markingId).toBeNull();
  });

  it('does not mark a message already read or unknown', async () => {
    const { actor, marker } = await ready();
    actor.send({ type: 'messages.markRead', id: 3 });
    actor.send({ type: 'messages.markRead', id: 99 });
    expect(marker.calls).toHaveLength(0);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('marks every message of the filter read', async () => {
    const { actor, allMarker } = await ready();
    actor.send({ type: 'messages.markAllRead' });
    expect(allMarker.last().input).toEqual({ type: 'all' });
    allMarker.last().resolve({ updated: 2, unread: 0 });
    await settle();
    expect(actor.getSnapshot().context.page?.list.every((m) => m.isRead)).toBe(true);
    expect(actor.getSnapshot().context.page?.unread).toBe(0);
    actor.send({ type: 'messages.markAllRead' });
    expect(allMarker.calls).toHaveLength(1);
  });

  it('reports a failed mark and keeps the list', async () => {
    const { actor, marker, failures } = await ready();
    actor.send({ type: 'messages.markRead', id: 1 });
    marker.last().reject(new ApiFailure(404, 'Không tìm thấy tin nhắn'));
    await settle();
    expect(failures).toEqual([{ status: 404, message: 'Không tìm thấy tin nhắn' }]);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.page?.list[0]?.isRead).toBe(false);
  });

  it('fails to load, then retries the same filter and page', async () => {
    const { actor, loader } = start();
    actor.send({ type: 'messages.filter', filter: 'system' });
    loader.last().reject(new ApiFailure(500, 'Lỗi'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'messages.retry' });
    expect(loader.last().input).toEqual({ type: 'system', pageNum: 1 });
  });
});
