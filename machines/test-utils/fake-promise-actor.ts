import { expect } from 'vitest';
import { fromPromise, type SimulatedClock } from 'xstate';

/** A promise actor whose calls a test resolves or rejects by hand. */
export function controllablePromiseActor<TOutput, TInput>() {
  const calls: Array<{ input: TInput; resolve: (v: TOutput) => void; reject: (e: unknown) => void }> = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) => new Promise<TOutput>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  return {
    logic,
    calls,
    last: () => {
      const call = calls.at(-1);
      if (!call) throw new Error('the actor was not called');
      return call;
    },
  };
}

/** A timer due in `ms` on the test's clock: the fake actor is not called a moment before, and once when it is due. */
export function expectCalledWhenDue(clock: SimulatedClock, fake: { calls: unknown[] }, ms: number): void {
  const calls = fake.calls.length;
  clock.increment(ms - 1);
  expect(fake.calls).toHaveLength(calls);
  clock.increment(1);
  expect(fake.calls).toHaveLength(calls + 1);
}
