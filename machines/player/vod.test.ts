import { describe, expect, it } from 'vitest';
import { clampTime, formatClock, isPlaybackRate, isTextTrackChoice, playedFraction, seekTargetForKey, timeAtPointer } from './vod';

describe('clampTime', () => {
  it.each([
    [30, 600, 30],
    [-4, 600, 0],
    [700, 600, 600],
    [700, null, 700],
    [Number.NaN, 600, 0],
    [Number.POSITIVE_INFINITY, 600, 0],
  ] as const)('%s in %s → %s', (time, duration, expected) => expect(clampTime(time, duration)).toBe(expected));
});

describe('seekTargetForKey', () => {
  it.each([
    ['ArrowLeft', 60, 600, 55],
    ['ArrowDown', 60, 600, 55],
    ['ArrowRight', 60, 600, 65],
    ['ArrowUp', 60, 600, 65],
    ['PageDown', 60, 600, 50],
    ['PageUp', 60, 600, 70],
    ['ArrowLeft', 3, 600, 0],
    ['ArrowRight', 598, 600, 600],
    ['Home', 300, 600, 0],
    ['End', 300, 600, 600],
    ['End', 300, null, null],
    ['Enter', 300, 600, null],
    ['a', 300, 600, null],
  ] as const)('%s at %s of %s → %s', (key, current, duration, expected) => expect(seekTargetForKey(key, current, duration)).toBe(expected));
});

describe('timeAtPointer', () => {
  it.each([
    [100, 100, 200, 600, 0],
    [200, 100, 200, 600, 300],
    [300, 100, 200, 600, 600],
    [50, 100, 200, 600, 0],
    [400, 100, 200, 600, 600],
    [200, 100, 0, 600, 0],
    [200, 100, 200, null, 0],
  ] as const)('x %s on [%s, +%s] of %s s → %s', (x, left, width, duration, expected) => expect(timeAtPointer(x, left, width, duration)).toBe(expected));
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [600, '10:00'],
    [3723, '1:02:03'],
    [null, '0:00'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
  ] as const)('%s → %s', (seconds, text) => expect(formatClock(seconds)).toBe(text));
});

describe('playedFraction', () => {
  it.each([
    [0, 600, 0],
    [150, 600, 0.25],
    [700, 600, 1],
    [-1, 600, 0],
    [10, null, 0],
    [10, 0, 0],
  ] as const)('%s of %s → %s', (current, duration, expected) => expect(playedFraction(current, duration)).toBe(expected));
});

describe('isPlaybackRate / isTextTrackChoice', () => {
  it.each([
    [0.5, true],
    [1, true],
    [2, true],
    [3, false],
    [0, false],
  ] as const)('rate %s → %s', (rate, ok) => expect(isPlaybackRate(rate)).toBe(ok));

  const tracks = [{ lang: 'vi', label: 'Tiếng Việt', src: '/vi.vtt' }];
  it.each([
    [null, true],
    ['vi', true],
    ['en', false],
  ] as const)('track %s → %s', (lang, ok) => expect(isTextTrackChoice(lang, tracks)).toBe(ok));
});
