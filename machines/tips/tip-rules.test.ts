import { describe, expect, it } from 'vitest';
import type { MatchOdds } from '../../contracts/schemas/sports/matches';
import type { TipMarket, TipPick } from '../../contracts/schemas/sports/tips';
import { fieldOfMessage, isTippable, quoteFor, reasoningLength, refusalOf, validateDraft, type TipDraft } from './tip-rules';

const ODDS: MatchOdds = {
  oneXTwo: { home: 1.85, draw: 3.4, away: 4.1 },
  handicap: { line: -0.75, home: 1.92, away: 1.9 },
  overUnder: { line: 2.5, over: 1.88, under: 1.94 },
};
const NO_DRAW: MatchOdds = { ...ODDS, oneXTwo: { home: 1.5, draw: null, away: 2.6 } };
const NOW = Date.parse('2026-11-24T13:30:00Z');
const upcoming = { status: 1, kickoffTime: '2026-11-24T15:00:00.000Z', odds: ODDS };
const basketball = { status: 1, kickoffTime: '2026-11-24T15:00:00.000Z', odds: NO_DRAW };

const draft = (over: Partial<TipDraft> = {}): TipDraft => ({ match: upcoming, market: '1x2', pick: 'home', confidence: 70, reasoning: 'Home side in form', ...over });

describe('quoteFor', () => {
  it.each<[TipMarket, TipPick, MatchOdds | null, { line: number | null; price: number | null }]>([
    ['1x2', 'home', ODDS, { line: null, price: 1.85 }],
    ['1x2', 'draw', ODDS, { line: null, price: 3.4 }],
    ['1x2', 'away', ODDS, { line: null, price: 4.1 }],
    ['1x2', 'draw', NO_DRAW, { line: null, price: null }],
    ['handicap', 'home', ODDS, { line: -0.75, price: 1.92 }],
    ['handicap', 'away', ODDS, { line: 0.75, price: 1.9 }],
    ['handicap', 'away', { ...ODDS, handicap: { line: 0, home: 1.9, away: 1.9 } }, { line: 0, price: 1.9 }],
    ['over_under', 'over', ODDS, { line: 2.5, price: 1.88 }],
    ['over_under', 'under', ODDS, { line: 2.5, price: 1.94 }],
    ['over_under', 'home', ODDS, { line: null, price: null }],
    ['1x2', 'home', null, { line: null, price: null }],
  ])('%s %s', (market, pick, odds, expected) => {
    const quote = quoteFor(odds, market, pick);
    expect(quote).toEqual(expected);
    expect(Object.is(quote.line, -0)).toBe(false);
  });
});

describe('isTippable', () => {
  it.each([
    ['coming up later', upcoming, true],
    ['kick-off passed though still status 1', { ...upcoming, kickoffTime: '2026-11-24T13:29:59.000Z' }, false],
    ['kicks off this instant', { ...upcoming, kickoffTime: '2026-11-24T13:30:00.000Z' }, false],
    ['live', { ...upcoming, status: 2 }, false],
    ['called off', { ...upcoming, status: 5 }, false],
    ['no odds', { ...upcoming, odds: null }, false],
    ['bad time', { ...upcoming, kickoffTime: 'soon' }, false],
  ])('%s', (_, match, expected) => {
    expect(isTippable(match, NOW)).toBe(expected);
  });
});

