/**
 * The data of the entity pages (machines/loader): a team, a player, a league, a venue or a manager
 * by id; their matches a page at a time; the team search; and the cards of favourite teams.
 */
import { createLoader } from '../loader/loader.machine';
import { createPagedList, type PagedList } from '../loader/paged-list.machine';
import { fetchLeague, fetchLeagueMatches, fetchManager, fetchPlayer, fetchTeam, fetchTeamMatches, fetchVenue } from '../../api/entities';
import { searchTeams } from '../../api/compare';
import { fetchTeamCards } from '../../api/favourites';
import type { MatchSummary } from '../../contracts/schemas/sports/matches';

export const teamLoader = createLoader((input: { id: number }, signal: AbortSignal) => fetchTeam(input.id, signal));
export const playerLoader = createLoader((input: { id: number }, signal: AbortSignal) => fetchPlayer(input.id, signal));
export const leagueLoader = createLoader((input: { id: number }, signal: AbortSignal) => fetchLeague(input.id, signal));
export const venueLoader = createLoader((input: { id: number }, signal: AbortSignal) => fetchVenue(input.id, signal));
export const managerLoader = createLoader((input: { id: number }, signal: AbortSignal) => fetchManager(input.id, signal));

export type MatchesKind = 'fixtures' | 'results';

/** Matches a list page shows at once. */
export const ENTITY_MATCHES_PAGE_SIZE = 10;

/** A team's or a league's matches of the season (`fixtures` soonest first, `results` latest first), a page at a time. */
export function entityMatchesList(owner: 'team' | 'league', id: number, status: MatchesKind): PagedList<MatchSummary> {
  const fetch = owner === 'team' ? fetchTeamMatches : fetchLeagueMatches;
  return createPagedList((pageNum, signal) => fetch({ id, status, pageNum, pageSize: ENTITY_MATCHES_PAGE_SIZE }, signal));
}

/** Teams a search finds (the favourites page's "follow more"); empty when none matches. */
export const TEAM_SEARCH_PAGE_SIZE = 12;
export const teamSearchLoader = createLoader(
  (input: { keyword: string }, signal: AbortSignal) => searchTeams({ keyword: input.keyword, pageSize: TEAM_SEARCH_PAGE_SIZE }, signal),
  { isEmpty: (page) => page.list.length === 0 },
);

/**
 * The cards of the followed teams (league, next and last match), read for the ids the favourites
 * machine holds at the moment of the call (`readIds`), so that a background refresh follows the
 * visitor's changes; empty when none is followed.
 */
export const teamCardsLoader = createLoader((input: { readIds: () => readonly number[] }, signal: AbortSignal) => fetchTeamCards(input.readIds(), signal), {
  isEmpty: (cards) => cards.list.length === 0,
});
