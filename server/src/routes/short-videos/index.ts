/**
 * The short-videos area: its API calls (contracts/endpoints/short-videos.ts: reading, member actions,
 * comments), the upload (multipart, registered by itself) and the uploaded files of /media/short-video.
 */
import type { FastifyInstance } from 'fastify';
import { shortActionRoutes } from './actions.ts';
import { shortCommentRoutes } from './comments.ts';
import { shortRoutes } from './routes.ts';
import { shortUploadRoutes } from './upload.ts';

export async function shortVideosRoutes(app: FastifyInstance): Promise<void> {
  await app.register(shortRoutes);
  await app.register(shortActionRoutes);
  await app.register(shortCommentRoutes);
  await app.register(shortUploadRoutes);
}
