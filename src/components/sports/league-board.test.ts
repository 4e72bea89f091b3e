import { describe, expect, it } from 'vitest';
import {
  capGroups,
  countMatches,
  favouritesFirst,
  filterGroups,
  isFavourite,
  leaguesOf,
  matchRoomPath,
  mergeBoards,
  NO_FILTER,
  withLiveScores,
  withStatus,
  type LeagueGroup,
} from './league-board';
import type { BoardLeague, DayBoard, MatchWithOdds } from '../../../contracts/schemas/sports/matches';
import type { LiveMatch } from '../../../machines/live-scores/live-scores.frames';

function league(id: number, featured: boolean, sort = id): BoardLeague {
  return { id, name: `League ${id}`, shortName: `L${id}`, logo: `/media/league/${id}.svg`, country: 'VN', kind: 'league', featured, sort };
}

function match(staticId: number, hour: number, status: number, teams: [number, number] = [staticId * 10, staticId * 10 + 1], sport = 'football', leagueId = 1): MatchWithOdds {
  return {
    staticId,
    sport,
    leagueId,
    leagueName: `League ${leagueId}`,
    leagueLogo: '',
    round: 1,
    home: { id: teams[0], name: `Home ${staticId}`, shortName: 'HOM', logo: '' },
    away: { id: teams[1], name: `Away ${staticId}`, shortName: 'AWA', logo: '' },
    venue: null,
    roomId: staticId,
    kickoffTime: `2026-11-24T${String(hour).padStart(2, '0')}:00:00.000Z`,
    status,
    statusText: status === 1 ? `${hour}:00` : status === 2 ? '37' : 'FT',
    minute: status === 2 ? 37 : null,
    period: null,
    score: status === 1 ? null : '1-0',
    homeScore: status === 1 ? null : 1,
    awayScore: status === 1 ? null : 0,
    odds: null,
    openingOdds: null,
    movement: null,
  };
}

function board(kind: string, leagues: Array<[BoardLeague, MatchWithOdds[]]>): DayBoard {
  return { day: '2026-11-24', timeZone: 'Asia/Ho_Chi_Minh', kind, total: 0, leagues: leagues.map(([l, matches]) => ({ league: l, matches })) };
}

function group(key: string, ids: MatchWithOdds[], leagueId = Number(key.split('-')[1] ?? 1)): LeagueGroup {
  return { key, sport: key.split('-')[0] ?? 'football', league: league(leagueId, false), matches: ids };
}

const ids = (groups: readonly LeagueGroup[]) => groups.map((g) => `${g.key}:${g.matches.map((m) => m.staticId).join(',')}`);

describe('mergeBoards', () => {
  const VL = league(1, true, 1);
  const L2 = league(2, false, 2);
  const EPL = league(3, true, 3);
  const VBA = league(9, true, 9);
  const SEA = league(11, false, 11);

  it.each([
    ['one board keeps its leagues, featured first', [board('fixtures', [[L2, [match(5, 12, 1)]], [VL, [match(1, 13, 1)]]])], ['football-1:1', 'football-2:5']],
    [
      "a league's fixtures and results together by kickoff",
      [board('fixtures', [[VL, [match(3, 15, 1), match(2, 13, 2)]]]), board('results', [[VL, [match(1, 8, 3)]]])],
      ['football-1:1,2,3'],
    ],
    ['a match given twice is kept once', [board('fixtures', [[VL, [match(1, 8, 2)]]]), board('odds', [[VL, [match(1, 8, 2)]]])], ['football-1:1']],
    [
      'featured leagues first, then by sport, then the league order',
      [
        board('fixtures', [[L2, [match(5, 12, 1)]], [EPL, [match(7, 9, 1)]], [VL, [match(1, 13, 1)]]]),
        board('fixtures', [[VBA, [match(100, 10, 2, [1, 2], 'basketball', 9)]]]),
        board('fixtures', [[SEA, [match(200, 10, 1, [3, 4], 'esport', 11)]]]),
      ],
      ['football-1:1', 'football-3:7', 'basketball-9:100', 'football-2:5', 'esport-11:200'],
    ],
    ['a league without matches is left out', [board('fixtures', [[VL, []], [L2, [match(5, 12, 1)]]])], ['football-2:5']],
    ['no boards, no groups', [], []],
  ] as const)('%s', (_, boards, expected) => {
    expect(ids(mergeBoards(boards as unknown as DayBoard[]))).toEqual(expected);
  });
});

describe('withLiveScores', () => {
  const live = (staticId: number, kickoffTime: string, extra: Partial<LiveMatch> = {}): LiveMatch => ({
    staticId,
    seq: 5,
    sport: 'football',
    kickoffTime,
    status: 2,
    statusText: '52',
    minute: 52,
    period: '2H',
    score: '2-1',
    homeScore: 2,
    awayScore: 1,
    events: null,
    ...extra,
  });
  const groups = [group('football-1', [match(1, 12, 2), match(2, 14, 1)])];

  it.each([
    ['a pushed state replaces the loaded score and minute', { 1: live(1, '2026-11-24T12:00:00.000Z') }, ['52:2-1', '14:00:null']],
    ['a match that kicked off since the page loaded shows as live', { 2: live(2, '2026-11-24T14:00:00.000Z', { statusText: '1', score: '0-0' }) }, ['37:1-0', '1:0-0']],
    ['a state of another kickoff (the fixture moved) is ignored', { 1: live(1, '2026-11-25T12:00:00.000Z') }, ['37:1-0', '14:00:null']],
    ['no live state, nothing changes', {}, ['37:1-0', '14:00:null']],
  ] as const)('%s', (_, scores, expected) => {
    const merged = withLiveScores(groups, scores as Record<number, LiveMatch>);
    expect(merged[0]!.matches.map((m) => `${m.statusText}:${m.score}`)).toEqual(expected);
  });
});

