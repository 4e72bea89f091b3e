/**
 * One page of a comic chapter as a picture (/media/comic-page/<seriesId>/<chapter>/<page>.svg), drawn
 * from the series and chapter (pages.ts): a file route, registered as such, not an API call.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { ApiHeaders, errorResponses } from '../../../../contracts/schemas/common.ts';
import { ComicPageImageParams } from '../../../../contracts/schemas/content/comics.ts';
import { SvgImage } from '../../../../contracts/schemas/content/common.ts';
import { comicChapters, comicSeries } from '../../db/schema.ts';
import { pictureLanguage } from '../../art/picture-url.ts';
import { localize } from '../../i18n.ts';
import { MediaImageQuery } from '../../../../contracts/schemas/media/common.ts';
import { fail } from '../content/messages.ts';
import { comicPage } from './pages.ts';

const tags = ['content'];
/** A page's footer is written in ?lang (vi default, en, zh); with the language in the URL, it is cached publicly for a day. */
const IMAGE_CACHE = 'public, max-age=86400';

export const comicPageImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/media/comic-page/:seriesId/:chapter/:file', {
    schema: {
      tags,
      summary: 'One page of a comic chapter (SVG), drawn from the series and chapter',
      headers: ApiHeaders,
      params: ComicPageImageParams,
      querystring: MediaImageQuery,
      response: { 200: SvgImage, ...errorResponses },
    },
    handler: async (request, reply) => {
      const seriesId = Number(request.params.seriesId);
      const number = Number(request.params.chapter);
      const page = Number(request.params.file.slice(0, -4));
      const [row] = await app.db
        .select({ title: comicSeries.title, chapterTitle: comicChapters.title, pages: comicChapters.pages })
        .from(comicChapters)
        .innerJoin(comicSeries, eq(comicSeries.id, comicChapters.seriesId))
        .where(and(eq(comicChapters.seriesId, seriesId), eq(comicChapters.number, number)));
      if (!row || page > row.pages) throw fail(404, 'imageNotFound', { value: request.url.split('?')[0]! });
      const lang = pictureLanguage(request.query);
      const picture = comicPage(seriesId, localize(row.title, lang), number, localize(row.chapterTitle, lang), page, row.pages);
      return reply.header('cache-control', IMAGE_CACHE).header('content-language', lang).type('image/svg+xml; charset=utf-8').send(picture);
    },
  });
};
