/**
 * The end-to-end suite's clock control (/__test/clock): read the server's instant, or move it
 * forward. It exists only on a server started with TEST_CLOCK_CONTROL=on, never in production.
 */
import { Type, type Static } from '@sinclair/typebox';

/** A month at most: enough for any test, far from what JS dates cannot hold. */
export const TEST_CLOCK_MAX_ADVANCE_MS = 31 * 24 * 60 * 60 * 1000;

export const TestClockAdvance = Type.Object(
  { advanceMs: Type.Integer({ minimum: 1, maximum: TEST_CLOCK_MAX_ADVANCE_MS, description: 'How far to move the clock forward, in milliseconds.' }) },
  { additionalProperties: false },
);
export type TestClockAdvance = Static<typeof TestClockAdvance>;

export const TestClockNow = Type.Object({ now: Type.String({ format: 'date-time', description: "The server's instant after the call." }) });
export type TestClockNow = Static<typeof TestClockNow>;
