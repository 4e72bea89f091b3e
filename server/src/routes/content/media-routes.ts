/**
 * The content area's generated pictures: /media/{news,highlight,short,comic,promo,banner}/<id>.svg.
 * Banners are written in ?lang (vi default, en, zh), as the banner list links them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { banners, comicGenres, comicSeries, contentCategories, highlights, newsArticles, promotions, shortVideos, users } from '../../db/schema.ts';
import { DEFAULT_LANGUAGE as VI, localize, pickLanguage, type Language } from '../../i18n.ts';
import { ApiHeaders, errorResponses } from '../../../../contracts/schemas/common.ts';
import { ContentImageParams, SvgImage } from '../../../../contracts/schemas/content/common.ts';
import { MediaImageQuery } from '../../../../contracts/schemas/media/common.ts';
import { fail } from './messages.ts';
import { withAmount } from '../promotions/data.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { bannerImage, comicCover, highlightThumb, newsCover, promoBanner, shortThumb } from './svg.ts';

/** Pictures are drawn from the Vietnamese texts (the site's first language) and may be cached a day. */
const CACHE = 'public, max-age=86400';
const MAX_ID = 2_147_483_647;

type Draw = (db: Db, id: number, lang: Language) => Promise<string | null>;

const drawers: Record<string, Draw> = {
  news: async (db, id) => {
    const [row] = await db
      .select({ title: newsArticles.title, category: contentCategories.name })
      .from(newsArticles)
      .innerJoin(contentCategories, eq(newsArticles.categoryId, contentCategories.id))
      .where(eq(newsArticles.id, id));
    return row ? newsCover(id, row.title[VI], row.category[VI]) : null;
  },
  highlight: async (db, id) => {
    const [row] = await db.select().from(highlights).where(eq(highlights.id, id));
    return row
      ? highlightThumb(id, row.homeName[VI], row.awayName[VI], `${row.homeScore} - ${row.awayScore}`, row.leagueName[VI], row.durationSeconds)
      : null;
  },
  short: async (db, id) => {
    const [row] = await db
      .select({ title: shortVideos.title, creator: users.displayName, category: contentCategories.slug })
      .from(shortVideos)
      .innerJoin(users, eq(shortVideos.creatorId, users.id))
      .innerJoin(contentCategories, eq(shortVideos.categoryId, contentCategories.id))
      .where(eq(shortVideos.id, id));
    return row ? shortThumb(id, row.title[VI], row.creator, row.category) : null;
  },
  comic: async (db, id) => {
    const [row] = await db.select().from(comicSeries).where(eq(comicSeries.id, id));
    if (!row) return null;
    const [genre] = row.genres.length ? await db.select().from(comicGenres).where(eq(comicGenres.slug, row.genres[0]!)) : [];
    return comicCover(id, row.title[VI], row.author, genre?.name[VI] ?? '');
  },
  promo: async (db, id, lang) => {
    const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
    return row ? promoBanner(id, row.category, withAmount(localize(row.title, lang), formatMoney(row.rewardAmountVnd, 'VND', lang))) : null;
  },
  banner: async (db, id, lang) => {
    const [row] = await db.select().from(banners).where(eq(banners.id, id));
    return row ? bannerImage(id, localize(row.title, lang), row.position) : null;
  },
};

export const mediaImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [kind, draw] of Object.entries(drawers)) {
    app.get(`/media/${kind}/:file`, {
      schema: {
        tags: ['content'],
        summary: `Generated ${kind} picture (SVG), drawn from the row with that id`,
        headers: ApiHeaders,
        params: ContentImageParams,
        querystring: MediaImageQuery,
        response: { 200: SvgImage, ...errorResponses },
      },
      handler: async (request, reply) => {
        const id = Number(request.params.file.slice(0, -4));
        const lang = pickLanguage(request.query.lang ?? VI);
        const picture = id <= MAX_ID ? await draw(app.db, id, lang) : null;
        if (!picture) throw fail(404, 'imageNotFound', { value: request.url.split('?')[0]! });
        return reply.header('cache-control', CACHE).type('image/svg+xml; charset=utf-8').send(picture);
      },
    });
  }
};
