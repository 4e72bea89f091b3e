/**
 * Rooms for the live-room tests, found through the API at the suite's instant (the seeded schedule
 * moves with the clock). A live room is chosen among those that stay live long enough for a test:
 * one that ends while a test runs turns its page into the offline look halfway through.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { LiveRoom, ScheduleRow } from '../../../contracts/schemas/live';
import { roomPath } from '../../../src/lib/room-path';
import { now, TIMEZONE, vnDay } from './clock';

/** Longer than any test: a room chosen now is still live when the test ends. */
const LIVE_FOR_AT_LEAST_MS = 15 * 60_000;

export async function scheduleRows(request: APIRequestContext, date = vnDay()): Promise<ScheduleRow[]> {
  const response = await request.get('/live/api/schedule/liveSchedule', { params: { date, timezone: TIMEZONE, pageSize: 200 } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { list: ScheduleRow[] } }).data.list;
}

export async function liveRoom(request: APIRequestContext, roomId: number, language = 'vi'): Promise<LiveRoom> {
  const response = await request.get('/live/api/schedule/liveRoom', { params: { id: roomId }, headers: { 'x-language': language } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: LiveRoom }).data;
}

/** A room live now with a stream, that stays live for the test; a match room when there is one. */
export async function findLiveRoom(request: APIRequestContext): Promise<LiveRoom> {
  const until = now() + LIVE_FOR_AT_LEAST_MS;
  const live = (await scheduleRows(request)).filter((row) => row.status === 2 && row.users[0]?.streamLink && Date.parse(row.endTime) > until);
  live.sort((a, b) => Number(b.away !== null) - Number(a.away !== null));
  for (const row of live) {
    const room = await liveRoom(request, row.roomId);
    if (room.status === 'live' && room.streamLink) return room;
  }
  throw new Error(`no room live until ${new Date(until).toISOString()} in the seeded schedule`);
}

export const canonicalPath = (room: LiveRoom) => roomPath({ roomId: room.roomId, modeSlug: room.modeSlug, slug: room.slug });
