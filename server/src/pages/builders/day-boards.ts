/**
 * The football day boards (/ket-qua/bong-da, /lich-thi-dau/bong-da, /ty-le-keo/bong-da): the day's
 * board, asked exactly as the SPA asks on first load (machines/football dayBoardLoader of
 * contracts/endpoints/football.ts), by the rules both share in contracts/day-strip.ts: the day of
 * `?ngay=` on the board's strip, else today, in the visitor's zone. The league filter (`?giai-dau=`) is applied by the page to the whole day's answer.
 */
import { callUrl } from '../../../../contracts/endpoints/define.ts';
import { dayBoard } from '../../../../contracts/endpoints/football.ts';
import type { RouteId } from '../../../../contracts/route-table.ts';
import { parseBoardQuery, type BoardKind } from '../../../../contracts/day-strip.ts';
import { clock, zonedDay } from '../../clock.ts';
import { visitorTimeZone } from './schedule.ts';
import type { PageBuilder } from './types.ts';


const KIND_OF_ROUTE: Partial<Record<RouteId, BoardKind>> = { results: 'results', fixtures: 'fixtures', odds: 'odds' };

export const DAY_BOARD_ROUTES = Object.keys(KIND_OF_ROUTE) as RouteId[];

/** The query of the board's first call: kind, date and timezone. */
export function dayBoardUrl(kind: BoardKind, date: string, timezone: string): string {
  return callUrl(dayBoard, { query: { kind, date, timezone } });
}

export const dayBoardBuilder: PageBuilder = async (page) => {
  const kind = KIND_OF_ROUTE[page.routeId];
  if (!kind) return {};
  const timezone = visitorTimeZone(page.request.headers.cookie);
  const date = parseBoardQuery(page.search.toString(), kind, zonedDay(clock.now(), timezone)).day;
  await page.preload.call('GET', dayBoardUrl(kind, date, timezone));
  return {};
};
