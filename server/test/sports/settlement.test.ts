import { describe, expect, it } from 'vitest';
import { pickFitsMarket, settleTip, tipsterRecord, type FinalScore, type TipToSettle } from '../../src/sports/settlement.ts';

const score = (home: number, away: number): FinalScore => ({ state: 'normal', home, away });
const tip = (market: TipToSettle['market'], pick: TipToSettle['pick'], line: number | null, odds = 2): TipToSettle => ({ market, pick, line, odds });

describe('settleTip: every market and result', () => {
  it.each<[string, TipToSettle, FinalScore, string, number]>([
    // 1X2
    ['1x2 home, home win', tip('1x2', 'home', null, 1.8), score(2, 1), 'won', 0.8],
    ['1x2 home, draw', tip('1x2', 'home', null, 1.8), score(1, 1), 'lost', -1],
    ['1x2 home, away win', tip('1x2', 'home', null, 1.8), score(0, 3), 'lost', -1],
    ['1x2 draw, draw', tip('1x2', 'draw', null, 3.4), score(0, 0), 'won', 2.4],
    ['1x2 draw, home win', tip('1x2', 'draw', null, 3.4), score(1, 0), 'lost', -1],
    ['1x2 away, away win', tip('1x2', 'away', null, 4.25), score(1, 2), 'won', 3.25],
    ['1x2 away, draw', tip('1x2', 'away', null, 4.25), score(2, 2), 'lost', -1],
    // Asian handicap, whole and half lines
    ['AH home -1, wins by 2', tip('handicap', 'home', -1, 1.9), score(3, 1), 'won', 0.9],
    ['AH home -1, wins by 1: push', tip('handicap', 'home', -1, 1.9), score(2, 1), 'push', 0],
    ['AH home -1, draw', tip('handicap', 'home', -1, 1.9), score(0, 0), 'lost', -1],
    ['AH away +1 (home -1), wins by 1 home: push', tip('handicap', 'away', -1, 1.95), score(2, 1), 'push', 0],
    ['AH away +1 (home -1), draw', tip('handicap', 'away', -1, 1.95), score(1, 1), 'won', 0.95],
    ['AH home -0.5, win', tip('handicap', 'home', -0.5, 2), score(1, 0), 'won', 1],
    ['AH home -0.5, draw', tip('handicap', 'home', -0.5, 2), score(1, 1), 'lost', -1],
    ['AH away +0.5, draw', tip('handicap', 'away', -0.5, 1.8), score(1, 1), 'won', 0.8],
    ['AH home 0 (level ball), draw: push', tip('handicap', 'home', 0, 2), score(2, 2), 'push', 0],
    ['AH home +1.5, loses by 1', tip('handicap', 'home', 1.5, 1.7), score(0, 1), 'won', 0.7],
    ['AH home +1.5, loses by 2', tip('handicap', 'home', 1.5, 1.7), score(0, 2), 'lost', -1],
    // Quarter lines: half stakes
    ['AH home -0.75, wins by 1: half won', tip('handicap', 'home', -0.75, 2), score(1, 0), 'won', 0.5],
    ['AH home -0.75, wins by 2: won', tip('handicap', 'home', -0.75, 2), score(2, 0), 'won', 1],
    ['AH home -0.75, draw: lost', tip('handicap', 'home', -0.75, 2), score(0, 0), 'lost', -1],
    ['AH away +0.75 (home -0.75), loses by 1: half lost', tip('handicap', 'away', -0.75, 1.9), score(1, 0), 'lost', -0.5],
    ['AH home -0.25, draw: half lost', tip('handicap', 'home', -0.25, 1.9), score(1, 1), 'lost', -0.5],
    ['AH away +0.25 (home -0.25), draw: half won', tip('handicap', 'away', -0.25, 2.1), score(1, 1), 'won', 0.55],
    ['AH home +0.25, draw: half won', tip('handicap', 'home', 0.25, 2), score(0, 0), 'won', 0.5],
    ['AH home -1.25, wins by 1: half lost', tip('handicap', 'home', -1.25, 2), score(2, 1), 'lost', -0.5],
    // Over / under
    ['O/U over 2.5, three goals', tip('over_under', 'over', 2.5, 1.9), score(2, 1), 'won', 0.9],
    ['O/U over 2.5, two goals', tip('over_under', 'over', 2.5, 1.9), score(1, 1), 'lost', -1],
    ['O/U under 2.5, two goals', tip('over_under', 'under', 2.5, 1.95), score(2, 0), 'won', 0.95],
    ['O/U under 2.5, four goals', tip('over_under', 'under', 2.5, 1.95), score(2, 2), 'lost', -1],
    ['O/U over 3, three goals: push', tip('over_under', 'over', 3, 2), score(3, 0), 'push', 0],
    ['O/U under 3, three goals: push', tip('over_under', 'under', 3, 2), score(0, 3), 'push', 0],
    ['O/U over 2.25, three goals: won', tip('over_under', 'over', 2.25, 2), score(1, 2), 'won', 1],
    ['O/U over 2.25, two goals: half lost', tip('over_under', 'over', 2.25, 2), score(1, 1), 'lost', -0.5],
    ['O/U under 2.25, two goals: half won', tip('over_under', 'under', 2.25, 1.9), score(2, 0), 'won', 0.45],
    ['O/U over 2.75, three goals: half won', tip('over_under', 'over', 2.75, 2), score(2, 1), 'won', 0.5],
    ['O/U under 2.75, three goals: half lost', tip('over_under', 'under', 2.75, 2), score(3, 0), 'lost', -0.5],
    ['O/U over 0.5, goalless', tip('over_under', 'over', 0.5, 1.1), score(0, 0), 'lost', -1],
    ['basketball total over 168.5', tip('over_under', 'over', 168.5, 1.87), score(90, 80), 'won', 0.87],
    ['basketball spread home -5.5, wins by 4', tip('handicap', 'home', -5.5, 1.9), score(84, 80), 'lost', -1],
    // Called off: void whatever the pick
    ['postponed 1x2', tip('1x2', 'home', null), { state: 'postponed', home: 3, away: 0 }, 'void', 0],
    ['cancelled handicap', tip('handicap', 'away', -0.75), { state: 'cancelled', home: 0, away: 0 }, 'void', 0],
    ['cancelled over/under', tip('over_under', 'under', 2.5), { state: 'cancelled', home: 0, away: 0 }, 'void', 0],
  ])('%s', (_name, t, final, result, profit) => {
    const settled = settleTip(t, final);
    expect(settled.result).toBe(result);
    expect(settled.profit).toBeCloseTo(profit, 9);
  });

  it.each<[string, TipToSettle, RegExp]>([
    ['a pick outside its market', tip('handicap', 'over', -0.5), /not a pick of market handicap/],
    ['over on 1x2', tip('1x2', 'under', null), /not a pick of market 1x2/],
    ['draw on a handicap', tip('handicap', 'draw', 0), /not a pick/],
    ['a line market without a line', tip('over_under', 'over', null), /needs a line/],
    ['a price of 1', tip('1x2', 'home', null, 1), /odds must be above 1/],
  ])('refuses %s', (_name, t, message) => {
    expect(() => settleTip(t, score(1, 0))).toThrow(message);
  });

  it('knows the picks of each market', () => {
    expect(pickFitsMarket('1x2', 'draw')).toBe(true);
    expect(pickFitsMarket('handicap', 'draw')).toBe(false);
    expect(pickFitsMarket('over_under', 'under')).toBe(true);
    expect(pickFitsMarket('over_under', 'home')).toBe(false);
  });

  it('is the same every time (settling twice changes nothing)', () => {
    const t = tip('handicap', 'home', -0.75, 1.93);
    expect(settleTip(t, score(2, 1))).toEqual(settleTip(t, score(2, 1)));
  });
});

