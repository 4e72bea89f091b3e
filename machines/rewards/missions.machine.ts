import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { DailyMissions, LevelInfo, MissionClaimed } from '../../contracts/schemas/users/rewards';
import { loadMissions, sendClaim, untilReset, type MissionsInput, type MissionsPage } from './rewards.actors';

export type MissionsEvent =
  /** Load again after a failure. */
  | { type: 'missions.retry' }
  /** Claim the EXP of a completed mission. */
  | { type: 'missions.claim'; missionId: number };

/** What the last claim came to, shown beside its mission until the next one. */
export interface ClaimOutcome {
  missionId: number;
  ok: boolean;
  /** The EXP paid (ok). */
  expReward: number;
  /** Why not: the server's reason (already claimed, not complete…) or a failed call (status 0). */
  error: CallError | null;
}

export interface MissionsContext extends MissionsInput {
  missions: DailyMissions | null;
  level: LevelInfo | null;
  error: CallError | null;
  /** The mission being claimed now. */
  claimingId: number | null;
  outcome: ClaimOutcome | null;
}

/**
 * The daily missions page (/nhiem-vu-hang-ngay): loads today's missions (and a member's level),
 * claims a completed mission's EXP, then reads both again; at the member's midnight (`resetAt`)
 * the new day's missions are read. A guest gets the missions alone and no claim.
 */
export const missionsMachine = setup({
  types: {
    context: {} as MissionsContext,
    events: {} as MissionsEvent,
    input: {} as MissionsInput,
  },
  actors: {
    load: fromPromise<MissionsPage, MissionsInput>(({ input, signal }) => loadMissions(input, signal)),
    claim: fromPromise<MissionClaimed, { missionId: number; timezone: string }>(({ input, signal }) => sendClaim(input, signal)),
  },
  guards: {
    nothingToShow: (_, page: MissionsPage) => page.missions.missions.length === 0,
    claimable: ({ context, event }) => {
      if (event.type !== 'missions.claim' || !context.member) return false;
      const mission = context.missions?.missions.find((m) => m.missionId === event.missionId);
      return mission !== undefined && mission.completed && !mission.claimed;
    },
  },
  delays: {
    /** Until the member's next midnight, when the day's missions start again. */
    resetDue: ({ context }) => untilReset(context.missions?.resetAt),
  },
  actions: {
    assignPage: assign((_, page: MissionsPage) => ({ missions: page.missions, level: page.level, error: null })),
  },
}).createMachine({
  id: 'missions',
  context: ({ input }) => ({ ...input, missions: null, level: null, error: null, claimingId: null, outcome: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ timezone: context.timezone, member: context.member }),
        onDone: [
          { guard: { type: 'nothingToShow', params: ({ event }) => event.output }, target: 'empty', actions: { type: 'assignPage', params: ({ event }) => event.output } },
          { target: 'ready', actions: { type: 'assignPage', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          after: { resetDue: 'refreshing' },
          on: {
            'missions.claim': {
              guard: 'claimable',
              target: 'claiming',
              actions: assign({ claimingId: ({ event }) => event.missionId, outcome: null }),
            },
          },
        },
        claiming: {
          tags: ['busy'],
          invoke: {
            id: 'claim',
            src: 'claim',
            input: ({ context }) => ({ missionId: context.claimingId!, timezone: context.timezone }),
            onDone: {
              target: 'refreshing',
              actions: assign({
                outcome: ({ event }) => ({ missionId: event.output.missionId, ok: true, expReward: event.output.expReward, error: null }),
                claimingId: null,
              }),
            },
            // Already claimed (another tab), not complete, or a failed call: the reason is shown, and the list read again.
            onError: {
              target: 'refreshing',
              actions: assign({
                outcome: ({ context, event }) => ({ missionId: context.claimingId!, ok: false, expReward: 0, error: callError(event.error) }),
                claimingId: null,
              }),
            },
          },
        },
        /** Reading the list again in the background; what is shown stays (also when it fails). */
        refreshing: {
          invoke: {
            id: 'refresh',
            src: 'load',
            input: ({ context }) => ({ timezone: context.timezone, member: context.member }),
            onDone: { target: 'idle', actions: { type: 'assignPage', params: ({ event }) => event.output } },
            onError: { target: 'idle' },
          },
        },
      },
    },
    empty: {
      on: { 'missions.retry': 'loading' },
    },
    failed: {
      on: { 'missions.retry': 'loading' },
    },
  },
});
