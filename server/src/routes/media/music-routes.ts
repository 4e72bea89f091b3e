/** Music: home, songs (all, by mood, new releases), artists, albums, a song, my music, likes and plays. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { t } from '../../i18n.ts';
import { ok, sendError } from '../../plugins/envelope.ts';
import { isForeignKeyViolation, memberId } from './common.ts';
import { fail } from './messages.ts';
import {
  albumPage,
  artistPage,
  findArtist,
  findMood,
  listArtists,
  listMoods,
  listSongs,
  myMusic,
  newestAlbums,
  recordPlay,
  setLike,
  songExists,
  songPage,
  topArtists,
} from './music-data.ts';
import {
  albumSchema,
  artistSchema,
  artistsSchema,
  likeSchema,
  moodsSchema,
  musicHomeSchema,
  myMusicSchema,
  newReleasesSchema,
  playSchema,
  songSchema,
  songsSchema,
  unlikeSchema,
} from './music-schemas.ts';

export const musicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/other/api/music/home', {
    schema: musicHomeSchema,
    handler: async (request) => {
      const lang = request.language;
      const [top, fresh, albums, artists, moods] = await Promise.all([
        listSongs(app.db, { pageNum: 1, pageSize: 10, sort: 'popular' }, lang),
        listSongs(app.db, { pageNum: 1, pageSize: 8, sort: 'new' }, lang),
        newestAlbums(app.db, 6, lang),
        topArtists(app.db, 8, lang),
        listMoods(app.db, lang),
      ]);
      return ok(request, { topSongs: top.list, newReleases: fresh.list, albums, artists, moods });
    },
  });

  app.get('/other/api/music/songs', {
    schema: songsSchema,
    handler: async (request, reply) => {
      const { mood: moodSlug, artist: artistSlug, ...query } = request.query;
      const mood = moodSlug === undefined ? undefined : await findMood(app.db, moodSlug);
      if (moodSlug !== undefined && !mood) return fail(request, reply, 404, 'moodNotFound', { slug: moodSlug });
      const artist = artistSlug === undefined ? undefined : await findArtist(app.db, artistSlug);
      if (artistSlug !== undefined && !artist) return fail(request, reply, 404, 'artistNotFound', { slug: artistSlug });
      return ok(request, await listSongs(app.db, { ...query, moodId: mood?.id, artistId: artist?.id }, request.language));
    },
  });

  app.get('/other/api/music/new-releases', {
    schema: newReleasesSchema,
    handler: async (request) => ok(request, await listSongs(app.db, { ...request.query, sort: 'new' }, request.language)),
  });

  app.get('/other/api/music/moods', {
    schema: moodsSchema,
    handler: async (request) => ok(request, await listMoods(app.db, request.language)),
  });

  app.get('/other/api/music/artists', {
    schema: artistsSchema,
    handler: async (request) => ok(request, await listArtists(app.db, request.query, request.language)),
  });

  app.get('/other/api/music/artist', {
    schema: artistSchema,
    handler: async (request, reply) => {
      const artist = await findArtist(app.db, request.query.slug);
      if (!artist) return fail(request, reply, 404, 'artistNotFound', { slug: request.query.slug });
      return ok(request, await artistPage(app.db, artist, request.language));
    },
  });

  app.get('/other/api/music/album', {
    schema: albumSchema,
    handler: async (request, reply) => {
      const data = await albumPage(app.db, request.query.id, request.language);
      return data ? ok(request, data) : fail(request, reply, 404, 'albumNotFound', { id: request.query.id });
    },
  });

  app.get('/other/api/music/song', {
    schema: songSchema,
    handler: async (request, reply) => {
      const data = await songPage(app.db, request.query.id, request.language, memberId(request));
      return data ? ok(request, data) : fail(request, reply, 404, 'songNotFound', { id: request.query.id });
    },
  });

  app.get('/other/api/music/my-music', {
    schema: myMusicSchema,
    preHandler: app.requireMember,
    handler: async (request) => ok(request, await myMusic(app.db, memberId(request)!, request.query, request.language)),
  });

  for (const [path, schema, liked] of [
    ['/other/api/music/like', likeSchema, true],
    ['/other/api/music/unlike', unlikeSchema, false],
  ] as const) {
    app.post(path, {
      schema,
      preHandler: app.requireMember,
      handler: async (request, reply) => {
        const { songId } = request.body;
        if (!(await songExists(app.db, songId))) return fail(request, reply, 404, 'songNotFound', { id: songId });
        try {
          const likes = await setLike(app.db, memberId(request)!, songId, liked);
          return ok(request, { songId, liked, likes });
        } catch (error) {
          if (isForeignKeyViolation(error)) return sendError(reply, 401, t(request.language, 'unauthorized'));
          throw error;
        }
      },
    });
  }

  app.post('/other/api/music/play', {
    schema: playSchema,
    handler: async (request, reply) => {
      const { songId } = request.body;
      if (!(await songExists(app.db, songId))) return fail(request, reply, 404, 'songNotFound', { id: songId });
      try {
        return ok(request, { songId, plays: await recordPlay(app.db, songId, memberId(request)) });
      } catch (error) {
        if (isForeignKeyViolation(error)) return sendError(reply, 401, t(request.language, 'unauthorized'));
        throw error;
      }
    },
  });
};
