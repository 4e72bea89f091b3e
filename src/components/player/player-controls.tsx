import { useSelector } from '@xstate/react';
import { useIntl } from '../../lib/intl-context';
import { css, cx } from '../../../styled-system/css';
import { dropdown } from '../../../styled-system/recipes';
import { STREAM_QUALITIES, isQualityAvailable, type QualityName } from '../../../machines/player/qualities';
import { useAppSend, usePlayerActor, useRoomLayout } from '../../app/machine-hooks';
import { usePopover } from '../ui/use-popover';
import { Icon } from '../ui/icon';

/** What the controls can ask of the player view. */
export interface PlayerApi {
  playPause(): void;
  play(): void;
  toggleMute(): void;
  toggleFullscreen(): void;
  togglePip(): void;
  selectQuality(name: QualityName): void;
}

export const bar = css({
  position: 'absolute',
  insetX: '0',
  bottom: '0',
  display: 'flex',
  alignItems: 'center',
  gap: '0.5',
  px: { base: '1', sm: '2' },
  py: '1',
  bgGradient: 'to-t',
  gradientFrom: 'ink.950',
  gradientTo: 'transparent',
  borderBottomRadius: '[inherit]',
});
export const control = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  minW: 'touch',
  h: 'touch',
  px: '2',
  borderRadius: 'lg',
  color: 'fg.onLive',
  fontSize: 'sm',
  fontWeight: 'bold',
  cursor: 'pointer',
  _hover: { bg: 'alpha.white10' },
  _expanded: { bg: 'alpha.white10' },
});
const live = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  ml: '1',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'accent.live',
  color: 'fg.onLive',
  fontSize: '2xs',
  fontWeight: 'bold',
  letterSpacing: 'wide',
  textTransform: 'uppercase',
});
const liveDot = css({ w: '1.5', h: '1.5', borderRadius: 'full', bg: 'fg.onLive', animation: 'livePulse' });
export const spacer = css({ flex: '1' });
export const wideOnly = css({ display: { base: 'none', md: 'inline-flex' } });
export const menuPanel = css({ top: '[auto]', bottom: '[calc(100% + 6px)]', minWidth: '44', color: 'fg.default' });
export const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  w: 'full',
  minHeight: '9',
  px: '3',
  borderRadius: 'lg',
  fontSize: 'sm',
  textAlign: 'left',
  cursor: 'pointer',
  _hover: { bg: 'bg.hover' },
  _disabled: { opacity: 'disabled', cursor: 'not-allowed', _hover: { bg: 'transparent' } },
  '&[aria-checked=true]': { color: 'accent.text', fontWeight: 'bold' },
});
export const optionName = css({ minW: '8', fontWeight: 'bold' });
export const optionSub = css({ flex: '1', color: 'fg.muted', fontSize: 'xs' });

export function QualityMenu({ onSelect }: { onSelect: (name: QualityName) => void }) {
  const intl = useIntl();
  const player = usePlayerActor();
  const quality = useSelector(player ?? undefined, (s) => s?.context.quality ?? 'HD');
  const levels = useSelector(player ?? undefined, (s) => s?.context.levels);
  const { open, setOpen, rootRef, triggerRef, panelRef, panelId, onBlur, onTriggerKeyDown, onPanelKeyDown } = usePopover({ focusOnOpen: true });
  const styles = dropdown({ align: 'end' });
  const label = intl.formatMessage({ id: 'player.quality' });
  return (
    <div ref={rootRef} className={styles.root} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className={control}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${label}: ${quality}`}
        data-testid="player-quality"
        onClick={() => setOpen(!open)}
        onKeyDown={onTriggerKeyDown}
      >
        <Icon name="settings" size={20} />
        <span aria-hidden="true">{quality}</span>
      </button>
      {open ? (
        <div ref={panelRef} id={panelId} role="menu" aria-label={label} className={cx(styles.panel, menuPanel)} onKeyDown={onPanelKeyDown}>
          {[...STREAM_QUALITIES].reverse().map((q) => (
            <button
              key={q.name}
              type="button"
              role="menuitemradio"
              aria-checked={q.name === quality}
              tabIndex={-1}
              className={option}
              disabled={!levels || !isQualityAvailable(q.name, levels)}
              data-quality={q.name}
              onClick={() => {
                onSelect(q.name);
                setOpen(false);
                triggerRef.current?.focus();
              }}
            >
              <span className={optionName}>{q.name}</span>
              <span className={optionSub}>{q.subName}</span>
              {q.name === quality ? <Icon name="check" size={16} /> : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

interface PlayerControlsProps {
  api: PlayerApi;
  watching: boolean;
  muted: boolean;
  fullscreen: boolean;
}

/** The bar under the picture: play/pause, sound, live badge, quality, picture-in-picture, theater, fullscreen. */
export function PlayerControls({ api, watching, muted, fullscreen }: PlayerControlsProps) {
  const intl = useIntl();
  const send = useAppSend();
  const theater = useRoomLayout() === 'theater';
  const pipAvailable = typeof document !== 'undefined' && document.pictureInPictureEnabled;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={bar} data-testid="player-controls">
      <button
        type="button"
        className={control}
        onClick={api.playPause}
        aria-label={t(watching ? 'player.pause' : 'player.play')}
        title={t(watching ? 'player.pause' : 'player.play')}
        data-testid="player-play-pause"
        data-action={watching ? 'pause' : 'play'}
      >
        <Icon name={watching ? 'pause' : 'play'} size={22} />
      </button>
      <button
        type="button"
        className={control}
        onClick={api.toggleMute}
        aria-label={t(muted ? 'player.unmute' : 'player.mute')}
        title={t(muted ? 'player.unmute' : 'player.mute')}
        aria-pressed={muted}
        data-testid="player-mute"
      >
        <Icon name={muted ? 'volumeOff' : 'volume'} size={22} />
      </button>
      <span className={live}>
        <span className={liveDot} aria-hidden="true" />
        {t('player.live')}
      </span>
      <span className={spacer} />
      <QualityMenu onSelect={api.selectQuality} />
      {pipAvailable ? (
        <button type="button" className={cx(control, wideOnly)} onClick={api.togglePip} aria-label={t('player.pip')} title={t('player.pip')}>
          <Icon name="pip" size={22} />
        </button>
      ) : null}
      <button
        type="button"
        className={cx(control, wideOnly)}
        onClick={() => send({ type: 'room.toggleTheater' })}
        aria-label={t(theater ? 'room.theater.exit' : 'room.theater.enter')}
        title={t(theater ? 'room.theater.exit' : 'room.theater.enter')}
        aria-pressed={theater}
        data-testid="player-theater"
      >
        <Icon name="theater" size={22} />
      </button>
      <button
        type="button"
        className={control}
        onClick={api.toggleFullscreen}
        aria-label={t(fullscreen ? 'player.exitFullscreen' : 'player.fullscreen')}
        title={t(fullscreen ? 'player.exitFullscreen' : 'player.fullscreen')}
        data-testid="player-fullscreen"
      >
        <Icon name={fullscreen ? 'exitFullscreen' : 'fullscreen'} size={22} />
      </button>
    </div>
  );
}
