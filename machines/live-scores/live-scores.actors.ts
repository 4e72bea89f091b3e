import { fromPromise } from 'xstate';
import { call } from '../../api/call';
import { dayFixtures } from '../../contracts/endpoints/football';
import { matchDetail } from '../../contracts/endpoints/match';
import type { Page } from '../../contracts/schemas/common';
import type { MatchDetail, MatchSummary } from '../../contracts/schemas/sports/matches';
import type { PollResult } from './live-scores.frames';

/** Watched matches whose detail a poll reads one by one; beyond this, today's list is read instead. */
export const POLL_DETAILS_MAX = 4;
/** Today's list holds this many fixtures at most (the API's page). */
const LIST_PAGE_SIZE = 100;

export interface PollInput {
  /** The watched matches. */
  ids: number[];
  /** Some page watches every live match. */
  all: boolean;
}

/** GET /live/api/football/match: one match with its events (the same answer the match centre loads). */
export const fetchMatchNow = (staticId: number, signal?: AbortSignal): Promise<MatchDetail> =>
  call(matchDetail, { query: { staticId } }, signal);

/** GET /live/api/football/fixtures: today's football still to play or in play (Vietnam's day). */
export const fetchTodaysFixtures = (signal?: AbortSignal): Promise<Page<MatchSummary>> =>
  call(dayFixtures, { query: { pageNum: 1, pageSize: LIST_PAGE_SIZE } }, signal);

/**
 * The live scores from the API while the socket is down: the details of a few watched matches
 * (with their events), and today's list when every live match is watched or many matches are.
 * A part that fails is left out; the poll fails only when every part did.
 */
export const pollScores = fromPromise<PollResult, PollInput>(async ({ input, signal }) => {
  const wantsList = input.all || input.ids.length > POLL_DETAILS_MAX;
  const detailIds = input.ids.length > POLL_DETAILS_MAX ? [] : input.ids;
  const [list, ...details] = await Promise.allSettled([
    wantsList ? fetchTodaysFixtures(signal).then((page) => page.list) : Promise.resolve(null),
    ...detailIds.map((id) => fetchMatchNow(id, signal)),
  ]);
  const asked = wantsList ? [list!, ...details] : details;
  const failed = asked.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (asked.length > 0 && failed.length === asked.length) throw failed[0]!.reason;
  return {
    list: list!.status === 'fulfilled' ? list!.value : null,
    details: details.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
  };
});
