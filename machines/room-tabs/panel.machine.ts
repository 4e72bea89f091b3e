import { assign, fromPromise, setup } from 'xstate';
import { loadAnalysis, loadMatchDetail, loadShowSessions, loadTips } from './room-tabs.actors';
import { callError, type CallError } from '../../contracts/call-error';

export type PanelEvent =
  /** Load again after a failure. */
  | { type: 'panel.retry' }
  /** Read the data again in the background (the room's score or status changed); what is shown stays. */
  | { type: 'panel.refresh' };

export interface PanelContext {
  /** What the panel's call needs (fixture, teams, room); passed to `load` as is. */
  input: unknown;
  /** The call's answer; each panel reads it with its own type (see the machines below). */
  data: unknown;
  error: CallError | null;
}

/** The panel's call; each panel machine below provides its own. */
const load = fromPromise<unknown, unknown>(() => Promise.reject(new Error('panel: no load actor provided')));
type PanelLoad = typeof load;

/**
 * The data of one tab panel of the live room. The panel starts it when its tab is first opened:
 * loading, then ready (a background refresh keeps the data shown, and a failed refresh keeps it
 * too), or failed with a retry.
 */
export const panelMachine = setup({
  types: {
    context: {} as PanelContext,
    events: {} as PanelEvent,
    input: {} as unknown,
  },
  actors: { load },
  actions: {
    assignError: assign({ error: ({ event }) => callError((event as unknown as { error: unknown }).error) }),
  },
}).createMachine({
  id: 'panel',
  context: ({ input }) => ({ input, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }: { context: PanelContext }) => context.input,
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'panel.refresh': 'refreshing' },
        },
        refreshing: {
          tags: ['busy'],
          invoke: {
            id: 'refresh',
            src: 'load',
            input: ({ context }: { context: PanelContext }) => context.input,
            onDone: { target: 'idle', actions: assign({ data: ({ event }) => event.output }) },
            onError: { target: 'idle' },
          },
        },
      },
    },
    failed: {
      on: { 'panel.retry': 'loading' },
    },
  },
});

const withLoad = (logic: unknown) => panelMachine.provide({ actors: { load: logic as PanelLoad } });

/** Overview and odds of a match room: the match detail (data: MatchDetail; input: MatchInput). */
export const matchDetailMachine = withLoad(loadMatchDetail);
/** Tips on the room's fixture (data: Page<TipItem>; input: { fixtureId }). */
export const tipsMachine = withLoad(loadTips);
/** Analysis: the two teams compared and their head-to-head (data: TeamsCompare; input: { homeId, awayId }). */
export const analysisMachine = withLoad(loadAnalysis);
/** Overview of a show room: its sessions of today and tomorrow (data: ShowDay[]; input: SessionsInput). */
export const showSessionsMachine = withLoad(loadShowSessions);
