/** The member's level, experience and the level table (levels.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { localize } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import { memberId } from './errors.ts';
import { LEVELS, levelForExp } from '../../users/levels.ts';
import { Nullable, route } from './schemas.ts';
import { currentUser } from './user-data.ts';

const LevelInfo = Type.Object({
  level: Type.Integer(),
  levelName: Type.String(),
  exp: Type.Integer(),
  nextLevel: Nullable(Type.Integer({ description: 'null at the highest level.' })),
  nextLevelExp: Nullable(Type.Integer({ description: 'Experience at which the next level starts.' })),
  expForNextLevel: Type.Integer({ description: 'Experience still missing for the next level (0 at the top).' }),
  progress: Type.Number({ minimum: 0, maximum: 1, description: 'Share of the way from this level to the next.' }),
  levels: Type.Array(Type.Object({ level: Type.Integer(), minExp: Type.Integer(), name: Type.String() })),
});

export const levelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/live/api/user/level/info', {
    preHandler: app.requireMember,
    schema: route('The member’s level, experience and the level table', LevelInfo, { security: [{ token: [] }] }),
    handler: async (request) => {
      const user = await currentUser(app.db, memberId(request));
      const current = levelForExp(user.exp);
      const next = LEVELS.find((l) => l.level === current.level + 1) ?? null;
      const progress = next ? Math.min(1, Math.max(0, (user.exp - current.minExp) / (next.minExp - current.minExp))) : 1;
      return ok(request, {
        level: current.level,
        levelName: localize(current.name, request.language),
        exp: user.exp,
        nextLevel: next?.level ?? null,
        nextLevelExp: next?.minExp ?? null,
        expForNextLevel: next ? next.minExp - user.exp : 0,
        progress: Math.round(progress * 1000) / 1000,
        levels: LEVELS.map((l) => ({ level: l.level, minExp: l.minExp, name: localize(l.name, request.language) })),
      });
    },
  });
};
