import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveModes, liveRooms } from '../../src/db/schema/live.ts';
import { tvChannels, films, filmEpisodes } from '../../src/db/schema/media.ts';
import { highlights, shortVideos } from '../../src/db/schema/content.ts';
import { LIVE_EPOCH_MS, LIVE_WINDOW } from '../../src/media/playlists.ts';
import { makeTestApp, type TestApp } from '../test-app.ts';
import { clock } from '../../src/clock.ts';

const FFPROBE = '/usr/bin/ffprobe';
const run = promisify(execFile);

let t: TestApp;
/** First room of each live mode. */
const rooms = new Map<string, number>();
let roomId = 0;
let tvId = 0;
const NOW = LIVE_EPOCH_MS + 1_000_000_500;

beforeAll(async () => {
  t = await makeTestApp();
  const rows = await t.app.db
    .select({ id: liveRooms.id, livemode: liveModes.livemode })
    .from(liveRooms)
    .innerJoin(liveModes, eq(liveModes.id, liveRooms.liveModeId))
    .orderBy(liveRooms.id);
  for (const row of rows) if (!rooms.has(row.livemode)) rooms.set(row.livemode, row.id);
  roomId = rooms.get('football') ?? rows[0]!.id;
  const [channel] = await t.app.db.select({ id: tvChannels.id }).from(tvChannels).orderBy(tvChannels.id).limit(1);
  tvId = channel!.id;
  t.app.hlsClock.now = () => NOW;
});
afterAll(() => t.close());

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

function streamInfs(master: string) {
  return master
    .split('\n')
    .filter((l) => l.startsWith('#EXT-X-STREAM-INF:'))
    .map((l) => Object.fromEntries([...l.matchAll(/([A-Z-]+)=("[^"]*"|[^,]*)/g)].map((m) => [m[1], m[2]!.replace(/"/g, '')])));
}

function mediaSequence(playlist: string): number {
  return Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)![1]);
}

