import { describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, EventObject, Snapshot, SnapshotFrom } from 'xstate';
import { LEVELS, SRC, VOD, VOD_SRC, playerWithFakes } from './player.fakes';
import { PLAYER_BLOCKS_RELOAD_TAG, type playerMachine, type PlayerContext, type PlayerInput } from './player.machine';
import { levelForQuality } from './qualities';
import { UP_NEXT_SECONDS, UP_NEXT_TICK_MS, isPlaybackRate } from './vod';
import { coverageOf, printCoverage, runModelPath, transitionPaths, type ModelPath } from '../test-utils/model-paths';
import { PLAYER_UNMUTE_VOLUME } from '../../contracts/constants';

// The model has no media child (invocations become events), so nothing receives the level it picks.
const model = playerWithFakes().machine.provide({ actions: { applyLevel: () => {} } });

const events = [
  { type: 'player.load', src: SRC },
  { type: 'player.play' },
  { type: 'player.pause' },
  { type: 'player.qualitySelected', name: 'HQ' },
  // The stream has no 4K level: the choice is refused.
  { type: 'player.qualitySelected', name: '4K' },
  { type: 'player.retry' },
  { type: 'player.muteToggled' },
  { type: 'media.playing' },
  { type: 'media.paused' },
  { type: 'media.waiting' },
  { type: 'media.levelsLoaded', levels: LEVELS },
  { type: 'media.levelSwitched', level: 1 },
  { type: 'media.stats', latency: 3.5 },
  { type: 'media.error', fatal: false, detail: 'bufferStalledError' },
  { type: 'media.error', fatal: true, detail: 'manifestLoadError' },
  { type: 'xstate.error.actor.media', error: new Error('media actor crashed') },
] as never;

type PlayerSnapshot = { value: unknown; context: PlayerContext };

/** What the user can tell apart: the state, sound on or off, the quality, whether levels are known, an error, the level playing. */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as PlayerSnapshot;
  return JSON.stringify([value, context.muted, context.quality, context.levels.length > 0, context.error !== null, context.level]);
};

/**
 * A live room's stream from the start (its heartbeat runs while it plays), and a player whose
 * stream comes later without a room (a TV channel).
 */
const ROOM_ID = 7;
const starts: PlayerInput[] = [{ src: SRC, watchRoomId: ROOM_ID }, {}];

/**
 * The heartbeat runs exactly while frames move (not while loading, buffering, paused or failed),
 * once, for the room of the stream (null for a stream that is not a live room's, and for VOD).
 */
function expectHeartbeat(snapshot: SnapshotFrom<typeof playerMachine>, running: Array<{ input: { roomId: number | null } }>) {
  const playing = snapshot.matches({ attached: { watching: 'playing' } });
  expect(running).toHaveLength(playing ? 1 : 0);
  if (playing) expect(running[0]!.input).toEqual({ roomId: snapshot.context.mode === 'live' ? snapshot.context.watchRoomId : null });
}
const livePaths: ModelPath[] = transitionPaths(model, { inputs: starts, events, serializeState });

// VOD: the same player given a length, a start position and text tracks; quality and latency are the live model's business.
const vodEvents = [
  { type: 'player.load', src: VOD_SRC, vod: VOD },
  { type: 'player.play' },
  { type: 'player.pause' },
  { type: 'player.retry' },
  { type: 'player.muteToggled' },
  { type: 'player.seek', time: 30 },
  // Past the end: clamped to the length.
  { type: 'player.seek', time: 9999 },
  { type: 'player.rateSelected', rate: 1.5 },
  // Not a speed the menu offers: refused.
  { type: 'player.rateSelected', rate: 3 },
  { type: 'player.textTrackSelected', lang: 'en' },
  { type: 'player.textTrackSelected', lang: null },
  // No such track: refused.
  { type: 'player.textTrackSelected', lang: 'fr' },
  { type: 'media.playing' },
  { type: 'media.paused' },
  { type: 'media.waiting' },
  { type: 'media.levelsLoaded', levels: LEVELS },
  // Two seconds past the start (no progress due) and a minute on (due).
  { type: 'media.timeUpdate', currentTime: 62 },
  { type: 'media.timeUpdate', currentTime: 120 },
  { type: 'media.durationChanged', duration: 598 },
  { type: 'media.ended' },
  { type: 'media.error', fatal: true, detail: 'fragLoadError' },
  { type: 'xstate.error.actor.media', error: new Error('media actor crashed') },
  // The end screen of a video another one follows: cancel the countdown, play the next now, a second passes.
  { type: 'player.upNextCancelled' },
  { type: 'player.upNextNow' },
  { type: `xstate.after.${UP_NEXT_TICK_MS}.player.attached.ended.upNext` },
] as never;

