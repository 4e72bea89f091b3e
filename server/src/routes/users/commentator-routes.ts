/** Applications to become a commentator (host): one pending at a time; the latest is shown. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { desc, eq } from 'drizzle-orm';
import { commentatorApplications, SITE_ROLES } from '../../db/schema.ts';
import { localize, type Language, type LocalizedText } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import { memberId, UsersError } from './errors.ts';
import { requirePhone } from './identity.ts';
import { Nullable, route } from './schemas.ts';
import { currentUser } from './user-data.ts';

export const COMMENTATOR_SPORTS: Record<string, LocalizedText> = {
  football: { vi: 'Bóng đá', en: 'Football', zh: '足球' },
  basketball: { vi: 'Bóng rổ', en: 'Basketball', zh: '籃球' },
  esport: { vi: 'Thể thao điện tử', en: 'Esports', zh: '電子競技' },
  tennis: { vi: 'Quần vợt', en: 'Tennis', zh: '網球' },
  volleyball: { vi: 'Bóng chuyền', en: 'Volleyball', zh: '排球' },
  billiard: { vi: 'Bi-a', en: 'Billiards', zh: '撞球' },
  marble: { vi: 'Đua bi', en: 'Marble racing', zh: '彈珠競速' },
  casino: { vi: 'Casino', en: 'Casino', zh: '娛樂場' },
};
const SPORT_CODES = Object.keys(COMMENTATOR_SPORTS);

const Application = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
  fullName: Type.String(),
  phoneNumber: Type.String(),
  sports: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  experience: Type.String(),
  sampleLink: Nullable(Type.String()),
  reviewNote: Nullable(Type.String()),
  createdAt: Type.String(),
  reviewedAt: Nullable(Type.String()),
});

type ApplicationRow = typeof commentatorApplications.$inferSelect;

function toApplication(row: ApplicationRow, lang: Language) {
  return {
    id: row.id,
    status: row.status,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    sports: row.sports.map((code) => ({ code, name: COMMENTATOR_SPORTS[code] ? localize(COMMENTATOR_SPORTS[code], lang) : code })),
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
    schema: route('Applies to become a commentator (one pending application at a time)', Application, {
      security: [{ token: [] }],
      body: Type.Object({
        fullName: Type.String({ maxLength: 60, description: '2–60 characters.' }),
        phoneNumber: Type.String({ maxLength: 20 }),
        sports: Type.Array(Type.Union(SPORT_CODES.map((code) => Type.Literal(code))), { minItems: 1, maxItems: SPORT_CODES.length }),
        experience: Type.String({ minLength: 20, maxLength: 2000 }),
        sampleLink: Type.Optional(Type.String({ maxLength: 500 })),
      }),
    }),
    handler: async (request) => {
      const userId = memberId(request);
      const body = request.body;
      const fullName = body.fullName.trim().replace(/\s+/g, ' ');
      if ([...fullName].length < 2) throw new UsersError(400, 'fullNameInvalid', { field: 'body.fullName' });
      const phoneNumber = requirePhone(body.phoneNumber, 'body.phoneNumber');
      if (new Set(body.sports).size !== body.sports.length) throw new UsersError(400, 'sportsDuplicate', { field: 'body.sports' });
      const experience = body.experience.trim();
      if ([...experience].length < 20) throw new UsersError(400, 'experienceTooShort', { field: 'body.experience' });
      const sampleLink = body.sampleLink?.trim() || null;
      if (sampleLink && !isSampleLink(sampleLink)) throw new UsersError(400, 'sampleLinkInvalid', { field: 'body.sampleLink' });
      const user = await currentUser(app.db, userId);
      if (user.siteRoleId === SITE_ROLES.host) throw new UsersError(409, 'alreadyCommentator');
      const inserted = await app.db
        .insert(commentatorApplications)
        .values({ userId, fullName, phoneNumber, sports: body.sports, experience, sampleLink })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) throw new UsersError(409, 'applicationPending');
      return ok(request, toApplication(inserted[0]!, request.language));
    },
  });

  app.get('/live/api/user/commentator/application', {
    preHandler: app.requireMember,
    schema: route(
      'The member’s latest commentator application, and whether a new one may be sent',
      Type.Object({ application: Nullable(Application), canApply: Type.Boolean() }),
      { security: [{ token: [] }] },
    ),
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
