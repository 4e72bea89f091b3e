/**
 * The /am-nhac pages' heads: a song is named by its title and artist and carries a schema.org
 * MusicRecording (its audio, length, artist, album and plays); an album and an artist by their
 * names. An unknown id or artist is a 404.
 */
import { eq } from 'drizzle-orm';
import { musicArtists } from '../../db/schema.ts';
import { localize } from '../../i18n.ts';
import { albumPage, songPage } from '../../routes/music/data.ts';
import type { PageBuilder } from './types.ts';

export const MUSIC_DETAIL_ROUTES = ['musicSong', 'musicAlbum', 'musicArtist'] as const;

/** ISO 8601 duration of a number of seconds: PT3M25S. */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `PT${minutes ? `${minutes}M` : ''}${whole % 60}S`;
}

/** The schema.org MusicRecording of a song page. */
export function musicRecording(
  origin: string,
  song: { title: string; path: string; durationSeconds: number; cover: string; audioPath: string; plays: number; releasedOn: string; mood: { name: string }; artist: { name: string; slug: string }; album: { title: string; path: string } | null },
  lang: string,
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicRecording',
    name: song.title,
    url: `${origin}${song.path}`,
    inLanguage: lang,
    duration: isoDuration(song.durationSeconds),
    datePublished: song.releasedOn,
    genre: song.mood.name,
    image: `${origin}${song.cover}`,
    byArtist: { '@type': 'MusicGroup', name: song.artist.name, url: `${origin}/am-nhac/${song.artist.slug}` },
    ...(song.album ? { inAlbum: { '@type': 'MusicAlbum', name: song.album.title, url: `${origin}${song.album.path}` } } : {}),
    audio: { '@type': 'AudioObject', contentUrl: `${origin}${song.audioPath}`, encodingFormat: 'audio/mpeg', duration: isoDuration(song.durationSeconds) },
    interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ListenAction', userInteractionCount: song.plays },
  };
}

export const musicBuilder: PageBuilder = async (page) => {
  const db = page.request.server.db;
  if (page.routeId === 'musicSong') {
    const id = Number(page.params.id);
    const song = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await songPage(db, id, page.lang, null) : null;
    if (!song) return { notFound: true };
    return {
      name: song.title,
      description: song.lyricsExcerpt.replace(/\s+/g, ' ').trim(),
      path: song.path,
      image: song.cover,
      ogType: 'music.song',
      jsonLd: [musicRecording(page.origin, song, page.lang)],
    };
  }
  if (page.routeId === 'musicAlbum') {
    const id = Number(page.params.id);
    const album = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await albumPage(db, id, page.lang) : null;
    if (!album) return { notFound: true };
    return { name: album.album.title, path: album.album.path, image: album.album.cover, ogType: 'music.album' };
  }
  const [artist] = await db.select().from(musicArtists).where(eq(musicArtists.slug, page.params.artist ?? ''));
  if (!artist) return { notFound: true };
  return { name: localize(artist.name, page.lang), description: localize(artist.bio, page.lang), path: `/am-nhac/${artist.slug}`, image: `/media/artist/${artist.id}.svg`, ogType: 'profile' };
};
