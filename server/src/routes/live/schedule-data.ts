/**
 * Schedule rows: one query joins the schedule entry, its room, mode, fixture, league and teams
 * (with the total in a window function); a second reads the hosts. Time-dependent fields (status,
 * minute, score, viewers) are computed per answer from the clock.
 */
import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { liveModes, liveRooms, liveSchedule, sportsFixtures, sportsLeagues, sportsTeams, users } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { matchState, scoreFields, sessionState } from '../../sports/match-clock.ts';
import type { ScheduleRow } from '../../../../contracts/schemas/live.ts';
import { slugify } from '../../../../contracts/slug.ts';

const home = alias(sportsTeams, 'home_team');
const away = alias(sportsTeams, 'away_team');

const columns = {
  id: liveSchedule.id,
  roomId: liveSchedule.roomId,
  liveModeId: liveSchedule.liveModeId,
  modeSlug: liveModes.slug,
  fixtureId: liveSchedule.fixtureId,
  sessionTitle: liveSchedule.title,
  startAt: liveSchedule.startAt,
  endAt: liveSchedule.endAt,
  cancelled: liveSchedule.cancelled,
  hostIds: liveRooms.hostIds,
  roomTitle: liveRooms.title,
  baseViewers: liveRooms.baseViewers,
  sport: sportsFixtures.sport,
  kickoffAt: sportsFixtures.kickoffAt,
  state: sportsFixtures.state,
  timeline: sportsFixtures.timeline,
  leagueId: sportsFixtures.leagueId,
  leagueName: sportsLeagues.name,
  homeId: home.id,
  homeName: home.name,
  awayId: away.id,
  awayName: away.name,
};

