import { describe, expect, it } from 'vitest';
import { stopsMusic } from './music.actors';
import { currentTrack, type MusicContext } from './music.machine';
import { musicWithFakes, sampleTracks } from './music.fakes';

const context = (actor: { getSnapshot(): { context: unknown } }) => actor.getSnapshot().context as MusicContext;

describe('music machine', () => {
  it('skips each failing track with a notice and stops when the whole queue failed', () => {
    const fakes = musicWithFakes();
    const music = fakes.start();
    music.send({ type: 'music.repeatCycled' }); // all: the failures, not the queue end, stop it
    music.send({ type: 'music.playQueue', tracks: sampleTracks(3), index: 0 });
    music.send({ type: 'audio.error' });
    music.send({ type: 'audio.error' });
    expect(currentTrack(context(music))?.id).toBe(3);
    music.send({ type: 'audio.error' });
    expect(music.getSnapshot().matches({ active: 'finished' })).toBe(true);
    expect(fakes.toasts.map((t) => t.messageId)).toEqual(['music.toast.trackFailed', 'music.toast.trackFailed', 'music.toast.trackFailed', 'music.toast.nothingPlays']);
    expect(fakes.toasts[0]!.values).toEqual({ title: 'Song 1' });
    expect(fakes.commands.at(-1)).toEqual({ type: 'stop' });
  });

  it('resets the failures once a track plays', () => {
    const fakes = musicWithFakes();
    const music = fakes.start();
    music.send({ type: 'music.playQueue', tracks: sampleTracks(3), index: 0 });
    music.send({ type: 'audio.error' });
    expect(context(music).failures).toBe(1);
    music.send({ type: 'audio.playing' });
    expect(context(music).failures).toBe(0);
    expect(fakes.plays).toEqual([2]);
  });

  it('restarts the song on previous after 3 s, and goes back before', () => {
    const fakes = musicWithFakes();
    const music = fakes.start();
    music.send({ type: 'music.playQueue', tracks: sampleTracks(3), index: 1 });
    music.send({ type: 'audio.playing' });
    music.send({ type: 'audio.time', position: 12, duration: 40 });
    music.send({ type: 'music.previous' });
    expect(currentTrack(context(music))?.id).toBe(2);
    expect(fakes.commands.at(-1)).toEqual({ type: 'seek', seconds: 0 });
    music.send({ type: 'music.previous' });
    expect(currentTrack(context(music))?.id).toBe(1);
  });

  it('seeks within the track and clamps to its length', () => {
    const fakes = musicWithFakes();
    const music = fakes.start();
    music.send({ type: 'music.playQueue', tracks: sampleTracks(2), index: 0 });
    music.send({ type: 'music.seek', seconds: 500 });
    expect(fakes.commands.at(-1)).toEqual({ type: 'seek', seconds: 40 });
    music.send({ type: 'music.seek', seconds: -5 });
    expect(fakes.commands.at(-1)).toEqual({ type: 'seek', seconds: 0 });
  });

  it('plays a queue in a shuffled order that starts with the chosen song and holds each once', () => {
    const fakes = musicWithFakes();
    const music = fakes.start();
    music.send({ type: 'music.shuffleToggled' });
    music.send({ type: 'music.playQueue', tracks: sampleTracks(8), index: 5 });
    const played: number[] = [];
    for (let i = 0; i < 8; i++) {
      played.push(currentTrack(context(music))!.id);
      music.send({ type: 'audio.playing' });
      music.send({ type: 'audio.ended' });
    }
    expect(played[0]).toBe(6);
    expect([...played].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(played).not.toEqual([6, 7, 8, 1, 2, 3, 4, 5]);
    expect(music.getSnapshot().matches({ active: 'finished' })).toBe(true);
  });
});

describe('videos and the music', () => {
  const video = (state: { muted: boolean; volume: number; paused: boolean; player?: boolean }) => ({
    ...state,
    hasAttribute: (name: string) => name === 'data-stops-music' && state.player === true,
  });
  it.each([
    [{ muted: false, volume: 0.8, paused: false }, true],
    [{ muted: true, volume: 0.8, paused: false }, false],
    [{ muted: false, volume: 0, paused: false }, false],
    [{ muted: false, volume: 1, paused: true }, false],
    [{ muted: true, volume: 0.8, paused: false, player: true }, true],
    [{ muted: true, volume: 0.8, paused: true, player: true }, false],
  ])('a video %j stops the music: %s', (state, stops) => expect(stopsMusic(video(state))).toBe(stops));
});

