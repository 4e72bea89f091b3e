import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { useIntl } from '../../../lib/intl-context';
import { focusByKey } from '../../../components/ui/keyboard-nav';
import { Icon } from '../../../components/ui/icon';
import type { LeagueChip } from '../board-model';

const bar = css({
  display: 'flex',
  gap: '2',
  overflowX: 'auto',
  scrollbarWidth: '[none]',
  minHeight: '10',
  p: '0.5',
  // Room for the focus ring of the first and last chips.
  mx: '-0.5',
});
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  flexShrink: '0',
  minHeight: '9',
  pl: '2',
  pr: '3',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  transitionProperty: 'colors',
  transitionDuration: 'fast',
  _hover: { color: 'fg.default', borderColor: 'border.strong' },
  '&[aria-current=true]': { bg: 'accent.muted', color: 'accent.text', borderColor: 'accent.default' },
  '&[data-all]': { pl: '3' },
});
const logo = css({ w: '5', h: '5', objectFit: 'contain', flexShrink: '0' });
const count = css({ fontSize: 'xs', color: 'fg.subtle', fontVariantNumeric: 'tabular-nums', '[aria-current=true] &': { color: 'accent.text' } });
const star = css({ color: 'accent.hot', display: 'inline-flex', '& svg': { fill: '[currentColor]' } });

interface LeagueFilterProps {
  chips: readonly LeagueChip[];
  /** The chosen league (null: every league). */
  selected: number | null;
  /** Matches of the day in every league. */
  total: number;
  hrefOf: (leagueId: number | null) => string;
}

/**
 * The leagues of the day as links (the choice is in the URL): "All" then each league, pinned ones
 * starred. One Tab stop (the chosen one); ←/→, Home and End move between them, Enter opens.
 */
export function LeagueFilter({ chips, selected, total, hrefOf }: LeagueFilterProps) {
  const intl = useIntl();
  const chosenShown = selected !== null && chips.some((c) => c.id === selected);
  const barRef = useRef<HTMLElement>(null);

  // Keep the chosen league in sight when the chips scroll sideways (phones).
  useEffect(() => {
    const list = barRef.current;
    const item = list?.querySelector<HTMLElement>('[aria-current=true]');
    if (!list || !item || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = item.offsetLeft - list.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
  }, [selected]);

  return (
    <nav
      ref={barRef}
      aria-label={intl.formatMessage({ id: 'football.board.filter.label' })}
      className={bar}
      data-testid="league-filter"
      onKeyDown={(event) => focusByKey(event, 'a[href]', { orientation: 'horizontal' })}
    >
      <Link
        href={hrefOf(null)}
        className={chip}
        data-all=""
        data-league="all"
        aria-current={selected === null ? 'true' : undefined}
        tabIndex={selected === null || !chosenShown ? 0 : -1}
      >
        {intl.formatMessage({ id: 'football.board.filter.all' })}
        <span className={count}>{total}</span>
      </Link>
      {chips.map((c) => (
        <Link
          key={c.id}
          href={hrefOf(c.id)}
          className={chip}
          data-league={c.id}
          aria-current={selected === c.id ? 'true' : undefined}
          tabIndex={selected === c.id ? 0 : -1}
          aria-label={intl.formatMessage({ id: 'football.board.filter.league' }, { name: c.name, count: c.count })}
          title={c.name}
        >
          <img src={c.logo} alt="" width={20} height={20} className={logo} loading="lazy" decoding="async" />
          {c.name}
          {c.featured ? (
            <span className={star} aria-hidden="true">
              <Icon name="star" size={12} />
            </span>
          ) : null}
          <span className={count} aria-hidden="true">
            {c.count}
          </span>
        </Link>
      ))}
    </nav>
  );
}
