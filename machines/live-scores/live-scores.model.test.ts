import { describe, expect, it } from 'vitest';
import { SimulatedClock, type EventObject, type Snapshot } from 'xstate';
import { LIVE_SCORES_POLL_MS } from '../../contracts/constants';
import { LIVE_SCORES_SOCKET_GRACE_MS } from './live-scores.constants';
import type { LiveScoresContext } from './live-scores.machine';
import { liveScore, liveScoresWithFakes, scoreEvent, summary } from './live-scores.fakes';
import { wantedTopics } from './live-scores.frames';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';

const LIVE = '/topic/scores.live';
const M = '/topic/match.616';
const POLLED = { list: [summary(700)], details: [] };

const events = [
  { type: 'scores.watch', staticIds: [616] },
  { type: 'scores.watch', all: true },
  { type: 'scores.unwatch', staticIds: [616] },
  { type: 'scores.unwatch', all: true },
  { type: 'feed.up' },
  { type: 'feed.down' },
  { type: 'feed.frame', frame: { type: 'match', topic: M, at: 1, snapshot: true, match: liveScore(616, 20, { score: '1-0' }), events: [scoreEvent(5, 14)] } },
  { type: 'feed.frame', frame: { type: 'scores', topic: LIVE, at: 1, snapshot: true, matches: [liveScore(616, 20, { score: '1-0' }), liveScore(617, 8)] } },
  { type: 'xstate.done.actor.poll', output: POLLED },
  { type: 'xstate.error.actor.poll', error: new Error('offline') },
] as never;

type ScoresSnapshot = { value: unknown; context: LiveScoresContext };

/** What a page can tell apart: the state, and whether all / the match are watched. */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as ScoresSnapshot;
  return JSON.stringify([value, context.watch.all > 0, (context.watch.ids[616] ?? 0) > 0]);
};

const { machine } = liveScoresWithFakes();
const paths = transitionPaths(machine, { events, serializeState });
const delays: Record<string, number> = { socketGrace: LIVE_SCORES_SOCKET_GRACE_MS, pollInterval: LIVE_SCORES_POLL_MS };

describe('live-scores machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const clock = new SimulatedClock();
    const fakes = liveScoresWithFakes();
    const actor = fakes.start(clock);
    let pollsBefore = 0;
    let socketBefore = 0;
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        pollsBefore = fakes.poll.calls.length;
        socketBefore = fakes.socketEvents.length;
        const [, kind, name] = event.type.split('.');
        if (kind === 'after') return clock.increment(delays[name!]!);
        if (event.type === 'xstate.done.actor.poll') return fakes.poll.last().resolve(POLLED);
        if (event.type === 'xstate.error.actor.poll') return fakes.poll.last().reject(new Error('offline'));
        actor.send(event);
      },
      check: ({ event }) => {
        const snapshot = actor.getSnapshot();
        const context = snapshot.context as LiveScoresContext;
        // The topics asked of the socket are exactly those the watches want; nothing is kept once nothing is watched.
        expect(context.topics).toEqual(wantedTopics(context.watch));
        if (snapshot.matches('idle')) expect(context).toMatchObject({ matches: {}, live: [], topics: [] });
        const sent = fakes.socketEvents.slice(socketBefore);
        if (event.type === 'scores.watch' || event.type === 'scores.unwatch') {
          for (const e of sent) {
            if (e.type === 'feed.subscribe') expect(context.topics).toContain(e.topic);
            else expect(context.topics).not.toContain(e.topic);
          }
        }
        // Exactly one of: waiting for the socket, pushed, polled.
        expect([snapshot.hasTag('connecting'), snapshot.hasTag('push'), snapshot.hasTag('polling')].filter(Boolean).length).toBe(snapshot.matches('idle') ? 0 : 1);
        // A poll is asked on entering `fetching` (with what is watched), never while pushed.
        if (snapshot.matches({ watching: { polling: 'fetching' } }) && fakes.poll.calls.length > pollsBefore) {
          expect(fakes.poll.last().input).toEqual({ ids: Object.keys(context.watch.ids).map(Number), all: context.watch.all > 0 });
        }
        if (snapshot.hasTag('push')) expect(fakes.poll.calls.length).toBe(pollsBefore);
        if (event.type === 'feed.frame' && !snapshot.matches('idle')) {
          expect(context.matches[616]).toMatchObject({ seq: 20, score: '1-0' });
          const frame = (event as unknown as { frame: { type: string } }).frame;
          if (frame.type === 'match') expect(context.matches[616]!.events!.map((e) => e.id)).toEqual([5]);
          if (frame.type === 'scores') expect(context.live).toEqual([616, 617]);
        }
        if (event.type === 'xstate.done.actor.poll') {
          expect(context.matches[700]).toMatchObject({ statusText: '30', score: '1-0' });
          expect(context.live).toEqual([700]);
        }
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(machine, paths);
    printCoverage('live-scores', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
