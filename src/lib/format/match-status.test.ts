import { describe, expect, it } from 'vitest';
import { matchStatus, scheduleStatus, type MatchStatus } from './match-status';

const live = (minute: string): MatchStatus => ({ kind: 'live', minute, labelId: 'match.status.live' });
const kind = (k: MatchStatus['kind']): MatchStatus => ({ kind: k, labelId: `match.status.${k}` }) as MatchStatus;

describe('matchStatus (small variant)', () => {
  it.each<[string | number | null | undefined, MatchStatus]>([
    // Digits, or text containing + or HT: live.
    ['37', live('37')],
    [37, live('37')],
    ['3', live('3')],
    ['90', live('90')],
    ['00', live('00')],
    ['45+2', live('45+2')],
    ['90+5', live('90+5')],
    ['HT', live('HT')],
    ['ht', live('HT')],
    ['HT ', live('HT')],
    [' 2HT', live('2HT')],
    // An hh:mm value: upcoming.
    ['12:30', { kind: 'upcoming', time: '12:30', labelId: 'match.status.upcoming' }],
    ['00:00', { kind: 'upcoming', time: '00:00', labelId: 'match.status.upcoming' }],
    ['23:59', { kind: 'upcoming', time: '23:59', labelId: 'match.status.upcoming' }],
    ['9:05', { kind: 'upcoming', time: '09:05', labelId: 'match.status.upcoming' }],
    // live, 1, 2: ongoing — the exact codes 1 and 2 win over "digits → live".
    ['live', kind('ongoing')],
    ['LIVE', kind('ongoing')],
    ['1', kind('ongoing')],
    [1, kind('ongoing')],
    ['2', kind('ongoing')],
    [2, kind('ongoing')],
    // pending, 0: coming up — the exact code 0 wins over "digits → live".
    ['pending', kind('comingUp')],
    ['Pending', kind('comingUp')],
    ['0', kind('comingUp')],
    [0, kind('comingUp')],
    ['wo', kind('walkover')],
    ['WO', kind('walkover')],
    ['postponed', kind('postponed')],
    ['abandoned', kind('abandoned')],
    ['cancelled', kind('cancelled')],
    ['suspended', kind('suspended')],
    ['interrupted', kind('interrupted')],
    ['delayed', kind('delayed')],
    ['awarded', kind('awarded')],
    [' Postponed ', kind('postponed')],
    ['ft', kind('ended')],
    ['FT', kind('ended')],
    ['pen', kind('ended')],
    ['penalty', kind('ended')],
    ['PENALTY', kind('ended')],
    // Anything else: unknown.
    ['', kind('unknown')],
    ['   ', kind('unknown')],
    [null, kind('unknown')],
    [undefined, kind('unknown')],
    ['24:61', kind('unknown')],
    ['24:00', kind('unknown')],
    ['12:3', kind('unknown')],
    ['abc', kind('unknown')],
    ['-1', kind('unknown')],
    [-1, kind('unknown')],
    [Number.NaN, kind('unknown')],
    ['constructor', kind('unknown')],
    ['1st', kind('unknown')],
  ])('%j → %j', (value, expected) => {
    expect(matchStatus(value)).toEqual(expected);
  });
});

describe('matchStatus (large variant)', () => {
  it.each(['live', '1', '2', 1, 2])('shows ongoing %j as live', (value) => {
    expect(matchStatus(value, 'large')).toEqual({ kind: 'live', labelId: 'match.status.live' });
  });

  it.each<[string, MatchStatus]>([
    ['37', live('37')],
    ['HT', live('HT')],
    ['12:30', { kind: 'upcoming', time: '12:30', labelId: 'match.status.upcoming' }],
    ['0', kind('comingUp')],
    ['ft', kind('ended')],
    ['wo', kind('walkover')],
    ['abc', kind('unknown')],
  ])('shows %j as in the small variant', (value, expected) => {
    expect(matchStatus(value, 'large')).toEqual(expected);
    expect(matchStatus(value, 'large')).toEqual(matchStatus(value, 'small'));
  });
});

describe('scheduleStatus', () => {
  it.each<[string | number | null | undefined, string]>([
    [1, 'comingUp'],
    ['1', 'comingUp'],
    [2, 'live'],
    [3, 'ended'],
    [' 3 ', 'ended'],
    [5, 'cancelled'],
    [0, 'unknown'],
    [4, 'unknown'],
    [6, 'unknown'],
    [1.5, 'unknown'],
    ['', 'unknown'],
    ['x', 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
  ])('%j → %s', (id, expected) => {
    expect(scheduleStatus(id)).toEqual({ kind: expected, labelId: `match.status.${expected}` });
  });
});
