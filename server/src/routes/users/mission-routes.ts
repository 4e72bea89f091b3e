/** Daily missions: today's list with progress, progress reports from the client, reward claims. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { dailyMissions, missionProgress } from '../../db/schema.ts';
import { localize } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import { DailyMissions, MissionClaimBody, MissionClaimed, MissionReportBody } from '../../../../contracts/schemas/users/rewards.ts';
import { memberId } from './member-id.ts';
import { fail } from './messages.ts';
import { missionsOfDay, recordMissionProgress } from './mission-data.ts';
import { addExp } from './user-data.ts';
import { vnDay } from './vn-time.ts';
import { clockDate } from '../../clock.ts';

/** What a client may report itself; chat and check-in are counted by the server. */
const REPORTABLE = { 'watch-live': 5, 'share-match': 1 } as const;

export const missionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = async (request: Parameters<typeof memberId>[0]) => {
    const userId = memberId(request);
    const day = vnDay();
    const rows = await missionsOfDay(app.db, userId, day);
    const missions = rows.map(({ mission, progress, claimedAt }) => ({
      missionId: mission.id,
      code: mission.code,
      name: localize(mission.name, request.language),
      description: localize(mission.description, request.language),
      path: mission.path,
      target: mission.target,
      progress: progress ?? 0,
      completed: (progress ?? 0) >= mission.target,
      claimed: claimedAt !== null,
      expReward: mission.expReward,
    }));
    const totalExp = missions.reduce((sum, m) => sum + m.expReward, 0);
    const claimedExp = missions.filter((m) => m.claimed).reduce((sum, m) => sum + m.expReward, 0);
    return { day, missions, totalExp, claimedExp };
  };

  app.get('/live/api/user/mission/daily', {
    preHandler: app.requireMember,
    schema: {
      tags: ['users'],
      summary: 'Today’s missions with the member’s progress',
      headers: ApiHeaders,
      security: [{ token: [] }],
      response: { 200: Envelope(DailyMissions), ...errorResponses },
    },
    handler: async (request) => ok(request, await today(request)),
  });

  app.post('/live/api/user/mission/report', {
    preHandler: app.requireMember,
    schema: {
      tags: ['users'],
      summary: 'Reports progress the client observed: minutes watched in a live room, a shared match',
      headers: ApiHeaders,
      security: [{ token: [] }],
      body: MissionReportBody,
      response: { 200: Envelope(DailyMissions), ...errorResponses },
    },
    handler: async (request) => {
      const userId = memberId(request);
      const { code, amount } = request.body;
      await recordMissionProgress(app.db, userId, code, Math.min(amount, REPORTABLE[code]));
      return ok(request, await today(request));
    },
  });

  app.post('/live/api/user/mission/claim', {
    preHandler: app.requireMember,
    schema: {
      tags: ['users'],
      summary: 'Claims the experience of a completed mission (once a day)',
      headers: ApiHeaders,
      security: [{ token: [] }],
      body: MissionClaimBody,
      response: { 200: Envelope(MissionClaimed), ...errorResponses },
    },
    handler: async (request) => {
      const userId = memberId(request);
      const { missionId } = request.body;
      const [mission] = await app.db.select().from(dailyMissions).where(eq(dailyMissions.id, missionId));
      if (!mission) throw fail(404, 'missionNotFound', { id: missionId });
      const name = localize(mission.name, request.language);
      const day = vnDay();
      const user = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const [claimed] = await db
          .update(missionProgress)
          .set({ claimedAt: clockDate() })
          .where(
            and(
              eq(missionProgress.userId, userId),
              eq(missionProgress.day, day),
              eq(missionProgress.missionId, missionId),
              isNull(missionProgress.claimedAt),
              sql`${missionProgress.progress} >= ${mission.target}`,
            ),
          )
          .returning();
        if (!claimed) {
          const [row] = await db
            .select()
            .from(missionProgress)
            .where(and(eq(missionProgress.userId, userId), eq(missionProgress.day, day), eq(missionProgress.missionId, missionId)));
          if (row?.claimedAt) throw fail(409, 'missionClaimed', { name });
          throw fail(409, 'missionIncomplete', { name, progress: row?.progress ?? 0, target: mission.target });
        }
        return addExp(db, userId, mission.expReward, 'mission', `${day}:${mission.code}`);
      });
      return ok(request, { missionId, expReward: mission.expReward, exp: user.exp, level: user.level });
    },
  });
};
