import { describe, expect, it } from 'vitest';
import { addWatch, applyPoll, applyScoresFrame, emptyData, removeWatch, wantedTopics, watchesNothing, withLiveScore, type LiveScoresData } from './live-scores.frames';
import { detail, liveScore, scoreEvent, summary } from './live-scores.fakes';
import type { Frame } from '../chat-socket/chat-frames';

const LIVE = '/topic/scores.live';
const M = '/topic/match.616';

function run(frames: Frame[], data: LiveScoresData = emptyData()) {
  const resubscribe: string[] = [];
  for (const frame of frames) {
    const next = applyScoresFrame(data, frame);
    data = next.data;
    resubscribe.push(...next.resubscribe);
  }
  return { data, resubscribe };
}

describe('watching', () => {
  it('counts each page: a match or all stays watched until every page that asked let go', () => {
    let w = addWatch({ all: 0, ids: {} }, [616, 617]);
    w = addWatch(w, [616], true);
    expect(w).toEqual({ all: 1, ids: { 616: 2, 617: 1 } });
    expect(wantedTopics(w)).toEqual([LIVE, M, '/topic/match.617']);
    w = removeWatch(w, [616, 617]);
    expect(wantedTopics(w)).toEqual([LIVE, M]);
    w = removeWatch(w, [616], true);
    expect(watchesNothing(w)).toBe(true);
    expect(removeWatch(w, [1], true)).toEqual({ all: 0, ids: {} });
  });

  it('asks for at most 50 match topics', () => {
    const w = addWatch({ all: 0, ids: {} }, Array.from({ length: 60 }, (_, i) => i + 1));
    expect(wantedTopics(w)).toHaveLength(50);
  });
});

describe('/topic/scores.live', () => {
  it('takes the snapshot, then each newer change; a repeat changes nothing; kickoffs come in and final whistles go out', () => {
    const { data, resubscribe } = run([
      { type: 'scores', topic: LIVE, at: 1, snapshot: true, matches: [liveScore(616, 10), liveScore(617, 4)] },
      { type: 'scores', topic: LIVE, at: 2, snapshot: false, matches: [liveScore(616, 11, { score: '1-0', homeScore: 1 }), liveScore(618, 1)] },
      { type: 'scores', topic: LIVE, at: 2, snapshot: false, matches: [liveScore(616, 11, { score: '9-9' })] },
      { type: 'scores', topic: LIVE, at: 3, snapshot: false, matches: [liveScore(617, 5, { status: 3, statusText: 'FT' })] },
    ]);
    expect(data.matches[616]).toMatchObject({ seq: 11, score: '1-0', events: null });
    expect(data.matches[617]).toMatchObject({ status: 3, statusText: 'FT' });
    expect(data.live).toEqual([616, 618]);
    expect(resubscribe).toEqual([]);
  });

  it('asks again when a change of a match went missing', () => {
    const { resubscribe } = run([
      { type: 'scores', topic: LIVE, at: 1, snapshot: true, matches: [liveScore(616, 10)] },
      { type: 'scores', topic: LIVE, at: 2, snapshot: false, matches: [liveScore(616, 12)] },
    ]);
    expect(resubscribe).toEqual([LIVE]);
  });

  it('takes a moved fixture (another kickoff) whatever its seq', () => {
    const { data } = run([
      { type: 'scores', topic: LIVE, at: 1, snapshot: true, matches: [liveScore(616, 40)] },
      { type: 'scores', topic: LIVE, at: 2, snapshot: false, matches: [liveScore(616, 1, { kickoffTime: '2026-11-25T17:00:00.000Z' })] },
    ]);
    expect(data.matches[616]).toMatchObject({ seq: 1, kickoffTime: '2026-11-25T17:00:00.000Z' });
  });
});

