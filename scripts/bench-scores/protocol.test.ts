import { describe, expect, it } from 'vitest';
import { readPushed } from './protocol.ts';

const score = (staticId: number, seq: number) => ({ staticId, seq, sport: 'football', kickoffTime: 'x', status: 2, statusText: '3', minute: 3, period: '1H', score: '0-0', homeScore: 0, awayScore: 0 });

describe('readPushed', () => {
  it('reads the instant, the kind and every (staticId, seq) of a pushed frame as the server writes it', () => {
    const scores = JSON.stringify({ type: 'scores', topic: '/topic/scores.live', at: 1795540860000, snapshot: false, matches: [score(616, 23), score(617, 4)] });
    expect(readPushed(scores)).toEqual({ kind: 'scores', snapshot: false, at: 1795540860000, topicId: null, changes: [[616, 23], [617, 4]], goal: false });
    const match = JSON.stringify({
      type: 'match',
      topic: '/topic/match.616',
      at: 1795540890000,
      snapshot: true,
      match: score(616, 24),
      events: [{ id: 8760, seq: 24, minute: 22, extra: 0, side: 'home', type: 'penalty', player: { id: 1, name: 'A "goal" B' }, related: null, score: '1-0' }],
    });
    expect(readPushed(match)).toEqual({ kind: 'match', snapshot: true, at: 1795540890000, topicId: 616, changes: [[616, 24]], goal: true });
    expect(readPushed('{"type":"subscribed","topic":"/topic/scores.live"}')).toBeNull();
  });
});
