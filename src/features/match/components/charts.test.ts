import { describe, expect, it } from 'vitest';
import type { WinProbabilityPoint } from '../../../../contracts/schemas/sports/matches';
import { inPlayPoints, minuteSpan, minuteTicks, minuteX, momentumIntervals, momentumPath, probabilityAreas, probabilityPercents } from './charts';

const box = { width: 900, height: 100 };

describe('minute axis', () => {
  it.each([
    [0, 90],
    [37, 90],
    [90, 90],
    [94.2, 95],
  ])('the span of a match at %d is %d minutes', (last, span) => {
    expect(minuteSpan(last)).toBe(span);
  });

  it('places minutes along the width, clamped to the span', () => {
    expect([0, 45, 90, 120, -3].map((m) => minuteX(m, 90, box))).toEqual([0, 450, 900, 900, 0]);
    expect(minuteTicks(90)).toEqual([0, 15, 30, 45, 60, 75, 90]);
    expect(minuteTicks(100)).toEqual([0, 15, 30, 45, 60, 75, 90]);
  });
});

describe('momentumPath', () => {
  it('runs from the centre line through each minute and back', () => {
    expect(momentumPath([{ minute: 1, value: 0 }, { minute: 2, value: 100 }, { minute: 3, value: -50 }], box)).toBe(
      'M0 50 L10 50 L20 0 L30 75 L30 50Z',
    );
  });

  it('sorts the minutes and clamps the values', () => {
    expect(momentumPath([{ minute: 2, value: -300 }, { minute: 1, value: 250 }], box)).toBe('M0 50 L10 0 L20 100 L20 50Z');
  });

  it('draws nothing without minutes', () => {
    expect(momentumPath([], box)).toBe('');
  });
});

describe('momentumIntervals', () => {
  it("averages each side's push per stretch of minutes", () => {
    const points = Array.from({ length: 20 }, (_, i) => ({ minute: i + 1, value: i < 15 ? 30 : -60 }));
    expect(momentumIntervals(points)).toEqual([
      { from: 1, to: 15, home: 30, away: 0 },
      { from: 16, to: 20, home: 0, away: 60 },
    ]);
    expect(momentumIntervals([])).toEqual([]);
  });
});

const point = (minute: number, home: number, draw: number | null, away: number, reason: WinProbabilityPoint['reason'] = 'sample'): WinProbabilityPoint => ({
  atSecond: minute * 60,
  minute,
  statusText: String(minute),
  reason,
  event: null,
  home,
  draw,
  away,
});

describe('win probability', () => {
  it('leaves out the pre-match point and keeps the order of time', () => {
    const pre = { ...point(0, 0.5, 0.3, 0.2, 'pre'), atSecond: -600 };
    expect(inPlayPoints([point(10, 0.5, 0.3, 0.2), pre, point(0, 0.4, 0.3, 0.3, 'kickoff')]).map((p) => p.minute)).toEqual([0, 10]);
    expect(inPlayPoints([pre])).toEqual([]);
  });

  it('stacks home, draw and away from the top', () => {
    const areas = probabilityAreas([point(0, 0.5, 0.3, 0.2, 'kickoff'), point(45, 0.2, 0.3, 0.5)], box);
    expect(areas).toEqual({
      home: 'M0 0 L450 0 L450 20 L0 50Z',
      draw: 'M0 50 L450 20 L450 50 L0 80Z',
      away: 'M0 80 L450 50 L450 100 L0 100Z',
    });
  });

  it('gives a sport without draws an empty draw band', () => {
    const areas = probabilityAreas([point(0, 0.6, null, 0.4, 'kickoff'), point(90, 1, null, 0, 'end')], box);
    expect(areas.draw).toBe('M0 60 L900 100 L900 100 L0 60Z');
    expect(areas.away).toBe('M0 60 L900 100 L900 100 L0 100Z');
  });

  it('widens a single point (just kicked off) to a sliver', () => {
    expect(probabilityAreas([point(0, 0.5, 0.25, 0.25, 'kickoff')], box).home).toBe('M0 0 L10 0 L10 50 L0 50Z');
    expect(probabilityAreas([], box)).toEqual({ home: '', draw: '', away: '' });
  });

  it.each([
    [{ home: 0.333, draw: 0.333, away: 0.334 }, { home: 33, draw: 33, away: 34 }],
    [{ home: 0.455, draw: 0.275, away: 0.27 }, { home: 46, draw: 27, away: 27 }],
    [{ home: 0.625, draw: null, away: 0.375 }, { home: 63, draw: null, away: 37 }],
  ])('percentages of %j add up to 100', (p, shown) => {
    expect(probabilityPercents(p)).toEqual(shown);
  });
});
