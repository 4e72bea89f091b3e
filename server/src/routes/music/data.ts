/** Music queries: song, album and artist cards built in SQL joins, filtered and paged in SQL. */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { musicAlbums, musicArtistFollows, musicArtists, musicMoods, songLikes, songPlays, songs } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { likePattern, offsetOf, slugPattern } from '../media/common.ts';
import type { AlbumCard, ArtistCard, SongCard } from '../../../../contracts/schemas/media/music.ts';

const songArtist = alias(musicArtists, 'song_artist');
const songAlbum = alias(musicAlbums, 'song_album');
const songMood = alias(musicMoods, 'song_mood');

/** Everything a song card needs, in one select. */
function selectSongs(db: Db) {
  return db
    .select({ song: songs, artist: songArtist, album: songAlbum, mood: songMood })
    .from(songs)
    .innerJoin(songArtist, eq(songArtist.id, songs.artistId))
    .leftJoin(songAlbum, eq(songAlbum.id, songs.albumId))
    .innerJoin(songMood, eq(songMood.id, songs.moodId));
}
type SongRow = Awaited<ReturnType<ReturnType<typeof selectSongs>['execute']>>[number];

function toSong(row: SongRow, lang: Language): SongCard {
  const { song, artist, album, mood } = row;
  return {
    id: song.id,
    slug: song.slug,
    title: localize(song.title, lang),
    artist: { id: artist.id, slug: artist.slug, name: localize(artist.name, lang) },
    album: album ? { id: album.id, title: localize(album.title, lang), path: `/am-nhac/album/${album.slug}/${album.id}` } : null,
    mood: { slug: mood.slug, name: localize(mood.name, lang) },
    trackNumber: song.trackNumber,
    durationSeconds: song.durationSeconds,
    plays: song.plays,
    likes: song.likes,
    releasedOn: song.releasedOn,
    cover: `/media/song/${song.id}.svg`,
    path: `/am-nhac/bai-hat/${song.slug}/${song.id}`,
    audioPath: `/media/audio/song-${song.id}.mp3`,
  };
}

const albumSongCount = sql<number>`(select count(*)::int from "songs" s where s."album_id" = "music_albums"."id")`;
const artistSongCount = sql<number>`(select count(*)::int from "songs" s where s."artist_id" = "music_artists"."id")`;

function selectAlbums(db: Db) {
  return db
    .select({ album: musicAlbums, artist: musicArtists, songCount: albumSongCount })
    .from(musicAlbums)
    .innerJoin(musicArtists, eq(musicArtists.id, musicAlbums.artistId));
}
type AlbumRow = Awaited<ReturnType<ReturnType<typeof selectAlbums>['execute']>>[number];

function toAlbum({ album, artist, songCount }: AlbumRow, lang: Language): AlbumCard {
  return {
    id: album.id,
    slug: album.slug,
    title: localize(album.title, lang),
    artist: { id: artist.id, slug: artist.slug, name: localize(artist.name, lang) },
    releasedOn: album.releasedOn,
    songCount,
    cover: `/media/album/${album.id}.svg`,
    path: `/am-nhac/album/${album.slug}/${album.id}`,
  };
}

function toArtist(artist: typeof musicArtists.$inferSelect, songCount: number, lang: Language): ArtistCard {
  return {
    id: artist.id,
    slug: artist.slug,
    name: localize(artist.name, lang),
    followers: artist.followers,
    songCount,
    avatar: `/media/artist/${artist.id}.svg`,
    path: `/am-nhac/${artist.slug}`,
  };
}

export const songOrder = {
  popular: [desc(songs.plays), asc(songs.id)],
  new: [desc(songs.releasedOn), asc(songs.artistId), asc(songs.trackNumber), asc(songs.id)],
} as const;

export interface SongFilter {
  moodId?: number;
  artistId?: number;
  keyword?: string;
}

