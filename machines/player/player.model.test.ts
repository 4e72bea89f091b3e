import { describe, expect, it } from 'vitest';
import type { AnyActorRef, EventObject, Snapshot } from 'xstate';
import { LEVELS, SRC, playerWithFakes } from './player.fakes';
import { PLAYER_BLOCKS_RELOAD_TAG, type PlayerContext, type PlayerInput } from './player.machine';
import { levelForQuality } from './qualities';
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

const starts: PlayerInput[] = [{ src: SRC }, {}];
const paths: ModelPath[] = starts.flatMap((input) => transitionPaths(model, { input, events, serializeState }));

describe('player machine (model-based)', () => {
  it.each(paths.map((p) => [`${JSON.stringify(p.input)}: ${p.description}`, p] as const))('%s', async (_, path) => {
    const { actor, video, media } = playerWithFakes(path.input as PlayerInput);
    const attachedNow = () => (media.attaches.length > 0 && !media.last().stopped ? media.last() : null);

    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        if (event.type === 'xstate.error.actor.media') {
          (actor.getSnapshot().children.media as AnyActorRef | undefined)?.send({ type: 'fake.crash' });
        } else if (event.type.startsWith('media.')) {
          // A detached element reports nothing.
          attachedNow()?.report(event as never);
        } else {
          actor.send(event as never);
        }
      },
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

  it('covers every state and transition', () => {
    const coverage = coverageOf(model, paths);
    printCoverage('player', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
