/**
 * The live room's tab data and the match centre: match detail, a fixture's tips, the two teams compared, and the room's
 * fans' poll (docs/api/sports.md, docs/api/live.md), typed by the contracts (contracts/schemas/sports/,
 * contracts/schemas/live.ts). Each answers its data or rejects with an ApiFailure.
 */
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type { RoomOpinion, VoteBody } from '../contracts/schemas/live';
import type { CompareQuery, TeamsCompare } from '../contracts/schemas/sports/entities';
import type { MatchDetail, MatchQuery } from '../contracts/schemas/sports/matches';
import type { TipItem } from '../contracts/schemas/sports/tips';

/** Tips shown in a room's tab: the fixture's first page. */
export const ROOM_TIPS_PAGE_SIZE = 20;

export const fetchMatchDetail = (query: Required<MatchQuery>, signal?: AbortSignal): Promise<MatchDetail> =>
  unwrap(api.get('live/api/football/match', { searchParams: query, signal }).json<Envelope<MatchDetail>>());

/**
 * The match centre (/tran-dau/…/{staticId}?leagueId=): the match detail, its league optional (the
 * page's address may leave it out; a league that is not the match's answers 404 like an unknown id).
 */
export const fetchMatchCentre = (query: MatchQuery, signal?: AbortSignal): Promise<MatchDetail> =>
  unwrap(
    api
      .get('live/api/football/match', {
        searchParams: query.leagueId === undefined ? { staticId: query.staticId } : { staticId: query.staticId, leagueId: query.leagueId },
        signal,
      })
      .json<Envelope<MatchDetail>>(),
  );

export const fetchFixtureTips = (fixtureId: number, signal?: AbortSignal): Promise<Page<TipItem>> =>
  unwrap(
    api
      .get('other/api/schedule-tips/list', { searchParams: { fixtureId, pageNum: 1, pageSize: ROOM_TIPS_PAGE_SIZE }, signal })
      .json<Envelope<Page<TipItem>>>(),
  );

export const fetchTeamsCompare = (query: CompareQuery, signal?: AbortSignal): Promise<TeamsCompare> =>
  unwrap(api.get('live/api/football/compare/teams', { searchParams: query, signal }).json<Envelope<TeamsCompare>>());

export const fetchRoomOpinion = (roomId: number, signal?: AbortSignal): Promise<RoomOpinion> =>
  unwrap(api.get('live/api/room/opinion', { searchParams: { id: roomId }, signal }).json<Envelope<RoomOpinion>>());

export const voteRoomOpinion = (vote: VoteBody, signal?: AbortSignal): Promise<RoomOpinion> =>
  unwrap(api.post('live/api/room/opinion', { json: vote, signal }).json<Envelope<RoomOpinion>>());
