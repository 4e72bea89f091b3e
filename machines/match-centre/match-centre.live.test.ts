import { describe, expect, it } from 'vitest';
import { detail, liveScore, scoreEvent } from '../live-scores/live-scores.fakes';
import type { LiveMatch } from '../live-scores/live-scores.frames';
import { fromScoreEvent, liveKeyOf, liveView } from './match-centre.live';

const live = (seq: number, overrides: Partial<LiveMatch> = {}): LiveMatch => ({ ...liveScore(616, seq), events: null, ...overrides });

describe('liveView', () => {
  const d = detail(616); // 30', 1-0, one goal (id 77) at 12'

  it.each([
    ['nothing pushed', null],
    ['another match', live(40, { staticId: 617 })],
    ['the fixture moved (another kickoff)', live(40, { kickoffTime: '2026-11-25T17:00:00.000Z', score: '5-5' })],
  ])('keeps the detail as read: %s', (_, pushed) => {
    expect(liveView(d, pushed)).toEqual({ match: d.match, events: d.events });
  });

  it('shows the pushed status, minute and score', () => {
    const view = liveView(d, live(41, { statusText: '41', minute: 41, score: '2-0', homeScore: 2 }));
    expect(view.match).toMatchObject({ statusText: '41', minute: 41, score: '2-0', homeScore: 2, awayScore: 0, home: d.match.home });
    expect(view.events).toBe(d.events);
  });

  it('adds pushed events the detail does not hold yet, once each, in the order of play', () => {
    const pushed = live(45, {
      events: [
        scoreEvent(77, 12, { minute: 12 }),
        scoreEvent(80, 44, { minute: 44, side: 'away', type: 'yellow', score: null, player: { id: 5, name: 'Văn Hậu' } }),
        scoreEvent(79, 40, { minute: 40, score: '2-0', related: { id: 6, name: 'Quang Hải' } }),
      ],
    });
    const view = liveView(d, pushed);
    expect(view.events.map((e) => e.id)).toEqual([77, 79, 80]);
    expect(view.events[1]).toEqual({
      id: 79,
      minute: 40,
      extra: 0,
      side: 'home',
      type: 'goal',
      player: { id: 9, name: 'Công Phượng', shirtNumber: 0, position: '', photo: '' },
      related: { id: 6, name: 'Quang Hải', shirtNumber: 0, position: '', photo: '' },
      score: '2-0',
    });
  });

  it('puts a stoppage-time event after the minute it extends', () => {
    const view = liveView(
      { ...d, events: [...d.events, { ...d.events[0]!, id: 78, minute: 46, extra: 0 }] },
      live(50, { events: [scoreEvent(81, 49, { minute: 45, extra: 2 })] }),
    );
    expect(view.events.map((e) => `${e.minute}+${e.extra}`)).toEqual(['12+0', '45+2', '46+0']);
  });
});

describe('fromScoreEvent', () => {
  it('keeps a card without players as it is', () => {
    expect(fromScoreEvent(scoreEvent(3, 9, { type: 'red', player: null, score: null }))).toMatchObject({ id: 3, type: 'red', player: null, related: null, score: null });
  });
});

describe('liveKeyOf', () => {
  const football = live(30, { statusText: '30', score: '1-0' });
  it.each([
    ['nothing pushed yet', null, ''],
    ['a football minute', football, `${football.kickoffTime}|2|30|1-0|0`],
    ['an event', { ...football, events: [scoreEvent(1, 30)] }, `${football.kickoffTime}|2|30|1-0|1`],
    ['basketball: the quarter, not every point', live(90, { sport: 'basketball', statusText: '7', period: 'Q2', score: '40-38' }), `${football.kickoffTime}|2|Q2||0`],
  ])('%s', (_, pushed, key) => {
    expect(liveKeyOf(pushed)).toBe(key);
  });

  it('changes with the score and the status, not with the seq alone', () => {
    expect(liveKeyOf({ ...football, seq: 31 })).toBe(liveKeyOf(football));
    expect(liveKeyOf({ ...football, score: '2-0' })).not.toBe(liveKeyOf(football));
    expect(liveKeyOf({ ...football, status: 3, statusText: 'FT' })).not.toBe(liveKeyOf(football));
  });
});
