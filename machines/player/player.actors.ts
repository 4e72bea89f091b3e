import { fromCallback } from 'xstate';
import type { StreamLevel } from './qualities';

export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

/** Facts the media actor reports about the video element and the stream. */
export type MediaFact =
  | { type: 'media.playing' }
  | { type: 'media.paused' }
  | { type: 'media.waiting' }
  | { type: 'media.error'; fatal: boolean; detail: string }
  | { type: 'media.levelsLoaded'; levels: StreamLevel[] };

/** What the machine tells the media actor. -1 lets hls.js choose. */
export type MediaCommand = { type: 'media.selectLevel'; level: number };

export interface MediaInput {
  src: string;
}

/** The part of a video element the media actor touches (a fake stands in for it in tests). */
export type MediaElement = Pick<HTMLVideoElement, 'canPlayType' | 'addEventListener' | 'removeEventListener' | 'removeAttribute' | 'load' | 'error'> & {
  src: string;
};

/** The slice of hls.js the media actor uses. */
export interface HlsLike {
  loadSource(src: string): void;
  attachMedia(media: HTMLMediaElement): void;
  on(event: string, listener: (event: string, data: never) => void): void;
  destroy(): void;
  currentLevel: number;
}
export interface HlsModuleLike {
  default: {
    new (): HlsLike;
    isSupported(): boolean;
    Events: { MANIFEST_PARSED: string; ERROR: string };
  };
}

/** hls.js is fetched only when the browser cannot play HLS itself. */
export const loadHlsJs = (): Promise<HlsModuleLike> => import('hls.js') as unknown as Promise<HlsModuleLike>;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Attaches a stream to the video element and reports what the element does. Native HLS when the
 * browser has it (Safari; no levels are listed, the browser picks), otherwise hls.js, loaded on
 * demand. Stopping the actor detaches the stream, so a retry is a fresh attach.
 */
export function mediaActor(video: MediaElement, loadHls: () => Promise<HlsModuleLike> = loadHlsJs) {
  return fromCallback<MediaCommand, MediaInput, MediaFact>(({ input, sendBack, receive }) => {
    let stopped = false;
    let hls: HlsLike | null = null;
    const facts: Array<[string, () => void]> = [
      ['playing', () => sendBack({ type: 'media.playing' })],
      ['pause', () => sendBack({ type: 'media.paused' })],
      ['waiting', () => sendBack({ type: 'media.waiting' })],
      ['error', () => sendBack({ type: 'media.error', fatal: true, detail: video.error?.message || `media error ${video.error?.code ?? 'unknown'}` })],
    ];
    for (const [name, listener] of facts) video.addEventListener(name, listener);
    receive((command) => {
      if (command.type === 'media.selectLevel' && hls) hls.currentLevel = command.level;
    });

    if (video.canPlayType(HLS_MIME_TYPE)) {
      const metadata = () => sendBack({ type: 'media.levelsLoaded', levels: [] });
      facts.push(['loadedmetadata', metadata]);
      video.addEventListener('loadedmetadata', metadata);
      video.src = input.src;
    } else {
      loadHls()
        .then(({ default: Hls }) => {
          if (stopped) return;
          if (!Hls.isSupported()) return sendBack({ type: 'media.error', fatal: true, detail: 'hls.unsupported' });
          hls = new Hls();
          hls.on(Hls.Events.MANIFEST_PARSED, (_, data: { levels: StreamLevel[] }) =>
            sendBack({ type: 'media.levelsLoaded', levels: data.levels.map(({ height, bitrate }) => ({ height, bitrate })) }),
          );
          hls.on(Hls.Events.ERROR, (_, data: { fatal: boolean; details: string }) =>
            sendBack({ type: 'media.error', fatal: data.fatal, detail: data.details }),
          );
          hls.loadSource(input.src);
          hls.attachMedia(video as HTMLMediaElement);
        })
        .catch((error: unknown) => sendBack({ type: 'media.error', fatal: true, detail: `hls.loadFailed: ${errorMessage(error)}` }));
    }

    return () => {
      stopped = true;
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
  };
}
