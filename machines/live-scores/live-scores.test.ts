import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { LIVE_SCORES_POLL_MS } from '../../contracts/constants';
import { LIVE_SCORES_SOCKET_GRACE_MS } from './live-scores.constants';
import { liveScore, liveScoresWithFakes, scoreEvent, summary } from './live-scores.fakes';
import { settle } from '../test-utils/model-paths';
import { pollScores, POLL_DETAILS_MAX } from './live-scores.actors';
import { createActor, toPromise } from 'xstate';

const LIVE = '/topic/scores.live';
const M = '/topic/match.616';

function started() {
  const clock = new SimulatedClock();
  const fakes = liveScoresWithFakes();
  const actor = fakes.start(clock);
  return { clock, actor, ...fakes };
}

describe('live-scores machine', () => {
  it('follows what pages watch over the chat socket, once per topic, and lets go when the last page leaves', () => {
    const { actor, socketEvents } = started();
    actor.send({ type: 'scores.watch', staticIds: [616] });
    actor.send({ type: 'scores.watch', staticIds: [616] });
    actor.send({ type: 'scores.watch', all: true });
    expect(socketEvents).toEqual([
      { type: 'feed.subscribe', topic: M, owner: 'live-scores' },
      { type: 'feed.subscribe', topic: LIVE, owner: 'live-scores' },
    ]);
    actor.send({ type: 'scores.unwatch', staticIds: [616] });
    actor.send({ type: 'scores.unwatch', all: true });
    expect(socketEvents.slice(2)).toEqual([{ type: 'feed.unsubscribe', topic: LIVE }]);
    expect(actor.getSnapshot().value).toEqual({ watching: 'waiting' });
    actor.send({ type: 'scores.unwatch', staticIds: [616] });
    expect(socketEvents.slice(3)).toEqual([{ type: 'feed.unsubscribe', topic: M }]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps the latest pushed state and events, and asks again for a topic that missed a change', () => {
    const { actor, socketEvents } = started();
    actor.send({ type: 'scores.watch', staticIds: [616] });
    actor.send({ type: 'feed.up' });
    actor.send({ type: 'feed.frame', frame: { type: 'match', topic: M, at: 1, snapshot: true, match: liveScore(616, 20), events: [] } });
    actor.send({ type: 'feed.frame', frame: { type: 'match', topic: M, at: 2, snapshot: false, match: liveScore(616, 21, { score: '1-0', homeScore: 1 }), events: [scoreEvent(5, 21)] } });
    expect(actor.getSnapshot().context.matches[616]).toMatchObject({ seq: 21, score: '1-0', events: [expect.objectContaining({ id: 5 })] });
    actor.send({ type: 'feed.frame', frame: { type: 'match', topic: M, at: 3, snapshot: false, match: liveScore(616, 23), events: [] } });
    expect(socketEvents.at(-1)).toEqual({ type: 'feed.subscribe', topic: M, owner: 'live-scores' });
  });

  it('polls the API every 5 s while the socket is down, and stops when it is back', async () => {
    const { actor, clock, poll } = started();
    actor.send({ type: 'scores.watch', all: true });
    actor.send({ type: 'feed.up' });
    actor.send({ type: 'feed.down' });
    expect(actor.getSnapshot().hasTag('polling')).toBe(true);
    expect(poll.calls.map((c) => c.input)).toEqual([{ ids: [], all: true }]);
    poll.last().resolve({ list: [summary(616)], details: [] });
    await settle();
    expect(actor.getSnapshot().context.matches[616]).toMatchObject({ score: '1-0', statusText: '30' });
    expect(actor.getSnapshot().context.live).toEqual([616]);
    clock.increment(LIVE_SCORES_POLL_MS - 1);
    expect(poll.calls).toHaveLength(1);
    clock.increment(1);
    expect(poll.calls).toHaveLength(2);
    // A failed poll is tried again at the next interval.
    poll.last().reject(new Error('offline'));
    await settle();
    clock.increment(LIVE_SCORES_POLL_MS);
    expect(poll.calls).toHaveLength(3);
    actor.send({ type: 'feed.up' });
    clock.increment(10 * LIVE_SCORES_POLL_MS);
    expect(poll.calls).toHaveLength(3);
    expect(actor.getSnapshot().hasTag('push')).toBe(true);
  });

  it('polls when the socket has not come up after a grace period, and asks at once for a match watched meanwhile', async () => {
    const { actor, clock, poll } = started();
    actor.send({ type: 'scores.watch', staticIds: [616] });
    expect(actor.getSnapshot().hasTag('connecting')).toBe(true);
    clock.increment(LIVE_SCORES_SOCKET_GRACE_MS);
    expect(poll.calls.map((c) => c.input)).toEqual([{ ids: [616], all: false }]);
    poll.last().resolve({ list: null, details: [] });
    await settle();
    actor.send({ type: 'scores.watch', staticIds: [617] });
    expect(poll.calls.map((c) => c.input)).toEqual([{ ids: [616], all: false }, { ids: [616, 617], all: false }]);
  });

  it('forgets everything once nothing is watched', () => {
    const { actor } = started();
    actor.send({ type: 'scores.watch', all: true });
    actor.send({ type: 'feed.frame', frame: { type: 'scores', topic: LIVE, at: 1, snapshot: true, matches: [liveScore(616, 3)] } });
    expect(actor.getSnapshot().context.live).toEqual([616]);
    actor.send({ type: 'scores.unwatch', all: true });
    expect(actor.getSnapshot().context).toMatchObject({ matches: {}, live: [], held: {}, topics: [], watch: { all: 0, ids: {} } });
  });
});

describe('pollScores', () => {
  it('reads a few matches one by one, and the day list for all or many', async () => {
    const asked: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (request: Request) => {
      asked.push(new URL(request.url).pathname + new URL(request.url).search);
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data: request.url.includes('fixtures') ? { list: [summary(1)], total: 1, pageNum: 1, pageSize: 100 } : { match: summary(2), events: [] } }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    try {
      const few = await toPromise(createActor(pollScores, { input: { ids: [2], all: false } }).start());
      expect(few).toMatchObject({ list: null, details: [{ match: { staticId: 2 } }] });
      const many = await toPromise(createActor(pollScores, { input: { ids: Array.from({ length: POLL_DETAILS_MAX + 1 }, (_, i) => i + 1), all: false } }).start());
      expect(many).toMatchObject({ list: [{ staticId: 1 }], details: [] });
      expect(asked).toEqual(['/live/api/football/match?staticId=2', '/live/api/football/fixtures?pageNum=1&pageSize=100']);
    } finally {
      globalThis.fetch = original;
    }
  });
});
