/** The community area: board, groups, events, places, members, chat-room metadata and their images. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { chatRoomRoutes } from './chat-room-routes.ts';
import { eventRoutes } from './event-routes.ts';
import { feedRoutes } from './feed-routes.ts';
import { groupRoutes } from './group-routes.ts';
import { mediaRoutes } from './media-routes.ts';
import { memberRoutes } from './member-routes.ts';
import { placeRoutes } from './place-routes.ts';
import { postRoutes } from './post-routes.ts';

export const communityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(feedRoutes);
  await app.register(postRoutes);
  await app.register(groupRoutes);
  await app.register(eventRoutes);
  await app.register(placeRoutes);
  await app.register(memberRoutes);
  await app.register(chatRoomRoutes);
  await app.register(mediaRoutes);
};
