import { assign, fromCallback, sendTo, setup, type EventObject } from 'xstate';
import { PLAYER_UNMUTE_VOLUME } from '../../contracts/constants';
import { BLOCKS_RELOAD_TAG } from '../reload-tag';
import { detachedMedia, type MediaFact } from './player.actors';
import { AUTO_LEVEL, DEFAULT_QUALITY, fallbackQuality, isQualityAvailable, levelForQuality, type QualityName, type StreamLevel } from './qualities';
import { NORMAL_RATE, PROGRESS_INTERVAL_SECONDS, UP_NEXT_SECONDS, UP_NEXT_TICK_MS, clampTime, isPlaybackRate, isTextTrackChoice, type TextTrackSource, type VodOptions } from './vod';

/**
 * The app machine's reload-blocking tag, checked against its declaration at compile time only: a
 * runtime import would tie the player to the root's module graph (and cycle once the root spawns it).
 */
export const PLAYER_BLOCKS_RELOAD_TAG = BLOCKS_RELOAD_TAG;

export type PlayerEvent =
  /** A new stream in place of the current one: live, or on demand when `vod` is given; `watchRoomId` when it is a live room's. */
  | { type: 'player.load'; src: string; vod?: VodOptions; watchRoomId?: number }
  | { type: 'player.play' }
  | { type: 'player.pause' }
  | { type: 'player.qualitySelected'; name: QualityName }
  | { type: 'player.retry' }
  /** Sound on (at the unmute volume) or off, without touching playback: the mute button and the 'm' key. */
  | { type: 'player.muteToggled' }
  /** VOD: go to this second (clamped into the video); from the end it pauses there. */
  | { type: 'player.seek'; time: number }
  /** VOD: a playback speed of PLAYBACK_RATES (others are refused). */
  | { type: 'player.rateSelected'; rate: number }
  /** VOD: show the text track of this language, or none (null). */
  | { type: 'player.textTrackSelected'; lang: string | null }
  /** VOD end screen: stop the countdown to the next video (replay and "play now" stay). */
  | { type: 'player.upNextCancelled' }
  /** VOD end screen: play the next video now. */
  | { type: 'player.upNextNow' }
  | MediaFact;

export interface PlayerInput {
  /** The stream's playlist URL, when known at start; otherwise 'player.load' brings it. */
  src?: string | null;
  /** Play on demand (seek bar, speed, text tracks, an end) instead of live. */
  vod?: VodOptions;
  /** The live room whose stream this is: while it plays, the `watchHeartbeat` actor tells the server (daily missions). */
  watchRoomId?: number;
}

/** What the `watchHeartbeat` actor is given: the live room playing now, or null (a TV channel, a video on demand). */
export interface WatchHeartbeatInput {
  roomId: number | null;
}

/** What a VOD player tells its page: where the viewer is (for resume) and that the video ended (for the next episode). */
export interface PlayerProgress {
  currentTime: number;
  duration: number | null;
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
  /** 'vod' when the stream was given VodOptions: it has a length, a position, speeds and an end. */
  mode: 'live' | 'vod';
  /** VOD: the position to start at (seconds). */
  startAt: number;
  /** VOD: the video's length in seconds (the stated one until the stream says). */
  duration: number | null;
  /** VOD: the position the element last reported (or was sent to). */
  currentTime: number;
  /** VOD: playback speed. */
  rate: number;
  textTracks: TextTrackSource[];
  /** The language of the text track shown, null for none. */
  textTrack: string | null;
  /** The position of the last progress notification. */
  reportedAt: number;
  /** VOD: another video follows this one (the end screen offers it and counts down to it). */
  upNext: boolean;
  /** VOD: the seconds left before the next video plays by itself, while the end screen counts down. */
  countdown: number;
  /** The live room of the stream (heartbeats while it plays), null for other streams. */
  watchRoomId: number | null;
}

/** The VOD part of the context from the options (live: none of it). */
function vodContext(vod: VodOptions | undefined) {
  const duration = vod?.duration !== undefined && vod.duration > 0 ? vod.duration : null;
  const startAt = clampTime(vod?.startAt ?? 0, duration);
  const textTracks = vod?.textTracks ?? [];
  const textTrack = vod?.textTrack != null && isTextTrackChoice(vod.textTrack, textTracks) ? vod.textTrack : null;
  const upNext = vod?.upNext === true;
  return { mode: vod ? ('vod' as const) : ('live' as const), startAt, duration, currentTime: startAt, textTracks, textTrack, reportedAt: startAt, upNext, countdown: UP_NEXT_SECONDS };
}

const audio = ({ context }: { context: PlayerContext }) => ({ muted: context.muted, volume: context.volume });

const progress = ({ context }: { context: PlayerContext }) => ({ currentTime: context.currentTime, duration: context.duration });
const rateParams = ({ context }: { context: PlayerContext }) => ({ rate: context.rate });
const textTrackParams = ({ context }: { context: PlayerContext }) => ({ lang: context.textTrack });

