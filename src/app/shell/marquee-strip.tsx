import { useState, type CSSProperties } from 'react';
import { useIntl } from '../../lib/intl-context';
import { css } from '../../../styled-system/css';
import { iconButton } from '../../../styled-system/recipes';
import type { MarqueeItem } from '../../../contracts/schemas/shell';
import { AppLink } from '../../components/ui/app-link';
import { Icon } from '../../components/ui/icon';
import { useShellData } from '../machine-hooks';

/** Seconds of scrolling per character, so long and short strips move at the same speed. */
const SECONDS_PER_CHARACTER = 0.2;
const MIN_DURATION_S = 20;

const strip = css({
  display: 'flex',
  alignItems: 'center',
  h: 'marquee',
  bg: 'bg.subtle',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  fontSize: 'sm',
  overflow: 'hidden',
});

const chip = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1.5',
  h: 'full',
  px: { base: '3', sm: '4' },
  flexShrink: '0',
  color: 'accent.liveText',
  fontWeight: 'bold',
  bg: 'bg.surface',
  borderRightWidth: '1px',
  borderColor: 'border.subtle',
});

const chipText = css({ display: { base: 'none', sm: 'inline' }, textStyle: 'eyebrow' });

const viewport = css({
  position: 'relative',
  flex: '1',
  minWidth: '0',
  h: 'full',
  overflow: 'hidden',
  maskImage: 'linear-gradient(to right, transparent, black 24px, black calc(100% - 24px), transparent)',
  scrollPaddingInline: '2',
  // Still (reduced motion, or a link has keyboard focus): one row that scrolls sideways, which Tab
  // scrolls to show the focused link whole.
  _motionReduce: { overflowX: 'auto', maskImage: 'none' },
  '[data-marquee]:has(a:focus-visible) &': { overflowX: 'auto', maskImage: 'none', scrollbarWidth: '[none]' },
});

const track = css({
  display: 'flex',
  w: 'max',
  h: 'full',
  animation: 'marquee',
  '[data-marquee]:hover &, [data-marquee]:focus-within &, [data-marquee][data-paused] &': { animationPlayState: 'paused' },
  _motionReduce: { animation: '[none]' },
  '[data-marquee]:has(a:focus-visible) &': { animation: '[none]' },
});

const list = css({
  display: 'flex',
  alignItems: 'center',
  gap: '10',
  pr: '10',
  whiteSpace: 'nowrap',
  pl: '1',
  '&[data-copy]': { _motionReduce: { display: 'none' }, '[data-marquee]:has(a:focus-visible) &': { display: 'none' } },
});

const entry = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  color: 'fg.muted',
  _before: { content: '""', w: '1.5', h: '1.5', borderRadius: 'full', bg: 'accent.default', flexShrink: '0' },
});

/** Stops and restarts the scrolling (WCAG 2.2.2); nothing moves when motion is reduced, so it is not shown then. */
/** 1.75rem: with its focus ring it fits the strip's height. */
const pauseButton = css({ w: '7', h: '7', mx: '1', _motionReduce: { display: 'none' } });

/** A still strip (reduced motion, or keyboard focus in it) shows a link longer than the phone's strip cut with "…", so Tab can show it whole, ring and all; its title has the whole text. */
const stillEntry = {
  display: 'inline-block',
  maxW: '[calc(100vw - 5rem)]',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
} as const;

const entryLink = css({
  color: 'fg.default',
  _hover: { color: 'accent.text', textDecoration: 'underline' },
  _motionReduce: stillEntry,
  '[data-marquee]:has(a:focus-visible) &': stillEntry,
});

function Entries({ items, copy }: { items: readonly MarqueeItem[]; copy?: boolean }) {
  return (
    <ul className={list} aria-hidden={copy || undefined} data-copy={copy || undefined}>
      {items.map((item) => (
        <li key={item.id} className={entry}>
          {item.path ? (
            <AppLink href={item.path} className={entryLink} tabIndex={copy ? -1 : undefined} title={item.content}>
              {item.content}
            </AppLink>
          ) : (
            item.content
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The scrolling announcement strip under the header; pauses on hover, on focus and with its pause
 * button. When motion is reduced it does not move: the items stand in one row that scrolls sideways.
 */
export function MarqueeStrip() {
  const intl = useIntl();
  const { status, marquee, menu } = useShellData();
  const [paused, setPaused] = useState(false);
  const items = [...(marquee.length > 0 ? marquee : (menu?.topMarquee ?? []))].sort((a, b) => a.sort - b.sort);

  if (items.length === 0) {
    // Keep the strip's room while loading so the page does not jump when it arrives.
    return status === 'loading' ? <div className={strip} aria-hidden="true" /> : null;
  }

  const characters = items.reduce((sum, item) => sum + item.content.length, 0);
  const duration = Math.max(MIN_DURATION_S, Math.round(characters * SECONDS_PER_CHARACTER));
  const label = intl.formatMessage({ id: 'marquee.label' });

  return (
    <section className={strip} aria-label={label} data-marquee="" data-paused={paused || undefined} data-testid="marquee">
      <span className={chip}>
        <Icon name="live" size={18} />
        <span className={chipText}>{label}</span>
      </span>
      <div className={viewport}>
        <div className={track} style={{ '--marquee-duration': `${duration}s` } as CSSProperties}>
          <Entries items={items} />
          <Entries items={items} copy />
        </div>
      </div>
      <button
        type="button"
        className={`${iconButton({ size: 'sm' })} ${pauseButton}`}
        aria-pressed={paused}
        aria-label={intl.formatMessage({ id: 'marquee.pause' })}
        title={intl.formatMessage({ id: paused ? 'marquee.play' : 'marquee.pause' })}
        onClick={() => setPaused((p) => !p)}
        data-testid="marquee-pause"
      >
        <Icon name={paused ? 'play' : 'pause'} size={16} />
      </button>
    </section>
  );
}
