import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { mediaActor, showTextTrack, videoActions, type HlsModuleLike, type MediaElement, type MediaInput } from './player.actors';
import { settle } from '../test-utils/model-paths';
import { HLS_CONFIG, PLAYER_STATS_INTERVAL_MS, VOD_HLS_CONFIG } from './player.constants';

/** A video element with the listeners it holds and the src it was given. */
function fakeElement(nativeHls: boolean) {
  const listeners = new Map<string, () => void>();
  const element = {
    src: '',
    error: null,
    loads: 0,
    canPlayType: (type: string) => (nativeHls && type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''),
    addEventListener: (name: string, listener: () => void) => void listeners.set(name, listener),
    removeEventListener: (name: string) => void listeners.delete(name),
    removeAttribute(name: string) {
      if (name === 'src') this.src = '';
    },
    load() {
      this.loads++;
    },
  };
  return { element, listeners, fire: (name: string) => listeners.get(name)?.() };
}

/** Runs the actor under a parent that records what it reports. */
function run(element: MediaElement, loadHls?: () => Promise<HlsModuleLike>, canUseMse?: () => boolean, input: MediaInput = { src: '/live/casino/index.m3u8' }) {
  const reported: unknown[] = [];
  const parent = createMachine({
    invoke: { id: 'media', src: mediaActor(element, loadHls, canUseMse), input },
    on: { '*': { actions: ({ event }) => void reported.push(event) } },
  });
  const actor = createActor(parent).start();
  return { actor, reported };
}