function songWhere(filter: SongFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.moodId !== undefined) conditions.push(eq(songs.moodId, filter.moodId));
  if (filter.artistId !== undefined) conditions.push(eq(songs.artistId, filter.artistId));
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    const folded = slugPattern(keyword);
    conditions.push(
      or(
        sql`${songs.title}->>'vi' ilike ${pattern}`,
        sql`${songs.title}->>'en' ilike ${pattern}`,
        sql`${songs.title}->>'zh' ilike ${pattern}`,
        ...(folded ? [ilike(songs.slug, folded)] : []),
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listSongs(
  db: Db,
  query: { pageNum: number; pageSize: number; sort: keyof typeof songOrder } & SongFilter,
  lang: Language,
) {
  const where = songWhere(query);
  const [rows, [total]] = await Promise.all([
    selectSongs(db).where(where).orderBy(...songOrder[query.sort]).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ n: count() }).from(songs).where(where),
  ]);
  return { list: rows.map((row) => toSong(row, lang)), total: total?.n ?? 0, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Song cards of some ids, in the order of the ids. */
export async function songsByIds(db: Db, ids: number[], lang: Language): Promise<SongCard[]> {
  if (ids.length === 0) return [];
  const rows = await selectSongs(db).where(inArray(songs.id, ids));
  const byId = new Map(rows.map((row) => [row.song.id, toSong(row, lang)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listMoods(db: Db, lang: Language) {
  const rows = await db
    .select({ mood: musicMoods, songCount: count(songs.id) })
    .from(musicMoods)
    .leftJoin(songs, eq(songs.moodId, musicMoods.id))
    .groupBy(musicMoods.id)
    .orderBy(asc(musicMoods.sort));
  return rows.map(({ mood, songCount }) => ({ id: mood.id, slug: mood.slug, name: localize(mood.name, lang), songCount }));
}

export async function findMood(db: Db, slug: string) {
  return (await db.select().from(musicMoods).where(eq(musicMoods.slug, slug)))[0];
}

export async function findArtist(db: Db, slug: string) {
  return (await db.select().from(musicArtists).where(eq(musicArtists.slug, slug)))[0];
}

export async function listArtists(db: Db, query: { pageNum: number; pageSize: number; keyword?: string }, lang: Language) {
  const keyword = query.keyword?.trim();
  const folded = keyword ? slugPattern(keyword) : null;
  const where = keyword
    ? or(
        sql`${musicArtists.name}->>'vi' ilike ${likePattern(keyword)}`,
        sql`${musicArtists.name}->>'en' ilike ${likePattern(keyword)}`,
        sql`${musicArtists.name}->>'zh' ilike ${likePattern(keyword)}`,
        ...(folded ? [ilike(musicArtists.slug, folded)] : []),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ artist: musicArtists, songCount: artistSongCount })
      .from(musicArtists)
      .where(where)
      .orderBy(desc(musicArtists.followers), asc(musicArtists.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(musicArtists).where(where),
  ]);
  return {
    list: rows.map((row) => toArtist(row.artist, row.songCount, lang)),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export async function artistPage(db: Db, artist: typeof musicArtists.$inferSelect, lang: Language, userId: number | null) {
  const [albums, songRows, follows] = await Promise.all([
    selectAlbums(db).where(eq(musicAlbums.artistId, artist.id)).orderBy(desc(musicAlbums.releasedOn), asc(musicAlbums.id)),
    selectSongs(db).where(eq(songs.artistId, artist.id)).orderBy(...songOrder.popular),
    userId === null
      ? Promise.resolve([])
      : db
          .select({ artistId: musicArtistFollows.artistId })
          .from(musicArtistFollows)
          .where(and(eq(musicArtistFollows.userId, userId), eq(musicArtistFollows.artistId, artist.id))),
  ]);
  return {
    artist: { ...toArtist(artist, songRows.length, lang), bio: localize(artist.bio, lang), followed: follows.length > 0 },
    albums: albums.map((row) => toAlbum(row, lang)),
    songs: songRows.map((row) => toSong(row, lang)),
  };
}

export async function newestAlbums(db: Db, limit: number, lang: Language) {
  const rows = await selectAlbums(db).orderBy(desc(musicAlbums.releasedOn), asc(musicAlbums.id)).limit(limit);
  return rows.map((row) => toAlbum(row, lang));
}

export async function albumPage(db: Db, id: number, lang: Language) {
  const [album] = await selectAlbums(db).where(eq(musicAlbums.id, id));
  if (!album) return null;
  const tracks = await selectSongs(db).where(eq(songs.albumId, id)).orderBy(asc(songs.trackNumber), asc(songs.id));
  return {
    album: toAlbum(album, lang),
    songs: tracks.map((row) => toSong(row, lang)),
    totalSeconds: tracks.reduce((sum, row) => sum + row.song.durationSeconds, 0),
  };
}

export async function songPage(db: Db, id: number, lang: Language, userId: number | null) {
  const [row] = await selectSongs(db).where(eq(songs.id, id));
  if (!row) return null;
  const [liked, more] = await Promise.all([
    userId === null
      ? Promise.resolve([])
      : db.select({ songId: songLikes.songId }).from(songLikes).where(and(eq(songLikes.userId, userId), eq(songLikes.songId, id))),
    selectSongs(db)
      .where(and(eq(songs.artistId, row.song.artistId), ne(songs.id, id)))
      .orderBy(...songOrder.popular)
      .limit(6),
  ]);
  return {
    ...toSong(row, lang),
    lyricsExcerpt: row.song.lyricsExcerpt,
    liked: liked.length > 0,
    moreFromArtist: more.map((r) => toSong(r, lang)),
  };
}

export async function topArtists(db: Db, limit: number, lang: Language) {
  return (await listArtists(db, { pageNum: 1, pageSize: limit }, lang)).list;
}

export async function songExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: songs.id }).from(songs).where(eq(songs.id, id))).length > 0;
}

/** Likes or unlikes; the counter moves only when the member's like actually changed. */
export async function setLike(db: Db, userId: number, songId: number, liked: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = liked
      ? await tx.insert(songLikes).values({ userId, songId }).onConflictDoNothing().returning({ songId: songLikes.songId })
      : await tx
          .delete(songLikes)
          .where(and(eq(songLikes.userId, userId), eq(songLikes.songId, songId)))
          .returning({ songId: songLikes.songId });
    const step = changed.length === 0 ? 0 : liked ? 1 : -1;
    const [row] = await tx
      .update(songs)
      .set({ likes: sql`greatest(${songs.likes} + ${step}, 0)` })
      .where(eq(songs.id, songId))
      .returning({ likes: songs.likes });
    return row?.likes ?? 0;
  });
}

/** Follows an artist or stops: a follow counts once in its followers, however often it is asked. Answers the followers now. */
export async function setFollow(db: Db, userId: number, artistId: number, followed: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = followed
      ? await tx.insert(musicArtistFollows).values({ userId, artistId }).onConflictDoNothing().returning({ artistId: musicArtistFollows.artistId })
      : await tx
          .delete(musicArtistFollows)
          .where(and(eq(musicArtistFollows.userId, userId), eq(musicArtistFollows.artistId, artistId)))
          .returning({ artistId: musicArtistFollows.artistId });
    const step = changed.length === 0 ? 0 : followed ? 1 : -1;
    const [row] = await tx
      .update(musicArtists)
      .set({ followers: sql`greatest(${musicArtists.followers} + ${step}, 0)` })
      .where(eq(musicArtists.id, artistId))
      .returning({ followers: musicArtists.followers });
    return row?.followers ?? 0;
  });
}

