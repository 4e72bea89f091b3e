import { describe, expect, it } from 'vitest';
import { removeMargin, roundedProbabilities, winProbabilitySeries, type SeriesFixture } from '../../src/sports/win-probability.ts';
import { oddsFor } from '../../src/sports/odds.ts';

describe('removeMargin: margin-free probabilities of 1X2 prices', () => {
  it.each([
    // prices (home, draw, away) → probabilities and margin
    [{ home: 2, draw: 4, away: 4 }, { home: 0.5, draw: 0.25, away: 0.25 }, 0],
    [{ home: 3, draw: 3, away: 3 }, { home: 1 / 3, draw: 1 / 3, away: 1 / 3 }, 0],
    [{ home: 1.9, draw: 3.4, away: 4.2 }, { home: 0.4972, draw: 0.2779, away: 0.2249 }, 0.0585],
    [{ home: 1.25, draw: 6, away: 12 }, { home: 0.7619, draw: 0.1587, away: 0.0794 }, 0.05],
    [{ home: 2.85, draw: 3.2, away: 2.5 }, { home: 0.33, draw: 0.2939, away: 0.3762 }, 0.0634],
    // No draw (basketball, esport): two-way market.
    [{ home: 1.87, draw: null, away: 1.87 }, { home: 0.5, draw: null, away: 0.5 }, 0.0695],
    [{ home: 1.3, draw: null, away: 3.5 }, { home: 0.7292, draw: null, away: 0.2708 }, 0.0549],
  ])('%o → %o, margin %f', (prices, expected, margin) => {
    const p = removeMargin(prices);
    expect(p.home).toBeCloseTo(expected.home, 3);
    expect(p.away).toBeCloseTo(expected.away, 3);
    if (expected.draw === null) expect(p.draw).toBeNull();
    else expect(p.draw).toBeCloseTo(expected.draw, 3);
    expect(p.margin).toBeCloseTo(margin, 3);
    expect(p.home + (p.draw ?? 0) + p.away).toBeCloseTo(1, 12);
  });

  it.each([
    [{ home: 1, draw: 3, away: 4 }, /home price/],
    [{ home: 2, draw: 0.5, away: 4 }, /draw price/],
    [{ home: 2, draw: 3, away: Number.NaN }, /away price/],
    [{ home: 2, draw: 3, away: Number.POSITIVE_INFINITY }, /away price/],
    [{ home: -2, draw: null, away: 2 }, /home price/],
  ])('refuses %o', (prices, message) => {
    expect(() => removeMargin(prices)).toThrow(message);
  });

  it('removes exactly the model margin of the odds the server quotes', () => {
    for (const [home, away] of [[90, 60], [60, 90], [80, 70]] as const) {
      const p = removeMargin(oddsFor('football', home, away, 0, [0, 0]).oneXTwo);
      expect(p.margin).toBeGreaterThan(0.04);
      expect(p.margin).toBeLessThan(0.08);
      expect(p.home > p.away).toBe(home > away);
    }
  });

  it('rounds to three decimals that still add up to one', () => {
    for (const p of [{ home: 1 / 3, draw: 1 / 3, away: 1 / 3 }, { home: 0.6666, draw: null, away: 0.3334 }, { home: 0.12345, draw: 0.45678, away: 0.41977 }]) {
      const r = roundedProbabilities(p);
      expect(r.home + (r.draw ?? 0) + r.away).toBeCloseTo(1, 9);
      expect(Math.round(r.home * 1000)).toBe(r.home * 1000);
    }
  });
});

describe('winProbabilitySeries', () => {
  const kickoffAt = new Date('2026-03-01T12:00:00Z');
  const fixture: SeriesFixture = {
    id: 7,
    sport: 'football',
    kickoffAt,
    state: 'normal',
    // Home scores at 30' (second 1770), away at 70'.
    timeline: { kind: 'football', add1: 2, add2: 3, goals: [[1770, 0], [4350, 1]] },
  };
  const events = [
    { atSecond: 1770, type: 'goal' as const, side: 0 },
    { atSecond: 3000, type: 'yellow' as const, side: 1 },
    { atSecond: 4350, type: 'goal' as const, side: 1 },
  ];
  const at = (minutes: number) => kickoffAt.getTime() + minutes * 60_000;

  it('is one pre-match point before kick-off', () => {
    const series = winProbabilitySeries(fixture, [80, 70], events, at(-30));
    expect(series).toHaveLength(1);
    expect(series[0]).toMatchObject({ reason: 'pre', minute: 0 });
    expect(series[0]!.home).toBeGreaterThan(series[0]!.away);
  });

  it('starts at kick-off, samples every five minutes, marks goals and moves with them', () => {
    const series = winProbabilitySeries(fixture, [75, 75], events, at(40));
    expect(series[0]).toMatchObject({ atSecond: 0, minute: 0, reason: 'kickoff' });
    const goal = series.find((p) => p.reason === 'event')!;
    expect(goal).toMatchObject({ event: 'goal', atSecond: 1771 });
    const before = series.filter((p) => p.atSecond < 1770).at(-1)!;
    expect(goal.home).toBeGreaterThan(before.home + 0.1);
    // Yellow cards do not move prices: no point of their own.
    expect(series.some((p) => p.atSecond === 3001)).toBe(false);
    expect(series.every((p) => p.atSecond <= 40 * 60)).toBe(true);
    for (const p of series) expect(p.home + p.draw! + p.away).toBeCloseTo(1, 9);
    const times = series.map((p) => p.atSecond);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('ends with the result all but certain, with one point of half time', () => {
    const series = winProbabilitySeries(fixture, [75, 75], events, at(200));
    const last = series.at(-1)!;
    expect(last.reason).toBe('end');
    expect(last.draw).toBeGreaterThan(0.9);
    expect(series.filter((p) => p.statusText === 'HT').length).toBeLessThanOrEqual(1);
  });

  it('is empty for a called-off fixture', () => {
    expect(winProbabilitySeries({ ...fixture, state: 'postponed' }, [75, 75], events, at(60))).toEqual([]);
  });
});
