/**
 * Settling odds tips from the final score, and a tipster's record. Level stakes: every tip stakes
 * 1 unit; a win returns its price. Asian handicap and over/under on a quarter line (−0.75, 2.25…)
 * split the stake over the two lines beside it (−0.5 and −1; 2 and 2.5), so a tip can win or lose
 * half: the result is then "won" or "lost" with half the profit. A called-off match voids its tips.
 */
import type { TipMarket, TipPick } from './tip-texts.ts';

export type SettledResult = 'won' | 'lost' | 'push' | 'void';
export type TipResult = SettledResult | 'pending';

export interface Settlement {
  result: SettledResult;
  /** Units won (+) or lost (−) staking 1: won = price − 1, lost = −1, push and void 0; halves on quarter lines. */
  profit: number;
}

export interface TipToSettle {
  market: TipMarket;
  pick: TipPick;
  /** Handicap of the home side (handicap), the total's line (over/under), null for 1X2. */
  line: number | null;
  odds: number;
}

export interface FinalScore {
  state: 'normal' | 'cancelled' | 'postponed';
  home: number;
  away: number;
}

const PICKS: Record<TipMarket, readonly TipPick[]> = {
  '1x2': ['home', 'draw', 'away'],
  handicap: ['home', 'away'],
  over_under: ['over', 'under'],
};

/** True when `pick` is a pick of `market` (draw only where the sport has one: the caller checks that). */
export function pickFitsMarket(market: TipMarket, pick: TipPick): boolean {
  return PICKS[market]?.includes(pick) ?? false;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Won, lost or push of one whole (or half) line: `margin` is the picked side's goals ahead with the line. */
function part(margin: number): 1 | 0 | -1 {
  return margin > 1e-9 ? 1 : margin < -1e-9 ? -1 : 0;
}

/** Settles the line bet whose picked side is `margin` goals ahead before the line, on `line` (quarter lines split). */
function settleLine(margin: number, line: number, odds: number): Settlement {
  const quarter = Math.abs(Math.abs(line % 0.5) - 0.25) < 1e-9;
  const halves = quarter ? [line - 0.25, line + 0.25] : [line, line];
  const parts = halves.map((l) => part(margin + l));
  const profit = round(parts.reduce<number>((sum, p) => sum + (p === 1 ? odds - 1 : p === -1 ? -1 : 0), 0) / 2);
  const result: SettledResult = profit > 0 ? 'won' : profit < 0 ? 'lost' : 'push';
  return { result, profit };
}

/**
 * The settlement of a tip from the match's final score. Throws a RangeError for a tip that cannot
 * be settled (a pick outside its market, a line market without a line, a price not above 1):
 * such tips are refused when posted, so one here is a bug.
 */
export function settleTip(tip: TipToSettle, final: FinalScore): Settlement {
  if (!pickFitsMarket(tip.market, tip.pick)) throw new RangeError(`pick ${tip.pick} is not a pick of market ${tip.market}`);
  if (!Number.isFinite(tip.odds) || tip.odds <= 1) throw new RangeError(`odds must be above 1 (got ${tip.odds})`);
  if (final.state !== 'normal') return { result: 'void', profit: 0 };
  const { home, away } = final;
  if (tip.market === '1x2') {
    const outcome = home > away ? 'home' : home === away ? 'draw' : 'away';
    return outcome === tip.pick ? { result: 'won', profit: round(tip.odds - 1) } : { result: 'lost', profit: -1 };
  }
  if (tip.line === null || !Number.isFinite(tip.line)) throw new RangeError(`market ${tip.market} needs a line`);
  if (tip.market === 'handicap') {
    // `line` is the home side's handicap; the away side gets its opposite.
    return tip.pick === 'home' ? settleLine(home - away, tip.line, tip.odds) : settleLine(away - home, -tip.line, tip.odds);
  }
  // Over wins when the total is above the line: margin total − line; under the other way round.
  return tip.pick === 'over' ? settleLine(home + away, -tip.line, tip.odds) : settleLine(-(home + away), tip.line, tip.odds);
}

export interface RecordTip {
  result: TipResult;
  /** The settled profit (null while pending). */
  profit: number | null;
  /** When it was settled, or any order key: the latest decides the current streak. */
  at: number;
}

export interface TipsterRecord {
  total: number;
  won: number;
  lost: number;
  push: number;
  void: number;
  pending: number;
  /** won / (won + lost), 0–1 (0 before any). */
  winRate: number;
  /** Units at level stakes (1 a tip). */
  profit: number;
  /** Profit per unit staked on tips that were played (won, lost, push), 0 before any. */
  roi: number;
  /** The run of wins or losses up to the latest settled tip (pushes and voids neither extend nor break it). */
  streak: { result: 'won' | 'lost'; count: number } | null;
}

/** A tipster's record from their tips (any order). */
export function tipsterRecord(tips: readonly RecordTip[]): TipsterRecord {
  const record: TipsterRecord = { total: tips.length, won: 0, lost: 0, push: 0, void: 0, pending: 0, winRate: 0, profit: 0, roi: 0, streak: null };
  let profit = 0;
  for (const tip of tips) {
    record[tip.result] += 1;
    if (tip.result !== 'pending') profit += tip.profit ?? 0;
  }
  const decided = record.won + record.lost;
  const played = decided + record.push;
  record.winRate = decided ? Math.round((record.won / decided) * 1000) / 1000 : 0;
  record.profit = Math.round(profit * 100) / 100;
  record.roi = played ? Math.round((profit / played) * 1000) / 1000 : 0;
  const settled = tips.filter((t) => t.result === 'won' || t.result === 'lost').sort((a, b) => b.at - a.at);
  const latest = settled[0];
  if (latest) {
    let count = 0;
    while (count < settled.length && settled[count]!.result === latest.result) count++;
    record.streak = { result: latest.result as 'won' | 'lost', count };
  }
  return record;
}
