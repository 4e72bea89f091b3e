import { useEffect } from 'react';
import { useIntl } from '../../../../lib/intl-context';
import { useMachine } from '@xstate/react';
import { Link, useLocation, useSearch } from 'wouter';
import { css } from '../../../../../styled-system/css';
import { button, segmented } from '../../../../../styled-system/recipes';
import { scheduleMachine } from '../../../../../machines/schedule/schedule.machine';
import { DayStrip } from '../../../../components/ui/day-strip';
import { Icon, iconFor } from '../../../../components/ui/icon';
import { LoadFailed, LoadingRows, SectionNotice } from '../../../../components/ui/section-states';
import { dayAsDate, daySearch, parseDayQuery, relativeDay, stripDays, type DaySelection, type ScheduleView as View } from '../../../../../contracts/day-strip';
import { href } from '../../../../../contracts/href';
import { esportGames, groupRows, visibleRows } from './group-rows';
import { LiveCountPill } from './live-count-pill';
import { ScheduleRow } from './schedule-row';
import { muted } from '../../../../components/ui/text-styles';
import { useToday } from '../../../../components/ui/use-now';
import { SCHEDULE_STATUS } from '../../../../../contracts/constants';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' });
const toolbar = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
const chips = css({ display: 'flex', gap: '2', overflowX: 'auto', scrollbarWidth: '[none]', pb: '0.5' });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '8',
  px: '3',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  _hover: { color: 'fg.default', borderColor: 'border.strong' },
  '&[aria-current=page]': { bg: 'accent.muted', color: 'accent.text', borderColor: 'accent.default' },
});
const groupCard = css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl', overflow: 'hidden' });
const groupHead = css({ display: 'flex', alignItems: 'center', gap: '2', px: { base: '3', sm: '4' }, py: '2.5', bg: 'bg.subtle', borderBottomWidth: '1px', borderColor: 'border.subtle' });
const groupLogo = css({ w: '5', h: '5', objectFit: 'contain', flexShrink: '0' });
const groupName = css({ flex: '1', minWidth: '0', fontSize: 'sm', fontWeight: 'bold', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const groupCount = css({ fontSize: 'xs', color: 'fg.subtle', whiteSpace: 'nowrap' });

interface ScheduleViewProps {
  /** The live mode's slug (null: every mode). */
  /** The visitor's time zone: days and kickoff times are in it. */
  timeZone: string;
  modeSlug: string | null;
  /** Esport: one game's rows. */
  gameSlug: string | null;
  /** Told the chosen game's name once the day's rows name it (null while unknown). */
  onGameName?: (name: string | null) => void;
}

/** The live schedule (SPEC §2): a view switch, its day strip, then the day's rows grouped by league. */
export function ScheduleView({ timeZone, modeSlug, gameSlug, onGameName }: ScheduleViewProps) {
  const intl = useIntl();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const today = useToday(timeZone);
  const selection = parseDayQuery(search, today);
  const [snapshot, send] = useMachine(scheduleMachine, { input: { timezone: timeZone, date: selection.day, modeSlug } });

  useEffect(() => {
    send({ type: 'schedule.select', date: selection.day, modeSlug });
  }, [send, selection.day, modeSlug]);

  const hrefOf = (next: DaySelection) => `${pathname}${daySearch(next, today)}`;
  const { rows, modes, error, rowsDate } = snapshot.context;
  const fresh = rowsDate === selection.day && rows !== null;
  const shown = rows ? visibleRows(rows, { view: selection.view, modeSlug, gameSlug }) : [];
  const groups = groupRows(shown, modes);
  const games = modeSlug === 'esport' && rows ? esportGames(rows) : [];
  // What is live now, counted in today's list when it is the one shown (a sport's page counts its own):
  // the pill and the rows under it agree.
  const liveNow = rows && fresh && selection.day === today ? visibleRows(rows, { view: 'schedule', modeSlug, gameSlug }).filter((r) => r.status === SCHEDULE_STATUS.live).length : null;
  const gameName = gameSlug === null ? null : (games.find((g) => g.slug === gameSlug)?.name ?? null);
  useEffect(() => onGameName?.(gameName), [onGameName, gameName]);
  const views: View[] = ['schedule', 'broadcast'];
  const otherView: View = selection.view === 'schedule' ? 'broadcast' : 'schedule';
  const otherViewHasDay = stripDays(otherView, today).includes(selection.day);
  const seg = segmented();
  const relative = relativeDay(selection.day, today);
  const dayLabel = `${relative ? `${intl.formatMessage({ id: `schedule.day.${relative}` })}, ` : ''}${intl.formatDate(dayAsDate(selection.day), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })}`;

  return (
    <section className={stack} data-testid="schedule" data-view={selection.view} data-day={selection.day}>
      <div className={toolbar}>
        <div className={seg.root} role="group" aria-label={intl.formatMessage({ id: 'schedule.view.label' })} data-testid="schedule-views">
          {views.map((view) => (
            <button
              key={view}
              type="button"
              className={seg.item}
              aria-pressed={selection.view === view}
              data-view={view}
              onClick={() => navigate(hrefOf({ view, day: stripDays(view, today).includes(selection.day) ? selection.day : today }))}
            >
              <Icon name={view === 'schedule' ? 'calendar' : 'check'} size={16} />
              {intl.formatMessage({ id: `schedule.view.${view}` })}
            </button>
          ))}
        </div>
        {modeSlug === null || liveNow !== null ? <LiveCountPill count={liveNow} /> : null}
      </div>

      <DayStrip
        label={intl.formatMessage({ id: 'schedule.days.label' })}
        days={stripDays(selection.view, today)}
        selected={selection.day}
        today={today}
        hrefOf={(day) => hrefOf({ view: selection.view, day })}
        testId="day-strip"
      />

      {games.length > 0 ? (
        <nav aria-label={intl.formatMessage({ id: 'schedule.games.label' })} className={chips} data-testid="esport-games">
          <Link href={`${href('scheduleEsport')}${search ? `?${search}` : ''}`} className={chip} aria-current={gameSlug === null ? 'page' : undefined}>
            {intl.formatMessage({ id: 'schedule.games.all' })}
          </Link>
          {games.map((g) => (
            <Link key={g.slug} href={`${href('scheduleEsportGame', { slug: g.slug })}${search ? `?${search}` : ''}`} className={chip} aria-current={gameSlug === g.slug ? 'page' : undefined}>
              {g.name}
            </Link>
          ))}
        </nav>
      ) : null}

      <div className={stack} data-testid="schedule-content" data-state={String(snapshot.value)} aria-busy={snapshot.hasTag('busy')}>
        {snapshot.matches('failed') ? (
          <LoadFailed error={error} onRetry={() => send({ type: 'schedule.retry' })} />
        ) : !fresh || snapshot.hasTag('busy') ? (
          <LoadingRows rows={4} />
        ) : shown.length === 0 ? (
          <SectionNotice
            icon="calendar"
            testId="schedule-empty"
            title={intl.formatMessage({ id: selection.view === 'schedule' ? 'schedule.empty.schedule' : 'schedule.empty.broadcast' })}
            text={`${dayLabel}. ${intl.formatMessage({ id: 'schedule.empty.text' })}`}
            action={
              otherViewHasDay ? (
                <Link href={hrefOf({ view: otherView, day: selection.day })} className={button({ variant: 'outline', size: 'md' })}>
                  {intl.formatMessage({ id: otherView === 'broadcast' ? 'schedule.empty.toBroadcast' : 'schedule.empty.toSchedule' })}
                </Link>
              ) : undefined
            }
          />
        ) : (
          <>
            <p className={muted} aria-live="polite" data-testid="schedule-day-title">
              {intl.formatMessage({ id: 'schedule.dayTitle' }, { day: dayLabel, count: shown.length })}
            </p>
            {groups.map((group) => (
              <section key={group.key} className={groupCard} aria-labelledby={`group-${group.key}`} data-testid="schedule-group">
                <header className={groupHead}>
                  {group.logo ? <img src={group.logo} alt="" width={20} height={20} className={groupLogo} loading="lazy" /> : <Icon name={iconFor(group.modeIcon ?? 'live')} size={18} />}
                  <h2 id={`group-${group.key}`} className={groupName}>
                    {group.title}
                  </h2>
                  <span className={groupCount}>{intl.formatMessage({ id: 'schedule.group.count' }, { count: group.rows.length })}</span>
                </header>
                <ul>
                  {group.rows.map((row) => (
                    <ScheduleRow key={row.id} row={row} timeZone={timeZone} />
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </div>
    </section>
  );
}
