import { assign, sendTo, setup } from 'xstate';
import { PLAYER_UNMUTE_VOLUME } from '../../contracts/constants';
import { BLOCKS_RELOAD_TAG } from '../reload-tag';
import { detachedMedia, type MediaFact } from './player.actors';
import { AUTO_LEVEL, DEFAULT_QUALITY, fallbackQuality, isQualityAvailable, levelForQuality, type QualityName, type StreamLevel } from './qualities';

/**
 * The app machine's reload-blocking tag, checked against its declaration at compile time only: a
 * runtime import would tie the player to the root's module graph (and cycle once the root spawns it).
 */
export const PLAYER_BLOCKS_RELOAD_TAG = BLOCKS_RELOAD_TAG;

export type PlayerEvent =
  | { type: 'player.load'; src: string }
  | { type: 'player.play' }
  | { type: 'player.pause' }
  | { type: 'player.qualitySelected'; name: QualityName }
  | { type: 'player.retry' }
  /** Sound on (at the unmute volume) or off, without touching playback: the mute button and the 'm' key. */
  | { type: 'player.muteToggled' }
  | MediaFact;

export interface PlayerInput {
  /** The stream's playlist URL, when known at start; otherwise 'player.load' brings it. */
  src?: string | null;
}

export interface PlayerContext {
  src: string | null;
  /** What the video element was last told. */
  muted: boolean;
  volume: number;
  quality: QualityName;
  /** The stream's HLS levels (empty until known, and with native HLS). */
  levels: StreamLevel[];
  /** The last fatal error's detail, shown with the retry button. */
  error: string | null;
  /** The HLS level playing now (as hls.js reports it); AUTO_LEVEL until it says. */
  level: number;
  /** Seconds behind the live edge, once the media actor has measured it. */
  latency: number | null;
}

const audio = ({ context }: { context: PlayerContext }) => ({ muted: context.muted, volume: context.volume });

/**
 * The live stream player (SPEC §4, §9): autoplays muted; the user's play unmutes at volume 0.8;
 * after the user pauses it stays muted. Quality is chosen among the stream's levels (HD by
 * default; the level hls.js actually plays and the live latency are kept as facts). The mute
 * toggle turns the sound on or off without touching playback. Errors are logged; a fatal one
 * shows a retry state, and retry attaches the stream again. While a stream plays, the state is tagged so a new build does not reload the page.
 * The view provides the video element's actions and `media: mediaActor(video)`.
 */
