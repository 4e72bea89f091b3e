import { srOnly } from './text-styles';
import { useEffect, useRef } from 'react';
import { useIntl } from '../../lib/intl-context';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css';
import { dayAsDate, relativeDay, type IsoDay } from '../../../contracts/day-strip';
import { focusByKey } from './keyboard-nav';

const strip = css({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '[minmax(3.25rem, 1fr)]',
  gap: '1.5',
  overflowX: 'auto',
  scrollbarWidth: '[none]',
  p: '1',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
});

const day = css({
  // Holds its screen-reader words inside the strip's scroll (they are placed absolutely).
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  minHeight: '14',
  px: '1',
  borderRadius: 'lg',
  color: 'fg.muted',
  textAlign: 'center',
  transitionProperty: 'colors',
  transitionDuration: 'fast',
  _hover: { bg: 'bg.hover', color: 'fg.default' },
  '&[aria-current=date]': { bg: 'accent.default', color: 'fg.onAccent', _hover: { bg: 'accent.emphasized' } },
});

const dayName = css({ fontSize: { base: '2xs', sm: 'xs' }, fontWeight: 'semibold', lineHeight: 'tight', whiteSpace: 'nowrap' });
const dayDate = css({ fontSize: 'sm', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', lineHeight: 'tight' });

interface DayStripProps {
  /** The strip's accessible name. */
  label: string;
  days: readonly IsoDay[];
  selected: IsoDay;
  today: IsoDay;
  /** The address of a day (the same page with the day in its query). */
  hrefOf: (day: IsoDay) => string;
  testId?: string;
}

/**
 * A row of calendar days as links; the chosen one is marked aria-current="date". "Today", "Yesterday",
 * "Tomorrow" where they apply. One Tab stop (the chosen day); ←/→/Home/End move between days and
 * Enter opens the focused one.
 */
export function DayStrip({ label, days, selected, today, hrefOf, testId }: DayStripProps) {
  const intl = useIntl();
  const stripRef = useRef<HTMLElement>(null);
  const selectedRef = useRef<HTMLAnchorElement>(null);

  // Keep the chosen day in sight when the strip scrolls sideways (narrow phones).
  useEffect(() => {
    const item = selectedRef.current;
    const list = stripRef.current;
    if (!item || !list || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
  }, [selected]);

  return (
    <nav
      aria-label={label}
      className={strip}
      ref={stripRef}
      data-testid={testId}
      onKeyDown={(event) => focusByKey(event, 'a[href]', { orientation: 'horizontal' })}
    >
      {days.map((d) => {
        const date = dayAsDate(d);
        const relative = relativeDay(d, today);
        const name = relative
          ? intl.formatMessage({ id: `schedule.day.${relative}` })
          : intl.formatDate(date, { weekday: 'short', timeZone: 'UTC' });
        const full = intl.formatDate(date, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
        const isSelected = d === selected;
        const short = intl.formatDate(date, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
        return (
          <Link
            key={d}
            href={hrefOf(d)}
            className={day}
            aria-current={isSelected ? 'date' : undefined}
            tabIndex={isSelected || (!days.includes(selected) && d === days[0]) ? 0 : -1}
            data-day={d}
            data-state={isSelected ? 'selected' : undefined}
            ref={isSelected ? selectedRef : undefined}
          >
            <span className={dayName}>{name}</span>
            <span className={dayDate}>{short}</span>
            {/* Named by what it shows ("Hôm nay 03/12"), then the day in full. */}
            <span className={srOnly}>, {full}</span>
          </Link>
        );
      })}
    </nav>
  );
}
