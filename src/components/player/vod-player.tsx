/**
 * The video-on-demand player (highlights, films, episodes): the player machine in VOD mode.
 *
 * Use:
 *
 *   <VodPlayer
 *     src={item.hlsPath}                 // the HLS master playlist (/hls/vod/<kind>/<id>/master.m3u8)
 *     title={item.title}                 // the video's accessible name
 *     poster={item.thumbnail}            // shown until the first frame
 *     duration={item.durationSeconds}    // the stated length, shown until the stream's own is known
 *     startAt={resumeSeconds}            // optional: where to start (resume); clamped into the video
 *     textTracks={[{ lang: 'vi', label: 'Tiếng Việt', src: '/…/vi.vtt' }, …]}  // optional WebVTT subtitles
 *     textTrack="vi"                     // optional: the track shown at start (default none)
 *     onProgress={({ currentTime, duration }) => …}  // every 5 s of playback, and at each pause, seek and the end
 *     onEnded={() => …}                  // played to the end (a next episode…)
 *   />
 *
 * It autoplays muted (a "tap to unmute" hint; the user's play unmutes at 0.8) and has a seek bar
 * (drag or tap; ←/→ 5 s, Page Up/Down 10 s, Home/End), play/pause, replay at the end, mute,
 * the time, subtitles (off or one track), speed 0.5–2×, quality, picture-in-picture and full
 * screen. Keys on the page: Space/K play/pause, M mute, F full screen; with focus in the player
 * also ←/→ 5 s, J/L 10 s, Home/End. A new `src` plays in the same player (with the props of that
 * render). Like the live player, the root machine runs it as 'player' while it is mounted, so
 * one player is on a page at a time. The frame carries data-state (the machine's state path),
 * data-mode="vod", data-current-time, data-duration, data-rate and data-text-track for tests.
 */
