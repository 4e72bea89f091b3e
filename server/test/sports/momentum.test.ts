import { describe, expect, it } from 'vitest';
import { attackMomentum, type MomentumEvent } from '../../src/sports/momentum.ts';

const goal = (minute: number, side: number, extra = 0): MomentumEvent => ({ minute, extra, side, type: 'goal' });

describe('attackMomentum', () => {
  it.each<[string, MomentumEvent[], number, (values: number[]) => void]>([
    ['no events: flat', [], 90, (v) => expect(v.every((x) => x === 0)).toBe(true)],
    ['a home goal at 30: a home bump peaking at 30, mostly before', [goal(30, 0)], 90, (v) => {
      expect(Math.max(...v)).toBe(v[29]);
      expect(v[29]).toBeGreaterThan(60);
      expect(v[26]).toBeGreaterThan(v[32]!);
      expect(v[9]).toBe(0);
      expect(v[59]).toBe(0);
      expect(Math.min(...v)).toBe(0);
    }],
    ['an away goal: the same bump below zero', [goal(30, 1)], 90, (v) => {
      expect(v[29]).toBeLessThan(-60);
      expect(Math.max(...v)).toBe(0);
    }],
    ['a home booking: the away side was pushing', [{ minute: 50, extra: 0, side: 0, type: 'yellow' }], 90, (v) => {
      expect(v[49]).toBeLessThan(0);
      expect(v[49]).toBeGreaterThan(-60);
    }],
    ['an away red card pushes more than a yellow', [{ minute: 50, extra: 0, side: 1, type: 'red' }], 90, (v) => expect(v[49]).toBeGreaterThan(50)],
    ['an own goal credited to the away side', [{ minute: 20, extra: 0, side: 1, type: 'own_goal' }], 90, (v) => expect(v[19]).toBeLessThan(0)],
    ['substitutions say nothing', [{ minute: 60, extra: 0, side: 0, type: 'sub' }], 90, (v) => expect(v.every((x) => x === 0)).toBe(true)],
    ['a flurry stays within ±100', [goal(10, 0), goal(11, 0), goal(12, 0), { minute: 12, extra: 0, side: 0, type: 'penalty' }], 90, (v) => {
      expect(Math.max(...v)).toBeLessThanOrEqual(100);
      expect(Math.max(...v)).toBeGreaterThan(90);
    }],
    ['goals either side cancel out', [goal(40, 0), goal(40, 1)], 90, (v) => expect(v[39]).toBe(0)],
    ['stoppage time counts as the minute it extends', [goal(45, 0, 2)], 60, (v) => expect(v[44]).toBeGreaterThan(60)],
    ['up to the minute played: later events are not seen', [goal(30, 0), goal(70, 1)], 50, (v) => {
      expect(v).toHaveLength(50);
      expect(Math.min(...v)).toBe(0);
    }],
  ])('%s', (_name, events, upTo, check) => {
    const points = attackMomentum(events, upTo);
    expect(points.map((p) => p.minute)).toEqual(Array.from({ length: Math.min(upTo, 90) }, (_, i) => i + 1));
    check(points.map((p) => p.value));
  });

  it('does not depend on the order of the events, and caps at the last minute', () => {
    const events = [goal(30, 0), { minute: 55, extra: 0, side: 1, type: 'red' as const }, goal(80, 1)];
    expect(attackMomentum([...events].reverse(), 120)).toEqual(attackMomentum(events, 90));
    expect(attackMomentum(events, 0)).toEqual([]);
    expect(attackMomentum(events, -5)).toEqual([]);
  });
});
