import { useEffect, useRef } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { DayStrip } from '../../../components/ui/day-strip';
import { LoadFailed, LoadingRows } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { formatClockTime } from '../../../lib/format/date-time';
import { tvChannelLoader } from '../../../../machines/tv/tv.loaders';
import { progressOf, slotStatus } from '../../../../machines/tv/guide-now-next';
import type { ChannelDetail, GuideEntry } from '../../../../contracts/schemas/media/tv';
import { bar, barFill, sectionTitle, stack } from './tv-styles';

const list = css({
  display: 'flex',
  flexDirection: 'column',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  overflowY: { lg: 'auto' },
  maxH: { lg: '[32rem]' },
  position: 'relative',
});
const row = css({
  display: 'grid',
  gridTemplateColumns: '[4.5rem 1fr auto]',
  gap: '3',
  alignItems: 'center',
  px: '4',
  py: '2.5',
  minH: '12',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  _last: { borderBottomWidth: '0' },
  '&[data-status=ended]': { color: 'fg.muted' },
  '&[data-status=live]': { bg: 'accent.muted' },
});
const time = css({ fontVariantNumeric: 'tabular-nums', fontSize: 'sm', fontWeight: 'semibold' });
const titleCol = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' });
const titleText = css({ fontSize: 'sm', overflowWrap: 'anywhere' });
const badge = css({ fontSize: '2xs', fontWeight: 'bold', textTransform: 'uppercase', px: '2', py: '0.5', borderRadius: 'full', whiteSpace: 'nowrap' });
const liveBadge = css({ bg: 'accent.live', color: 'fg.onLive' });
const nextBadge = css({ bg: 'bg.subtle', color: 'fg.default' });

interface GuideListProps {
  guide: readonly GuideEntry[];
  timeZone: string;
  at: number;
  /** Today's guide is checked against the clock; another day's status is the server's. */
  isToday: boolean;
}

function GuideList({ guide, timeZone, at, isToday }: GuideListProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLOListElement>(null);
  const statuses = guide.map((entry) => (isToday ? slotStatus(entry, at) : entry.status));
  const liveIndex = statuses.indexOf('live');

  // Today: the programme on air at the top of the (scrolling) list, without scrolling the page.
  useEffect(() => {
    const box = listRef.current;
    const item = box?.querySelector<HTMLElement>('[data-status=live]');
    if (box && item && box.scrollHeight > box.clientHeight) box.scrollTop = item.offsetTop - box.clientHeight / 3;
  }, [liveIndex]);

  return (
    <ol className={list} ref={listRef} data-testid="tv-guide-list" aria-label={intl.formatMessage({ id: 'tv.guide.listLabel' })}>
      {guide.map((entry, i) => {
        const status = statuses[i]!;
        const progress = status === 'live' ? progressOf(entry, at) : 0;
        return (
          <li key={entry.startsAt} className={row} data-status={status} data-testid="tv-guide-entry" aria-current={status === 'live' ? 'time' : undefined}>
            <span className={time}>{formatClockTime(entry.startsAt, timeZone, intl.locale)}</span>
            <span className={titleCol}>
              <span className={titleText}>{entry.title}</span>
              {status === 'live' ? (
                <span className={bar} aria-hidden="true">
                  <span className={barFill} style={{ width: `${progress}%` }} />
                </span>
              ) : null}
            </span>
            {status === 'live' ? (
              <span className={cx(badge, liveBadge)}>{intl.formatMessage({ id: 'tv.now' })}</span>
            ) : i === liveIndex + 1 && liveIndex >= 0 ? (
              <span className={cx(badge, nextBadge)}>{intl.formatMessage({ id: 'tv.next' })}</span>
            ) : (
              <span />
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** Another day's guide, read for that day. */
function OtherDayGuide({ input, timeZone, at }: { input: { nation: string; channel: string; timezone: string; date: string }; timeZone: string; at: number }) {
  const day = useLoader(tvChannelLoader, { query: input });
  if (day.status === 'loading') return <LoadingRows rows={8} />;
  if (day.status === 'failed' || !day.data) return <LoadFailed error={day.error} onRetry={day.retry} />;
  return <GuideList guide={day.data.guide} timeZone={timeZone} at={at} isToday={false} />;
}

interface ChannelGuideProps {
  /** Today's answer (the channel and today's guide, with the week). */
  today: ChannelDetail;
  /** The chosen day (one of the week's). */
  selected: string;
  timeZone: string;
  at: number;
  hrefOf: (day: string) => string;
}

/** The programme guide: a strip of the week's days, then the chosen day's programmes. */
export function ChannelGuide({ today, selected, timeZone, at, hrefOf }: ChannelGuideProps) {
  const intl = useIntl();
  return (
    <section className={stack} aria-labelledby="tv-guide-title" data-testid="tv-guide" data-day={selected}>
      <h2 id="tv-guide-title" className={sectionTitle}>
        {intl.formatMessage({ id: 'tv.guide.title' })}
      </h2>
      <DayStrip
        label={intl.formatMessage({ id: 'tv.guide.days' })}
        days={today.week}
        selected={selected}
        today={today.today}
        hrefOf={hrefOf}
        testId="tv-guide-days"
      />
      {selected === today.today ? (
        <GuideList guide={today.guide} timeZone={timeZone} at={at} isToday />
      ) : (
        <OtherDayGuide
          key={selected}
          input={{ nation: today.channel.nation.slug, channel: today.channel.slug, timezone: today.timezone, date: selected }}
          timeZone={timeZone}
          at={at}
        />
      )}
    </section>
  );
}
