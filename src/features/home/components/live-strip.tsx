import type { FocusEvent } from 'react';
import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { Avatar } from '../../../components/ui/avatar';
import { Icon } from '../../../components/ui/icon';
import { MatchStatusBadge } from '../../../components/ui/match-status-badge';
import { roomPath } from '../../../lib/room-path';
import { formatCount } from '../../../lib/format/count';
import { SCHEDULE_STATUS } from '../../../../contracts/constants';
import type { ScheduleRow } from '../../../../contracts/schemas/live';
import { liveStripClass } from './home-frame';

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  w: { base: '[17rem]', sm: '[15.5rem]' },
  h: '[10.75rem]',
  p: '3',
  borderRadius: 'xl',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  color: 'fg.default',
  transitionProperty: 'colors',
  transitionDuration: 'fast',
  _hover: { borderColor: 'accent.default' },
  '&[data-live]': { borderColor: 'accent.live', bg: 'accent.liveMuted' },
  // The strip scrolls (and so clips): the ring goes inside the card.
  _focusVisible: { outlineOffset: '[-2px]' },
});
const top = css({ display: 'flex', alignItems: 'center', gap: '2', minWidth: '0', h: '5' });
const leagueLogo = css({ w: '4', h: '4', flexShrink: '0', objectFit: 'contain' });
const league = css({ flex: '1', minWidth: '0', fontSize: 'xs', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const sides = css({ display: 'flex', flexDirection: 'column', gap: '1.5', flex: '1', justifyContent: 'center', minWidth: '0' });
const side = css({ display: 'flex', alignItems: 'center', gap: '2', minWidth: '0', h: '6' });
const crest = css({ w: '6', h: '6', flexShrink: '0', objectFit: 'contain' });
const teamName = css({ flex: '1', minWidth: '0', fontSize: 'sm', fontWeight: 'semibold', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const goals = css({ fontSize: 'lg', fontWeight: 'black', fontVariantNumeric: 'tabular-nums', minWidth: '6', textAlign: 'right' });
const foot = css({ display: 'flex', alignItems: 'center', gap: '2', minWidth: '0', h: '6', fontSize: 'xs', color: 'fg.muted' });
const host = css({ flex: '1', minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const viewers = css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** One featured match: league and status, the two sides with the score, the host and the audience; a click opens its live room. */
export function LiveCard({ row: r, timeZone }: { row: ScheduleRow; timeZone: string }) {
  const intl = useIntl();
  // The server writes a coming match's time in Vietnam's zone: the visitor's own is shown.
  const status = r.status === SCHEDULE_STATUS.comingUp ? intl.formatTime(r.startTime, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) : r.statusText;
  const live = r.status === SCHEDULE_STATUS.live;
  const started = r.homeScore !== null && r.awayScore !== null && r.status !== SCHEDULE_STATUS.comingUp;
  const mainHost = r.users[0];
  const sidesOf = [
    ['home', r.localteam, r.home, r.homeScore],
    ['away', r.visitorteam, r.away ?? '', r.awayScore],
  ] as const;
  return (
    <Link href={roomPath(r)} className={card} data-live={live || undefined} data-testid="live-card" data-static-id={r.staticId ?? undefined} data-status={r.status}>
      <span className={top}>
        {r.leagueLogo ? <img src={r.leagueLogo} alt="" width={16} height={16} className={leagueLogo} loading="lazy" decoding="async" /> : null}
        <span className={league}>{r.leagueName ?? r.title}</span>
        {/* A coming match shows its kick-off time (the status text); a live one its minute. */}
        <MatchStatusBadge text={status} statusId={r.status} />
      </span>
      <span className={sides}>
        {sidesOf.map(([key, team, fallback, score]) => (
          <span key={key} className={side}>
            {team ? <img src={team.logo} alt="" width={24} height={24} className={crest} loading="lazy" decoding="async" /> : null}
            <span className={teamName} data-testid={`live-card-${key}`}>
              {team?.name ?? fallback}
            </span>
            {started ? (
              <span className={goals} data-testid={`live-card-${key}-score`}>
                {score}
              </span>
            ) : null}
          </span>
        ))}
      </span>
      <span className={foot}>
        {mainHost ? <Avatar src={mainHost.avatar} name={mainHost.nickname} size="xs" /> : null}
        <span className={host}>
          {mainHost ? mainHost.nickname : null}
          {r.users.length > 1 ? ` ${intl.formatMessage({ id: 'home.live.moreHosts' }, { count: r.users.length - 1 })}` : ''}
        </span>
        {live ? (
          <span className={viewers} data-testid="live-card-viewers">
            <Icon name="eye" size={14} />
            {intl.formatMessage({ id: 'home.live.viewers' }, { count: formatCount(r.viewers) })}
          </span>
        ) : null}
      </span>
    </Link>
  );
}

/** Room kept beside a card the keyboard brings into view (px). */
const FOCUS_ROOM = 16;

/**
 * A card reached from the keyboard comes wholly into the strip's view: the browser leaves a card
 * that already shows in part where it is, its ring cut by the strip's edge.
 */
function revealFocused(event: FocusEvent<HTMLUListElement>): void {
  const strip = event.currentTarget;
  const card = (event.target as HTMLElement).getBoundingClientRect();
  const box = strip.getBoundingClientRect();
  if (card.left < box.left) strip.scrollLeft -= box.left - card.left + FOCUS_ROOM;
  else if (card.right > box.right) strip.scrollLeft += card.right - box.right + FOCUS_ROOM;
}

/** The featured matches side by side (a row that scrolls sideways). */
export function LiveStrip({ rows, label, timeZone }: { rows: readonly ScheduleRow[]; label: string; timeZone: string }) {
  return (
    <ul className={liveStripClass} aria-label={label} data-testid="live-strip" onFocus={revealFocused}>
      {rows.map((r) => (
        <li key={r.id}>
          <LiveCard row={r} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  );
}
