import { describe, expect, it } from 'vitest';
import { nowAndNext, progressOf, slotStatus, type GuideSlot } from './guide-now-next';

const slot = (title: string, from: string, to: string): GuideSlot => ({ title, startsAt: `2026-11-24T${from}:00Z`, endsAt: `2026-11-24T${to}:00Z` });
const guide = [slot('A', '10:00', '11:00'), slot('B', '11:00', '11:30'), slot('C', '11:30', '13:00')];
const at = (time: string) => Date.parse(`2026-11-24T${time}:00Z`);

describe('now and next of a guide', () => {
  it.each([
    ['10:00', 'A', 'B', 0],
    ['10:30', 'A', 'B', 50],
    ['10:59', 'A', 'B', 98],
    ['11:00', 'B', 'C', 0],
    ['12:15', 'C', null, 50],
  ])('at %s: %s now, %s next, %i%% aired', (time, now, next, progress) => {
    const answer = nowAndNext(guide, at(time));
    expect(answer.now?.title).toBe(now);
    expect(answer.next?.title ?? null).toBe(next);
    expect(answer.progress).toBe(progress);
  });

  it.each(['09:59', '13:00', '23:00'])('at %s nothing of that guide is on air', (time) => {
    expect(nowAndNext(guide, at(time))).toEqual({ now: null, next: null, progress: 0 });
  });

  it.each([
    ['09:00', 'upcoming'],
    ['10:00', 'live'],
    ['11:00', 'ended'],
  ])('at %s the first slot is %s', (time, status) => {
    expect(slotStatus(guide[0]!, at(time))).toBe(status);
  });

  it('bounds the progress and survives an empty slot', () => {
    expect(progressOf(guide[0]!, at('09:00'))).toBe(0);
    expect(progressOf(guide[0]!, at('12:00'))).toBe(100);
    expect(progressOf(slot('Z', '10:00', '10:00'), at('10:00'))).toBe(0);
  });
});
