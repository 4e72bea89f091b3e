/**
 * app.delivery (where codes go) and app.deliverLater: a message is sent after the answer, so neither
 * the time a transport takes nor its failure tells a caller anything (for example whether an account
 * exists). Failures are logged with the destination masked; codes and bodies are never logged.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { makeDelivery, maskDestination, type Delivery, type OutgoingMessage } from '../delivery/delivery.ts';

declare module 'fastify' {
  interface FastifyInstance {
    delivery: Delivery;
    deliverLater(message: OutgoingMessage): void;
    /** Resolves when every message handed over so far was sent or failed (tests, shutdown). */
    deliveriesSettled(): Promise<void>;
  }
}

async function delivery(app: FastifyInstance): Promise<void> {
  const transports = makeDelivery(app.config, app.db);
  const pending = new Set<Promise<void>>();
  app.decorate('delivery', transports);
  app.decorate('deliverLater', (message: OutgoingMessage) => {
    const transport = transports[message.channel];
    if (!transport) return;
    const sending = transport
      .send(message)
      .catch((error: unknown) => {
        app.log.warn({ channel: message.channel, to: maskDestination(message.to), reason: error instanceof Error ? error.message : String(error) }, 'code delivery failed');
      })
      .finally(() => pending.delete(sending));
    pending.add(sending);
  });
  app.decorate('deliveriesSettled', async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  });
  app.addHook('onClose', async () => {
    await app.deliveriesSettled();
  });
}

export default fp(delivery, { name: 'delivery', fastify: '5.x', dependencies: ['db'] });
