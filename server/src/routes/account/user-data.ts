/** Reading and writing members: user info, creation with a unique referral code, experience. */
import { randomInt } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { expLedger, userMessages, users } from '../../db/schema.ts';
import { fail } from './messages.ts';
import { levelForExp } from '../../users/levels.ts';
import { REFERRAL_BONUS_EXP, REFERRAL_REWARD_EXP } from '../../users/referrals.ts';
import { welcomeMessage } from '../../inbox/texts.ts';
import type { UserInfo } from '../../../../contracts/schemas/users/account.ts';

export type UserRow = typeof users.$inferSelect;

export { PRESET_COUNT as PRESET_AVATARS } from './avatar-svg.ts';
export { REFERRAL_BONUS_EXP, REFERRAL_REWARD_EXP } from '../../users/referrals.ts';

export function avatarPath(userId: number): string {
  return `/media/avatar/${userId}.svg`;
}

export function toUserInfo(row: UserRow): UserInfo {
  return {
    userId: row.id,
    displayName: row.displayName,
    siteRoleId: row.siteRoleId,
    nickname: row.nickname,
    profilePicture: row.profilePicture,
    username: row.username,
    email: row.email,
    phoneNumber: row.phoneNumber,
    level: row.level,
    exp: row.exp,
    referralCode: row.referralCode,
    emailVerified: row.emailVerified,
    phoneVerified: row.phoneVerified,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The signed-in member's row; 401 when the account behind a valid token is gone. */
export async function currentUser(db: Db, id: number): Promise<UserRow> {
  const row = await findUser(db, id);
  if (!row) throw fail(401, 'accountGone');
  return row;
}

/** 409 naming the first of username / email / phone that another account uses. */
export async function assertAvailable(
  db: Db,
  wanted: { username?: string; email?: string | null; phoneNumber?: string | null },
  exceptUserId = 0,
): Promise<void> {
  const conditions = [];
  if (wanted.username) conditions.push(sql`lower(${users.username}) = lower(${wanted.username})`);
  if (wanted.email) conditions.push(sql`lower(${users.email}) = ${wanted.email}`);
  if (wanted.phoneNumber) conditions.push(eq(users.phoneNumber, wanted.phoneNumber));
  if (conditions.length === 0) return;
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(or(...conditions));
  for (const row of rows.filter((r) => r.id !== exceptUserId)) {
    if (wanted.username && row.username.toLowerCase() === wanted.username.toLowerCase()) {
      throw fail(409, 'usernameTaken', { value: wanted.username });
    }
    if (wanted.email && row.email?.toLowerCase() === wanted.email) throw fail(409, 'emailTaken', { value: wanted.email });
    if (wanted.phoneNumber && row.phoneNumber === wanted.phoneNumber) {
      throw fail(409, 'phoneTaken', { value: wanted.phoneNumber });
    }
  }
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newReferralCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

export interface NewUser {
  username: string;
  passwordHash: string | null;
  displayName: string;
  email?: string | null;
  emailVerified?: boolean;
  phoneNumber?: string | null;
  googleSubject?: string | null;
  referredBy?: number | null;
}

/** A unique constraint of users was violated (a concurrent sign-up took the name). */
function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e.cause ?? e;
  return inner.code === '23505' ? (inner.constraint ?? '') : null;
}

/** Inserts a member with its avatar path, referral code and welcome message; a referred member's bonus included (the referrer's credit comes later: referral-credit.ts). */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  // The id comes first: the avatar path is made from it.
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('users', 'id'))::int as id`);
  const id = Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id);
  let row: UserRow | undefined;
  try {
    [row] = await db
      .insert(users)
      .values({
        id,
        username: input.username,
        passwordHash: input.passwordHash,
        displayName: input.displayName,
        nickname: input.displayName,
        profilePicture: avatarPath(id),
        email: input.email ?? null,
        emailVerified: input.emailVerified ?? false,
        phoneNumber: input.phoneNumber ?? null,
        googleSubject: input.googleSubject ?? null,
        referralCode: newReferralCode(),
        referredBy: input.referredBy ?? null,
      })
      .returning();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    if (constraint.includes('email')) throw fail(409, 'emailTaken', { value: input.email ?? '' });
    if (constraint.includes('phone')) throw fail(409, 'phoneTaken', { value: input.phoneNumber ?? '' });
    throw fail(409, 'usernameTaken', { value: input.username });
  }
  await db.insert(userMessages).values({
    userId: id,
    type: 'system',
    ...welcomeMessage(input.displayName),
    link: '/nhiem-vu-hang-ngay',
  });
  if (input.referredBy) {
    await db.insert(userMessages).values({
      userId: input.referredBy,
      type: 'activity',
      title: { vi: 'Có người dùng mã giới thiệu của bạn', en: 'Someone used your referral code', zh: '有人使用了您的推薦碼' },
      content: {
        vi: `${input.displayName} đã đăng ký bằng mã giới thiệu của bạn. Bạn nhận +${REFERRAL_REWARD_EXP} EXP khi bạn ấy xác minh e-mail hoặc số điện thoại và điểm danh vào một ngày sau ngày đăng ký.`,
        en: `${input.displayName} signed up with your referral code. You get +${REFERRAL_REWARD_EXP} EXP once they verify an e-mail or phone number and check in on a later day.`,
        zh: `${input.displayName} 使用您的推薦碼註冊。對方驗證電子郵件或手機號碼並於註冊後的另一天簽到後，您將獲得 +${REFERRAL_REWARD_EXP} EXP。`,
      },
      link: '/gioi-thieu-ban-be',
    });
    return addExp(db, id, REFERRAL_BONUS_EXP, 'referral-bonus', String(input.referredBy));
  }
  return row!;
}

/** Adds experience (ledger row + user total) and moves the level along the level table. */
export async function addExp(db: Db, userId: number, amount: number, reason: (typeof expLedger.$inferInsert)['reason'], ref: string): Promise<UserRow> {
  await db.insert(expLedger).values({ userId, amount, reason, ref });
  const [updated] = await db.update(users).set({ exp: sql`${users.exp} + ${amount}` }).where(eq(users.id, userId)).returning();
  if (!updated) throw fail(401, 'accountGone');
  const level = levelForExp(updated.exp).level;
  if (level === updated.level) return updated;
  const [leveled] = await db.update(users).set({ level }).where(eq(users.id, userId)).returning();
  return leveled!;
}
