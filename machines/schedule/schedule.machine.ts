import { and, assign, setup } from 'xstate';
import type { LiveMode, ScheduleRow } from '../../contracts/schemas/live';
import { loadModes, loadSchedule } from './schedule.actors';
import { callError, type CallError } from '../../contracts/call-error';

/** What the page shows: a calendar day (in `timezone`) and a live mode by its slug (null: every mode). */
export interface ScheduleSelection {
  date: string;
  modeSlug: string | null;
}

export type ScheduleEvent = ({ type: 'schedule.select' } & ScheduleSelection) | { type: 'schedule.retry' };

export interface ScheduleInput extends ScheduleSelection {
  /** IANA zone of the visitor (the Timezone cookie). */
  timezone: string;
}

interface ScheduleContext extends ScheduleInput {
  modes: LiveMode[] | null;
  rows: ScheduleRow[] | null;
  /** The day the rows belong to. */
  rowsDate: string | null;
  error: CallError | null;
}

/** The mode id of a slug; an unknown slug asks for every mode (the view keeps only the slug's rows). */
export function modeIdOf(modes: readonly LiveMode[] | null, slug: string | null): number | undefined {
  return slug === null ? undefined : modes?.find((m) => m.slug === slug)?.liveModeId;
}

/**
 * The live schedule's data: the live modes once, then one day of rows for the chosen mode. A new
 * day or mode reloads (a load in flight is dropped); a failure can be retried.
 */
export const scheduleMachine = setup({
  types: {
    context: {} as ScheduleContext,
    events: {} as ScheduleEvent,
    input: {} as ScheduleInput,
  },
  actors: { loadModes, loadSchedule },
  guards: {
    hasModes: ({ context }) => context.modes !== null,
    isNewSelection: ({ context, event }) =>
      event.type === 'schedule.select' && (event.date !== context.date || event.modeSlug !== context.modeSlug),
  },
  actions: {
    select: assign(({ event }) => (event.type === 'schedule.select' ? { date: event.date, modeSlug: event.modeSlug } : {})),
  },
}).createMachine({
  id: 'schedule',
  context: ({ input }) => ({ ...input, modes: null, rows: null, rowsDate: null, error: null }),
  initial: 'loadingModes',
  on: {
    'schedule.select': [
      { guard: and(['isNewSelection', 'hasModes']), target: '.loading', reenter: true, actions: 'select' },
      { guard: 'isNewSelection', target: '.loadingModes', reenter: true, actions: 'select' },
    ],
  },
  states: {
    loadingModes: {
      tags: ['busy'],
      invoke: {
        id: 'modes',
        src: 'loadModes',
        onDone: { target: 'loading', actions: assign({ modes: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'schedule',
        src: 'loadSchedule',
        input: ({ context }) => ({ date: context.date, timezone: context.timezone, liveModeId: modeIdOf(context.modes, context.modeSlug) }),
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output, rowsDate: ({ context }) => context.date, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    ready: {},
    failed: {
      on: { 'schedule.retry': [{ guard: 'hasModes', target: 'loading' }, { target: 'loadingModes' }] },
    },
  },
});
