/**
 * Every API answer names the generated pictures in the request's language (`/media/news/3.svg` →
 * `/media/news/3.svg?lang=en`), so a page in English shows pictures written in English and caches
 * keep each language's picture apart. Answers are copied where they change, never altered in place.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withPictureLanguage } from '../art/picture-url.ts';

async function pictureLanguage(app: FastifyInstance): Promise<void> {
  app.addHook('preSerialization', async (request, _reply, payload) => withPictureLanguage(payload, request.language));
}

export default fp(pictureLanguage, { name: 'picture-language', fastify: '5.x', dependencies: ['envelope'] });
