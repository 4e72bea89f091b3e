/**
 * The home page's call not yet in the endpoint table: the top tipsters (docs/api/sports.md), asked
 * as contracts/home.ts names it. It answers its data or rejects with an ApiFailure. (Its other
 * calls are declared in contracts/endpoints/home.ts and football.ts.)
 */
import { api, unwrap } from './client';
import { topTipstersQuery } from '../contracts/home';
import type { Envelope, Page } from '../contracts/schemas/common';
import type { Tipster } from '../contracts/schemas/sports/tips';

/** Tipsters ranked by the win rate of their settled tips, every category. */
export const fetchTopTipsters = (signal?: AbortSignal): Promise<Page<Tipster>> =>
  unwrap(api.get('other/api/schedule-tips/v2/top-rating', { searchParams: topTipstersQuery(), signal }).json<Envelope<Page<Tipster>>>());
