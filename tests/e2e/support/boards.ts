/** The football day boards as the API answers them, for specs that pick their matches at test time. */
import type { APIRequestContext } from '@playwright/test';
import type { DayBoard, MatchWithOdds } from '../../../contracts/schemas/sports/matches';
import { TIMEZONE } from './clock';
import { expect } from './test';

/** Every match of a day board (results, fixtures), in Vietnam's day, league by league. */
export async function dayMatches(request: APIRequestContext, kind: 'results' | 'fixtures', date: string, sport = 'football'): Promise<MatchWithOdds[]> {
  const res = await request.get('/live/api/football/day', { params: { kind, date, timezone: TIMEZONE, sport } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: DayBoard }).data.leagues.flatMap((l) => l.matches);
}
