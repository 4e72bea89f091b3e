/**
 * The two day strips of the live schedule (SPEC §2), as calendar-day maths on yyyy-mm-dd strings:
 * the schedule view shows yesterday, today and 5 days ahead (live and coming); the broadcast view
 * shows 5 days back to tomorrow (what was shown). The chosen view and day live in the URL query.
 */

import { DISPLAY_TIMEZONE } from './constants.ts';
import type { RouteId } from './route-table.ts';

/** A calendar day, yyyy-mm-dd. */
export type IsoDay = string;

export type ScheduleView = 'schedule' | 'broadcast';

/** The URL query names and values (Vietnamese, like every slug of the site). */
export const DAY_QUERY = { day: 'ngay', view: 'xem' } as const;
export const VIEW_QUERY_VALUE: Record<ScheduleView, string> = { schedule: 'lich', broadcast: 'da-phat' };

/** The first and last day of each strip, relative to today. */
export const STRIP_RANGE: Record<ScheduleView, { from: number; to: number }> = {
  schedule: { from: -1, to: 5 },
  broadcast: { from: -5, to: 1 },
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as a UTC midnight timestamp, or null when it is not a real calendar day (2026-02-30). */
function toUtc(day: string): number | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const date = new Date(time);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? time : null;
}

export function isIsoDay(value: unknown): value is IsoDay {
  return typeof value === 'string' && toUtc(value) !== null;
}

/** The day `days` after (or before, when negative) `day`. */
export function addDays(day: IsoDay, days: number): IsoDay {
  const time = toUtc(day);
  if (time === null) throw new Error(`not a calendar day: ${day}`);
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return Math.round(((toUtc(to) ?? 0) - (toUtc(from) ?? 0)) / 86_400_000);
}

/** Today's calendar day in an IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDay {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The days of a view's strip, oldest first. */
export function stripDays(view: ScheduleView, today: IsoDay): IsoDay[] {
  const { from, to } = STRIP_RANGE[view];
  return Array.from({ length: to - from + 1 }, (_, i) => addDays(today, from + i));
}

/** "today", "yesterday" or "tomorrow" where it applies. */
export function relativeDay(day: IsoDay, today: IsoDay): 'today' | 'yesterday' | 'tomorrow' | null {
  const offset = daysBetween(today, day);
  return offset === 0 ? 'today' : offset === -1 ? 'yesterday' : offset === 1 ? 'tomorrow' : null;
}

export interface DaySelection {
  view: ScheduleView;
  day: IsoDay;
}

/**
 * The view and day a query asks for. Anything unknown, malformed or outside the view's strip falls
 * back to the default (the schedule view, today) without an error.
 */
export function parseDayQuery(search: string, today: IsoDay): DaySelection {
  const query = new URLSearchParams(search);
  const rawView = query.get(DAY_QUERY.view);
  const view: ScheduleView = rawView === VIEW_QUERY_VALUE.broadcast ? 'broadcast' : 'schedule';
  const rawDay = query.get(DAY_QUERY.day);
  const day = rawDay !== null && isIsoDay(rawDay) && stripDays(view, today).includes(rawDay) ? rawDay : today;
  return { view, day };
}

/** The query of a selection, without the defaults (today, the schedule view), so plain links stay plain. */
export function dayQuery(selection: DaySelection, today: IsoDay): Record<string, string> {
  const query: Record<string, string> = {};
  if (selection.day !== today) query[DAY_QUERY.day] = selection.day;
  if (selection.view !== 'schedule') query[DAY_QUERY.view] = VIEW_QUERY_VALUE[selection.view];
  return query;
}

/** The query string (with its '?', or '') of a selection. */
export function daySearch(selection: DaySelection, today: IsoDay): string {
  const qs = new URLSearchParams(dayQuery(selection, today)).toString();
  return qs ? `?${qs}` : '';
}

/** The football day boards (/ket-qua, /lich-thi-dau, /ty-le-keo): results look back, fixtures and odds look ahead. */
export type BoardKind = 'results' | 'fixtures' | 'odds';

/** Each board's strip relative to today: five days back for results, five ahead for fixtures and odds (as the schedule's strips, SPEC §2). */
export const BOARD_RANGE: Record<BoardKind, { from: number; to: number }> = {
  results: { from: -5, to: 0 },
  fixtures: { from: 0, to: 5 },
  odds: { from: 0, to: 5 },
};

/** A board's query: the day (as on the schedule) and one league's id. */
export const BOARD_QUERY = { day: DAY_QUERY.day, league: 'giai-dau' } as const;

/** The days of a board's strip, oldest first. */
export function boardDays(kind: BoardKind, today: IsoDay): IsoDay[] {
  const { from, to } = BOARD_RANGE[kind];
  return Array.from({ length: to - from + 1 }, (_, i) => addDays(today, from + i));
}

export interface BoardSelection {
  day: IsoDay;
  /** One league's matches only; null: every league. */
  leagueId: number | null;
}

const LEAGUE_ID = /^[1-9]\d{0,8}$/;

/** The day and league a board's query asks for: a day outside the strip is today, a league that is not an id is every league. */
export function parseBoardQuery(search: string, kind: BoardKind, today: IsoDay): BoardSelection {
  const query = new URLSearchParams(search);
  const rawDay = query.get(BOARD_QUERY.day);
  const day = rawDay !== null && isIsoDay(rawDay) && boardDays(kind, today).includes(rawDay) ? rawDay : today;
  const rawLeague = query.get(BOARD_QUERY.league);
  const leagueId = rawLeague !== null && LEAGUE_ID.test(rawLeague) ? Number(rawLeague) : null;
  return { day, leagueId };
}

/** The query string (with its '?', or '') of a board selection, without the defaults (today, every league). */
export function boardSearch(selection: BoardSelection, today: IsoDay): string {
  const query = new URLSearchParams();
  if (selection.day !== today) query.set(BOARD_QUERY.day, selection.day);
  if (selection.leagueId !== null) query.set(BOARD_QUERY.league, String(selection.leagueId));
  const qs = query.toString();
  return qs ? `?${qs}` : '';
}

/** Noon UTC of the day: a Date that formats as that calendar day in any zone near UTC when formatted with timeZone UTC. */
export function dayAsDate(day: IsoDay): Date {
  return new Date((toUtc(day) ?? 0) + 12 * 3_600_000);
}

/** The zone the schedule counts days in: the visitor's (the Timezone cookie) if Intl knows it, else Asia/Ho_Chi_Minh. */
export function scheduleTimeZone(stored: string | null): string {
  if (!stored) return DISPLAY_TIMEZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: stored });
    return stored;
  } catch {
    return DISPLAY_TIMEZONE;
  }
}

/** Each filter route's live mode (its slug in the mode list); the schedule and "all" show every mode. */
export const SCHEDULE_MODE_OF_ROUTE: Partial<Record<RouteId, string>> = {
  scheduleFootball: 'the-thao/bong-da',
  scheduleBasketball: 'the-thao/bong-ro',
  scheduleMarble: 'tro-choi/dua-bi',
  scheduleCasino: 'casino',
  scheduleEsport: 'esport',
  scheduleEsportGame: 'esport',
};
