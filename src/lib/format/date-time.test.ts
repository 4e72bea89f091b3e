import { describe, expect, it } from 'vitest';
import {
  dayInZone,
  formatClockTime,
  formatDateTime,
  formatShortDate,
  parseTimeText,
  parseZonedTimeText,
  zoneOffsetMinutes,
  zonedTimeToDate,
  type TimeParts,
} from './date-time';

const parts = (year: number, month: number, day: number, hour: number, minute: number, second: number): TimeParts => ({ year, month, day, hour, minute, second });

describe('parseTimeText (strict YYYY-MM-DD HH:mm:ss)', () => {
  it.each<[unknown, TimeParts | null]>([
    ['2026-11-24 20:30:00', parts(2026, 11, 24, 20, 30, 0)],
    ['2026-01-01 00:00:00', parts(2026, 1, 1, 0, 0, 0)],
    ['2026-12-31 23:59:59', parts(2026, 12, 31, 23, 59, 59)],
    ['2028-02-29 12:00:00', parts(2028, 2, 29, 12, 0, 0)],
    // Days the calendar does not have, and times out of range.
    ['2026-02-29 12:00:00', null],
    ['2026-02-30 12:00:00', null],
    ['2026-04-31 12:00:00', null],
    ['2026-13-01 12:00:00', null],
    ['2026-00-10 12:00:00', null],
    ['2026-11-00 12:00:00', null],
    ['2026-11-24 24:00:00', null],
    ['2026-11-24 12:60:00', null],
    ['2026-11-24 12:00:60', null],
    // Any other layout.
    ['2026-11-24T20:30:00', null],
    ['2026-11-24 20:30:00Z', null],
    ['2026-11-24 20:30:00+07:00', null],
    ['2026-11-24 20:30:00.000', null],
    ['2026-11-24 20:30', null],
    ['2026-11-24', null],
    [' 2026-11-24 20:30:00', null],
    ['2026-11-24 20:30:00 ', null],
    ['2026-11-24  20:30:00', null],
    ['2026-1-24 20:30:00', null],
    ['2026-11-24 8:30:00', null],
    ['26-11-24 20:30:00', null],
    ['2026/11/24 20:30:00', null],
    ['24-11-2026 20:30:00', null],
    ['２０２６-11-24 20:30:00', null],
    ['', null],
    [null, null],
    [undefined, null],
    [1795583400000, null],
    [new Date('2026-11-24T20:30:00Z'), null],
  ])('%j → %j', (text, expected) => {
    expect(parseTimeText(text)).toEqual(expected);
  });
});

describe('zoneOffsetMinutes', () => {
  it.each<[string, string, number]>([
    ['Asia/Ho_Chi_Minh', '2026-11-24T13:30:00Z', 420],
    ['UTC', '2026-11-24T13:30:00Z', 0],
    ['Europe/London', '2026-07-01T12:00:00Z', 60],
    ['Europe/London', '2026-12-01T12:00:00Z', 0],
    ['America/New_York', '2026-12-01T12:00:00Z', -300],
    ['Asia/Kolkata', '2026-12-01T12:00:00Z', 330],
    ['Not/AZone', '2026-12-01T12:00:00Z', 0],
  ])('%s at %s → %d', (zone, at, minutes) => {
    expect(zoneOffsetMinutes(zone, Date.parse(at))).toBe(minutes);
  });
});

