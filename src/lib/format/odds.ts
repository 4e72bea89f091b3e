/** Odds as the site shows them: decimal prices, handicap and total lines, and their movement since the opening line. */

/** Decimal odds with two decimals ("1.85"); a missing price is a dash. */
export function formatOdds(odds: number | null | undefined): string {
  return typeof odds === 'number' && Number.isFinite(odds) ? odds.toFixed(2) : '–';
}

/** A line without trailing zeros (2.5, 0.25, 178.5); with `signed`, a handicap shows its sign (+0.5, -1, 0). */
export function formatLine(line: number, signed = false): string {
  const text = String(Number(line.toFixed(2)));
  if (!signed || line === 0) return text === '-0' ? '0' : text;
  return line > 0 ? `+${text}` : text;
}

export type OddsMove = 'up' | 'down' | 'same';

/** The move the server gives, read safely: anything but up or down is no move. */
export function oddsMove(value: string | null | undefined): OddsMove {
  return value === 'up' || value === 'down' ? value : 'same';
}

/**
 * What a price (or line) did since the opening: its move, and the opening value to name in the
 * text alternative ("up from 2.14"); null `from` when there is nothing to compare with or it did not move.
 */
export function priceChange(
  current: number | null | undefined,
  opening: number | null | undefined,
  move: string | null | undefined,
  format: (value: number) => string = formatOdds,
): { move: OddsMove; from: string | null } {
  const m = oddsMove(move);
  if (m === 'same' || typeof opening !== 'number' || !Number.isFinite(opening) || typeof current !== 'number') return { move: 'same', from: null };
  return { move: m, from: format(opening) };
}
