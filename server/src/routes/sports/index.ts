import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const sportsRoutes: FastifyPluginAsyncTypebox = async () => {};