describe('/topic/match.<id>', () => {
  it('keeps every event once, in order, across a snapshot, changes and a resubscription', () => {
    const { data, resubscribe } = run([
      { type: 'match', topic: M, at: 1, snapshot: true, match: liveScore(616, 20), events: [scoreEvent(1, 12)] },
      { type: 'match', topic: M, at: 2, snapshot: false, match: liveScore(616, 21, { score: '2-0' }), events: [scoreEvent(2, 21, { score: '2-0' })] },
      { type: 'match', topic: M, at: 2, snapshot: false, match: liveScore(616, 21), events: [scoreEvent(2, 21)] },
      // After a reconnect: a new snapshot with both, then the next change.
      { type: 'match', topic: M, at: 3, snapshot: true, match: liveScore(616, 22, { score: '2-0' }), events: [scoreEvent(1, 12), scoreEvent(2, 21, { score: '2-0' })] },
      { type: 'match', topic: M, at: 4, snapshot: false, match: liveScore(616, 23, { score: '2-0' }), events: [scoreEvent(3, 23, { type: 'yellow', score: null })] },
    ]);
    expect(data.matches[616]!.events!.map((e) => e.id)).toEqual([1, 2, 3]);
    expect(data.matches[616]).toMatchObject({ seq: 23, score: '2-0' });
    expect(resubscribe).toEqual([]);
  });

  it('asks again after a gap, and keeps the later state when the other topic was ahead', () => {
    const { data, resubscribe } = run([
      { type: 'match', topic: M, at: 1, snapshot: true, match: liveScore(616, 20), events: [] },
      { type: 'scores', topic: LIVE, at: 2, snapshot: true, matches: [liveScore(616, 22, { score: '0-1' })] },
      { type: 'match', topic: M, at: 3, snapshot: false, match: liveScore(616, 22, { score: '0-1' }), events: [scoreEvent(5, 22, { side: 'away', score: '0-1' })] },
    ]);
    expect(resubscribe).toEqual([M]);
    expect(data.matches[616]).toMatchObject({ seq: 22, score: '0-1' });
    expect(data.matches[616]!.events!.map((e) => e.id)).toEqual([5]);
  });

  it('notes a match the server does not know, until a snapshot of it comes', () => {
    let { data } = run([{ type: 'error', ref: `feed:${M}`, code: 'notFound', message: 'Match not found' }]);
    expect(data.missing).toEqual([616]);
    data = run([{ type: 'match', topic: M, at: 1, snapshot: true, match: liveScore(616, 0, { status: 1 }), events: [] }], data).data;
    expect(data.missing).toEqual([]);
    // Other frames change nothing.
    expect(run([{ type: 'pong' }], data).data).toBe(data);
  });
});

describe('polling', () => {
  it("takes the states and events of the API, keeping the pushed seq, and today's live list", () => {
    const pushed = run([{ type: 'match', topic: M, at: 1, snapshot: true, match: liveScore(616, 20), events: [scoreEvent(77, 18)] }]).data;
    const data = applyPoll(pushed, { list: [summary(616), summary(700, { status: 1, statusText: '19:00', score: null, homeScore: null, awayScore: null, minute: null })], details: [detail(616)] });
    expect(data.matches[616]).toMatchObject({ seq: 20, statusText: '30', score: '1-0' });
    expect(data.matches[616]!.events).toEqual([expect.objectContaining({ id: 77, seq: 18, player: { id: 9, name: 'Công Phượng' } })]);
    expect(data.matches[700]).toMatchObject({ seq: 0, status: 1, events: null });
    expect(data.live).toEqual([616]);
    expect(applyPoll(data, { list: null, details: [] }).live).toEqual([616]);
  });
});

describe('withLiveScore', () => {
  it('puts the live state into a summary of the same fixture, and leaves others alone', () => {
    const s = summary(616, { status: 1, statusText: '00:00', score: null, homeScore: null, awayScore: null, minute: null });
    expect(withLiveScore(s, { ...liveScore(616, 30, { score: '2-1', homeScore: 2, awayScore: 1 }), events: null })).toMatchObject({ status: 2, score: '2-1', minute: 30, leagueName: 'V.League 1' });
    expect(withLiveScore(s, null)).toBe(s);
    expect(withLiveScore(s, { ...liveScore(617, 3), events: null })).toBe(s);
    expect(withLiveScore(s, { ...liveScore(616, 3, { kickoffTime: '2027-01-01T00:00:00.000Z' }), events: null })).toBe(s);
  });
});
