/**
 * The community area: board, groups, events, places, members, chat-room metadata and their images.
 * Its calls are declared in contracts/endpoints/community.ts and chatroom.ts and registered with
 * serve(); the post upload (multipart, read part by part) and the pictures are plain routes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type * as contract from '../../../../contracts/schemas/community.ts';
import type * as db from '../../db/schema/community.ts';
import { AnswerCache } from './answer-cache.ts';
import { chatRoomRoutes } from './chat-room-routes.ts';
import { eventRoutes } from './event-routes.ts';
import { feedRoutes } from './feed-routes.ts';
import { groupRoutes } from './group-routes.ts';
import { mediaRoutes } from './media-routes.ts';
import { memberRoutes } from './member-routes.ts';
import { placeRoutes } from './place-routes.ts';
import { postRoutes } from './post-routes.ts';
import { communityUploadDir, postUploadRoutes } from './post-upload.ts';

export const communityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const uploadDir = communityUploadDir(app.config.dataDir).root;
  // Guests' feeds and searches are answered from this cache; any write of the area empties it.
  const cache = new AnswerCache();
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) cache.invalidate();
    return payload;
  });
  await app.register(feedRoutes, { cache });
  await app.register(postRoutes, { uploadDir });
  // Its own scope: multipart parsing is registered for the upload alone.
  await app.register(postUploadRoutes, { uploadDir });
  await app.register(groupRoutes);
  await app.register(eventRoutes);
  await app.register(placeRoutes);
  await app.register(memberRoutes);
  await app.register(chatRoomRoutes);
  await app.register(mediaRoutes);
};

/** The fixed values of the contract are the database's: changing one list without the other fails the type check. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type CommunityVocabularyMatches = Holds<
  Same<
    [
      contract.ReactionType,
      contract.ReportReason,
      contract.RsvpStatus,
      contract.PostAudience,
      contract.GroupPrivacy,
      contract.PlaceKind,
      contract.MembershipRole,
      contract.MembershipStatus,
    ],
    [
      db.ReactionType,
      db.ReportReason,
      db.RsvpStatus,
      db.PostAudience,
      db.GroupPrivacy,
      db.PlaceKind,
      (typeof db.MEMBERSHIP_ROLES)[number],
      db.MembershipStatus,
    ]
  >
>;
