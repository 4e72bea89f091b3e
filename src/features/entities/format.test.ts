import { describe, expect, it } from 'vitest';
import {
  entityHref,
  footMessageId,
  formPoints,
  idParam,
  minutesPer,
  percent,
  positionMessageId,
  resultFor,
  surfaceMessageId,
} from './format';

const team = (id: number, name: string, shortName = 'ABC') => ({ id, name, shortName, logo: `/media/crest/${id}.svg` });

describe('entityHref', () => {
  it.each([
    ['team', 1, 'Hà Nội FC', undefined, '/doi-bong/ha-noi-fc/1'],
    ['team', 1, '河內FC', 'HAN', '/doi-bong/fc/1'],
    ['team', 7, '海防', 'HPH', '/doi-bong/hph/7'],
    ['team', 7, '海防', undefined, '/doi-bong/team-name/7'],
    ['player', 113, 'Đặng Thanh Tuấn', undefined, '/cau-thu/dang-thanh-tuan/113'],
    ['player', 113, '鄧清俊', undefined, '/cau-thu/player-name/113'],
    ['league', 1, 'V.League 1', undefined, '/giai-dau/v-league-1/1'],
    ['venue', 2, 'Sân vận động Hàng Đẫy', undefined, '/san-van-dong/san-van-dong-hang-day/2'],
    ['manager', 1, 'Felix Klein', undefined, '/quan-ly-doi-bong/felix-klein/1'],
  ] as const)('%s %i %s → %s', (kind, id, name, short, path) => {
    expect(entityHref(kind, id, name, short)).toBe(path);
  });
});

describe('idParam', () => {
  it.each([
    ['1', 1],
    ['5000', 5000],
    ['0', null],
    ['01', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    [undefined, null],
    ['99999999999999999', null],
  ])('%s → %s', (value, id) => expect(idParam(value)).toBe(id));
});

describe('message ids of words', () => {
  it.each([
    ['GK', false, 'entities.position.GK'],
    ['FW', true, 'entities.positions.FW'],
    ['PG', false, 'entities.position.PG'],
    ['MID', true, 'entities.positions.MID'],
    ['XX', false, null],
    ['', false, null],
  ])('position %s (plural %s) → %s', (p, plural, id) => expect(positionMessageId(p, plural)).toBe(id));

  it.each([
    ['left', 'entities.foot.left'],
    ['both', 'entities.foot.both'],
    ['Right', null],
  ])('foot %s → %s', (f, id) => expect(footMessageId(f)).toBe(id));

  it.each([
    ['grass', 'entities.surface.grass'],
    ['hybrid', 'entities.surface.hybrid'],
    ['ice', null],
  ])('surface %s → %s', (s, id) => expect(surfaceMessageId(s)).toBe(id));
});

describe('resultFor', () => {
  const match = (homeScore: number | null, awayScore: number | null, status = 3) => ({ status, home: team(1, 'A'), away: team(2, 'B'), homeScore, awayScore });
  it.each([
    [match(2, 1), 1, 'W'],
    [match(2, 1), 2, 'L'],
    [match(0, 3), 2, 'W'],
    [match(1, 1), 1, 'D'],
    [match(1, 1), 2, 'D'],
    [match(2, 1), 9, null],
    [match(2, 1, 2), 1, null],
    [match(null, null, 1), 1, null],
    [match(null, null, 5), 1, null],
  ])('%j for team %i → %s', (m, teamId, result) => expect(resultFor(m, teamId)).toBe(result));
});

describe('numbers', () => {
  it.each([
    [[], 0],
    [['W', 'W', 'L', 'W', 'D'], 10],
    [['D', 'D'], 2],
    [['L'], 0],
  ] as const)('formPoints(%j) → %i', (form, pts) => expect(formPoints(form)).toBe(pts));

  it.each([
    [0.75, 75],
    [0.756, 76],
    [0, 0],
    [1, 100],
    [1.2, 100],
    [-0.1, 0],
    [Number.NaN, 0],
  ])('percent(%s) → %i', (share, pct) => expect(percent(share)).toBe(pct));

  it.each([
    [1018, 0, null],
    [1018, 4, 255],
    [0, 2, null],
    [270, 3, 90],
  ])('minutesPer(%i, %i) → %s', (minutes, count, per) => expect(minutesPer(minutes, count)).toBe(per));
});