import { useSelector } from '@xstate/react';
import { STOPS_MUSIC_ATTRIBUTE } from '../../../machines/music/stops-music';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from '../../lib/intl-context';
import { cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { playerMachine, type PlayerProgress } from '../../../machines/player/player.machine';
import { mediaActor, videoActions } from '../../../machines/player/player.actors';
import { clampTime, type TextTrackSource, type VodOptions } from '../../../machines/player/vod';
import { useAppSend, usePlayerActor } from '../../app/machine-hooks';
import { Icon } from '../ui/icon';
import { PlayerGlyph, VodControls, type VodControlsApi } from './vod-controls';
import { isTypingTarget, statePath, vodShortcutOf } from './player-state';
import { bigPlay, errorOverlay, errorText, errorTitle, frame, hint, overlay, spinner, srOnly, video } from './player-frame-styles';
import type { VideoWithFallbacks } from './live-player';

export interface VodPlayerProps {
  src: string;
  title: string;
  poster?: string;
  duration?: number;
  startAt?: number;
  textTracks?: TextTrackSource[];
  textTrack?: string | null;
  onProgress?(progress: PlayerProgress): void;
  onEnded?(): void;
}

const NO_TRACKS: TextTrackSource[] = [];
/** The line (counted from the bottom) a subtitle without its own position is shown on: above the control bar. */
const CUE_LINE_FROM_BOTTOM = -5;

export function VodPlayer({ src, title, poster, duration, startAt, textTracks = NO_TRACKS, textTrack = null, onProgress, onEnded }: VodPlayerProps) {
  const intl = useIntl();
  const send = useAppSend();
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const loadedSrc = useRef(src);
  const player = usePlayerActor();
  const vod = (): VodOptions => ({ startAt, duration, textTracks, textTrack });
  const vodRef = useRef(vod);
  const callbacks = useRef({ onProgress, onEnded });
  useEffect(() => {
    vodRef.current = vod;
    callbacks.current = { onProgress, onEnded };
  });

  // Mount: hand the machine this element (in VOD mode); unmount: stop it.
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    loadedSrc.current = src;
    const logic = playerMachine.provide({
      actions: {
        ...videoActions(element),
        reportProgress: (_, progress: PlayerProgress) => callbacks.current.onProgress?.(progress),
        reportEnded: () => callbacks.current.onEnded?.(),
      },
      actors: { media: mediaActor(element) },
    });
    send({ type: 'player.mount', logic, src, vod: vodRef.current() });
    return () => send({ type: 'player.unmount' });
    // A new src goes through player.load below, not through a new mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [send]);

  useEffect(() => {
    if (loadedSrc.current === src) return;
    loadedSrc.current = src;
    send({ type: 'player.load', src, vod: vodRef.current() });
  }, [send, src]);

  const state = useSelector(player ?? undefined, (s) => (s ? statePath(s.value) : 'idle'));
  const muted = useSelector(player ?? undefined, (s) => s?.context.muted ?? true);
  const quality = useSelector(player ?? undefined, (s) => s?.context.quality ?? 'HD');
  const currentTime = useSelector(player ?? undefined, (s) => s?.context.currentTime ?? startAt ?? 0);
  const knownDuration = useSelector(player ?? undefined, (s) => s?.context.duration ?? duration ?? null);
  const rate = useSelector(player ?? undefined, (s) => s?.context.rate ?? 1);
  const tracks = useSelector(player ?? undefined, (s) => s?.context.textTracks ?? NO_TRACKS);
  const shownTrack = useSelector(player ?? undefined, (s) => s?.context.textTrack ?? null);

  // Subtitles sit above the control bar (a cue's default line is the bottom one, under the bar).
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    const lift = (event: Event) => {
      for (const cue of Array.from((event.target as TextTrack).activeCues ?? [])) {
        if (cue instanceof VTTCue && cue.line === 'auto') cue.line = CUE_LINE_FROM_BOTTOM;
      }
    };
    const watch = () => {
      for (const track of Array.from(element.textTracks)) {
        track.removeEventListener('cuechange', lift);
        track.addEventListener('cuechange', lift);
      }
    };
    watch();
    element.textTracks.addEventListener('addtrack', watch);
    return () => {
      element.textTracks.removeEventListener('addtrack', watch);
      for (const track of Array.from(element.textTracks)) track.removeEventListener('cuechange', lift);
    };
  }, []);

  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const watching = state.startsWith('attached.watching');
  const busy = state === 'idle' || state === 'attached.loading' || state === 'attached.watching.buffering';
  const failed = state === 'error';
  const paused = state === 'attached.paused';
  const ended = state === 'attached.ended';

  const api: VodControlsApi = {
    playPause: () => send(watching ? { type: 'player.pause' } : { type: 'player.play' }),
    replay: () => send({ type: 'player.play' }),
    toggleMute: () => send({ type: 'player.muteToggled' }),
    toggleFullscreen: () => {
      const container = containerRef.current;
      const element = videoRef.current as VideoWithFallbacks | null;
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      else if (container?.requestFullscreen) void container.requestFullscreen().catch(() => {});
      else element?.webkitEnterFullscreen?.();
    },
    togglePip: () => {
      const element = videoRef.current;
      if (!element) return;
      if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => {});
      else void element.requestPictureInPicture().catch(() => {});
    },
    seek: (time) => player?.send({ type: 'player.seek', time }),
    selectRate: (value) => player?.send({ type: 'player.rateSelected', rate: value }),
    selectTextTrack: (lang) => player?.send({ type: 'player.textTrackSelected', lang }),
    selectQuality: (name) => send({ type: 'player.qualitySelected', name }),
  };
  const apiRef = useRef({ api, currentTime, knownDuration });
  useEffect(() => {
    apiRef.current = { api, currentTime, knownDuration };
  });

  // Space/K, M, F anywhere nothing else takes the key; arrows, J/L, Home/End with focus in the player.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = vodShortcutOf(event);
      if (!shortcut || event.defaultPrevented || isTypingTarget(event.target)) return;
      const target = event.target instanceof Element ? event.target : null;
      const inPlayer = target !== null && containerRef.current?.contains(target) === true;
      const onControl = target?.closest('a[href], button, summary, [role="button"], [role="tab"], [role="menuitemradio"], [role="slider"]') != null;
      if (shortcut === 'playPause' && onControl) return;
      if (!inPlayer && onControl && target?.closest('[role="dialog"], [role="menu"]')) return;
      const seeking = shortcut === 'back' || shortcut === 'forward' || shortcut === 'back10' || shortcut === 'forward10' || shortcut === 'start' || shortcut === 'end';
      // Arrows and Home/End scroll the page unless the player has focus; inside a menu they move between its items.
      if (seeking && (!inPlayer || target?.closest('[role="menu"]'))) return;
      event.preventDefault();
      const { api: current, currentTime: now, knownDuration: length } = apiRef.current;
      const to = (time: number) => current.seek(clampTime(time, length));
      if (shortcut === 'playPause') current.playPause();
      else if (shortcut === 'mute') current.toggleMute();
      else if (shortcut === 'fullscreen') current.toggleFullscreen();
      else if (shortcut === 'back') to(now - 5);
      else if (shortcut === 'forward') to(now + 5);
      else if (shortcut === 'back10') to(now - 10);
      else if (shortcut === 'forward10') to(now + 10);
      else if (shortcut === 'start') to(0);
      else if (length !== null) to(length);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div
      ref={containerRef}
      className={frame}
      data-testid="player"
      data-mode="vod"
      data-state={state}
      data-muted={muted}
      data-quality={quality}
      data-current-time={currentTime.toFixed(1)}
      data-duration={knownDuration === null ? undefined : knownDuration.toFixed(1)}
      data-rate={rate}
      data-text-track={shownTrack ?? ''}
      role="region"
      aria-label={intl.formatMessage({ id: 'player.vod.label' })}
      aria-describedby="player-shortcuts"
      tabIndex={0}
    >
      <video
        ref={videoRef}
        className={video}
        playsInline
        muted
        {...{ [STOPS_MUSIC_ATTRIBUTE]: '' }}
        poster={poster}
        aria-label={title}
        onClick={() => (ended ? api.replay() : api.playPause())}
        onDoubleClick={() => api.toggleFullscreen()}
      >
        {tracks.map((track) => (
          <track key={`${track.lang}:${track.src}`} kind="subtitles" srcLang={track.lang} label={track.label} src={track.src} />
        ))}
      </video>
      <span id="player-shortcuts" className={srOnly}>
        {intl.formatMessage({ id: 'player.vod.shortcuts' })}
      </span>

      {busy ? (
        <div className={overlay} data-testid="player-spinner" role="status">
          <span className={spinner} aria-hidden="true" />
          <span className={srOnly}>{intl.formatMessage({ id: 'player.vod.loading' })}</span>
        </div>
      ) : null}

      {paused || ended ? (
        <div className={overlay}>
          <button
            type="button"
            className={bigPlay}
            onClick={ended ? api.replay : () => send({ type: 'player.play' })}
            aria-label={intl.formatMessage({ id: ended ? 'player.vod.replay' : 'player.play' })}
            data-testid={ended ? 'player-replay' : 'player-big-play'}
          >
            {ended ? <PlayerGlyph name="replay" /> : <Icon name="play" size={30} />}
          </button>
        </div>
      ) : null}

      {failed ? (
        <div className={cx(overlay, errorOverlay)} role="alert" data-testid="player-error">
          <Icon name="warning" size={36} />
          <p className={errorTitle}>{intl.formatMessage({ id: 'player.vod.error.title' })}</p>
          <p className={errorText}>{intl.formatMessage({ id: 'player.vod.error.text' })}</p>
          <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => send({ type: 'player.retry' })}>
            <Icon name="refresh" size={18} />
            {intl.formatMessage({ id: 'common.retry' })}
          </button>
        </div>
      ) : null}

      {watching && muted ? (
        <button type="button" className={hint} onClick={() => send({ type: 'player.play' })} data-testid="player-unmute-hint">
          <Icon name="volumeOff" size={20} />
          {intl.formatMessage({ id: 'player.tapToUnmute' })}
        </button>
      ) : null}

      {failed ? null : (
        <VodControls
          api={api}
          watching={watching}
          ended={ended}
          muted={muted}
          fullscreen={fullscreen}
          currentTime={currentTime}
          duration={knownDuration}
          rate={rate}
          textTracks={tracks}
          textTrack={shownTrack}
        />
      )}
    </div>
  );
}
