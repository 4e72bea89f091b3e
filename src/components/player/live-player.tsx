import { useSelector } from '@xstate/react';
import { STOPS_MUSIC_ATTRIBUTE } from '../../../machines/music/stops-music';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from '../../lib/intl-context';
import { cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { playerMachine } from '../../../machines/player/player.machine';
import { mediaActor, videoActions } from '../../../machines/player/player.actors';
import { watchHeartbeat } from '../../../machines/rewards/watch-heartbeat.actors';
import { useAppSend, usePlayerActor } from '../../app/machine-hooks';
import { Icon } from '../ui/icon';
import { PlayerControls, type PlayerApi } from './player-controls';
import { isTypingTarget, shortcutOf, statePath } from './player-state';
import { bigPlay, errorOverlay, errorText, errorTitle, frame, hint, overlay, spinner, srOnly, video } from './player-frame-styles';

export type VideoWithFallbacks = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

interface LivePlayerProps {
  /** The room's HLS master playlist. */
  src: string;
  /** What is playing, for the video's accessible name. */
  title: string;
  /** The room's cover, shown until the first frame (it is also the page's first large paint). */
  poster?: string;
  /** The live room whose stream this is: while it plays, a member's minutes watched count for the daily missions. */
  watchRoomId?: number;
}

/**
 * The live room's player view: a video element driven by the player machine, which the root spawns
 * as 'player' while this view is mounted (the machine gets this element's actions and media actor).
 */
export function LivePlayer({ src, title, poster, watchRoomId }: LivePlayerProps) {
  const intl = useIntl();
  const send = useAppSend();
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const loadedSrc = useRef(src);
  const player = usePlayerActor();

  // Mount: hand the machine this element; unmount: stop it. The first stream comes with the mount.
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    loadedSrc.current = src;
    send({
      type: 'player.mount',
      logic: playerMachine.provide({ actions: videoActions(element), actors: { media: mediaActor(element), watchHeartbeat } }),
      src,
      ...(watchRoomId === undefined ? {} : { watchRoomId }),
    });
    return () => send({ type: 'player.unmount' });
    // The stream changes go through player.load below, not through a new mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [send]);

  // Room to room: the same player attaches the new stream.
  useEffect(() => {
    if (loadedSrc.current === src) return;
    loadedSrc.current = src;
    send({ type: 'player.load', src, ...(watchRoomId === undefined ? {} : { watchRoomId }) });
    // The room comes with its stream: a new room means a new src.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [send, src]);

  const state = useSelector(player ?? undefined, (s) => (s ? statePath(s.value) : 'idle'));
  const muted = useSelector(player ?? undefined, (s) => s?.context.muted ?? true);
  const quality = useSelector(player ?? undefined, (s) => s?.context.quality ?? 'HD');
  const level = useSelector(player ?? undefined, (s) => s?.context.level ?? -1);
  const latency = useSelector(player ?? undefined, (s) => s?.context.latency ?? null);

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
  };
  const apiRef = useRef(api);
  useEffect(() => {
    apiRef.current = api;
  });

  // Shortcuts when the player has focus or nothing on the page takes the keys (no field, and for space no button or link).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut || event.defaultPrevented || isTypingTarget(event.target)) return;
      const target = event.target instanceof Element ? event.target : null;
      const inPlayer = target !== null && containerRef.current?.contains(target) === true;
      const onControl = target?.closest('a[href], button, summary, [role="button"], [role="tab"], [role="menuitemradio"]') != null;
      if (shortcut === 'playPause' && onControl) return;
      if (!inPlayer && onControl && target?.closest('[role="dialog"], [role="menu"]')) return;
      event.preventDefault();
      if (shortcut === 'playPause') apiRef.current.playPause();
      else if (shortcut === 'mute') apiRef.current.toggleMute();
      else apiRef.current.toggleFullscreen();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div
      ref={containerRef}
      className={frame}
      data-testid="player"
      data-state={state}
      data-muted={muted}
      data-quality={quality}
      data-level={level}
      data-latency={latency === null ? undefined : latency.toFixed(2)}
      role="region"
      aria-label={intl.formatMessage({ id: 'player.label' })}
      aria-describedby="player-shortcuts"
      tabIndex={0}
    >
      <video ref={videoRef} className={video} playsInline muted {...{ [STOPS_MUSIC_ATTRIBUTE]: '' }} poster={poster} aria-label={title} onDoubleClick={() => api.toggleFullscreen()} />
      <span id="player-shortcuts" className={srOnly}>
        {intl.formatMessage({ id: 'player.shortcuts' })}
      </span>

      {busy ? (
        <div className={overlay} data-testid="player-spinner" role="status">
          <span className={spinner} aria-hidden="true" />
          <span className={srOnly}>{intl.formatMessage({ id: 'player.loading' })}</span>
        </div>
      ) : null}

      {paused ? (
        <div className={overlay}>
          <button type="button" className={bigPlay} onClick={api.play} aria-label={intl.formatMessage({ id: 'player.play' })} data-testid="player-big-play">
            <Icon name="play" size={30} />
          </button>
        </div>
      ) : null}

      {failed ? (
        <div className={cx(overlay, errorOverlay)} role="alert" data-testid="player-error">
          <Icon name="warning" size={36} />
          <p className={errorTitle}>{intl.formatMessage({ id: 'player.error.title' })}</p>
          <p className={errorText}>{intl.formatMessage({ id: 'player.error.text' })}</p>
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

      {failed ? null : <PlayerControls api={api} watching={watching} muted={muted} fullscreen={fullscreen} />}
    </div>
  );
}
