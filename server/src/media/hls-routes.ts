/**
 * The HLS origin: master playlists, live sliding-window and VOD media playlists, and MPEG-TS
 * segments over the pre-encoded clips of media/live (docs/hls.md).
 *
 *   /hls/live/:roomId/…            live rooms (clip by the room's live mode)
 *   /hls/tv/:channelId/…           TV channels (live)
 *   /hls/vod/:kind/:id/…           film, episode, highlight, short (VOD, ends)
 *
 * each with master.m3u8, :quality/index.m3u8 and :quality/seg/:n.ts.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { liveModes, liveRooms } from '../db/schema/live.ts';
import { filmEpisodes, films, tvChannels } from '../db/schema/media.ts';
import { contentCategories, highlights, shortVideos } from '../db/schema/content.ts';
import { ClipStore, LIVE_CLIP_IDS, hasQuality, isQuality, segmentCount, type ClipId } from './clips.ts';
import { livePlaylist, masterPlaylist, vodPlaylist, vodScene, vodSegmentTotal } from './playlists.ts';
import { sendBytes } from './byte-range.ts';
import { clock } from '../clock.ts';
import { publishedBy } from '../sports/highlights.ts';

export interface HlsOptions {
  /** Folder of the clips (default: the repository's media/live). */
  mediaDir?: string;
  /** The clock of the live windows (default Date.now). */
  now?: () => number;
}

/** The clock of the live playlists; tests replace `now`. */
export interface HlsClock {
  now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    hlsClock: HlsClock;
  }
  interface FastifyContextConfig {
    /** `false`: @fastify/cors skips the route (read by its hook; its types do not declare it). */
    cors?: false;
  }
}

export const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
export const SEGMENT_TYPE = 'video/mp2t';
/** Live media playlists change every second: always revalidate. */
export const LIVE_PLAYLIST_CACHE = 'no-cache';
/** Masters and VOD playlists only change when the clips are regenerated. */
export const STABLE_PLAYLIST_CACHE = 'public, max-age=60';
/** A segment URL always names the same bytes. */
export const SEGMENT_CACHE = 'public, max-age=3600, immutable';

type SourceKind = 'live' | 'tv' | 'film' | 'episode' | 'highlight' | 'short';
const VOD_KINDS = new Set<string>(['film', 'episode', 'highlight', 'short']);

type Source =
  | { live: true; clip: ClipId }
  /** On demand: as long as the item says, its scenes taking turns loop after loop from a place set by its id. */
  | { live: false; scenes: readonly ClipId[]; seed: number; durationSeconds: number };

/** The scenes a highlight of a sport (its category's slug) plays; other sports get the pitch and the stands. */
export const HIGHLIGHT_SCENES: Record<string, readonly ClipId[]> = {
  'bong-da': ['football', 'sport', 'stadium'],
  'bong-ro': ['basketball', 'stadium'],
  esport: ['esport', 'stadium'],
};
const OTHER_HIGHLIGHT_SCENES: readonly ClipId[] = ['sport', 'stadium'];
/** Films and episodes go through every landscape clip. */
const FILM_SCENES: readonly ClipId[] = [...LIVE_CLIP_IDS, 'football', 'basketball', 'stadium'];
/** A seeded short video plays portrait scenes of its category (its slug); other categories the pitch and the stands. */
export const SHORT_SCENES: Record<string, readonly ClipId[]> = {
  'bong-da': ['short-pitch', 'short-stands'],
  'bong-ro': ['short-court'],
  esport: ['short-esport'],
  'ky-thuat': ['short-pitch'],
  'hau-truong': ['short-stands'],
};
const OTHER_SHORT_SCENES: readonly ClipId[] = ['short-stands', 'short-pitch'];

/** Live mode → clip: sports share the pitch clip; marble, esport and casino have their own. */
export function clipForMode(livemode: string): ClipId {
  if (livemode === 'marble' || livemode === 'esport' || livemode === 'casino') return livemode;
  if (livemode === 'slot' || livemode === 'card') return 'casino';
  return 'sport';
}

