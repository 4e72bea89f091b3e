/**
 * The live room tabs' side effects: the calls of each panel (contracts/endpoints/live.ts, tips.ts,
 * compare.ts), rejecting with an ApiFailure (status and the server's localized message). The match
 * detail is loaded by panel.loaders.ts from its endpoint.
 */
import { fromPromise } from 'xstate';
import { call } from '../../api/call';
import { teamsCompare } from '../../contracts/endpoints/compare';
import * as live from '../../contracts/endpoints/live';
import { tipList } from '../../contracts/endpoints/tips';
import type { RoomOpinion, ScheduleRow } from '../../contracts/schemas/live';
import type { Page } from '../../contracts/schemas/common';
import type { TeamsCompare } from '../../contracts/schemas/sports/entities';
import type { TipItem } from '../../contracts/schemas/sports/tips';
import { DISPLAY_TIMEZONE } from '../../contracts/constants';
import { fetchScheduleDay } from '../schedule/schedule.actors';
import { ROOM_TIPS_PAGE_SIZE, SHOW_SCHEDULE_DAYS } from './room-tabs.constants';

export const loadTips = (input: { fixtureId: number }, signal: AbortSignal): Promise<Page<TipItem>> =>
  call(tipList, { query: { fixtureId: input.fixtureId, pageNum: 1, pageSize: ROOM_TIPS_PAGE_SIZE } }, signal);

export const loadAnalysis = (input: { homeId: number; awayId: number }, signal: AbortSignal): Promise<TeamsCompare> =>
  call(teamsCompare, { query: { id1: input.homeId, id2: input.awayId } }, signal);

/** Calendar day (yyyy-mm-dd) of `date` in `timeZone`. */
export function dayIn(timeZone: string, date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

export interface SessionsInput {
  roomId: number;
  liveModeId: number;
  /** The moment "today" is taken from (the view passes Date.now()). */
  nowMs: number;
}

export interface ShowDay {
  /** yyyy-mm-dd in Vietnam time; the first is today. */
  date: string;
  sessions: ScheduleRow[];
}

/** A show room's sessions of today and tomorrow (Vietnam time), each day in start order. */
export async function loadShowSessions(input: SessionsInput, signal: AbortSignal): Promise<ShowDay[]> {
  const days = Array.from({ length: SHOW_SCHEDULE_DAYS }, (_, i) => dayIn(DISPLAY_TIMEZONE, new Date(input.nowMs + i * 86_400_000)));
  const pages = await Promise.all(
    days.map((date) => fetchScheduleDay({ date, timezone: DISPLAY_TIMEZONE, liveModeId: input.liveModeId }, signal)),
  );
  return days.map((date, i) => ({ date, sessions: (pages[i]?.list ?? []).filter((row) => row.roomId === input.roomId) }));
}

export const loadOpinion = fromPromise<RoomOpinion, { roomId: number }>(({ input, signal }) => call(live.roomOpinion, { query: { id: input.roomId } }, signal));

export const sendVote = fromPromise<RoomOpinion, { roomId: number; choice: string }>(({ input, signal }) => call(live.roomOpinionVote, { body: input }, signal));
