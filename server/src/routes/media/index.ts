import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const mediaRoutes: FastifyPluginAsyncTypebox = async () => {};
