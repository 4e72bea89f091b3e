/** Site resources of SPEC §7: banners by position (contracts/endpoints/home.ts), the site's domains, server-side translation strings. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { banners, siteDomains, translationStrings } from '../../db/schema.ts';
import { localize } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import { bannerList } from '../../../../contracts/endpoints/home.ts';
import { ApiHeaders, Envelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import {
  DomainListQuery,
  SiteDomainList,
  TranslationQuery,
  TranslationStrings,
} from '../../../../contracts/schemas/content/resources.ts';
import { serve } from '../endpoint-route.ts';
import { fail } from './messages.ts';

const tags = ['content'];

function hostOnly(domain: string | undefined): string | undefined {
  return domain?.toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
}

export const resourceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, bannerList, async (request) => {
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
        // Its generated picture writes the title: the answer names it in the visitor's language (plugins/picture-language.ts).
        image: row.image,
        link: row.link,
        sort: row.sort,
      })),
    );
  });

  app.get('/other/api/resource/domain/list', {
    schema: {
      tags,
      summary: 'The site’s domain and mirrors, primary first; the queried domain is marked current',
      headers: ApiHeaders,
      querystring: DomainListQuery,
      response: { 200: Envelope(SiteDomainList), ...errorResponses },
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
      querystring: TranslationQuery,
      response: { 200: Envelope(TranslationStrings), ...errorResponses },
    },
    handler: async (request) => {
      const { locale, version, category } = request.query;
      const [rows, categoryRows] = await Promise.all([
        app.db
          .select()
          .from(translationStrings)
          .where(category ? eq(translationStrings.category, category) : undefined)
          .orderBy(asc(translationStrings.category), asc(translationStrings.key)),
        app.db.selectDistinct({ category: translationStrings.category }).from(translationStrings).orderBy(asc(translationStrings.category)),
      ]);
      if (category && rows.length === 0) throw fail(404, 'translationCategoryNotFound', { value: category });
      const messages = Object.fromEntries(rows.map((row) => [category ? row.key : row.id, localize(row.text, locale)]));
      return ok(request, { locale, version, category: category ?? null, categories: categoryRows.map((c) => c.category), messages });
    },
  });
};