describe('media actor', () => {
  it('plays HLS natively when the browser can and has no Media Source Extensions, without loading hls.js, and detaches on stop', () => {
    const { element, listeners, fire } = fakeElement(true);
    let hlsLoads = 0;
    const { actor, reported } = run(
      element as unknown as MediaElement,
      () => {
        hlsLoads++;
        return Promise.reject(new Error('not wanted'));
      },
      () => false,
    );
    expect(element.src).toBe('/live/casino/index.m3u8');
    fire('loadedmetadata');
    fire('playing');
    fire('waiting');
    fire('pause');
    expect(reported).toEqual([
      { type: 'media.levelsLoaded', levels: [] },
      { type: 'media.playing' },
      { type: 'media.waiting' },
      { type: 'media.paused' },
    ]);
    expect(hlsLoads).toBe(0);
    actor.stop();
    expect(listeners.size).toBe(0);
    expect(element).toMatchObject({ src: '', loads: 1 });
  });

  it('prefers hls.js wherever it runs (even with native HLS), reports its levels, switches, latency and errors, follows level choices and destroys it on stop', async () => {
    vi.useFakeTimers();
    const { element } = fakeElement(true);
    const handlers = new Map<string, (event: string, data: never) => void>();
    const hls = { source: '', media: null as unknown, destroyed: false, currentLevel: -1, config: null as unknown };
    const Hls = Object.assign(
      function FakeHls(config: unknown) {
        hls.config = config;
        return {
          latency: 3.25,
          loadSource: (src: string) => void (hls.source = src),
          attachMedia: (media: unknown) => void (hls.media = media),
          on: (name: string, listener: (event: string, data: never) => void) => void handlers.set(name, listener),
          destroy: () => void (hls.destroyed = true),
          set currentLevel(level: number) {
            hls.currentLevel = level;
          },
        };
      },
      { isSupported: () => true, Events: { MANIFEST_PARSED: 'hlsManifestParsed', LEVEL_SWITCHED: 'hlsLevelSwitched', ERROR: 'hlsError' } },
    );
    const { actor, reported } = run(
      element as unknown as MediaElement,
      () => Promise.resolve({ default: Hls } as unknown as HlsModuleLike),
      () => true,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(hls).toMatchObject({ source: '/live/casino/index.m3u8', media: element, config: HLS_CONFIG });
    expect(element.src).toBe('');

    handlers.get('hlsManifestParsed')!('hlsManifestParsed', { levels: [{ height: 720, bitrate: 4_000_000, width: 1280 }] } as never);
    handlers.get('hlsLevelSwitched')!('hlsLevelSwitched', { level: 0 } as never);
    handlers.get('hlsError')!('hlsError', { fatal: true, details: 'manifestLoadError', type: 'networkError' } as never);
    actor.getSnapshot().children.media!.send({ type: 'media.selectLevel', level: 0 });
    await vi.advanceTimersByTimeAsync(PLAYER_STATS_INTERVAL_MS);

    expect(reported).toEqual([
      { type: 'media.levelsLoaded', levels: [{ height: 720, bitrate: 4_000_000 }] },
      { type: 'media.levelSwitched', level: 0 },
      { type: 'media.error', fatal: true, detail: 'manifestLoadError' },
      { type: 'media.stats', latency: 3.25 },
    ]);
    expect(hls.currentLevel).toBe(0);
    actor.stop();
    expect(hls.destroyed).toBe(true);
    await vi.advanceTimersByTimeAsync(PLAYER_STATS_INTERVAL_MS * 2);
    expect(reported).toHaveLength(4);
    vi.useRealTimers();
  });

  it('reports a fatal error when hls.js cannot be loaded', async () => {
    const { element } = fakeElement(false);
    const { reported } = run(element as unknown as MediaElement, () => Promise.reject(new Error('chunk failed')), () => true);
    await settle();
    expect(reported).toEqual([{ type: 'media.error', fatal: true, detail: 'hls.loadFailed: chunk failed' }]);
  });

  it('on demand, natively: starts at the resume position and reports the position, the length and the end', () => {
    const { element, fire } = fakeElement(true);
    const video = Object.assign(element, { currentTime: 0, duration: Number.NaN });
    const { actor, reported } = run(video as unknown as MediaElement, undefined, () => false, { src: '/hls/vod/highlight/1/master.m3u8', vod: true, startAt: 90 });
    fire('durationchange');
    video.duration = 600;
    fire('durationchange');
    fire('loadedmetadata');
    expect(video.currentTime).toBe(90);
    video.currentTime = 95;
    fire('timeupdate');
    fire('ended');
    expect(reported).toEqual([
      { type: 'media.durationChanged', duration: 600 },
      { type: 'media.levelsLoaded', levels: [] },
      { type: 'media.timeUpdate', currentTime: 95 },
      { type: 'media.ended' },
    ]);
    actor.stop();
  });

  it('on demand with hls.js: the VOD buffer settings and the start position, and no live latency', async () => {
    vi.useFakeTimers();
    const { element } = fakeElement(false);
    let config: unknown = null;
    const Hls = Object.assign(
      function FakeHls(c: unknown) {
        config = c;
        return { latency: 3, loadSource: () => {}, attachMedia: () => {}, on: () => {}, destroy: () => {}, currentLevel: -1 };
      },
      { isSupported: () => true, Events: { MANIFEST_PARSED: 'm', LEVEL_SWITCHED: 'l', ERROR: 'e' } },
    );
    const { actor, reported } = run(element as unknown as MediaElement, () => Promise.resolve({ default: Hls } as unknown as HlsModuleLike), () => true, {
      src: '/hls/vod/film/1/master.m3u8',
      vod: true,
      startAt: 42,
    });
    await vi.advanceTimersByTimeAsync(PLAYER_STATS_INTERVAL_MS * 2);
    expect(config).toMatchObject({ ...VOD_HLS_CONFIG, startPosition: 42 });
    expect(reported).toEqual([]);
    actor.stop();
    vi.useRealTimers();
  });
});

describe('video actions', () => {
  it('seek, speed and the shown text track reach the element', () => {
    const video = {
      muted: true,
      volume: 0,
      currentTime: 0,
      playbackRate: 1,
      textTracks: [
        { language: 'vi', kind: 'subtitles', mode: 'showing' },
        { language: 'en', kind: 'subtitles', mode: 'disabled' },
        { language: 'en', kind: 'metadata', mode: 'hidden' },
      ],
      play: () => Promise.resolve(),
      pause: () => {},
    };
    const actions = videoActions(video);
    actions.seekVideo(null, { time: 42 });
    actions.applyRate(null, { rate: 1.5 });
    actions.applyTextTrack(null, { lang: 'en' });
    expect(video).toMatchObject({ currentTime: 42, playbackRate: 1.5 });
    expect(video.textTracks.map((t) => t.mode)).toEqual(['disabled', 'showing', 'hidden']);
    showTextTrack(video.textTracks, null);
    expect(video.textTracks.map((t) => t.mode)).toEqual(['disabled', 'disabled', 'hidden']);
  });
});
