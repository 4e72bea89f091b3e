/** The entity pages' calls (/doi-bong, /cau-thu, /giai-dau, /san-van-dong, /quan-ly-doi-bong): a team, player, league, venue or manager by id, a league's table, and a team's or league's matches. */
import { Page } from '../schemas/common';
import {
  IdQuery,
  LeagueDetail,
  LeagueMatchesQuery,
  LeagueStandings,
  ManagerDetail,
  PlayerDetail,
  TeamDetail,
  TeamMatchesQuery,
  VenueDetail,
} from '../schemas/sports/entities';
import { MatchSummary } from '../schemas/sports/matches';
import { endpoint } from './define';

const area = 'entities';

export const team = endpoint({
  method: 'GET',
  path: '/live/api/football/team',
  area,
  summary: 'Team page: profile, squad by position, last results, next fixtures, form, season record, league table and scorers',
  access: 'anyone',
  rate: 'reads',
  query: IdQuery,
  response: TeamDetail,
  errors: { 404: 'an unknown team' },
});

export const player = endpoint({
  method: 'GET',
  path: '/live/api/football/player',
  area,
  summary: 'Player page: profile, current-season numbers, career by season and the last five matches',
  access: 'anyone',
  rate: 'reads',
  query: IdQuery,
  response: PlayerDetail,
  errors: { 404: 'an unknown player' },
});

export const league = endpoint({
  method: 'GET',
  path: '/live/api/football/league',
  area,
  summary: 'League page: profile, standings (from finished results), top scorers and assists',
  access: 'anyone',
  rate: 'reads',
  query: IdQuery,
  response: LeagueDetail,
  errors: { 404: 'an unknown league' },
});

export const leagueStandings = endpoint({
  method: 'GET',
  path: '/live/api/football/league/standings',
  area,
  summary: "A league's table (for a cup, the clubs that played in it), with each team's form",
  access: 'anyone',
  rate: 'reads',
  query: IdQuery,
  response: LeagueStandings,
  errors: { 404: 'an unknown league' },
});

export const teamMatches = endpoint({
  method: 'GET',
  path: '/live/api/football/team/matches',
  area,
  summary: "A team's results (newest first) or fixtures (soonest first) of the season, every competition, paged",
  access: 'anyone',
  rate: 'reads',
  query: TeamMatchesQuery,
  response: Page(MatchSummary),
  errors: { 404: 'an unknown team' },
});

export const leagueMatches = endpoint({
  method: 'GET',
  path: '/live/api/football/league/matches',
  area,
  summary: "A league's results (newest first) or fixtures (soonest first), paged",
  access: 'anyone',
  rate: 'reads',
  query: LeagueMatchesQuery,
  response: Page(MatchSummary),
  errors: { 404: 'an unknown league' },
});

export const venue = endpoint({
  method: 'GET',
  path: '/live/api/football/venue',
  area,
  summary: 'Venue page: stadium facts, home clubs, last and next matches there',
  access: 'anyone',
  rate: 'reads',
  query: IdQuery,
  response: VenueDetail,
  errors: { 404: 'an unknown venue' },
});

export const manager = endpoint({
  method: 'GET',
  path: '/live/api/football/manager',
  area,
  summary: "Manager page: profile, club, this season's record, form, last results and next matches",
  access: 'anyone',
  rate: 'reads',
  query: IdQuery,
  response: ManagerDetail,
  errors: { 404: 'an unknown manager' },
});
