/** Site resources of SPEC §7: banners by position, the site's domains, server-side translation strings. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { BANNER_POSITIONS, banners, DOMAIN_STATUSES, siteDomains, translationStrings } from '../../db/schema.ts';
import { LANGUAGES, localize } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import { fail, StringEnum } from './content-common.ts';

const tags = ['content'];

const Banner = Type.Object({
  id: Type.Integer(),
  position: StringEnum(BANNER_POSITIONS),
  title: Type.String({ description: 'Alt text and caption, in the request language.' }),
  image: Type.String({ description: '/media/banner/<id>.svg' }),
  link: Type.String({ description: 'A site path the banner opens.' }),
  sort: Type.Integer(),
});

const Domain = Type.Object({
  domain: Type.String(),
  isPrimary: Type.Boolean(),
  status: StringEnum(DOMAIN_STATUSES, { description: 'active: serving; backup: a mirror to switch to; blocked: do not use.' }),
  isCurrent: Type.Boolean({ description: 'It is the domain given in the query.' }),
});

/** A host name: letters, digits, dots and hyphens, optionally with a port. */
const HostName = Type.String({ maxLength: 253, pattern: '^[A-Za-z0-9.-]+(:\\d{1,5})?$' });

function hostOnly(domain: string | undefined): string | undefined {
  return domain?.toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
}

export const resourceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/other/api/banner/list', {
    schema: {
      tags,
      summary: 'Active banners of a position (all positions when none is given), for a domain',
      headers: ApiHeaders,
      querystring: Type.Object({
        position: Type.Optional(StringEnum(BANNER_POSITIONS)),
        domain: Type.Optional(HostName),
      }),
      response: { 200: Envelope(Type.Array(Banner)), ...errorResponses },
    },
    handler: async (request) => {
      const { position } = request.query;
      const domain = hostOnly(request.query.domain);
      const rows = await app.db
        .select()
        .from(banners)
        .where(
          and(
            eq(banners.active, true),
            position ? eq(banners.position, position) : undefined,
            // Banners without a domain show everywhere; others only on their domain.
            domain ? or(isNull(banners.domain), eq(banners.domain, domain)) : isNull(banners.domain),
          ),
        )
        .orderBy(asc(banners.position), asc(banners.sort), asc(banners.id));
      return ok(
        request,
        rows.map((row) => ({
          id: row.id,
          position: row.position,
          title: localize(row.title, request.language),
          image: row.image,
          link: row.link,
          sort: row.sort,
        })),
      );
    },
  });

  app.get('/other/api/resource/domain/list', {
    schema: {
      tags,
      summary: 'The site’s domain and mirrors, primary first; the queried domain is marked current',
      headers: ApiHeaders,
      querystring: Type.Object({ domain: Type.Optional(HostName) }),
      response: { 200: Envelope(Type.Array(Domain)), ...errorResponses },
    },
    handler: async (request) => {
      const current = hostOnly(request.query.domain);
      const rows = await app.db.select().from(siteDomains).orderBy(sql`${siteDomains.isPrimary} desc`, asc(siteDomains.sort));
      return ok(
        request,
        rows.map((row) => ({ domain: row.domain, isPrimary: row.isPrimary, status: row.status, isCurrent: row.domain === current })),
      );
    },
  });

  app.get('/other/api/live/language/v2/list', {
    schema: {
      tags,
      summary: 'Server-side translation strings of one category (or all) in a locale',
      headers: ApiHeaders,
      querystring: Type.Object({
        locale: StringEnum(LANGUAGES, { description: 'vi, en or zh (Traditional Chinese).' }),
        version: StringEnum(['v4'] as const, { default: 'v4', description: 'The catalogue format; only v4 exists.' }),
        category: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9-]+$' })),
      }),
      response: {
        200: Envelope(
          Type.Object({
            locale: StringEnum(LANGUAGES),
            version: Type.String(),
            category: Type.Union([Type.String(), Type.Null()]),
            categories: Type.Array(Type.String(), { description: 'Every category there is.' }),
            messages: Type.Record(Type.String(), Type.String(), {
              description: 'key → text; without a category the keys are "category.key".',
            }),
          }),
        ),
        ...errorResponses,
      },
    },
    handler: async (request, reply) => {
      const { locale, version, category } = request.query;
      const [rows, categoryRows] = await Promise.all([
        app.db
          .select()
          .from(translationStrings)
          .where(category ? eq(translationStrings.category, category) : undefined)
          .orderBy(asc(translationStrings.category), asc(translationStrings.key)),
        app.db.selectDistinct({ category: translationStrings.category }).from(translationStrings).orderBy(asc(translationStrings.category)),
      ]);
      if (category && rows.length === 0) return fail(request, reply, 404, 'translationCategoryNotFound', category);
      const messages = Object.fromEntries(rows.map((row) => [category ? row.key : row.id, localize(row.text, locale)]));
      return ok(request, { locale, version, category: category ?? null, categories: categoryRows.map((c) => c.category), messages });
    },
  });
};
