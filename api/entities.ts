/**
 * The sports area's entity pages (docs/api/sports.md "Entities", "Compare and search"): team,
 * player, league, venue and manager, and their matches a page at a time (the team search is
 * searchTeams of api/compare.ts). Typed by contracts/schemas/sports/entities.ts; each call answers
 * its data or rejects with an ApiFailure (404 for an unknown id, naming it in the visitor's language).
 */
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type { MatchSummary } from '../contracts/schemas/sports/matches';
import type {
  LeagueDetail,
  LeagueMatchesQuery,
  ManagerDetail,
  PlayerDetail,
  TeamDetail,
  TeamMatchesQuery,
  VenueDetail,
} from '../contracts/schemas/sports/entities';

const BASE = 'live/api/football';

export const fetchTeam = (id: number, signal?: AbortSignal): Promise<TeamDetail> =>
  unwrap(api.get(`${BASE}/team`, { searchParams: { id }, signal }).json<Envelope<TeamDetail>>());

/** A team's matches of the season in every competition: `fixtures` (soonest first, live ones included) or `results` (latest first). */
export const fetchTeamMatches = (query: Required<TeamMatchesQuery>, signal?: AbortSignal): Promise<Page<MatchSummary>> =>
  unwrap(api.get(`${BASE}/team/matches`, { searchParams: query, signal }).json<Envelope<Page<MatchSummary>>>());

export const fetchPlayer = (id: number, signal?: AbortSignal): Promise<PlayerDetail> =>
  unwrap(api.get(`${BASE}/player`, { searchParams: { id }, signal }).json<Envelope<PlayerDetail>>());

export const fetchLeague = (id: number, signal?: AbortSignal): Promise<LeagueDetail> =>
  unwrap(api.get(`${BASE}/league`, { searchParams: { id }, signal }).json<Envelope<LeagueDetail>>());

/** A league's matches of the season: `fixtures` (soonest first) or `results` (latest first). */
export const fetchLeagueMatches = (query: Required<LeagueMatchesQuery>, signal?: AbortSignal): Promise<Page<MatchSummary>> =>
  unwrap(api.get(`${BASE}/league/matches`, { searchParams: query, signal }).json<Envelope<Page<MatchSummary>>>());

export const fetchVenue = (id: number, signal?: AbortSignal): Promise<VenueDetail> =>
  unwrap(api.get(`${BASE}/venue`, { searchParams: { id }, signal }).json<Envelope<VenueDetail>>());

export const fetchManager = (id: number, signal?: AbortSignal): Promise<ManagerDetail> =>
  unwrap(api.get(`${BASE}/manager`, { searchParams: { id }, signal }).json<Envelope<ManagerDetail>>());
