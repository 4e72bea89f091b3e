import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { ApplicationReviewBody, ReviewedApplication } from '../../contracts/schemas/users/commentators';
import { REVIEW_NOTE_MAX, textLength } from '../../contracts/commentator-rules';

export type ReviewDecision = ApplicationReviewBody['decision'];

export type ApplicationReviewEvent =
  | { type: 'review.note'; text: string }
  | { type: 'review.decide'; decision: ReviewDecision };

/** What is wrong with the note for a decision: a rejection needs one, and no note may pass 500 characters. */
export type NoteProblem = 'required' | 'tooLong';

export function noteProblem(note: string, decision: ReviewDecision): NoteProblem | null {
  if (textLength(note) > REVIEW_NOTE_MAX) return 'tooLong';
  if (decision === 'reject' && note.trim() === '') return 'required';
  return null;
}

export interface ApplicationReviewContext {
  application: ReviewedApplication;
  note: string;
  /** The decision being sent or last tried. */
  decision: ReviewDecision | null;
  problem: NoteProblem | null;
  error: CallError | null;
}

/**
 * An admin's review of one application (/quan-tri/ung-tuyen): an open application takes a note and
 * a decision, which is sent once the note suits it (a rejection needs one); the answer replaces the
 * application shown (approved: the applicant is a host now). A refusal (already reviewed, offline)
 * keeps the note and shows the server's words; an application already reviewed shows its outcome.
 */
export const applicationReviewMachine = setup({
  types: {
    context: {} as ApplicationReviewContext,
    events: {} as ApplicationReviewEvent,
    input: {} as { application: ReviewedApplication },
  },
  actors: {
    review: fromPromise<ReviewedApplication, ApplicationReviewBody>(() => Promise.reject(new Error('application review: no review actor provided'))),
  },
  guards: {
    isOpen: ({ context }) => context.application.status === 'pending',
    noteSuits: ({ context, event }) => event.type === 'review.decide' && noteProblem(context.note, event.decision) === null,
  },
  actions: {
    setNote: assign(({ context, event }) => {
      if (event.type !== 'review.note') return {};
      // A problem shown stays only while it still holds.
      return { note: event.text, problem: context.problem && context.decision ? noteProblem(event.text, context.decision) : null, error: null };
    }),
    start: assign(({ event }) => (event.type === 'review.decide' ? { decision: event.decision, problem: null, error: null } : {})),
    showProblem: assign(({ context, event }) => (event.type === 'review.decide' ? { decision: event.decision, problem: noteProblem(context.note, event.decision), error: null } : {})),
    /** The view tells the admin (a toast). */
    announceReviewed: () => {},
  },
}).createMachine({
  id: 'applicationReview',
  context: ({ input }) => ({ application: input.application, note: '', decision: null, problem: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isOpen', target: 'open' }, { target: 'reviewed' }],
    },
    open: {
      on: {
        'review.note': { actions: 'setNote' },
        'review.decide': [{ guard: 'noteSuits', target: 'sending', actions: 'start' }, { actions: 'showProblem' }],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'review',
        src: 'review',
        input: ({ context }) => ({ id: context.application.id, decision: context.decision!, ...(context.note.trim() ? { note: context.note.trim() } : {}) }),
        onDone: { target: 'reviewed', actions: [assign({ application: ({ event }) => event.output, error: null }), 'announceReviewed'] },
        onError: { target: 'open', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    reviewed: { type: 'final' },
  },
});
