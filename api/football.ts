/**
 * The football boards' calls (docs/api/sports.md "Matches"): one day's results, fixtures or odds
 * grouped by league, and the leagues. Typed by contracts/schemas/sports/matches.ts; each answers
 * its data or rejects with an ApiFailure.
 */
import { api, unwrap } from './client';
import type { Envelope } from '../contracts/schemas/common';
import type { DayBoard, DayBoardQuery, LeagueItem, Sport } from '../contracts/schemas/sports/matches';

/** One day (yyyy-mm-dd in the IANA `timezone`) of one board. */
export type DayBoardInput = Required<Pick<DayBoardQuery, 'kind' | 'date' | 'timezone'>> & Pick<DayBoardQuery, 'sport' | 'leagueId'>;

export const fetchDayBoard = (query: DayBoardInput, signal?: AbortSignal): Promise<DayBoard> =>
  unwrap(
    api
      .get('live/api/football/day', {
        searchParams: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string | number>,
        signal,
      })
      .json<Envelope<DayBoard>>(),
  );

export const fetchLeagues = (sport: Sport, signal?: AbortSignal): Promise<LeagueItem[]> =>
  unwrap(api.get('live/api/football/leagues', { searchParams: { sport }, signal }).json<Envelope<LeagueItem[]>>());
