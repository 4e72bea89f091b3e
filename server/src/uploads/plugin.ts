/** `app.uploads`: the one gate of every upload route (gate.ts), its counts shared by the app's routes. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UploadGate } from './gate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadGate;
  }
}

async function uploads(app: FastifyInstance): Promise<void> {
  app.decorate('uploads', new UploadGate(app.db, app.config.uploads));
}

export default fp(uploads, { name: 'uploads', fastify: '5.x', dependencies: ['db'] });
