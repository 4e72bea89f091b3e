/**
 * Favourite teams (docs/api/sports.md "Favourite teams"): a member's list on the server (list,
 * follow, unfollow, and the merge of the guest's browser list at login), and the cards of a
 * guest's list. Typed by contracts/schemas/sports/favourites.ts; each call answers its data or
 * rejects with an ApiFailure (401 without a member, 404 an unknown team, 409 already / not a
 * favourite, 400 beyond FAVOURITE_TEAMS_MAX).
 */
import { api, unwrap } from './client';
import type { Envelope } from '../contracts/schemas/common';
import type { FavouriteAnswer, FavouriteMergeAnswer, FavouriteTeams, TeamCards } from '../contracts/schemas/sports/favourites';

const BASE = 'live/api/football/favourite-teams';

/** The member's favourites, most recently followed first. */
export const fetchFavouriteTeams = (signal?: AbortSignal): Promise<FavouriteTeams> => unwrap(api.get(BASE, { signal }).json<Envelope<FavouriteTeams>>());

export const followTeam = (teamId: number, signal?: AbortSignal): Promise<FavouriteAnswer> =>
  unwrap(api.post(`${BASE}/follow`, { json: { teamId }, signal }).json<Envelope<FavouriteAnswer>>());

export const unfollowTeam = (teamId: number, signal?: AbortSignal): Promise<FavouriteAnswer> =>
  unwrap(api.post(`${BASE}/unfollow`, { json: { teamId }, signal }).json<Envelope<FavouriteAnswer>>());

/** At login: the guest's browser list added to the member's; answers the union. */
export const mergeFavouriteTeams = (teamIds: readonly number[], signal?: AbortSignal): Promise<FavouriteMergeAnswer> =>
  unwrap(api.post(`${BASE}/merge`, { json: { teamIds }, signal }).json<Envelope<FavouriteMergeAnswer>>());

/** The cards (league, next and last match) of these teams, in this order: a guest's list, or any list of ids. */
export const fetchTeamCards = (teamIds: readonly number[], signal?: AbortSignal): Promise<TeamCards> =>
  teamIds.length === 0
    ? Promise.resolve({ list: [], teamIds: [] })
    : unwrap(api.get(`${BASE}/teams`, { searchParams: { ids: teamIds.join(',') }, signal }).json<Envelope<TeamCards>>());