/** Kept out of the OpenAPI document; @fastify/cors (ALLOWED_ORIGINS, for the API) leaves /hls to this plugin's own open CORS. */
const ROUTE_OPTIONS = { schema: { hide: true }, config: { cors: false as const } };

const MAX_ID = 2 ** 31 - 1;
const DAY_MS = 86_400_000;

/**
 * A live stream's discontinuity count restarts at 00:00 UTC (07:00 in Vietnam): the number stays
 * below a day's loops, and a player open across the drop carries its own count on (hls.js offsets
 * a playlist whose count went down).
 */
const utcDayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
const CACHE_MS = 30_000;
const CACHE_MAX = 10_000;

function parseId(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

function setCommon(reply: FastifyReply): FastifyReply {
  return reply
    .header('access-control-allow-origin', '*')
    .header('access-control-expose-headers', 'Content-Length, Content-Type, Content-Range, Accept-Ranges')
    .header('cross-origin-resource-policy', 'cross-origin');
}

function notFound(reply: FastifyReply): FastifyReply {
  return setCommon(reply).code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not Found\n');
}

async function hls(app: FastifyInstance, options: HlsOptions): Promise<void> {
  const store = new ClipStore(options.mediaDir);
  app.decorate('hlsClock', { now: options.now ?? (() => clock.now()) });

  async function lookup(kind: SourceKind, id: number): Promise<Source | null> {
    const rotate = (): ClipId => LIVE_CLIP_IDS[id % LIVE_CLIP_IDS.length]!;
    const vod = (scenes: readonly ClipId[], durationSeconds: number): Source => ({ live: false, scenes, seed: id, durationSeconds });
    switch (kind) {
      case 'live': {
        const [row] = await app.db
          .select({ livemode: liveModes.livemode })
          .from(liveRooms)
          .innerJoin(liveModes, eq(liveModes.id, liveRooms.liveModeId))
          .where(eq(liveRooms.id, id));
        return row ? { clip: clipForMode(row.livemode), live: true } : null;
      }
      case 'tv': {
        const [row] = await app.db.select({ id: tvChannels.id }).from(tvChannels).where(eq(tvChannels.id, id));
        return row ? { clip: rotate(), live: true } : null;
      }
      case 'film': {
        const [row] = await app.db.select({ minutes: films.durationMinutes }).from(films).where(eq(films.id, id));
        return row ? vod(FILM_SCENES, row.minutes * 60) : null;
      }
      case 'episode': {
        const [row] = await app.db.select({ minutes: filmEpisodes.durationMinutes }).from(filmEpisodes).where(eq(filmEpisodes.id, id));
        return row ? vod(FILM_SCENES, row.minutes * 60) : null;
      }
      case 'highlight': {
        const [row] = await app.db
          .select({ seconds: highlights.durationSeconds, sport: contentCategories.slug })
          .from(highlights)
          .innerJoin(contentCategories, eq(contentCategories.id, highlights.categoryId))
          .where(and(eq(highlights.id, id), publishedBy(clock.now())));
        return row ? vod(HIGHLIGHT_SCENES[row.sport] ?? OTHER_HIGHLIGHT_SCENES, row.seconds) : null;
      }
      case 'short': {
        const [row] = await app.db
          .select({ hasMedia: shortVideos.hasMedia, seconds: shortVideos.durationSeconds, category: contentCategories.slug })
          .from(shortVideos)
          .innerJoin(contentCategories, eq(contentCategories.id, shortVideos.categoryId))
          .where(eq(shortVideos.id, id));
        return row?.hasMedia ? vod(SHORT_SCENES[row.category] ?? OTHER_SHORT_SCENES, row.seconds) : null;
      }
    }
  }

  // Players ask for a playlist every second: remember what each id plays for a little while.
  const cache = new Map<string, { source: Source; expires: number }>();
  async function resolve(kind: string, rawId: string): Promise<Source | null> {
    const id = parseId(rawId);
    if (id === null || !(kind === 'live' || kind === 'tv' || VOD_KINDS.has(kind))) return null;
    const key = `${kind}/${id}`;
    const now = performance.now();
    const hit = cache.get(key);
    if (hit && hit.expires > now) return hit.source;
    const source = await lookup(kind as SourceKind, id);
    // A miss is not kept: a highlight not yet published is found the minute it is.
    if (source === null) return null;
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(key, { source, expires: now + CACHE_MS });
    return source;
  }

  interface Params {
    kind?: string;
    id: string;
    quality?: string;
    file?: string;
  }
  const kindOf = (request: FastifyRequest<{ Params: Params }>, fixed?: SourceKind) => fixed ?? request.params.kind ?? '';

  const routes = (prefix: string, fixed?: SourceKind) => {
    app.get<{ Params: Params }>(`${prefix}/master.m3u8`, ROUTE_OPTIONS, async (request, reply) => {
      const source = await resolve(kindOf(request, fixed), request.params.id);
      if (!source) return notFound(reply);
      // Every scene is encoded alike (renditions, codecs): the first describes them all.
      const index = await store.index(source.live ? source.clip : source.scenes[0]!);
      return setCommon(reply).header('cache-control', STABLE_PLAYLIST_CACHE).type(PLAYLIST_TYPE).send(masterPlaylist(index));
    });

    app.get<{ Params: Params }>(`${prefix}/:quality/index.m3u8`, ROUTE_OPTIONS, async (request, reply) => {
      const source = await resolve(kindOf(request, fixed), request.params.id);
      const quality = request.params.quality ?? '';
      if (!source || !isQuality(quality)) return notFound(reply);
      const index = await store.index(source.live ? source.clip : source.scenes[0]!);
      if (!hasQuality(index, quality)) return notFound(reply);
      let body: string;
      if (source.live) body = livePlaylist(index, app.hlsClock.now(), utcDayStart(app.hlsClock.now()));
      else {
        body = vodPlaylist(index.segmentDuration, segmentCount(index), vodSegmentTotal(source.durationSeconds, index.segmentDuration));
      }
      return setCommon(reply)
        .header('cache-control', source.live ? LIVE_PLAYLIST_CACHE : STABLE_PLAYLIST_CACHE)
        .type(PLAYLIST_TYPE)
        .send(body);
    });

    app.get<{ Params: Params }>(`${prefix}/:quality/seg/:file`, ROUTE_OPTIONS, async (request, reply) => {
      const quality = request.params.quality ?? '';
      const match = /^(0|[1-9]\d{0,14})\.ts$/.exec(request.params.file ?? '');
      const source = match && isQuality(quality) ? await resolve(kindOf(request, fixed), request.params.id) : null;
      if (!source || !match || !isQuality(quality)) return notFound(reply);
      const sequence = Number(match[1]);
      let clip: ClipId;
      let count: number;
      if (source.live) {
        // A live sequence number plays its clip segment modulo the clip.
        clip = source.clip;
        count = segmentCount(await store.index(clip));
      } else {
        // A VOD one must be in the video; its loop says which scene plays it.
        const first = await store.index(source.scenes[0]!);
        count = segmentCount(first);
        if (sequence >= vodSegmentTotal(source.durationSeconds, first.segmentDuration)) return notFound(reply);
        clip = vodScene(source.scenes, source.seed, Math.floor(sequence / count));
      }
      if (!hasQuality(await store.index(clip), quality)) return notFound(reply);
      const bytes = await store.segment(clip, quality, sequence % count);
      setCommon(reply).header('cache-control', SEGMENT_CACHE).type(SEGMENT_TYPE);
      return sendBytes(reply, request.headers.range, bytes);
    });
  };
  routes('/hls/live/:id', 'live');
  routes('/hls/tv/:id', 'tv');
  routes('/hls/vod/:kind/:id');

  // CORS preflight for players on other origins (a plain GET needs none, but a Range header does).
  app.options('/hls/*', ROUTE_OPTIONS, async (request, reply) => {
    const requested = request.headers['access-control-request-headers'];
    return setCommon(reply)
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-allow-headers', typeof requested === 'string' && requested.length < 512 ? requested : 'Range')
      .header('access-control-max-age', '86400')
      .send();
  });
}

export const hlsRoutes = fp(hls, { name: 'hls', fastify: '5.x', dependencies: ['db'] });
