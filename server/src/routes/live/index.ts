import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const liveRoutes: FastifyPluginAsyncTypebox = async () => {};
