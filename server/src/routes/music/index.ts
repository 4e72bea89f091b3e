/** The music area: its API calls (contracts/endpoints/music.ts), the playlists and the songs' audio files of /media/audio. */
import type { FastifyInstance } from 'fastify';
import { musicAudioRoutes } from './audio.ts';
import { playlistRoutes } from './playlists.ts';
import { musicRoutes } from './routes.ts';

export async function musicAreaRoutes(app: FastifyInstance): Promise<void> {
  await app.register(musicRoutes);
  await app.register(musicAudioRoutes);
  await app.register(playlistRoutes);
}