/**
 * The live stream player (SPEC §4, §9): autoplays muted; the user's play unmutes at volume 0.8;
 * after the user pauses it stays muted. Quality is chosen among the stream's levels (HD by
 * default; the level hls.js actually plays and the live latency are kept as facts). The mute
 * toggle turns the sound on or off without touching playback. Errors are logged; a fatal one
 * shows a retry state, and retry attaches the stream again. While a stream plays, the state is tagged so a new build does not reload the page.
 * The view provides the video element's actions and `media: mediaActor(video)`.
 *
 * VOD mode (input or player.load with `vod`): the same states plus `attached.ended`; the position
 * and length come from the element (media.timeUpdate / media.durationChanged), player.seek moves
 * (clamped), player.rateSelected sets the speed (PLAYBACK_RATES), player.textTrackSelected shows a
 * subtitle track or none. The provided `reportProgress` action hears the position every
 * PROGRESS_INTERVAL_SECONDS of playback and at each pause, seek and the end; `reportEnded` hears
 * the end. In live mode these events are ignored, and live behaves exactly as before.
 * When another video follows (`upNext`), the end screen counts UP_NEXT_SECONDS down a second at a
 * time (ended.upNext) and then `reportNext` tells the page to play it (ended.advancing); the viewer
 * can cancel (ended.still: replay, or "play now") or play it at once.
 *
 * A live room's stream (`watchRoomId`) runs the `watchHeartbeat` actor while it is actually playing
 * (attached.watching.playing: not while loading, buffering, paused or failed), so the server can
 * count the minutes watched for the daily missions.
 */
