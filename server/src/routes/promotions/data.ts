/**
 * Promotions as the API answers them: texts in the request's language with the reward's amount
 * written in the request's currency (the stored texts hold `{amount}` where it goes), the campaign's
 * status at the server's clock, its participants, and a member's own standing. Enrolling is here too.
 */
import { and, asc, count, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { promotionEnrolments, promotions, users } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { NEW_MEMBER_DAYS, type Currency, type PromotionCategory, type PromotionStatus } from '../../../../contracts/content-values.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import type { Enrolment, PromotionDetail, PromotionItem, PromotionViewer } from '../../../../contracts/schemas/content/promotions.ts';
import { convertVnd, lines, paragraphs } from '../content/content-common.ts';
import { fail } from '../content/messages.ts';
import { promotionFail } from './messages.ts';
import { sqlNow } from '../../db/now.ts';

type PromotionRow = typeof promotions.$inferSelect;

const DAY_MS = 86_400_000;

/** Where a promotion stands at `now`. */
export const statusWhere: Record<PromotionStatus, (now: Date) => SQL> = {
  active: (now) => and(lte(promotions.startsAt, now), gt(promotions.endsAt, now))!,
  upcoming: (now) => gt(promotions.startsAt, now),
  ended: (now) => lte(promotions.endsAt, now),
};

/** Active ones first (ending soonest first), then upcoming (starting soonest), then ended (latest first). */
export const listOrder = (now: SQL) => [
  asc(sql`case when ${promotions.startsAt} > ${now} then 1 when ${promotions.endsAt} <= ${now} then 2 else 0 end`),
  asc(sql`case when ${promotions.startsAt} > ${now} then extract(epoch from ${promotions.startsAt})
               when ${promotions.endsAt} <= ${now} then -extract(epoch from ${promotions.endsAt})
               else extract(epoch from ${promotions.endsAt}) end`),
  asc(promotions.id),
];

/** Members enrolled in the promotion of the row being read. */
export const participantsOf = sql<number>`(select count(*) from ${promotionEnrolments} where ${promotionEnrolments.promotionId} = ${promotions.id})`.mapWith(Number);

export function statusOf(row: Pick<PromotionRow, 'startsAt' | 'endsAt'>, at: Date): PromotionStatus {
  if (row.startsAt > at) return 'upcoming';
  return row.endsAt <= at ? 'ended' : 'active';
}

/** A stored text with its `{amount}` written as money in `currency` and the language. */
export function withAmount(text: string, amountText: string): string {
  return text.replaceAll('{amount}', amountText);
}

export function toItem(row: PromotionRow, participants: number, lang: Language, currency: Currency, at: Date): PromotionItem {
  const rewardAmount = convertVnd(row.rewardAmountVnd, currency);
  const amount = formatMoney(rewardAmount, currency, lang);
  const text = (value: typeof row.title) => withAmount(localize(value, lang), amount);
  return {
    id: row.id,
    slug: row.slug,
    title: text(row.title),
    summary: text(row.summary),
    banner: row.banner,
    category: row.category,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: statusOf(row, at),
    reward: text(row.reward),
    rewardAmount,
    amountInReward: localize(row.reward, lang).includes('{amount}'),
    currency,
    action: row.action,
    link: row.link,
    participants,
    path: `/khuyen-mai/${row.slug}`,
  };
}

export interface ListInput {
  status?: PromotionStatus;
  category?: PromotionCategory;
  pageNum: number;
  pageSize: number;
}

export async function promotionList(db: Db, input: ListInput, lang: Language, currency: Currency, at: Date) {
  const where = and(input.status ? statusWhere[input.status](at) : undefined, input.category ? eq(promotions.category, input.category) : undefined);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ row: promotions, participants: participantsOf })
      .from(promotions)
      .where(where)
      .orderBy(...listOrder(sqlNow(at)))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ total: count() }).from(promotions).where(where),
  ]);
  return {
    list: rows.map(({ row, participants }) => toItem(row, participants, lang, currency, at)),
    total: totalRow?.total ?? 0,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

/** Whether a member whose account was made at `joinedAt` may take part at `at`. */
function isEligible(row: PromotionRow, joinedAt: Date, at: Date): boolean {
  if (row.eligibility !== 'new-members') return true;
  return at.getTime() - joinedAt.getTime() <= NEW_MEMBER_DAYS * DAY_MS;
}

async function viewerOf(db: Db, row: PromotionRow, userId: number, at: Date): Promise<PromotionViewer | null> {
  const [[user], [enrolment]] = await Promise.all([
    db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)),
    db
      .select({ createdAt: promotionEnrolments.createdAt })
      .from(promotionEnrolments)
      .where(and(eq(promotionEnrolments.promotionId, row.id), eq(promotionEnrolments.userId, userId))),
  ]);
  if (!user) return null;
  return { enrolled: Boolean(enrolment), enrolledAt: enrolment?.createdAt.toISOString() ?? null, eligible: isEligible(row, user.createdAt, at) };
}

/** One promotion by slug with its body, terms, eligibility and (for a member) their standing; null when there is none. */
export async function promotionDetail(
  db: Db,
  slug: string,
  lang: Language,
  currency: Currency,
  viewerId: number | null,
  at: Date,
): Promise<PromotionDetail | null> {
  const [found] = await db.select({ row: promotions, participants: participantsOf }).from(promotions).where(eq(promotions.slug, slug));
  if (!found) return null;
  const { row, participants } = found;
  const item = toItem(row, participants, lang, currency, at);
  const amount = formatMoney(item.rewardAmount, currency, lang);
  return {
    ...item,
    body: paragraphs(withAmount(localize(row.body, lang), amount)),
    terms: lines(withAmount(localize(row.terms, lang), amount)),
    eligibility: row.eligibility,
    newMemberDays: NEW_MEMBER_DAYS,
    viewer: viewerId === null ? null : await viewerOf(db, row, viewerId, at),
    predicts: row.predictionLeagueId !== null,
  };
}

/**
 * Enrols a member in (or lets them claim) a promotion, once: 404 for an unknown slug, 409 when the
 * promotion has nothing to enrol in, has not started or has ended, 403 when the member is not
 * eligible, 409 when they already did.
 */
export async function enrol(db: Db, slug: string, userId: number, at: Date): Promise<Enrolment> {
  const [row] = await db.select().from(promotions).where(eq(promotions.slug, slug));
  if (!row) throw promotionFail(404, 'promotionNotFound', { value: slug });
  if (!row.action) throw promotionFail(409, 'promotionNoAction');
  const status = statusOf(row, at);
  if (status === 'upcoming') throw promotionFail(409, 'promotionNotStarted');
  if (status === 'ended') throw promotionFail(409, 'promotionEnded');
  const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!user) throw fail(401, 'memberGone');
  if (!isEligible(row, user.createdAt, at)) throw promotionFail(403, 'promotionNotEligible', { days: NEW_MEMBER_DAYS });
  // The primary key (promotion, member) keeps it to once, even for two requests at the same moment.
  const [inserted] = await db.insert(promotionEnrolments).values({ promotionId: row.id, userId }).onConflictDoNothing().returning();
  if (!inserted) throw promotionFail(409, row.action === 'claim' ? 'promotionAlreadyClaimed' : 'promotionAlreadyEnrolled');
  const [participants] = await db.select({ n: count() }).from(promotionEnrolments).where(eq(promotionEnrolments.promotionId, row.id));
  return { slug: row.slug, enrolled: true, enrolledAt: inserted.createdAt.toISOString(), participants: participants?.n ?? 0 };
}
