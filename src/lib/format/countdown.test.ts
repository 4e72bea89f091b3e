import { describe, expect, it } from 'vitest';
import { countdown, countdownTick } from './countdown';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const S = 1000;
const H = 3600 * S;
const D = 24 * H;

describe('countdown', () => {
  it('shows days, hours and minutes while a day or more is left', () => {
    expect(countdown(NOW + 3 * D + 4 * H + 59 * 60 * S + 59 * S, NOW)).toEqual({ unit: 'days', days: 3, hours: 4, minutes: 59 });
    expect(countdown(NOW + D, NOW)).toEqual({ unit: 'days', days: 1, hours: 0, minutes: 0 });
  });

  it('shows the clock under a day, down to the second', () => {
    expect(countdown(NOW + D - S, NOW)).toEqual({ unit: 'clock', text: '23:59:59' });
    expect(countdown(NOW + 5 * H + 12 * 60 * S + 9 * S + 999, NOW)).toEqual({ unit: 'clock', text: '05:12:09' });
    expect(countdown(NOW + S, NOW)).toEqual({ unit: 'clock', text: '00:00:01' });
  });

  it('is over once the instant has come, and for what is not a time', () => {
    expect(countdown(NOW, NOW)).toEqual({ unit: 'over' });
    expect(countdown(NOW + 999, NOW)).toEqual({ unit: 'over' });
    expect(countdown(NOW - D, NOW)).toEqual({ unit: 'over' });
    expect(countdown(Number.NaN, NOW)).toEqual({ unit: 'over' });
  });

  it('ticks every second under a day and every minute before', () => {
    expect(countdownTick(NOW + 2 * H, NOW)).toBe(S);
    expect(countdownTick(NOW + 2 * D, NOW)).toBe(60 * S);
  });
});