export const playerMachine = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
    input: {} as PlayerInput,
  },
  // watchHeartbeat: nothing by default; a live room's view provides machines/rewards' heartbeat.
  actors: { media: detachedMedia, watchHeartbeat: fromCallback<EventObject, WatchHeartbeatInput>(() => {}) },
  guards: {
    hasSource: ({ context }) => context.src !== null && context.src !== '',
    isFatal: ({ event }) => event.type === 'media.error' && event.fatal,
    isMuted: ({ context }) => context.muted,
    qualityAvailable: ({ context, event }) => event.type === 'player.qualitySelected' && isQualityAvailable(event.name, context.levels),
    isVod: ({ context }) => context.mode === 'vod',
    rateAllowed: ({ context, event }) => context.mode === 'vod' && event.type === 'player.rateSelected' && isPlaybackRate(event.rate),
    textTrackAllowed: ({ context, event }) =>
      context.mode === 'vod' && event.type === 'player.textTrackSelected' && isTextTrackChoice(event.lang, context.textTracks),
    hasUpNext: ({ context }) => context.mode === 'vod' && context.upNext,
    countdownOver: ({ context }) => context.countdown <= 1,
    progressDue: ({ context, event }) =>
      context.mode === 'vod' && event.type === 'media.timeUpdate' && Math.abs(event.currentTime - context.reportedAt) >= PROGRESS_INTERVAL_SECONDS,
  },
  actions: {
    // The video element, provided by the view (videoActions); no-ops by default.
    applyAudio: (_, _params: { muted: boolean; volume: number }) => {},
    playVideo: () => {},
    pauseVideo: () => {},
    seekVideo: (_, _params: { time: number }) => {},
    applyRate: (_, _params: { rate: number }) => {},
    applyTextTrack: (_, _params: { lang: string | null }) => {},
    // What the page hears (the view provides them): the position for resume, the end for a next episode.
    reportProgress: (_, _params: PlayerProgress) => {},
    reportEnded: () => {},
    // The page plays the video that follows (the end screen's countdown ran out, or "play now").
    reportNext: () => {},
    logError: (_, params: { fatal: boolean; detail: string }) => {
      console.warn(`[player] ${params.fatal ? 'fatal' : 'recoverable'} error: ${params.detail}`);
    },
    assignSource: assign(({ event }) => (event.type === 'player.load' ? { src: event.src, ...vodContext(event.vod), watchRoomId: event.watchRoomId ?? null } : {})),
    assignSeek: assign(({ context, event }) => {
      if (event.type !== 'player.seek') return {};
      const time = clampTime(event.time, context.duration);
      return { currentTime: time, reportedAt: time };
    }),
    seekToStart: assign({ currentTime: 0, reportedAt: 0 }),
    assignTime: assign({ currentTime: ({ context, event }) => (event.type === 'media.timeUpdate' ? clampTime(event.currentTime, null) : context.currentTime) }),
    markReported: assign({ reportedAt: ({ context }) => context.currentTime }),
    assignDuration: assign(({ context, event }) => {
      if (event.type !== 'media.durationChanged' || !Number.isFinite(event.duration) || event.duration <= 0) return {};
      return { duration: event.duration, currentTime: clampTime(context.currentTime, event.duration) };
    }),
    startCountdown: assign({ countdown: UP_NEXT_SECONDS }),
    tickCountdown: assign({ countdown: ({ context }) => context.countdown - 1 }),
    atEnd: assign(({ context }) => ({ currentTime: context.duration ?? context.currentTime, reportedAt: context.duration ?? context.currentTime })),
    assignRate: assign({ rate: ({ context, event }) => (event.type === 'player.rateSelected' ? event.rate : context.rate) }),
    assignTextTrack: assign({ textTrack: ({ context, event }) => (event.type === 'player.textTrackSelected' ? event.lang : context.textTrack) }),
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
    rate: NORMAL_RATE,
    ...vodContext(input.vod),
    watchRoomId: input.watchRoomId ?? null,
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
        // Live streams get just their source (as before); VOD ones where to start.
        input: ({ context }) => (context.mode === 'vod' ? { src: context.src ?? '', vod: true, startAt: context.startAt } : { src: context.src ?? '' }),
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
        // VOD only (the guards refuse them live).
        'player.seek': {
          guard: 'isVod',
          actions: ['assignSeek', { type: 'seekVideo', params: ({ context }) => ({ time: context.currentTime }) }, { type: 'reportProgress', params: progress }],
        },
        'player.rateSelected': { guard: 'rateAllowed', actions: ['assignRate', { type: 'applyRate', params: rateParams }] },
        'player.textTrackSelected': { guard: 'textTrackAllowed', actions: ['assignTextTrack', { type: 'applyTextTrack', params: textTrackParams }] },
        'media.timeUpdate': [
          { guard: 'progressDue', actions: ['assignTime', { type: 'reportProgress', params: progress }, 'markReported'] },
          { guard: 'isVod', actions: 'assignTime' },
        ],
        'media.durationChanged': { guard: 'isVod', actions: 'assignDuration' },
        'media.ended': [
          { guard: 'hasUpNext', target: '.ended.upNext', actions: ['atEnd', { type: 'reportProgress', params: progress }, 'reportEnded', 'startCountdown'] },
          { guard: 'isVod', target: '.ended', actions: ['atEnd', { type: 'reportProgress', params: progress }, 'reportEnded'] },
        ],
      },
      initial: 'loading',
      states: {
        /** Attaching the stream; it starts playing muted (browsers allow muted autoplay) once its levels are known. */
        loading: {
          on: {
            'media.levelsLoaded': [
              {
                guard: 'isVod',
                actions: [
                  'assignLevels',
                  'applyLevel',
                  'muteForAutoplay',
                  { type: 'applyAudio', params: audio },
                  { type: 'applyRate', params: rateParams },
                  { type: 'applyTextTrack', params: textTrackParams },
                  'playVideo',
                ],
              },
              { actions: ['assignLevels', 'applyLevel', 'muteForAutoplay', { type: 'applyAudio', params: audio }, 'playVideo'] },
            ],
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
            'player.pause': [
              { guard: 'isVod', target: 'paused', actions: ['pauseVideo', 'mute', { type: 'applyAudio', params: audio }, { type: 'reportProgress', params: progress }, 'markReported'] },
              { target: 'paused', actions: ['pauseVideo', 'mute', { type: 'applyAudio', params: audio }] },
            ],
            'media.paused': 'paused',
          },
          states: {
            /** Frames are moving: a live room's stream counts as watched (the heartbeat runs only here). */
            playing: {
              invoke: {
                id: 'watchHeartbeat',
                src: 'watchHeartbeat',
                input: ({ context }): WatchHeartbeatInput => ({ roomId: context.mode === 'live' ? context.watchRoomId : null }),
              },
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
        /** VOD: played to the end. Play starts again from the beginning; a seek pauses there. */
        ended: {
          on: {
            'player.play': {
              target: 'watching.buffering',
              actions: ['seekToStart', { type: 'seekVideo', params: { time: 0 } }, 'unmute', { type: 'applyAudio', params: audio }, 'playVideo'],
            },
            'player.seek': {
              target: 'paused',
              actions: ['assignSeek', { type: 'seekVideo', params: ({ context }) => ({ time: context.currentTime }) }, { type: 'reportProgress', params: progress }],
            },
            'media.playing': 'watching.playing',
            // The position stays at the end until a seek or a replay.
            'media.timeUpdate': {},
            'player.upNextNow': { guard: 'hasUpNext', target: '.advancing' },
          },
          initial: 'still',
          states: {
            /** The end screen: replay (and "play now" when a video follows). */
            still: {},
            /** Counting down to the next video, a second at a time. */
            upNext: {
              after: {
                [UP_NEXT_TICK_MS]: [
                  { guard: 'countdownOver', target: 'advancing' },
                  { target: 'upNext', reenter: true, actions: 'tickCountdown' },
                ],
              },
              on: { 'player.upNextCancelled': 'still' },
            },
            /** The page was told to play the next video. */
            advancing: { entry: 'reportNext' },
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
