/** One-time codes by email and SMS: sending, checking, phone/email verification and password reset. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import { users } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { checkCode, sendCode } from './code-data.ts';
import { memberId, UsersError } from './errors.ts';
import { requireEmail, requirePhone } from './identity.ts';
import { UserInfo, route } from './schemas.ts';
import { requireAllowedPassword } from './password-rule.ts';
import { revokeAllSessions } from './sessions.ts';
import { clearGuard, guardKey } from './sign-in-guard.ts';
import { assertAvailable, currentUser, toUserInfo } from './user-data.ts';

const Purpose = Type.Optional(
  Type.Union([Type.Literal('verify'), Type.Literal('reset')], {
    default: 'verify',
    description: 'verify (default) or reset. A reset answers the same whether or not an account uses the destination (a code is sent only when one does).',
  }),
);
const Code = Type.String({ pattern: '^[0-9]{6}$', description: '6 digits.' });
const SentCode = Type.Object({
  to: Type.String({ description: 'The normalised destination.' }),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  expiresIn: Type.Integer({ description: 'Seconds the code stays valid (600).' }),
  resendIn: Type.Integer({ description: 'Seconds before another code may be asked for (60).' }),
  message: Type.String({ description: '"If an account uses this address, a code is on its way", in the request language.' }),
  devMailbox: Type.Boolean({ description: 'true when codes of this channel go to the development mailbox (/dev/mailbox) of a server on loopback.' }),
});

export const codeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const accountByEmail = async (email: string) =>
    (await app.db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1))[0];
  const accountByPhone = async (phone: string) => (await app.db.select().from(users).where(eq(users.phoneNumber, phone)).limit(1))[0];

  app.post('/live/api/user/send-email', {
    config: app.authRateLimit,
    schema: route('Emails a 6-digit code (SMTP_URL, else the development mailbox on a loopback server, else 503)', SentCode, {
      body: Type.Object({ email: Type.String({ maxLength: 254 }), purpose: Purpose }),
    }),
    handler: async (request) => {
      const email = requireEmail(request.body.email, 'body.email');
      const purpose = request.body.purpose ?? 'verify';
      const account = await accountByEmail(email);
      const deliver = purpose !== 'reset' || account !== undefined;
      const sent = await sendCode(app, {
        lang: request.language,
        channel: 'email',
        destination: email,
        purpose,
        name: account?.nickname ?? null,
        requestedBy: request.ip,
        deliver,
      });
      return ok(request, sent);
    },
  });

  app.post('/live/api/user/send-otp', {
    config: app.authRateLimit,
    schema: route('Texts a 6-digit code to a phone number (SMS_WEBHOOK_URL, else the development mailbox on a loopback server, else 503)', SentCode, {
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
      const name = request.body.displayName?.trim() || account?.nickname || null;
      const sent = await sendCode(app, {
        lang: request.language,
        channel: 'sms',
        destination: phone,
        purpose,
        name,
        requestedBy: request.ip,
        deliver: purpose !== 'reset' || account !== undefined,
      });
      return ok(request, sent);
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
          newPassword: Type.String({ minLength: 1, maxLength: 128, description: 'The password rule of docs/security.md; 400 with the reason.' }),
        }),
      },
    ),
    handler: async (request) => {
      const { email: emailText, phoneNumber: phoneText, code, newPassword } = request.body;
      const field = 'body.newPassword';
      let channel: 'email' | 'sms';
      let destination: string;
      if (emailText?.trim()) {
        channel = 'email';
        destination = requireEmail(emailText, 'body.email');
      } else if (phoneText?.trim()) {
        channel = 'sms';
        destination = requirePhone(phoneText, 'body.phoneNumber');
      } else {
        throw new UsersError(400, 'contactRequired');
      }
      // Known and unknown destinations fail alike: the code is checked before the account is looked up.
      requireAllowedPassword(newPassword, channel === 'email' ? { email: destination } : { phoneNumber: destination }, field);
      await checkCode(app, channel, destination, code, false);
      const account = channel === 'email' ? await accountByEmail(destination) : await accountByPhone(destination);
      if (!account) throw new UsersError(400, 'codeDead');
      requireAllowedPassword(newPassword, account, field);
      await checkCode(app, channel, destination, code, true);
      const passwordHash = await hashPassword(newPassword);
      const proved = channel === 'email' ? { emailVerified: true } : { phoneVerified: true };
      await app.db.update(users).set({ passwordHash, ...proved }).where(eq(users.id, account.id));
      await revokeAllSessions(app.db, account.id);
      await clearGuard(app.db, guardKey(account.id, account.username));
      return ok(request, { userId: account.id, username: account.username });
    },
  });
};
