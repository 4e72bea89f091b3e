/**
 * The data of the entity pages (machines/loader), from the entities' endpoints
 * (contracts/endpoints/entities.ts): a team, a player, a league, a venue or a manager by id
 * (`{ query: { id } }`); their matches a page at a time; the team search (the compare pickers'
 * call); the cards of favourite teams and the teams suggested to follow.
 */
import { call } from '../../api/call';
import * as compare from '../../contracts/endpoints/compare';
import * as entities from '../../contracts/endpoints/entities';
import { suggestedTeams, teamCards } from '../../contracts/endpoints/favourites';
import type { MatchSummary } from '../../contracts/schemas/sports/matches';
import type { TeamCards } from '../../contracts/schemas/sports/favourites';
import { createLoader } from '../loader/loader.machine';
import { createPagedList, type PagedList } from '../loader/paged-list.machine';

export const teamLoader = createLoader(entities.team);
export const playerLoader = createLoader(entities.player);
export const leagueLoader = createLoader(entities.league);
export const venueLoader = createLoader(entities.venue);
export const managerLoader = createLoader(entities.manager);

export type MatchesKind = 'fixtures' | 'results';

/** Matches a list page shows at once. */
export const ENTITY_MATCHES_PAGE_SIZE = 10;

/** A team's or a league's matches of the season (`fixtures` soonest first, `results` latest first), a page at a time. */
export function entityMatchesList(owner: 'team' | 'league', id: number, status: MatchesKind): PagedList<MatchSummary> {
  const endpoint = owner === 'team' ? entities.teamMatches : entities.leagueMatches;
  return createPagedList((pageNum, signal) => call(endpoint, { query: { id, status, pageNum, pageSize: ENTITY_MATCHES_PAGE_SIZE } }, signal));
}

/** Teams a search finds (the favourites page's "follow more"); empty when none matches. */
export const TEAM_SEARCH_PAGE_SIZE = 12;
export const teamSearchLoader = createLoader(
  (input: { keyword: string }, signal: AbortSignal) =>
    // A blank keyword lists the first teams.
    call(compare.teamSearch, { query: { keyword: input.keyword.trim(), pageNum: 1, pageSize: TEAM_SEARCH_PAGE_SIZE } }, signal),
  { isEmpty: (page) => page.list.length === 0 },
);

/**
 * The cards of the followed teams (league, next and last match), read for the ids the favourites
 * machine holds at the moment of the call (`readIds`), so that a background refresh follows the
 * visitor's changes; empty when none is followed (and then not asked).
 */
export const teamCardsLoader = createLoader(
  (input: { readIds: () => readonly number[] }, signal: AbortSignal): Promise<TeamCards> => {
    const ids = input.readIds();
    return ids.length === 0 ? Promise.resolve({ list: [], teamIds: [] }) : call(teamCards, { query: { ids: ids.join(',') } }, signal);
  },
  { isEmpty: (cards) => cards.list.length === 0 },
);

/** Teams to follow for a visitor who follows none yet (the most followed, then the leaders of the main leagues). */
export const suggestedTeamsLoader = createLoader(suggestedTeams, { isEmpty: (answer) => answer.list.length === 0 });
