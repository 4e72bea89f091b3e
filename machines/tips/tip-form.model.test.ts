import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import type { MatchOdds, MatchWithOdds } from '../../contracts/schemas/sports/matches';
import type { CreateTipBody, TipItem } from '../../contracts/schemas/sports/tips';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, settle, transitionPaths } from '../test-utils/model-paths';
import { tipFormMachine, type TipFormContext } from './tip-form.machine';

const NOW = Date.parse('2026-11-24T13:30:00Z');
const now = () => NOW;
const ODDS: MatchOdds = {
  oneXTwo: { home: 1.85, draw: 3.4, away: 4.1 },
  handicap: { line: -0.5, home: 1.92, away: 1.9 },
  overUnder: { line: 2.5, over: 1.88, under: 1.94 },
};

function match(over: Partial<MatchWithOdds> = {}): MatchWithOdds {
  return {
    staticId: 692,
    sport: 'football',
    leagueId: 4,
    leagueName: 'Premier League',
    leagueLogo: '/media/league/4.svg',
    round: 13,
    home: { id: 28, name: 'Manchester Rovers', shortName: 'MAN', logo: '/media/crest/28.svg' },
    away: { id: 37, name: 'Southampton Athletic', shortName: 'SOU', logo: '/media/crest/37.svg' },
    venue: null,
    roomId: null,
    kickoffTime: '2026-11-24T15:00:00.000Z',
    status: 1,
    statusText: '22:00',
    minute: null,
    period: null,
    score: null,
    homeScore: null,
    awayScore: null,
    odds: ODDS,
    openingOdds: ODDS,
    movement: null,
    ...over,
  };
}

const upcoming = match();
const created = { id: 900, slug: 'manchester-rovers-900', result: 'pending' } as TipItem;

const events = [
  { type: 'tip.match', match: upcoming },
  { type: 'tip.market', market: '1x2' },
  { type: 'tip.market', market: 'over_under' },
  { type: 'tip.pick', pick: 'home' },
  { type: 'tip.confidence', value: 85 },
  { type: 'tip.reasoning', text: 'Rovers have won five at home in a row.' },
  { type: 'tip.submit' },
  { type: 'xstate.done.actor.post', output: created },
  { type: 'xstate.error.actor.post', error: new ApiFailure(409, 'You already posted a tip on match 692') },
  { type: 'xstate.error.actor.post', error: new ApiFailure(0, 'Failed to fetch') },
  { type: 'tip.again' },
] as never;

/** What the member can tell apart: where the form is, what is filled in, and which problems show. */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context: c } = s as unknown as { value: unknown; context: TipFormContext };
  return JSON.stringify([value, c.match?.staticId ?? null, c.market, c.pick, c.confidence, c.reasoning.length > 0, c.errors, c.formError?.problem ?? null, c.attempted]);
};

const paths = transitionPaths(tipFormMachine, { input: { now }, events, serializeState });

