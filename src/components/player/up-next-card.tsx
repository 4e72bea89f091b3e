/** The end screen's card of the video that follows: its countdown, "play now", cancel and replay (player.tsx). */
import type { KeyboardEvent, ReactNode } from 'react';
import { useIntl } from '../../lib/intl-context';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { Icon } from '../ui/icon';
import { PlayerGlyph } from './player-buttons';
import { srOnly } from './player-frame-styles';

/** The video that follows, as the page names it; `onPlay` goes to it. */
export interface UpNext {
  /** Its title as the page draws it. */
  title: ReactNode;
  thumbnail?: string;
  onPlay(): void;
}

const card = css({
  display: 'flex',
  gap: '3',
  alignItems: 'center',
  w: 'full',
  maxW: 'lg',
  p: { base: '2.5', sm: '3' },
  borderRadius: 'xl',
  bg: 'bg.overlay',
  color: 'fg.onLive',
  textAlign: 'left',
  animation: 'fadeIn',
});
const thumb = css({ display: { base: 'none', sm: 'block' }, w: '36', aspectRatio: 'wide', objectFit: 'cover', borderRadius: 'lg', flexShrink: '0', bg: 'ink.900' });
const body = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0', flex: '1' });
const kicker = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'ink.200', fontVariantNumeric: 'tabular-nums' });
const name = css({ fontWeight: 'bold', fontSize: { base: 'sm', sm: 'md' }, lineHeight: 'snug', lineClamp: '1', overflowWrap: 'anywhere' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1' });
const light = css({ color: 'fg.onLive', borderColor: 'ink.300', _hover: { bg: 'alpha.white10' } });

interface UpNextCardProps {
  next: UpNext;
  /** Seconds before the next video plays by itself, or null once the countdown was cancelled. */
  seconds: number | null;
  onNow(): void;
  onCancel(): void;
  onReplay(): void;
}

/** The card; Escape cancels the countdown while focus is in it. */
export function UpNextCard({ next, seconds, onNow, onCancel, onReplay }: UpNextCardProps) {
  const intl = useIntl();
  const counting = seconds !== null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && counting) {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <section className={card} aria-labelledby="player-up-next-title" data-testid="player-up-next" data-state={counting ? 'counting' : 'still'} onKeyDown={onKeyDown}>
      {next.thumbnail ? <img className={thumb} src={next.thumbnail} alt="" width={144} height={81} /> : null}
      <div className={body}>
        <p className={kicker} data-testid="player-up-next-countdown">
          {counting ? intl.formatMessage({ id: 'player.vod.upNext.in' }, { seconds }) : intl.formatMessage({ id: 'player.vod.upNext.label' })}
        </p>
        <h2 id="player-up-next-title" className={name}>
          <span className={srOnly}>{intl.formatMessage({ id: 'player.vod.upNext.label' })}: </span>
          {next.title}
        </h2>
        <div className={actions}>
          <button type="button" className={button({ variant: 'solid', size: 'sm' })} onClick={onNow} data-testid="player-up-next-now">
            <Icon name="play" size={16} />
            {intl.formatMessage({ id: 'player.vod.upNext.now' })}
          </button>
          {counting ? (
            <button type="button" className={cx(button({ variant: 'outline', size: 'sm' }), light)} onClick={onCancel} data-testid="player-up-next-cancel">
              {intl.formatMessage({ id: 'player.vod.upNext.cancel' })}
            </button>
          ) : (
            <button type="button" className={cx(button({ variant: 'outline', size: 'sm' }), light)} onClick={onReplay} data-testid="player-replay">
              <PlayerGlyph name="replay" />
              {intl.formatMessage({ id: 'player.vod.replay' })}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