/** VOD states: the state, sound, an error, whether the stream is known, a next video and the countdown to it (rate, track and position are checked at every step). */
const serializeVod = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as PlayerSnapshot;
  return JSON.stringify([value, context.muted, context.levels.length > 0, context.error !== null, context.upNext, context.countdown]);
};
/** A video alone, and one another video follows (its end screen counts down to it). */
const vodStarts: PlayerInput[] = [{ src: VOD_SRC, vod: VOD }, { src: VOD_SRC, vod: { ...VOD, upNext: true } }];
const vodPaths: ModelPath[] = vodStarts.flatMap((input) => transitionPaths(model, { input, events: vodEvents, serializeState: serializeVod }));
const paths = [...livePaths, ...vodPaths];

type Fakes = ReturnType<typeof playerWithFakes>;
/** The media actor attached now, if any (a detached element reports nothing). */
const attachedTo = ({ media }: Fakes) => (media.attaches.length > 0 && !media.last().stopped ? media.last() : null);

/** Plays a path's event: a crash breaks the media actor, a media fact comes from the element, a command goes to the player. */
const execOn = (fakes: Fakes, onCommand: (event: EventObject) => void = () => {}) => (event: EventObject) => {
  if (event.type === 'xstate.error.actor.media') {
    (fakes.actor.getSnapshot().children.media as AnyActorRef | undefined)?.send({ type: 'fake.crash' });
  } else if (event.type.startsWith('media.')) {
    attachedTo(fakes)?.report(event as never);
  } else {
    onCommand(event);
    fakes.actor.send(event as never);
  }
};

/** Walks one VOD path on the player with fakes, checking what the viewer would see after each step. */
async function walkVod(path: ModelPath) {
  const fakes = playerWithFakes(path.input as PlayerInput);
  const { actor, video, heartbeat, progress, endedCount, nextCount } = fakes;
  const attachedNow = () => attachedTo(fakes);
  const play = execOn(fakes);
  let ends = 0;
  let nexts = 0;
  let wasAdvancing = false;
  let previous = actor.getSnapshot().context;

  await runModelPath(path, {
    snapshot: () => actor.getSnapshot(),
    exec: async (event) => {
      if (event.type.startsWith('xstate.after.')) await vi.advanceTimersByTimeAsync(UP_NEXT_TICK_MS);
      else play(event);
    },
    check: (step) => {
      const snapshot = actor.getSnapshot();
      const { context } = snapshot;
      const expected = (step.snapshot as unknown as PlayerSnapshot).context;
      // Sound is part of the model's state; speed, track and position are checked against the element and the event.
      expect(context).toMatchObject({ mode: 'vod', muted: expected.muted });
      const { type } = step.event;
      const before = previous;
      previous = context;
      if (snapshot.matches('attached')) {
        if (type === 'player.rateSelected') expect(context.rate).toBe(isPlaybackRate((step.event as never as { rate: number }).rate) ? (step.event as never as { rate: number }).rate : before.rate);
        if (type === 'player.textTrackSelected') {
          const lang = (step.event as never as { lang: string | null }).lang;
          expect(context.textTrack).toBe(lang === 'fr' ? before.textTrack : lang);
        }
        if (type === 'media.durationChanged') expect(context.duration).toBe(598);
      }
      // The position never leaves the video.
      expect(context.currentTime).toBeGreaterThanOrEqual(0);
      expect(context.currentTime).toBeLessThanOrEqual(context.duration ?? Infinity);
      // The element plays at the chosen speed and shows the chosen track only.
      expect(video.playbackRate).toBe(context.rate);
      expect(video.textTracks.filter((t) => t.mode === 'showing').map((t) => t.language)).toEqual(context.textTrack ? [context.textTrack] : []);
      expect(snapshot.hasTag(PLAYER_BLOCKS_RELOAD_TAG)).toBe(snapshot.matches({ attached: 'watching' }));
      if (snapshot.matches('attached')) {
        expect(attachedNow()?.input).toEqual({ src: VOD_SRC, vod: true, startAt: VOD.startAt });
        expect(video.muted).toBe(context.muted);
      }
      // A seek moves the element and tells the page where the viewer is.
      if (type === 'player.seek' && snapshot.matches('attached')) {
        expect(video.currentTime).toBe(context.currentTime);
        expect(progress.at(-1)).toEqual({ currentTime: context.currentTime, duration: context.duration });
      }
      if (type === 'media.ended' && snapshot.matches({ attached: 'ended' })) {
        ends++;
        expect(progress.at(-1)).toEqual({ currentTime: context.duration, duration: context.duration });
      }
      expect(endedCount()).toBe(ends);
      // A video on demand never counts as watching a live room.
      expectHeartbeat(snapshot, heartbeat.running());
      if (snapshot.matches({ attached: 'ended' })) expect(context.currentTime).toBe(context.duration);
      if (snapshot.matches('error')) expect(snapshot.children.media).toBeUndefined();
      // The end screen counts down from UP_NEXT_SECONDS a second at a time, only when a video follows;
      // the page hears "next" once, when it runs out or on "play now".
      if (snapshot.matches({ attached: { ended: 'upNext' } })) {
        expect(context.upNext).toBe(true);
        expect(context.countdown).toBe(expected.countdown);
        expect(context.countdown).toBeGreaterThanOrEqual(1);
        expect(context.countdown).toBeLessThanOrEqual(UP_NEXT_SECONDS);
      }
      const advancing = snapshot.matches({ attached: { ended: 'advancing' } });
      if (advancing && !wasAdvancing) nexts++;
      wasAdvancing = advancing;
      if (advancing) expect(context.upNext).toBe(true);
      expect(nextCount()).toBe(nexts);
    },
  });
}

