/**
 * The users area: identity, sessions, codes, messages, friends, levels, avatars, the upload quota and the dev mailbox
 * (contracts/endpoints/auth.ts and account.ts). Referrals, rewards and commentator applications have
 * their own folders (routes/referral, routes/rewards, routes/commentators) and use this one's
 * members, catalogue and EXP.
 * Refusals are `fail()` of messages.ts, answered by the envelope's error handler; a NUL character in
 * any text field is refused by the envelope's preValidation hook before these routes run.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountRoutes } from './account-routes.ts';
import { avatarRoutes } from './avatar-routes.ts';
import { codeRoutes } from './code-routes.ts';
import { friendRoutes } from './friend-routes.ts';
import { googleRoutes } from './google-routes.ts';
import { guestRoutes } from './guest-routes.ts';
import { levelRoutes } from './level-routes.ts';
import { mailboxRoutes } from './mailbox-routes.ts';
import { messageRoutes } from './message-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { uploadQuotaRoutes } from './upload-quota-routes.ts';

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const routes of [
    guestRoutes,
    accountRoutes,
    sessionRoutes,
    codeRoutes,
    mailboxRoutes,
    messageRoutes,
    friendRoutes,
    googleRoutes,
    levelRoutes,
    avatarRoutes,
    uploadQuotaRoutes,
  ]) {
    await app.register(routes);
  }
};
