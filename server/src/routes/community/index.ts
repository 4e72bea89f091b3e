import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const communityRoutes: FastifyPluginAsyncTypebox = async () => {};