describe('filterGroups', () => {
  const groups = [
    group('football-1', [match(1, 12, 2), match(2, 14, 1)]),
    group('football-2', [match(3, 9, 3)]),
    group('basketball-9', [match(100, 10, 2, [1, 2], 'basketball', 9)]),
    group('esport-11', [match(200, 10, 1, [3, 4], 'esport', 11)]),
  ];

  it.each([
    ['no filter keeps everything', NO_FILTER, ['football-1:1,2', 'football-2:3', 'basketball-9:100', 'esport-11:200']],
    ['one sport', { ...NO_FILTER, sport: 'football' }, ['football-1:1,2', 'football-2:3']],
    ['live only drops leagues with nothing in play', { ...NO_FILTER, liveOnly: true }, ['football-1:1', 'basketball-9:100']],
    ['one league', { ...NO_FILTER, leagueId: 2 }, ['football-2:3']],
    ['a league of another sport gives nothing', { sport: 'esport', liveOnly: false, leagueId: 2 }, []],
    ['live only in a league with nothing live gives nothing', { sport: null, liveOnly: true, leagueId: 11 }, []],
  ] as const)('%s', (_, filter, expected) => {
    expect(ids(filterGroups(groups, filter))).toEqual(expected);
  });

  it('counts matches, all or those a test keeps', () => {
    expect(countMatches(groups)).toBe(5);
    expect(countMatches(groups, (m) => m.status === 2)).toBe(2);
  });

  it('keeps only some statuses', () => {
    expect(ids(withStatus(groups, [1, 2]))).toEqual(['football-1:1,2', 'basketball-9:100', 'esport-11:200']);
    expect(ids(withStatus(groups, [3]))).toEqual(['football-2:3']);
  });

  it('lists the leagues once each, in order', () => {
    expect(leaguesOf([...groups, group('football-1', [match(9, 20, 1)])]).map((l) => `${l.sport}:${l.id}`)).toEqual(['football:1', 'football:2', 'basketball:9', 'esport:11']);
  });
});

describe('favouritesFirst', () => {
  const groups = [
    group('football-1', [match(1, 12, 1, [10, 11]), match(2, 13, 1, [12, 13]), match(3, 14, 1, [14, 15])]),
    group('football-2', [match(4, 12, 1, [20, 21])]),
    group('football-3', [match(5, 12, 1, [30, 31]), match(6, 15, 1, [32, 33])]),
  ];

  it.each([
    ['no followed team: nothing moves', [], ['football-1:1,2,3', 'football-2:4', 'football-3:5,6']],
    ['a followed team of a later league brings its league first', [33], ['football-3:6,5', 'football-1:1,2,3', 'football-2:4']],
    ['an away team counts like a home team', [21], ['football-2:4', 'football-1:1,2,3', 'football-3:5,6']],
    ['its matches come first in their league, by kickoff', [14, 12], ['football-1:2,3,1', 'football-2:4', 'football-3:5,6']],
    ['several leagues keep their order among themselves', [30, 20], ['football-2:4', 'football-3:5,6', 'football-1:1,2,3']],
    ['a team with no match today changes nothing', [999], ['football-1:1,2,3', 'football-2:4', 'football-3:5,6']],
  ] as const)('%s', (_, teamIds, expected) => {
    expect(ids(favouritesFirst(groups, teamIds))).toEqual(expected);
  });

  it('marks a favourite match', () => {
    expect(isFavourite(match(1, 12, 1, [10, 11]), [11])).toBe(true);
    expect(isFavourite(match(1, 12, 1, [10, 11]), [12])).toBe(false);
  });
});

describe('capGroups', () => {
  const groups = [group('football-1', [match(1, 1, 1), match(2, 2, 1), match(3, 3, 1)]), group('football-2', [match(4, 4, 1), match(5, 5, 1)]), group('football-3', [match(6, 6, 1)])];

  it.each([
    [10, ['football-1:1,2,3', 'football-2:4,5', 'football-3:6'], 0],
    [6, ['football-1:1,2,3', 'football-2:4,5', 'football-3:6'], 0],
    [4, ['football-1:1,2,3', 'football-2:4'], 2],
    [3, ['football-1:1,2,3'], 3],
    [2, ['football-1:1,2'], 4],
    [0, [], 6],
    [-1, [], 6],
  ] as const)('at most %i matches', (max, expected, hidden) => {
    const cut = capGroups(groups, max);
    expect(ids(cut.groups)).toEqual(expected);
    expect(cut.hidden).toBe(hidden);
  });
});

describe('the live room of a match', () => {
  it.each([
    [{ roomId: 652, sport: 'football', home: { name: 'Hà Nội FC' }, away: { name: 'Hải Phòng' } }, '/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-652'],
    [{ roomId: 100071, sport: 'basketball', home: { name: 'Saigon Heat' }, away: { name: 'Thang Long Warriors' } }, '/truc-tiep/the-thao/bong-ro/saigon-heat-thang-long-warriors-100071'],
    [{ roomId: 300001, sport: 'esport', home: { name: 'Red Lotus' }, away: { name: 'Mekong Dragons' } }, '/truc-tiep/esport/red-lotus-mekong-dragons-300001'],
    [{ roomId: null, sport: 'football', home: { name: 'A' }, away: { name: 'B' } }, null],
    [{ roomId: 5, sport: 'tennis', home: { name: 'A' }, away: { name: 'B' } }, null],
  ])('live room of %j', (m, path) => {
    expect(matchRoomPath(m as never)).toBe(path);
  });
});
