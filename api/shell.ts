import { api, unwrap } from './client';
import type { Envelope } from '../contracts/schemas/common';
import type { MarqueeItem, MenuData } from '../contracts/schemas/shell';

/** Header, footer and navigation: POST /al/api/live/menu. */
export function fetchMenu(signal?: AbortSignal): Promise<MenuData> {
  return unwrap(api.post('al/api/live/menu', { json: {}, signal }).json<Envelope<MenuData>>());
}

/** The home marquee: GET /other/api/resource/marquee/home-list. */
export function fetchMarquee(signal?: AbortSignal): Promise<MarqueeItem[]> {
  return unwrap(api.get('other/api/resource/marquee/home-list', { signal }).json<Envelope<MarqueeItem[]>>());
}
