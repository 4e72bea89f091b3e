import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_CURRENCY, DEFAULT_OFFSET_TIMEZONE, DEFAULT_TIMEZONE } from '../../contracts/constants';
import { hasGeo, storeGeo, visitorTimeZone } from '../../api/session';
import type { GeoInfo } from '../../contracts/schemas/client';

/** The geolocation service: VITE_GEO_URL, else the server's own /other/api/geo. */
export const GEO_URL = import.meta.env.VITE_GEO_URL || '/other/api/geo';

export const locate = fromPromise<GeoInfo>(async ({ signal }) => {
  const response = await fetch(GEO_URL, { signal, headers: { 'X-Client-Type': 'web' } });
  if (!response.ok) throw new Error(`geolocation answered ${response.status}`);
  const body = (await response.json()) as { data?: Partial<GeoInfo> } & Partial<GeoInfo>;
  const geo = body.data ?? body;
  if (typeof geo.timezone !== 'string' || typeof geo.offset !== 'number') throw new Error('geolocation answer has no timezone');
  return { timezone: geo.timezone, offset: geo.offset, ip: geo.ip ?? '', currency: geo.currency ?? DEFAULT_CURRENCY };
});

/** Minutes east of UTC of a time zone now (DST-correct). */
export function offsetMinutes(timeZone: string, at = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** SPEC §9 defaults when the service cannot be reached: Asia/Bangkok, with the offset of Asia/Ho_Chi_Minh. */
export function fallbackGeo(): GeoInfo {
  return { timezone: DEFAULT_TIMEZONE, offset: offsetMinutes(DEFAULT_OFFSET_TIMEZONE), ip: '', currency: DEFAULT_CURRENCY };
}

/** Timezone, IP, offset and currency cookies: looked up once a day, with the spec's fallback. */
export const geoMachine = setup({
  types: { context: {} as { timeZone: string } },
  actors: { locate },
  guards: { alreadyKnown: () => hasGeo() },
  actions: {
    store: (_, params: GeoInfo) => storeGeo(params),
    storeFallback: () => storeGeo(fallbackGeo()),
    readTimeZone: assign({ timeZone: () => visitorTimeZone() }),
  },
}).createMachine({
  id: 'geo',
  /** The zone the site shows times in: the stored one (or Asia/Ho_Chi_Minh) until the lookup settles. */
  context: () => ({ timeZone: visitorTimeZone() }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'alreadyKnown', target: 'located' }, { target: 'locating' }] },
    locating: {
      invoke: {
        id: 'locate',
        src: 'locate',
        onDone: { target: 'located', actions: [{ type: 'store', params: ({ event }) => event.output }, 'readTimeZone'] },
        onError: { target: 'fallback', actions: ['storeFallback', 'readTimeZone'] },
      },
    },
    // Settled states stay active (not final), so views can still read them from the system.
    located: { tags: ['settled'] },
    fallback: { tags: ['settled'] },
  },
});