describe('live master playlist', () => {
  it('lists the four SPEC §9 renditions', async () => {
    const res = await get(`/hls/live/${roomId}/master.m3u8`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body.startsWith('#EXTM3U\n#EXT-X-VERSION:')).toBe(true);
    const infs = streamInfs(res.body);
    expect(infs.map((i) => [i.NAME, i.BANDWIDTH, i.RESOLUTION, i['FRAME-RATE']]).sort()).toEqual(
      [
        ['4K', '8000000', '3840x2160', '30.000'],
        ['HD', '8000000', '1920x1080', '30.000'],
        ['HQ', '4000000', '1280x720', '30.000'],
        ['SD', '2000000', '960x540', '30.000'],
      ].sort(),
    );
    for (const inf of infs) expect(inf.CODECS).toMatch(/^avc1\.4d40[0-9a-f]{2},mp4a\.40\.2$/);
    expect(res.body).toContain('\nhd/index.m3u8\n');
    expect(res.body).toContain('\n4k/index.m3u8\n');
  });

  it('answers 404 for an unknown room, a bad id or a bad quality', async () => {
    for (const url of [
      '/hls/live/999999/master.m3u8',
      '/hls/live/abc/master.m3u8',
      '/hls/live/99999999999/master.m3u8',
      `/hls/live/${roomId}/8k/index.m3u8`,
      `/hls/live/${roomId}/8k/seg/1.ts`,
      `/hls/live/${roomId}/hd/seg/x.ts`,
      '/hls/live/999999/hd/seg/1.ts',
      '/hls/vod/movie/1/master.m3u8',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
    }
  });

  it('works for HEAD', async () => {
    const res = await get(`/hls/live/${roomId}/master.m3u8`, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.body).toBe('');
  });

  it('gives the marble, esport and casino rooms their own clips', async () => {
    const bodies = new Set<string>();
    for (const mode of ['football', 'marble', 'esport', 'casino']) {
      const id = rooms.get(mode);
      expect(id, mode).toBeDefined();
      const seg = await get(`/hls/live/${id}/sd/seg/0.ts`);
      expect(seg.statusCode).toBe(200);
      bodies.add(seg.rawPayload.toString('base64'));
    }
    expect(bodies.size).toBe(4);
  });
});

describe('live media playlist', () => {
  it('is a sliding window with no end, advancing with the clock', async () => {
    const res = await get(`/hls/live/${roomId}/hd/index.m3u8`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.body;
    expect(body).toContain('#EXT-X-TARGETDURATION:1\n');
    expect(body).not.toContain('#EXT-X-ENDLIST');
    const first = mediaSequence(body);
    expect(first).toBe(Math.floor((NOW - LIVE_EPOCH_MS) / 1000) - LIVE_WINDOW);
    const uris = body.split('\n').filter((l) => l.startsWith('seg/'));
    expect(uris).toEqual(Array.from({ length: LIVE_WINDOW }, (_, i) => `seg/${first + i}.ts`));
    expect(body.match(/#EXTINF:1\.000,/g)).toHaveLength(LIVE_WINDOW);

    t.app.hlsClock.now = () => NOW + 5_000;
    try {
      const later = await get(`/hls/live/${roomId}/hd/index.m3u8`);
      expect(mediaSequence(later.body)).toBe(first + 5);
    } finally {
      t.app.hlsClock.now = () => NOW;
    }
  });

  it('marks where the clip loops with a discontinuity and counts the loops since 00:00 UTC', async () => {
    const day = Math.floor(NOW / 86_400_000) * 86_400_000;
    const dayLoop = Math.floor((day - LIVE_EPOCH_MS) / 1000 / 8);
    // 8 segments per clip: a window starting at sequence 8·k + 5 crosses the loop at 8·(k + 1).
    const k = dayLoop + 1000;
    t.app.hlsClock.now = () => LIVE_EPOCH_MS + (8 * k + 5 + LIVE_WINDOW) * 1000 + 10;
    try {
      for (const url of [`/hls/live/${roomId}/sd/index.m3u8`, `/hls/tv/${tvId}/sd/index.m3u8`]) {
        const body = (await get(url)).body;
        expect(mediaSequence(body)).toBe(8 * k + 5);
        // Small whatever the date: hls.js walks an array as long as this count on every reload.
        expect(body).toContain(`#EXT-X-DISCONTINUITY-SEQUENCE:1000\n`);
        expect(body).toContain(`#EXT-X-DISCONTINUITY\n#EXTINF:1.000,\nseg/${8 * (k + 1)}.ts\n`);
        expect(body.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
      }
    } finally {
      t.app.hlsClock.now = () => NOW;
    }
  });
});

describe('segments', () => {
  it('are MPEG-TS, cached, and loop over the clip', async () => {
    const res = await get(`/hls/live/${roomId}/hd/seg/3.ts`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp2t');
    expect(res.headers['cache-control']).toBe('public, max-age=3600, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.rawPayload[0]).toBe(0x47);
    expect(res.rawPayload[188]).toBe(0x47);
    expect(res.rawPayload.length % 188).toBe(0);
    const looped = await get(`/hls/live/${roomId}/hd/seg/${3 + 8 * 12345}.ts`);
    expect(looped.rawPayload.equals(res.rawPayload)).toBe(true);
    const head = await get(`/hls/live/${roomId}/hd/seg/3.ts`, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('video/mp2t');
  });
});

describe('CORS', () => {
  it('lets any origin read /hls and answers the preflight', async () => {
    const res = await t.app.inject({ url: `/hls/live/${roomId}/master.m3u8`, headers: { origin: 'https://player.example' } });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: `/hls/live/${roomId}/hd/seg/1.ts`,
      headers: { origin: 'https://player.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'range' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(pre.headers['access-control-allow-methods']).toContain('GET');
    expect(pre.headers['access-control-allow-headers']).toBe('range');
  });
});

describe('TV and VOD', () => {
  it('serves a TV channel live and a film as VOD', async () => {
    const [channel] = await t.app.db.select({ id: tvChannels.id }).from(tvChannels).limit(1);
    const [film] = await t.app.db.select({ id: films.id }).from(films).limit(1);
    const tv = await get(`/hls/tv/${channel!.id}/hq/index.m3u8`);
    expect(tv.statusCode).toBe(200);
    expect(tv.body).not.toContain('#EXT-X-ENDLIST');
    const master = await get(`/hls/vod/film/${film!.id}/master.m3u8`);
    expect(streamInfs(master.body)).toHaveLength(4);
    const vod = await get(`/hls/vod/film/${film!.id}/sd/index.m3u8`);
    expect(vod.statusCode).toBe(200);
    expect(vod.headers['cache-control']).toBe('public, max-age=60');
    expect(vod.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD\n');
    expect(vod.body.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect((await get(`/hls/vod/film/${film!.id}/sd/seg/7.ts`)).statusCode).toBe(200);
    expect((await get('/hls/vod/film/999999/master.m3u8')).statusCode).toBe(404);
  });
});

describe('short videos', () => {
  it('plays a seeded short upright: its master lists SD and HQ at 9:16, and the qualities it has not are 404', async () => {
    const [short] = await t.app.db.select({ id: shortVideos.id }).from(shortVideos).orderBy(shortVideos.id).limit(1);
    const base = `/hls/vod/short/${short!.id}`;
    const master = await get(`${base}/master.m3u8`);
    expect(master.statusCode).toBe(200);
    expect(streamInfs(master.body).map((s) => [s.NAME, s.RESOLUTION])).toEqual([
      ['SD', '540x960'],
      ['HQ', '720x1280'],
    ]);
    expect((await get(`${base}/hq/index.m3u8`)).statusCode).toBe(200);
    const segment = await get(`${base}/sd/seg/0.ts`);
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload[0]).toBe(0x47);
    for (const url of [`${base}/hd/index.m3u8`, `${base}/4k/index.m3u8`, `${base}/hd/seg/0.ts`]) expect((await get(url)).statusCode, url).toBe(404);
  });
});

/** The seconds a media playlist adds up to, its segment URIs and its discontinuities. */
function vodTimeline(body: string) {
  const durations = [...body.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]));
  return {
    seconds: durations.reduce((sum, d) => sum + d, 0),
    uris: body.split('\n').filter((l) => l.startsWith('seg/')),
    discontinuities: body.match(/#EXT-X-DISCONTINUITY\n/g)?.length ?? 0,
  };
}

describe('VOD as long as its item', () => {
  it('lasts the stated duration of a highlight, a film and an episode, with a discontinuity at every loop', async () => {
    const [highlight] = await t.app.db.select({ id: highlights.id, seconds: highlights.durationSeconds }).from(highlights).orderBy(highlights.id).limit(1);
    const [film] = await t.app.db.select({ id: films.id, minutes: films.durationMinutes }).from(films).orderBy(films.id).limit(1);
    const [episode] = await t.app.db.select({ id: filmEpisodes.id, minutes: filmEpisodes.durationMinutes }).from(filmEpisodes).orderBy(filmEpisodes.id).limit(1);
    for (const [url, seconds] of [
      [`/hls/vod/highlight/${highlight!.id}/hd/index.m3u8`, highlight!.seconds],
      [`/hls/vod/film/${film!.id}/sd/index.m3u8`, film!.minutes * 60],
      [`/hls/vod/episode/${episode!.id}/4k/index.m3u8`, episode!.minutes * 60],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-MEDIA-SEQUENCE:0\n');
      const timeline = vodTimeline(res.body);
      expect(seconds, url).toBeGreaterThan(60);
      expect(timeline.seconds, url).toBe(Math.ceil(seconds));
      expect(timeline.uris, url).toEqual(Array.from({ length: Math.ceil(seconds) }, (_, n) => `seg/${n}.ts`));
      expect(timeline.discontinuities, url).toBe(Math.ceil(Math.ceil(seconds) / 8) - 1);
      expect(res.body, url).toContain('#EXTINF:1.000,\nseg/7.ts\n#EXT-X-DISCONTINUITY\n#EXTINF:1.000,\nseg/8.ts\n');
    }
  });

  it('serves every segment of the video (minute 9 too) and none past its end; loops change scene', async () => {
    const [highlight] = await t.app.db.select({ id: highlights.id, seconds: highlights.durationSeconds }).from(highlights).orderBy(highlights.id).limit(1);
    const total = Math.ceil(highlight!.seconds);
    const base = `/hls/vod/highlight/${highlight!.id}/sd/seg`;
    const minute9 = await get(`${base}/540.ts`);
    expect(minute9.statusCode).toBe(total > 540 ? 200 : 404);
    const last = await get(`${base}/${total - 1}.ts`);
    expect(last.statusCode).toBe(200);
    expect(last.rawPayload[0]).toBe(0x47);
    expect((await get(`${base}/${total}.ts`)).statusCode).toBe(404);
    // The first two loops play different scenes (the football highlight goes from the goalmouth to the pitch).
    const [first, second] = await Promise.all([get(`${base}/0.ts`), get(`${base}/8.ts`)]);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(false);
  });
});

describe('range requests on segments', () => {
  const url = () => `/hls/live/${roomId}/sd/seg/2.ts`;
  it('answer 206 with Content-Range for a range, and say they accept ranges', async () => {
    const whole = await get(url());
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    const part = await t.app.inject({ url: url(), headers: { range: 'bytes=0-187' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-187/${size}`);
    expect(part.headers['content-length']).toBe('188');
    expect(part.headers['content-type']).toBe('video/mp2t');
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 188))).toBe(true);
    const tail = await t.app.inject({ url: url(), headers: { range: 'bytes=-100' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 100))).toBe(true);
    const open = await t.app.inject({ url: url(), headers: { range: `bytes=${size - 10}-` } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload).toHaveLength(10);
    // Several ranges are not supported: the whole segment.
    const many = await t.app.inject({ url: url(), headers: { range: 'bytes=0-1,5-6' } });
    expect(many.statusCode).toBe(200);
    expect(many.rawPayload).toHaveLength(size);
  });

  it('answer 416 with the size for a range past the end', async () => {
    const size = (await get(url())).rawPayload.length;
    const res = await t.app.inject({ url: url(), headers: { range: `bytes=${size}-` } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${size}`);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const [highlight] = await t.app.db.select({ id: highlights.id }).from(highlights).orderBy(highlights.id).limit(1);
    const vod = await t.app.inject({ url: `/hls/vod/highlight/${highlight!.id}/hd/seg/9.ts`, headers: { range: 'bytes=99999999-' } });
    expect(vod.statusCode).toBe(416);
  });
});

describe('ffprobe', () => {
  it('reads the master and every rendition over HTTP: H.264 + AAC', async () => {
    // Real time for the player: the live window must be current.
    t.app.hlsClock.now = () => clock.now();
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const probe = async (url: string) => {
        const { stdout } = await run(FFPROBE, ['-v', 'error', '-show_streams', '-of', 'json', url], { timeout: 20_000 });
        return (JSON.parse(stdout) as { streams: Array<{ codec_name: string; codec_type: string; width?: number; height?: number }> }).streams;
      };
      const master = await probe(`${address}/hls/live/${rooms.get('marble')}/master.m3u8`);
      expect(master.filter((s) => s.codec_name === 'h264')).toHaveLength(4);
      expect(master.filter((s) => s.codec_name === 'aac')).toHaveLength(4);
      for (const [quality, height] of [['sd', 540], ['hq', 720], ['hd', 1080], ['4k', 2160]] as const) {
        const streams = await probe(`${address}/hls/live/${roomId}/${quality}/index.m3u8`);
        expect(streams.find((s) => s.codec_type === 'video'), quality).toMatchObject({ codec_name: 'h264', height });
        expect(streams.find((s) => s.codec_type === 'audio'), quality).toMatchObject({ codec_name: 'aac' });
      }
      // A highlight reads as H.264 + AAC lasting its stated length.
      const [highlight] = await t.app.db.select({ id: highlights.id, seconds: highlights.durationSeconds }).from(highlights).orderBy(highlights.id).limit(1);
      const { stdout } = await run(FFPROBE, ['-v', 'error', '-show_entries', 'format=duration:stream=codec_name', '-of', 'json', `${address}/hls/vod/highlight/${highlight!.id}/sd/index.m3u8`], { timeout: 20_000 });
      const probed = JSON.parse(stdout) as { format: { duration: string }; streams: Array<{ codec_name: string }> };
      expect(probed.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
      expect(Math.abs(Number(probed.format.duration) - highlight!.seconds)).toBeLessThan(1.5);
    } finally {
      t.app.hlsClock.now = () => NOW;
    }
  }, 120_000);
});

describe('CORS with ALLOWED_ORIGINS set', () => {
  it('still lets any origin read /hls (its routes opt out of @fastify/cors)', async () => {
    const other = await makeTestApp({ ALLOWED_ORIGINS: 'https://site.example' });
    try {
      const pre = await other.app.inject({
        method: 'OPTIONS',
        url: '/hls/live/1/hd/index.m3u8',
        headers: { origin: 'https://player.example', 'access-control-request-method': 'GET' },
      });
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe('*');
      const res = await other.app.inject({ url: `/hls/live/${roomId}/master.m3u8`, headers: { origin: 'https://player.example' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    } finally {
      await other.close();
    }
  });
});
