import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import { audioElement, recordPlay, videoWatcher, type AudioCommand, type AudioReport } from './music.actors';
import {
  currentTrack,
  nextCursor,
  nextRepeat,
  previousCursor,
  RESTART_AFTER_SECONDS,
  shuffledOrder,
  straightOrder,
  type MusicTrack,
  type RepeatMode,
} from './music.queue';

/** What views ask of the music (routed through the root actor to its child 'music'). */
export type MusicEvent =
  /** Play these tracks from `index` (a list, an album, a playlist, one song). */
  | { type: 'music.playQueue'; tracks: MusicTrack[]; index: number }
  /** Adds a track at the end of the queue (once). */
  | { type: 'music.enqueue'; track: MusicTrack }
  /** Plays the queue's item `index` (in the queue's own order). */
  | { type: 'music.jump'; index: number }
  | { type: 'music.play' }
  | { type: 'music.pause' }
  | { type: 'music.toggle' }
  | { type: 'music.next' }
  | { type: 'music.previous' }
  | { type: 'music.seek'; seconds: number }
  | { type: 'music.volume'; volume: number }
  | { type: 'music.muteToggled' }
  | { type: 'music.shuffleToggled' }
  | { type: 'music.repeatCycled' }
  /** Closes the mini player: stops and forgets the queue. */
  | { type: 'music.close' };

type InternalEvent = AudioReport | { type: 'music.videoStarted' };

export interface MusicContext {
  queue: MusicTrack[];
  /** The play order: indexes into the queue (straight, or shuffled with the current one first). */
  order: number[];
  /** The place in `order` of the current track. */
  cursor: number;
  shuffle: boolean;
  repeat: RepeatMode;
  position: number;
  duration: number;
  volume: number;
  muted: boolean;
  /** Tracks that failed in a row: when all of the queue failed, the music stops. */
  failures: number;
  /** The track whose play was counted (once per start of a track). */
  counted: number | null;
  /** Seeds the next shuffle (the same queue reshuffles differently each time). */
  seed: number;
}

export { currentTrack };

const EMPTY: Pick<MusicContext, 'queue' | 'order' | 'cursor' | 'position' | 'duration' | 'failures' | 'counted'> = {
  queue: [],
  order: [],
  cursor: 0,
  position: 0,
  duration: 0,
  failures: 0,
  counted: null,
};

const toast = (messageId: string, values?: Record<string, string>) => ({ type: 'toast.show', kind: 'warning', messageId, ...(values ? { values } : {}) }) as const;

/**
 * Tells the audio element (the invoked child 'audio'). A plain action rather than sendTo: the model
 * test walks the machine's graph without its invocations, where a sendTo to 'audio' could not resolve.
 */
