import { useIntl } from '../../../lib/intl-context';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { badge, button, card } from '../../../../styled-system/recipes';
import { memberBookings } from '../../../../machines/booking/bookings.loaders';
import { usePagedList } from '../../../components/ui/use-paged-list';
import { href } from '../../../../contracts/href';
import { roomPath } from '../../../lib/room-path';
import { Avatar } from '../../../components/ui/avatar';
import { Icon } from '../../../components/ui/icon';
import type { Booking, TeamRef } from '../../../../contracts/schemas/live';
import { BOOKING_LIST_PAGE_SIZE } from '../../../../contracts/constants';
import { LoadFailed, LoadingRows, Pager, SectionNotice } from '../../../components/ui/section-states';
import { muted, stack, subtle, truncate } from './section-styles';

/** Schedule status ids (SPEC §4): 1 coming up, 2 live, 3 ended, 5 cancelled. */
const STATUS_TONES: Record<number, 'accent' | 'live' | 'neutral' | 'hot'> = { 1: 'accent', 2: 'live', 3: 'neutral', 5: 'hot' };

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '3' });
const top = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' });
const teams = css({ display: 'grid', gridTemplateColumns: '[minmax(0, 1fr) auto minmax(0, 1fr)]', alignItems: 'center', gap: '3', py: '2' });
const team = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1.5', textAlign: 'center', fontWeight: 'semibold', fontSize: 'sm', minWidth: '0' });
const crest = css({ w: '10', h: '10', objectFit: 'contain' });
const middle = css({ fontSize: 'lg', fontWeight: 'black', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' });
const showTitle = css({ fontSize: 'md', fontWeight: 'bold', py: '2' });
const bottom = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', pt: '3', borderTopWidth: '1px', borderColor: 'border.subtle', flexWrap: 'wrap' });
const host = css({ display: 'flex', alignItems: 'center', gap: '2', minWidth: '0', fontSize: 'sm' });
const hostText = css({ display: 'flex', flexDirection: 'column', minWidth: '0' });
const name = css({ fontWeight: 'bold', overflowWrap: 'anywhere' });

function Team({ team: ref, fallback }: { team: TeamRef | null; fallback: string }) {
  return (
    <span className={team}>
      {ref ? <img src={ref.logo} alt="" width={40} height={40} className={crest} loading="lazy" /> : null}
      <span className={truncate}>{ref?.name ?? fallback}</span>
    </span>
  );
}

function BookingCard({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const fixture = booking.fixture;
  const status = fixture?.status ?? 0;
  return (
    <li>
      <article className={card()} data-testid="booking" data-status={status} aria-labelledby={`booking-${booking.id}`}>
        <div className={top}>
          {fixture ? (
            <span className={badge({ tone: STATUS_TONES[status] ?? 'neutral' })}>
              {intl.formatMessage({ id: `account.bookings.status.${STATUS_TONES[status] ? status : 0}` })}
            </span>
          ) : (
            <span />
          )}
          {fixture ? (
            <time className={muted} dateTime={fixture.startTime}>
              {intl.formatDate(fixture.startTime, { weekday: 'short', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' })}
            </time>
          ) : null}
        </div>
        <h3 id={`booking-${booking.id}`} className={name}>
          {booking.name}
        </h3>
        {fixture?.away ? (
          <div className={teams}>
            <Team team={fixture.localteam} fallback={fixture.home} />
            <span className={middle}>{fixture.score ?? intl.formatMessage({ id: 'account.bookings.vs' })}</span>
            <Team team={fixture.visitorteam} fallback={fixture.away} />
          </div>
        ) : fixture ? (
          <p className={showTitle}>{fixture.home}</p>
        ) : (
          <p className={muted}>{intl.formatMessage({ id: 'account.bookings.noFixture' })}</p>
        )}
        {fixture?.leagueName ? <p className={subtle}>{fixture.leagueName}</p> : null}
        <div className={bottom}>
          <span className={host}>
            <Avatar src={booking.commentator.avatar} name={booking.commentator.nickname} size="sm" />
            <span className={hostText}>
              <span className={subtle}>{intl.formatMessage({ id: 'account.bookings.host' })}</span>
              <span className={truncate}>{booking.commentator.nickname}</span>
            </span>
          </span>
          {fixture && status !== 3 && status !== 5 ? (
            <Link href={roomPath(fixture)} className={button({ variant: status === 2 ? 'live' : 'outline', size: 'sm' })}>
              <Icon name="live" size={16} />
              {intl.formatMessage({ id: status === 2 ? 'account.bookings.watch' : 'account.bookings.room' })}
            </Link>
          ) : null}
        </div>
        <p className={subtle}>{intl.formatMessage({ id: 'account.bookings.bookedAt' }, { date: intl.formatDate(booking.createdAt, { dateStyle: 'medium' }) })}</p>
      </article>
    </li>
  );
}

/** /tai-khoan/lich-dat: the commentary the member booked, newest first. */
export function BookingsSection() {
  const intl = useIntl();
  const bookings = usePagedList(memberBookings);
  const { page, error } = bookings;
  return (
    <div className={stack} data-testid="bookings-section" data-state={bookings.status}>
      {bookings.status === 'failed' ? (
        <LoadFailed error={error} onRetry={bookings.retry} />
      ) : bookings.status === 'loading' || !page ? (
        <LoadingRows rows={3} />
      ) : bookings.status === 'empty' ? (
        <SectionNotice
          icon="calendar"
          title={intl.formatMessage({ id: 'account.bookings.empty' })}
          text={intl.formatMessage({ id: 'account.bookings.emptyText' })}
          testId="bookings-empty"
          action={
            <Link href={href('schedule')} className={button({ variant: 'solid', size: 'md' })}>
              {intl.formatMessage({ id: 'route.schedule' })}
            </Link>
          }
        />
      ) : (
        <>
          <p className={muted}>{intl.formatMessage({ id: 'account.bookings.count' }, { count: page.total })}</p>
          <ul className={grid}>
            {page.list.map((b) => (
              <BookingCard key={b.id} booking={b} />
            ))}
          </ul>
          <Pager pageNum={page.pageNum} pageSize={BOOKING_LIST_PAGE_SIZE} total={page.total} onPage={bookings.goTo} />
        </>
      )}
    </div>
  );
}
