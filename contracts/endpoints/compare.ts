/** The compare pages' calls (/so-sanh): two teams or two players side by side, and the pickers' searches of teams and players. */
import { Page } from '../schemas/common';
import { CompareQuery, PlayerSearchItem, PlayerSearchQuery, PlayersCompare, TeamSearchItem, TeamSearchQuery, TeamsCompare } from '../schemas/sports/entities';
import { endpoint } from './define';

const area = 'compare';

export const teamsCompare = endpoint({
  method: 'GET',
  path: '/live/api/football/compare/teams',
  area,
  summary: 'Two teams side by side: form, season record, league position, head-to-head (id1 first) and chart measures',
  access: 'anyone',
  rate: 'reads',
  query: CompareQuery,
  response: TeamsCompare,
  errors: { 400: 'the same id twice', 404: 'an unknown team (the first one missed)' },
});

export const playersCompare = endpoint({
  method: 'GET',
  path: '/live/api/football/compare/players',
  area,
  summary: 'Two players side by side: profile, season and career numbers, last matches and chart measures',
  access: 'anyone',
  rate: 'reads',
  query: CompareQuery,
  response: PlayersCompare,
  errors: { 400: 'the same id twice', 404: 'an unknown player (the first one missed)' },
});

export const teamSearch = endpoint({
  method: 'GET',
  path: '/live/api/football/teams/search',
  area,
  summary: 'Find teams by name (any language) or code, optionally in one league or sport',
  access: 'anyone',
  rate: 'reads',
  query: TeamSearchQuery,
  response: Page(TeamSearchItem),
});

export const playerSearch = endpoint({
  method: 'GET',
  path: '/live/api/football/players/search',
  area,
  summary: 'Find players by name (any language), optionally in one team',
  access: 'anyone',
  rate: 'reads',
  query: PlayerSearchQuery,
  response: Page(PlayerSearchItem),
});
