import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import type { Enrolment } from '../../contracts/schemas/content/promotions';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, settle, transitionPaths } from '../test-utils/model-paths';
import { enrolMachine, type EnrolContext, type EnrolInput } from './enrol.machine';

const OPEN: EnrolInput = { slug: 'du-doan-ty-so-v-league', enrolled: false, enrolledAt: null, participants: 41 };
const DONE: Enrolment = { slug: OPEN.slug, enrolled: true, enrolledAt: '2026-11-24T05:00:00.000Z', participants: 42 };

function withFake() {
  const enrol = controllablePromiseActor<Enrolment, { slug: string }>();
  return { enrol, machine: enrolMachine.provide({ actors: { enrol: enrol.logic } }) };
}

describe('enrol machine', () => {
  it('starts enrolled when the member already is, and then takes no more presses', () => {
    const { machine, enrol } = withFake();
    const actor = createActor(machine, { input: { ...OPEN, enrolled: true, enrolledAt: DONE.enrolledAt } }).start();
    expect(actor.getSnapshot().value).toBe('enrolled');
    actor.send({ type: 'promotion.enrol' });
    expect(enrol.calls).toHaveLength(0);
  });

  it('tells the server once, and keeps its time and count', async () => {
    const { machine, enrol } = withFake();
    const actor = createActor(machine, { input: OPEN }).start();
    actor.send({ type: 'promotion.enrol' });
    actor.send({ type: 'promotion.enrol' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(enrol.calls.map((c) => c.input)).toEqual([{ slug: OPEN.slug }]);
    enrol.last().resolve(DONE);
    await settle();
    expect(actor.getSnapshot().value).toBe('enrolled');
    expect(actor.getSnapshot().context).toMatchObject({ enrolled: true, enrolledAt: DONE.enrolledAt, participants: 42, error: null });
  });

  it('keeps the server’s refusal and lets the member press again, which clears it', async () => {
    const { machine, enrol } = withFake();
    const actor = createActor(machine, { input: OPEN }).start();
    actor.send({ type: 'promotion.enrol' });
    enrol.last().reject(new ApiFailure(403, 'Chỉ dành cho thành viên mới'));
    await settle();
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.error).toEqual({ status: 403, message: 'Chỉ dành cho thành viên mới' });
    actor.send({ type: 'promotion.enrol' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(enrol.calls).toHaveLength(2);
  });
});

const events = [
  { type: 'promotion.enrol' },
  { type: 'xstate.done.actor.enrol', output: DONE },
  { type: 'xstate.error.actor.enrol', error: new ApiFailure(409, 'Khuyến mãi đã kết thúc') },
] as never;

/** What the member sees: the state, whether a message shows. */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as { value: unknown; context: EnrolContext };
  return JSON.stringify([value, context.error !== null]);
};

describe('enrol machine (model-based)', () => {
  for (const input of [OPEN, { ...OPEN, enrolled: true, enrolledAt: DONE.enrolledAt }]) {
    const paths = transitionPaths(withFake().machine, { events, serializeState, input });
    it.each(paths.map((p) => [`${input.enrolled ? 'enrolled' : 'open'}: ${p.description}`, p] as const))('%s', async (_, path) => {
      const fake = withFake();
      const actor = createActor(fake.machine, { input }).start();
      expect(actor.getSnapshot().value).toBe(path.initialValue);
      await runModelPath(path, {
        snapshot: () => actor.getSnapshot(),
        exec: (event: EventObject) => {
          const e = event as EventObject & { output?: Enrolment; error?: unknown };
          if (e.type === 'xstate.done.actor.enrol') return fake.enrol.last().resolve(e.output!);
          if (e.type === 'xstate.error.actor.enrol') return fake.enrol.last().reject(e.error);
          actor.send(event as never);
        },
        check: ({ event }) => {
          const snapshot = actor.getSnapshot();
          // The button is busy exactly while the server is being told.
          expect(snapshot.hasTag('busy')).toBe(snapshot.matches('enrolling'));
          if (snapshot.matches('enrolling')) expect(fake.enrol.last().input).toEqual({ slug: OPEN.slug });
          if (event.type === 'xstate.error.actor.enrol') expect(snapshot.context.error?.message).toBe('Khuyến mãi đã kết thúc');
          if (snapshot.matches('enrolled')) expect(snapshot.context.enrolled).toBe(true);
          if (event.type === 'xstate.done.actor.enrol') expect(snapshot.context.participants).toBe(42);
        },
      });
    });
  }

  it('covers every state and transition', () => {
    const paths = [OPEN, { ...OPEN, enrolled: true }].flatMap((input) => transitionPaths(withFake().machine, { events, serializeState, input }));
    const coverage = coverageOf(enrolMachine, paths);
    printCoverage('enrol', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
