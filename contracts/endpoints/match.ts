/** The match centre's call (/tran-dau/…/{staticId} and a live room's match tabs): one match in full. */
import { MatchDetail, MatchQuery } from '../schemas/sports/matches';
import { endpoint } from './define';

const area = 'match';

export const matchDetail = endpoint({
  method: 'GET',
  path: '/live/api/football/match',
  area,
  summary: 'Match centre: status, events so far, line-ups on the pitch, statistics, head-to-head, table, form, odds (opening and current), win probability, momentum and the live room',
  access: 'anyone',
  rate: 'reads',
  query: MatchQuery,
  response: MatchDetail,
  errors: { 404: 'an unknown match, or a league that is not the match’s' },
});
