import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const usersRoutes: FastifyPluginAsyncTypebox = async () => {};
