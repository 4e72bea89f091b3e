/** One-time codes by email and SMS: sending, checking, phone/email verification and password reset. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import { hashPassword, isStrongEnough } from '../../auth/passwords.ts';
import { users } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { checkCode, sendCode } from './code-data.ts';
import { memberId, UsersError } from './errors.ts';
import { requireEmail, requirePhone } from './identity.ts';
import { UserInfo, route } from './schemas.ts';
import { revokeAllSessions } from './sessions.ts';
import { assertAvailable, currentUser, toUserInfo } from './user-data.ts';

const Purpose = Type.Optional(
  Type.Union([Type.Literal('verify'), Type.Literal('reset')], {
    default: 'verify',
    description: 'verify (default) or reset (the destination must belong to an account).',
  }),
);
const Code = Type.String({ pattern: '^[0-9]{6}$', description: '6 digits.' });
const SentCode = Type.Object({
  to: Type.String({ description: 'The normalised destination.' }),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  expiresIn: Type.Integer({ description: 'Seconds the code stays valid (600).' }),
  resendIn: Type.Integer({ description: 'Seconds before another code may be asked for (60).' }),
});

export const codeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const accountByEmail = async (email: string) =>
    (await app.db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1))[0];
  const accountByPhone = async (phone: string) => (await app.db.select().from(users).where(eq(users.phoneNumber, phone)).limit(1))[0];

  app.post('/live/api/user/send-email', {
    config: app.authRateLimit,
    schema: route('Emails a 6-digit code (delivered to the development mailbox)', SentCode, {
      body: Type.Object({ email: Type.String({ maxLength: 254 }), purpose: Purpose }),
    }),
    handler: async (request) => {
      const email = requireEmail(request.body.email, 'body.email');
      const purpose = request.body.purpose ?? 'verify';
      const account = await accountByEmail(email);
      if (purpose === 'reset' && !account) throw new UsersError(404, 'noAccountForEmail', { value: email });
      return ok(request, await sendCode(app, request.language, 'email', email, purpose, account?.nickname ?? null));
    },
  });

  app.post('/live/api/user/send-otp', {
    config: app.authRateLimit,
    schema: route('Texts a 6-digit code to a phone number (delivered to the development mailbox)', SentCode, {
      body: Type.Object({
        to: Type.String({ maxLength: 20, description: 'A Vietnamese mobile number.' }),
        displayName: Type.Optional(Type.String({ maxLength: 60, description: 'Name used to greet the receiver.' })),
        purpose: Purpose,
      }),
    }),
    handler: async (request) => {
      const phone = requirePhone(request.body.to, 'body.to');
      const purpose = request.body.purpose ?? 'verify';
      const account = await accountByPhone(phone);
      if (purpose === 'reset' && !account) throw new UsersError(404, 'noAccountForPhone', { value: phone });
      const name = request.body.displayName?.trim() || account?.nickname || null;
      return ok(request, await sendCode(app, request.language, 'sms', phone, purpose, name));
    },
  });

  app.post('/live/api/user/check-sms', {
    config: app.authRateLimit,
    schema: route('Checks an SMS code without using it up (a wrong code costs a try)', Type.Object({ valid: Type.Literal(true) }), {
      body: Type.Object({ phoneNumber: Type.String({ maxLength: 20 }), code: Code }),
    }),
    handler: async (request) => {
      const phone = requirePhone(request.body.phoneNumber, 'body.phoneNumber');
      await checkCode(app, 'sms', phone, request.body.code, false);
      return ok(request, { valid: true as const });
    },
  });

  app.post('/live/api/user/phone-verify', {
    config: app.authRateLimit,
    preHandler: app.requireMember,
    schema: route('Sets a verified phone number on the account with an SMS code', UserInfo, {
      security: [{ token: [] }],
      body: Type.Object({ phoneNumber: Type.String({ maxLength: 20 }), code: Code }),
    }),
    handler: async (request) => {
      const userId = memberId(request);
      const phone = requirePhone(request.body.phoneNumber, 'body.phoneNumber');
      await currentUser(app.db, userId);
      await assertAvailable(app.db, { phoneNumber: phone }, userId);
      await checkCode(app, 'sms', phone, request.body.code, true);
      const [row] = await app.db.update(users).set({ phoneNumber: phone, phoneVerified: true }).where(eq(users.id, userId)).returning();
      return ok(request, toUserInfo(row!));
    },
  });

  app.post('/live/api/user/email-verify', {
    config: app.authRateLimit,
    preHandler: app.requireMember,
    schema: route('Sets a verified email on the account with an emailed code', UserInfo, {
      security: [{ token: [] }],
      body: Type.Object({ email: Type.String({ maxLength: 254 }), code: Code }),
    }),
    handler: async (request) => {
      const userId = memberId(request);
      const email = requireEmail(request.body.email, 'body.email');
      await currentUser(app.db, userId);
      await assertAvailable(app.db, { email }, userId);
      await checkCode(app, 'email', email, request.body.code, true);
      const [row] = await app.db.update(users).set({ email, emailVerified: true }).where(eq(users.id, userId)).returning();
      return ok(request, toUserInfo(row!));
    },
  });

  app.post('/live/api/user/forgot-password', {
    config: app.authRateLimit,
    schema: route(
      'Sets a new password with a code sent to the account email or phone; signs out every session',
      Type.Object({ userId: Type.Integer(), username: Type.String() }),
      {
        body: Type.Object({
          email: Type.Optional(Type.String({ maxLength: 254 })),
          phoneNumber: Type.Optional(Type.String({ maxLength: 20 })),
          code: Code,
          newPassword: Type.String({ minLength: 8, maxLength: 64 }),
        }),
      },
    ),
    handler: async (request) => {
      const { email: emailText, phoneNumber: phoneText, code, newPassword } = request.body;
      if (!isStrongEnough(newPassword)) throw new UsersError(400, 'passwordWeak', { field: 'body.newPassword' });
      let account;
      if (emailText?.trim()) {
        const email = requireEmail(emailText, 'body.email');
        account = await accountByEmail(email);
        if (!account) throw new UsersError(404, 'noAccountForEmail', { value: email });
        await checkCode(app, 'email', email, code, true);
      } else if (phoneText?.trim()) {
        const phone = requirePhone(phoneText, 'body.phoneNumber');
        account = await accountByPhone(phone);
        if (!account) throw new UsersError(404, 'noAccountForPhone', { value: phone });
        await checkCode(app, 'sms', phone, code, true);
      } else {
        throw new UsersError(400, 'contactRequired');
      }
      const passwordHash = await hashPassword(newPassword);
      const proved = emailText?.trim() ? { emailVerified: true } : { phoneVerified: true };
      await app.db.update(users).set({ passwordHash, ...proved }).where(eq(users.id, account.id));
      await revokeAllSessions(app.db, account.id);
      return ok(request, { userId: account.id, username: account.username });
    },
  });
};