export async function artistExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: musicArtists.id }).from(musicArtists).where(eq(musicArtists.id, id))).length > 0;
}

/** The artists a member follows, most recently followed first (then by id), a page at a time. */
export async function followedArtists(db: Db, userId: number, query: { pageNum: number; pageSize: number }, lang: Language) {
  const where = eq(musicArtistFollows.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ artist: musicArtists, songCount: artistSongCount, at: musicArtistFollows.followedAt })
      .from(musicArtistFollows)
      .innerJoin(musicArtists, eq(musicArtists.id, musicArtistFollows.artistId))
      .where(where)
      .orderBy(desc(musicArtistFollows.followedAt), desc(musicArtistFollows.artistId))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(musicArtistFollows).where(where),
  ]);
  return {
    list: rows.map((row) => ({ ...toArtist(row.artist, row.songCount, lang), at: row.at.toISOString() })),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** Counts a play; a member's play is also kept for their recently played list. */
export async function recordPlay(db: Db, songId: number, userId: number | null): Promise<number> {
  return db.transaction(async (tx) => {
    if (userId !== null) await tx.insert(songPlays).values({ userId, songId });
    const [row] = await tx
      .update(songs)
      .set({ plays: sql`${songs.plays} + 1` })
      .where(eq(songs.id, songId))
      .returning({ plays: songs.plays });
    return row?.plays ?? 0;
  });
}

/** The member's liked songs (latest first) or recently played songs (each once, by last play). */
export async function myMusic(
  db: Db,
  userId: number,
  query: { pageNum: number; pageSize: number; tab: 'liked' | 'recent' },
  lang: Language,
) {
  let entries: { songId: number; at: Date }[];
  let total: number;
  if (query.tab === 'liked') {
    const where = eq(songLikes.userId, userId);
    const [rows, [n]] = await Promise.all([
      db
        .select({ songId: songLikes.songId, at: songLikes.likedAt })
        .from(songLikes)
        .where(where)
        .orderBy(desc(songLikes.likedAt), desc(songLikes.songId))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      db.select({ n: count() }).from(songLikes).where(where),
    ]);
    entries = rows;
    total = n?.n ?? 0;
  } else {
    const where = eq(songPlays.userId, userId);
    const lastPlayed = sql<Date>`max(${songPlays.playedAt})`;
    const [rows, [n]] = await Promise.all([
      db
        .select({ songId: songPlays.songId, at: lastPlayed, lastId: sql<number>`max(${songPlays.id})` })
        .from(songPlays)
        .where(where)
        .groupBy(songPlays.songId)
        .orderBy(desc(lastPlayed), desc(sql`max(${songPlays.id})`))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      db.select({ n: sql<number>`count(distinct ${songPlays.songId})::int` }).from(songPlays).where(where),
    ]);
    entries = rows.map((row) => ({ songId: row.songId, at: new Date(row.at) }));
    total = n?.n ?? 0;
  }
  const cards = await songsByIds(db, entries.map((entry) => entry.songId), lang);
  const byId = new Map(cards.map((card) => [card.id, card]));
  return {
    list: entries.flatMap((entry) => {
      const card = byId.get(entry.songId);
      return card ? [{ ...card, at: entry.at.toISOString() }] : [];
    }),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
