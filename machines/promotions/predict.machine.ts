import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { Prediction, PredictionBody } from '../../contracts/schemas/content/promotions';
import { PREDICTED_GOALS_MAX } from '../../contracts/content-values';
import { call } from '../../api/call';
import { predictScore } from '../../contracts/endpoints/promotions';

export interface PredictInput {
  slug: string;
  fixtureId: number;
  /** The member's prediction already stored (the campaign's answer), or null. */
  saved: Prediction | null;
}

export interface PredictContext extends PredictInput {
  /** What the two fields hold, as typed. */
  home: string;
  away: string;
  /** The fields do not hold a score (whole numbers 0 to PREDICTED_GOALS_MAX): nothing is sent. */
  invalid: boolean;
  error: CallError | null;
}

export type PredictEvent = { type: 'prediction.change'; side: 'home' | 'away'; value: string } | { type: 'prediction.submit' };

const goals = (text: string): number | null => (/^\d{1,2}$/.test(text.trim()) && Number(text) <= PREDICTED_GOALS_MAX ? Number(text) : null);

/**
 * A member's predicted score of one match: the two fields, sent when both hold a score (else the
 * fields say so and nothing goes out); `saving` while the server stores it, whose answer becomes
 * the saved prediction (the fields may change it again until kick-off) and whose refusal (kicked
 * off, too many) shows its message with the fields as typed.
 */
export const predictMachine = setup({
  types: { context: {} as PredictContext, events: {} as PredictEvent, input: {} as PredictInput },
  actors: {
    predict: fromPromise<Prediction, PredictionBody>(({ input, signal }) => call(predictScore, { body: input }, signal)),
  },
  guards: {
    isScore: ({ context }) => goals(context.home) !== null && goals(context.away) !== null,
  },
  actions: {
    change: assign(({ event }) => (event.type === 'prediction.change' ? { [event.side]: event.value, invalid: false, error: null } : {})),
  },
}).createMachine({
  id: 'predict',
  context: ({ input }) => ({ ...input, home: input.saved ? String(input.saved.home) : '', away: input.saved ? String(input.saved.away) : '', invalid: false, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'prediction.change': { actions: 'change' },
        'prediction.submit': [{ guard: 'isScore', target: 'saving', actions: assign({ error: null }) }, { actions: assign({ invalid: true }) }],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'predict',
        src: 'predict',
        input: ({ context }) => ({ slug: context.slug, fixtureId: context.fixtureId, home: goals(context.home)!, away: goals(context.away)! }),
        onDone: { target: 'editing', actions: assign({ saved: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
  },
});
