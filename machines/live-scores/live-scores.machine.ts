import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import { LIVE_SCORES_POLL_MS } from '../../contracts/constants';
import type { FeedEvent, FeedNotice } from '../chat-socket/chat-socket.machine';
import { pollScores } from './live-scores.actors';
import { CHAT_SOCKET_ID, LIVE_SCORES_ID, LIVE_SCORES_SOCKET_GRACE_MS } from './live-scores.constants';
import {
  addWatch,
  applyPoll,
  applyScoresFrame,
  emptyData,
  removeWatch,
  wantedTopics,
  watchedIds,
  watchesNothing,
  type LiveScoresData,
  type PollResult,
  type Watch,
} from './live-scores.frames';

/** What pages ask of the live scores (routed through the root actor). */
export type LiveScoresEvent =
  /** A page shows these matches (each with its events), or every live match (`all`). */
  | { type: 'scores.watch'; staticIds?: readonly number[]; all?: boolean }
  /** The same page no longer does (each watch is undone by one unwatch of the same ids). */
  | { type: 'scores.unwatch'; staticIds?: readonly number[]; all?: boolean };

export interface LiveScoresContext extends LiveScoresData {
  watch: Watch;
  /** The topics the chat socket was asked to follow for this machine. */
  topics: string[];
}

/** Sends `event` to the chat socket, when it runs. */
function toSocket(system: { get(id: string): AnyActorRef | undefined }, enqueue: { sendTo: (ref: AnyActorRef, event: FeedEvent) => void }, events: FeedEvent[]): void {
  const socket = system.get(CHAT_SOCKET_ID);
  if (socket) for (const event of events) enqueue.sendTo(socket, event);
}

/**
 * The live scores (docs/chat-protocol.md "Live scores"): a root child under systemId 'live-scores'
 * that keeps the latest state of the matches pages watch (`useLiveScore`, `useLiveScores`). While
 * anything is watched it follows /topic/scores.live and the watched matches' topics over the chat
 * socket (which hands it their frames and says whether it is up); while the socket is down it reads
 * the same state from the API every 5 s, and stops when the socket is back (a fresh snapshot then
 * replaces what the polls gave).
 */
export const liveScoresMachine = setup({
  types: {
    context: {} as LiveScoresContext,
    events: {} as LiveScoresEvent | FeedNotice,
  },
  actors: { pollScores },
  delays: {
    socketGrace: LIVE_SCORES_SOCKET_GRACE_MS,
    pollInterval: LIVE_SCORES_POLL_MS,
  },
  guards: {
    /** The unwatch leaves nothing watched. */
    lastUnwatch: ({ context, event }) => event.type === 'scores.unwatch' && watchesNothing(removeWatch(context.watch, event.staticIds, event.all === true)),
  },
  actions: {
    watch: assign({
      watch: ({ context, event }) => (event.type === 'scores.watch' ? addWatch(context.watch, event.staticIds, event.all === true) : context.watch),
    }),
    unwatch: assign({
      watch: ({ context, event }) => (event.type === 'scores.unwatch' ? removeWatch(context.watch, event.staticIds, event.all === true) : context.watch),
    }),
    /** Asks the socket for the topics now wanted and lets go of the others. */
    syncTopics: enqueueActions(({ context, enqueue, system }) => {
      const wanted = wantedTopics(context.watch);
      const added = wanted.filter((t) => !context.topics.includes(t));
      const removed = context.topics.filter((t) => !wanted.includes(t));
      if (added.length === 0 && removed.length === 0) return;
      toSocket(system, enqueue, [
        ...removed.map((topic): FeedEvent => ({ type: 'feed.unsubscribe', topic })),
        ...added.map((topic): FeedEvent => ({ type: 'feed.subscribe', topic, owner: LIVE_SCORES_ID })),
      ]);
      // What the topics let go of said stays until it is watched again (then a new snapshot comes).
      const held = Object.fromEntries(Object.entries(context.held).filter(([topic]) => wanted.includes(topic)));
      enqueue.assign({ topics: wanted, held });
    }),
    applyFrame: enqueueActions(({ context, event, enqueue, system }) => {
      if (event.type !== 'feed.frame') return;
      const { data, resubscribe } = applyScoresFrame(context, event.frame);
      if (data !== context) enqueue.assign({ matches: data.matches, live: data.live, held: data.held, missing: data.missing });
      // A change went missing: the topic again, for a new snapshot.
      toSocket(
        system,
        enqueue,
        resubscribe.filter((topic) => context.topics.includes(topic)).map((topic): FeedEvent => ({ type: 'feed.subscribe', topic, owner: LIVE_SCORES_ID })),
      );
    }),
    applyPoll: assign(({ context, event }) => {
      const data = applyPoll(context, (event as unknown as { output: PollResult }).output);
      return { matches: data.matches, live: data.live };
    }),
    forget: assign({ ...emptyData(), topics: [] }),
  },
}).createMachine({
  id: 'live-scores',
  context: { ...emptyData(), watch: { all: 0, ids: {} }, topics: [] },
  initial: 'idle',
  states: {
    /** No page watches anything: no topics, no polls, nothing kept. */
    idle: {
      entry: 'forget',
      on: {
        'scores.watch': { target: 'watching', actions: ['watch', 'syncTopics'] },
      },
    },
    watching: {
      initial: 'waiting',
      on: {
        'scores.watch': { actions: ['watch', 'syncTopics'] },
        'scores.unwatch': [{ guard: 'lastUnwatch', target: 'idle', actions: ['unwatch', 'syncTopics'] }, { actions: ['unwatch', 'syncTopics'] }],
        'feed.frame': { actions: 'applyFrame' },
      },
      states: {
        /** The socket is connecting: its snapshots are on their way. */
        waiting: {
          tags: ['connecting'],
          after: { socketGrace: 'polling' },
          on: {
            'feed.up': 'pushing',
            'feed.down': 'polling',
          },
        },
        /** The socket is up: every change is pushed. */
        pushing: {
          tags: ['push'],
          on: { 'feed.down': 'polling' },
        },
        /** The socket is down: the API is read every LIVE_SCORES_POLL_MS. */
        polling: {
          tags: ['polling'],
          initial: 'fetching',
          on: {
            'feed.up': 'pushing',
            // A page asked for more: read it now.
            'scores.watch': { target: '.fetching', actions: ['watch', 'syncTopics'] },
          },
          states: {
            fetching: {
              invoke: {
                id: 'poll',
                src: 'pollScores',
                input: ({ context }) => ({ ids: watchedIds(context.watch), all: context.watch.all > 0 }),
                onDone: { target: 'pausing', actions: 'applyPoll' },
                onError: 'pausing',
              },
            },
            pausing: {
              after: { pollInterval: 'fetching' },
            },
          },
        },
      },
    },
  },
});
