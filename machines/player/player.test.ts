import { describe, expect, it, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { LEVELS, SRC, VOD, VOD_SRC, playerWithFakes } from './player.fakes';
import { PLAYER_BLOCKS_RELOAD_TAG } from './player.machine';
import { UP_NEXT_SECONDS, UP_NEXT_TICK_MS } from './vod';
import { BLOCKS_RELOAD_TAG } from '../app/app.machine';
import { PLAYER_UNMUTE_VOLUME } from '../../contracts/constants';
import { settle } from '../test-utils/model-paths';

/** A player whose stream is attached and autoplaying muted. */
function autoplaying(levels = LEVELS) {
  const sut = playerWithFakes();
  sut.media.last().report({ type: 'media.levelsLoaded', levels });
  sut.media.last().report({ type: 'media.playing' });
  return sut;
}

describe('player machine', () => {
  it('tags the playing stream with the tag the app machine checks before a reload', () => {
    expect(PLAYER_BLOCKS_RELOAD_TAG).toBe(BLOCKS_RELOAD_TAG);
  });

  it('attaches the stream and autoplays it muted at HD once the levels are known', () => {
    const { actor, video, media } = playerWithFakes();
    expect(actor.getSnapshot().value).toEqual({ attached: 'loading' });
    expect(media.attaches).toHaveLength(1);
    expect(media.last().input).toEqual({ src: SRC });
    expect(video.plays).toBe(0);

    media.last().report({ type: 'media.levelsLoaded', levels: LEVELS });

    expect(video).toMatchObject({ muted: true, currentLevel: 2, plays: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ quality: 'HD', levels: LEVELS, muted: true });
    expect(actor.getSnapshot().hasTag(PLAYER_BLOCKS_RELOAD_TAG)).toBe(false);

    media.last().report({ type: 'media.playing' });

    expect(actor.getSnapshot().value).toEqual({ attached: { watching: 'playing' } });
    expect(actor.getSnapshot().hasTag(BLOCKS_RELOAD_TAG)).toBe(true);
    expect(video.muted).toBe(true);
  });

  it("unmutes at volume 0.8 on the user's play while autoplaying muted", () => {
    const { actor, video } = autoplaying();

    actor.send({ type: 'player.play' });

    expect(video).toMatchObject({ muted: false, volume: PLAYER_UNMUTE_VOLUME });
    expect(actor.getSnapshot().context).toMatchObject({ muted: false, volume: PLAYER_UNMUTE_VOLUME });
    expect(actor.getSnapshot().value).toEqual({ attached: { watching: 'playing' } });
  });

  it('stays muted after the user pauses, until the user plays again', () => {
    const { actor, video, media } = autoplaying();
    actor.send({ type: 'player.play' });

    actor.send({ type: 'player.pause' });
    media.last().report({ type: 'media.paused' });

    expect(actor.getSnapshot().value).toEqual({ attached: 'paused' });
    expect(video).toMatchObject({ muted: true, pauses: 1 });
    expect(actor.getSnapshot().hasTag(BLOCKS_RELOAD_TAG)).toBe(false);

    actor.send({ type: 'player.play' });
    expect(actor.getSnapshot().value).toEqual({ attached: { watching: 'buffering' } });
    expect(video).toMatchObject({ muted: false, volume: PLAYER_UNMUTE_VOLUME, plays: 2 });
    media.last().report({ type: 'media.playing' });
    expect(actor.getSnapshot().value).toEqual({ attached: { watching: 'playing' } });
  });

  it('shows the browser pausing the video (autoplay refused) as paused, without muting or unmuting', () => {
    const { actor, video, media } = playerWithFakes();
    media.last().report({ type: 'media.levelsLoaded', levels: LEVELS });
    media.last().report({ type: 'media.paused' });
    expect(actor.getSnapshot().value).toEqual({ attached: 'paused' });
    expect(video).toMatchObject({ muted: true, pauses: 0 });
  });

  it('keeps the stream tagged while it buffers, and plays on when data comes', () => {
    const { actor, media } = autoplaying();
    media.last().report({ type: 'media.waiting' });
    expect(actor.getSnapshot().value).toEqual({ attached: { watching: 'buffering' } });
    expect(actor.getSnapshot().hasTag(BLOCKS_RELOAD_TAG)).toBe(true);
    media.last().report({ type: 'media.playing' });
    expect(actor.getSnapshot().value).toEqual({ attached: { watching: 'playing' } });
  });

  it('switches to the level closest to the chosen quality and ignores a quality the stream lacks', () => {
    const { actor, video, media } = autoplaying();

    actor.send({ type: 'player.qualitySelected', name: 'HQ' });
    expect(video.currentLevel).toBe(1);
    actor.send({ type: 'player.qualitySelected', name: '4K' });
    expect(video.currentLevel).toBe(1);
    expect(actor.getSnapshot().context.quality).toBe('HQ');
    actor.send({ type: 'player.qualitySelected', name: 'SD' });

    expect(video.currentLevel).toBe(0);
    expect(media.last().commands.map((c) => c.level)).toEqual([2, 1, 0]);
  });

  it('falls back to the closest quality the stream has when HD is missing', () => {
    const { actor, video } = autoplaying([
      { height: 360, bitrate: 800_000 },
      { height: 720, bitrate: 4_000_000 },
    ]);
    expect(actor.getSnapshot().context.quality).toBe('HQ');
    expect(video.currentLevel).toBe(1);
  });

  it('lets the browser choose with native HLS (no levels listed)', () => {
    const { actor, video } = autoplaying([]);
    expect(actor.getSnapshot().context.quality).toBe('HD');
    expect(video).toMatchObject({ currentLevel: -1, plays: 1 });
  });

  it('logs a recoverable error and keeps playing', () => {
    const { actor, media, logged } = autoplaying();
    media.last().report({ type: 'media.error', fatal: false, detail: 'bufferStalledError' });
    expect(logged).toEqual([{ fatal: false, detail: 'bufferStalledError' }]);
    expect(actor.getSnapshot().value).toEqual({ attached: { watching: 'playing' } });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('shows a retry state on a fatal error, and retry attaches the stream again', () => {
    const { actor, media, logged } = autoplaying();

    media.last().report({ type: 'media.error', fatal: true, detail: 'manifestLoadError' });

    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('manifestLoadError');
    expect(actor.getSnapshot().hasTag(BLOCKS_RELOAD_TAG)).toBe(false);
    expect(logged).toEqual([{ fatal: true, detail: 'manifestLoadError' }]);
    expect(media.last().stopped).toBe(true);

    actor.send({ type: 'player.retry' });

    expect(actor.getSnapshot().value).toEqual({ attached: 'loading' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(media.attaches).toHaveLength(2);
    expect(media.last()).toMatchObject({ input: { src: SRC }, stopped: false });
  });

  it('shows the retry state when the media actor itself breaks', async () => {
    const { actor, logged } = autoplaying();
    (actor.getSnapshot().children.media as AnyActorRef).send({ type: 'fake.crash' });
    await settle();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('media.crashed');
    expect(logged).toEqual([{ fatal: true, detail: 'media.crashed' }]);
  });

  it('waits without a source and attaches the one it is given', () => {
    const { actor, media } = playerWithFakes({});
    expect(actor.getSnapshot().value).toBe('idle');
    expect(media.attaches).toHaveLength(0);

    actor.send({ type: 'player.load', src: SRC });

    expect(actor.getSnapshot().value).toEqual({ attached: 'loading' });
    expect(media.last().input).toEqual({ src: SRC });
  });

  it('attaches a new source in place of the playing one', () => {
    const { actor, media } = autoplaying();
    actor.send({ type: 'player.load', src: '/live/sport/index.m3u8' });
    expect(media.attaches.map((a) => a.stopped)).toEqual([true, false]);
    expect(media.last().input).toEqual({ src: '/live/sport/index.m3u8' });
    expect(actor.getSnapshot().value).toEqual({ attached: 'loading' });
  });

  it("toggles the sound with the mute key without touching playback, unmuting at volume 0.8", () => {
    const { actor, video } = autoplaying();

    actor.send({ type: 'player.muteToggled' });
    expect(video).toMatchObject({ muted: false, volume: PLAYER_UNMUTE_VOLUME, pauses: 0 });
    expect(actor.getSnapshot().value).toEqual({ attached: { watching: 'playing' } });

    actor.send({ type: 'player.muteToggled' });
    expect(video).toMatchObject({ muted: true, pauses: 0 });
    expect(actor.getSnapshot().value).toEqual({ attached: { watching: 'playing' } });
  });

  it('keeps the level hls.js switched to and the measured latency, and forgets both for a new stream', () => {
    const { actor, media } = autoplaying();
    expect(actor.getSnapshot().context).toMatchObject({ level: -1, latency: null });

    media.last().report({ type: 'media.levelSwitched', level: 2 });
    media.last().report({ type: 'media.stats', latency: 3.2 });
    expect(actor.getSnapshot().context).toMatchObject({ level: 2, latency: 3.2 });

    actor.send({ type: 'player.load', src: '/live/sport/index.m3u8' });
    expect(actor.getSnapshot().context).toMatchObject({ level: -1, latency: null });
  });

  describe('on demand', () => {
    function vodPlaying(upNext = false) {
      const sut = playerWithFakes({ src: VOD_SRC, vod: { ...VOD, upNext } });
      sut.media.last().report({ type: 'media.levelsLoaded', levels: LEVELS });
      sut.media.last().report({ type: 'media.playing' });
      return sut;
    }

    it('attaches with the start position, knows the stated length and autoplays muted at normal speed', () => {
      const { actor, media, video } = vodPlaying();
      expect(media.last().input).toEqual({ src: VOD_SRC, vod: true, startAt: 60 });
      expect(actor.getSnapshot().context).toMatchObject({ mode: 'vod', duration: 600, currentTime: 60, rate: 1, textTrack: null, muted: true });
      expect(video).toMatchObject({ plays: 1, playbackRate: 1 });
    });

    it('reports progress every 5 s of playback, at a pause and at a seek', () => {
      const { actor, media, progress } = vodPlaying();
      media.last().report({ type: 'media.timeUpdate', currentTime: 62 });
      expect(progress).toEqual([]);
      media.last().report({ type: 'media.timeUpdate', currentTime: 65.2 });
      expect(progress).toEqual([{ currentTime: 65.2, duration: 600 }]);
      media.last().report({ type: 'media.timeUpdate', currentTime: 67 });
      actor.send({ type: 'player.pause' });
      expect(progress.at(-1)).toEqual({ currentTime: 67, duration: 600 });
      actor.send({ type: 'player.seek', time: 540 });
      expect(progress.at(-1)).toEqual({ currentTime: 540, duration: 600 });
      expect(actor.getSnapshot().value).toEqual({ attached: 'paused' });
    });

    it('seeks within the video only, and takes the length the stream gives', () => {
      const { actor, media, video } = vodPlaying();
      media.last().report({ type: 'media.durationChanged', duration: 598 });
      actor.send({ type: 'player.seek', time: 9999 });
      expect(video.currentTime).toBe(598);
      actor.send({ type: 'player.seek', time: -3 });
      expect(video.currentTime).toBe(0);
    });

    it('ends, tells the page, and plays again from the start', () => {
      const { actor, media, video, endedCount, progress } = vodPlaying();
      media.last().report({ type: 'media.paused' });
      media.last().report({ type: 'media.ended' });
      expect(actor.getSnapshot().value).toEqual({ attached: { ended: 'still' } });
      expect(endedCount()).toBe(1);
      expect(progress.at(-1)).toEqual({ currentTime: 600, duration: 600 });
      expect(actor.getSnapshot().hasTag(BLOCKS_RELOAD_TAG)).toBe(false);

      actor.send({ type: 'player.play' });
      expect(video).toMatchObject({ currentTime: 0, plays: 2, muted: false });
      expect(actor.getSnapshot().value).toEqual({ attached: { watching: 'buffering' } });
    });

    it('counts down to the next video a second at a time and tells the page when it runs out', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const { actor, media, nextCount } = vodPlaying(true);
        media.last().report({ type: 'media.ended' });
        expect(actor.getSnapshot().value).toEqual({ attached: { ended: 'upNext' } });
        const seen = [actor.getSnapshot().context.countdown];
        for (let s = 1; s < UP_NEXT_SECONDS; s++) {
          await vi.advanceTimersByTimeAsync(UP_NEXT_TICK_MS);
          seen.push(actor.getSnapshot().context.countdown);
        }
        expect(seen).toEqual([5, 4, 3, 2, 1]);
        expect(nextCount()).toBe(0);
        await vi.advanceTimersByTimeAsync(UP_NEXT_TICK_MS);
        expect(actor.getSnapshot().value).toEqual({ attached: { ended: 'advancing' } });
        expect(nextCount()).toBe(1);
      } finally {
        vi.useRealTimers();
      }
    });

    it('stops the countdown on cancel (replay and "play now" stay), and plays the next at once on "play now"', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const { actor, media, nextCount } = vodPlaying(true);
        media.last().report({ type: 'media.ended' });
        await vi.advanceTimersByTimeAsync(UP_NEXT_TICK_MS);
        actor.send({ type: 'player.upNextCancelled' });
        await vi.advanceTimersByTimeAsync(UP_NEXT_TICK_MS * UP_NEXT_SECONDS * 2);
        expect(actor.getSnapshot().value).toEqual({ attached: { ended: 'still' } });
        expect(nextCount()).toBe(0);
        actor.send({ type: 'player.upNextNow' });
        expect(actor.getSnapshot().value).toEqual({ attached: { ended: 'advancing' } });
        expect(nextCount()).toBe(1);
      } finally {
        vi.useRealTimers();
      }
    });

    it('has no next video to offer unless told so', () => {
      const { actor, media, nextCount } = vodPlaying();
      media.last().report({ type: 'media.ended' });
      actor.send({ type: 'player.upNextNow' });
      expect(actor.getSnapshot().value).toEqual({ attached: { ended: 'still' } });
      expect(nextCount()).toBe(0);
    });

    it('changes speed among the offered ones and switches or hides the subtitles', () => {
      const { actor, video } = vodPlaying();
      actor.send({ type: 'player.rateSelected', rate: 1.5 });
      actor.send({ type: 'player.rateSelected', rate: 4 });
      expect(video.playbackRate).toBe(1.5);
      actor.send({ type: 'player.textTrackSelected', lang: 'en' });
      expect(video.textTracks.map((t) => t.mode)).toEqual(['disabled', 'showing']);
      actor.send({ type: 'player.textTrackSelected', lang: 'fr' });
      expect(actor.getSnapshot().context.textTrack).toBe('en');
      actor.send({ type: 'player.textTrackSelected', lang: null });
      expect(video.textTracks.map((t) => t.mode)).toEqual(['disabled', 'disabled']);
    });

    it('keeps the speed for the next video and takes its own position, length and tracks', () => {
      const { actor, media } = vodPlaying();
      actor.send({ type: 'player.rateSelected', rate: 2 });
      actor.send({ type: 'player.load', src: '/hls/vod/episode/2/master.m3u8', vod: { duration: 1500, textTracks: [] } });
      expect(media.last().input).toEqual({ src: '/hls/vod/episode/2/master.m3u8', vod: true, startAt: 0 });
      expect(actor.getSnapshot().context).toMatchObject({ rate: 2, duration: 1500, currentTime: 0, textTracks: [], textTrack: null });
    });

    it('ignores the VOD commands on a live stream', () => {
      const { actor, video } = autoplaying();
      actor.send({ type: 'player.seek', time: 30 });
      actor.send({ type: 'player.rateSelected', rate: 2 });
      actor.send({ type: 'player.textTrackSelected', lang: 'vi' });
      expect(video).toMatchObject({ currentTime: 0, playbackRate: 1 });
      expect(actor.getSnapshot().context).toMatchObject({ mode: 'live', rate: 1, textTrack: null });
    });
  });
});

describe('player machine: a live room’s heartbeat', () => {
  it('runs only while frames move, for the room of the stream; a VOD or a plain stream gives no room', () => {
    const { actor, media, heartbeat } = playerWithFakes({ src: SRC, watchRoomId: 42 });
    expect(heartbeat.runs).toHaveLength(0);
    media.last().report({ type: 'media.levelsLoaded', levels: LEVELS });
    expect(heartbeat.running()).toHaveLength(0);
    media.last().report({ type: 'media.playing' });
    expect(heartbeat.running().map((r) => r.input)).toEqual([{ roomId: 42 }]);
    // Buffering and pauses stop it; playing again starts a new run.
    media.last().report({ type: 'media.waiting' });
    expect(heartbeat.running()).toHaveLength(0);
    media.last().report({ type: 'media.playing' });
    actor.send({ type: 'player.pause' });
    expect(heartbeat.running()).toHaveLength(0);
    actor.send({ type: 'player.play' });
    media.last().report({ type: 'media.playing' });
    expect(heartbeat.runs.map((r) => r.stopped)).toEqual([true, true, false]);
    // Another room's stream: its own room id.
    actor.send({ type: 'player.load', src: '/live/other/index.m3u8', watchRoomId: 43 });
    expect(heartbeat.running()).toHaveLength(0);
    media.last().report({ type: 'media.playing' });
    expect(heartbeat.running().map((r) => r.input)).toEqual([{ roomId: 43 }]);
    // A stream with no room (a TV channel): the heartbeat has nothing to count.
    actor.send({ type: 'player.load', src: SRC });
    media.last().report({ type: 'media.playing' });
    expect(heartbeat.running().map((r) => r.input)).toEqual([{ roomId: null }]);
    actor.stop();
    expect(heartbeat.running()).toHaveLength(0);
  });

  it('a video on demand never counts as a live room', () => {
    const { media, heartbeat } = playerWithFakes({ src: VOD_SRC, vod: VOD, watchRoomId: 42 });
    media.last().report({ type: 'media.levelsLoaded', levels: LEVELS });
    media.last().report({ type: 'media.playing' });
    expect(heartbeat.running().map((r) => r.input)).toEqual([{ roomId: null }]);
  });
});
