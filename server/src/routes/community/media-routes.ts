/**
 * Generated images of the area under /media/community/...: covers, place photos and post pictures.
 * Names and titles are written in ?lang (vi default, en, zh), as the API's answers link them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { communityChatRooms, communityEvents, communityGroups, communityPlaces, communityPosts } from '../../db/schema/community.ts';
import { pictureLanguage } from '../../art/picture-url.ts';
import { localize } from '../../i18n.ts';
import { ApiHeaders, errorResponses } from '../../../../contracts/schemas/common.ts';
import { MediaFileParams, SvgImage } from '../../../../contracts/schemas/community.ts';
import { MediaImageQuery } from '../../../../contracts/schemas/media/common.ts';
import { fail } from './messages.ts';
import { chatRoomCoverSvg, eventCoverSvg, groupCoverSvg, placePhotoSvg, postImageSvg } from './svg.ts';

/** Images never change for an id and language (both in the URL), so clients may keep them a day. */
const CACHE = 'public, max-age=86400';
const MAX_ID = 2_147_483_647;

function mediaSchema(summary: string, pattern: string) {
  return {
    tags: ['community'],
    summary,
    headers: ApiHeaders,
    params: MediaFileParams(pattern),
    querystring: MediaImageQuery,
    response: { 200: SvgImage, ...errorResponses },
  };
}

function sendSvg(reply: FastifyReply, svg: string, lang?: string): FastifyReply {
  if (lang) reply.header('content-language', lang);
  return reply.header('cache-control', CACHE).type('image/svg+xml; charset=utf-8').send(svg);
}

/** The numbers in a file name such as 12.svg or 12-3.svg, or null when out of range. */
function numbers(file: string): number[] | null {
  const values = file.replace(/\.svg$/, '').split('-').map(Number);
  return values.every((value) => Number.isSafeInteger(value) && value >= 1 && value <= MAX_ID) ? values : null;
}

export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const missing = (request: FastifyRequest) => fail(404, 'imageNotFound', { path: request.url.split('?')[0] ?? '' });

  app.get('/media/community/post/:file', {
    schema: mediaSchema('A picture attached to a seeded post: <postId>-<1..4>.svg', '^[0-9]{1,10}-[1-4]\\.svg$'),
    handler: async (request, reply) => {
      const [postId, index] = numbers(request.params.file) ?? [];
      if (!postId || !index) throw missing(request);
      const [post] = await app.db.select({ id: communityPosts.id }).from(communityPosts).where(eq(communityPosts.id, postId));
      if (!post) throw missing(request);
      return sendSvg(reply, postImageSvg(postId, index));
    },
  });

  app.get('/media/community/group/:file', {
    schema: mediaSchema("A group's cover: <groupId>.svg", '^[0-9]{1,10}\\.svg$'),
    handler: async (request, reply) => {
      const [id] = numbers(request.params.file) ?? [];
      const [group] = id ? await app.db.select().from(communityGroups).where(eq(communityGroups.id, id)) : [];
      if (!group) throw missing(request);
      const lang = pictureLanguage(request.query);
      return sendSvg(reply, groupCoverSvg(group.id, localize(group.name, lang), group.topic, group.privacy === 'private', lang), lang);
    },
  });

  app.get('/media/community/event/:file', {
    schema: mediaSchema("An event's cover: <eventId>.svg (a private group's event: the group's cover, nothing of the event)", '^[0-9]{1,10}\\.svg$'),
    handler: async (request, reply) => {
      const [id] = numbers(request.params.file) ?? [];
      const [row] = id
        ? await app.db
            .select({ event: communityEvents, placeName: communityPlaces.name, group: communityGroups })
            .from(communityEvents)
            .leftJoin(communityPlaces, eq(communityPlaces.id, communityEvents.placeId))
            .leftJoin(communityGroups, eq(communityGroups.id, communityEvents.groupId))
            .where(eq(communityEvents.id, id))
        : [];
      if (!row) throw missing(request);
      // Images are fetched without the member's token: the cover says nothing a join page does not.
      const { group } = row;
      const lang = pictureLanguage(request.query);
      if (group?.privacy === 'private') return sendSvg(reply, groupCoverSvg(group.id, localize(group.name, lang), group.topic, true, lang), lang);
      const place = row.placeName ? localize(row.placeName, lang) : null;
      return sendSvg(reply, eventCoverSvg(row.event.id, localize(row.event.title, lang), place, row.event.startsAt, lang), lang);
    },
  });

  app.get('/media/community/chat-room/:file', {
    schema: mediaSchema("A chat room's cover: <roomId>.svg", '^[0-9]{1,10}\\.svg$'),
    handler: async (request, reply) => {
      const [id] = numbers(request.params.file) ?? [];
      const [room] = id ? await app.db.select().from(communityChatRooms).where(eq(communityChatRooms.id, id)) : [];
      if (!room) throw missing(request);
      const lang = pictureLanguage(request.query);
      return sendSvg(reply, chatRoomCoverSvg(room.id, localize(room.name, lang), room.tags[0] ?? 'chat', room.isVip), lang);
    },
  });

  app.get('/media/community/place/:file', {
    schema: mediaSchema("A place's photo: <placeId>.svg", '^[0-9]{1,10}\\.svg$'),
    handler: async (request, reply) => {
      const [id] = numbers(request.params.file) ?? [];
      const [place] = id ? await app.db.select().from(communityPlaces).where(eq(communityPlaces.id, id)) : [];
      if (!place) throw missing(request);
      const lang = pictureLanguage(request.query);
      return sendSvg(reply, placePhotoSvg(place.id, localize(place.name, lang), place.kind, localize(place.city, lang)), lang);
    },
  });
};
