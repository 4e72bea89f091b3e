/**
 * The content area's generated pictures: /media/{news,highlight,short,comic,promo,banner}/<id>.svg.
 * Their words are written in ?lang (vi default, en, zh), as the API's answers link them (art/picture-url.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { banners, comicGenres, comicSeries, contentCategories, highlights, newsArticles, promotions, shortVideos, users } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { pictureLanguage } from '../../art/picture-url.ts';
import { ApiHeaders, errorResponses } from '../../../../contracts/schemas/common.ts';
import { ContentImageParams, SvgImage } from '../../../../contracts/schemas/content/common.ts';
import { MediaImageQuery } from '../../../../contracts/schemas/media/common.ts';
import { fail } from './messages.ts';
import { withAmount } from '../promotions/data.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { bannerImage, comicCover, highlightThumb, newsCover, promoBanner, shortThumb } from './svg.ts';

/** A picture's URL names its language, so it may be cached a day. */
const CACHE = 'public, max-age=86400';
const MAX_ID = 2_147_483_647;

type Draw = (db: Db, id: number, lang: Language) => Promise<string | null>;

const drawers: Record<string, Draw> = {
  news: async (db, id, lang) => {
    const [row] = await db
      .select({ title: newsArticles.title, category: contentCategories.name })
      .from(newsArticles)
      .innerJoin(contentCategories, eq(newsArticles.categoryId, contentCategories.id))
      .where(eq(newsArticles.id, id));
    return row ? newsCover(id, localize(row.title, lang), localize(row.category, lang), lang) : null;
  },
  highlight: async (db, id, lang) => {
    const [row] = await db.select().from(highlights).where(eq(highlights.id, id));
    return row
      ? highlightThumb(id, localize(row.homeName, lang), localize(row.awayName, lang), `${row.homeScore} - ${row.awayScore}`, localize(row.leagueName, lang), row.durationSeconds)
      : null;
  },
  short: async (db, id, lang) => {
    const [row] = await db
      .select({ title: shortVideos.title, creator: users.displayName, category: contentCategories.slug })
      .from(shortVideos)
      .innerJoin(users, eq(shortVideos.creatorId, users.id))
      .innerJoin(contentCategories, eq(shortVideos.categoryId, contentCategories.id))
      .where(eq(shortVideos.id, id));
    return row ? shortThumb(id, localize(row.title, lang), row.creator, row.category) : null;
  },
  comic: async (db, id, lang) => {
    const [row] = await db.select().from(comicSeries).where(eq(comicSeries.id, id));
    if (!row) return null;
    const [genre] = row.genres.length ? await db.select().from(comicGenres).where(eq(comicGenres.slug, row.genres[0]!)) : [];
    return comicCover(id, localize(row.title, lang), row.author, genre ? localize(genre.name, lang) : '');
  },
  promo: async (db, id, lang) => {
    const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
    return row ? promoBanner(id, row.category, withAmount(localize(row.title, lang), formatMoney(row.rewardAmountVnd, 'VND', lang))) : null;
  },
  banner: async (db, id, lang) => {
    const [row] = await db.select().from(banners).where(eq(banners.id, id));
    return row ? bannerImage(id, localize(row.title, lang), row.position, row.link) : null;
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
        const lang = pictureLanguage(request.query);
        const picture = id <= MAX_ID ? await draw(app.db, id, lang) : null;
        if (!picture) throw fail(404, 'imageNotFound', { value: request.url.split('?')[0]! });
        return reply.header('cache-control', CACHE).header('content-language', lang).type('image/svg+xml; charset=utf-8').send(picture);
      },
    });
  }
};
