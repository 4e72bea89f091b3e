import type { ReactNode } from 'react';
import { useIntl } from '../../lib/intl-context';
import { css, cx } from '../../../styled-system/css';
import { dropdown } from '../../../styled-system/recipes';
import { PLAYBACK_RATES, formatClock, type TextTrackSource } from '../../../machines/player/vod';
import type { QualityName } from '../../../machines/player/qualities';
import { usePopover } from '../ui/use-popover';
import { Icon } from '../ui/icon';
import { QualityMenu, control, menuPanel, option, optionName, spacer, wideOnly } from './player-controls';
import { SeekBar } from './seek-bar';

const panel = css({
  position: 'absolute',
  insetX: '0',
  bottom: '0',
  display: 'flex',
  flexDirection: 'column',
  pt: '6',
  bgGradient: 'to-t',
  gradientFrom: 'ink.950',
  gradientTo: 'transparent',
  borderBottomRadius: '[inherit]',
});
const row = css({ display: 'flex', alignItems: 'center', gap: '0.5', px: { base: '1', sm: '2' }, pb: '1' });
const clock = css({
  px: '2',
  color: 'fg.onLive',
  fontSize: { base: 'xs', sm: 'sm' },
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
const clockSep = css({ color: 'ink.300', mx: '1' });

/** The speed and captions icons (drawn here: the shared icon set has no such glyphs). */
function Glyph({ name }: { name: 'speed' | 'captions' | 'replay' }) {
  const paths: Record<typeof name, ReactNode> = {
    speed: (
      <>
        <path d="M12 21a9 9 0 1 1 9-9" />
        <path d="m12 12 4-4" />
        <circle cx="12" cy="12" r="1.2" fill="currentColor" />
      </>
    ),
    captions: (
      <>
        <rect x="3" y="5" width="18" height="14" rx="2.5" />
        <path d="M10.5 10.2a2.2 2.2 0 1 0 0 3.6M17 10.2a2.2 2.2 0 1 0 0 3.6" />
      </>
    ),
    replay: (
      <>
        <path d="M4 12a8 8 0 1 0 2.3-5.7" />
        <path d="M4 4v4.5h4.5" />
      </>
    ),
  };
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {paths[name]}
    </svg>
  );
}
export { Glyph as PlayerGlyph };

interface MenuOption<T> {
  value: T;
  label: string;
}

/** A menu button over the bar whose items are radio choices (speed, subtitles). */
function ChoiceMenu<T extends string | number | null>({
  label,
  icon,
  badge,
  options,
  value,
  onSelect,
  testId,
}: {
  label: string;
  icon: ReactNode;
  badge?: string;
  options: Array<MenuOption<T>>;
  value: T;
  onSelect(value: T): void;
  testId: string;
}) {
  const { open, setOpen, rootRef, triggerRef, panelRef, panelId, onBlur, onTriggerKeyDown, onPanelKeyDown } = usePopover({ focusOnOpen: true });
  const styles = dropdown({ align: 'end' });
  const current = options.find((o) => o.value === value)?.label ?? '';
  return (
    <div ref={rootRef} className={styles.root} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className={control}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${label}: ${current}`}
        title={label}
        data-testid={testId}
        onClick={() => setOpen(!open)}
        onKeyDown={onTriggerKeyDown}
      >
        {icon}
        {badge ? <span aria-hidden="true">{badge}</span> : null}
      </button>
      {open ? (
        <div ref={panelRef} id={panelId} role="menu" aria-label={label} className={cx(styles.panel, menuPanel)} onKeyDown={onPanelKeyDown}>
          {options.map((o) => (
            <button
              key={String(o.value)}
              type="button"
              role="menuitemradio"
              aria-checked={o.value === value}
              tabIndex={-1}
              className={option}
              data-value={String(o.value)}
              onClick={() => {
                onSelect(o.value);
                setOpen(false);
                triggerRef.current?.focus();
              }}
            >
              <span className={cx(optionName, css({ flex: '1' }))}>{o.label}</span>
              {o.value === value ? <Icon name="check" size={16} /> : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** What the VOD controls can ask of the player view. */
export interface VodControlsApi {
  playPause(): void;
  replay(): void;
  toggleMute(): void;
  toggleFullscreen(): void;
  togglePip(): void;
  seek(time: number): void;
  selectRate(rate: number): void;
  selectTextTrack(lang: string | null): void;
  selectQuality(name: QualityName): void;
}

interface VodControlsProps {
  api: VodControlsApi;
  watching: boolean;
  ended: boolean;
  muted: boolean;
  fullscreen: boolean;
  currentTime: number;
  duration: number | null;
  rate: number;
  textTracks: TextTrackSource[];
  textTrack: string | null;
}

/** The VOD bar: the seek bar over play/pause (replay at the end), sound, time, subtitles, speed, quality, picture-in-picture, fullscreen. */
export function VodControls(props: VodControlsProps) {
  const { api, watching, ended, muted, fullscreen, currentTime, duration, rate, textTracks, textTrack } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const pipAvailable = typeof document !== 'undefined' && document.pictureInPictureEnabled;
  const playLabel = ended ? t('player.vod.replay') : t(watching ? 'player.pause' : 'player.play');
  const rateLabel = (r: number) => (r === 1 ? t('player.vod.rateNormal') : `${intl.formatNumber(r)}×`);
  return (
    <div className={panel} data-testid="player-controls">
      <SeekBar currentTime={currentTime} duration={duration} onSeek={api.seek} />
      <div className={row}>
        <button
          type="button"
          className={control}
          onClick={ended ? api.replay : api.playPause}
          aria-label={playLabel}
          title={playLabel}
          data-testid="player-play-pause"
          data-action={ended ? 'replay' : watching ? 'pause' : 'play'}
        >
          {ended ? <Glyph name="replay" /> : <Icon name={watching ? 'pause' : 'play'} size={22} />}
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
        <span className={clock} data-testid="player-clock">
          <span data-testid="player-current">{formatClock(currentTime)}</span>
          <span className={clockSep} aria-hidden="true">
            /
          </span>
          <span data-testid="player-duration">{formatClock(duration)}</span>
        </span>
        <span className={spacer} />
        {textTracks.length > 0 ? (
          <ChoiceMenu<string | null>
            label={t('player.vod.subtitles')}
            icon={<Glyph name="captions" />}
            options={[{ value: null, label: t('player.vod.subtitlesOff') }, ...textTracks.map((track) => ({ value: track.lang, label: track.label }))]}
            value={textTrack}
            onSelect={api.selectTextTrack}
            testId="player-subtitles"
          />
        ) : null}
        <ChoiceMenu<number>
          label={t('player.vod.speed')}
          icon={<Glyph name="speed" />}
          badge={rate === 1 ? undefined : `${intl.formatNumber(rate)}×`}
          options={PLAYBACK_RATES.map((r) => ({ value: r, label: rateLabel(r) }))}
          value={rate}
          onSelect={api.selectRate}
          testId="player-speed"
        />
        <span className={wideOnly}>
          <QualityMenu onSelect={api.selectQuality} />
        </span>
        {pipAvailable ? (
          <button type="button" className={cx(control, wideOnly)} onClick={api.togglePip} aria-label={t('player.pip')} title={t('player.pip')}>
            <Icon name="pip" size={22} />
          </button>
        ) : null}
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
    </div>
  );
}