describe('zonedTimeToDate / parseZonedTimeText', () => {
  it.each<[string, string, string | null]>([
    ['2026-11-24 20:30:00', 'Asia/Ho_Chi_Minh', '2026-11-24T13:30:00.000Z'],
    ['2026-11-25 00:10:00', 'Asia/Ho_Chi_Minh', '2026-11-24T17:10:00.000Z'],
    ['2026-11-24 20:30:00', 'UTC', '2026-11-24T20:30:00.000Z'],
    ['2026-07-01 09:00:00', 'Europe/London', '2026-07-01T08:00:00.000Z'],
    ['2026-12-01 09:00:00', 'America/New_York', '2026-12-01T14:00:00.000Z'],
    // The hour clocks go forward does not exist: the instant just after the gap.
    ['2026-03-29 01:30:00', 'Europe/London', '2026-03-29T01:30:00.000Z'],
    ['2026-11-24T20:30:00', 'Asia/Ho_Chi_Minh', null],
  ])('%s in %s → %s', (text, zone, iso) => {
    const date = parseZonedTimeText(text, zone);
    expect(date?.toISOString() ?? null).toBe(iso);
  });

  it('round-trips every hour of a day across a DST change', () => {
    for (let hour = 0; hour < 24; hour++) {
      if (hour === 1) continue; // the gap: 01:00–01:59 do not exist in London that day
      const at = zonedTimeToDate(parts(2026, 3, 29, hour, 15, 0), 'Europe/London');
      expect(formatClockTime(at, 'Europe/London', 'en')).toBe(`${String(hour).padStart(2, '0')}:15`);
    }
  });
});

describe('dayInZone: the calendar day in the visitor’s zone, not the browser’s', () => {
  it.each<[string | number, string, string | null]>([
    ['2026-11-24T13:30:00Z', 'Asia/Ho_Chi_Minh', '2026-11-24'],
    ['2026-11-24T17:10:00Z', 'Asia/Ho_Chi_Minh', '2026-11-25'],
    ['2026-11-24T17:10:00Z', 'UTC', '2026-11-24'],
    ['2026-11-24T03:00:00Z', 'America/Los_Angeles', '2026-11-23'],
    ['2026-12-31T23:30:00Z', 'Asia/Tokyo', '2027-01-01'],
    [Date.parse('2026-11-24T16:59:59Z'), 'Asia/Ho_Chi_Minh', '2026-11-24'],
    [Date.parse('2026-11-24T17:00:00Z'), 'Asia/Ho_Chi_Minh', '2026-11-25'],
    ['nope', 'UTC', null],
  ])('%s in %s → %s', (instant, zone, day) => {
    expect(dayInZone(instant, zone)).toBe(day);
  });
});

describe('clock times and dates in a zone, in three languages', () => {
  const kickoff = '2026-11-24T17:30:00Z';
  it.each<[string, string, string, string]>([
    ['vi', 'Asia/Ho_Chi_Minh', '00:30', '25/11'],
    ['en', 'Asia/Ho_Chi_Minh', '00:30', '11/25'],
    ['zh-Hant', 'Asia/Ho_Chi_Minh', '00:30', '11/25'],
    ['vi', 'Europe/London', '17:30', '24/11'],
    ['en', 'America/New_York', '12:30', '11/24'],
  ])('%s in %s', (locale, zone, time, date) => {
    expect(formatClockTime(kickoff, zone, locale)).toBe(time);
    expect(formatShortDate(kickoff, zone, locale)).toBe(date);
  });

  it.each<[string, string[]]>([
    ['vi', ['Thứ Ba', '24', 'tháng 11', '21:05']],
    ['en', ['Tuesday', 'November 24', '21:05']],
    ['zh-Hant', ['11月24日', '星期二', '21:05']],
  ])('a long date and time in %s', (locale, pieces) => {
    const text = formatDateTime('2026-11-24T14:05:00Z', 'Asia/Ho_Chi_Minh', locale);
    for (const piece of pieces) expect(text).toContain(piece);
    // 21:05 in Vietnam is 14:05 UTC: the zone decides, not the machine's.
    expect(formatDateTime('2026-11-24T14:05:00Z', 'UTC', locale)).toContain('14:05');
  });

  it.each(['', 'nope', Number.NaN])('%j is not a time', (value) => {
    expect(formatClockTime(value, 'UTC', 'en')).toBe('');
    expect(formatShortDate(value, 'UTC', 'en')).toBe('');
    expect(formatDateTime(value, 'UTC', 'en')).toBe('');
  });
});
