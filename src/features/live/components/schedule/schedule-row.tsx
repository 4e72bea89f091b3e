import { useState } from 'react';
import { useIntl } from '../../../../lib/intl-context';
import { Link } from 'wouter';
import { css } from '../../../../../styled-system/css';
import { button } from '../../../../../styled-system/recipes';
import { Avatar } from '../../../../components/ui/avatar';
import { Icon } from '../../../../components/ui/icon';
import { MatchStatusBadge } from '../../../../components/ui/match-status-badge';
import { roomPath } from '../../../../lib/room-path';
import { formatCount } from '../../../../lib/format/count';
import { useRequireMember } from '../../../../app/machine-hooks';
import { SCHEDULE_STATUS } from '../../../../../contracts/constants';
import type { ScheduleRow as Row, TeamRef } from '../../../../../contracts/schemas/live';
import { BookingDialog } from './booking-dialog';

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '[4.5rem minmax(0, 1fr) auto]', md: '[6.5rem minmax(0, 1fr) 13rem auto]' },
  gridTemplateAreas: { base: '"time main main" "meta meta actions"', md: '"time main meta actions"' },
  alignItems: 'center',
  columnGap: { base: '3', md: '4' },
  rowGap: '3',
  px: { base: '3', sm: '4' },
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  _first: { borderTopWidth: '0' },
  // A coming fixture has two actions: on phones they get a row of their own.
  '&[data-bookable]': { gridTemplateAreas: { base: '"time main main" "meta meta meta" "actions actions actions"', md: '"time main meta actions"' } },
  '&[data-status="2"]': { bg: 'accent.liveMuted', boxShadow: '[inset 3px 0 0 token(colors.accent.live)]' },
});

