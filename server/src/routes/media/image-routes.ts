/**
 * Generated artwork of the media area, drawn from the database row: /media/film/{id}.svg,
 * /media/channel/{id}.svg, /media/artist/{id}.svg, /media/album/{id}.svg, /media/song/{id}.svg,
 * /media/game/{id}.svg. Titles are written in ?lang (vi default, en, zh): the URL alone names the language, as caches key on it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { filmGenres, films, gameCategories, games, musicAlbums, musicArtists, songs, tvChannels } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { pictureLanguage } from '../../art/picture-url.ts';
import { ErrorEnvelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import { SvgImage } from '../../../../contracts/schemas/content/common.ts';
import { MediaImageParams, MediaImageQuery } from '../../../../contracts/schemas/media/common.ts';
import { TAGS } from './common.ts';
import { fail } from './messages.ts';
import { albumCover, artistAvatar, channelLogo, filmPoster, gameCover, songCover } from './svg.ts';

const MAX_ID = 2_147_483_647;
const KIND_LABELS = {
  film: { vi: 'Phim lẻ', en: 'Film', zh: '電影' },
  'tv-show': { vi: 'Phim bộ', en: 'TV show', zh: '劇集' },
} as const;

type Draw = (db: Db, id: number, lang: Language) => Promise<string | null>;

const drawers: Record<string, Draw> = {
  film: async (db, id, lang) => {
    const [film] = await db.select().from(films).where(eq(films.id, id));
    if (!film) return null;
    const [genre] = await db.select().from(filmGenres).where(eq(filmGenres.slug, film.genres[0] ?? ''));
    return filmPoster({
      id,
      title: localize(film.title, lang),
      year: film.year,
      kindLabel: KIND_LABELS[film.kind][lang],
      genre: genre ? localize(genre.name, lang) : '',
    });
  },
  channel: async (db, id, lang) => {
    const [channel] = await db.select().from(tvChannels).where(eq(tvChannels.id, id));
    return channel
      ? channelLogo({ id, callSign: channel.callSign, name: localize(channel.name, lang), category: channel.category })
      : null;
  },
  artist: async (db, id, lang) => {
    const [artist] = await db.select().from(musicArtists).where(eq(musicArtists.id, id));
    return artist ? artistAvatar({ id, name: localize(artist.name, lang) }) : null;
  },
  album: async (db, id, lang) => {
    const [row] = await db
      .select({ album: musicAlbums, artist: musicArtists })
      .from(musicAlbums)
      .innerJoin(musicArtists, eq(musicArtists.id, musicAlbums.artistId))
      .where(eq(musicAlbums.id, id));
    return row ? albumCover({ id, title: localize(row.album.title, lang), artist: localize(row.artist.name, lang) }) : null;
  },
  song: async (db, id, lang) => {
    const [row] = await db
      .select({ song: songs, artist: musicArtists })
      .from(songs)
      .innerJoin(musicArtists, eq(musicArtists.id, songs.artistId))
      .where(eq(songs.id, id));
    return row ? songCover({ id, title: localize(row.song.title, lang), artist: localize(row.artist.name, lang) }) : null;
  },
  game: async (db, id, lang) => {
    const [row] = await db
      .select({ game: games, category: gameCategories })
      .from(games)
      .innerJoin(gameCategories, eq(gameCategories.id, games.categoryId))
      .where(eq(games.id, id));
    return row
      ? gameCover({ id, name: localize(row.game.name, lang), category: row.category.slug, categoryName: localize(row.category.name, lang) })
      : null;
  },
};

const imageSchema = (kind: string) => ({
  tags: TAGS,
  summary: `Generated ${kind} artwork (SVG)`,
  params: MediaImageParams,
  querystring: MediaImageQuery,
  response: { 200: SvgImage, 404: ErrorEnvelope, ...errorResponses },
});

export const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [kind, draw] of Object.entries(drawers)) {
    app.get(`/media/${kind}/:file`, {
      schema: imageSchema(kind),
      handler: async (request, reply) => {
        const id = Number.parseInt(request.params.file, 10);
        const lang = pictureLanguage(request.query);
        const image = id <= MAX_ID ? await draw(app.db, id, lang) : null;
        if (image === null) throw fail(404, 'imageNotFound', { path: request.url.split('?')[0]! });
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .header('content-language', lang)
          .send(image);
      },
    });
  }
};
