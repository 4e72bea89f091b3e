/** A test stops the suite's clock where it needs it (never waits for it); every stop is undone after each test. */
import { afterEach } from 'vitest';
import { setClock } from '../src/clock.ts';

export interface ClockStops {
  /** Stops the clock at `ms` (epoch ms) until the next stop, `resume` or the end of the test. */
  stopAt(ms: number): void;
  /** Lets the clock run on from the suite's instant again. */
  resume(): void;
}

/** Registers the undo of the file's clock stops after each of its tests. */
export function clockStops(): ClockStops {
  let restore: (() => void) | null = null;
  const resume = () => {
    restore?.();
    restore = null;
  };
  afterEach(resume);
  return {
    stopAt(ms) {
      restore?.();
      restore = setClock(() => ms);
    },
    resume,
  };
}