const time = css({ gridArea: 'time', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1', minWidth: '0' });
const clock = css({ fontSize: 'lg', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', lineHeight: 'tight' });
const main = css({ gridArea: 'main', display: 'flex', flexDirection: 'column', gap: '1.5', minWidth: '0', color: 'fg.default', _hover: { color: 'accent.text' } });
const side = css({ display: 'flex', alignItems: 'center', gap: '2', minWidth: '0', fontWeight: 'semibold', fontSize: 'sm' });
const sideName = css({ flex: '1', minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const crest = css({ w: '6', h: '6', flexShrink: '0', objectFit: 'contain' });
const goals = css({ fontSize: 'md', fontWeight: 'black', fontVariantNumeric: 'tabular-nums', minWidth: '6', textAlign: 'right' });
const showTitle = css({ fontWeight: 'semibold', fontSize: 'sm', overflowWrap: 'anywhere' });
const showSub = css({ fontSize: 'xs', color: 'fg.muted' });
const meta = css({ gridArea: 'meta', display: 'flex', alignItems: 'center', gap: '3', minWidth: '0', flexWrap: 'wrap' });
const hosts = css({ display: 'flex', alignItems: 'center', gap: '2', minWidth: '0', fontSize: 'sm' });
const stack = css({ display: 'flex', '& > *:not(:first-child)': { ml: '-2', boxShadow: '[0 0 0 2px token(colors.bg.surface)]' } });
const hostText = css({ display: 'flex', flexDirection: 'column', minWidth: '0', lineHeight: 'tight' });
const hostName = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 'medium' });
const more = css({ fontSize: 'xs', color: 'fg.subtle' });
const viewers = css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' });
const actions = css({
  gridArea: 'actions',
  justifySelf: 'end',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
});

function Side({ team, fallback, score }: { team: TeamRef | null; fallback: string; score: number | null }) {
  return (
    <span className={side}>
      {team ? <img src={team.logo} alt="" width={24} height={24} className={crest} loading="lazy" /> : null}
      <span className={sideName}>{team?.name ?? fallback}</span>
      {score !== null ? <span className={goals}>{score}</span> : null}
    </span>
  );
}

interface ScheduleRowProps {
  row: Row;
  /** IANA zone the kickoff time is shown in. */
  timeZone: string;
}

/** One broadcast: kickoff and status, the two sides (or the show), the hosts, the audience when live, the room and a booking. */
export function ScheduleRow({ row: r, timeZone }: ScheduleRowProps) {
  const intl = useIntl();
  const requireMember = useRequireMember();
  const [booking, setBooking] = useState(false);
  const live = r.status === SCHEDULE_STATUS.live;
  const ended = r.status === SCHEDULE_STATUS.ended;
  const started = r.score !== null;
  const canBook = r.status === SCHEDULE_STATUS.comingUp && r.staticId !== null;
  const path = roomPath(r);
  const [main0, ...coHosts] = r.users;
  const kickoff = intl.formatTime(r.startTime, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

  return (
    <li className={row} data-testid="schedule-row" data-id={r.id} data-room={r.roomId} data-status={r.status} data-mode={r.modeSlug} data-bookable={canBook || undefined} data-fixture={r.staticId ?? undefined}>
      <div className={time}>
        <time className={clock} dateTime={r.startTime}>
          {kickoff}
        </time>
        {/* A coming row's text is its kickoff time, already shown above: the status id speaks. */}
        <MatchStatusBadge text={r.status === SCHEDULE_STATUS.comingUp ? null : r.statusText} statusId={r.status} />
      </div>
      <Link href={path} className={main} data-testid="schedule-row-link">
        {r.away !== null ? (
          <>
            <Side team={r.localteam} fallback={r.home} score={started ? r.homeScore : null} />
            <Side team={r.visitorteam} fallback={r.away} score={started ? r.awayScore : null} />
          </>
        ) : (
          <>
            <span className={showTitle}>{r.title}</span>
            {r.title.includes(r.home) ? null : <span className={showSub}>{r.home}</span>}
          </>
        )}
      </Link>
      <div className={meta}>
        {main0 ? (
          <span className={hosts} data-testid="schedule-row-hosts">
            <span className={stack}>
              {r.users.slice(0, 3).map((u) => (
                <Avatar key={u.userId} src={u.avatar} name={u.nickname} size="xs" />
              ))}
            </span>
            <span className={hostText}>
              <span className={hostName}>{main0.nickname}</span>
              {coHosts.length > 0 ? <span className={more}>{intl.formatMessage({ id: 'schedule.row.moreHosts' }, { count: coHosts.length })}</span> : null}
            </span>
          </span>
        ) : null}
        {live ? (
          <span className={viewers} data-testid="schedule-row-viewers">
            <Icon name="eye" size={14} />
            {intl.formatMessage({ id: 'schedule.row.viewers' }, { count: formatCount(r.viewers) })}
          </span>
        ) : null}
      </div>
      <div className={actions}>
        <RowActions path={path} live={live} ended={ended} canBook={canBook} onBook={() => requireMember(() => setBooking(true))} />
      </div>
      {booking ? <BookingDialog row={r} timeZone={timeZone} onClose={() => setBooking(false)} /> : null}
    </li>
  );
}

function RowActions({ path, live, ended, canBook, onBook }: { path: string; live: boolean; ended: boolean; canBook: boolean; onBook: () => void }) {
  const intl = useIntl();
  return (
    <>
      {canBook ? (
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onBook} data-testid="book-host">
          <Icon name="calendar" size={16} />
          {intl.formatMessage({ id: 'booking.action' })}
        </button>
      ) : null}
      <Link href={path} className={button({ variant: live ? 'live' : ended ? 'ghost' : 'solid', size: 'sm' })} data-testid="room-link">
        <Icon name={live ? 'live' : 'chevronRight'} size={16} />
        {intl.formatMessage({ id: live ? 'schedule.row.watch' : ended ? 'schedule.row.replay' : 'schedule.row.room' })}
      </Link>
    </>
  );
}
