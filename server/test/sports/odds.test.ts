import { describe, expect, it } from 'vitest';
import { oddsFor, priceOf } from '../../src/sports/odds.ts';
import { durationMinutes, matchState } from '../../src/sports/match-clock.ts';

describe('odds model', () => {
  it('favours the stronger side and balances the handicap line', () => {
    const odds = oddsFor('football', 90, 60, 0, [0, 0]);
    expect(odds.oneXTwo.home).toBeLessThan(odds.oneXTwo.away);
    expect(odds.handicap.line).toBeLessThan(0);
    expect(Math.abs(odds.handicap.home - odds.handicap.away)).toBeLessThan(0.6);
    expect(Math.abs(odds.overUnder.over - odds.overUnder.under)).toBeLessThan(0.6);
    const even = oddsFor('football', 75, 75, 0, [0, 0]);
    expect(even.handicap.line).toBeLessThanOrEqual(0);
    expect(even.handicap.line).toBeGreaterThanOrEqual(-0.5);
  });

  it('moves with the score and the time left', () => {
    const start = oddsFor('football', 75, 75, 0, [0, 0]);
    const leading = oddsFor('football', 75, 75, 0.8, [2, 0]);
    expect(leading.oneXTwo.home).toBeLessThan(start.oneXTwo.home);
    expect(leading.oneXTwo.away).toBeGreaterThan(start.oneXTwo.away);
    expect(leading.overUnder.line).toBeGreaterThan(2);
    expect(leading.overUnder.line).toBeLessThan(4);
  });

  it('has no draw in basketball and esport, and never prices below 1.01', () => {
    expect(oddsFor('basketball', 80, 70, 0.5, [50, 40]).oneXTwo.draw).toBeNull();
    const esport = oddsFor('esport', 90, 60, 0.4, [1, 0]);
    expect(esport.oneXTwo.draw).toBeNull();
    expect(esport.overUnder.line).toBe(2.5);
    expect(priceOf(1)).toBe(1.01);
  });
});

describe('match clock', () => {
  const timeline = { kind: 'football' as const, add1: 2, add2: 4, goals: [[600, 0], [4000, 1]] as [number, number][] };
  const kickoffAt = new Date('2026-01-01T12:00:00Z');
  const at = (minutes: number) => matchState({ kickoffAt, state: 'normal', timeline }, kickoffAt.getTime() + minutes * 60_000, 'Asia/Ho_Chi_Minh');

  it('reads upcoming hh:mm in the time zone, then minutes, stoppage, HT and FT', () => {
    expect(at(-5)).toMatchObject({ statusId: 1, statusText: '19:00' });
    expect(at(0)).toMatchObject({ statusId: 2, statusText: '1', home: 0, away: 0 });
    expect(at(10.1)).toMatchObject({ statusText: '11', home: 1, away: 0 });
    expect(at(46)).toMatchObject({ statusText: '45+2' });
    expect(at(50)).toMatchObject({ statusText: 'HT', period: 'HT' });
    expect(at(62)).toMatchObject({ statusText: '46', period: '2H' });
    expect(at(67)).toMatchObject({ home: 1, away: 1 });
    expect(at(108)).toMatchObject({ statusText: '90+2' });
    expect(at(durationMinutes(timeline))).toMatchObject({ statusId: 3, statusText: 'FT', home: 1, away: 1 });
  });

  it('marks called-off fixtures as status 5', () => {
    expect(matchState({ kickoffAt, state: 'postponed', timeline }, kickoffAt.getTime(), 'UTC')).toMatchObject({ statusId: 5, statusText: 'postponed', home: null });
  });
});
