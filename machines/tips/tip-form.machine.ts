import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { MatchWithOdds } from '../../contracts/schemas/sports/matches';
import type { CreateTipBody, TipItem, TipMarket, TipPick } from '../../contracts/schemas/sports/tips';
import {
  CONFIDENCE_DEFAULT,
  pickFitsMarket,
  refusalOf,
  validateDraft,
  type FieldErrors,
  type FormProblem,
  type TipDraft,
  type TipField,
} from './tip-rules';

export type TipFormEvent =
  /** Choose the match (ignored when the form was opened for one match). */
  | { type: 'tip.match'; match: MatchWithOdds | null }
  | { type: 'tip.market'; market: TipMarket }
  | { type: 'tip.pick'; pick: TipPick }
  | { type: 'tip.confidence'; value: number }
  | { type: 'tip.reasoning'; text: string }
  | { type: 'tip.submit' }
  /** After a tip is posted: a fresh form for another match. */
  | { type: 'tip.again' };

export interface TipFormInput {
  /** The match the form is opened for (the match's tips page): it cannot be changed. */
  match?: MatchWithOdds | null;
  /** The clock the rules compare kick-off with (tests give a fixed one). */
  now?: () => number;
}

export interface TipFormContext {
  fixed: boolean;
  match: MatchWithOdds | null;
  market: TipMarket | null;
  pick: TipPick | null;
  confidence: number;
  reasoning: string;
  /** Problems shown under the fields: the form's own check (after a first submit) and the server's. */
  errors: FieldErrors;
  /** A failure of no field (offline, signed out, a server error), with the server's words. */
  formError: { problem: FormProblem; error: CallError } | null;
  /** A submit was tried: from then on the fields are checked as they change. */
  attempted: boolean;
  /** The tip the server recorded. */
  created: TipItem | null;
  now: () => number;
}

const draftOf = (c: TipFormContext): TipDraft => ({ match: c.match, market: c.market, pick: c.pick, confidence: c.confidence, reasoning: c.reasoning });

/** After an edit of `field`: its own problem goes, and once a submit was tried, the form's check runs again. */
function errorsAfterEdit(context: TipFormContext, field: TipField, next: TipFormContext): FieldErrors {
  const kept: FieldErrors = { ...context.errors };
  delete kept[field];
  if (field === 'market') delete kept.pick;
  if (!next.attempted) return kept;
  // The server's verdicts on fields not edited stay (a second tip on the same match is still refused).
  return { ...kept, ...validateDraft(draftOf(next), next.now()) };
}

function edit(context: TipFormContext, field: TipField, change: Partial<TipFormContext>): Partial<TipFormContext> {
  const next = { ...context, ...change };
  return { ...change, errors: errorsAfterEdit(context, field, next), formError: null };
}

/**
 * A member's tip on an upcoming match (POST …/create): editing → submitting → done. The draft is
 * checked before it is sent (match still to kick off, a pick of the market, a draw only where the
 * sport has one, confidence 50–100, reasoning of 10+ characters); a refusal maps onto the field it
 * names (400), the match (409 already tipped or kicked off, 404 gone) or the form (offline, signed
 * out); whatever failed, every field keeps what the member wrote. Line and price are not fields:
 * the server takes the current odds at that instant (the view shows them from the chosen match).
 */
export const tipFormMachine = setup({
  types: {
    context: {} as TipFormContext,
    events: {} as TipFormEvent,
    input: {} as TipFormInput,
  },
  actors: {
    postTip: fromPromise<TipItem, CreateTipBody>(() => Promise.reject(new Error('tip form: no postTip actor provided'))),
  },
  guards: {
    canChooseMatch: ({ context }) => !context.fixed,
    isValid: ({ context }) => Object.keys(validateDraft(draftOf(context), context.now())).length === 0,
    canStartAgain: ({ context }) => !context.fixed,
  },
  actions: {
    chooseMatch: assign(({ context, event }) => {
      if (event.type !== 'tip.match') return {};
      const match = event.match;
      // A draw picked for a match without one is dropped; everything else stays.
      const keepPick = context.pick !== 'draw' || !match?.odds || match.odds.oneXTwo.draw !== null;
      return edit(context, 'match', { match, pick: keepPick ? context.pick : null });
    }),
    chooseMarket: assign(({ context, event }) => {
      if (event.type !== 'tip.market') return {};
      const pick = context.pick && pickFitsMarket(event.market, context.pick) ? context.pick : null;
      return edit(context, 'market', { market: event.market, pick });
    }),
    choosePick: assign(({ context, event }) => (event.type === 'tip.pick' ? edit(context, 'pick', { pick: event.pick }) : {})),
    setConfidence: assign(({ context, event }) => (event.type === 'tip.confidence' ? edit(context, 'confidence', { confidence: event.value }) : {})),
    setReasoning: assign(({ context, event }) => (event.type === 'tip.reasoning' ? edit(context, 'reasoning', { reasoning: event.text }) : {})),
    showProblems: assign(({ context }) => ({ attempted: true, errors: { ...validateDraft(draftOf(context), context.now()) }, formError: null })),
    startSubmit: assign({ attempted: true, errors: {}, formError: null }),
    applyRefusal: assign(({ context, event }) => {
      const error = callError((event as unknown as { error: unknown }).error);
      const refusal = refusalOf(error, draftOf(context), context.now());
      if ('form' in refusal) return { formError: { problem: refusal.form, error } };
      return { errors: { ...context.errors, [refusal.field]: refusal.problem } };
    }),
    keepCreated: assign({ created: ({ event }) => (event as unknown as { output: TipItem }).output }),
    startAgain: assign({ match: null, market: null, pick: null, confidence: CONFIDENCE_DEFAULT, reasoning: '', errors: {}, formError: null, attempted: false, created: null }),
  },
}).createMachine({
  id: 'tipForm',
  context: ({ input }) => ({
    fixed: Boolean(input.match),
    match: input.match ?? null,
    market: null,
    pick: null,
    confidence: CONFIDENCE_DEFAULT,
    reasoning: '',
    errors: {},
    formError: null,
    attempted: false,
    created: null,
    now: input.now ?? (() => Date.now()),
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'tip.match': { guard: 'canChooseMatch', actions: 'chooseMatch' },
        'tip.market': { actions: 'chooseMarket' },
        'tip.pick': { actions: 'choosePick' },
        'tip.confidence': { actions: 'setConfidence' },
        'tip.reasoning': { actions: 'setReasoning' },
        'tip.submit': [{ guard: 'isValid', target: 'submitting', actions: 'startSubmit' }, { actions: 'showProblems' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'post',
        src: 'postTip',
        input: ({ context }) => ({
          fixtureId: context.match!.staticId,
          market: context.market!,
          pick: context.pick!,
          confidence: context.confidence,
          reasoning: context.reasoning.trim(),
        }),
        onDone: { target: 'done', actions: 'keepCreated' },
        onError: { target: 'editing', actions: 'applyRefusal' },
      },
    },
    done: {
      on: { 'tip.again': { guard: 'canStartAgain', target: 'editing', actions: 'startAgain' } },
    },
  },
});
