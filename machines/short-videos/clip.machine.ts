import { assign, fromCallback, sendTo, setup } from 'xstate';
import { loadHlsJs, type HlsModuleLike } from '../player/player.actors';

/**
 * One clip of the feed on its video element. Only the clip on screen is `active`: it attaches its
 * source (an uploaded MP4 directly, a seeded clip's HLS playlist through hls.js) and plays, muted
 * unless the visitor turned the sound on; leaving the screen pauses it and lets the source go, so
 * one clip plays at a time. A press pauses and plays again; a browser that refuses to start it
 * (autoplay rules) shows the play button; a failure offers a retry.
 */
export type ClipCommand = { type: 'clip.play' } | { type: 'clip.pause' };

export type ClipFact =
  | { type: 'media.playing' }
  | { type: 'media.paused' }
  | { type: 'media.waiting' }
  /** play() was refused (autoplay rules): the visitor has to press play. */
  | { type: 'media.blocked' }
  | { type: 'media.error'; detail: string };

export type ClipEvent =
  | ClipFact
  /** On screen: attach and play on this element. */
  | { type: 'clip.activate'; video: ClipElement | null }
  | { type: 'clip.deactivate' }
  | { type: 'clip.press' }
  | { type: 'clip.retry' };

/** The part of a video element the clip uses (a fake stands in for it in tests). */
export interface ClipElement {
  src: string;
  muted: boolean;
  paused: boolean;
  error: { message?: string; code?: number } | null;
  play(): Promise<void>;
  pause(): void;
  load(): void;
  removeAttribute(name: string): void;
  addEventListener(name: string, listener: () => void): void;
  removeEventListener(name: string, listener: () => void): void;
}

export interface ClipSource {
  /** An uploaded clip's MP4, or null. */
  videoPath: string | null;
  /** A seeded clip's HLS playlist, or null. */
  hlsPath: string | null;
}

export interface ClipContext extends ClipSource {
  detail: string | null;
  video: ClipElement | null;
}

export interface ClipMediaInput extends ClipSource {
  video: ClipElement | null;
}

/** Sources the browser can play itself (MP4; HLS where there is no Media Source Extensions). */
export const isHls = (path: string) => path.endsWith('.m3u8');

/**
 * Attaches the clip's source to `video`, reports what it does, and plays or pauses on command;
 * stopping it pauses and detaches. `loadHls` is the on-demand hls.js (only HLS clips need it).
 */
export function clipMediaActor(loadHls: () => Promise<HlsModuleLike> = loadHlsJs) {
  return fromCallback<ClipCommand, ClipMediaInput, ClipFact>(({ input, sendBack, receive }) => {
    const video = input.video;
    if (!video) {
      sendBack({ type: 'media.error', detail: 'no video element' });
      return () => {};
    }
    let stopped = false;
    let destroyHls: (() => void) | null = null;
    const facts: Array<[string, () => void]> = [
      ['playing', () => sendBack({ type: 'media.playing' })],
      ['pause', () => sendBack({ type: 'media.paused' })],
      ['waiting', () => sendBack({ type: 'media.waiting' })],
      ['error', () => sendBack({ type: 'media.error', detail: video.error?.message || `media error ${video.error?.code ?? 'unknown'}` })],
    ];
    for (const [name, listener] of facts) video.addEventListener(name, listener);
    const play = () => {
      video.play().catch((error: unknown) => {
        if (stopped) return;
        // AbortError: a pause or a new source came first; nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        sendBack({ type: 'media.blocked' });
      });
    };
    receive((command) => {
      if (command.type === 'clip.play') play();
      else video.pause();
    });
    const src = input.videoPath ?? input.hlsPath;
    if (!src) sendBack({ type: 'media.error', detail: 'no source' });
    else if (!isHls(src) || (typeof window !== 'undefined' && !('MediaSource' in window))) {
      video.src = src;
      play();
    } else {
      loadHls()
        .then(({ default: Hls }) => {
          if (stopped) return;
          if (!Hls.isSupported()) {
            video.src = src;
            return play();
          }
          const hls = new Hls({ maxBufferLength: 8, startLevel: 0, capLevelToPlayerSize: true });
          destroyHls = () => hls.destroy();
          hls.on(Hls.Events.ERROR, (_, data: { fatal: boolean; details: string }) => {
            if (data.fatal) sendBack({ type: 'media.error', detail: data.details });
          });
          hls.loadSource(src);
          hls.attachMedia(video as unknown as HTMLMediaElement);
          play();
        })
        .catch((error: unknown) => sendBack({ type: 'media.error', detail: `hls: ${error instanceof Error ? error.message : String(error)}` }));
    }
    return () => {
      stopped = true;
      for (const [name, listener] of facts) video.removeEventListener(name, listener);
      video.pause();
      destroyHls?.();
      video.removeAttribute('src');
      video.load();
    };
  });
}

export const clipMachine = setup({
  types: {
    context: {} as ClipContext,
    events: {} as ClipEvent,
    input: {} as ClipSource,
  },
  actors: {
    media: fromCallback<ClipCommand, ClipMediaInput, ClipFact>(() => () => {}),
  },
}).createMachine({
  id: 'shortClip',
  context: ({ input }) => ({ ...input, detail: null, video: null }),
  initial: 'idle',
  states: {
    /** Off screen: no source attached, only the poster. */
    idle: {
      on: { 'clip.activate': { target: 'active', actions: assign({ video: ({ event }) => event.video }) } },
    },
    active: {
      invoke: { id: 'media', src: 'media', input: ({ context }) => ({ videoPath: context.videoPath, hlsPath: context.hlsPath, video: context.video }) },
      on: {
        'clip.deactivate': 'idle',
        'media.error': { target: 'failed', actions: assign({ detail: ({ event }) => event.detail }) },
      },
      initial: 'starting',
      states: {
        starting: {
          on: { 'media.playing': 'playing', 'media.blocked': 'blocked', 'clip.press': { target: 'paused', actions: sendTo('media', { type: 'clip.pause' }) } },
        },
        playing: {
          on: {
            'media.waiting': 'buffering',
            'clip.press': { target: 'paused', actions: sendTo('media', { type: 'clip.pause' }) },
          },
        },
        buffering: {
          on: {
            'media.playing': 'playing',
            'clip.press': { target: 'paused', actions: sendTo('media', { type: 'clip.pause' }) },
          },
        },
        /** Paused by the visitor: stays paused until pressed again. */
        paused: {
          on: {
            'clip.press': { target: 'starting', actions: sendTo('media', { type: 'clip.play' }) },
            'media.playing': 'playing',
          },
        },
        /** The browser refused to start it: the play button waits for a press. */
        blocked: {
          on: {
            'clip.press': { target: 'starting', actions: sendTo('media', { type: 'clip.play' }) },
            'media.playing': 'playing',
          },
        },
      },
    },
    failed: {
      on: { 'clip.retry': 'active', 'clip.deactivate': 'idle' },
    },
  },
});

/** The clip machine with its media actor (hls.js loaded on demand; a fake in tests). */
export function createClip(loadHls?: () => Promise<HlsModuleLike>) {
  return clipMachine.provide({ actors: { media: clipMediaActor(loadHls) } });
}

/** The clip machine of the feed's views. */
export const shortClipMachine = createClip();
