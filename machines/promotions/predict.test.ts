import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import type { Prediction, PredictionBody } from '../../contracts/schemas/content/promotions';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, settle, transitionPaths } from '../test-utils/model-paths';
import { predictMachine, type PredictContext, type PredictInput } from './predict.machine';

const NEW: PredictInput = { slug: 'du-doan-ty-so-v-league', fixtureId: 101, saved: null };
const SAVED: Prediction = { fixtureId: 101, home: 2, away: 1, updatedAt: '2026-11-28T13:30:00.000Z' };

function withFake() {
  const predict = controllablePromiseActor<Prediction, PredictionBody>();
  return { predict, machine: predictMachine.provide({ actors: { predict: predict.logic } }) };
}

describe('predict machine', () => {
  it('fills the fields with the saved prediction, and sends a changed score', async () => {
    const { machine, predict } = withFake();
    const actor = createActor(machine, { input: { ...NEW, saved: SAVED } }).start();
    expect(actor.getSnapshot().context).toMatchObject({ home: '2', away: '1' });
    actor.send({ type: 'prediction.change', side: 'away', value: '3' });
    actor.send({ type: 'prediction.submit' });
    expect(predict.calls.map((c) => c.input)).toEqual([{ slug: NEW.slug, fixtureId: 101, home: 2, away: 3 }]);
    predict.last().resolve({ ...SAVED, away: 3 });
    await settle();
    expect(actor.getSnapshot().context.saved).toMatchObject({ home: 2, away: 3 });
  });

  it('sends nothing for fields that do not hold a score, and says so until they change', () => {
    for (const [home, away] of [['', '1'], ['-1', '0'], ['1.5', '0'], ['21', '0'], ['a', '0']]) {
      const { machine, predict } = withFake();
      const actor = createActor(machine, { input: NEW }).start();
      actor.send({ type: 'prediction.change', side: 'home', value: home! });
      actor.send({ type: 'prediction.change', side: 'away', value: away! });
      actor.send({ type: 'prediction.submit' });
      expect(predict.calls).toHaveLength(0);
      expect(actor.getSnapshot().context.invalid).toBe(true);
      actor.send({ type: 'prediction.change', side: 'home', value: '1' });
      expect(actor.getSnapshot().context.invalid).toBe(false);
    }
  });
});

const events = [
  { type: 'prediction.change', side: 'home', value: '2' },
  { type: 'prediction.change', side: 'away', value: '0' },
  { type: 'prediction.change', side: 'away', value: '' },
  { type: 'prediction.submit' },
  { type: 'xstate.done.actor.predict', output: SAVED },
  { type: 'xstate.error.actor.predict', error: new ApiFailure(409, 'Trận đấu đã bắt đầu, không thể dự đoán hay sửa nữa') },
] as never;

/** What the member sees: the state, whether the fields hold a score, a message, a saved prediction. */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as { value: unknown; context: PredictContext };
  return JSON.stringify([value, /^\d+$/.test(context.home) && /^\d+$/.test(context.away), context.invalid, context.error !== null, context.saved !== null]);
};

describe('predict machine (model-based)', () => {
  const inputs = [NEW, { ...NEW, saved: SAVED }];
  const paths = transitionPaths(withFake().machine, { events, serializeState, inputs });
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const fake = withFake();
    const actor = createActor(fake.machine, { input: path.input as PredictInput }).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        const e = event as EventObject & { output?: Prediction; error?: unknown };
        if (e.type === 'xstate.done.actor.predict') return fake.predict.last().resolve(e.output!);
        if (e.type === 'xstate.error.actor.predict') return fake.predict.last().reject(e.error);
        actor.send(event as never);
      },
      check: ({ event }) => {
        const snapshot = actor.getSnapshot();
        const { context } = snapshot;
        // Busy exactly while the server is told, with the score the fields hold.
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('saving'));
        if (snapshot.matches('saving')) expect(fake.predict.last().input).toEqual({ slug: NEW.slug, fixtureId: 101, home: Number(context.home), away: Number(context.away) });
        if (event.type === 'prediction.submit' && !snapshot.matches('saving')) expect(context.invalid).toBe(true);
        if (event.type === 'prediction.change') expect([context.invalid, context.error]).toEqual([false, null]);
        if (event.type === 'xstate.done.actor.predict') expect(context.saved).toEqual(SAVED);
        if (event.type === 'xstate.error.actor.predict') expect(context.error?.status).toBe(409);
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(predictMachine, paths);
    printCoverage('predict', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
