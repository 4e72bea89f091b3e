import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { settle } from '../test-utils/model-paths';
import { NOTIFICATIONS_POLL_MS, NOTIFICATIONS_RETRY_MS } from './notifications.constants';
import type { NotificationsContext } from './notifications.machine';
import { feedFrame, inboxFrame, message, notificationsWithFakes, refusal, TOPIC } from './notifications.fakes';

function started(clock?: SimulatedClock) {
  const fakes = notificationsWithFakes();
  const actor = fakes.start(clock);
  const context = () => actor.getSnapshot().context as NotificationsContext;
  return { ...fakes, actor, context };
}

describe('notifications machine', () => {
  it('follows the member’s own inbox topic over the chat socket and reads the count', async () => {
    const { actor, context, unread, socketEvents } = started();
    expect(socketEvents).toEqual([{ type: 'feed.subscribe', topic: TOPIC, owner: 'notifications' }]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(context().unread).toBeNull();
    unread.last().resolve(4);
    await settle();
    expect(actor.getSnapshot().hasTag('known')).toBe(true);
    expect(context().unread).toBe(4);
  });

  it('takes the count of each push, keeps new messages for the list and announces them, not the snapshot', async () => {
    const { actor, context, unread, toasts } = started();
    unread.last().resolve(1);
    await settle();
    actor.send({ type: 'feed.up' });
    expect(actor.getSnapshot().hasTag('live')).toBe(true);
    actor.send(feedFrame(inboxFrame(1, null, true)));
    expect(toasts).toEqual([]);
    actor.send(feedFrame(inboxFrame(2, message(7))));
    expect(context()).toMatchObject({ unread: 2, recent: [message(7)] });
    expect(toasts).toEqual([{ type: 'toast.show', kind: 'info', messageId: 'notifications.toast', values: { title: message(7).title } }]);
    // A gathered reaction message comes again with the same id: it replaces the one held, on top.
    actor.send(feedFrame(inboxFrame(3, message(8))));
    actor.send(feedFrame(inboxFrame(3, message(7, { content: 'Lan và 1 người khác…' }))));
    expect(context().recent.map((m) => [m.id, m.content])).toEqual([
      [7, 'Lan và 1 người khác…'],
      [8, message(8).content],
    ]);
    // A count alone (marked read elsewhere) is taken as it is.
    actor.send(feedFrame(inboxFrame(0)));
    expect(context().unread).toBe(0);
    expect(toasts).toHaveLength(3);
    // Frames of other topics are not its own.
    actor.send(feedFrame({ ...inboxFrame(9), topic: '/topic/user.101' }));
    expect(context().unread).toBe(0);
  });

  it('lets a push that arrives while the count loads win over the answer', async () => {
    const { actor, context, unread } = started();
    actor.send(feedFrame(inboxFrame(5, null, true)));
    expect(actor.getSnapshot().hasTag('known')).toBe(true);
    unread.last().resolve(2);
    await settle();
    expect(context().unread).toBe(5);
  });

  it('reads a count that failed again 15 s later, or at once on retry', async () => {
    const clock = new SimulatedClock();
    const { actor, context, unread } = started(clock);
    unread.last().reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    clock.increment(NOTIFICATIONS_RETRY_MS);
    expect(unread.calls).toHaveLength(2);
    unread.last().reject(new Error('offline'));
    await settle();
    actor.send({ type: 'notifications.retry' });
    expect(unread.calls).toHaveLength(3);
    unread.last().resolve(6);
    await settle();
    expect(context().unread).toBe(6);
  });

  it('asks the socket to connect again once when it refuses the topic, then reads the count from the API instead', async () => {
    const clock = new SimulatedClock();
    const { actor, context, unread, socketEvents } = started(clock);
    unread.last().resolve(1);
    await settle();
    actor.send({ type: 'feed.up' });
    actor.send(refusal());
    expect(socketEvents.at(-1)).toEqual({ type: 'chat.sessionChanged' });
    expect(context().reconnected).toBe(true);
    // Connected again with the member's token: the snapshot comes, refusals count from zero again.
    actor.send({ type: 'feed.down' });
    actor.send({ type: 'feed.up' });
    actor.send(feedFrame(inboxFrame(2, null, true)));
    expect(context()).toMatchObject({ unread: 2, reconnected: false });
    actor.send(refusal('forbidden'));
    expect(socketEvents.filter((e) => e.type === 'chat.sessionChanged')).toHaveLength(2);
    actor.send({ type: 'feed.up' });
    actor.send(refusal());
    expect(socketEvents.filter((e) => e.type === 'chat.sessionChanged')).toHaveLength(2);
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    clock.increment(NOTIFICATIONS_POLL_MS);
    expect(unread.calls).toHaveLength(2);
  });

  it('reads the count every minute while the socket is down, and stops when it is back', async () => {
    const clock = new SimulatedClock();
    const { actor, context, unread } = started(clock);
    unread.last().resolve(1);
    await settle();
    actor.send({ type: 'feed.down' });
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    clock.increment(NOTIFICATIONS_POLL_MS);
    expect(unread.calls).toHaveLength(2);
    unread.last().resolve(3);
    await settle();
    expect(context().unread).toBe(3);
    clock.increment(NOTIFICATIONS_POLL_MS);
    expect(unread.calls).toHaveLength(3);
    unread.last().resolve(3);
    await settle();
    actor.send({ type: 'feed.up' });
    clock.increment(3 * NOTIFICATIONS_POLL_MS);
    expect(unread.calls).toHaveLength(3);
  });

  it('drops the count at once for each message opened and tells the server one at a time', async () => {
    const { actor, context, unread, markRead } = started();
    unread.last().resolve(5);
    await settle();
    actor.send(feedFrame(inboxFrame(5, message(7))));
    actor.send({ type: 'notifications.markRead', id: 7 });
    actor.send({ type: 'notifications.markRead', id: 8 });
    actor.send({ type: 'notifications.markRead', id: 7 });
    expect(context()).toMatchObject({ unread: 3, queue: [7, 8] });
    expect(context().recent[0]!.isRead).toBe(true);
    expect(markRead.calls.map((c) => c.input)).toEqual([{ id: 7 }]);
    // The server's count after the first, less the one still on its way.
    markRead.last().resolve(4);
    await settle();
    expect(context()).toMatchObject({ unread: 3, queue: [8] });
    expect(markRead.calls.map((c) => c.input)).toEqual([{ id: 7 }, { id: 8 }]);
    markRead.last().resolve(3);
    await settle();
    expect(context()).toMatchObject({ unread: 3, queue: [] });
    expect(actor.getSnapshot().matches({ marks: 'idle' })).toBe(true);
  });

  it('says so when a mark fails and reads the count again', async () => {
    const { actor, context, unread, markRead, toasts } = started();
    unread.last().resolve(2);
    await settle();
    actor.send({ type: 'notifications.markRead', id: 9 });
    expect(context().unread).toBe(1);
    markRead.last().reject(new Error('offline'));
    await settle();
    expect(toasts.at(-1)).toEqual({ type: 'toast.show', kind: 'error', messageId: 'notifications.markFailed' });
    expect(unread.calls).toHaveLength(2);
    unread.last().resolve(2);
    await settle();
    expect(context()).toMatchObject({ unread: 2, queue: [] });
  });

  it('marks everything read: 0 at once, the server’s count after', async () => {
    const { actor, context, unread, markAllRead, markRead, toasts } = started();
    unread.last().resolve(4);
    await settle();
    actor.send(feedFrame(inboxFrame(4, message(7))));
    actor.send({ type: 'notifications.markRead', id: 3 });
    actor.send({ type: 'notifications.markAllRead' });
    expect(context()).toMatchObject({ unread: 0, queue: [] });
    expect(context().recent.every((m) => m.isRead)).toBe(true);
    expect(markAllRead.calls).toHaveLength(1);
    // A single mark while all are being marked adds nothing.
    actor.send({ type: 'notifications.markRead', id: 5 });
    expect(markRead.calls).toHaveLength(1);
    markAllRead.last().resolve(1);
    await settle();
    expect(context().unread).toBe(1);
    actor.send({ type: 'notifications.markAllRead' });
    markAllRead.last().reject(new Error('offline'));
    await settle();
    expect(toasts.at(-1)).toMatchObject({ messageId: 'notifications.markFailed' });
    expect(unread.calls).toHaveLength(2);
  });
});
