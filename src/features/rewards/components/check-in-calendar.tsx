import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button, card } from '../../../../styled-system/recipes';
import type { CheckInDay, CheckInStatus } from '../../../../contracts/schemas/users/rewards';
import { Icon } from '../../../components/ui/icon';
import { muted, numbers, spread, srOnly } from './reward-styles';

const box = css({ gap: '4', p: { base: '3', sm: '5' } });
const head = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' });
const monthTitle = css({ textStyle: 'sectionTitle', textAlign: 'center', flex: '1', textTransform: 'capitalize' });
const navButton = css({ px: '2.5' });
const table = css({
  w: 'full',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: { base: '1', sm: '1.5' },
  transitionProperty: 'common',
  transitionDuration: 'normal',
  '&[aria-busy=true]': { opacity: 'muted' },
  '& th': { fontSize: 'xs', fontWeight: 'semibold', color: 'fg.subtle', textTransform: 'uppercase', pb: '1', textAlign: 'center' },
});
const cell = css({
  position: 'relative',
  h: { base: '12', sm: '16' },
  borderRadius: 'lg',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  verticalAlign: 'top',
  p: { base: '1', sm: '1.5' },
  fontVariantNumeric: 'tabular-nums',
  cursor: 'default',
  '&[data-checked=true]': { bg: 'accent.muted', borderColor: 'accent.default', color: 'accent.text' },
  '&[aria-current=date]': { borderWidth: '2px', borderColor: 'fg.default' },
  '&[data-future=true]': { color: 'fg.subtle', bg: 'transparent' },
});
const blank = css({ bg: 'transparent', borderColor: 'transparent' });
const dayNumber = css({ display: 'block', fontSize: { base: 'xs', sm: 'sm' }, fontWeight: 'semibold', lineHeight: 'tight' });
const mark = css({ position: 'absolute', right: { base: '1', sm: '1.5' }, bottom: { base: '1', sm: '1.5' }, display: 'flex', alignItems: 'center', gap: '0.5', fontSize: '2xs', fontWeight: 'bold' });
const markExp = css({ display: { base: 'none', sm: 'inline' } });
const legend = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4', fontSize: 'xs', color: 'fg.muted' });
const swatch = css({ display: 'inline-block', w: '3', h: '3', borderRadius: 'sm', borderWidth: '1px', verticalAlign: 'middle', mr: '1.5' });
const swatchChecked = css({ bg: 'accent.muted', borderColor: 'accent.default' });
const swatchToday = css({ borderWidth: '2px', borderColor: 'fg.default' });

interface CalendarProps {
  status: CheckInStatus;
  /** Another month is being read. */
  busy: boolean;
  canPrevious: boolean;
  canNext: boolean;
  onMonth: (by: -1 | 1) => void;
}

