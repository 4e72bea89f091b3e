/**
 * The tip form's one call outside the tips' endpoints (contracts/endpoints/tips.ts): one day's
 * matches of a sport with their current odds (the day board, kind=odds), what a member may tip. It
 * answers its data or rejects with an ApiFailure. It goes when the day board joins the endpoint table.
 */
import { api, unwrap } from './client';
import type { Envelope } from '../contracts/schemas/common';
import type { DayBoard, Sport } from '../contracts/schemas/sports/matches';

/** One day's matches of a sport with their current odds (the day board, kind=odds): what a member may tip. */
export const fetchTipMatchOptions = (input: { sport: Sport; date: string; timezone: string }, signal?: AbortSignal): Promise<DayBoard> =>
  unwrap(api.get('live/api/football/day', { searchParams: { kind: 'odds', ...input }, signal }).json<Envelope<DayBoard>>());
