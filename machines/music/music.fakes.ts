import { createActor, fromCallback, fromPromise, setup, type AnyActorRef } from 'xstate';
import { musicMachine } from './music.machine';
import type { AudioCommand } from './music.actors';
import type { MusicTrack } from './music.queue';

/** A queue of `n` tracks, 40 s each. */
export function sampleTracks(n: number): MusicTrack[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    title: `Song ${i + 1}`,
    artist: 'Artist',
    cover: `/media/song/${i + 1}.svg`,
    src: `/media/audio/song-${i + 1}.mp3`,
    path: `/am-nhac/bai-hat/song-${i + 1}/${i + 1}`,
    durationSeconds: 40,
  }));
}

/**
 * The music machine under a root of its own, beside a fake toast machine (systemId 'toast'), with
 * the audio element replaced by a recorder of its commands (the test reports what the audio does
 * by sending the machine 'audio.*' events) and plays counted in a list instead of on the server.
 */
export function musicWithFakes() {
  const commands: AudioCommand[] = [];
  const plays: number[] = [];
  const toasts: Array<{ type: string; messageId: string; values?: Record<string, string> }> = [];
  const toast = fromCallback<{ type: string; messageId: string }>(({ receive }) => {
    receive((event) => toasts.push(event));
    return () => {};
  });
  const machine = musicMachine.provide({
    actors: {
      audioElement: fromCallback<AudioCommand>(({ receive }) => {
        receive((command) => commands.push(command));
        return () => {};
      }),
      videoWatcher: fromCallback(() => () => {}),
      recordPlay: fromPromise<void, { songId: number }>(async ({ input }) => {
        plays.push(input.songId);
      }),
    },
  });
  const root = setup({ actors: { music: machine, toast } }).createMachine({
    id: 'root',
    invoke: [
      { id: 'toast', systemId: 'toast', src: 'toast' },
      { id: 'music', systemId: 'music', src: 'music', input: {} },
    ],
  });
  const start = () => createActor(root).start().system.get('music') as AnyActorRef;
  return { machine, commands, plays, toasts, start };
}
