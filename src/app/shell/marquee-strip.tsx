import type { CSSProperties } from 'react';
import { useIntl } from '../../lib/intl-context';
import { css } from '../../../styled-system/css';
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
  color: 'accent.live',
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
  _motionReduce: { overflowX: 'auto', maskImage: 'none' },
});

const track = css({
  display: 'flex',
  w: 'max',
  h: 'full',
  animation: 'marquee',
  '[data-marquee]:hover &, [data-marquee]:focus-within &': { animationPlayState: 'paused' },
  _motionReduce: { animation: '[none]' },
});

const list = css({
  display: 'flex',
  alignItems: 'center',
  gap: '10',
  pr: '10',
  whiteSpace: 'nowrap',
  '&[data-copy]': { _motionReduce: { display: 'none' } },
});

const entry = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  color: 'fg.muted',
  _before: { content: '""', w: '1.5', h: '1.5', borderRadius: 'full', bg: 'accent.default', flexShrink: '0' },
});

const entryLink = css({ color: 'fg.default', _hover: { color: 'accent.text', textDecoration: 'underline' } });

function Entries({ items, copy }: { items: readonly MarqueeItem[]; copy?: boolean }) {
  return (
    <ul className={list} aria-hidden={copy || undefined} data-copy={copy || undefined}>
      {items.map((item) => (
        <li key={item.id} className={entry}>
          {item.path ? (
            <AppLink href={item.path} className={entryLink} tabIndex={copy ? -1 : undefined}>
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

/** The scrolling announcement strip under the header; pauses on hover or focus, still when motion is reduced. */
export function MarqueeStrip() {
  const intl = useIntl();
  const { status, marquee, menu } = useShellData();
  const items = [...(marquee.length > 0 ? marquee : (menu?.topMarquee ?? []))].sort((a, b) => a.sort - b.sort);

  if (items.length === 0) {
    // Keep the strip's room while loading so the page does not jump when it arrives.
    return status === 'loading' ? <div className={strip} aria-hidden="true" /> : null;
  }

  const characters = items.reduce((sum, item) => sum + item.content.length, 0);
  const duration = Math.max(MIN_DURATION_S, Math.round(characters * SECONDS_PER_CHARACTER));
  const label = intl.formatMessage({ id: 'marquee.label' });

  return (
    <section className={strip} aria-label={label} data-marquee="" data-testid="marquee">
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
    </section>
  );
}
