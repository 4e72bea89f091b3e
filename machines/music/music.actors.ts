/**
 * The music machine's side effects: the one <audio> element (created here, outside React, so it
 * keeps playing while pages change), the Media Session (lock screen, headphone keys), the watcher
 * that pauses the music when a video starts, and counting a play on the server.
 */
import { fromCallback, fromPromise } from 'xstate';
import { STOPS_MUSIC_ATTRIBUTE } from './stops-music';
import { call } from '../../api/call';
import { songPlay } from '../../contracts/endpoints/music';
import type { MusicTrack } from './music.queue';

/** What the machine tells the audio element. */
export type AudioCommand =
  | { type: 'load'; track: MusicTrack }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'seek'; seconds: number }
  | { type: 'volume'; volume: number; muted: boolean }
  | { type: 'stop' };

/** What the audio element (and the Media Session's buttons) report. */
export type AudioReport =
  | { type: 'audio.playing' }
  | { type: 'audio.paused' }
  /** The browser refused to start without a gesture of the visitor. */
  | { type: 'audio.blocked' }
  | { type: 'audio.ended' }
  | { type: 'audio.error' }
  | { type: 'audio.time'; position: number; duration: number };

/** Media Session buttons arrive as the views' own events. */
export type MediaSessionEvent =
  | { type: 'music.play' }
  | { type: 'music.pause' }
  | { type: 'music.next' }
  | { type: 'music.previous' }
  | { type: 'music.seek'; seconds: number };

function mediaSession(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

function absolute(path: string): string {
  return new URL(path, location.href).href;
}

/** The <audio> element of the site, driven by commands, reporting what it does. */
export const audioElement = fromCallback<AudioCommand>(({ sendBack, receive }) => {
  const report_ = (event: AudioReport | MediaSessionEvent) => sendBack(event);
  const audio = new Audio();
  audio.preload = 'auto';
  let track: MusicTrack | null = null;
  const session = mediaSession();
  const report = () => {
    const duration = Number.isFinite(audio.duration) ? audio.duration : (track?.durationSeconds ?? 0);
    report_({ type: 'audio.time', position: audio.currentTime, duration });
    if (session && track && duration > 0) {
      try {
        session.setPositionState({ duration, position: Math.min(audio.currentTime, duration), playbackRate: audio.playbackRate || 1 });
      } catch {
        // A position the browser refuses (during a load) is only a lock-screen detail.
      }
    }
  };
  const listeners: Record<string, () => void> = {
    playing: () => {
      if (session) session.playbackState = 'playing';
      report_({ type: 'audio.playing' });
    },
    // The pause that comes with the end of a track is not the visitor's.
    pause: () => {
      if (session) session.playbackState = 'paused';
      if (!audio.ended) report_({ type: 'audio.paused' });
    },
    ended: () => report_({ type: 'audio.ended' }),
    error: () => {
      if (audio.getAttribute('src')) report_({ type: 'audio.error' });
    },
    timeupdate: report,
    durationchange: report,
  };
  for (const [name, listener] of Object.entries(listeners)) audio.addEventListener(name, listener);

  const play = () => {
    audio.play().catch((error: unknown) => {
      if ((error as { name?: string }).name === 'NotAllowedError') report_({ type: 'audio.blocked' });
      // AbortError (a new load interrupted this play) and NotSupportedError (the error event tells) need nothing.
    });
  };

  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => report_({ type: 'music.play' })],
    ['pause', () => report_({ type: 'music.pause' })],
    ['nexttrack', () => report_({ type: 'music.next' })],
    ['previoustrack', () => report_({ type: 'music.previous' })],
    ['seekto', (details) => report_({ type: 'music.seek', seconds: details.seekTime ?? 0 })],
    ['seekbackward', (details) => report_({ type: 'music.seek', seconds: Math.max(0, audio.currentTime - (details.seekOffset ?? 10)) })],
    ['seekforward', (details) => report_({ type: 'music.seek', seconds: audio.currentTime + (details.seekOffset ?? 10) })],
  ];
  for (const [action, handler] of handlers) {
    try {
      session?.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know.
    }
  }

  receive((command) => {
    switch (command.type) {
      case 'load':
        track = command.track;
        audio.src = command.track.src;
        if (session && typeof MediaMetadata !== 'undefined') {
          session.metadata = new MediaMetadata({
            title: command.track.title,
            artist: command.track.artist,
            artwork: [{ src: absolute(command.track.cover), sizes: '512x512', type: 'image/svg+xml' }],
          });
        }
        play();
        break;
      case 'play':
        play();
        break;
      case 'pause':
        audio.pause();
        break;
      case 'seek':
        if (Number.isFinite(command.seconds)) audio.currentTime = Math.max(0, command.seconds);
        report();
        break;
      case 'volume':
        audio.volume = Math.min(1, Math.max(0, command.volume));
        audio.muted = command.muted;
        break;
      case 'stop':
        track = null;
        audio.pause();
        audio.removeAttribute('src');
        audio.load();
        if (session) {
          session.metadata = null;
          session.playbackState = 'none';
        }
        break;
    }
  });

  return () => {
    for (const [name, listener] of Object.entries(listeners)) audio.removeEventListener(name, listener);
    audio.pause();
    for (const [action] of handlers) {
      try {
        session?.setActionHandler(action, null);
      } catch {
        // As above.
      }
    }
  };
});

/**
 * Any <video> of the page that starts playing (a live room, a highlight, a film) pauses the music:
 * the `play` event does not bubble, so it is heard while capturing on the document.
 */
export const videoWatcher = fromCallback(({ sendBack }) => {
  if (typeof document === 'undefined') return () => {};
  // The site's players (a live room, a highlight, a film) stop the music when they start, muted or
  // not; any other video (a short clip's muted autoplay) only once it plays with sound.
  const onVideo = (event: Event) => {
    const video = event.target;
    if (video instanceof HTMLVideoElement && stopsMusic(video)) sendBack({ type: 'music.videoStarted' });
  };
  document.addEventListener('play', onVideo, true);
  document.addEventListener('volumechange', onVideo, true);
  return () => {
    document.removeEventListener('play', onVideo, true);
    document.removeEventListener('volumechange', onVideo, true);
  };
});

/** Whether a playing video stops the music: a site player's always, any other once it has sound. */
export function stopsMusic(video: Pick<HTMLVideoElement, 'muted' | 'volume' | 'paused' | 'hasAttribute'>): boolean {
  if (video.paused) return false;
  return video.hasAttribute(STOPS_MUSIC_ATTRIBUTE) || (!video.muted && video.volume > 0);
}

/** Counts a play of the song on the server (and in a member's recently played); a failure is not the listener's concern. */
export const recordPlay = fromPromise<void, { songId: number }>(async ({ input }) => {
  await call(songPlay, { body: { songId: input.songId } }).catch(() => undefined);
});
