/**
 * Films and TV shows (contracts/endpoints/films.ts): tabs, filters, search, the ranking, the watch
 * page, member bookmarks and resume positions. A position is stored for the member of the token
 * only, checked against the film's kind and the running time.
 */
import type { FastifyInstance } from 'fastify';
import { asc, count, desc, eq } from 'drizzle-orm';
import * as films from '../../../../contracts/endpoints/films.ts';
import type { Db } from '../../db/connect.ts';
import { films as filmTable } from '../../db/schema.ts';
import type { Language } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import { serve, type EndpointRequest } from '../endpoint-route.ts';
import { isForeignKeyViolation, memberId, offsetOf } from '../media/common.ts';
import { unauthorized } from '../media/messages.ts';
import { countryExists, episodeCount, filmExists, filmFilters, genreExists, listFilms, lookups, saveFilm, toCard, unsaveFilm, watchFilm } from './data.ts';
import { filmFail } from './messages.ts';
import { progressTarget, readProgress, writeProgress } from './progress-data.ts';

/** One page of the ranking: best rated first, then the most viewed, then the lowest id, so pages neither repeat nor skip a title. */
async function rankFilms(db: Db, query: EndpointRequest<typeof films.filmRanking>['query'], lang: Language) {
  const where = query.kind ? eq(filmTable.kind, query.kind) : undefined;
  const [rows, [total], names] = await Promise.all([
    db
      .select({ film: filmTable, episodeCount })
      .from(filmTable)
      .where(where)
      .orderBy(desc(filmTable.rating), desc(filmTable.views), asc(filmTable.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(filmTable).where(where),
    lookups(db, lang),
  ]);
  const list = rows.map((row) => toCard({ ...row.film, episodeCount: row.episodeCount }, names, lang));
  return { list, total: total?.n ?? 0, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function filmRoutes(app: FastifyInstance): Promise<void> {
  serve(app, films.filmList, async (request) => {
    const { query } = request;
    if (query.tab === 'saved' && request.auth.kind !== 'member') throw filmFail(401, 'savedNeedsMember');
    if (query.genre && !(await genreExists(app.db, query.genre))) throw filmFail(404, 'genreNotFound', { slug: query.genre });
    if (query.country && !(await countryExists(app.db, query.country))) throw filmFail(404, 'countryNotFound', { slug: query.country });
    return ok(request, await listFilms(app.db, query, request.language, memberId(request)));
  });

  serve(app, films.filmSearch, async (request) =>
    ok(request, await listFilms(app.db, { ...request.query, tab: 'all' }, request.language, null)),
  );

  serve(app, films.filmRanking, async (request) => ok(request, await rankFilms(app.db, request.query, request.language)));

  serve(app, films.filmFilters, async (request) => ok(request, await filmFilters(app.db, request.language)));

  serve(app, films.filmWatch, async (request) => {
    const data = await watchFilm(app.db, request.query.slug, request.language, memberId(request));
    if (!data) throw filmFail(404, 'filmNotFound', { slug: request.query.slug });
    return ok(request, data);
  });

  for (const [endpoint, saved] of [
    [films.filmSave, true],
    [films.filmUnsave, false],
  ] as const) {
    serve(app, endpoint, async (request) => {
      const userId = memberId(request)!;
      const { filmId } = request.body;
      if (!(await filmExists(app.db, filmId))) throw filmFail(404, 'filmIdNotFound', { id: filmId });
      try {
        await (saved ? saveFilm : unsaveFilm)(app.db, userId, filmId);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw unauthorized();
        throw error;
      }
      return ok(request, { filmId, saved });
    });
  }

  serve(app, films.filmProgress, async (request) => {
    const { filmId } = request.query;
    if (!(await filmExists(app.db, filmId))) throw filmFail(404, 'filmIdNotFound', { id: filmId });
    return ok(request, await readProgress(app.db, memberId(request)!, filmId));
  });

  serve(app, films.filmProgressSave, async (request) => {
    const userId = memberId(request)!;
    const { filmId, episodeId, positionSeconds } = request.body;
    const target = await progressTarget(app.db, filmId, episodeId);
    switch (target.kind) {
      case 'missingFilm':
        throw filmFail(404, 'filmIdNotFound', { id: filmId });
      case 'episodeRequired':
        throw filmFail(400, 'episodeRequired');
      case 'noEpisodes':
        throw filmFail(400, 'filmHasNoEpisodes');
      case 'foreignEpisode':
        throw filmFail(404, 'episodeNotOfFilm', { episodeId: episodeId!, filmId });
      case 'ok':
        break;
    }
    const position = Math.floor(positionSeconds);
    if (position > target.durationSeconds) {
      throw filmFail(400, 'positionBeyondEnd', { position, duration: target.durationSeconds });
    }
    try {
      return ok(request, await writeProgress(app.db, { userId, filmId, episodeKey: target.episodeKey, positionSeconds: position, durationSeconds: target.durationSeconds }));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unauthorized();
      throw error;
    }
  });
}
