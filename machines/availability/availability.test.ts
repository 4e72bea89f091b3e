import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { availabilityMachine, normalize, type AvailabilityField } from './availability.machine';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, settle, transitionPaths } from '../test-utils/model-paths';
import { FIELD_CHECK_DEBOUNCE_MS } from '../../contracts/constants';

function start(field: AvailabilityField) {
  const clock = new SimulatedClock();
  const check = controllablePromiseActor<boolean, { field: AvailabilityField; value: string }>();
  const actor = createActor(availabilityMachine.provide({ actors: { checkAvailability: check.logic } }), { input: { field }, clock }).start();
  return { actor, clock, check };
}

describe('availability check', () => {
  it('asks the server only after the user pauses typing, with the last value', async () => {
    const { actor, clock, check } = start('username');
    actor.send({ type: 'field.changed', value: 'quang' });
    clock.increment(FIELD_CHECK_DEBOUNCE_MS - 1);
    actor.send({ type: 'field.changed', value: 'quanghuy' });
    clock.increment(FIELD_CHECK_DEBOUNCE_MS - 1);
    expect(check.calls).toHaveLength(0);
    clock.increment(1);
    expect(check.calls.map((c) => c.input)).toEqual([{ field: 'username', value: 'quanghuy' }]);
    check.last().resolve(false);
    await settle();
    expect(actor.getSnapshot().value).toBe('taken');
  });

  it('marks a malformed value invalid at once, without asking', () => {
    const { actor, clock, check } = start('email');
    actor.send({ type: 'field.changed', value: 'khong-phai-email' });
    clock.increment(FIELD_CHECK_DEBOUNCE_MS * 2);
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(check.calls).toHaveLength(0);
  });

  it('accepts Vietnamese phone numbers typed with spaces or dots', () => {
    expect(normalize('phoneNumber', '090 123.45-67')).toBe('0901234567');
    const { actor } = start('phoneNumber');
    actor.send({ type: 'field.changed', value: '+84 90 123 4567' });
    expect(actor.getSnapshot().value).toBe('debouncing');
  });
});

describe('availability check (model-based)', () => {
  const paths = transitionPaths(availabilityMachine, {
    input: { field: 'username' },
    events: [
      { type: 'field.changed', value: '' },
      { type: 'field.changed', value: 'x!' },
      { type: 'field.changed', value: 'quanghuy' },
      { type: 'xstate.done.actor.check', output: true },
      { type: 'xstate.done.actor.check', output: false },
      { type: 'xstate.error.actor.check' },
    ] as never,
    serializeState: (s) => JSON.stringify((s as unknown as { value: string }).value),
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { actor, clock, check } = start('username');
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event) => {
        if (event.type.startsWith('xstate.after.')) clock.increment(FIELD_CHECK_DEBOUNCE_MS);
        else if (event.type.startsWith('xstate.done.actor.')) check.last().resolve((event as unknown as { output: boolean }).output);
        else if (event.type.startsWith('xstate.error.actor.')) check.last().reject(new Error('offline'));
        else actor.send(event as never);
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(availabilityMachine, paths);
    printCoverage('availability', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
