import { fromPromise } from 'xstate';

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
