/** Applications to become a commentator (host): one pending at a time; the latest is shown. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import { commentatorApplications, SITE_ROLES } from '../../db/schema.ts';
import { localize, type Language, type LocalizedText } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import { memberId } from './member-id.ts';
import { fail } from './messages.ts';
import { requirePhone } from './identity.ts';
import { ApiHeaders, Envelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import {
  CommentatorApplication,
  CommentatorApplicationState,
  CommentatorApplyBody,
  type CommentatorSport,
} from '../../../../contracts/schemas/users/rewards.ts';
import { currentUser } from './user-data.ts';

/** The names of the sports of contracts' CommentatorSport, in every language. */
export const COMMENTATOR_SPORTS: Record<CommentatorSport, LocalizedText> = {
  football: { vi: 'Bóng đá', en: 'Football', zh: '足球' },
  basketball: { vi: 'Bóng rổ', en: 'Basketball', zh: '籃球' },
  esport: { vi: 'Thể thao điện tử', en: 'Esports', zh: '電子競技' },
  tennis: { vi: 'Quần vợt', en: 'Tennis', zh: '網球' },
  volleyball: { vi: 'Bóng chuyền', en: 'Volleyball', zh: '排球' },
  billiard: { vi: 'Bi-a', en: 'Billiards', zh: '撞球' },
  marble: { vi: 'Đua bi', en: 'Marble racing', zh: '彈珠競速' },
  casino: { vi: 'Casino', en: 'Casino', zh: '娛樂場' },
};

type ApplicationRow = typeof commentatorApplications.$inferSelect;

function toApplication(row: ApplicationRow, lang: Language): CommentatorApplication {
  return {
    id: row.id,
    status: row.status,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    sports: row.sports.map((code) => {
      const name = COMMENTATOR_SPORTS[code as CommentatorSport] as LocalizedText | undefined;
      return { code, name: name ? localize(name, lang) : code };
    }),
    experience: row.experience,
    sampleLink: row.sampleLink,
    reviewNote: row.reviewNote ? localize(row.reviewNote, lang) : null,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** A site path ('/video/1', not '//host') or an http(s) URL; it is stored, never fetched. */
function isSampleLink(text: string): boolean {
  if (text.startsWith('/')) return !text.startsWith('//') && !/\s/.test(text);
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const commentatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/live/api/user/commentator/apply', {
    preHandler: app.requireMember,
    schema: {
      tags: ['users'],
      summary: 'Applies to become a commentator (one pending application at a time)',
      headers: ApiHeaders,
      security: [{ token: [] }],
      body: CommentatorApplyBody,
      response: { 200: Envelope(CommentatorApplication), ...errorResponses },
    },
    handler: async (request) => {
      const userId = memberId(request);
      const body = request.body;
      const fullName = body.fullName.trim().replace(/\s+/g, ' ');
      if ([...fullName].length < 2) throw fail(400, 'fullNameInvalid', { field: 'body.fullName' });
      const phoneNumber = requirePhone(body.phoneNumber, 'body.phoneNumber');
      if (new Set(body.sports).size !== body.sports.length) throw fail(400, 'sportsDuplicate', { field: 'body.sports' });
      const experience = body.experience.trim();
      if ([...experience].length < 20) throw fail(400, 'experienceTooShort', { field: 'body.experience' });
      const sampleLink = body.sampleLink?.trim() || null;
      if (sampleLink && !isSampleLink(sampleLink)) throw fail(400, 'sampleLinkInvalid', { field: 'body.sampleLink' });
      const user = await currentUser(app.db, userId);
      if (user.siteRoleId === SITE_ROLES.host) throw fail(409, 'alreadyCommentator');
      const inserted = await app.db
        .insert(commentatorApplications)
        .values({ userId, fullName, phoneNumber, sports: body.sports, experience, sampleLink })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) throw fail(409, 'applicationPending');
      return ok(request, toApplication(inserted[0]!, request.language));
    },
  });

  app.get('/live/api/user/commentator/application', {
    preHandler: app.requireMember,
    schema: {
      tags: ['users'],
      summary: 'The member’s latest commentator application, and whether a new one may be sent',
      headers: ApiHeaders,
      security: [{ token: [] }],
      response: { 200: Envelope(CommentatorApplicationState), ...errorResponses },
    },
    handler: async (request) => {
      const userId = memberId(request);
      const user = await currentUser(app.db, userId);
      const [row] = await app.db
        .select()
        .from(commentatorApplications)
        .where(eq(commentatorApplications.userId, userId))
        .orderBy(desc(commentatorApplications.id))
        .limit(1);
      const canApply = user.siteRoleId !== SITE_ROLES.host && row?.status !== 'pending';
      return ok(request, { application: row ? toApplication(row, request.language) : null, canApply });
    },
  });
};
