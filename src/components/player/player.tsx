/**
 * The one player view, live or on demand: the video element driven by the player machine, which
 * the root spawns as 'player' while this view is mounted (the machine gets this element's actions
 * and media actor), so one player is on a page at a time. Full screen, picture-in-picture, sound,
 * the keyboard, the overlays (loading, paused, ended, failed, "tap to unmute") are the same for
 * both; `controls` picks the set of controls under the picture and what the stream is.
 *
 * Live (a live room, a TV channel):
 *
 *   <Player controls="live" src={room.streamLink} title={room.title} poster={room.cover} watchRoomId={room.roomId} />
 *
 * `watchRoomId`: while a live room's stream plays, a member's minutes watched count for the daily
 * missions. The bar has play/pause, sound, the live badge, quality, picture-in-picture, theater and
 * full screen. Keys on the page: Space play/pause, M mute, F full screen.
 *
 * On demand (highlights, films, episodes):
 *
 *   <Player
 *     controls="vod"
 *     src={item.hlsPath}                 // the HLS master playlist (/hls/vod/<kind>/<id>/master.m3u8)
 *     title={item.title}                 // the video's accessible name
 *     poster={item.thumbnail}            // shown until the first frame
 *     duration={item.durationSeconds}    // the stated length, shown until the stream's own is known
 *     startAt={resumeSeconds}            // optional: where to start (resume); clamped into the video
 *     textTracks={[{ lang: 'vi', label: 'Tiếng Việt', src: '/…/vi.vtt' }, …]}  // optional WebVTT subtitles
 *     textTrack="vi"                     // optional: the track shown at start (default none)
 *     onProgress={({ currentTime, duration }) => …}  // every 5 s of playback, and at each pause, seek and the end
 *     onEnded={() => …}                  // played to the end (a next episode…)
 *     upNext={{ title, thumbnail, onPlay }}  // optional: the video that follows; the end screen counts down to it
 *   />
 *
 * It has a seek bar (drag or tap; ←/→ 5 s, Page Up/Down 10 s, Home/End), play/pause, replay at the
 * end (with `upNext`, a card that plays the next video after a countdown, with "play now" and cancel), sound, the time, subtitles (off or one track), speed 0.5–2×, quality, picture-in-picture and
 * full screen. Keys on the page: Space/K play/pause, M mute, F full screen; with focus in the player
 * also ←/→ 5 s, J/L 10 s, Home/End.
 *
 * Both autoplay muted (a "tap to unmute" hint; the user's play unmutes at 0.8). A new `src` plays
 * in the same player (with the props of that render). The frame carries data-state (the machine's
 * state path), data-muted and data-quality for tests; live adds data-level and data-latency, VOD
 * data-mode="vod", data-current-time, data-duration, data-rate and data-text-track.
 */
