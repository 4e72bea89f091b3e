/** The member's level, experience and the level table (levels.ts). */
import type { FastifyInstance } from 'fastify';
import * as account from '../../../../contracts/endpoints/account.ts';
import { serve } from '../endpoint-route.ts';
import { localize } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import { memberId } from './member-id.ts';
import { LEVELS, levelForExp } from '../../users/levels.ts';
import { currentUser } from './user-data.ts';

export const levelRoutes = async (app: FastifyInstance): Promise<void> => {
  serve(app, account.levelInfo, async (request) => {
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
  });
};
