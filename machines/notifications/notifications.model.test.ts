import { describe, expect, it } from 'vitest';
import { SimulatedClock, type EventObject, type Snapshot } from 'xstate';
import { NOTIFICATIONS_POLL_MS, NOTIFICATIONS_RETRY_MS } from './notifications.constants';
import type { NotificationsContext } from './notifications.machine';
import { feedFrame, inboxFrame, MEMBER, message, notificationsWithFakes, refusal, TOPIC } from './notifications.fakes';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';

const SNAPSHOT = inboxFrame(3, null, true);
const PUSH = inboxFrame(4, message(7));
const OUTPUT = { loadUnread: 2, markRead: 1, markAllRead: 0 } as const;

const events = [
  { type: 'feed.up' },
  { type: 'feed.down' },
  feedFrame(SNAPSHOT),
  feedFrame(PUSH),
  refusal(),
  { type: 'notifications.markRead', id: 7 },
  { type: 'notifications.markRead', id: 8 },
  { type: 'notifications.markAllRead' },
  { type: 'notifications.retry' },
  { type: 'xstate.done.actor.loadUnread', output: OUTPUT.loadUnread },
  { type: 'xstate.error.actor.loadUnread', error: new Error('offline') },
  { type: 'xstate.done.actor.markRead', output: OUTPUT.markRead },
  { type: 'xstate.error.actor.markRead', error: new Error('offline') },
  { type: 'xstate.done.actor.markAllRead', output: OUTPUT.markAllRead },
  { type: 'xstate.error.actor.markAllRead', error: new Error('offline') },
] as never;

/** What the member can tell apart: the states, a refusal already answered by a reconnect, and the marks on their way. */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as { value: unknown; context: NotificationsContext };
  return JSON.stringify([value, context.reconnected, context.queue.length]);
};

const { machine } = notificationsWithFakes();
const input = { userId: MEMBER };
const paths = transitionPaths(machine, { events, serializeState, input });
const delays: Record<string, number> = { retryDelay: NOTIFICATIONS_RETRY_MS, pollInterval: NOTIFICATIONS_POLL_MS };

describe('notifications machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const clock = new SimulatedClock();
    const fakes = notificationsWithFakes();
    const actor = fakes.start(clock);
    let before: NotificationsContext = actor.getSnapshot().context;
    let socketBefore = 0;
    let toastsBefore = 0;
    let loadsBefore = 0;
    let wasLoading = false;
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        before = actor.getSnapshot().context;
        socketBefore = fakes.socketEvents.length;
        toastsBefore = fakes.toasts.length;
        loadsBefore = fakes.unread.calls.length;
        wasLoading = actor.getSnapshot().matches({ count: 'loading' });
        const [, kind, name] = event.type.split('.');
        if (kind === 'after') return clock.increment(delays[name!]!);
        const done = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
        if (done) {
          const fake = { loadUnread: fakes.unread, markRead: fakes.markRead, markAllRead: fakes.markAllRead }[done[2] as keyof typeof OUTPUT];
          return done[1] === 'done' ? fake.last().resolve(OUTPUT[done[2] as keyof typeof OUTPUT]) : fake.last().reject(new Error('offline'));
        }
        actor.send(event);
      },
      check: ({ event }) => {
        const snapshot = actor.getSnapshot();
        const context = snapshot.context as NotificationsContext;
        // The count is never below 0, and known once a count was read or pushed.
        if (context.unread !== null) expect(context.unread).toBeGreaterThanOrEqual(0);
        if (snapshot.hasTag('known')) expect(context.unread).not.toBeNull();
        // Exactly one of: waiting for the socket, pushed live, offline.
        expect([snapshot.matches({ socket: 'waiting' }), snapshot.hasTag('live'), snapshot.hasTag('offline')].filter(Boolean)).toHaveLength(1);
        // The topic asked of the socket is this member's own, once, at start.
        expect(fakes.socketEvents.filter((e) => e.type === 'feed.subscribe')).toEqual([{ type: 'feed.subscribe', topic: TOPIC, owner: 'notifications' }]);
        const sent = fakes.socketEvents.slice(socketBefore);
        const toasts = fakes.toasts.slice(toastsBefore);
        if (event.type === 'feed.frame') {
          const frame = (event as unknown as { frame: { type: string; topic?: string } }).frame;
          if (frame.type === 'inbox' && frame.topic === TOPIC) {
            expect(context.unread).toBe((frame as typeof PUSH).unread);
            expect(context.reconnected).toBe(false);
          }
          // Only a new message is announced.
          expect(toasts.map((t) => t.type === 'toast.show' && t.messageId)).toEqual(frame === PUSH ? ['notifications.toast'] : []);
          // A refusal asks for a reconnect once; the next one leaves the socket alone and reads the API instead.
          if (frame.type === 'error') {
            expect(sent).toEqual(before.reconnected ? [] : [{ type: 'chat.sessionChanged' }]);
            if (before.reconnected) expect(snapshot.hasTag('offline')).toBe(true);
          }
        }
        if (event.type === 'notifications.markRead') {
          const id = (event as unknown as { id: number }).id;
          expect(context.queue).toContain(id);
          if (!before.queue.includes(id) && !snapshot.matches({ marks: 'markingAll' }) && before.unread !== null) expect(context.unread).toBe(Math.max(0, before.unread - 1));
        }
        if (event.type === 'notifications.markAllRead') expect(context).toMatchObject({ unread: 0, queue: [] });
        if (event.type === 'xstate.done.actor.markAllRead') expect(context.unread).toBe(OUTPUT.markAllRead);
        if (event.type.startsWith('xstate.error.actor.mark')) {
          expect(toasts).toEqual([{ type: 'toast.show', kind: 'error', messageId: 'notifications.markFailed' }]);
          expect(context.queue).toEqual([]);
          // The count is read again.
          expect(snapshot.matches({ count: 'loading' })).toBe(true);
        }
        // While offline the count is read every minute (unless a read is on its way already).
        if (event.type === 'xstate.after.pollInterval.notifications.socket.offline') {
          expect(snapshot.matches({ count: 'loading' })).toBe(true);
          expect(fakes.unread.calls.length).toBe(loadsBefore + (wasLoading ? 0 : 1));
        }
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(machine, paths);
    printCoverage('notifications', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
