/**
 * Applications to become a commentator (host): a member sends one (one open at a time) and sees the
 * latest; admins list them and approve or reject with a note. Approval makes the applicant a host
 * (site role 2, the BLV badge) under the display name they applied with, so they are among the hosts
 * offered for booking a fixture; either decision reaches the applicant's inbox.
 */
import type { FastifyInstance } from 'fastify';
import * as commentators from '../../../../contracts/endpoints/commentators.ts';
import { serve } from '../endpoint-route.ts';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { commentatorApplications, SITE_ROLES, userMessages, users } from '../../db/schema.ts';
import { localize, type Language, type LocalizedText } from '../../i18n.ts';
import { clockDate } from '../../clock.ts';
import { ok } from '../../plugins/envelope.ts';
import { memberId } from '../account/member-id.ts';
import { fail } from '../account/messages.ts';
import { currentUser } from '../account/user-data.ts';
import { CommentatorApplication, ReviewedApplication } from '../../../../contracts/schemas/users/commentators.ts';
import {
  APPLICATION_LIMITS,
  firstProblem,
  REVIEW_NOTE_MAX,
  textLength,
  validateApplication,
  type ApplicationField,
  type ApplicationProblem,
  type CommentatorLanguageCode,
  type CommentatorSportCode,
} from '../../../../contracts/commentator-rules.ts';
import { cleanNickname } from '../../../../contracts/fields.ts';

/** The names of the sports of contracts' COMMENTATOR_SPORTS, in every language. */
export const COMMENTATOR_SPORT_NAMES: Record<CommentatorSportCode, LocalizedText> = {
  football: { vi: 'Bóng đá', en: 'Football', zh: '足球' },
  basketball: { vi: 'Bóng rổ', en: 'Basketball', zh: '籃球' },
  esport: { vi: 'Thể thao điện tử', en: 'Esports', zh: '電子競技' },
  tennis: { vi: 'Quần vợt', en: 'Tennis', zh: '網球' },
  volleyball: { vi: 'Bóng chuyền', en: 'Volleyball', zh: '排球' },
  billiard: { vi: 'Bi-a', en: 'Billiards', zh: '撞球' },
  marble: { vi: 'Đua bi', en: 'Marble racing', zh: '彈珠競速' },
  casino: { vi: 'Casino', en: 'Casino', zh: '娛樂場' },
};

/** The names of the languages one may commentate in, in every language. */
export const COMMENTATOR_LANGUAGE_NAMES: Record<CommentatorLanguageCode, LocalizedText> = {
  vi: { vi: 'Tiếng Việt', en: 'Vietnamese', zh: '越南語' },
  en: { vi: 'Tiếng Anh', en: 'English', zh: '英語' },
  zh: { vi: 'Tiếng Trung', en: 'Chinese', zh: '中文' },
};

/** Roles that may apply: members and silent members (hosts already are; staff may not). */
const APPLYING_ROLES: ReadonlySet<number> = new Set([SITE_ROLES.member, SITE_ROLES.silent]);

type ApplicationRow = typeof commentatorApplications.$inferSelect;

function named(codes: string[], names: Record<string, LocalizedText>, lang: Language) {
  return codes.map((code) => {
    const name = names[code] as LocalizedText | undefined;
    return { code, name: name ? localize(name, lang) : code };
  });
}

