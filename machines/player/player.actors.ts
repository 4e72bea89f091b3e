import { fromCallback } from 'xstate';
import type { StreamLevel } from './qualities';
import { HLS_CONFIG, PLAYER_STATS_INTERVAL_MS, VOD_HLS_CONFIG } from './player.constants';
import hlsWorkerUrl from 'hls.js/dist/hls.worker.js?url';

export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

/** Facts the media actor reports about the video element and the stream. */
export type MediaFact =
  | { type: 'media.playing' }
  | { type: 'media.paused' }
  | { type: 'media.waiting' }
  | { type: 'media.error'; fatal: boolean; detail: string }
  | { type: 'media.levelsLoaded'; levels: StreamLevel[] }
  /** hls.js switched to this level (an index into the levels). */
  | { type: 'media.levelSwitched'; level: number }
  /** The live edge distance in seconds (hls.js `latency`), reported every few seconds while it is known. */
  | { type: 'media.stats'; latency: number }
  /** VOD: the element's position (timeupdate, seeked). */
  | { type: 'media.timeUpdate'; currentTime: number }
  /** VOD: the element knows the video's length. */
  | { type: 'media.durationChanged'; duration: number }
  /** VOD: played to the end. */
  | { type: 'media.ended' };

/** What the machine tells the media actor. -1 lets hls.js choose. */
export type MediaCommand = { type: 'media.selectLevel'; level: number };

export interface MediaInput {
  src: string;
  /** A VOD stream: the actor also reports position, length and the end, and starts at `startAt`. */
  vod?: boolean;
  startAt?: number;
}

/** The part of a video element the media actor touches (a fake stands in for it in tests). */
export type MediaElement = Pick<HTMLVideoElement, 'canPlayType' | 'addEventListener' | 'removeEventListener' | 'removeAttribute' | 'load' | 'error'> & {
  src: string;
  /** Read for VOD facts (a fake may leave them out for live). */
  currentTime?: number;
  duration?: number;
};

/** The slice of hls.js the media actor uses. */
export interface HlsLike {
  /** Seconds behind the live edge (hls.js computes it from the playlist and the playhead). */
  readonly latency: number;
  loadSource(src: string): void;
  attachMedia(media: HTMLMediaElement): void;
  on(event: string, listener: (event: string, data: never) => void): void;
  destroy(): void;
  currentLevel: number;
}
export interface HlsModuleLike {
  default: {
    new (config?: Record<string, unknown>): HlsLike;
    isSupported(): boolean;
    Events: { MANIFEST_PARSED: string; LEVEL_SWITCHED: string; ERROR: string };
  };
}

/** hls.js is fetched only when a player attaches a stream (never in the home route's bundle). */
export const loadHlsJs = (): Promise<HlsModuleLike> => import('hls.js') as unknown as Promise<HlsModuleLike>;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Whether the browser has Media Source Extensions (or Safari's ManagedMediaSource), which hls.js
 * needs. Chromium now also answers 'maybe' for native HLS, but its native player lists no levels:
 * hls.js is preferred wherever it can run, so the quality menu and the level facts work.
 */
export const hasMediaSource = (): boolean => typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);

/**
 * Attaches a stream to the video element and reports what the element does. hls.js (loaded on
 * demand) where Media Source Extensions exist; native HLS otherwise (older iOS Safari: no levels
 * are listed, the browser picks). Stopping the actor detaches the stream, so a retry is a fresh attach.
 */
