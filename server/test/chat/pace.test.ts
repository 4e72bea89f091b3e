import { describe, expect, it } from 'vitest';
import { Pace } from '../../src/chat/pace.ts';

describe('Pace', () => {
  it('runs at once while under its rate, then one per interval, and fills up again when quiet', () => {
    let now = 0;
    const pace = new Pace(40, 3, () => now);
    for (let i = 0; i < 3; i++) {
      expect(pace.wait()).toBe(0);
      pace.take();
    }
    // The burst is spent: the next run waits a whole interval, then runs are 40 ms apart.
    expect(pace.wait()).toBe(40);
    now += 40;
    expect(pace.wait()).toBe(0);
    pace.take();
    now += 10;
    expect(pace.wait()).toBe(30);
    // Steady arrivals slower than the rate never wait.
    now += 1_000;
    for (let i = 0; i < 10; i++) {
      expect(pace.wait()).toBe(0);
      pace.take();
      now += 50;
    }
  });
});
