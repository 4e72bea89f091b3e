/** Rewards (contracts/endpoints/rewards.ts): the daily missions with the live player's heartbeats, and the daily check-in. */
import type { FastifyInstance } from 'fastify';
import { checkInRoutes } from './check-in.ts';
import { missionRoutes } from './missions.ts';

export async function rewardsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(missionRoutes);
  await app.register(checkInRoutes);
}