export type RawScheduleRow = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  return db
    .select({ ...columns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(liveSchedule)
    .innerJoin(liveRooms, eq(liveRooms.id, liveSchedule.roomId))
    .innerJoin(liveModes, eq(liveModes.id, liveSchedule.liveModeId))
    .leftJoin(sportsFixtures, eq(sportsFixtures.id, liveSchedule.fixtureId))
    .leftJoin(sportsLeagues, eq(sportsLeagues.id, sportsFixtures.leagueId))
    .leftJoin(home, eq(home.id, sportsFixtures.homeTeamId))
    .leftJoin(away, eq(away.id, sportsFixtures.awayTeamId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export interface RawPage {
  rows: RawScheduleRow[];
  total: number;
}

/** A page of raw rows; the total counts every row matching `where`. */
export async function loadSchedulePage(db: Db, where: SQL | undefined, order: SQL[], pageNum: number, pageSize: number): Promise<RawPage> {
  const rows = await selectRows(db, where, order, pageSize, (pageNum - 1) * pageSize);
  if (rows.length > 0 || pageNum === 1) return { rows, total: rows[0]?.total ?? 0 };
  // Past the last page: count separately so the pager still knows the total.
  const [row] = await db.select({ n: count() }).from(liveSchedule).innerJoin(liveRooms, eq(liveRooms.id, liveSchedule.roomId)).leftJoin(sportsFixtures, eq(sportsFixtures.id, liveSchedule.fixtureId)).leftJoin(sportsLeagues, eq(sportsLeagues.id, sportsFixtures.leagueId)).where(where);
  return { rows, total: row?.n ?? 0 };
}

export const scheduleOrder = [asc(liveSchedule.startAt), asc(liveSchedule.id)];

export interface HostInfo {
  userId: number;
  nickname: string;
  avatar: string;
}

/** Hosts by id; a host whose user row is missing is shown by the generated avatar and id. */
export async function loadHosts(db: Db, ids: Iterable<number>): Promise<Map<number, HostInfo>> {
  const wanted = [...new Set(ids)];
  const out = new Map<number, HostInfo>();
  if (wanted.length === 0) return out;
  const rows = await db.select({ id: users.id, nickname: users.nickname, avatar: users.profilePicture }).from(users).where(inArray(users.id, wanted));
  for (const row of rows) out.set(row.id, { userId: row.id, nickname: row.nickname, avatar: row.avatar });
  return out;
}

export function hostRef(host: HostInfo | undefined, userId: number): HostInfo {
  return host ?? { userId, nickname: `BLV ${userId}`, avatar: `/media/avatar/${userId}.svg` };
}

export const streamLink = (roomId: number) => `/hls/live/${roomId}/master.m3u8`;
export const roomCover = (roomId: number) => `/media/room/${roomId}.svg`;
export const crest = (teamId: number) => `/media/crest/${teamId}.svg`;
export const leagueLogo = (leagueId: number) => `/media/league/${leagueId}.svg`;

/** How long before its start a room gathers a waiting crowd. */
export const WAITING_CROWD_MS = 30 * 60_000;

/**
 * The seeded audience of a room at `nowMs` (the simulated fans behind `live_rooms.base_viewers`, a
 * seeded figure, not people): around its base while live; before its start (`startMs`), a waiting
 * crowd that gathers over the last half hour (up to 4% of it at the start), nobody earlier; none
 * after. The people really connected are added to it (chat/audience.ts).
 */
export function seededAudienceAt(roomId: number, baseViewers: number, status: number, nowMs: number, startMs: number): number {
  if (status !== 2 && status !== 1) return 0;
  const wave = Math.sin(nowMs / 420_000 + roomId) * 0.12 + Math.sin(nowMs / 97_000 + roomId * 7) * 0.04;
  const live = Math.round(baseViewers * (1 + wave)) + (roomId % 97);
  if (status === 2) return live;
  const gathered = 1 - (startMs - nowMs) / WAITING_CROWD_MS;
  return gathered <= 0 ? 0 : Math.round(live * 0.04 * Math.min(1, gathered));
}

/** A room's current entry (live or next, not cancelled), else its last one; null for a room never scheduled. */
export async function currentEntry(db: Db, roomId: number, now: Date): Promise<RawScheduleRow | null> {
  const inRoom = eq(liveSchedule.roomId, roomId);
  const first = async (where: SQL | undefined, order: SQL[]) => (await loadSchedulePage(db, where, order, 1, 1)).rows[0] ?? null;
  return (await first(and(inRoom, gt(liveSchedule.endAt, now), eq(liveSchedule.cancelled, false)), scheduleOrder)) ?? (await first(inRoom, [desc(liveSchedule.startAt), desc(liveSchedule.id)]));
}

/** The state of an entry at `nowMs`: its match's clock, or the session's times. */
export function entryState(raw: RawScheduleRow, nowMs: number, timeZone: string) {
  const isFixture = raw.fixtureId !== null && raw.timeline !== null && raw.kickoffAt !== null && raw.state !== null;
  return isFixture
    ? matchState({ kickoffAt: raw.kickoffAt!, state: raw.state!, timeline: raw.timeline! }, nowMs, timeZone)
    : sessionState(raw.startAt, raw.endAt, raw.cancelled, nowMs, timeZone);
}

/** The seeded audience of a room now, from its current entry (0 when nothing is on). */
export async function roomSeededAudience(db: Db, roomId: number, nowMs: number): Promise<number> {
  const entry = await currentEntry(db, roomId, new Date(nowMs));
  if (!entry) return 0;
  return seededAudienceAt(roomId, entry.baseViewers, entryState(entry, nowMs, 'UTC').statusId, nowMs, entry.startAt.getTime());
}

/**
 * One answer row. `connected` holds the people connected to each room now (chat/audience.ts), added
 * to its seeded audience; without it (a sitemap, a booking) the row counts the seeded audience only.
 */
export function toScheduleRow(raw: RawScheduleRow, hosts: Map<number, HostInfo>, lang: Language, nowMs: number, timeZone: string, connected?: ReadonlyMap<number, number>): ScheduleRow {
  const state = entryState(raw, nowMs, timeZone);
  const homeName = raw.homeName ? localize(raw.homeName, lang) : localize(raw.sessionTitle ?? raw.roomTitle, lang);
  const awayName = raw.awayName ? localize(raw.awayName, lang) : null;
  const viHome = raw.homeName ? localize(raw.homeName, 'vi') : localize(raw.sessionTitle ?? raw.roomTitle, 'vi');
  return {
    id: raw.id,
    roomId: raw.roomId,
    liveModeId: raw.liveModeId,
    modeSlug: raw.modeSlug,
    sport: raw.sport,
    staticId: raw.fixtureId,
    leagueId: raw.leagueId,
    leagueName: raw.leagueName ? localize(raw.leagueName, lang) : null,
    leagueLogo: raw.leagueId ? leagueLogo(raw.leagueId) : null,
    home: homeName,
    away: awayName,
    slug: slugify([viHome, raw.awayName ? localize(raw.awayName, 'vi') : ''].join(' ')),
    homeId: raw.homeId,
    awayId: raw.awayId,
    localteam: raw.homeId ? { id: raw.homeId, name: homeName, logo: crest(raw.homeId) } : null,
    visitorteam: raw.awayId && awayName ? { id: raw.awayId, name: awayName, logo: crest(raw.awayId) } : null,
    users: raw.hostIds.map((id) => ({ ...hostRef(hosts.get(id), id), streamLink: streamLink(raw.roomId) })),
    title: raw.sessionTitle ? `${localize(raw.roomTitle, lang)} – ${localize(raw.sessionTitle, lang)}` : localize(raw.roomTitle, lang),
    cover: roomCover(raw.roomId),
    viewers: seededAudienceAt(raw.roomId, raw.baseViewers, state.statusId, nowMs, raw.startAt.getTime()) + (connected?.get(raw.roomId) ?? 0),
    ...scoreFields(state),
    startTime: raw.startAt.toISOString(),
    endTime: raw.endAt.toISOString(),
  };
}

/** Who counts the people connected to rooms (chat/audience.ts's Audience). */
export interface RoomAudience {
  connectedToRooms(roomIds: readonly number[]): Promise<ReadonlyMap<number, number>>;
}

/** Rows with their hosts read in one query and the people connected to their rooms in one call of the bus. */
export async function toScheduleRows(db: Db, audience: RoomAudience, rows: RawScheduleRow[], lang: Language, nowMs: number, timeZone: string): Promise<ScheduleRow[]> {
  const [hosts, connected] = await Promise.all([loadHosts(db, rows.flatMap((r) => r.hostIds)), audience.connectedToRooms(rows.map((r) => r.roomId))]);
  return rows.map((r) => toScheduleRow(r, hosts, lang, nowMs, timeZone, connected));
}

export const liveNow = (now: Date): SQL => and(lte(liveSchedule.startAt, now), gt(liveSchedule.endAt, now), eq(liveSchedule.cancelled, false))!;
