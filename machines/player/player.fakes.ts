import { createActor, fromCallback, type EventObject } from 'xstate';
import { playerMachine, type PlayerInput, type PlayerProgress, type WatchHeartbeatInput } from './player.machine';
import { videoActions, type MediaCommand, type MediaFact, type MediaInput } from './player.actors';

/** A video element that records what it was told. */
export function fakeVideo() {
  return {
    muted: false,
    volume: 1,
    currentLevel: -1,
    plays: 0,
    pauses: 0,
    currentTime: 0,
    playbackRate: 1,
    /** The <track> elements a VOD view renders (vi, en). */
    textTracks: [
      { language: 'vi', kind: 'subtitles', mode: 'disabled' },
      { language: 'en', kind: 'subtitles', mode: 'disabled' },
    ],
    play() {
      this.plays++;
      return Promise.resolve();
    },
    pause() {
      this.pauses++;
    },
  };
}

/** A media actor the test drives: each attach is recorded; `report` sends the facts the element would. */
export function fakeMedia(video: { currentLevel: number }) {
  const attaches: Array<{ input: MediaInput; report: (fact: MediaFact) => void; commands: MediaCommand[]; stopped: boolean }> = [];
  const logic = fromCallback<MediaCommand, MediaInput, MediaFact>(({ input, sendBack, receive }) => {
    const attach = { input, report: sendBack, commands: [] as MediaCommand[], stopped: false };
    attaches.push(attach);
    receive((command) => {
      // A command the real actor never gets: lets a test break the actor itself.
      if ((command as { type: string }).type === 'fake.crash') throw new Error('media actor crashed');
      attach.commands.push(command);
      video.currentLevel = command.level;
    });
    return () => {
      attach.stopped = true;
    };
  });
  return {
    logic,
    attaches,
    last: () => {
      const attach = attaches.at(-1);
      if (!attach) throw new Error('the stream was not attached');
      return attach;
    },
  };
}

/** A heartbeat actor that records each run (the player invokes it while a stream plays) and its end. */
export function fakeHeartbeat() {
  const runs: Array<{ input: WatchHeartbeatInput; stopped: boolean }> = [];
  const logic = fromCallback<EventObject, WatchHeartbeatInput>(({ input }) => {
    const run = { input, stopped: false };
    runs.push(run);
    return () => {
      run.stopped = true;
    };
  });
  return { logic, runs, running: () => runs.filter((run) => !run.stopped) };
}

export const SRC = '/live/casino/index.m3u8';
export const VOD_SRC = '/hls/vod/highlight/1/master.m3u8';
/** A 10-minute highlight with Vietnamese and English subtitles, resumed at 1:00. */
export const VOD = {
  startAt: 60,
  duration: 600,
  textTracks: [
    { lang: 'vi', label: 'Tiếng Việt', src: '/vtt/vi.vtt' },
    { lang: 'en', label: 'English', src: '/vtt/en.vtt' },
  ],
};
/** A stream with SD, HQ and HD levels (hls.js lists them by bitrate), no 4K. */
export const LEVELS = [
  { height: 540, bitrate: 2_000_000 },
  { height: 720, bitrate: 4_000_000 },
  { height: 1080, bitrate: 8_000_000 },
];

/** The player with a recording video element, a controllable media actor and a log of errors. */
export function playerWithFakes(input: PlayerInput = { src: SRC }) {
  const video = fakeVideo();
  const media = fakeMedia(video);
  const heartbeat = fakeHeartbeat();
  const logged: Array<{ fatal: boolean; detail: string }> = [];
  const progress: PlayerProgress[] = [];
  let ended = 0;
  let next = 0;
  const machine = playerMachine.provide({
    actors: { media: media.logic, watchHeartbeat: heartbeat.logic },
    actions: {
      ...videoActions(video),
      logError: (_, params) => void logged.push(params),
      reportProgress: (_, params) => void progress.push(params),
      reportEnded: () => void ended++,
      reportNext: () => void next++,
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, video, media, heartbeat, logged, machine, progress, endedCount: () => ended, nextCount: () => next };
}
