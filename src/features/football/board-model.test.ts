import { describe, expect, it } from 'vitest';
import { boardGroups, boardLiveKey, leagueChips, matchCount } from './board-model';
import type { LiveMatch } from '../../../machines/live-scores/live-scores.frames';
import type { BoardLeague, DayBoard, MatchWithOdds } from '../../../contracts/schemas/sports/matches';

const league = (id: number, featured = false): BoardLeague => ({ id, name: `League ${id}`, shortName: `L${id}`, logo: `/media/league/${id}.svg`, country: 'VN', kind: 'league', featured, sort: id });
const team = (id: number) => ({ id, name: `Team ${id}`, shortName: `T${id}`, logo: `/media/crest/${id}.svg` });

function match(staticId: number, leagueId: number, over: Partial<MatchWithOdds> = {}): MatchWithOdds {
  return {
    staticId,
    sport: 'football',
    leagueId,
    leagueName: `League ${leagueId}`,
    leagueLogo: '',
    round: 1,
    home: team(staticId * 2),
    away: team(staticId * 2 + 1),
    venue: null,
    roomId: null,
    kickoffTime: '2026-11-24T13:30:00.000Z',
    status: 2,
    statusText: '12',
    minute: 12,
    period: '1H',
    score: '0-0',
    homeScore: 0,
    awayScore: 0,
    odds: null,
    openingOdds: null,
    movement: null,
    ...over,
  };
}

const live = (staticId: number, over: Partial<LiveMatch> = {}): LiveMatch => ({
  staticId,
  seq: 5,
  sport: 'football',
  kickoffTime: '2026-11-24T13:30:00.000Z',
  status: 2,
  statusText: '14',
  minute: 14,
  period: '1H',
  score: '1-0',
  homeScore: 1,
  awayScore: 0,
  events: null,
  ...over,
});

const board: DayBoard = {
  day: '2026-11-24',
  timeZone: 'Asia/Ho_Chi_Minh',
  kind: 'fixtures',
  total: 3,
  leagues: [
    { league: league(4, true), matches: [match(1, 4), match(2, 4, { status: 1, statusText: '21:40', score: null, homeScore: null, awayScore: null })] },
    { league: league(2), matches: [match(3, 2)] },
    { league: league(3), matches: [] },
  ],
};

describe('leagueChips', () => {
  it('lists the leagues playing that day in the board order, with their counts', () => {
    expect(leagueChips(board, null).map((c) => [c.id, c.count, c.featured])).toEqual([
      [4, 2, true],
      [2, 1, false],
    ]);
  });

  it('adds the chosen league when it does not play that day', () => {
    const chosen = { id: 8, name: 'Cup', shortName: 'C1', logo: '/media/league/8.svg', featured: true };
    expect(leagueChips(board, chosen).map((c) => [c.id, c.count])).toEqual([
      [4, 2],
      [2, 1],
      [8, 0],
    ]);
    expect(leagueChips(board, { ...chosen, id: 2 }).map((c) => c.id)).toEqual([4, 2]);
  });

  it('is empty without an answer', () => {
    expect(leagueChips(null, null)).toEqual([]);
  });
});

describe('boardGroups', () => {
  it('keeps every league with matches, or only the chosen one', () => {
    expect(boardGroups(board, null).map((g) => g.league.id)).toEqual([4, 2]);
    expect(boardGroups(board, 2).map((g) => g.league.id)).toEqual([2]);
    expect(boardGroups(board, 99)).toEqual([]);
    expect(matchCount(boardGroups(board, null))).toBe(3);
    expect(matchCount(boardGroups(board, 4))).toBe(2);
  });

  it('merges the live state of the same fixture only', () => {
    const groups = boardGroups(board, null, { 1: live(1), 3: live(3, { kickoffTime: '2026-11-25T13:30:00.000Z' }) });
    expect(groups[0]!.matches[0]).toMatchObject({ staticId: 1, score: '1-0', homeScore: 1, statusText: '14' });
    // Another kick-off time: the fixture moved, the live state is of another day.
    expect(groups[1]!.matches[0]).toMatchObject({ staticId: 3, score: '0-0', statusText: '12' });
  });
});

describe('boardLiveKey', () => {
  const VN = 'Asia/Ho_Chi_Minh';
  const DAY = '2026-11-24';
  const results: DayBoard = { ...board, kind: 'results', leagues: [{ league: league(4, true), matches: [match(5, 4, { status: 3, statusText: 'FT', score: '2-1', homeScore: 2, awayScore: 1 })] }] };
  it.each<[string, DayBoard | null, Record<number, LiveMatch>, string]>([
    ['no answer yet', null, { 1: live(1) }, ''],
    ['nothing live', board, {}, ''],
    ['the live state agrees with the answer', board, { 1: live(1, { score: '0-0', statusText: '14' }) }, ''],
    ['a goal', board, { 1: live(1) }, '1:2:1-0'],
    ['a kick-off', board, { 2: live(2, { status: 2, score: '0-0' }) }, '2:2:0-0'],
    ['a final whistle', board, { 1: live(1, { status: 3, statusText: 'FT', score: '0-0' }) }, '1:3:0-0'],
    ['sorted, whatever the order', board, { 3: live(3), 1: live(1) }, '1:2:1-0,3:2:1-0'],
    ['another day in the zone', board, { 1: live(1, { kickoffTime: '2026-11-24T17:30:00.000Z' }) }, ''],
    ['another sport', board, { 1: live(1, { sport: 'basketball' }) }, ''],
    ['a live match not on a fixtures board', board, { 77: live(77) }, ''],
    ['a match that ended, not yet on the results board', results, { 77: live(77, { status: 3, score: '1-1' }) }, '77:3:1-1'],
    ['a match still live is not a result', results, { 77: live(77) }, ''],
    ['a result already on the board', results, { 5: live(5, { status: 3, score: '2-1' }) }, ''],
  ])('%s', (_, answer, scores, key) => {
    expect(boardLiveKey(answer, scores, DAY, VN)).toBe(key);
  });

  it('does not change with the minute', () => {
    expect(boardLiveKey(board, { 1: live(1, { statusText: '15', minute: 15 }) }, DAY, VN)).toBe(boardLiveKey(board, { 1: live(1) }, DAY, VN));
  });
});
