/**
 * The home page's data (machines/loader), one loader per section so each shows its own loading,
 * empty and failed states: the live strip (featured matches), the banners, today's football still
 * to play and finished (day boards), and the tipsters' ranking. The calls are asked as
 * contracts/home.ts names them, as the server preloads them.
 */
import { call } from '../../api/call';
import { dayBoard } from '../../contracts/endpoints/football';
import { bannerList, featureMatches } from '../../contracts/endpoints/home';
import { topTipsters } from '../../contracts/endpoints/tips';
import { dayBoardQuery, featureMatchQuery, homeBanners, topTipstersQuery, type HomeBoardKind } from '../../contracts/home';
import { createLoader } from '../loader/loader.machine';

export { homeBanners };

/** The live strip: featured matches, live first then the next kickoffs (every sport). */
export const featureMatchesLoader = createLoader(
  (_: null, signal: AbortSignal) => call(featureMatches, { query: featureMatchQuery() }, signal),
  { isEmpty: (page) => page.list.length === 0 },
);

export const bannersLoader = createLoader((_: null, signal: AbortSignal) => call(bannerList, { query: {} }, signal), {
  isEmpty: (list) => homeBanners(list).length === 0,
});

export interface HomeDayInput {
  kind: HomeBoardKind;
  /** yyyy-mm-dd in `timezone`: the visitor's today. */
  date: string;
  timezone: string;
}

/** Today's football of one kind, grouped by league. */
export const homeDayLoader = createLoader(
  (input: HomeDayInput, signal: AbortSignal) => call(dayBoard, { query: dayBoardQuery(input.kind, input.date, input.timezone, 'football') }, signal),
  { isEmpty: (board) => board.leagues.every((l) => l.matches.length === 0) },
);

export const topTipstersLoader = createLoader((_: null, signal: AbortSignal) => call(topTipsters, { query: topTipstersQuery() }, signal), {
  isEmpty: (page) => page.list.length === 0,
});
