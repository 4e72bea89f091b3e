import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from '../../lib/intl-context';
import { css } from '../../../styled-system/css';
import { formatClock, playedFraction, seekTargetForKey, timeAtPointer } from '../../../machines/player/vod';

const root = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  h: '6',
  mx: { base: '2', sm: '3' },
  cursor: 'pointer',
  touchAction: 'none',
  outline: 'none',
  '&:focus-visible .seek-track': { outline: '[2px solid]', outlineColor: 'accent.default', outlineOffset: '[3px]' },
  '&:hover .seek-track, &[data-dragging=true] .seek-track': { h: '1.5' },
  '&:hover .seek-thumb, &:focus-visible .seek-thumb, &[data-dragging=true] .seek-thumb': { transform: 'translate(-50%, -50%) scale(1)' },
  '&:hover .seek-tip, &[data-dragging=true] .seek-tip': { opacity: '[1]' },
});
const track = css({ position: 'relative', w: 'full', h: '1', borderRadius: 'full', bg: 'alpha.white10', transition: '[height 0.1s]' });
const fill = css({ position: 'absolute', insetY: '0', left: '0', borderRadius: 'full', bg: 'accent.default' });
const hover = css({ position: 'absolute', insetY: '0', left: '0', borderRadius: 'full', bg: 'alpha.white10' });
const thumb = css({
  position: 'absolute',
  top: '[50%]',
  w: '3.5',
  h: '3.5',
  borderRadius: 'full',
  bg: 'accent.default',
  boxShadow: 'elevated',
  transform: { base: 'translate(-50%, -50%) scale(1)', md: 'translate(-50%, -50%) scale(0)' },
  transition: '[transform 0.1s]',
  pointerEvents: 'none',
});
const tip = css({
  position: 'absolute',
  bottom: '[calc(100% + 6px)]',
  transform: 'translateX(-50%)',
  px: '2',
  py: '0.5',
  borderRadius: 'md',
  bg: 'ink.950',
  color: 'fg.onLive',
  fontSize: 'xs',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
  opacity: '[0]',
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
});

interface SeekBarProps {
  currentTime: number;
  duration: number | null;
  onSeek(time: number): void;
}

/**
 * The VOD seek bar, a WAI-ARIA slider: drag or tap anywhere on it (mouse, pen and touch through
 * pointer events), ←/→ (and ↓/↑) move 5 s, Page Down/Up 10 s, Home/End the start and the end.
 * While dragging it shows the time under the finger and seeks once, on release.
 */
export function SeekBar({ currentTime, duration, onSeek }: SeekBarProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const [dragTime, setDragTime] = useState<number | null>(null);
  const [hoverTime, setHoverTime] = useState<number | null>(null);
  const shown = dragTime ?? currentTime;

  const timeAt = (event: PointerEvent<HTMLDivElement>) => {
    const rect = ref.current?.getBoundingClientRect();
    return rect ? timeAtPointer(event.clientX, rect.left, rect.width, duration) : 0;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (duration === null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    setDragTime(timeAt(event));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const time = timeAt(event);
    setHoverTime(time);
    if (dragTime !== null) setDragTime(time);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (dragTime === null) return;
    const time = timeAt(event);
    setDragTime(null);
    onSeek(time);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = seekTargetForKey(event.key, currentTime, duration);
    if (target === null) return;
    event.preventDefault();
    // The player's own arrow shortcuts must not seek a second time.
    event.stopPropagation();
    onSeek(target);
  };

  const tipTime = dragTime ?? hoverTime;
  const valueText = intl.formatMessage({ id: 'player.vod.position' }, { current: formatClock(shown), duration: formatClock(duration) });
  return (
    <div
      ref={ref}
      className={root}
      role="slider"
      tabIndex={0}
      aria-label={intl.formatMessage({ id: 'player.vod.seek' })}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration ?? 0)}
      aria-valuenow={Math.round(shown)}
      aria-valuetext={valueText}
      aria-disabled={duration === null}
      data-testid="player-seek"
      data-dragging={dragTime !== null}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDragTime(null)}
      onPointerLeave={() => setHoverTime(null)}
      onKeyDown={onKeyDown}
    >
      <div className={`seek-track ${track}`}>
        {hoverTime !== null ? <div className={hover} style={{ width: `${playedFraction(hoverTime, duration) * 100}%` }} /> : null}
        <div className={fill} style={{ width: `${playedFraction(shown, duration) * 100}%` }} />
        <div className={`seek-thumb ${thumb}`} style={{ left: `${playedFraction(shown, duration) * 100}%` }} />
      </div>
      {tipTime !== null ? (
        <span className={`seek-tip ${tip}`} style={{ left: `${playedFraction(tipTime, duration) * 100}%` }} aria-hidden="true">
          {formatClock(tipTime)}
        </span>
      ) : null}
    </div>
  );
}
