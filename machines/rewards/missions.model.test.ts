import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import type { DailyMissions, Mission, MissionClaimed } from '../../contracts/schemas/users/rewards';
import { controllablePromiseActor, expectCalledWhenDue } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { missionsMachine, type MissionsContext } from './missions.machine';
import type { MissionsInput, MissionsPage } from './rewards.actors';

const mission = (missionId: number, progress: number, claimed = false): Mission => ({
  missionId,
  code: missionId === 1 ? 'check-in' : 'chat',
  name: `m${missionId}`,
  description: '',
  path: '/',
  target: missionId === 1 ? 1 : 5,
  progress,
  completed: progress >= (missionId === 1 ? 1 : 5),
  claimed,
  expReward: missionId === 1 ? 10 : 15,
});
const day = (missions: Mission[]): DailyMissions => ({
  day: '2026-11-24',
  timeZone: 'Asia/Ho_Chi_Minh',
  resetAt: '2026-11-24T17:00:00.000Z',
  signedIn: true,
  missions,
  totalExp: 25,
  claimedExp: missions.filter((m) => m.claimed).reduce((s, m) => s + m.expReward, 0),
});
/** Mission 1 done and not claimed, mission 2 under way. */
const TODAY: MissionsPage = { missions: day([mission(1, 1), mission(2, 3)]), level: null };
const CLAIMED: MissionsPage = { missions: day([mission(1, 1, true), mission(2, 3)]), level: null };
const NONE: MissionsPage = { missions: day([]), level: null };
const PAID: MissionClaimed = { missionId: 1, day: '2026-11-24', expReward: 10, exp: 110, level: 2 };

const input: MissionsInput = { timezone: 'Asia/Ho_Chi_Minh', member: true };
/** Time to the member's midnight in the model (the real delay is read from resetAt: missions.test.ts). */
const RESET_MS = 60_000;

const events = [
  { type: 'missions.retry' },
  // Completed and unclaimed: claimed. Not complete: refused before any call. Unknown: refused.
  { type: 'missions.claim', missionId: 1 },
  { type: 'missions.claim', missionId: 2 },
  { type: 'xstate.done.actor.load', output: TODAY },
  { type: 'xstate.done.actor.load', output: NONE },
  { type: 'xstate.error.actor.load', error: new ApiFailure(0, 'offline') },
  { type: 'xstate.done.actor.claim', output: PAID },
  { type: 'xstate.error.actor.claim', error: new ApiFailure(409, 'You already claimed the reward of "m1" today') },
  { type: 'xstate.done.actor.refresh', output: CLAIMED },
  { type: 'xstate.error.actor.refresh', error: new ApiFailure(500, 'boom') },
  { type: 'xstate.after.resetDue.missions.ready.idle' },
] as never;

const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as { value: unknown; context: MissionsContext };
  const claimed = context.missions?.missions.filter((m) => m.claimed).map((m) => m.missionId) ?? null;
  return JSON.stringify([value, claimed, context.claimingId, context.outcome?.ok ?? null, context.error?.status ?? null]);
};

const paths = transitionPaths(missionsMachine, { input, events, serializeState });

describe('missions machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const load = controllablePromiseActor<MissionsPage, MissionsInput>();
    const claim = controllablePromiseActor<MissionClaimed, { missionId: number; timezone: string }>();
    const clock = new SimulatedClock();
    const actor = createActor(missionsMachine.provide({ actors: { load: load.logic, claim: claim.logic }, delays: { resetDue: RESET_MS } }), { input, clock }).start();
    let claims = 0;
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        const e = event as EventObject & { output?: unknown; error?: unknown };
        if (e.type.startsWith('xstate.after.')) {
          // The member's midnight: nothing a moment before, the new day's list then.
          expectCalledWhenDue(clock, load, RESET_MS);
          return;
        }
        const fake = e.type.endsWith('.claim') ? claim : load;
        if (e.type.startsWith('xstate.done.actor.')) fake.last().resolve(e.output as never);
        else if (e.type.startsWith('xstate.error.actor.')) fake.last().reject(e.error);
        else actor.send(event as never);
      },
      check: ({ event, snapshot: expected }) => {
        const snapshot = actor.getSnapshot();
        const { context } = snapshot;
        expect(context.claimingId).toBe((expected as unknown as { context: MissionsContext }).context.claimingId);
        // Every load asks in the member's zone.
        expect(load.last().input).toEqual(input);
        if (snapshot.matches({ ready: 'claiming' })) {
          claims++;
          expect(claim.calls).toHaveLength(claims);
          // Only a completed, unclaimed mission is claimed.
          expect(claim.last().input).toEqual({ missionId: 1, timezone: input.timezone });
        }
        if (event.type === 'missions.claim' && (event as unknown as { missionId: number }).missionId === 2) expect(snapshot.matches({ ready: 'claiming' })).toBe(false);
        if (event.type === 'xstate.done.actor.claim') expect(context.outcome).toEqual({ missionId: 1, ok: true, expReward: 10, error: null });
        if (event.type === 'xstate.error.actor.claim') {
          expect(context.outcome).toMatchObject({ missionId: 1, ok: false, error: { status: 409 } });
          expect(context.outcome?.error?.message).toContain('already claimed');
        }
        // A failed refresh keeps what is shown.
        if (event.type === 'xstate.error.actor.refresh') expect(context.missions).not.toBeNull();
        if (snapshot.matches('failed')) expect(context.error).toEqual({ status: 0, message: 'offline' });
        if (snapshot.matches('ready')) expect(context.missions?.missions.length).toBeGreaterThan(0);
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(missionsMachine, paths);
    printCoverage('missions', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('missions machine', () => {
  it('a guest never claims', async () => {
    const load = controllablePromiseActor<MissionsPage, MissionsInput>();
    const claim = controllablePromiseActor<MissionClaimed, { missionId: number; timezone: string }>();
    const guest = createActor(missionsMachine.provide({ actors: { load: load.logic, claim: claim.logic } }), { input: { ...input, member: false } }).start();
    load.last().resolve(TODAY);
    await Promise.resolve();
    guest.send({ type: 'missions.claim', missionId: 1 });
    expect(guest.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(claim.calls).toHaveLength(0);
    guest.stop();
  });
});

describe('missions machine: the day’s reset', () => {
  it('waits until resetAt, in the member’s zone as the server gave it', async () => {
    const load = controllablePromiseActor<MissionsPage, MissionsInput>();
    const clock = new SimulatedClock();
    const now = Date.parse('2026-11-24T16:59:00.000Z');
    const spy = vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      const actor = createActor(missionsMachine.provide({ actors: { load: load.logic } }), { input, clock }).start();
      load.last().resolve(TODAY);
      await Promise.resolve();
      await Promise.resolve();
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
      clock.increment(59_999);
      expect(load.calls).toHaveLength(1);
      clock.increment(1);
      expect(load.calls).toHaveLength(2);
      expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
      actor.stop();
    } finally {
      spy.mockRestore();
    }
  });
});
