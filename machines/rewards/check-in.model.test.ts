import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import type { CheckedIn, CheckInStatus } from '../../contracts/schemas/users/rewards';
import { controllablePromiseActor, expectCalledWhenDue } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { checkInMachine, monthAllowed, shiftMonth, type CheckInContext, type CheckInInput } from './check-in.machine';

const status = (month: string, checkedInToday: boolean): CheckInStatus => ({
  month,
  today: '2026-11-24',
  timeZone: 'Asia/Ho_Chi_Minh',
  resetAt: '2026-11-24T17:00:00.000Z',
  firstMonth: '2026-10',
  signedIn: true,
  checkedInToday,
  streak: checkedInToday ? 3 : 2,
  nextReward: checkedInToday ? 25 : 40,
  nextBonus: checkedInToday ? 0 : 20,
  nextMilestone: checkedInToday ? { days: 7, bonus: 50 } : { days: 3, bonus: 20 },
  milestones: [],
  totalThisMonth: 0,
  monthExp: 0,
  days: [],
});
const NOVEMBER = status('2026-11', false);
const OCTOBER = status('2026-10', false);
const CHECKED = status('2026-11', true);
const RESULT: CheckedIn = { day: '2026-11-24', streak: 3, expReward: 40, bonus: 20, exp: 140, level: 2 };
const ALREADY = new ApiFailure(409, 'You have already checked in today. Come back tomorrow to keep your streak going!');

const input: CheckInInput = { timezone: 'Asia/Ho_Chi_Minh', member: true };

const events = [
  { type: 'checkIn.submit' },
  { type: 'checkIn.retry' },
  { type: 'checkIn.month', month: '2026-10' },
  // Before the member's first month, and after the current one: refused.
  { type: 'checkIn.month', month: '2026-09' },
  { type: 'checkIn.month', month: '2026-12' },
  { type: 'xstate.done.actor.load', output: NOVEMBER },
  { type: 'xstate.error.actor.load', error: new ApiFailure(0, 'offline') },
  { type: 'xstate.done.actor.switch', output: OCTOBER },
  { type: 'xstate.error.actor.switch', error: new ApiFailure(500, 'boom') },
  { type: 'xstate.done.actor.checkIn', output: RESULT },
  { type: 'xstate.error.actor.checkIn', error: ALREADY },
  { type: 'xstate.done.actor.reload', output: CHECKED },
  { type: 'xstate.error.actor.reload', error: new ApiFailure(0, 'offline') },
  { type: 'xstate.after.resetDue.checkIn.ready.idle' },
] as never;

/** The member's midnight, as far ahead as the test says. */
const RESET_MS = 60_000;

const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as { value: unknown; context: CheckInContext };
  return JSON.stringify([value, context.month, context.status?.month ?? null, context.status?.checkedInToday ?? null, context.result !== null, context.refusal?.status ?? null, context.error?.status ?? null]);
};

const paths = transitionPaths(checkInMachine, { input, events, serializeState });

describe('check-in machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const load = controllablePromiseActor<CheckInStatus, { timezone: string; month: string | null }>();
    const checkIn = controllablePromiseActor<CheckedIn, { timezone: string }>();
    const clock = new SimulatedClock();
    const actor = createActor(checkInMachine.provide({ actors: { load: load.logic, checkIn: checkIn.logic }, delays: { resetDue: RESET_MS } }), { input, clock }).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        const e = event as EventObject & { output?: unknown; error?: unknown };
        if (e.type.startsWith('xstate.after.')) {
          // The member's midnight: nothing a moment before, today's month read again then.
          expectCalledWhenDue(clock, load, RESET_MS);
          expect(load.last().input).toEqual({ timezone: input.timezone, month: null });
          return;
        }
        const fake = e.type.endsWith('.checkIn') ? checkIn : load;
        if (e.type.startsWith('xstate.done.actor.')) fake.last().resolve(e.output as never);
        else if (e.type.startsWith('xstate.error.actor.')) fake.last().reject(e.error);
        else actor.send(event as never);
      },
      check: ({ event, snapshot: expected }) => {
        const snapshot = actor.getSnapshot();
        const { context } = snapshot;
        expect({ month: context.month, result: context.result, refusal: context.refusal }).toEqual({
          month: (expected as unknown as { context: CheckInContext }).context.month,
          result: (expected as unknown as { context: CheckInContext }).context.result,
          refusal: (expected as unknown as { context: CheckInContext }).context.refusal,
        });
        // Every read is in the member's zone, of the month asked for (today's after a check-in).
        expect(load.last().input).toEqual({ timezone: input.timezone, month: snapshot.matches({ ready: 'reloading' }) ? null : context.month });
        if (snapshot.matches({ ready: 'submitting' })) expect(checkIn.last().input).toEqual({ timezone: input.timezone });
        // The refusal carries the server's message to show.
        if (event.type === 'xstate.error.actor.checkIn') expect(context.refusal).toEqual({ status: 409, message: ALREADY.message });
        if (event.type === 'xstate.done.actor.checkIn') expect(context.result).toEqual(RESULT);
        // Months outside the member's range are never asked for.
        if (context.month) expect(['2026-10', '2026-11']).toContain(context.month);
        if (snapshot.matches('failed')) expect(context.error?.status).toBe(0);
        if (snapshot.matches('ready')) expect(context.status).not.toBeNull();
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(checkInMachine, paths);
    printCoverage('check-in', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('check-in machine', () => {
  it('a guest cannot check in', async () => {
    const load = controllablePromiseActor<CheckInStatus, { timezone: string; month: string | null }>();
    const checkIn = controllablePromiseActor<CheckedIn, { timezone: string }>();
    const actor = createActor(checkInMachine.provide({ actors: { load: load.logic, checkIn: checkIn.logic } }), { input: { ...input, member: false } }).start();
    load.last().resolve({ ...NOVEMBER, signedIn: false });
    await Promise.resolve();
    actor.send({ type: 'checkIn.submit' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(checkIn.calls).toHaveLength(0);
  });

  it('moves months across years and keeps them within the member’s range', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    const range = { firstMonth: '2025-11', today: '2026-01-05' };
    expect(['2025-10', '2025-11', '2026-01', '2026-02'].map((m) => monthAllowed(range, m))).toEqual([false, true, true, false]);
  });
});
