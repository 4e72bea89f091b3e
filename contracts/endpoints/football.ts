/** The football boards' calls (/ket-qua, /lich-thi-dau, /ty-le-keo): the leagues, and a day's matches by league or a page at a time. */
import { Page } from '../schemas/common';
import { DayBoard, DayBoardQuery, DayQuery, LeagueList, LeaguesQuery, MatchSummary, MatchWithOdds } from '../schemas/sports/matches';
import { endpoint } from './define';

const area = 'football';

const DAY_ERRORS = { 400: 'a date that is not a day (YYYY-MM-DD) or a timezone that is not an IANA zone', 404: 'an unknown league' } as const;

export const leagues = endpoint({
  method: 'GET',
  path: '/live/api/football/leagues',
  area,
  summary: 'Leagues and cups (all sports, or one)',
  access: 'anyone',
  rate: 'reads',
  query: LeaguesQuery,
  response: LeagueList,
});

export const dayBoard = endpoint({
  method: 'GET',
  path: '/live/api/football/day',
  area,
  summary: "A day's results, fixtures or odds grouped by league (featured leagues first), every match of the day in one answer",
  access: 'anyone',
  rate: 'reads',
  query: DayBoardQuery,
  response: DayBoard,
  errors: DAY_ERRORS,
});

export const dayResults = endpoint({
  method: 'GET',
  path: '/live/api/football/results',
  area,
  summary: 'Finished football matches of a day (by league, then kickoff)',
  access: 'anyone',
  rate: 'reads',
  query: DayQuery,
  response: Page(MatchSummary),
  errors: DAY_ERRORS,
});

export const dayFixtures = endpoint({
  method: 'GET',
  path: '/live/api/football/fixtures',
  area,
  summary: 'Football matches of a day still to play or in play (by league, then kickoff)',
  access: 'anyone',
  rate: 'reads',
  query: DayQuery,
  response: Page(MatchSummary),
  errors: DAY_ERRORS,
});

export const dayOdds = endpoint({
  method: 'GET',
  path: '/live/api/football/odds',
  area,
  summary: 'Odds table of a day: 1X2, Asian handicap and over/under, current (pre-match or live) and opening lines with their movement',
  access: 'anyone',
  rate: 'reads',
  query: DayQuery,
  response: Page(MatchWithOdds),
  errors: DAY_ERRORS,
});
