/**
 * Music (contracts/endpoints/music.ts): home, songs (all, by mood, new releases), moods, artists,
 * albums, a song, my music, likes and plays, following artists (a follow counts once in the artist's followers).
 */
import type { FastifyInstance } from 'fastify';
import * as music from '../../../../contracts/endpoints/music.ts';
import { ok } from '../../plugins/envelope.ts';
import { serve } from '../endpoint-route.ts';
import { isForeignKeyViolation, memberId } from '../media/common.ts';
import { unauthorized } from '../media/messages.ts';
import {
  albumPage,
  artistExists,
  artistPage,
  findArtist,
  findMood,
  followedArtists,
  listArtists,
  listMoods,
  listSongs,
  myMusic,
  newestAlbums,
  recordPlay,
  setFollow,
  setLike,
  songExists,
  songPage,
  topArtists,
} from './data.ts';
import { musicFail } from './messages.ts';

export async function musicRoutes(app: FastifyInstance): Promise<void> {
  serve(app, music.musicHome, async (request) => {
    const lang = request.language;
    const [top, fresh, albums, artists, moods] = await Promise.all([
      listSongs(app.db, { pageNum: 1, pageSize: 10, sort: 'popular' }, lang),
      listSongs(app.db, { pageNum: 1, pageSize: 8, sort: 'new' }, lang),
      newestAlbums(app.db, 6, lang),
      topArtists(app.db, 8, lang),
      listMoods(app.db, lang),
    ]);
    return ok(request, { topSongs: top.list, newReleases: fresh.list, albums, artists, moods });
  });

  serve(app, music.musicSongs, async (request) => {
    const { mood: moodSlug, artist: artistSlug, ...query } = request.query;
    const mood = moodSlug === undefined ? undefined : await findMood(app.db, moodSlug);
    if (moodSlug !== undefined && !mood) throw musicFail(404, 'moodNotFound', { slug: moodSlug });
    const artist = artistSlug === undefined ? undefined : await findArtist(app.db, artistSlug);
    if (artistSlug !== undefined && !artist) throw musicFail(404, 'artistNotFound', { slug: artistSlug });
    return ok(request, await listSongs(app.db, { ...query, moodId: mood?.id, artistId: artist?.id }, request.language));
  });

  serve(app, music.musicNewReleases, async (request) =>
    ok(request, await listSongs(app.db, { ...request.query, sort: 'new' }, request.language)),
  );

  serve(app, music.musicMoods, async (request) => ok(request, await listMoods(app.db, request.language)));

  serve(app, music.musicArtists, async (request) => ok(request, await listArtists(app.db, request.query, request.language)));

  serve(app, music.musicArtist, async (request) => {
    const artist = await findArtist(app.db, request.query.slug);
    if (!artist) throw musicFail(404, 'artistNotFound', { slug: request.query.slug });
    return ok(request, await artistPage(app.db, artist, request.language, memberId(request)));
  });

  serve(app, music.musicAlbum, async (request) => {
    const data = await albumPage(app.db, request.query.id, request.language);
    if (!data) throw musicFail(404, 'albumNotFound', { id: request.query.id });
    return ok(request, data);
  });

  serve(app, music.musicSong, async (request) => {
    const data = await songPage(app.db, request.query.id, request.language, memberId(request));
    if (!data) throw musicFail(404, 'songNotFound', { id: request.query.id });
    return ok(request, data);
  });

  serve(app, music.myMusic, async (request) => ok(request, await myMusic(app.db, memberId(request)!, request.query, request.language)));

  for (const [endpoint, liked] of [
    [music.songLike, true],
    [music.songUnlike, false],
  ] as const) {
    serve(app, endpoint, async (request) => {
      const { songId } = request.body;
      if (!(await songExists(app.db, songId))) throw musicFail(404, 'songNotFound', { id: songId });
      try {
        const likes = await setLike(app.db, memberId(request)!, songId, liked);
        return ok(request, { songId, liked, likes });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw unauthorized();
        throw error;
      }
    });
  }

  for (const [endpoint, followed] of [
    [music.artistFollow, true],
    [music.artistUnfollow, false],
  ] as const) {
    serve(app, endpoint, async (request) => {
      const { artistId } = request.body;
      if (!(await artistExists(app.db, artistId))) throw musicFail(404, 'artistIdNotFound', { id: artistId });
      try {
        const followers = await setFollow(app.db, memberId(request)!, artistId, followed);
        return ok(request, { artistId, followed, followers });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw unauthorized();
        throw error;
      }
    });
  }

  serve(app, music.followedArtists, async (request) => ok(request, await followedArtists(app.db, memberId(request)!, request.query, request.language)));

  serve(app, music.songPlay, async (request) => {
    const { songId } = request.body;
    if (!(await songExists(app.db, songId))) throw musicFail(404, 'songNotFound', { id: songId });
    try {
      return ok(request, { songId, plays: await recordPlay(app.db, songId, memberId(request)) });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unauthorized();
      throw error;
    }
  });
}
