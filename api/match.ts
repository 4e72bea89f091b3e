/**
 * The live room's tab calls not yet in the endpoint table (their routes are the tips' and the
 * compare pages'): a fixture's tips and the two teams compared (docs/api/sports.md), typed by
 * contracts/schemas/sports/. Each answers its data or rejects with an ApiFailure. (The match detail
 * and the fans' poll are declared in contracts/endpoints/match.ts and live.ts.)
 */
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type { CompareQuery, TeamsCompare } from '../contracts/schemas/sports/entities';
import type { TipItem } from '../contracts/schemas/sports/tips';

/** Tips shown in a room's tab: the fixture's first page. */
export const ROOM_TIPS_PAGE_SIZE = 20;

export const fetchFixtureTips = (fixtureId: number, signal?: AbortSignal): Promise<Page<TipItem>> =>
  unwrap(
    api
      .get('other/api/schedule-tips/list', { searchParams: { fixtureId, pageNum: 1, pageSize: ROOM_TIPS_PAGE_SIZE }, signal })
      .json<Envelope<Page<TipItem>>>(),
  );

export const fetchTeamsCompare = (query: CompareQuery, signal?: AbortSignal): Promise<TeamsCompare> =>
  unwrap(api.get('live/api/football/compare/teams', { searchParams: query, signal }).json<Envelope<TeamsCompare>>());
