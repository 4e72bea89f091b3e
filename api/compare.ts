/**
 * The compare pages' calls (docs/api/sports.md, "Compare and search"): two teams or two players
 * side by side and the pickers' searches (one team or player alone, a side chosen before the other or
 * the probe of an unknown id, is the entity pages' call: api/entities.ts). Each answers its data or rejects with an ApiFailure.
 */
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type {
  CompareQuery,
  PlayerSearchItem,
  PlayersCompare,
  TeamSearchItem,
} from '../contracts/schemas/sports/entities';

/** Two teams compared: the live room's analysis tab asks the same (api/match.ts). */
export { fetchTeamsCompare } from './match';

export const fetchPlayersCompare = (query: CompareQuery, signal?: AbortSignal): Promise<PlayersCompare> =>
  unwrap(api.get('live/api/football/compare/players', { searchParams: query, signal }).json<Envelope<PlayersCompare>>());

export interface SearchInput {
  keyword: string;
  pageSize: number;
}

/** Teams by name in any language or code; a blank keyword lists the first teams. */
export const searchTeams = ({ keyword, pageSize }: SearchInput, signal?: AbortSignal): Promise<Page<TeamSearchItem>> =>
  unwrap(
    api
      .get('live/api/football/teams/search', { searchParams: keyword.trim() ? { keyword: keyword.trim(), pageNum: 1, pageSize } : { pageNum: 1, pageSize }, signal })
      .json<Envelope<Page<TeamSearchItem>>>(),
  );

/** Players by name in any language; a blank keyword lists the first players. */
export const searchPlayers = ({ keyword, pageSize }: SearchInput, signal?: AbortSignal): Promise<Page<PlayerSearchItem>> =>
  unwrap(
    api
      .get('live/api/football/players/search', { searchParams: keyword.trim() ? { keyword: keyword.trim(), pageNum: 1, pageSize } : { pageNum: 1, pageSize }, signal })
      .json<Envelope<Page<PlayerSearchItem>>>(),
  );
