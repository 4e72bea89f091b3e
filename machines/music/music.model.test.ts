import { describe, expect, it } from 'vitest';
import type { EventObject, Snapshot } from 'xstate';
import { currentTrack, type MusicContext } from './music.machine';
import { musicWithFakes, sampleTracks } from './music.fakes';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';

const TRACKS = sampleTracks(3);

/** What the visitor (and the audio element) can do; the audio's reports are events the test sends. */
const events = [
  { type: 'music.playQueue', tracks: TRACKS, index: 1 },
  { type: 'music.play' },
  { type: 'music.pause' },
  { type: 'music.toggle' },
  { type: 'music.next' },
  { type: 'music.previous' },
  { type: 'music.seek', seconds: 10 },
  { type: 'music.shuffleToggled' },
  { type: 'music.repeatCycled' },
  { type: 'music.jump', index: 2 },
  { type: 'music.enqueue', track: sampleTracks(4)[3] },
  { type: 'music.volume', volume: 0.5 },
  { type: 'music.muteToggled' },
  { type: 'audio.time', position: 20, duration: 40 },
  { type: 'music.close' },
  { type: 'music.videoStarted' },
  { type: 'audio.playing' },
  { type: 'audio.paused' },
  { type: 'audio.blocked' },
  { type: 'audio.ended' },
  { type: 'audio.error' },
] as never;

type MusicSnapshot = { value: unknown; context: MusicContext };

/** What the listener can tell apart: the state, the track, shuffle and repeat, a position past the restart threshold, failures. */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as MusicSnapshot;
  return JSON.stringify([value, currentTrack(context)?.id ?? null, context.shuffle, context.repeat, context.failures > 0]);
};

const { machine } = musicWithFakes();
const paths = transitionPaths(machine, { events, serializeState, input: {} });

describe('music machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const fakes = musicWithFakes();
    const actor = fakes.start();
    let before: MusicContext = actor.getSnapshot().context;
    let commandsBefore = 0;
    let toastsBefore = 0;
    let wasPlaying = false;
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        before = actor.getSnapshot().context;
        wasPlaying = actor.getSnapshot().hasTag('playing');
        commandsBefore = fakes.commands.length;
        toastsBefore = fakes.toasts.length;
        actor.send(event);
      },
      check: ({ event }) => {
        const snapshot = actor.getSnapshot();
        const context = snapshot.context as MusicContext;
        const sent = fakes.commands.slice(commandsBefore);
        const newToasts = fakes.toasts.slice(toastsBefore).map((t) => t.messageId);
        const loads = sent.filter((c) => c.type === 'load');
        const track = currentTrack(context);
        // The order holds every queue item once; the cursor is inside it.
        expect([...context.order].sort()).toEqual(context.queue.map((_, i) => i));
        if (context.queue.length) expect(track).not.toBeNull();
        // A new track is loaded exactly when the current one changes (or the queue is started again).
        if (loads.length) expect(loads.at(-1)).toEqual({ type: 'load', track });
        const e = event as EventObject & { index?: number };
        switch (e.type) {
          case 'music.playQueue':
            expect(snapshot.matches({ active: 'loading' })).toBe(true);
            expect(track?.id).toBe(TRACKS[1]!.id);
            expect(loads).toHaveLength(1);
            break;
          case 'music.pause':
          case 'music.videoStarted':
            // Pause (by the visitor, or because a video started) leaves nothing playing.
            expect(snapshot.hasTag('playing')).toBe(false);
            if (wasPlaying) expect(sent).toContainEqual({ type: 'pause' });
            break;
          case 'music.next':
            if (before.queue.length && before.cursor + 1 < before.order.length) expect(context.cursor).toBe(before.cursor + 1);
            // At the end of the queue without repeat-all, next stops.
            if (before.queue.length && before.cursor + 1 === before.order.length && before.repeat !== 'all') expect(snapshot.matches({ active: 'finished' })).toBe(true);
            if (before.queue.length && before.cursor + 1 === before.order.length && before.repeat === 'all') expect(context.cursor).toBe(0);
            break;
          case 'music.previous':
            // Past 3 s, previous restarts the song; before, it goes back.
            if (before.position > 3) expect(context.cursor).toBe(before.cursor);
            if (before.queue.length && before.position <= 3 && before.cursor > 0) expect(context.cursor).toBe(before.cursor - 1);
            if (before.queue.length && before.position <= 3 && before.cursor === 0 && before.repeat === 'all') expect(context.cursor).toBe(before.order.length - 1);
            break;
          case 'music.seek':
            if (before.queue.length) expect(sent).toEqual([{ type: 'seek', seconds: 10 }]);
            break;
          case 'music.shuffleToggled':
            expect(context.shuffle).toBe(!before.shuffle);
            // The song playing stays the same.
            expect(track?.id ?? null).toBe(currentTrack(before)?.id ?? null);
            break;
          case 'music.repeatCycled':
            expect(context.repeat).toBe({ off: 'all', all: 'one', one: 'off' }[before.repeat]);
            break;
          case 'audio.playing':
            if (snapshot.matches('active')) expect(snapshot.hasTag('playing')).toBe(true);
            expect(context.failures).toBe(0);
            // Each start of a track is counted once on the server.
            if (track && snapshot.matches('active')) expect(fakes.plays.at(-1)).toBe(track.id);
            break;
          case 'audio.ended':
            if (!wasPlaying) break;
            if (before.repeat === 'one') {
              expect(track?.id).toBe(currentTrack(before)?.id);
              expect(sent).toContainEqual({ type: 'play' });
            } else if (before.cursor + 1 < before.order.length) expect(context.cursor).toBe(before.cursor + 1);
            else if (before.repeat === 'all') expect(context.cursor).toBe(0);
            else expect(snapshot.matches({ active: 'finished' })).toBe(true);
            break;
          case 'audio.error':
            if (!(wasPlaying || before.queue.length) || snapshot.matches('idle')) break;
            if (snapshot.matches({ active: 'loading' })) {
              // A track that fails is skipped with a notice.
              expect(newToasts).toEqual(['music.toast.trackFailed']);
              expect(context.failures).toBe(before.failures + 1);
              expect(track?.id).not.toBe(currentTrack(before)?.id);
            } else if (snapshot.matches({ active: 'finished' }) && newToasts.length) {
              expect(newToasts).toEqual(['music.toast.trackFailed', 'music.toast.nothingPlays']);
              expect(sent).toContainEqual({ type: 'stop' });
            }
            break;
          case 'music.enqueue':
            if (before.queue.length) expect(context.queue.at(-1)?.id).toBe(4);
            break;
          case 'music.volume':
            expect(context).toMatchObject({ volume: 0.5, muted: false });
            expect(sent).toEqual([{ type: 'volume', volume: 0.5, muted: false }]);
            break;
          case 'music.muteToggled':
            expect(context.muted).toBe(!before.muted);
            expect(sent).toEqual([{ type: 'volume', volume: context.volume, muted: context.muted }]);
            break;
          case 'music.close':
            expect(snapshot.matches('idle')).toBe(true);
            expect(context.queue).toEqual([]);
            break;
        }
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(machine, paths);
    printCoverage('music', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
