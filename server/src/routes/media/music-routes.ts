/** Music: home, songs (all, by mood, new releases), artists, albums, a song, my music, likes and plays. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses, Page, PageQuery } from '../../../../contracts/schemas/common.ts';
import { IdQuery } from '../../../../contracts/schemas/media/common.ts';
import {
  AlbumPage,
  ArtistCard,
  ArtistListQuery,
  ArtistPage,
  ArtistQuery,
  MoodList,
  MusicHome,
  MyMusicQuery,
  MyMusicSong,
  SongCard,
  SongDetail,
  SongIdBody,
  SongLikeState,
  SongListQuery,
  SongPlays,
} from '../../../../contracts/schemas/media/music.ts';
import { isForeignKeyViolation, memberId, TAGS } from './common.ts';
import { fail, unauthorized } from './messages.ts';
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

const base = { tags: TAGS, headers: ApiHeaders };

const likeSchema = {
  ...base,
  summary: 'Like a song (member); liking twice counts once',
  body: SongIdBody,
  response: { 200: Envelope(SongLikeState), ...errorResponses },
};

const unlikeSchema = {
  ...base,
  summary: 'Unlike a song (member); unliking a song not liked changes nothing',
  body: SongIdBody,
  response: { 200: Envelope(SongLikeState), ...errorResponses },
};

export const musicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/other/api/music/home', {
    schema: {
      ...base,
      summary: 'The music home page: top songs, new releases, new albums, top artists and moods',
      response: { 200: Envelope(MusicHome), ...errorResponses },
    },
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
    schema: {
      ...base,
      summary: 'All songs (tat-ca), filtered by mood, artist or keyword; popular or newest first',
      querystring: SongListQuery,
      response: { 200: Envelope(Page(SongCard)), ...errorResponses },
    },
    handler: async (request) => {
      const { mood: moodSlug, artist: artistSlug, ...query } = request.query;
      const mood = moodSlug === undefined ? undefined : await findMood(app.db, moodSlug);
      if (moodSlug !== undefined && !mood) throw fail(404, 'moodNotFound', { slug: moodSlug });
      const artist = artistSlug === undefined ? undefined : await findArtist(app.db, artistSlug);
      if (artistSlug !== undefined && !artist) throw fail(404, 'artistNotFound', { slug: artistSlug });
      return ok(request, await listSongs(app.db, { ...query, moodId: mood?.id, artistId: artist?.id }, request.language));
    },
  });

  app.get('/other/api/music/new-releases', {
    schema: {
      ...base,
      summary: 'New releases (moi-phat-hanh): songs newest first',
      querystring: PageQuery(),
      response: { 200: Envelope(Page(SongCard)), ...errorResponses },
    },
    handler: async (request) => ok(request, await listSongs(app.db, { ...request.query, sort: 'new' }, request.language)),
  });

  app.get('/other/api/music/moods', {
    schema: {
      ...base,
      summary: 'Moods with their song counts; their songs come from /other/api/music/songs?mood=',
      response: { 200: Envelope(MoodList), ...errorResponses },
    },
    handler: async (request) => ok(request, await listMoods(app.db, request.language)),
  });

  app.get('/other/api/music/artists', {
    schema: {
      ...base,
      summary: 'Artists, most followed first',
      querystring: ArtistListQuery,
      response: { 200: Envelope(Page(ArtistCard)), ...errorResponses },
    },
    handler: async (request) => ok(request, await listArtists(app.db, request.query, request.language)),
  });

  app.get('/other/api/music/artist', {
    schema: {
      ...base,
      summary: 'An artist of /am-nhac/{artist} with albums and songs',
      querystring: ArtistQuery,
      response: { 200: Envelope(ArtistPage), ...errorResponses },
    },
    handler: async (request) => {
      const artist = await findArtist(app.db, request.query.slug);
      if (!artist) throw fail(404, 'artistNotFound', { slug: request.query.slug });
      return ok(request, await artistPage(app.db, artist, request.language));
    },
  });

  app.get('/other/api/music/album', {
    schema: {
      ...base,
      summary: 'An album of /am-nhac/album/{name}/{id} with its tracks',
      querystring: IdQuery,
      response: { 200: Envelope(AlbumPage), ...errorResponses },
    },
    handler: async (request) => {
      const data = await albumPage(app.db, request.query.id, request.language);
      if (!data) throw fail(404, 'albumNotFound', { id: request.query.id });
      return ok(request, data);
    },
  });

  app.get('/other/api/music/song', {
    schema: {
      ...base,
      summary: 'A song of /am-nhac/bai-hat/{name}/{id}',
      querystring: IdQuery,
      response: { 200: Envelope(SongDetail), ...errorResponses },
    },
    handler: async (request) => {
      const data = await songPage(app.db, request.query.id, request.language, memberId(request));
      if (!data) throw fail(404, 'songNotFound', { id: request.query.id });
      return ok(request, data);
    },
  });

  app.get('/other/api/music/my-music', {
    schema: {
      ...base,
      summary: "My music (nhac-cua-toi): the member's liked songs or recently played songs",
      querystring: MyMusicQuery,
      response: { 200: Envelope(Page(MyMusicSong)), ...errorResponses },
    },
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
      handler: async (request) => {
        const { songId } = request.body;
        if (!(await songExists(app.db, songId))) throw fail(404, 'songNotFound', { id: songId });
        try {
          const likes = await setLike(app.db, memberId(request)!, songId, liked);
          return ok(request, { songId, liked, likes });
        } catch (error) {
          if (isForeignKeyViolation(error)) throw unauthorized();
          throw error;
        }
      },
    });
  }

  app.post('/other/api/music/play', {
    schema: {
      ...base,
      summary: "Record a play of a song (anyone; a member's play also enters their recently played)",
      body: SongIdBody,
      response: { 200: Envelope(SongPlays), ...errorResponses },
    },
    handler: async (request) => {
      const { songId } = request.body;
      if (!(await songExists(app.db, songId))) throw fail(404, 'songNotFound', { id: songId });
      try {
        return ok(request, { songId, plays: await recordPlay(app.db, songId, memberId(request)) });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw unauthorized();
        throw error;
      }
    },
  });
};
