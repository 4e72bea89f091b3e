/** A member's playlists: summaries computed in SQL, songs kept in order by position. */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { playlists, playlistSongs } from '../../db/schema.ts';
import type { Language } from '../../i18n.ts';
import { offsetOf } from '../media/common.ts';
import { songsByIds } from './data.ts';
import type { PlaylistSummary } from '../../../../contracts/schemas/media/playlists.ts';
import { clockDate } from '../../clock.ts';

export type PlaylistRow = typeof playlists.$inferSelect;

const songCount = sql<number>`(select count(*)::int from "playlist_songs" ps where ps."playlist_id" = "playlists"."id")`;
const totalSeconds = sql<number>`(select coalesce(sum(s."duration_seconds"), 0)::int from "playlist_songs" ps join "songs" s on s."id" = ps."song_id" where ps."playlist_id" = "playlists"."id")`;
const firstSong = sql<number | null>`(select ps."song_id" from "playlist_songs" ps where ps."playlist_id" = "playlists"."id" order by ps."position" limit 1)`;

function selectSummaries(db: Db) {
  return db.select({ playlist: playlists, songCount, totalSeconds, firstSong }).from(playlists);
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

function toSummary(row: SummaryRow): PlaylistSummary {
  return {
    id: row.playlist.id,
    name: row.playlist.name,
    songCount: row.songCount,
    totalSeconds: row.totalSeconds,
    cover: row.firstSong === null ? null : `/media/song/${row.firstSong}.svg`,
    createdAt: row.playlist.createdAt.toISOString(),
    updatedAt: row.playlist.updatedAt.toISOString(),
  };
}

export async function findPlaylist(db: Db, id: number): Promise<PlaylistRow | undefined> {
  return (await db.select().from(playlists).where(eq(playlists.id, id)))[0];
}

export async function summary(db: Db, id: number): Promise<PlaylistSummary> {
  const [row] = await selectSummaries(db).where(eq(playlists.id, id));
  return toSummary(row!);
}

export async function listPlaylists(db: Db, userId: number, query: { pageNum: number; pageSize: number }) {
  const where = eq(playlists.userId, userId);
  const [rows, [total]] = await Promise.all([
    selectSummaries(db).where(where).orderBy(desc(playlists.updatedAt), desc(playlists.id)).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ n: count() }).from(playlists).where(where),
  ]);
  return { list: rows.map(toSummary), total: total?.n ?? 0, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function playlistPage(db: Db, id: number, lang: Language) {
  const entries = await db
    .select({ songId: playlistSongs.songId, position: playlistSongs.position, addedAt: playlistSongs.addedAt })
    .from(playlistSongs)
    .where(eq(playlistSongs.playlistId, id))
    .orderBy(asc(playlistSongs.position));
  const cards = await songsByIds(db, entries.map((entry) => entry.songId), lang);
  const added = new Map(entries.map((entry) => [entry.songId, entry.addedAt]));
  return {
    playlist: await summary(db, id),
    songs: cards.map((card, index) => ({ ...card, position: index + 1, addedAt: added.get(card.id)!.toISOString() })),
  };
}

export async function countPlaylists(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(playlists).where(eq(playlists.userId, userId));
  return row?.n ?? 0;
}

export async function nameTaken(db: Db, userId: number, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: playlists.id })
    .from(playlists)
    .where(and(eq(playlists.userId, userId), sql`lower(${playlists.name}) = lower(${name})`));
  return rows.some((row) => row.id !== exceptId);
}

export async function createPlaylist(db: Db, userId: number, name: string): Promise<number> {
  const [row] = await db.insert(playlists).values({ userId, name }).returning({ id: playlists.id });
  return row!.id;
}

export async function renamePlaylist(db: Db, id: number, name: string): Promise<void> {
  await db.update(playlists).set({ name, updatedAt: clockDate() }).where(eq(playlists.id, id));
}

export async function deletePlaylist(db: Db, id: number): Promise<void> {
  await db.delete(playlists).where(eq(playlists.id, id));
}

export async function playlistHasSong(db: Db, id: number, songId: number): Promise<boolean> {
  const rows = await db
    .select({ songId: playlistSongs.songId })
    .from(playlistSongs)
    .where(and(eq(playlistSongs.playlistId, id), eq(playlistSongs.songId, songId)));
  return rows.length > 0;
}

export async function playlistSize(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(playlistSongs).where(eq(playlistSongs.playlistId, id));
  return row?.n ?? 0;
}

export async function addSong(db: Db, id: number, songId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${playlistSongs.position}), 0)::int` })
      .from(playlistSongs)
      .where(eq(playlistSongs.playlistId, id));
    await tx.insert(playlistSongs).values({ playlistId: id, songId, position: (last?.max ?? 0) + 1 });
    await tx.update(playlists).set({ updatedAt: clockDate() }).where(eq(playlists.id, id));
  });
}

export async function removeSong(db: Db, id: number, songId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(playlistSongs).where(and(eq(playlistSongs.playlistId, id), eq(playlistSongs.songId, songId)));
    await tx.update(playlists).set({ updatedAt: clockDate() }).where(eq(playlists.id, id));
  });
}

/** Moves a song to a 1-based place (clamped to the list), renumbering every entry 1..n in the new order. */
export async function moveSong(db: Db, id: number, songId: number, position: number): Promise<void> {
  await db.transaction(async (tx) => {
    const entries = await tx
      .select({ songId: playlistSongs.songId })
      .from(playlistSongs)
      .where(eq(playlistSongs.playlistId, id))
      .orderBy(asc(playlistSongs.position));
    const order = movedTo(entries.map((entry) => entry.songId), songId, position);
    for (const [index, entrySongId] of order.entries()) {
      await tx
        .update(playlistSongs)
        .set({ position: index + 1 })
        .where(and(eq(playlistSongs.playlistId, id), eq(playlistSongs.songId, entrySongId)));
    }
    await tx.update(playlists).set({ updatedAt: clockDate() }).where(eq(playlists.id, id));
  });
}

/** The order with `songId` taken out and put back at the 1-based `position` (clamped to 1..n). */
export function movedTo(order: readonly number[], songId: number, position: number): number[] {
  const rest = order.filter((entry) => entry !== songId);
  const at = Math.max(0, Math.min(rest.length, position - 1));
  return [...rest.slice(0, at), songId, ...rest.slice(at)];
}
