/** The rows of a match's odds tables (pure): each market's selections with the current and opening lines and their movement. */
import type { MatchOdds, OddsMove, OddsMovement, TeamRef } from '../../../contracts/schemas/sports/matches';
import { formatLine } from './match-format';

/** One priced selection; with an opening line, its opening price and line and which way each moved. */
export interface OddsRow {
  key: string;
  label: string;
  logo?: string;
  code?: string;
  line?: string;
  odds: number | null;
  /** The price's movement since the opening line. */
  move?: OddsMove | null;
  openingLine?: string;
  openingOdds?: number | null;
  lineMove?: OddsMove | null;
}

/** The rows of the three markets: 1X2, Asian handicap and over/under, with the opening line when given. */
export function oddsRows(
  current: MatchOdds | null,
  home: TeamRef,
  away: TeamRef,
  labels: { draw: string; over: string; under: string },
  openingOdds: MatchOdds | null = null,
  movement: OddsMovement | null = null,
): { oneXTwo: OddsRow[]; handicap: OddsRow[]; overUnder: OddsRow[] } {
  const odds = current ?? openingOdds;
  if (!odds) return { oneXTwo: [], handicap: [], overUnder: [] };
  const o = openingOdds;
  const m = current ? movement : null;
  const hasDraw = odds.oneXTwo.draw !== null;
  return {
    oneXTwo: [
      { key: 'home', code: '1', label: home.name, logo: home.logo, odds: current?.oneXTwo.home ?? null, move: m?.oneXTwo.home, openingOdds: o?.oneXTwo.home },
      ...(hasDraw
        ? [{ key: 'draw', code: 'X', label: labels.draw, odds: current?.oneXTwo.draw ?? null, move: m?.oneXTwo.draw ?? null, openingOdds: o?.oneXTwo.draw }]
        : []),
      { key: 'away', code: '2', label: away.name, logo: away.logo, odds: current?.oneXTwo.away ?? null, move: m?.oneXTwo.away, openingOdds: o?.oneXTwo.away },
    ],
    handicap: [
      {
        key: 'home',
        label: home.name,
        logo: home.logo,
        line: current ? formatLine(current.handicap.line, true) : undefined,
        odds: current?.handicap.home ?? null,
        move: m?.handicap.home,
        lineMove: m?.handicap.line,
        openingLine: o ? formatLine(o.handicap.line, true) : undefined,
        openingOdds: o?.handicap.home,
      },
      {
        key: 'away',
        label: away.name,
        logo: away.logo,
        line: current ? formatLine(-current.handicap.line, true) : undefined,
        odds: current?.handicap.away ?? null,
        move: m?.handicap.away,
        // The away line is the home line negated: it moves the other way.
        lineMove: m ? flip(m.handicap.line) : undefined,
        openingLine: o ? formatLine(-o.handicap.line, true) : undefined,
        openingOdds: o?.handicap.away,
      },
    ],
    overUnder: [
      {
        key: 'over',
        label: labels.over,
        line: current ? formatLine(current.overUnder.line) : undefined,
        odds: current?.overUnder.over ?? null,
        move: m?.overUnder.over,
        lineMove: m?.overUnder.line,
        openingLine: o ? formatLine(o.overUnder.line) : undefined,
        openingOdds: o?.overUnder.over,
      },
      {
        key: 'under',
        label: labels.under,
        line: current ? formatLine(current.overUnder.line) : undefined,
        odds: current?.overUnder.under ?? null,
        move: m?.overUnder.under,
        lineMove: m?.overUnder.line,
        openingLine: o ? formatLine(o.overUnder.line) : undefined,
        openingOdds: o?.overUnder.under,
      },
    ],
  };
}

/** The other direction (a line seen from the other side). */
export function flip(direction: OddsMove): OddsMove {
  return direction === 'up' ? 'down' : direction === 'down' ? 'up' : 'same';
}