describe('player machine (model-based)', () => {
  it.each(livePaths.map((p) => [`${JSON.stringify(p.input)}: ${p.description}`, p] as const))('%s', async (_, path) => {
    const fakes = playerWithFakes(path.input as PlayerInput);
    const { actor, video, heartbeat } = fakes;
    const attachedNow = () => attachedTo(fakes);
    let loaded = false;

    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: execOn(fakes, (event) => {
        if (event.type === 'player.load') loaded = true;
      }),
      check: (step) => {
        const snapshot = actor.getSnapshot();
        const expected = (step.snapshot as unknown as PlayerSnapshot).context;
        expect(snapshot.context).toMatchObject({ muted: expected.muted, quality: expected.quality, level: expected.level });
        // A fresh attach forgets the last stream's level and latency.
        if (step.event.type === 'player.load' || step.event.type === 'player.retry') expect(snapshot.context.latency).toBeNull();
        if (step.event.type === 'media.stats' && snapshot.matches('attached')) expect(snapshot.context.latency).toBe(3.5);
        // Which error (the model keeps one per state) is the path's business; that there is one is not.
        expect(snapshot.context.error !== null).toBe(expected.error !== null);
        // Only a stream on screen holds off a reload.
        expect(snapshot.hasTag(PLAYER_BLOCKS_RELOAD_TAG)).toBe(snapshot.matches({ attached: 'watching' }));
        expectHeartbeat(snapshot, heartbeat.running());
        // The room comes with the first stream; a stream loaded later without one is not a room's.
        expect(snapshot.context.watchRoomId).toBe(loaded ? null : ((path.input as PlayerInput).watchRoomId ?? null));
        if (snapshot.matches('error')) {
          expect(snapshot.context.error).not.toBeNull();
          expect(snapshot.children.media).toBeUndefined();
        }
        if (snapshot.matches('attached')) {
          // The element heard what the context says: sound, volume and level.
          expect(attachedNow()?.input).toEqual({ src: SRC });
          expect(video.muted).toBe(snapshot.context.muted);
          if (!snapshot.context.muted) expect(video.volume).toBe(PLAYER_UNMUTE_VOLUME);
          if (snapshot.context.levels.length) expect(video.currentLevel).toBe(levelForQuality(snapshot.context.quality, snapshot.context.levels));
        }
      },
    });
  });

  it.each(vodPaths.map((p) => [`vod${(p.input as PlayerInput).vod?.upNext ? ' with a next video' : ''}: ${p.description}`, p] as const))('%s', async (_, path) => {
    // The countdown runs on the machine's delayed transitions: the test moves a fake clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await walkVod(path);
    } finally {
      vi.useRealTimers();
    }
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(model, paths);
    printCoverage('player', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
