/**
 * The fans' poll of a live room: who wins the match (home / draw / away), or a 1–5 star rating of
 * the show session on air. One vote per member and room, changed in place; the answer adds a
 * deterministic baseline (so a new site is not empty) to the members' real votes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { liveRooms, liveRoomVotes, liveSchedule, sportsTeams } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import * as live from '../../../../contracts/endpoints/live.ts';
import type { PollKind, RoomOpinion } from '../../../../contracts/schemas/live.ts';
import { clock, DEFAULT_TIMEZONE } from '../../clock.ts';
import { matchState, sessionState } from '../../sports/match-clock.ts';
import { serve } from '../endpoint-route.ts';
import { fail } from './messages.ts';
import { loadSchedulePage, scheduleOrder, type RawScheduleRow } from './schedule-data.ts';

/** The choices of each kind of poll, in display order. */
export const MATCH_CHOICES = ['home', 'draw', 'away'] as const;
export const SHOW_CHOICES = ['1', '2', '3', '4', '5'] as const;

/** A 32-bit integer hash (splitmix-like): the same id always gives the same baseline. */
export function hash32(n: number): number {
  let x = n | 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * Baseline votes, one per choice. Match: 60–299 voters split by the teams' ratings (home side +3),
 * a draw share for football that shrinks as the sides differ. Show: 20–139 ratings leaning to 4–5 stars.
 */
export function baselineVotes(kind: PollKind, choices: readonly string[], seed: number, ratings: readonly [number, number] | null): number[] {
  const h = hash32(seed);
  if (kind === 'show') {
    const total = 20 + (h % 120);
    const weights = [2, 4, 12, 34, 48].map((w, i) => w + ((h >>> (i * 3)) % 7));
    const sum = weights.reduce((a, b) => a + b, 0);
    return weights.map((w) => Math.round((total * w) / sum));
  }
  const total = 60 + (h % 240);
  const [home, away] = ratings ?? [70, 70];
  const pHome = 1 / (1 + Math.exp(-(home + 3 - away) / 8));
  const draw = choices.includes('draw') ? 0.3 * (1 - Math.abs(pHome - 0.5)) : 0;
  const shares: Record<string, number> = { home: (1 - draw) * pHome, draw, away: (1 - draw) * (1 - pHome) };
  return choices.map((c) => Math.round(total * (shares[c] ?? 0)));
}

interface Subject {
  roomId: number;
  kind: PollKind;
  choices: readonly string[];
  row: RawScheduleRow | null;
  open: boolean;
  closesAt: string | null;
}

export const opinionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const first = async (where: Parameters<typeof loadSchedulePage>[1], order = scheduleOrder): Promise<RawScheduleRow | null> =>
    (await loadSchedulePage(app.db, where, order, 1, 1)).rows[0] ?? null;

  /** What the room's poll is about now: the same session the room page shows (live, else next, else last). */
  const subjectOf = async (roomId: number): Promise<Subject | null> => {
    const [room] = await app.db.select({ id: liveRooms.id, fixtureId: liveRooms.fixtureId }).from(liveRooms).where(eq(liveRooms.id, roomId));
    if (!room) return null;
    const nowMs = clock.now();
    const inRoom = eq(liveSchedule.roomId, roomId);
    const row =
      (await first(and(inRoom, gt(liveSchedule.endAt, new Date(nowMs)), eq(liveSchedule.cancelled, false)))) ??
      (await first(inRoom, [desc(liveSchedule.startAt), desc(liveSchedule.id)]));
    const isMatch = row ? row.fixtureId !== null : room.fixtureId !== null;
    if (isMatch) {
      const fixture = row && row.kickoffAt && row.state && row.timeline ? { kickoffAt: row.kickoffAt, state: row.state, timeline: row.timeline } : null;
      const status = fixture ? matchState(fixture, nowMs, DEFAULT_TIMEZONE).statusId : 3;
      const choices = row?.sport === 'football' ? MATCH_CHOICES : MATCH_CHOICES.filter((c) => c !== 'draw');
      return { roomId, kind: 'match', choices, row, open: status === 1, closesAt: status === 1 && fixture ? fixture.kickoffAt.toISOString() : null };
    }
    const status = row ? sessionState(row.startAt, row.endAt, row.cancelled, nowMs, DEFAULT_TIMEZONE).statusId : 3;
    return { roomId, kind: 'show', choices: SHOW_CHOICES, row, open: status === 2, closesAt: status === 2 && row ? row.endAt.toISOString() : null };
  };

  const answer = async (subject: Subject, userId: number | null): Promise<RoomOpinion> => {
    const scheduleId = subject.row?.id ?? null;
    const about = and(eq(liveRoomVotes.roomId, subject.roomId), eq(liveRoomVotes.scheduleId, scheduleId ?? -1));
    const teamIds = [subject.row?.homeId, subject.row?.awayId].filter((id): id is number => typeof id === 'number');
    const [counted, mine, teams] = await Promise.all([
      app.db.select({ choice: liveRoomVotes.choice, n: count() }).from(liveRoomVotes).where(about).groupBy(liveRoomVotes.choice),
      userId === null ? Promise.resolve([]) : app.db.select({ choice: liveRoomVotes.choice }).from(liveRoomVotes).where(and(about, eq(liveRoomVotes.userId, userId))),
      teamIds.length === 2 ? app.db.select({ id: sportsTeams.id, rating: sportsTeams.rating }).from(sportsTeams).where(inArray(sportsTeams.id, teamIds)) : Promise.resolve([]),
    ]);
    const rating = (id: number | undefined) => teams.find((t) => t.id === id)?.rating;
    const homeRating = rating(teamIds[0]);
    const awayRating = rating(teamIds[1]);
    const ratings = homeRating !== undefined && awayRating !== undefined ? ([homeRating, awayRating] as const) : null;
    const baseline = baselineVotes(subject.kind, subject.choices, scheduleId ?? subject.roomId, ratings);
    const real = new Map(counted.map((c) => [c.choice, c.n]));
    const choices = subject.choices.map((key, i) => ({ key, votes: (baseline[i] ?? 0) + (real.get(key) ?? 0) }));
    const myChoice = mine[0]?.choice ?? null;
    return {
      roomId: subject.roomId,
      kind: subject.kind,
      scheduleId,
      choices,
      total: choices.reduce((sum, c) => sum + c.votes, 0),
      myChoice: myChoice !== null && subject.choices.includes(myChoice) ? myChoice : null,
      open: subject.open,
      closesAt: subject.closesAt,
    };
  };

  serve(app, live.roomOpinion, async (request) => {
    const { id } = request.query;
    const subject = await subjectOf(id);
    if (!subject) throw fail(404, 'roomNotFound', { id });
    return ok(request, await answer(subject, request.auth.kind === 'member' ? request.auth.userId : null));
  });

  serve(app, live.roomOpinionVote, async (request) => {
    const { roomId, choice } = request.body;
    const userId = request.auth.kind === 'member' ? request.auth.userId : 0;
    const subject = await subjectOf(roomId);
    if (!subject) throw fail(404, 'roomNotFound', { id: roomId });
    if (!subject.choices.includes(choice)) throw fail(400, 'badChoice', { choices: subject.choices.join(', ') });
    if (!subject.open || !subject.row) {
      throw subject.kind === 'match'
        ? fail(409, 'matchPollClosed', { id: subject.row?.fixtureId ?? roomId })
        : fail(409, 'showPollClosed', { id: roomId });
    }
    const now = new Date(clock.now());
    const scheduleId = subject.row.id;
    await app.db
      .insert(liveRoomVotes)
      .values({ roomId, userId, scheduleId, choice, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [liveRoomVotes.roomId, liveRoomVotes.userId],
        set: {
          choice,
          // A vote left from an earlier fixture or session of the room counts as a new one.
          createdAt: sql`case when ${liveRoomVotes.scheduleId} = ${scheduleId} then ${liveRoomVotes.createdAt} else excluded.created_at end`,
          scheduleId,
          updatedAt: now,
        },
      });
    return ok(request, await answer(subject, userId));
  });
};
