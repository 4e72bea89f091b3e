import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { Enrolment } from '../../contracts/schemas/content/promotions';
import { call } from '../../api/call';
import { promotionEnrol } from '../../contracts/endpoints/promotions';

export interface EnrolInput {
  slug: string;
  /** The member already enrolled (the detail's `viewer.enrolled`). */
  enrolled: boolean;
  enrolledAt: string | null;
  participants: number;
}

export interface EnrolContext extends EnrolInput {
  error: CallError | null;
}

/**
 * A member's enrolment in (or claim of) one promotion: `open` until they press the button, then
 * `enrolling` while the server is told; its answer makes it `enrolled` for good (with the time and
 * the new count of participants), its refusal goes back to `open` with the server's message. A
 * refusal because it was already taken (409 on a second tab) still shows the message: the page
 * reads the promotion again to show the member's standing.
 */
export const enrolMachine = setup({
  types: {
    context: {} as EnrolContext,
    events: {} as { type: 'promotion.enrol' },
    input: {} as EnrolInput,
  },
  actors: {
    enrol: fromPromise<Enrolment, { slug: string }>(({ input, signal }) => call(promotionEnrol, { body: { slug: input.slug } }, signal)),
  },
  guards: {
    alreadyEnrolled: ({ context }) => context.enrolled,
  },
}).createMachine({
  id: 'enrol',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'alreadyEnrolled', target: 'enrolled' }, { target: 'open' }],
    },
    open: {
      on: { 'promotion.enrol': { target: 'enrolling', actions: assign({ error: null }) } },
    },
    enrolling: {
      tags: ['busy'],
      invoke: {
        id: 'enrol',
        src: 'enrol',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: {
          target: 'enrolled',
          actions: assign(({ event }) => ({ enrolled: true, enrolledAt: event.output.enrolledAt, participants: event.output.participants })),
        },
        onError: { target: 'open', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    enrolled: { type: 'final' },
  },
});