function tellAudio(self: AnyActorRef, command: AudioCommand): void {
  (self.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children.audio?.send(command);
}

function showToast(system: { get(id: string): AnyActorRef | undefined }, enqueue: { sendTo: (ref: AnyActorRef, event: ReturnType<typeof toast>) => void }, messageId: string, values?: Record<string, string>) {
  const toasts = system.get('toast');
  if (toasts) enqueue.sendTo(toasts, toast(messageId, values));
}

/**
 * The site's music: a root child under systemId 'music' that outlives pages, so a song goes on
 * while the visitor browses. It holds the queue and its play order (shuffle), the repeat mode
 * (off, all, one), the position, volume and mute, and drives one <audio> element (the 'audio'
 * actor, which also answers the Media Session's buttons). `loading` waits for the audio to play;
 * a track that fails is skipped with a notice, and when every track of the queue failed the music
 * stops. A <video> that starts anywhere on the page pauses the music (the 'videos' watcher).
 */
export const musicMachine = setup({
  types: {
    context: {} as MusicContext,
    events: {} as MusicEvent | InternalEvent,
    input: {} as { volume?: number },
  },
  actors: { audioElement, videoWatcher, recordPlay },
  guards: {
    hasTracks: ({ event }) => event.type === 'music.playQueue' && event.tracks.length > 0,
    validIndex: ({ context, event }) => event.type === 'music.jump' && event.index >= 0 && event.index < context.queue.length,
    hasNext: ({ context }) => nextCursor(context.cursor, context.order.length, context.repeat) !== null,
    repeatsOne: ({ context }) => context.repeat === 'one',
    playedAWhile: ({ context }) => context.position > RESTART_AFTER_SECONDS,
    hasPrevious: ({ context }) => previousCursor(context.cursor, context.order.length, context.repeat) !== null,
    /** Another track is left to try after this failure (not every track of the queue failed in a row). */
    canSkip: ({ context }) => context.failures + 1 < context.queue.length && nextCursor(context.cursor, context.order.length, context.repeat === 'one' ? 'all' : context.repeat) !== null,
  },
  actions: {
    setQueue: assign(({ context, event }) => {
      if (event.type !== 'music.playQueue') return {};
      const index = Math.min(Math.max(0, event.index), event.tracks.length - 1);
      const seed = context.seed + 1;
      const order = context.shuffle ? shuffledOrder(event.tracks.length, index, seed) : straightOrder(event.tracks.length);
      return { ...EMPTY, queue: event.tracks, order, cursor: context.shuffle ? 0 : index, seed };
    }),
    enqueue: assign(({ context, event }) => {
      if (event.type !== 'music.enqueue' || context.queue.some((track) => track.id === event.track.id)) return {};
      return { queue: [...context.queue, event.track], order: [...context.order, context.queue.length] };
    }),
    jump: assign(({ context, event }) => (event.type === 'music.jump' ? { cursor: Math.max(0, context.order.indexOf(event.index)) } : {})),
    advance: assign(({ context }) => ({ cursor: nextCursor(context.cursor, context.order.length, context.repeat) ?? context.cursor })),
    /** After a failure: the next one, wrapping around (the failures count stops an endless loop). */
    skipFailed: assign(({ context }) => ({
      cursor: nextCursor(context.cursor, context.order.length, 'all') ?? context.cursor,
      failures: context.failures + 1,
    })),
    goBack: assign(({ context }) => ({ cursor: previousCursor(context.cursor, context.order.length, context.repeat) ?? context.cursor })),
    toFirst: assign({ cursor: 0 }),
    loadCurrent: enqueueActions(({ context, enqueue }) => {
      const track = currentTrack(context);
      if (!track) return;
      enqueue.assign({ position: 0, duration: track.durationSeconds, counted: null });
      enqueue(({ self }) => tellAudio(self, { type: 'load', track }));
    }),
    playAudio: ({ self }) => tellAudio(self, { type: 'play' }),
    pauseAudio: ({ self }) => tellAudio(self, { type: 'pause' }),
    stopAudio: ({ self }) => tellAudio(self, { type: 'stop' }),
    restart: enqueueActions(({ enqueue }) => {
      enqueue.assign({ position: 0 });
      enqueue(({ self }) => tellAudio(self, { type: 'seek', seconds: 0 }));
    }),
    seek: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'music.seek') return;
      const seconds = Math.max(0, Math.min(event.seconds, context.duration || event.seconds));
      enqueue.assign({ position: seconds });
      enqueue(({ self }) => tellAudio(self, { type: 'seek', seconds }));
    }),
    setVolume: assign(({ event }) => (event.type === 'music.volume' ? { volume: Math.min(1, Math.max(0, event.volume)), muted: event.volume <= 0 } : {})),
    toggleMute: assign(({ context }) => ({ muted: !context.muted })),
    applyVolume: ({ context, self }) => tellAudio(self, { type: 'volume', volume: context.volume, muted: context.muted }),
    toggleShuffle: assign(({ context }) => {
      const playing = context.order[context.cursor] ?? 0;
      if (context.shuffle) return { shuffle: false, order: straightOrder(context.queue.length), cursor: playing };
      const seed = context.seed + 1;
      return { shuffle: true, order: shuffledOrder(context.queue.length, playing, seed), cursor: 0, seed };
    }),
    cycleRepeat: assign(({ context }) => ({ repeat: nextRepeat(context.repeat) })),
    setTime: assign(({ event }) => (event.type === 'audio.time' ? { position: event.position, duration: event.duration } : {})),
    playing: assign({ failures: 0 }),
    /** Counts the start of a track once (a pause and play again is the same listening). */
    countPlay: enqueueActions(({ context, enqueue }) => {
      const track = currentTrack(context);
      if (!track || context.counted === track.id) return;
      enqueue.assign({ counted: track.id });
      enqueue.spawnChild('recordPlay', { input: { songId: track.id } });
    }),
    noticeFailed: enqueueActions(({ context, system, enqueue }) => {
      showToast(system, enqueue, 'music.toast.trackFailed', { title: currentTrack(context)?.title ?? '' });
    }),
    noticeNothingPlays: enqueueActions(({ system, enqueue }) => showToast(system, enqueue, 'music.toast.nothingPlays')),
    noticeBlocked: enqueueActions(({ system, enqueue }) => showToast(system, enqueue, 'music.toast.tapToPlay')),
    forget: assign(EMPTY),
  },
}).createMachine({
  id: 'music',
  context: ({ input }) => ({ ...EMPTY, shuffle: false, repeat: 'off', volume: input.volume ?? 1, muted: false, seed: 0 }),
  invoke: [
    { id: 'audio', src: 'audioElement' },
    { id: 'videos', src: 'videoWatcher' },
  ],
  initial: 'idle',
  on: {
    'music.playQueue': { guard: 'hasTracks', target: '.active.loading', actions: ['setQueue', 'loadCurrent'] },
    'music.volume': { actions: ['setVolume', 'applyVolume'] },
    'music.muteToggled': { actions: ['toggleMute', 'applyVolume'] },
    'music.shuffleToggled': { actions: 'toggleShuffle' },
    'music.repeatCycled': { actions: 'cycleRepeat' },
  },
  states: {
    idle: {},
    active: {
      initial: 'loading',
      on: {
        'music.enqueue': { actions: 'enqueue' },
        'music.jump': { guard: 'validIndex', target: '.loading', actions: ['jump', 'loadCurrent'] },
        'music.next': [
          { guard: 'hasNext', target: '.loading', actions: ['advance', 'loadCurrent'] },
          { target: '.finished', actions: ['pauseAudio', 'restart'] },
        ],
        'music.previous': [
          { guard: 'playedAWhile', actions: 'restart' },
          { guard: 'hasPrevious', target: '.loading', actions: ['goBack', 'loadCurrent'] },
          { actions: 'restart' },
        ],
        'music.seek': { actions: 'seek' },
        'audio.time': { actions: 'setTime' },
        'music.close': { target: 'idle', actions: ['stopAudio', 'forget'] },
      },
      states: {
        /** The audio is asked to play and has not started yet. */
        loading: {
          tags: ['busy'],
          on: {
            'audio.playing': { target: 'playing', actions: ['playing', 'countPlay'] },
            'music.pause': { target: 'paused', actions: 'pauseAudio' },
            'music.toggle': { target: 'paused', actions: 'pauseAudio' },
            'music.videoStarted': { target: 'paused', actions: 'pauseAudio' },
            'audio.blocked': { target: 'paused', actions: 'noticeBlocked' },
            'audio.error': [
              { guard: 'canSkip', target: 'loading', reenter: true, actions: ['noticeFailed', 'skipFailed', 'loadCurrent'] },
              { target: 'finished', actions: ['noticeFailed', 'noticeNothingPlays', 'stopAudio'] },
            ],
          },
        },
        playing: {
          tags: ['playing'],
          on: {
            'music.pause': { target: 'paused', actions: 'pauseAudio' },
            'music.toggle': { target: 'paused', actions: 'pauseAudio' },
            'music.videoStarted': { target: 'paused', actions: 'pauseAudio' },
            'audio.paused': 'paused',
            'audio.ended': [
              { guard: 'repeatsOne', target: 'loading', actions: ['restart', 'playAudio'] },
              { guard: 'hasNext', target: 'loading', actions: ['advance', 'loadCurrent'] },
              { target: 'finished', actions: 'restart' },
            ],
            'audio.error': [
              { guard: 'canSkip', target: 'loading', actions: ['noticeFailed', 'skipFailed', 'loadCurrent'] },
              { target: 'finished', actions: ['noticeFailed', 'noticeNothingPlays', 'stopAudio'] },
            ],
          },
        },
        paused: {
          on: {
            'music.play': { target: 'loading', actions: 'playAudio' },
            'music.toggle': { target: 'loading', actions: 'playAudio' },
            'audio.playing': { target: 'playing', actions: ['playing', 'countPlay'] },
          },
        },
        /** The queue played to its end (or nothing of it could play): play starts it again. */
        finished: {
          on: {
            'music.play': { target: 'loading', actions: ['toFirst', 'loadCurrent'] },
            'music.toggle': { target: 'loading', actions: ['toFirst', 'loadCurrent'] },
          },
        },
      },
    },
  },
});
