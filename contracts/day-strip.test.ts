import { describe, expect, it } from 'vitest';
import { addDays, boardDays, boardSearch, daySearch, isIsoDay, parseBoardQuery, parseDayQuery, relativeDay, stripDays, todayIn, type BoardKind, type BoardSelection } from './day-strip';

describe('day strip date maths', () => {
  it('shows yesterday, today and 5 days ahead in the schedule view', () => {
    expect(stripDays('schedule', '2026-11-21')).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
  });

  it('shows 5 days back to tomorrow in the broadcast view', () => {
    expect(stripDays('broadcast', '2026-11-21')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('crosses month and year boundaries', () => {
    expect(stripDays('schedule', '2026-12-29')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(stripDays('broadcast', '2027-01-02')[0]).toBe('2026-12-28');
    expect(stripDays('broadcast', '2028-03-03')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01', '2028-03-02', '2028-03-03', '2028-03-04']);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
  });

  it('names today, yesterday and tomorrow', () => {
    expect(relativeDay('2026-12-31', '2027-01-01')).toBe('yesterday');
    expect(relativeDay('2027-01-01', '2027-01-01')).toBe('today');
    expect(relativeDay('2027-01-02', '2027-01-01')).toBe('tomorrow');
    expect(relativeDay('2027-01-03', '2027-01-01')).toBeNull();
  });

  it("knows today's date in the visitor's time zone", () => {
    const instant = new Date('2026-11-20T18:30:00Z');
    expect(todayIn('Asia/Ho_Chi_Minh', instant)).toBe('2026-11-21');
    expect(todayIn('Europe/London', instant)).toBe('2026-11-20');
    expect(todayIn('America/New_York', new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31');
  });

  it('accepts only real calendar days', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '21/11/2026', '', null]) expect(isIsoDay(bad)).toBe(false);
  });
});

describe('day strip query', () => {
  const today = '2026-11-21';

  it('reads the view and the day from the query', () => {
    expect(parseDayQuery('?ngay=2026-11-23', today)).toEqual({ view: 'schedule', day: '2026-11-23' });
    expect(parseDayQuery('?ngay=2026-11-17&xem=da-phat', today)).toEqual({ view: 'broadcast', day: '2026-11-17' });
    expect(parseDayQuery('', today)).toEqual({ view: 'schedule', day: today });
    expect(parseDayQuery('?xem=da-phat', today)).toEqual({ view: 'broadcast', day: today });
  });

  it('falls back to today for a bad day, and to the schedule for a bad view', () => {
    expect(parseDayQuery('?ngay=2026-02-30', today)).toEqual({ view: 'schedule', day: today });
    expect(parseDayQuery('?ngay=hom-nay', today)).toEqual({ view: 'schedule', day: today });
    expect(parseDayQuery('?xem=bogus&ngay=2026-11-22', today)).toEqual({ view: 'schedule', day: '2026-11-22' });
    // Outside the view's strip: the schedule does not reach 5 days back, the broadcast view not 2 days ahead.
    expect(parseDayQuery('?ngay=2026-11-16', today)).toEqual({ view: 'schedule', day: today });
    expect(parseDayQuery('?ngay=2026-11-23&xem=da-phat', today)).toEqual({ view: 'broadcast', day: today });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(daySearch({ view: 'schedule', day: today }, today)).toBe('');
    expect(daySearch({ view: 'schedule', day: '2026-11-22' }, today)).toBe('?ngay=2026-11-22');
    const search = daySearch({ view: 'broadcast', day: '2026-11-19' }, today);
    expect(search).toBe('?ngay=2026-11-19&xem=da-phat');
    expect(parseDayQuery(search, today)).toEqual({ view: 'broadcast', day: '2026-11-19' });
  });
});

describe('football day boards', () => {
  const today = '2026-11-24';

  it.each<[BoardKind, string, string]>([
    ['results', '2026-11-19', '2026-11-24'],
    ['fixtures', '2026-11-24', '2026-11-29'],
    ['odds', '2026-11-24', '2026-11-29'],
  ])('%s strip runs from %s to %s', (kind, first, last) => {
    const days = boardDays(kind, today);
    expect(days).toHaveLength(6);
    expect(days[0]).toBe(first);
    expect(days.at(-1)).toBe(last);
  });

  it.each<[BoardKind, string, BoardSelection]>([
    ['results', '', { day: today, leagueId: null }],
    ['results', '?ngay=2026-11-21', { day: '2026-11-21', leagueId: null }],
    ['results', '?ngay=2026-11-19&giai-dau=4', { day: '2026-11-19', leagueId: 4 }],
    // Outside the strip: results do not look ahead, fixtures do not look back.
    ['results', '?ngay=2026-11-25', { day: today, leagueId: null }],
    ['results', '?ngay=2026-11-18', { day: today, leagueId: null }],
    ['fixtures', '?ngay=2026-11-23', { day: today, leagueId: null }],
    ['fixtures', '?ngay=2026-11-29&giai-dau=8', { day: '2026-11-29', leagueId: 8 }],
    ['odds', '?ngay=2026-11-30', { day: today, leagueId: null }],
    // Malformed values fall back without an error.
    ['fixtures', '?ngay=2026-02-30', { day: today, leagueId: null }],
    ['fixtures', '?ngay=tomorrow&giai-dau=abc', { day: today, leagueId: null }],
    ['fixtures', '?giai-dau=0', { day: today, leagueId: null }],
    ['fixtures', '?giai-dau=-3', { day: today, leagueId: null }],
    ['fixtures', '?giai-dau=4.5', { day: today, leagueId: null }],
    ['fixtures', '?giai-dau=99999999999', { day: today, leagueId: null }],
    ['fixtures', '?giai-dau=%204', { day: today, leagueId: null }],
  ])('%s %s', (kind, search, selection) => {
    expect(parseBoardQuery(search, kind, today)).toEqual(selection);
  });

  it.each<[BoardSelection, string]>([
    [{ day: today, leagueId: null }, ''],
    [{ day: '2026-11-22', leagueId: null }, '?ngay=2026-11-22'],
    [{ day: today, leagueId: 4 }, '?giai-dau=4'],
    [{ day: '2026-11-26', leagueId: 1 }, '?ngay=2026-11-26&giai-dau=1'],
  ])('%j → %s', (selection, search) => {
    expect(boardSearch(selection, today)).toBe(search);
    // And back again.
    expect(parseBoardQuery(search, selection.day < today ? 'results' : 'fixtures', today)).toEqual(selection);
  });
});
