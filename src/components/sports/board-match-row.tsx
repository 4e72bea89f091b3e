import { Link } from 'wouter';
import { useIntl } from '../../lib/intl-context';
import { css } from '../../../styled-system/css';
import { Icon } from '../ui/icon';
import { matchStatus } from '../../lib/format/match-status';
import { SCHEDULE_STATUS } from '../../../contracts/constants';
import type { MatchSummary } from '../../../contracts/schemas/sports/matches';
import { matchCentrePath, matchRoomPath } from './league-board';

/** Every row has this height, so a skeleton of rows holds the list's room. */
export const BOARD_ROW_HEIGHT = '3.75rem';

const row = css({
  display: 'grid',
  gridTemplateColumns: '[3.5rem minmax(0, 1fr) 2.75rem]',
  alignItems: 'center',
  columnGap: '2',
  h: '[3.75rem]',
  pl: { base: '3', sm: '4' },
  pr: { base: '1', sm: '2' },
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  _first: { borderTopWidth: '0' },
  '&[data-live]': { bg: 'accent.liveMuted', boxShadow: '[inset 3px 0 0 token(colors.accent.live)]' },
  '&[data-favourite]': { boxShadow: '[inset 3px 0 0 token(colors.accent.default)]' },
});

const status = css({
  fontSize: 'xs',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
  color: 'fg.muted',
  textAlign: 'center',
  lineHeight: 'tight',
  overflowWrap: 'anywhere',
  '&[data-kind=live], &[data-kind=ongoing]': { color: 'accent.liveText' },
  '&[data-kind=upcoming]': { color: 'fg.default', fontSize: 'sm' },
  '&[data-kind=postponed], &[data-kind=cancelled]': { color: 'accent.hot' },
});

const teams = css({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: '1',
  minWidth: '0',
  h: 'full',
  color: 'fg.default',
  _hover: { '& [data-name]': { color: 'accent.text' } },
  // The league card clips its corners: the ring goes inside the row.
  _focusVisible: { outlineOffset: '[-2px]' },
});

const side = css({ display: 'flex', alignItems: 'center', gap: '2', minWidth: '0', fontSize: 'sm', lineHeight: '[1.25rem]' });
const crest = css({ w: '5', h: '5', flexShrink: '0', objectFit: 'contain' });
const name = css({
  flex: '1',
  minWidth: '0',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '&[data-result=lost]': { color: 'fg.muted' },
  '&[data-result=won]': { fontWeight: 'semibold' },
});
const goals = css({
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
  minWidth: '6',
  textAlign: 'right',
  '&[data-live]': { color: 'accent.liveText' },
});
const room = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'full',
  color: 'fg.muted',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  '&[data-live]': { color: 'accent.liveText' },
  _focusVisible: { outlineOffset: '[-2px]' },
});

/** The short status of a row (SofaScore-like): the kick-off time, the minute, HT, FT, or a word (SPEC §4). */
function RowStatus({ match, timeZone }: { match: MatchSummary; timeZone: string }) {
  const intl = useIntl();
  const parsed = matchStatus(match.statusText);
  let kind: string = parsed.kind;
  let text: string;
  if (match.status === SCHEDULE_STATUS.comingUp) {
    kind = 'upcoming';
    text = intl.formatTime(match.kickoffTime, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  } else if (match.status === SCHEDULE_STATUS.ended) {
    kind = 'ended';
    text = intl.formatMessage({ id: 'board.status.ended' });
  } else if (parsed.kind === 'live' && parsed.minute === 'HT') {
    text = intl.formatMessage({ id: 'board.status.halfTime' });
  } else if (parsed.kind === 'live' && parsed.minute) {
    text = /^\d/.test(parsed.minute) ? `${parsed.minute}'` : parsed.minute;
  } else if (match.status === SCHEDULE_STATUS.live) {
    kind = 'live';
    text = intl.formatMessage({ id: 'match.status.live' });
  } else {
    text = intl.formatMessage({ id: parsed.kind === 'unknown' ? 'match.status.cancelled' : parsed.labelId });
  }
  return (
    <span className={status} data-kind={kind} data-testid="board-row-status">
      {text}
    </span>
  );
}

interface BoardMatchRowProps {
  match: MatchSummary;
  /** IANA zone the kick-off time is shown in. */
  timeZone: string;
  /** One of the visitor's teams plays. */
  favourite?: boolean;
}

/**
 * One match of a day list: its status (time, minute, HT, FT), the two teams with their crests and
 * score, a link to its match centre and, while there is something to watch, to its live room.
 */
export function BoardMatchRow({ match: m, timeZone, favourite = false }: BoardMatchRowProps) {
  const intl = useIntl();
  const live = m.status === SCHEDULE_STATUS.live;
  const ended = m.status === SCHEDULE_STATUS.ended;
  const shown = m.homeScore !== null && m.awayScore !== null && (live || ended);
  const result = (mine: number | null, theirs: number | null) =>
    !ended || mine === null || theirs === null ? undefined : mine > theirs ? 'won' : mine < theirs ? 'lost' : 'drawn';
  const roomPath = ended || m.status === SCHEDULE_STATUS.cancelled ? null : matchRoomPath(m);
  const pair = `${m.home.name} – ${m.away.name}`;
  return (
    <li className={row} data-testid="board-row" data-static-id={m.staticId} data-status={m.status} data-live={live || undefined} data-favourite={favourite || undefined}>
      <RowStatus match={m} timeZone={timeZone} />
      <Link href={matchCentrePath(m)} className={teams} data-testid="board-row-link">
        {([
          ['home', m.home, m.homeScore, m.awayScore],
          ['away', m.away, m.awayScore, m.homeScore],
        ] as const).map(([key, team, mine, theirs]) => (
          <span key={key} className={side} data-side={key}>
            <img src={team.logo} alt="" width={20} height={20} className={crest} loading="lazy" decoding="async" />
            <span className={name} data-name data-result={result(mine, theirs)}>
              {team.name}
            </span>
            {shown ? (
              <span className={goals} data-live={live || undefined} data-testid={`board-row-${key}-score`}>
                {mine}
              </span>
            ) : null}
          </span>
        ))}
      </Link>
      {roomPath ? (
        <Link href={roomPath} className={room} data-live={live || undefined} data-testid="board-row-room" aria-label={intl.formatMessage({ id: live ? 'board.row.watchLive' : 'board.row.room' }, { match: pair })}>
          <Icon name={live ? 'live' : 'tv'} size={20} />
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </li>
  );
}