function toApplication(row: ApplicationRow, lang: Language): CommentatorApplication {
  return {
    id: row.id,
    status: row.status,
    displayName: row.displayName,
    languages: named(row.languages, COMMENTATOR_LANGUAGE_NAMES, lang),
    sports: named(row.sports, COMMENTATOR_SPORT_NAMES, lang),
    experience: row.experience,
    sampleLink: row.sampleLink,
    motivation: row.motivation,
    reviewNote: row.reviewNote ? localize(row.reviewNote, lang) : null,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The 400 of a draft's first problem, naming the field in the request's language. */
function refusal(field: ApplicationField, problem: ApplicationProblem) {
  const values = { field: `body.${field}`, limit: problem === 'tooShort' ? (APPLICATION_LIMITS[field]?.min ?? 0) : (APPLICATION_LIMITS[field]?.max ?? 0) };
  switch (problem) {
    case 'required':
      return fail(400, 'fieldRequired', values);
    case 'tooShort':
      return fail(400, 'fieldTooShort', values);
    case 'tooLong':
      return fail(400, 'fieldTooLong', values);
    case 'duplicate':
      return fail(400, 'fieldDuplicate', values);
    case 'notUrl':
      return fail(400, 'fieldNotUrl', values);
    case 'invalid':
      return fail(400, 'fieldInvalid', values);
  }
}

/** What the applicant's inbox says about a decision. */
function decisionMessage(decision: 'approved' | 'rejected', displayName: string, note: string | null) {
  const withNote = (text: LocalizedText): LocalizedText =>
    note ? { vi: `${text.vi} Ghi chú: ${note}`, en: `${text.en} Note: ${note}`, zh: `${text.zh} 備註：${note}` } : text;
  if (decision === 'approved') {
    return {
      title: { vi: 'Đơn ứng tuyển bình luận viên đã được duyệt', en: 'Your commentator application was approved', zh: '您的評論員申請已通過' },
      content: withNote({
        vi: `Chúc mừng! Bạn đã là bình luận viên với tên "${displayName}" và có thể được đặt lịch bình luận.`,
        en: `Congratulations! You are now a commentator as "${displayName}" and can be booked for matches.`,
        zh: `恭喜！您已成為評論員「${displayName}」，可以接受賽事預約。`,
      }),
    };
  }
  return {
    title: { vi: 'Đơn ứng tuyển bình luận viên chưa được duyệt', en: 'Your commentator application was not approved', zh: '您的評論員申請未通過' },
    content: withNote({
      vi: 'Cảm ơn bạn đã ứng tuyển. Bạn có thể gửi đơn mới khi đã sẵn sàng.',
      en: 'Thank you for applying. You may send a new application when you are ready.',
      zh: '感謝您的申請。準備好後可再次提交申請。',
    }),
  };
}

export const commentatorRoutes = async (app: FastifyInstance): Promise<void> => {
  const reviewers = alias(users, 'reviewers');

  /** Applications with their applicant and reviewer, as the reviewer sees them. */
  const reviewed = async (where: SQL | undefined, order: SQL[], limit: number, offset: number, lang: Language) => {
    const rows = await app.db
      .select({ application: commentatorApplications, applicant: users, reviewer: { userId: reviewers.id, nickname: reviewers.nickname } })
      .from(commentatorApplications)
      .innerJoin(users, eq(users.id, commentatorApplications.userId))
      .leftJoin(reviewers, eq(reviewers.id, commentatorApplications.reviewedBy))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows.map(
      (r): ReviewedApplication => ({
        ...toApplication(r.application, lang),
        applicant: {
          userId: r.applicant.id,
          username: r.applicant.username,
          nickname: r.applicant.nickname,
          profilePicture: r.applicant.profilePicture,
          siteRoleId: r.applicant.siteRoleId,
        },
        reviewer: r.reviewer && r.reviewer.userId !== null ? { userId: r.reviewer.userId, nickname: r.reviewer.nickname } : null,
      }),
    );
  };

  serve(app, commentators.applyAsCommentator, async (request) => {
    const userId = memberId(request);
    const body = request.body;
    const problem = firstProblem(validateApplication(body));
    if (problem) throw refusal(problem.field, problem.problem);
    const user = await currentUser(app.db, userId);
    if (user.siteRoleId === SITE_ROLES.host) throw fail(409, 'alreadyCommentator');
    if (!APPLYING_ROLES.has(user.siteRoleId)) throw fail(403, 'applicationStaff');
    const inserted = await app.db
      .insert(commentatorApplications)
      .values({
        userId,
        displayName: cleanNickname(body.displayName)!,
        languages: body.languages,
        sports: body.sports,
        experience: body.experience.trim(),
        sampleLink: body.sampleLink.trim(),
        motivation: body.motivation.trim(),
      })
      // The partial unique index (one pending per member) refuses a second open application.
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw fail(409, 'applicationPending');
    return ok(request, toApplication(inserted[0]!, request.language));
  });

  serve(app, commentators.myApplication, async (request) => {
    const userId = memberId(request);
    const user = await currentUser(app.db, userId);
    const [row] = await app.db
      .select()
      .from(commentatorApplications)
      .where(eq(commentatorApplications.userId, userId))
      .orderBy(desc(commentatorApplications.id))
      .limit(1);
    const canApply = APPLYING_ROLES.has(user.siteRoleId) && row?.status !== 'pending';
    return ok(request, { application: row ? toApplication(row, request.language) : null, canApply, siteRoleId: user.siteRoleId, nickname: user.nickname });
  });

  serve(app, commentators.applications, async (request) => {
    const { status, pageNum, pageSize } = request.query;
    const where = status ? eq(commentatorApplications.status, status) : undefined;
    const pendingFirst = sql`case when ${commentatorApplications.status} = 'pending' then 0 else 1 end`;
    const oldestPending = sql`case when ${commentatorApplications.status} = 'pending' then ${commentatorApplications.id} end`;
    const [list, [total]] = await Promise.all([
      reviewed(where, [asc(pendingFirst), asc(oldestPending), desc(commentatorApplications.id)], pageSize, (pageNum - 1) * pageSize, request.language),
      app.db.select({ n: count() }).from(commentatorApplications).where(where),
    ]);
    return ok(request, { list, total: total?.n ?? 0, pageNum, pageSize });
  });

  serve(app, commentators.reviewApplication, async (request) => {
    const reviewerId = memberId(request);
    const { id, decision } = request.body;
    const note = request.body.note?.trim() ?? '';
    if (textLength(note) > REVIEW_NOTE_MAX) throw fail(400, 'fieldTooLong', { field: 'body.note', limit: REVIEW_NOTE_MAX });
    if (decision === 'reject' && note === '') throw fail(400, 'reviewNoteRequired', { field: 'body.note' });
    const status = decision === 'approve' ? 'approved' : 'rejected';
    await app.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ status: commentatorApplications.status, userId: commentatorApplications.userId, displayName: commentatorApplications.displayName, role: users.siteRoleId })
        .from(commentatorApplications)
        .innerJoin(users, eq(users.id, commentatorApplications.userId))
        .where(eq(commentatorApplications.id, id))
        .for('update');
      if (!found) throw fail(404, 'applicationNotFound', { id });
      if (found.status !== 'pending') throw fail(409, 'applicationReviewed', { id });
      if (status === 'approved' && !APPLYING_ROLES.has(found.role) && found.role !== SITE_ROLES.host) throw fail(409, 'applicantIsStaff', { id: found.userId });
      const now = clockDate();
      await tx
        .update(commentatorApplications)
        .set({ status, reviewNote: note ? { vi: note, en: note, zh: note } : null, reviewedBy: reviewerId, reviewedAt: now })
        .where(eq(commentatorApplications.id, id));
      if (status === 'approved') {
        await tx
          .update(users)
          .set({ siteRoleId: SITE_ROLES.host, nickname: found.displayName })
          .where(and(eq(users.id, found.userId), inArray(users.siteRoleId, [...APPLYING_ROLES, SITE_ROLES.host])));
      }
      await tx.insert(userMessages).values({ userId: found.userId, type: 'system', ...decisionMessage(status, found.displayName, note || null), link: '/ung-tuyen-binh-luan-vien', createdAt: now });
    });
    const [answer] = await reviewed(eq(commentatorApplications.id, id), [], 1, 0, request.language);
    return ok(request, answer!);
  });
};
