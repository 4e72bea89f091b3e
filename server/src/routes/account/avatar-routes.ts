/** GET /media/avatar/<id>.svg (a member's generated avatar) and /media/avatar/preset-<n>.svg. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { errorResponses } from '../../../../contracts/schemas/common.ts';
import { AvatarParams, AvatarSvg } from '../../../../contracts/schemas/users/social.ts';
import { presetAvatarSvg, userAvatarSvg } from './avatar-svg.ts';
import { fail } from './messages.ts';

export const avatarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/media/avatar/:file', {
    schema: {
      tags: ['users'],
      summary: 'A generated SVG avatar: a member’s initial on colours from the id, or a preset',
      params: AvatarParams,
      produces: ['image/svg+xml'],
      response: { 200: AvatarSvg, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { file } = request.params;
      const name = file.slice(0, -'.svg'.length);
      let svg: string | null = null;
      if (name.startsWith('preset-')) {
        svg = presetAvatarSvg(Number(name.slice('preset-'.length)));
      } else {
        const id = Number(name);
        const [user] =
          id >= 1 && id <= 2_147_483_647
            ? await app.db.select({ nickname: users.nickname, siteRoleId: users.siteRoleId }).from(users).where(eq(users.id, id))
            : [];
        if (user) svg = userAvatarSvg(id, user.nickname, user.siteRoleId);
      }
      if (!svg) throw fail(404, 'avatarNotFound', { file });
      return reply.header('cache-control', 'public, max-age=300').type('image/svg+xml; charset=utf-8').send(svg);
    },
  });
};
