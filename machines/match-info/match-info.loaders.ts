/**
 * The match hub's data (/thong-tin, machines/loader): today's day boards of every sport, still to
 * play or in play and finished, read together; the page merges, filters and groups them.
 */
import { call } from '../../api/call';
import { dayBoard } from '../../contracts/endpoints/football';
import { BOARD_SPORTS, dayBoardQuery, HOME_BOARD_KINDS } from '../../contracts/home';
import type { DayBoard } from '../../contracts/schemas/sports/matches';
import { createLoader } from '../loader/loader.machine';

export interface MatchHubInput {
  /** yyyy-mm-dd in `timezone`: the visitor's today. */
  date: string;
  timezone: string;
}

/** Every sport's fixtures and results of the day, in sport order (fixtures then results); one failure fails all. */
export function loadMatchHub(input: MatchHubInput, signal: AbortSignal): Promise<DayBoard[]> {
  return Promise.all(BOARD_SPORTS.flatMap((sport) => HOME_BOARD_KINDS.map((kind) => call(dayBoard, { query: dayBoardQuery(kind, input.date, input.timezone, sport) }, signal))));
}

export const matchHubLoader = createLoader(loadMatchHub, {
  isEmpty: (boards) => boards.every((b) => b.leagues.every((l) => l.matches.length === 0)),
});
