/**
 * The rules of posting a tip (docs/api/sports.md "POST …/create"), as pure functions the form
 * machine and its view share: which picks a market has, the line and price of a pick in the current
 * odds, what is wrong with a draft, and what a refusal of the server means for the form.
 */
import type { CallError } from '../../contracts/call-error';
import type { MatchOdds, MatchWithOdds } from '../../contracts/schemas/sports/matches';
import type { TipMarket, TipPick } from '../../contracts/schemas/sports/tips';

export const TIP_MARKETS: readonly TipMarket[] = ['1x2', 'handicap', 'over_under'];

/** The picks of each market, in the order a form shows them. */
export const MARKET_PICKS: Readonly<Record<TipMarket, readonly TipPick[]>> = {
  '1x2': ['home', 'draw', 'away'],
  handicap: ['home', 'away'],
  over_under: ['over', 'under'],
};

/** The server's limits (CreateTipBody and the create route). */
export const CONFIDENCE_MIN = 50;
export const CONFIDENCE_MAX = 100;
export const CONFIDENCE_DEFAULT = 70;
export const REASONING_MIN = 10;
export const REASONING_MAX = 2000;

export function isTipMarket(value: unknown): value is TipMarket {
  return typeof value === 'string' && (TIP_MARKETS as readonly string[]).includes(value);
}

export function pickFitsMarket(market: TipMarket, pick: TipPick): boolean {
  return MARKET_PICKS[market].includes(pick);
}

export interface Quote {
  /** The handicap of the home side or the total; null for 1X2. */
  line: number | null;
  /** Decimal price; null when the match has no such price (a draw in basketball). */
  price: number | null;
}

/**
 * The line and price a pick takes from the current odds, as the server will record them. A handicap
 * pick on the away side shows the line from its own side (the opposite sign).
 */
export function quoteFor(odds: MatchOdds | null, market: TipMarket, pick: TipPick): Quote {
  if (!odds || !pickFitsMarket(market, pick)) return { line: null, price: null };
  if (market === '1x2') {
    const price = pick === 'home' ? odds.oneXTwo.home : pick === 'away' ? odds.oneXTwo.away : odds.oneXTwo.draw;
    return { line: null, price };
  }
  if (market === 'handicap') {
    const line = pick === 'home' ? odds.handicap.line : -odds.handicap.line;
    return { line: line === 0 ? 0 : line, price: pick === 'home' ? odds.handicap.home : odds.handicap.away };
  }
  return { line: odds.overUnder.line, price: pick === 'over' ? odds.overUnder.over : odds.overUnder.under };
}

/** A match a member may still tip: coming up (status 1), with odds, and not kicked off at `nowMs`. */
export function isTippable(match: Pick<MatchWithOdds, 'status' | 'kickoffTime' | 'odds'>, nowMs: number): boolean {
  const kickoff = Date.parse(match.kickoffTime);
  return match.status === 1 && match.odds !== null && Number.isFinite(kickoff) && kickoff > nowMs;
}

/** Reasoning as the server counts it: characters (not UTF-16 units) once trimmed. */
export function reasoningLength(text: string): number {
  return [...text.trim()].length;
}

export type TipField = 'match' | 'market' | 'pick' | 'confidence' | 'reasoning';

/** What can be wrong with one field; each is a message `tips.form.error.<field>.<problem>`. */
export type FieldProblem =
  | 'required'
  /** match: kicked off (or called off) */
  | 'started'
  /** match: the member already posted on it (409) */
  | 'exists'
  /** match: unknown to the server (404) */
  | 'gone'
  /** pick: not one of the market's */
  | 'notInMarket'
  /** pick: a draw where the sport has none */
  | 'noDraw'
  /** confidence: outside 50–100 */
  | 'range'
  | 'tooShort'
  | 'tooLong';

export type FieldErrors = Partial<Record<TipField, FieldProblem>>;

/** A failure that belongs to no field: offline, signed out, or anything else the server said. */
export type FormProblem = 'network' | 'login' | 'server';

export interface TipDraft {
  match: Pick<MatchWithOdds, 'status' | 'kickoffTime' | 'odds'> | null;
  market: TipMarket | null;
  pick: TipPick | null;
  confidence: number;
  reasoning: string;
}

/** Everything wrong with a draft at `nowMs`, field by field (empty when it may be sent). */
export function validateDraft(draft: TipDraft, nowMs: number): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.match) errors.match = 'required';
  else if (!isTippable(draft.match, nowMs)) errors.match = 'started';
  if (!draft.market) errors.market = 'required';
  if (!draft.pick) errors.pick = 'required';
  else if (draft.market && !pickFitsMarket(draft.market, draft.pick)) errors.pick = 'notInMarket';
  else if (draft.pick === 'draw' && draft.match?.odds && draft.match.odds.oneXTwo.draw === null) errors.pick = 'noDraw';
  if (!Number.isInteger(draft.confidence) || draft.confidence < CONFIDENCE_MIN || draft.confidence > CONFIDENCE_MAX) errors.confidence = 'range';
  const length = reasoningLength(draft.reasoning);
  if (length < REASONING_MIN) errors.reasoning = 'tooShort';
  else if (draft.reasoning.length > REASONING_MAX) errors.reasoning = 'tooLong';
  return errors;
}

const SERVER_FIELDS: Readonly<Record<string, TipField>> = {
  fixtureId: 'match',
  market: 'market',
  pick: 'pick',
  confidence: 'confidence',
  reasoning: 'reasoning',
};

/** The field a 400 names: its message starts with (or contains) `body.<field>`. */
export function fieldOfMessage(message: string): TipField | null {
  const named = /\bbody\.(\w+)/.exec(message);
  return named ? (SERVER_FIELDS[named[1]!] ?? null) : null;
}

export type Refusal = { field: TipField; problem: FieldProblem } | { form: FormProblem };

/**
 * What a failed post means for the form. 400s name their field (`body.pick: …`); a 409 is the match:
 * already tipped by the member, or kicked off meanwhile (told apart by the kick-off time, since both
 * answer 409); 404 the match is gone; 401 the session ended; status 0 the network failed.
 */
export function refusalOf(error: CallError, draft: TipDraft, nowMs: number): Refusal {
  if (error.status === 0) return { form: 'network' };
  if (error.status === 401) return { form: 'login' };
  if (error.status === 404) return { field: 'match', problem: 'gone' };
  if (error.status === 409) {
    const started = draft.match ? !isTippable(draft.match, nowMs) : false;
    return { field: 'match', problem: started ? 'started' : 'exists' };
  }
  if (error.status === 400) {
    const field = fieldOfMessage(error.message);
    switch (field) {
      case 'pick':
        return { field, problem: draft.pick === 'draw' && draft.market === '1x2' ? 'noDraw' : 'notInMarket' };
      case 'reasoning':
        return { field, problem: draft.reasoning.length > REASONING_MAX ? 'tooLong' : 'tooShort' };
      case 'confidence':
        return { field, problem: 'range' };
      case 'market':
      case 'match':
        return { field, problem: 'required' };
      default:
        return { form: 'server' };
    }
  }
  return { form: 'server' };
}