describe('tip form (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const post = controllablePromiseActor<TipItem, CreateTipBody>();
    const actor = createActor(tipFormMachine.provide({ actors: { postTip: post.logic } }), { input: { now } }).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        const e = event as EventObject & { output?: TipItem; error?: unknown };
        if (e.type === 'xstate.done.actor.post') post.last().resolve(e.output!);
        else if (e.type === 'xstate.error.actor.post') post.last().reject(e.error);
        else actor.send(event as never);
      },
      check: (step) => {
        const expected = (step.snapshot as unknown as { context: TipFormContext }).context;
        const actual = actor.getSnapshot().context;
        // Nothing the member entered is lost, whatever happened: the fields are the model's.
        expect([actual.match?.staticId, actual.market, actual.pick, actual.confidence, actual.reasoning]).toEqual([
          expected.match?.staticId,
          expected.market,
          expected.pick,
          expected.confidence,
          expected.reasoning,
        ]);
        expect(actual.errors).toEqual(expected.errors);
        expect(actual.formError?.problem).toBe(expected.formError?.problem);
        expect(actual.created).toEqual(expected.created);
        const snapshot = actor.getSnapshot();
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('submitting'));
        // What is sent is the draft, reasoning trimmed.
        if (snapshot.matches('submitting')) {
          expect(post.last().input).toEqual({ fixtureId: 692, market: actual.market, pick: actual.pick, confidence: actual.confidence, reasoning: actual.reasoning.trim() });
        }
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(tipFormMachine, paths);
    printCoverage('tips/tip-form', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('tip form', () => {
  const start = (input: { match?: MatchWithOdds | null } = {}) => {
    const post = controllablePromiseActor<TipItem, CreateTipBody>();
    const actor = createActor(tipFormMachine.provide({ actors: { postTip: post.logic } }), { input: { now, ...input } }).start();
    return { post, actor };
  };
  const fill = (actor: ReturnType<typeof start>['actor']) => {
    actor.send({ type: 'tip.market', market: '1x2' });
    actor.send({ type: 'tip.pick', pick: 'home' });
    actor.send({ type: 'tip.reasoning', text: '  Rovers have won five at home in a row.  ' });
  };

  it('does not send an incomplete draft: it shows each field’s problem and checks again as they change', () => {
    const { actor, post } = start();
    actor.send({ type: 'tip.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ match: 'required', market: 'required', pick: 'required', reasoning: 'tooShort' });
    actor.send({ type: 'tip.match', match: upcoming });
    actor.send({ type: 'tip.market', market: 'over_under' });
    expect(actor.getSnapshot().context.errors).toEqual({ pick: 'required', reasoning: 'tooShort' });
    actor.send({ type: 'tip.pick', pick: 'over' });
    actor.send({ type: 'tip.reasoning', text: 'short' });
    expect(actor.getSnapshot().context.errors).toEqual({ reasoning: 'tooShort' });
    expect(post.calls).toHaveLength(0);
  });

  it('refuses a match that has kicked off and a draw where the sport has none', () => {
    const { actor } = start();
    fill(actor);
    actor.send({ type: 'tip.match', match: match({ kickoffTime: '2026-11-24T13:00:00.000Z' }) });
    actor.send({ type: 'tip.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ match: 'started' });
    actor.send({ type: 'tip.pick', pick: 'draw' });
    actor.send({ type: 'tip.match', match: match({ staticId: 100073, sport: 'basketball', odds: { ...ODDS, oneXTwo: { home: 2.9, draw: null, away: 1.4 } } }) });
    // The draw is dropped with the new match: the pick is to be made again.
    expect(actor.getSnapshot().context.pick).toBeNull();
    expect(actor.getSnapshot().context.errors).toEqual({ pick: 'required' });
  });

  it('keeps every field after a refusal and maps it onto the field it names', async () => {
    const { actor, post } = start({ match: upcoming });
    fill(actor);
    actor.send({ type: 'tip.confidence', value: 90 });
    actor.send({ type: 'tip.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    post.last().reject(new ApiFailure(400, 'body.pick: home does not belong to market over_under'));
    await settle();
    const c = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('editing');
    expect([c.market, c.pick, c.confidence, c.reasoning]).toEqual(['1x2', 'home', 90, '  Rovers have won five at home in a row.  ']);
    expect(c.errors).toEqual({ pick: 'notInMarket' });
    // A second tip on the match: the message stays on the match while other fields change.
    actor.send({ type: 'tip.pick', pick: 'away' });
    actor.send({ type: 'tip.submit' });
    post.last().reject(new ApiFailure(409, 'Bạn đã đăng tip cho trận 692'));
    await settle();
    expect(actor.getSnapshot().context.errors).toEqual({ match: 'exists' });
    actor.send({ type: 'tip.confidence', value: 75 });
    expect(actor.getSnapshot().context.errors).toEqual({ match: 'exists' });
    actor.send({ type: 'tip.submit' });
    post.last().reject(new ApiFailure(401, 'Authentication required'));
    await settle();
    expect(actor.getSnapshot().context.formError).toEqual({ problem: 'login', error: { status: 401, message: 'Authentication required' } });
  });

  it('the match it was opened for cannot be changed, and a posted tip is final there', async () => {
    const { actor, post } = start({ match: upcoming });
    actor.send({ type: 'tip.match', match: null });
    expect(actor.getSnapshot().context.match?.staticId).toBe(692);
    fill(actor);
    actor.send({ type: 'tip.submit' });
    post.last().resolve(created);
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    actor.send({ type: 'tip.again' });
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('after a post, another tip starts from an empty form', async () => {
    const { actor, post } = start();
    actor.send({ type: 'tip.match', match: upcoming });
    fill(actor);
    actor.send({ type: 'tip.submit' });
    post.last().resolve(created);
    await settle();
    expect(actor.getSnapshot().context.created).toEqual(created);
    actor.send({ type: 'tip.again' });
    const c = actor.getSnapshot().context;
    expect([actor.getSnapshot().value, c.match, c.market, c.pick, c.reasoning, c.created, c.attempted]).toEqual(['editing', null, null, null, '', null, false]);
  });
});
