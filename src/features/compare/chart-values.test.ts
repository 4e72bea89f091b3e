import { describe, expect, it } from 'vitest';
import type { ChartMetric } from '../../../contracts/schemas/sports/entities';
import { barShare, formatMetric, hasValue, leaderOf, radarPoint, radarPolygon, radarScore, wrapLabel } from './chart-values';

const m = (key: string, values: [number, number], max: number, better: 'higher' | 'lower' = 'higher'): ChartMetric => ({ key, values, max, better });

describe('comparison chart values', () => {
  it.each([
    [m('winRate', [0.75, 0.583], 1), 0, 0.75],
    [m('points', [29, 20], 30), 1, 20 / 30],
    [m('goals', [0, 0], 1), 0, 0],
    [m('position', [0, 3], 3, 'lower'), 0, 0],
    [m('points', [40, 1], 30), 0, 1],
    [m('points', [1, 1], 0), 0, 0],
  ] as const)('barShare(%j, %i) = %d', (metric, side, share) => {
    expect(barShare(metric, side)).toBeCloseTo(share, 5);
  });

  it.each([
    [m('winRate', [0.75, 0.583], 1), 0],
    [m('formPoints', [10, 13], 15), 1],
    [m('goalsAgainstPerGame', [0.667, 1.167], 2, 'lower'), 0],
    [m('yellowCards', [5, 3], 5, 'lower'), 1],
    [m('position', [1, 3], 3, 'lower'), 0],
    [m('position', [0, 3], 3, 'lower'), 1],
    [m('position', [0, 0], 1, 'lower'), null],
    [m('goals', [4, 4], 5), null],
  ] as const)('leaderOf(%j) = %s', (metric, side) => {
    expect(leaderOf(metric)).toBe(side);
  });

  it('reads a position of 0 as none', () => {
    expect(hasValue(m('position', [0, 2], 2, 'lower'), 0)).toBe(false);
    expect(hasValue(m('goals', [0, 2], 2), 0)).toBe(true);
  });

  it.each([
    [m('winRate', [0.5, 0.25], 1), 0, 0.5],
    [m('goalsAgainstPerGame', [0.5, 2], 2, 'lower'), 0, 0.75],
    [m('goalsAgainstPerGame', [0.5, 2], 2, 'lower'), 1, 0],
    [m('position', [0, 4], 5, 'lower'), 0, 0],
    [m('position', [1, 4], 5, 'lower'), 0, 0.8],
    [m('redCards', [0, 0], 1, 'lower'), 1, 1],
  ] as const)('radarScore(%j, %i) = %d (outward is better)', (metric, side, score) => {
    expect(radarScore(metric, side)).toBeCloseTo(score, 5);
  });

  it('places radar axes clockwise from the top', () => {
    const c = { x: 100, y: 100 };
    expect(radarPoint(0, 4, 50, c)).toEqual({ x: 100, y: 50 });
    expect(radarPoint(1, 4, 50, c)).toEqual({ x: 150, y: 100 });
    expect(radarPoint(2, 4, 50, c)).toEqual({ x: 100, y: 150 });
    expect(radarPoint(3, 4, 50, c)).toEqual({ x: 50, y: 100 });
    expect(radarPolygon([m('a', [1, 0], 1), m('b', [0.5, 0], 1), m('c', [1, 0], 1), m('d', [0, 0], 1)], 0, 50, c)).toBe('100,50 125,100 100,150 100,100');
  });

  it.each([
    ['winRate', 0.583, 'vi', '58%'],
    ['winRate', 0.75, 'en', '75%'],
    ['cleanSheetRate', 0.4167, 'zh-Hant', '42%'],
    ['goalsForPerGame', 2.417, 'vi', '2,42'],
    ['goalsForPerGame', 2.417, 'en', '2.42'],
    ['goalsPer90', 0, 'en', '0.00'],
    ['minutes', 1234, 'en', '1,234'],
    ['minutes', 1234, 'vi', '1.234'],
    ['points', 29, 'zh-Hant', '29'],
    ['position', 0, 'en', '–'],
    ['position', 3, 'en', '3'],
    ['somethingNew', 1.2345, 'en', '1.23'],
  ])('formatMetric(%s, %d, %s) = %s', (key, value, locale, text) => {
    expect(formatMetric(key, value, locale)).toBe(text);
  });

  it.each([
    ['Điểm', ['Điểm']],
    ['Win rate', ['Win rate']],
    ['Tỉ lệ giữ sạch lưới', ['Tỉ lệ giữ', 'sạch lưới']],
    ['Goals conceded per game', ['Goals conceded', 'per game']],
    ['零封率', ['零封率']],
    ['Supercalifragilistic', ['Supercalifragilistic']],
    ['  ', []],
  ])('wrapLabel(%j)', (text, lines) => {
    expect(wrapLabel(text, 16)).toEqual(lines);
  });
});
