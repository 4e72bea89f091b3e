/**
 * Live scores over the chat socket (docs/chat-protocol.md "Live scores"): the producer follows the
 * server clock and publishes each match's changes on the chat bus; the hub serves
 * `/topic/scores.live` and `/topic/match.<staticId>` to this instance's sockets. Registered after
 * the chat gateway, whose bus and sockets it uses.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MatchBook } from './book.ts';
import { ScoresHub } from './hub.ts';
import { ScoresProducer } from './producer.ts';

export interface ScoresOptions {
  /** The longest wait between two ticks (250 ms). */
  tickMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    scores: {
      producer: ScoresProducer;
      hub: ScoresHub;
      /** Publishes what changed up to the clock's instant now (tests move the clock, then tick). */
      tick(): Promise<void>;
    };
  }
}

async function scoresPush(app: FastifyInstance, options: ScoresOptions): Promise<void> {
  const log = app.log.child({ area: 'scores' });
  const book = new MatchBook(app.db);
  let hub: ScoresHub | null = null;
  const producer = new ScoresProducer({ db: app.db, book, bus: app.chat.bus, log, tickMs: options.tickMs, onMoved: (matches) => hub?.moved(matches) });
  hub = new ScoresHub({ book, followed: () => producer.current() });
  app.chat.addPushService(hub);
  app.decorate('scores', { producer, hub, tick: () => producer.tick() });
  app.addHook('onReady', () => producer.start());
  app.addHook('preClose', async () => producer.stop());
}

export default fp(scoresPush, { name: 'scores', fastify: '5.x', dependencies: ['db', 'chat'] });
