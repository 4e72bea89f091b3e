import { useIntl } from '../../lib/intl-context';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css';
import { badge, button, card } from '../../../styled-system/recipes';
import { memberBookings } from '../../../machines/booking/bookings.loaders';
import { usePagedList } from '../ui/use-paged-list';
import { BOOKING_LIST_PAGE_SIZE, SCHEDULE_STATUS } from '../../../contracts/constants';
import { Avatar } from '../ui/avatar';
import { Icon } from '../ui/icon';
import { MatchStatusBadge } from '../ui/match-status-badge';
import { LoadFailed, LoadingRows, Pager, SectionNotice } from '../ui/section-states';
import { href } from '../../../contracts/href';
import { roomPath } from '../../lib/room-path';
import { useAppSend, useAuth, useVisitorTimeZone } from '../../app/machine-hooks';
import type { Booking, TeamRef } from '../../../contracts/schemas/live';
import { muted } from '../ui/text-styles';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '3' });
const subtle = css({ color: 'fg.subtle', fontSize: 'xs' });
const top = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' });
const name = css({ fontWeight: 'bold', overflowWrap: 'anywhere' });
const teams = css({ display: 'grid', gridTemplateColumns: '[minmax(0, 1fr) auto minmax(0, 1fr)]', alignItems: 'center', gap: '3', py: '1' });
const team = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1.5', textAlign: 'center', fontWeight: 'semibold', fontSize: 'sm', minWidth: '0' });
const teamName = css({ maxW: 'full', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const crest = css({ w: '10', h: '10', objectFit: 'contain' });
const middle = css({ fontSize: 'lg', fontWeight: 'black', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' });
const bottom = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', pt: '3', borderTopWidth: '1px', borderColor: 'border.subtle', flexWrap: 'wrap' });
const host = css({ display: 'flex', alignItems: 'center', gap: '2', minWidth: '0', fontSize: 'sm' });
const hostText = css({ display: 'flex', flexDirection: 'column', minWidth: '0' });

function Team({ team: ref, fallback }: { team: TeamRef | null; fallback: string }) {
  return (
    <span className={team}>
      {ref ? <img src={ref.logo} alt="" width={40} height={40} className={crest} loading="lazy" /> : null}
      <span className={teamName}>{ref?.name ?? fallback}</span>
    </span>
  );
}

/**
 * One booking: the match's status and kick-off in the visitor's zone, the booking's name, the teams
 * (or the show's title), the host, a way into the room while the match is still to come or live,
 * and when it was booked.
 */
function BookingCard({ booking, timeZone }: { booking: Booking; timeZone: string }) {
  const intl = useIntl();
  const fixture = booking.fixture;
  const status = fixture?.status ?? 0;
  const open = fixture !== null && status !== SCHEDULE_STATUS.ended && status !== SCHEDULE_STATUS.cancelled;
  return (
    <li>
      <article className={card()} data-testid="booking" data-fixture={booking.fixtureId} data-status={status} aria-labelledby={`booking-${booking.id}`}>
        <div className={top}>
          {fixture ? <MatchStatusBadge text={status === SCHEDULE_STATUS.comingUp ? null : fixture.statusText} statusId={status} /> : <span className={badge()}>—</span>}
          {fixture ? (
            <time className={muted} dateTime={fixture.startTime}>
              {intl.formatDate(fixture.startTime, { timeZone, weekday: 'short', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}
            </time>
          ) : null}
        </div>
        <h2 id={`booking-${booking.id}`} className={name}>
          {booking.name}
        </h2>
        {fixture?.away ? (
          <div className={teams}>
            <Team team={fixture.localteam} fallback={fixture.home} />
            <span className={middle}>{fixture.score ?? intl.formatMessage({ id: 'schedule.row.vs' })}</span>
            <Team team={fixture.visitorteam} fallback={fixture.away} />
          </div>
        ) : fixture ? (
          <p className={muted}>{fixture.title}</p>
        ) : (
          <p className={muted}>{intl.formatMessage({ id: 'booking.list.noFixture' })}</p>
        )}
        {fixture?.leagueName ? <p className={subtle}>{fixture.leagueName}</p> : null}
        <div className={bottom}>
          <span className={host}>
            <Avatar src={booking.commentator.avatar} name={booking.commentator.nickname} size="sm" />
            <span className={hostText}>
              <span className={subtle}>{intl.formatMessage({ id: 'booking.list.host' })}</span>
              <span className={teamName} data-testid="booking-host-name">
                {booking.commentator.nickname}
              </span>
            </span>
          </span>
          {fixture && open ? (
            <Link href={roomPath(fixture)} className={button({ variant: status === SCHEDULE_STATUS.live ? 'live' : 'outline', size: 'sm' })}>
              <Icon name="live" size={16} />
              {intl.formatMessage({ id: status === SCHEDULE_STATUS.live ? 'booking.list.watch' : 'booking.list.room' })}
            </Link>
          ) : null}
        </div>
        <p className={subtle}>{intl.formatMessage({ id: 'booking.list.bookedAt' }, { date: intl.formatDate(booking.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
      </article>
    </li>
  );
}

function MemberBookings() {
  const intl = useIntl();
  const bookings = usePagedList(memberBookings);
  const timeZone = useVisitorTimeZone();
  const { page, error } = bookings;
  return (
    <div className={stack} data-testid="booking-list" data-state={bookings.status}>
      {bookings.status === 'failed' ? (
        <LoadFailed error={error} onRetry={bookings.retry} />
      ) : bookings.status === 'loading' || !page ? (
        <LoadingRows rows={3} />
      ) : bookings.status === 'empty' ? (
        <SectionNotice
          icon="calendar"
          title={intl.formatMessage({ id: 'booking.list.empty' })}
          text={intl.formatMessage({ id: 'booking.list.emptyText' })}
          testId="booking-list-empty"
          action={
            <Link href={href('schedule')} className={button({ variant: 'solid', size: 'md' })}>
              {intl.formatMessage({ id: 'route.schedule' })}
            </Link>
          }
        />
      ) : (
        <>
          <p className={muted}>{intl.formatMessage({ id: 'booking.list.count' }, { count: page.total })}</p>
          <ul className={grid}>
            {page.list.map((b) => (
              <BookingCard key={b.id} booking={b} timeZone={timeZone} />
            ))}
          </ul>
          <Pager pageNum={page.pageNum} pageSize={BOOKING_LIST_PAGE_SIZE} total={page.total} onPage={bookings.goTo} />
        </>
      )}
    </div>
  );
}

/**
 * The member's commentator bookings, newest first, a page at a time (the paged-list machine):
 * /lich-truc-tiep/dat-lich-cua-ban and /tai-khoan/lich-dat. A guest is asked to log in; the list
 * starts again for another member.
 */
export function BookingList() {
  const intl = useIntl();
  const send = useAppSend();
  const { status, userInfo } = useAuth();
  if (status === 'member' && userInfo) return <MemberBookings key={userInfo.userId} />;
  if (status === 'guest') {
    return (
      <SectionNotice
        icon="lock"
        testId="booking-list-guest"
        title={intl.formatMessage({ id: 'booking.list.guest' })}
        text={intl.formatMessage({ id: 'booking.list.guestText' })}
        action={
          <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => send({ type: 'dialog.open', view: 'login' })}>
            <Icon name="account" size={18} />
            {intl.formatMessage({ id: 'booking.list.login' })}
          </button>
        }
      />
    );
  }
  return <LoadingRows rows={3} />;
}
