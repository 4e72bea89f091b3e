/** Every server test worker runs on the suite's clock (global-setup.ts: TEST_CLOCK_AT or 12:00 in Vietnam today). */
import { inject } from 'vitest';
import { startClock } from '../src/clock.ts';

startClock({ offset: inject('clockOffset') });
