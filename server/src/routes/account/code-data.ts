/**
 * One-time codes and their delivery. Only the newest code of a destination counts; it lives 10
 * minutes, allows 5 tries and one use; a new code for the same destination waits 60 seconds; at most
 * CODES_PER_HOUR codes an hour go to one destination or are asked for by one address. Delivery is
 * app.deliverLater (SMTP, SMS webhook or the development mailbox): after the answer, never logged.
 */
import { and, count, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, CODE_TTL_SECONDS, codeMatches, hashCode, newCode } from '../../auth/codes.ts';
import { oneTimeCodes, type CodeChannel, type CodePurpose } from '../../db/schema.ts';
import type { Language } from '../../i18n.ts';
import { fail, text } from './messages.ts';
import type { SentCode } from '../../../../contracts/schemas/users/codes.ts';
import { clock, clockDate } from '../../clock.ts';

const HOUR_MS = 60 * 60_000;

const SUBJECTS: Record<CodePurpose, Record<Language, string>> = {
  verify: { vi: 'Mã xác minh của bạn', en: 'Your verification code', zh: '您的驗證碼' },
  reset: { vi: 'Mã đặt lại mật khẩu', en: 'Your password reset code', zh: '您的密碼重設驗證碼' },
};

/** `name` is the account's own display name, never text from the request (anyone may ask for a code to any address). */
function messageBody(lang: Language, code: string, purpose: CodePurpose, name: string | null): string {
  const minutes = CODE_TTL_SECONDS / 60;
  const hello = { vi: name ? `Xin chào ${name}, ` : '', en: name ? `Hello ${name}, ` : '', zh: name ? `${name}，您好！` : '' }[lang];
  const what = {
    vi: purpose === 'reset' ? 'mã đặt lại mật khẩu' : 'mã xác minh',
    en: purpose === 'reset' ? 'password reset code' : 'verification code',
    zh: purpose === 'reset' ? '密碼重設驗證碼' : '驗證碼',
  }[lang];
  const body = {
    vi: `${what} của bạn là ${code}. Mã có hiệu lực trong ${minutes} phút. Không chia sẻ mã này với bất kỳ ai.`,
    en: `your ${what} is ${code}. It is valid for ${minutes} minutes. Do not share it with anyone.`,
    zh: `您的${what}為 ${code}，${minutes} 分鐘內有效。請勿與任何人分享。`,
  }[lang];
  return hello ? `${hello}${body}` : `${body.charAt(0).toUpperCase()}${body.slice(1)}`;
}

export interface CodeRequest {
  lang: Language;
  channel: CodeChannel;
  destination: string;
  purpose: CodePurpose;
  name: string | null;
  /** The client address that asks (hourly limit per address). */
  requestedBy: string;
  /** False for a reset to an address no account uses: a code row is made (limits behave the same) but nothing is sent. */
  deliver: boolean;
}

/** 429 when the destination or the address already had CODES_PER_HOUR codes within the hour. */
async function requireHourlyRoom(app: FastifyInstance, where: SQL | undefined): Promise<void> {
  const since = new Date(clock.now() - HOUR_MS);
  const [row] = await app.db
    .select({ n: count(), oldest: sql<Date | string | null>`min(${oneTimeCodes.createdAt})` })
    .from(oneTimeCodes)
    .where(and(where, gt(oneTimeCodes.createdAt, since)));
  if ((row?.n ?? 0) < app.config.codesPerHour) return;
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : clock.now();
  const minutes = Math.max(1, Math.ceil((oldest + HOUR_MS - clock.now()) / 60_000));
  throw fail(429, 'codeHourLimit', { minutes });
}

export async function sendCode(app: FastifyInstance, request: CodeRequest): Promise<SentCode> {
  const { lang, channel, destination, purpose, name, requestedBy, deliver } = request;
  const transport = app.delivery[channel];
  if (!transport) throw fail(503, 'deliveryOff', { channel: channel === 'email' ? 'e-mail' : 'SMS' });
  const [last] = await app.db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.channel, channel), eq(oneTimeCodes.destination, destination)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  const waited = last ? (clock.now() - last.createdAt.getTime()) / 1000 : Infinity;
  if (waited < CODE_RESEND_SECONDS) throw fail(429, 'codeTooSoon', { seconds: Math.ceil(CODE_RESEND_SECONDS - waited) });
  await requireHourlyRoom(app, and(eq(oneTimeCodes.channel, channel), eq(oneTimeCodes.destination, destination)));
  await requireHourlyRoom(app, eq(oneTimeCodes.requestedBy, requestedBy));

  const code = newCode();
  const subject = SUBJECTS[purpose][lang];
  const body = messageBody(lang, code, purpose, name);
  await app.db.transaction(async (tx) => {
    // Older live codes of this destination die with the new one.
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: clockDate() })
      .where(and(eq(oneTimeCodes.channel, channel), eq(oneTimeCodes.destination, destination), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({
      channel,
      destination,
      purpose,
      codeHash: hashCode(app.tokenSecret, destination, code),
      expiresAt: new Date(clock.now() + CODE_TTL_SECONDS * 1000),
      requestedBy,
    });
  });
  if (deliver) app.deliverLater({ channel, to: destination, subject, text: body });
  return {
    to: destination,
    channel,
    expiresIn: CODE_TTL_SECONDS,
    resendIn: CODE_RESEND_SECONDS,
    message: purpose === 'reset' ? text(lang, 'codeOnItsWay') : text(lang, 'codeSent', { to: destination }),
    devMailbox: transport.isDevMailbox,
  };
}

/** Checks the newest code of a destination: 400 when wrong (a try is used up) or dead; `consume` uses it up. */
export async function checkCode(app: FastifyInstance, channel: CodeChannel, destination: string, code: string, consume: boolean): Promise<void> {
  const [row] = await app.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.channel, channel), eq(oneTimeCodes.destination, destination)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  if (!row || row.consumedAt || row.expiresAt.getTime() <= clock.now() || row.attempts >= CODE_MAX_ATTEMPTS) {
    throw fail(400, 'codeDead');
  }
  if (!codeMatches(app.tokenSecret, destination, code, row.codeHash)) {
    const [counted] = await app.db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.id, row.id), lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS)))
      .returning({ attempts: oneTimeCodes.attempts });
    const left = CODE_MAX_ATTEMPTS - (counted?.attempts ?? CODE_MAX_ATTEMPTS);
    throw fail(400, left > 0 ? 'codeWrong' : 'codeDead', { left });
  }
  if (!consume) return;
  const used = await app.db
    .update(oneTimeCodes)
    .set({ consumedAt: clockDate() })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (used.length === 0) throw fail(400, 'codeDead');
}
