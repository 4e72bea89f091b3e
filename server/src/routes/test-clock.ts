/**
 * GET and POST /__test/clock: the end-to-end tests read the server's instant and move it forward,
 * so a test sees a score change or a day turn without waiting for it. Registered only when the
 * server runs with TEST_CLOCK_CONTROL=on (config.ts refuses that in production); otherwise the
 * path does not exist.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TestClockAdvance, TestClockNow } from '../../../contracts/schemas/test-clock.ts';
import { advanceClock, clockDate } from '../clock.ts';

export const testClockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => ({ now: clockDate().toISOString() });
  app.get('/__test/clock', {
    schema: { hide: true, response: { 200: TestClockNow } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return now();
    },
  });
  app.post('/__test/clock', {
    schema: { hide: true, body: TestClockAdvance, response: { 200: TestClockNow } },
    handler: async (request, reply) => {
      advanceClock(request.body.advanceMs);
      request.log.warn({ advanceMs: request.body.advanceMs, now: clockDate().toISOString() }, 'test clock moved forward');
      reply.header('cache-control', 'no-store');
      return now();
    },
  });
};