export function mediaActor(video: MediaElement, loadHls: () => Promise<HlsModuleLike> = loadHlsJs, canUseMse: () => boolean = hasMediaSource) {
  return fromCallback<MediaCommand, MediaInput, MediaFact>(({ input, sendBack, receive }) => {
    let stopped = false;
    let hls: HlsLike | null = null;
    let statsTimer: ReturnType<typeof setInterval> | undefined;
    const facts: Array<[string, () => void]> = [
      ['playing', () => sendBack({ type: 'media.playing' })],
      ['pause', () => sendBack({ type: 'media.paused' })],
      ['waiting', () => sendBack({ type: 'media.waiting' })],
      ['error', () => sendBack({ type: 'media.error', fatal: true, detail: video.error?.message || `media error ${video.error?.code ?? 'unknown'}` })],
    ];
    if (input.vod) {
      const time = () => sendBack({ type: 'media.timeUpdate', currentTime: video.currentTime ?? 0 });
      const duration = () => {
        if (Number.isFinite(video.duration) && (video.duration ?? 0) > 0) sendBack({ type: 'media.durationChanged', duration: video.duration! });
      };
      facts.push(['timeupdate', time], ['seeked', time], ['durationchange', duration], ['ended', () => sendBack({ type: 'media.ended' })]);
    }
    for (const [name, listener] of facts) video.addEventListener(name, listener);
    receive((command) => {
      if (command.type === 'media.selectLevel' && hls) hls.currentLevel = command.level;
    });

    const attachNative = () => {
      const metadata = () => {
        if (input.vod && input.startAt) video.currentTime = input.startAt;
        sendBack({ type: 'media.levelsLoaded', levels: [] });
      };
      facts.push(['loadedmetadata', metadata]);
      video.addEventListener('loadedmetadata', metadata);
      video.src = input.src;
    };

    if (!canUseMse() && video.canPlayType(HLS_MIME_TYPE)) attachNative();
    else {
      loadHls()
        .then(({ default: Hls }) => {
          if (stopped) return;
          if (!Hls.isSupported()) {
            if (video.canPlayType(HLS_MIME_TYPE)) return attachNative();
            return sendBack({ type: 'media.error', fatal: true, detail: 'hls.unsupported' });
          }
          // hls.mjs has no worker inlined: without workerPath it transmuxes on the main thread (seconds of blocking on a phone).
          const config = input.vod ? { ...VOD_HLS_CONFIG, startPosition: input.startAt && input.startAt > 0 ? input.startAt : -1 } : HLS_CONFIG;
          const instance = new Hls({ ...config, workerPath: hlsWorkerUrl });
          hls = instance;
          instance.on(Hls.Events.MANIFEST_PARSED, (_, data: { levels: StreamLevel[] }) =>
            sendBack({ type: 'media.levelsLoaded', levels: data.levels.map(({ height, bitrate }) => ({ height, bitrate })) }),
          );
          instance.on(Hls.Events.LEVEL_SWITCHED, (_, data: { level: number }) => sendBack({ type: 'media.levelSwitched', level: data.level }));
          instance.on(Hls.Events.ERROR, (_, data: { fatal: boolean; details: string }) =>
            sendBack({ type: 'media.error', fatal: data.fatal, detail: data.details }),
          );
          if (!input.vod) statsTimer = setInterval(() => {
            const latency = instance.latency;
            if (Number.isFinite(latency) && latency > 0) sendBack({ type: 'media.stats', latency });
          }, PLAYER_STATS_INTERVAL_MS);
          instance.loadSource(input.src);
          instance.attachMedia(video as HTMLMediaElement);
        })
        .catch((error: unknown) => sendBack({ type: 'media.error', fatal: true, detail: `hls.loadFailed: ${errorMessage(error)}` }));
    }

    return () => {
      stopped = true;
      clearInterval(statsTimer);
      for (const [name, listener] of facts) video.removeEventListener(name, listener);
      if (hls) hls.destroy();
      else {
        video.removeAttribute('src');
        video.load();
      }
    };
  });
}

/** The default media actor: attaches nothing (the view provides mediaActor(video)). */
export const detachedMedia = fromCallback<MediaCommand, MediaInput, MediaFact>(() => {});

/** What the machine's actions tell the video element; the view provides these for its element. */
export interface VideoControls {
  muted: boolean;
  volume: number;
  play(): Promise<void>;
  pause(): void;
  /** VOD only (a live element is never told these). */
  currentTime?: number;
  playbackRate?: number;
  textTracks?: ArrayLike<{ language: string; kind: string; mode: string }>;
}

/** Shows the text track of `lang` (subtitles or captions) and hides the others; null hides all. */
export function showTextTrack(tracks: VideoControls['textTracks'], lang: string | null): void {
  if (!tracks) return;
  for (let i = 0; i < tracks.length; i++) {
    const track = tracks[i]!;
    if (track.kind !== 'subtitles' && track.kind !== 'captions') continue;
    track.mode = lang !== null && track.language === lang ? 'showing' : 'disabled';
  }
}

/** The player's actions bound to a video element, for `playerMachine.provide({ actions })`. */
export function videoActions(video: VideoControls) {
  return {
    applyAudio: (_: unknown, params: { muted: boolean; volume: number }) => {
      video.muted = params.muted;
      video.volume = params.volume;
    },
    // A refused play() is reported by the element itself ('pause'), so the rejection is dropped here.
    playVideo: () => void video.play().catch(() => {}),
    pauseVideo: () => video.pause(),
    seekVideo: (_: unknown, params: { time: number }) => {
      video.currentTime = params.time;
    },
    applyRate: (_: unknown, params: { rate: number }) => {
      video.playbackRate = params.rate;
    },
    applyTextTrack: (_: unknown, params: { lang: string | null }) => showTextTrack(video.textTracks, params.lang),
  };
}