/** Weeks of a month, Monday first: null before the 1st and after the last day. */
function weeksOf(days: CheckInDay[]): (CheckInDay | null)[][] {
  const first = new Date(`${days[0]!.date}T00:00:00Z`).getUTCDay();
  const cells: (CheckInDay | null)[] = [...Array.from({ length: (first + 6) % 7 }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/**
 * The month's calendar: the days checked in (with their EXP) and today. One Tab stop: the arrow keys
 * move by a day or a week, Home/End to the week's ends, Page Up/Page Down to the month before/after.
 */
export function CheckInCalendar({ status, busy, canPrevious, canNext, onMonth }: CalendarProps) {
  const intl = useIntl();
  const { days, today, month } = status;
  const weeks = weeksOf(days);
  const inMonth = (date: string) => date.startsWith(month);
  const [focus, setFocus] = useState(() => (inMonth(today) ? today : days[0]!.date));
  const gridRef = useRef<HTMLTableElement>(null);
  /** After Page Up/Down: the day number to focus once the other month is in. */
  const pending = useRef<number | null>(null);

  useEffect(() => {
    const wanted = pending.current;
    const date = wanted === null ? (inMonth(today) ? today : days[0]!.date) : days[Math.min(wanted, days.length) - 1]!.date;
    setFocus(date);
    if (wanted !== null) {
      pending.current = null;
      gridRef.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus();
    }
    // A new month: its day to focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [month]);

  const move = (event: KeyboardEvent<HTMLTableElement>) => {
    const index = days.findIndex((d) => d.date === focus);
    if (index < 0) return;
    const weekday = (new Date(`${focus}T00:00:00Z`).getUTCDay() + 6) % 7;
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7, Home: -weekday, End: 6 - weekday };
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      const by = event.key === 'PageUp' ? -1 : 1;
      if ((by < 0 && canPrevious) || (by > 0 && canNext)) {
        pending.current = index + 1;
        onMonth(by);
      }
      return;
    }
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = days[Math.min(days.length - 1, Math.max(0, index + step))]!;
    setFocus(next.date);
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${next.date}"]`)?.focus();
  };

  const monthName = intl.formatDate(`${month}-01T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekdays = weeks[0]!.map((_, i) => new Date(Date.UTC(2024, 0, 1 + i)));
  const label = (day: CheckInDay) => {
    const date = intl.formatDate(`${day.date}T00:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    const what = day.checkedIn
      ? intl.formatMessage({ id: 'rewards.checkIn.day.checked' }, { exp: day.expReward, streak: day.streak })
      : day.date > today
        ? intl.formatMessage({ id: 'rewards.checkIn.day.future' })
        : intl.formatMessage({ id: 'rewards.checkIn.day.missed' });
    return `${date}${day.date === today ? ` (${intl.formatMessage({ id: 'rewards.checkIn.today' })})` : ''}: ${what}`;
  };

  return (
    <section className={cx(card(), box)} aria-labelledby="check-in-month" data-testid="check-in-calendar" data-month={month}>
      <div className={head}>
        <button
          type="button"
          className={cx(button({ variant: 'outline', size: 'sm' }), navButton)}
          onClick={() => onMonth(-1)}
          disabled={!canPrevious || busy}
          aria-label={intl.formatMessage({ id: 'rewards.checkIn.previousMonth' })}
          data-testid="check-in-previous"
        >
          <Icon name="arrowLeft" size={18} />
        </button>
        <h2 id="check-in-month" className={monthTitle} aria-live="polite">
          {monthName}
        </h2>
        <button
          type="button"
          className={cx(button({ variant: 'outline', size: 'sm' }), navButton)}
          onClick={() => onMonth(1)}
          disabled={!canNext || busy}
          aria-label={intl.formatMessage({ id: 'rewards.checkIn.nextMonth' })}
          data-testid="check-in-next"
        >
          <Icon name="chevronRight" size={18} />
        </button>
      </div>
      <p id="check-in-keys" className={srOnly}>
        {intl.formatMessage({ id: 'rewards.checkIn.keys' })}
      </p>
      <table ref={gridRef} role="grid" className={table} aria-labelledby="check-in-month" aria-describedby="check-in-keys" aria-busy={busy || undefined} onKeyDown={move}>
        <thead>
          <tr>
            {weekdays.map((d) => (
              <th key={d.getUTCDay()} scope="col" abbr={intl.formatDate(d, { weekday: 'long', timeZone: 'UTC' })}>
                {intl.formatDate(d, { weekday: 'narrow', timeZone: 'UTC' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, i) =>
                day ? (
                  <td
                    key={day.date}
                    role="gridcell"
                    className={cell}
                    tabIndex={day.date === focus ? 0 : -1}
                    onFocus={() => setFocus(day.date)}
                    data-date={day.date}
                    data-checked={day.checkedIn}
                    data-future={day.date > today}
                    aria-current={day.date === today ? 'date' : undefined}
                    aria-label={label(day)}
                  >
                    <span className={dayNumber} aria-hidden="true">
                      {Number(day.date.slice(8))}
                    </span>
                    {day.checkedIn ? (
                      <span className={mark} aria-hidden="true">
                        <Icon name="check" size={14} />
                        <span className={markExp}>+{day.expReward}</span>
                      </span>
                    ) : null}
                  </td>
                ) : (
                  <td key={`blank-${w}-${i}`} role="gridcell" className={cx(cell, blank)} aria-hidden="true" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={spread}>
        <div className={legend} aria-hidden="true">
          <span>
            <span className={cx(swatch, swatchChecked)} />
            {intl.formatMessage({ id: 'rewards.checkIn.legend.checked' })}
          </span>
          <span>
            <span className={cx(swatch, swatchToday)} />
            {intl.formatMessage({ id: 'rewards.checkIn.today' })}
          </span>
        </div>
        <span className={cx(muted, numbers)} data-testid="check-in-month-total">
          {intl.formatMessage({ id: 'rewards.checkIn.monthTotal' }, { days: status.totalThisMonth, exp: status.monthExp })}
        </span>
      </div>
    </section>
  );
}
