/**
 * The buttons both sets of player controls are built from (live-controls.tsx, vod-controls.tsx):
 * a control button, play/pause (replay at a video's end), sound, picture-in-picture, full screen,
 * and the menu button whose items are radio choices (quality, speed, subtitles).
 */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from '../../lib/intl-context';
import { css, cx } from '../../../styled-system/css';
import { dropdown } from '../../../styled-system/recipes';
import { STREAM_QUALITIES, isQualityAvailable, type QualityName } from '../../../machines/player/qualities';
import type { TextTrackSource } from '../../../machines/player/vod';
import { usePlayerActor } from '../../app/machine-hooks';
import { usePopover } from '../ui/use-popover';
import { Icon, iconSet } from '../ui/icon';

/** What the controls can ask of the player view. */
export interface PlayerApi {
  playPause(): void;
  play(): void;
  toggleMute(): void;
  toggleFullscreen(): void;
  togglePip(): void;
  selectQuality(name: QualityName): void;
  /** VOD: go to this second. */
  seek(time: number): void;
  /** VOD: a playback speed. */
  selectRate(rate: number): void;
  /** VOD: a subtitle track's language, or null for none. */
  selectTextTrack(lang: string | null): void;
}

/** What the player view gives its set of controls. */
export interface PlayerControlsProps {
  api: PlayerApi;
  watching: boolean;
  /** VOD: played to the end (never, live). */
  ended: boolean;
  muted: boolean;
  fullscreen: boolean;
  currentTime: number;
  duration: number | null;
  rate: number;
  textTracks: TextTrackSource[];
  textTrack: string | null;
}

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
export const spacer = css({ flex: '1' });
export const wideOnly = css({ display: { base: 'none', md: 'inline-flex' } });
const menuPanel = css({ top: '[auto]', bottom: '[calc(100% + 6px)]', minWidth: '44', color: 'fg.default' });
const option = css({
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
const optionName = css({ minW: '8', fontWeight: 'bold' });
const optionSub = css({ flex: '1', color: 'fg.muted', fontSize: 'xs' });
const optionAlone = css({ flex: '1' });

/** The speed, captions and replay shapes, drawn by the one icon implementation; they load with the player only. */
const Glyph = iconSet({
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
});

export function PlayerGlyph({ name }: { name: 'speed' | 'captions' | 'replay' }) {
  return <Glyph name={name} size={22} />;
}

interface ControlButtonProps {
  /** The button's name, also its tooltip. */
  label: string;
  onClick(): void;
  children: ReactNode;
  /** Hidden on narrow screens. */
  wide?: boolean;
  pressed?: boolean;
  testId?: string;
  action?: string;
}

/** A button of the control bar: its name is also its tooltip. */
export function ControlButton({ label, onClick, children, wide = false, pressed, testId, action }: ControlButtonProps) {
  return (
    <button
      type="button"
      className={wide ? cx(control, wideOnly) : control}
      onClick={onClick}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      data-testid={testId}
      data-action={action}
    >
      {children}
    </button>
  );
}

/** Play or pause; at a video's end, replay. */
export function PlayPauseButton({ api, watching, ended }: Pick<PlayerControlsProps, 'api' | 'watching' | 'ended'>) {
  const intl = useIntl();
  const action = ended ? 'replay' : watching ? 'pause' : 'play';
  return (
    <ControlButton
      label={intl.formatMessage({ id: ended ? 'player.vod.replay' : watching ? 'player.pause' : 'player.play' })}
      onClick={ended ? api.play : api.playPause}
      testId="player-play-pause"
      action={action}
    >
      {ended ? <PlayerGlyph name="replay" /> : <Icon name={watching ? 'pause' : 'play'} size={22} />}
    </ControlButton>
  );
}

/** Sound on or off (pressed while muted). */
export function MuteButton({ api, muted }: Pick<PlayerControlsProps, 'api' | 'muted'>) {
  const intl = useIntl();
  return (
    <ControlButton label={intl.formatMessage({ id: muted ? 'player.unmute' : 'player.mute' })} onClick={api.toggleMute} pressed={muted} testId="player-mute">
      <Icon name={muted ? 'volumeOff' : 'volume'} size={22} />
    </ControlButton>
  );
}

/** Picture-in-picture, where the browser has it (wide screens only). */
export function PipButton({ api }: Pick<PlayerControlsProps, 'api'>) {
  const intl = useIntl();
  const available = typeof document !== 'undefined' && document.pictureInPictureEnabled;
  if (!available) return null;
  return (
    <ControlButton label={intl.formatMessage({ id: 'player.pip' })} onClick={api.togglePip} wide>
      <Icon name="pip" size={22} />
    </ControlButton>
  );
}

export function FullscreenButton({ api, fullscreen }: Pick<PlayerControlsProps, 'api' | 'fullscreen'>) {
  const intl = useIntl();
  return (
    <ControlButton label={intl.formatMessage({ id: fullscreen ? 'player.exitFullscreen' : 'player.fullscreen' })} onClick={api.toggleFullscreen} testId="player-fullscreen">
      <Icon name={fullscreen ? 'exitFullscreen' : 'fullscreen'} size={22} />
    </ControlButton>
  );
}

export interface MenuChoice<T> {
  value: T;
  label: string;
  /** A second, quieter line of the item (a quality's resolution). */
  sub?: string;
  disabled?: boolean;
}

interface MenuButtonProps<T> {
  /** The menu's name; the trigger's name adds the current choice ("Speed: Normal"). */
  label: string;
  /** The trigger's tooltip, when it has one. */
  title?: string;
  icon: ReactNode;
  /** Shown beside the icon (the quality, a speed other than normal). */
  badge?: string;
  choices: Array<MenuChoice<T>>;
  value: T;
  onSelect(value: T): void;
  testId: string;
  /** The data attribute naming each item's value (tests pick items by it). */
  itemAttribute?: 'data-value' | 'data-quality';
}

/** A menu button over the bar whose items are radio choices (quality, speed, subtitles). */
export function MenuButton<T extends string | number | null>({ label, title, icon, badge, choices, value, onSelect, testId, itemAttribute = 'data-value' }: MenuButtonProps<T>) {
  const { open, setOpen, triggerRef, rootProps, triggerProps, panelProps } = usePopover({ focusOnOpen: true });
  const styles = dropdown({ align: 'end' });
  const current = choices.find((c) => c.value === value)?.label ?? '';
  return (
    <div {...rootProps} className={styles.root}>
      <button {...triggerProps} className={control} aria-haspopup="menu" aria-label={`${label}: ${current}`} title={title} data-testid={testId}>
        {icon}
        {badge ? <span aria-hidden="true">{badge}</span> : null}
      </button>
      {open ? (
        <div {...panelProps} role="menu" aria-label={label} className={cx(styles.panel, menuPanel)}>
          {choices.map((c) => (
            <button
              key={String(c.value)}
              type="button"
              role="menuitemradio"
              aria-checked={c.value === value}
              tabIndex={-1}
              className={option}
              disabled={c.disabled}
              {...{ [itemAttribute]: String(c.value) }}
              onClick={() => {
                onSelect(c.value);
                setOpen(false);
                triggerRef.current?.focus();
              }}
            >
              <span className={c.sub === undefined ? cx(optionName, optionAlone) : optionName}>{c.label}</span>
              {c.sub === undefined ? null : <span className={optionSub}>{c.sub}</span>}
              {c.value === value ? <Icon name="check" size={16} /> : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The stream's qualities, best first; those the stream does not have are shown disabled. */
export function QualityMenu({ api }: Pick<PlayerControlsProps, 'api'>) {
  const intl = useIntl();
  const player = usePlayerActor();
  const quality = useSelector(player ?? undefined, (s) => s?.context.quality ?? 'HD');
  const levels = useSelector(player ?? undefined, (s) => s?.context.levels);
  return (
    <MenuButton<QualityName>
      label={intl.formatMessage({ id: 'player.quality' })}
      icon={<Icon name="settings" size={20} />}
      badge={quality}
      choices={[...STREAM_QUALITIES].reverse().map((q) => ({ value: q.name, label: q.name, sub: q.subName, disabled: !levels || !isQualityAvailable(q.name, levels) }))}
      value={quality}
      onSelect={api.selectQuality}
      testId="player-quality"
      itemAttribute="data-quality"
    />
  );
}