describe('tipsterRecord', () => {
  const settled = (result: 'won' | 'lost' | 'push' | 'void', profit: number, at: number) => ({ result, profit, at });
  it.each([
    ['nothing yet', [], { total: 0, won: 0, lost: 0, push: 0, void: 0, pending: 0, winRate: 0, profit: 0, roi: 0, streak: null }],
    ['only pending', [{ result: 'pending' as const, profit: null, at: 1 }], { total: 1, pending: 1, winRate: 0, profit: 0, roi: 0, streak: null }],
    [
      'three wins after a loss: a winning streak of three',
      [settled('lost', -1, 1), settled('won', 0.9, 2), settled('won', 1, 3), settled('won', 0.5, 4)],
      { total: 4, won: 3, lost: 1, winRate: 0.75, profit: 1.4, roi: 0.35, streak: { result: 'won', count: 3 } },
    ],
    [
      'pushes and voids neither extend nor break a streak',
      [settled('lost', -1, 1), settled('push', 0, 2), settled('lost', -0.5, 3), settled('void', 0, 4), { result: 'pending' as const, profit: null, at: 5 }],
      { total: 5, won: 0, lost: 2, push: 1, void: 1, pending: 1, winRate: 0, profit: -1.5, roi: -0.5, streak: { result: 'lost', count: 2 } },
    ],
    [
      'order of the input does not matter, the times do',
      [settled('won', 1, 9), settled('lost', -1, 1), settled('lost', -1, 8)],
      { won: 1, lost: 2, winRate: 0.333, profit: -1, roi: -0.333, streak: { result: 'won', count: 1 } },
    ],
  ])('%s', (_name, tips, expected) => {
    expect(tipsterRecord(tips)).toMatchObject(expected);
  });
});
