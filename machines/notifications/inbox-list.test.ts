import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../contracts/call-error';
import type { MessageItem } from '../../contracts/schemas/users/social';
import { settle } from '../test-utils/model-paths';
import { inboxListWithFakes, page } from './inbox-list.fakes';
import { message } from './notifications.fakes';

const ids = (items: MessageItem[]) => items.map((m) => m.id);

describe('inbox list machine', () => {
  it('loads the first 50, then the next 50 on "load more", each message once', async () => {
    const { load, start } = inboxListWithFakes();
    const actor = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(load.last().input).toEqual({ pageNum: 1 });
    load.last().resolve(page([60, 59, 58], 5));
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'inbox.more' });
    expect(load.last().input).toEqual({ pageNum: 2 });
    // A message pushed meanwhile shifted the pages: 58 comes again, once.
    load.last().resolve(page([58, 57, 56], 6, 2));
    await settle();
    expect(ids(actor.getSnapshot().context.items)).toEqual([60, 59, 58, 57, 56]);
    expect(actor.getSnapshot().context.total).toBe(6);
    actor.send({ type: 'inbox.more' });
    load.last().resolve(page([55], 6, 3));
    await settle();
    // Everything is shown: "load more" does nothing.
    actor.send({ type: 'inbox.more' });
    expect(load.calls).toHaveLength(3);
  });

  it('keeps the list when the next page fails, and tries it again', async () => {
    const { load, start } = inboxListWithFakes();
    const actor = start();
    load.last().resolve(page([3, 2], 3));
    await settle();
    actor.send({ type: 'inbox.more' });
    load.last().reject(new ApiFailure(0, 'offline'));
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'moreFailed' })).toBe(true);
    expect(ids(actor.getSnapshot().context.items)).toEqual([3, 2]);
    actor.send({ type: 'inbox.more' });
    expect(load.last().input).toEqual({ pageNum: 2 });
  });

  it('shows an empty list until something is pushed, and a failed one with a retry', async () => {
    const { load, start } = inboxListWithFakes();
    const actor = start();
    load.last().resolve(page([], 0));
    await settle();
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'inbox.pushed', message: message(9) });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ items: [message(9)], total: 1 });

    const second = inboxListWithFakes();
    const failing = second.start();
    second.load.last().reject(new ApiFailure(503, 'Dịch vụ tạm thời không khả dụng'));
    await settle();
    expect(failing.getSnapshot().value).toBe('failed');
    expect(failing.getSnapshot().context.error).toEqual({ status: 503, message: 'Dịch vụ tạm thời không khả dụng' });
    failing.send({ type: 'inbox.retry' });
    expect(second.load.calls).toHaveLength(2);
  });

  it('puts pushed messages on top (a gathered one replaces itself) and shows read marks at once', async () => {
    const { load, start } = inboxListWithFakes();
    const actor = start();
    load.last().resolve(page([5, 3, 1], 3));
    await settle();
    actor.send({ type: 'inbox.pushed', message: message(3, { content: 'Lan và 1 người khác…' }) });
    actor.send({ type: 'inbox.pushed', message: message(7) });
    expect(ids(actor.getSnapshot().context.items)).toEqual([7, 3, 5, 1]);
    expect(actor.getSnapshot().context.total).toBe(4);
    expect(actor.getSnapshot().context.items[1]!.content).toBe('Lan và 1 người khác…');
    actor.send({ type: 'inbox.read', id: 7 });
    expect(actor.getSnapshot().context.items.filter((m) => !m.isRead).map((m) => m.id)).toEqual([3, 5, 1]);
    actor.send({ type: 'inbox.allRead' });
    expect(actor.getSnapshot().context.items.every((m) => m.isRead)).toBe(true);
  });
});