export const playerMachine = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
    input: {} as PlayerInput,
  },
  actors: { media: detachedMedia },
  guards: {
    hasSource: ({ context }) => context.src !== null && context.src !== '',
    isFatal: ({ event }) => event.type === 'media.error' && event.fatal,
    isMuted: ({ context }) => context.muted,
    qualityAvailable: ({ context, event }) => event.type === 'player.qualitySelected' && isQualityAvailable(event.name, context.levels),
  },
  actions: {
    // The video element, provided by the view (videoActions); no-ops by default.
    applyAudio: (_, _params: { muted: boolean; volume: number }) => {},
    playVideo: () => {},
    pauseVideo: () => {},
    logError: (_, params: { fatal: boolean; detail: string }) => {
      console.warn(`[player] ${params.fatal ? 'fatal' : 'recoverable'} error: ${params.detail}`);
    },
    assignSource: assign({ src: ({ event }) => (event.type === 'player.load' ? event.src : null) }),
    muteForAutoplay: assign({ muted: true }),
    unmute: assign({ muted: false, volume: PLAYER_UNMUTE_VOLUME }),
    mute: assign({ muted: true }),
    assignLevels: assign(({ context, event }) => {
      if (event.type !== 'media.levelsLoaded') return {};
      return { levels: event.levels, quality: fallbackQuality(context.quality, event.levels) };
    }),
    assignQuality: assign({ quality: ({ context, event }) => (event.type === 'player.qualitySelected' ? event.name : context.quality) }),
    assignError: assign({ error: ({ event }) => (event.type === 'media.error' ? event.detail : 'media.crashed') }),
    clearError: assign({ error: null }),
    forgetStreamFacts: assign({ level: AUTO_LEVEL, latency: null }),
    assignLevel: assign({ level: ({ context, event }) => (event.type === 'media.levelSwitched' ? event.level : context.level) }),
    assignLatency: assign({ latency: ({ context, event }) => (event.type === 'media.stats' ? event.latency : context.latency) }),
    applyLevel: sendTo('media', ({ context }) => ({ type: 'media.selectLevel' as const, level: levelForQuality(context.quality, context.levels) })),
  },
}).createMachine({
  id: 'player',
  context: ({ input }) => ({
    src: input.src ?? null,
    muted: true,
    volume: 0,
    quality: DEFAULT_QUALITY,
    levels: [],
    error: null,
    level: AUTO_LEVEL,
    latency: null,
  }),
  initial: 'idle',
  on: {
    'player.load': { target: '.attached', reenter: true, actions: ['assignSource', 'clearError'] },
  },
  states: {
    /** No stream yet. */
    idle: {
      always: { guard: 'hasSource', target: 'attached' },
    },
    attached: {
      entry: ['forgetStreamFacts', { type: 'applyAudio', params: audio }],
      invoke: {
        id: 'media',
        src: 'media',
        input: ({ context }) => ({ src: context.src ?? '' }),
        // The media actor itself broke (it reports stream errors as media.error).
        onError: { target: 'error', actions: ['assignError', { type: 'logError', params: { fatal: true, detail: 'media.crashed' } }] },
      },
      on: {
        'media.error': [
          { guard: 'isFatal', target: 'error', actions: ['assignError', { type: 'logError', params: ({ event }) => ({ fatal: event.fatal, detail: event.detail }) }] },
          { actions: { type: 'logError', params: ({ event }) => ({ fatal: event.fatal, detail: event.detail }) } },
        ],
        'media.levelsLoaded': { actions: ['assignLevels', 'applyLevel'] },
        'player.qualitySelected': { guard: 'qualityAvailable', actions: ['assignQuality', 'applyLevel'] },
        'player.muteToggled': [
          { guard: 'isMuted', actions: ['unmute', { type: 'applyAudio', params: audio }] },
          { actions: ['mute', { type: 'applyAudio', params: audio }] },
        ],
        'media.levelSwitched': { actions: 'assignLevel' },
        'media.stats': { actions: 'assignLatency' },
      },
      initial: 'loading',
      states: {
        /** Attaching the stream; it starts playing muted (browsers allow muted autoplay) once its levels are known. */
        loading: {
          on: {
            'media.levelsLoaded': { actions: ['assignLevels', 'applyLevel', 'muteForAutoplay', { type: 'applyAudio', params: audio }, 'playVideo'] },
            'media.playing': 'watching.playing',
            'media.paused': 'paused',
            'player.play': { actions: ['unmute', { type: 'applyAudio', params: audio }, 'playVideo'] },
            'player.pause': { target: 'paused', actions: ['pauseVideo', 'mute', { type: 'applyAudio', params: audio }] },
          },
        },
        /** The stream is on screen: a reload now would cut it. */
        watching: {
          tags: [PLAYER_BLOCKS_RELOAD_TAG],
          initial: 'playing',
          on: {
            // Playing muted (autoplay), the user's play turns the sound on.
            'player.play': { actions: ['unmute', { type: 'applyAudio', params: audio }] },
            'player.pause': { target: 'paused', actions: ['pauseVideo', 'mute', { type: 'applyAudio', params: audio }] },
            'media.paused': 'paused',
          },
          states: {
            playing: {
              on: { 'media.waiting': 'buffering' },
            },
            buffering: {
              on: { 'media.playing': 'playing' },
            },
          },
        },
        paused: {
          on: {
            'player.play': { target: 'watching.buffering', actions: ['unmute', { type: 'applyAudio', params: audio }, 'playVideo'] },
            'media.playing': 'watching.playing',
          },
        },
      },
    },
    /** A broken stream: the error and a retry button, never a blank player. */
    error: {
      on: {
        'player.retry': { target: 'attached', actions: 'clearError' },
      },
    },
  },
});