describe('validateDraft', () => {
  it.each<[string, Partial<TipDraft>, ReturnType<typeof validateDraft>]>([
    ['a good draft', {}, {}],
    ['nothing chosen', { match: null, market: null, pick: null, reasoning: '' }, { match: 'required', market: 'required', pick: 'required', reasoning: 'tooShort' }],
    ['a match that kicked off', { match: { ...upcoming, status: 2 } }, { match: 'started' }],
    ['a pick of another market', { market: 'over_under', pick: 'home' }, { pick: 'notInMarket' }],
    ['a draw in basketball', { match: basketball, pick: 'draw' }, { pick: 'noDraw' }],
    ['confidence below 50', { confidence: 49 }, { confidence: 'range' }],
    ['confidence above 100', { confidence: 101 }, { confidence: 'range' }],
    ['confidence not whole', { confidence: 70.5 }, { confidence: 'range' }],
    ['reasoning of blanks', { reasoning: '   \n         ' }, { reasoning: 'tooShort' }],
    ['reasoning of 9 characters padded', { reasoning: '  123456789  ' }, { reasoning: 'tooShort' }],
    ['reasoning of 10 characters', { reasoning: '1234567890' }, {}],
    ['reasoning of 10 emoji', { reasoning: '⚽'.repeat(10) }, {}],
    ['reasoning too long', { reasoning: 'x'.repeat(2001) }, { reasoning: 'tooLong' }],
  ])('%s', (_, over, expected) => {
    expect(validateDraft(draft(over), NOW)).toEqual(expected);
  });
});

describe('reasoningLength', () => {
  it.each([
    ['', 0],
    ['  a  ', 1],
    ['Tài 2.5', 7],
    ['🇻🇳⚽', 3],
  ])('%j', (text, n) => expect(reasoningLength(text)).toBe(n));
});

describe('fieldOfMessage', () => {
  it.each([
    ['body.pick: over does not belong to market 1x2', 'pick'],
    ['body.pick：比賽 5 沒有和局選項', 'pick'],
    ['body.reasoning phải có ít nhất 10 ký tự', 'reasoning'],
    ['body.confidence must be >= 50', 'confidence'],
    ['body.fixtureId is required', 'match'],
    ['body.market must be equal to one of the allowed values', 'market'],
    ['body.tipsterId: you cannot follow yourself', null],
    ['Bad request', null],
  ])('%s', (message, field) => expect(fieldOfMessage(message)).toBe(field));
});

describe('refusalOf', () => {
  const started = { ...upcoming, kickoffTime: '2026-11-24T13:00:00.000Z' };
  it.each<[string, { status: number; message: string }, Partial<TipDraft>, ReturnType<typeof refusalOf>]>([
    ['offline', { status: 0, message: 'Failed to fetch' }, {}, { form: 'network' }],
    ['signed out', { status: 401, message: 'Authentication required' }, {}, { form: 'login' }],
    ['unknown match', { status: 404, message: 'Match 9 not found' }, {}, { field: 'match', problem: 'gone' }],
    ['second tip on the match', { status: 409, message: 'You already posted a tip on match 9' }, {}, { field: 'match', problem: 'exists' }],
    ['kicked off meanwhile', { status: 409, message: 'Match 9 has already started or is off' }, { match: started }, { field: 'match', problem: 'started' }],
    ['pick outside the market', { status: 400, message: 'body.pick: over does not belong to market 1x2' }, { pick: 'over' }, { field: 'pick', problem: 'notInMarket' }],
    ['no draw', { status: 400, message: 'body.pick: match 9 has no draw' }, { pick: 'draw' }, { field: 'pick', problem: 'noDraw' }],
    ['short reasoning', { status: 400, message: 'body.reasoning must have at least 10 characters' }, {}, { field: 'reasoning', problem: 'tooShort' }],
    ['long reasoning', { status: 400, message: 'body.reasoning must have at most 2000 characters' }, { reasoning: 'y'.repeat(2100) }, { field: 'reasoning', problem: 'tooLong' }],
    ['confidence', { status: 400, message: 'body.confidence must be <= 100' }, {}, { field: 'confidence', problem: 'range' }],
    ['market', { status: 400, message: 'body.market is invalid' }, {}, { field: 'market', problem: 'required' }],
    ['a 400 naming nothing known', { status: 400, message: 'Invalid JSON' }, {}, { form: 'server' }],
    ['server error', { status: 500, message: 'Internal server error' }, {}, { form: 'server' }],
  ])('%s', (_, error, over, expected) => {
    expect(refusalOf(error, draft(over), NOW)).toEqual(expected);
  });
});
