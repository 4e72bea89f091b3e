import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { scheduleMachine, type ScheduleInput } from './schedule.machine';
import type { ScheduleQuery } from './schedule.actors';
import type { LiveMode, ScheduleRow } from '../../contracts/schemas/live';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, settle, transitionPaths } from '../test-utils/model-paths';

const MODES: LiveMode[] = [
  { liveModeId: 1, name: 'Bóng đá', slug: 'the-thao/bong-da', livemode: 'football', icon: 'football', sort: 1 },
  { liveModeId: 4, name: 'Esport', slug: 'esport', livemode: 'esport', icon: 'esport', sort: 4 },
];
const row = (id: number, date: string) => ({ id, roomId: id, startTime: `${date}T10:00:00.000Z` }) as ScheduleRow;
const input: ScheduleInput = { date: '2026-11-21', modeSlug: null, timezone: 'Asia/Ho_Chi_Minh' };

const events = [
  { type: 'schedule.select', date: '2026-11-22', modeSlug: 'the-thao/bong-da' },
  { type: 'schedule.retry' },
  { type: 'xstate.done.actor.modes', output: MODES },
  { type: 'xstate.error.actor.modes' },
  { type: 'xstate.done.actor.schedule', output: [] },
  { type: 'xstate.error.actor.schedule' },
] as never;
const paths = transitionPaths(scheduleMachine, { input, events });

describe('schedule data (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const modes = controllablePromiseActor<LiveMode[], void>();
    const schedule = controllablePromiseActor<ScheduleRow[], ScheduleQuery>();
    const actor = createActor(scheduleMachine.provide({ actors: { loadModes: modes.logic, loadSchedule: schedule.logic } }), { input }).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        if (event.type === 'xstate.done.actor.modes') modes.last().resolve(MODES);
        else if (event.type === 'xstate.error.actor.modes') modes.last().reject(new ApiFailure(500, 'Lỗi máy chủ'));
        else if (event.type === 'xstate.done.actor.schedule') schedule.last().resolve([row(1, schedule.last().input.date)]);
        else if (event.type === 'xstate.error.actor.schedule') schedule.last().reject(new Error('offline'));
        else actor.send(event as never);
      },
      check: ({ value }) => {
        const { context } = actor.getSnapshot();
        // Loading shows as busy; the rows shown are those of the day asked for.
        expect(actor.getSnapshot().hasTag('busy')).toBe(value === 'loading' || value === 'loadingModes');
        if (value === 'loading') {
          expect(schedule.last().input).toEqual({
            date: context.date,
            timezone: 'Asia/Ho_Chi_Minh',
            liveModeId: context.modeSlug === null ? undefined : 1,
          });
        }
        if (value === 'ready') {
          expect(context.rowsDate).toBe(context.date);
          expect(context.rows?.[0]?.startTime.startsWith(context.date)).toBe(true);
        }
        if (value === 'failed') expect(context.error?.status).toBe(modes.calls.length > 0 && !context.modes ? 500 : 0);
      },
    });
  });

  it('drops a load in flight when another day is chosen', async () => {
    const modes = controllablePromiseActor<LiveMode[], void>();
    const schedule = controllablePromiseActor<ScheduleRow[], ScheduleQuery>();
    const actor = createActor(scheduleMachine.provide({ actors: { loadModes: modes.logic, loadSchedule: schedule.logic } }), { input }).start();
    modes.last().resolve(MODES);
    await settle();
    actor.send({ type: 'schedule.select', date: '2026-11-23', modeSlug: null });
    actor.send({ type: 'schedule.select', date: '2026-11-23', modeSlug: null });
    expect(schedule.calls.map((c) => c.input.date)).toEqual(['2026-11-21', '2026-11-23']);
    schedule.calls[0]!.resolve([row(1, '2026-11-21')]);
    await settle();
    expect(actor.getSnapshot().value).toBe('loading');
    schedule.calls[1]!.resolve([row(2, '2026-11-23')]);
    await settle();
    expect(actor.getSnapshot().context.rows?.map((r) => r.id)).toEqual([2]);
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(scheduleMachine, paths);
    printCoverage('schedule', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
