/** One-time codes by email and SMS: sending, checking, phone/email verification and password reset. */
import type { FastifyInstance } from 'fastify';
import * as auth from '../../../../contracts/endpoints/auth.ts';
import { serve } from '../endpoint-route.ts';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { checkCode, sendCode } from './code-data.ts';
import { memberId } from './member-id.ts';
import { fail } from './messages.ts';
import { requireEmail, requirePhone } from './identity.ts';
import { requireAllowedPassword } from './password-rule.ts';
import { revokeAllSessions } from './sessions.ts';
import { clearGuard, guardKey } from './sign-in-guard.ts';
import { assertAvailable, currentUser, toUserInfo } from './user-data.ts';
import { creditReferrerWhenDue } from './referral-credit.ts';

export const codeRoutes = async (app: FastifyInstance): Promise<void> => {
  const accountByEmail = async (email: string) =>
    (await app.db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1))[0];
  const accountByPhone = async (phone: string) => (await app.db.select().from(users).where(eq(users.phoneNumber, phone)).limit(1))[0];

  serve(app, auth.sendEmailCode, async (request) => {
    const email = requireEmail(request.body.email, 'body.email');
    const purpose = request.body.purpose ?? 'verify';
    const account = await accountByEmail(email);
    const deliver = purpose !== 'reset' || account !== undefined;
    const sent = await sendCode(app, {
      lang: request.language,
      channel: 'email',
      destination: email,
      purpose,
      name: account?.displayName ?? null,
      requestedBy: request.ip,
      deliver,
    });
    return ok(request, sent);
  });

  serve(app, auth.sendSmsCode, async (request) => {
    const phone = requirePhone(request.body.to, 'body.to');
    const purpose = request.body.purpose ?? 'verify';
    const account = await accountByPhone(phone);
    const sent = await sendCode(app, {
      lang: request.language,
      channel: 'sms',
      destination: phone,
      purpose,
      name: account?.displayName ?? null,
      requestedBy: request.ip,
      deliver: purpose !== 'reset' || account !== undefined,
    });
    return ok(request, sent);
  });

  serve(app, auth.checkSmsCode, async (request) => {
    const phone = requirePhone(request.body.phoneNumber, 'body.phoneNumber');
    await checkCode(app, 'sms', phone, request.body.code, false);
    return ok(request, { valid: true as const });
  });

  serve(app, auth.phoneVerify, async (request) => {
    const userId = memberId(request);
    const phone = requirePhone(request.body.phoneNumber, 'body.phoneNumber');
    await currentUser(app.db, userId);
    await assertAvailable(app.db, { phoneNumber: phone }, userId);
    await checkCode(app, 'sms', phone, request.body.code, true);
    const row = await app.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [updated] = await db.update(users).set({ phoneNumber: phone, phoneVerified: true }).where(eq(users.id, userId)).returning();
      // A proved phone can make a referral due (referral-credit.ts).
      await creditReferrerWhenDue(db, app.config, userId);
      return updated!;
    });
    return ok(request, toUserInfo(row));
  });

  serve(app, auth.emailVerify, async (request) => {
    const userId = memberId(request);
    const email = requireEmail(request.body.email, 'body.email');
    await currentUser(app.db, userId);
    await assertAvailable(app.db, { email }, userId);
    await checkCode(app, 'email', email, request.body.code, true);
    const row = await app.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [updated] = await db.update(users).set({ email, emailVerified: true }).where(eq(users.id, userId)).returning();
      // A proved e-mail address can make a referral due (referral-credit.ts).
      await creditReferrerWhenDue(db, app.config, userId);
      return updated!;
    });
    return ok(request, toUserInfo(row));
  });

  serve(app, auth.resetPassword, async (request) => {
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
      throw fail(400, 'contactRequired');
    }
    // Known and unknown destinations fail alike: the code is checked before the account is looked up.
    requireAllowedPassword(newPassword, channel === 'email' ? { email: destination } : { phoneNumber: destination }, field);
    await checkCode(app, channel, destination, code, false);
    const account = channel === 'email' ? await accountByEmail(destination) : await accountByPhone(destination);
    if (!account) throw fail(400, 'codeDead');
    requireAllowedPassword(newPassword, account, field);
    await checkCode(app, channel, destination, code, true);
    const passwordHash = await hashPassword(newPassword);
    const proved = channel === 'email' ? { emailVerified: true } : { phoneVerified: true };
    await app.db.update(users).set({ passwordHash, ...proved }).where(eq(users.id, account.id));
    await app.sessionEnds.announce((await revokeAllSessions(app.db, account.id)).end);
    await clearGuard(app.db, guardKey(account.id, account.username));
    return ok(request, { userId: account.id, username: account.username });
  });
};
