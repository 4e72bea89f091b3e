/** Favourite teams (/doi-bong-yeu-thich): a member's list (list, follow, unfollow, the merge of a guest's list at login), the cards of a guest's list and the teams suggested to follow. */
import { FAVOURITE_TEAMS_MAX, SUGGESTED_TEAMS } from '../constants';
import { FavouriteAnswer, FavouriteMergeAnswer, FavouriteMergeBody, FavouriteTeamBody, FavouriteTeams, SuggestedTeams, TeamCards, TeamCardsQuery } from '../schemas/sports/favourites';
import { endpoint } from './define';

const area = 'favourites';

export const favouriteTeams = endpoint({
  method: 'GET',
  path: '/live/api/football/favourite-teams',
  area,
  summary: "The caller's favourite teams, most recently followed first, with each team's next (or live) and last match (member)",
  access: 'member',
  rate: 'reads',
  response: FavouriteTeams,
});

export const teamCards = endpoint({
  method: 'GET',
  path: '/live/api/football/favourite-teams/teams',
  area,
  summary:
    "The cards of a guest's favourite teams kept in the browser (anyone): each team's league and next (or live) and last match, in the order asked",
  access: 'anyone',
  rate: 'reads',
  query: TeamCardsQuery,
  response: TeamCards,
});

export const suggestedTeams = endpoint({
  method: 'GET',
  path: '/live/api/football/favourite-teams/suggested',
  area,
  summary: `Football teams to follow (anyone): the most followed by members first, then the leaders of the featured leagues, round by round; at most ${SUGGESTED_TEAMS}`,
  access: 'anyone',
  rate: 'reads',
  response: SuggestedTeams,
});

export const favouriteFollow = endpoint({
  method: 'POST',
  path: '/live/api/football/favourite-teams/follow',
  area,
  summary: `Add a team to the caller's favourites (member; at most ${FAVOURITE_TEAMS_MAX})`,
  access: 'member',
  rate: 'reads',
  body: FavouriteTeamBody,
  response: FavouriteAnswer,
  errors: { 400: `already ${FAVOURITE_TEAMS_MAX} favourites`, 404: 'an unknown team', 409: 'a team already among the favourites' },
});

export const favouriteUnfollow = endpoint({
  method: 'POST',
  path: '/live/api/football/favourite-teams/unfollow',
  area,
  summary: "Remove a team from the caller's favourites (member)",
  access: 'member',
  rate: 'reads',
  body: FavouriteTeamBody,
  response: FavouriteAnswer,
  errors: { 404: 'an unknown team', 409: 'a team not among the favourites' },
});

export const favouriteMerge = endpoint({
  method: 'POST',
  path: '/live/api/football/favourite-teams/merge',
  area,
  summary:
    "At login: adds the guest's browser list to the caller's favourites and answers the union (unknown ids and those beyond the limit are ignored)",
  access: 'member',
  rate: 'reads',
  body: FavouriteMergeBody,
  response: FavouriteMergeAnswer,
});