import { useSelector } from '@xstate/react';
import { STOPS_MUSIC_ATTRIBUTE } from '../../../machines/music/stops-music';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useIntl } from '../../lib/intl-context';
import { cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { playerMachine, type PlayerEvent, type PlayerProgress } from '../../../machines/player/player.machine';
import { mediaActor, videoActions } from '../../../machines/player/player.actors';
import { clampTime, type TextTrackSource } from '../../../machines/player/vod';
import { watchHeartbeat } from '../../../machines/rewards/watch-heartbeat.actors';
import { useAppSend, usePlayerActor } from '../../app/machine-hooks';
import { Icon } from '../ui/icon';
import { PlayerGlyph, type PlayerApi, type PlayerControlsProps } from './player-buttons';
import { LiveControls } from './live-controls';
import { VodControls } from './vod-controls';
import { UpNextCard, type UpNext } from './up-next-card';
import { VideoPoster } from './video-poster';
import { cueLinePercent, isTypingTarget, placeCues, shortcutOf, statePath, vodShortcutOf, type VodShortcut } from './player-state';
import { bigPlay, errorOverlay, errorText, errorTitle, frame, hint, overlay, spinner, srOnly, upNextOverlay, video } from './player-frame-styles';

type VideoWithFallbacks = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

interface StreamProps {
  /** The HLS master playlist. */
  src: string;
  /** What is playing, for the video's accessible name. */
  title: string;
  /** Shown until the first frame (a live room's cover is also the page's first large paint, drawn in its static frame). */
  poster?: string;
}

export interface LivePlayerProps extends StreamProps {
  controls: 'live';
  /** The live room whose stream this is: while it plays, a member's minutes watched count for the daily missions. */
  watchRoomId?: number;
}

export interface VodPlayerProps extends StreamProps {
  controls: 'vod';
  duration?: number;
  startAt?: number;
  textTracks?: TextTrackSource[];
  textTrack?: string | null;
  onProgress?(progress: PlayerProgress): void;
  onEnded?(): void;
  /** The video that follows: the end screen counts down to it (the player machine's ended.upNext). */
  upNext?: UpNext;
}

export type PlayerProps = LivePlayerProps | VodPlayerProps;

/** What differs between a live and an on-demand player: its controls, its keys and its words. */
interface PlayerKind {
  Controls: ComponentType<PlayerControlsProps>;
  shortcutOf(event: KeyboardEvent): VodShortcut | null;
  text: { label: string; shortcuts: string; loading: string; errorTitle: string; errorText: string };
}

const KINDS: Record<PlayerProps['controls'], PlayerKind> = {
  live: {
    Controls: LiveControls,
    shortcutOf,
    text: { label: 'player.label', shortcuts: 'player.shortcuts', loading: 'player.loading', errorTitle: 'player.error.title', errorText: 'player.error.text' },
  },
  vod: {
    Controls: VodControls,
    shortcutOf: vodShortcutOf,
    text: {
      label: 'player.vod.label',
      shortcuts: 'player.vod.shortcuts',
      loading: 'player.vod.loading',
      errorTitle: 'player.vod.error.title',
      errorText: 'player.vod.error.text',
    },
  },
};

const NO_TRACKS: TextTrackSource[] = [];

/** What the machine is told of the stream besides its source: a live room's id, or the on-demand options. */
function streamOf(props: PlayerProps): Omit<Extract<PlayerEvent, { type: 'player.load' }>, 'type' | 'src'> {
  if (props.controls === 'live') return props.watchRoomId === undefined ? {} : { watchRoomId: props.watchRoomId };
  const { startAt, duration, textTracks = NO_TRACKS, textTrack = null, upNext } = props;
  return { vod: { startAt, duration, textTracks, textTrack, upNext: upNext !== undefined } };
}

export function Player(props: PlayerProps) {
  const { src, title, poster } = props;
  const vod = props.controls === 'vod';
  const kind = KINDS[props.controls];
  const intl = useIntl();
  const send = useAppSend();
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const loadedSrc = useRef(src);
  const player = usePlayerActor();
  const propsRef = useRef(props);
  useEffect(() => {
    propsRef.current = props;
  });

  // Mount: hand the machine this element; unmount: stop it. The first stream comes with the mount.
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    loadedSrc.current = src;
    const callbacks = (): Pick<VodPlayerProps, 'onProgress' | 'onEnded' | 'upNext'> => (propsRef.current.controls === 'vod' ? propsRef.current : {});
    const logic = playerMachine.provide({
      actions: {
        ...videoActions(element),
        reportProgress: (_, progress: PlayerProgress) => callbacks().onProgress?.(progress),
        reportEnded: () => callbacks().onEnded?.(),
        reportNext: () => callbacks().upNext?.onPlay(),
      },
      actors: { media: mediaActor(element), watchHeartbeat },
    });
    send({ type: 'player.mount', logic, src, ...streamOf(propsRef.current) });
    return () => send({ type: 'player.unmount' });
    // A new src goes through player.load below, not through a new mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [send]);

  // A new stream (room to room, episode to episode) plays in the same player.
  useEffect(() => {
    if (loadedSrc.current === src) return;
    loadedSrc.current = src;
    send({ type: 'player.load', src, ...streamOf(propsRef.current) });
  }, [send, src]);

  const stated = props.controls === 'vod' ? props : null;
  const state = useSelector(player ?? undefined, (s) => (s ? statePath(s.value) : 'idle'));
  const muted = useSelector(player ?? undefined, (s) => s?.context.muted ?? true);
  const quality = useSelector(player ?? undefined, (s) => s?.context.quality ?? 'HD');
  const level = useSelector(player ?? undefined, (s) => s?.context.level ?? -1);
  const latency = useSelector(player ?? undefined, (s) => s?.context.latency ?? null);
  const currentTime = useSelector(player ?? undefined, (s) => s?.context.currentTime ?? stated?.startAt ?? 0);
  const knownDuration = useSelector(player ?? undefined, (s) => s?.context.duration ?? stated?.duration ?? null);
  const rate = useSelector(player ?? undefined, (s) => s?.context.rate ?? 1);
  const tracks = useSelector(player ?? undefined, (s) => s?.context.textTracks ?? NO_TRACKS);
  const shownTrack = useSelector(player ?? undefined, (s) => s?.context.textTrack ?? null);
  const countdown = useSelector(player ?? undefined, (s) => s?.context.countdown ?? null);

  // Subtitles sit just above the control bar (a cue's default line is the bottom one, under the bar):
  // measured, so the place holds on a phone, on a desktop and in full screen.
  useEffect(() => {
    const element = videoRef.current;
    const container = containerRef.current;
    if (!element || !container) return;
    let line: number | null = null;
    const placeAll = () => {
      if (line === null) return;
      for (const track of Array.from(element.textTracks)) placeCues(track.cues as ArrayLike<VTTCue> | null, line);
    };
    const measure = () => {
      const bar = container.querySelector<HTMLElement>('[data-testid="player-controls"]');
      const videoBox = element.getBoundingClientRect();
      line = cueLinePercent(videoBox.height, bar ? bar.getBoundingClientRect().top - videoBox.top : videoBox.height);
      placeAll();
    };
    const watch = () => {
      for (const track of Array.from(element.textTracks)) {
        track.removeEventListener('cuechange', placeAll);
        track.addEventListener('cuechange', placeAll);
      }
    };
    measure();
    watch();
    element.textTracks.addEventListener('addtrack', watch);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(container);
    return () => {
      resized?.disconnect();
      element.textTracks.removeEventListener('addtrack', watch);
      for (const track of Array.from(element.textTracks)) track.removeEventListener('cuechange', placeAll);
    };
  }, []);

  // The poster covers the video until it has a frame to show (again after a reset: a new stream, a retry).
  const [framed, setFramed] = useState(false);
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
  const ended = state.startsWith('attached.ended');
  const upNext = stated?.upNext;

  const api: PlayerApi = {
    playPause: () => send(watching ? { type: 'player.pause' } : { type: 'player.play' }),
    play: () => send({ type: 'player.play' }),
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
    selectQuality: (name) => send({ type: 'player.qualitySelected', name }),
    // The root forwards only the commands both kinds have; these go to the player itself.
    seek: (time) => player?.send({ type: 'player.seek', time }),
    selectRate: (value) => player?.send({ type: 'player.rateSelected', rate: value }),
    selectTextTrack: (lang) => player?.send({ type: 'player.textTrackSelected', lang }),
  };
  const apiRef = useRef({ api, currentTime, knownDuration, shortcutOf: kind.shortcutOf });
  useEffect(() => {
    apiRef.current = { api, currentTime, knownDuration, shortcutOf: kind.shortcutOf };
  });

  // Space (K), M, F anywhere nothing else takes the key; VOD's arrows, J/L, Home/End with focus in the player.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = apiRef.current.shortcutOf(event);
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

  const facts = vod
    ? {
        'data-mode': 'vod',
        'data-current-time': currentTime.toFixed(1),
        'data-duration': knownDuration === null ? undefined : knownDuration.toFixed(1),
        'data-rate': rate,
        'data-text-track': shownTrack ?? '',
      }
    : { 'data-level': level, 'data-latency': latency === null ? undefined : latency.toFixed(2) };
  const { Controls } = kind;
  return (
    <div
      ref={containerRef}
      className={frame}
      data-testid="player"
      data-state={state}
      data-muted={muted}
      data-quality={quality}
      {...facts}
      role="region"
      aria-label={intl.formatMessage({ id: kind.text.label })}
      aria-describedby="player-shortcuts"
      tabIndex={0}
    >
      <video
        ref={videoRef}
        className={video}
        playsInline
        muted
        {...{ [STOPS_MUSIC_ATTRIBUTE]: '' }}
        aria-label={title}
        onClick={vod ? () => (ended ? api.play() : api.playPause()) : undefined}
        onDoubleClick={() => api.toggleFullscreen()}
        onLoadedData={() => setFramed(true)}
        onEmptied={() => setFramed(false)}
      >
        {tracks.map((track) => (
          <track key={`${track.lang}:${track.src}`} kind="subtitles" srcLang={track.lang} label={track.label} src={track.src} />
        ))}
      </video>
      {poster && !framed ? <VideoPoster src={poster} /> : null}
      <span id="player-shortcuts" className={srOnly}>
        {intl.formatMessage({ id: kind.text.shortcuts })}
      </span>

      {busy ? (
        <div className={overlay} data-testid="player-spinner" role="status">
          <span className={spinner} aria-hidden="true" />
          <span className={srOnly}>{intl.formatMessage({ id: kind.text.loading })}</span>
        </div>
      ) : null}

      {ended && upNext ? (
        <div className={cx(overlay, upNextOverlay)}>
          <UpNextCard
            next={upNext}
            seconds={state === 'attached.ended.upNext' ? countdown : null}
            onNow={() => player?.send({ type: 'player.upNextNow' })}
            onCancel={() => player?.send({ type: 'player.upNextCancelled' })}
            onReplay={api.play}
          />
        </div>
      ) : paused || ended ? (
        <div className={overlay}>
          <button
            type="button"
            className={bigPlay}
            onClick={api.play}
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
          <p className={errorTitle}>{intl.formatMessage({ id: kind.text.errorTitle })}</p>
          <p className={errorText}>{intl.formatMessage({ id: kind.text.errorText })}</p>
          <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => send({ type: 'player.retry' })}>
            <Icon name="refresh" size={18} />
            {intl.formatMessage({ id: 'common.retry' })}
          </button>
        </div>
      ) : null}

      {watching && muted ? (
        <button type="button" className={hint} onClick={api.play} data-testid="player-unmute-hint">
          <Icon name="volumeOff" size={20} />
          {intl.formatMessage({ id: 'player.tapToUnmute' })}
        </button>
      ) : null}

      {failed ? null : (
        <Controls
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
