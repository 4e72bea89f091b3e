import { describe, expect, it } from 'vitest';
import {
  categoryOfSport,
  eventStatusQuery,
  formatLine,
  formatPercent,
  formatPrice,
  formatUnits,
  isCategorySlug,
  isTypeSlug,
  marketOfType,
  mineSectionQuery,
  parseEventStatus,
  parseMineSection,
  pickMessage,
  resultTone,
  sportOfCategory,
  streakCode,
  tipResult,
} from './tips-format';

describe('route segments', () => {
  it.each([
    ['bong-da', true],
    ['bong-ro', true],
    ['esport', true],
    ['football', false],
    ['toString', false],
    ['', false],
  ])('category %j', (slug, ok) => expect(isCategorySlug(slug)).toBe(ok));

  it.each([
    ['keo-1x2', true],
    ['keo-chau-a', true],
    ['tai-xiu', true],
    ['1x2', false],
    ['su-kien', false],
  ])('type %j', (slug, ok) => expect(isTypeSlug(slug)).toBe(ok));

  it('maps both ways', () => {
    expect(sportOfCategory('bong-ro')).toBe('basketball');
    expect(categoryOfSport('esport')).toBe('esport');
    expect(categoryOfSport('football')).toBe('bong-da');
    expect(categoryOfSport('curling')).toBe('bong-da');
    expect(marketOfType('keo-chau-a')).toBe('handicap');
    expect(marketOfType('tai-xiu')).toBe('over_under');
  });
});

describe('query values', () => {
  it.each([
    ['', 'upcoming'],
    ['?trang-thai=da-ket-thuc', 'finished'],
    ['?trang-thai=tat-ca', 'all'],
    ['?trang-thai=finished', 'upcoming'],
  ] as const)('events %j', (search, status) => {
    expect(parseEventStatus(search)).toBe(status);
    expect(parseEventStatus(new URLSearchParams(eventStatusQuery(status)).toString())).toBe(status);
  });

  it.each([
    ['', 'posted'],
    ['?muc=da-luu', 'followed'],
    ['?muc=tu-tipster', 'tipsters'],
    ['?muc=tipster', 'following'],
    ['?muc=xyz', 'posted'],
  ] as const)('my tips %j', (search, section) => {
    expect(parseMineSection(search)).toBe(section);
    expect(parseMineSection(new URLSearchParams(mineSectionQuery(section)).toString())).toBe(section);
  });
});

describe('numbers', () => {
  it.each([
    [1.85, '1.85'],
    [2, '2.00'],
    [null, '–'],
    [Number.NaN, '–'],
  ])('price %j', (price, text) => expect(formatPrice(price)).toBe(text));

  it.each([
    [2.5, false, '2.5'],
    [168.5, false, '168.5'],
    [0.25, true, '+0.25'],
    [-0.75, true, '−0.75'],
    [-1, true, '−1'],
    [0, true, '0'],
    [-0, true, '0'],
    [0.30000000000000004, false, '0.3'],
  ])('line %j signed=%j', (line, signed, text) => expect(formatLine(line, signed)).toBe(text));

  it.each([
    [1.39, '+1.39'],
    [-1, '−1.00'],
    [-0.5, '−0.50'],
    [0, '0.00'],
    [-0.001, '0.00'],
    [12.345, '+12.35'],
  ])('units %j', (profit, text) => expect(formatUnits(profit)).toBe(text));

  it.each([
    [0.833, false, '83.3%'],
    [0.5, false, '50%'],
    [0.232, true, '+23.2%'],
    [-0.05, true, '−5%'],
    [0, true, '0%'],
    [1, false, '100%'],
  ])('percent %j signed=%j', (ratio, signed, text) => expect(formatPercent(ratio, signed)).toBe(text));
});

describe('results and streaks', () => {
  it.each([
    ['won', 'won', 'accent'],
    ['lost', 'lost', 'live'],
    ['push', 'push', 'neutral'],
    ['void', 'void', 'neutral'],
    ['pending', 'pending', 'hot'],
    ['half', 'pending', 'hot'],
  ] as const)('%s', (raw, result, tone) => {
    expect(tipResult(raw)).toBe(result);
    expect(resultTone(tipResult(raw))).toBe(tone);
  });

  it.each([
    [{ result: 'won', count: 5 }, 'W5'],
    [{ result: 'lost', count: 2 }, 'L2'],
    [{ result: 'won', count: 0 }, null],
    [null, null],
  ] as const)('streak %j', (streak, code) => expect(streakCode(streak)).toBe(code));
});

describe('pickMessage', () => {
  const teams = { home: 'Hà Nội FC', away: 'Hải Phòng' };
  it.each([
    ['1x2', 'home', null, { id: 'tips.pick.win', values: { team: 'Hà Nội FC' } }],
    ['1x2', 'away', null, { id: 'tips.pick.win', values: { team: 'Hải Phòng' } }],
    ['1x2', 'draw', null, { id: 'tips.pick.draw', values: {} }],
    ['handicap', 'home', -0.5, { id: 'tips.pick.handicap', values: { team: 'Hà Nội FC', line: '−0.5' } }],
    ['handicap', 'away', 0.5, { id: 'tips.pick.handicap', values: { team: 'Hải Phòng', line: '+0.5' } }],
    ['over_under', 'over', 2.5, { id: 'tips.pick.over', values: { line: '2.5' } }],
    ['over_under', 'under', 168.5, { id: 'tips.pick.under', values: { line: '168.5' } }],
  ] as const)('%s %s', (market, pick, line, expected) => expect(pickMessage(market, pick, line, teams)).toEqual(expected));
});
