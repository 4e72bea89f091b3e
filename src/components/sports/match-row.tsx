import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { css, cx } from '../../../styled-system/css';
import { useIntl, type IntlShape } from '../../lib/intl-context';
import { rowStatus, type RowText } from '../../lib/format/match-row-status';
import { formatShortDate } from '../../lib/format/date-time';
import { matchPath } from '../../lib/match-path';
import { Icon } from '../ui/icon';
import { srOnly } from '../ui/text-styles';
import type { MatchSummary, TeamRef } from '../../../contracts/schemas/sports/matches';
import { matchRoomPath } from './league-board';

const row = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  _first: { borderTopWidth: '0' },
  '&[data-tone=live]': { bg: 'accent.liveMuted', boxShadow: '[inset 3px 0 0 token(colors.accent.live)]' },
  '&[data-favourite]': { boxShadow: '[inset 3px 0 0 token(colors.accent.default)]' },
  '&[data-aside]': { gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '[minmax(0, 1fr) auto]' } },
  '&[data-room]': { gridTemplateColumns: '[minmax(0, 1fr) 2.75rem]', pr: { base: '1', sm: '2' } },
});

const link = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: { base: '[3.5rem minmax(0, 1fr)]', sm: '[4.25rem minmax(0, 1fr)]' },
  alignItems: 'center',
  columnGap: { base: '2', sm: '3' },
  // A day list's skeleton rows (LeagueGroupsSkeleton) are this high.
  minHeight: '16',
  px: { base: '3', sm: '4' },
  py: '2.5',
  color: 'fg.default',
  transitionProperty: 'colors',
  transitionDuration: 'fast',
  _hover: { bg: 'bg.hover' },
  _focusVisible: { outlineOffset: '[-2px]' },
});

const statusCol = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.5', textAlign: 'center', minWidth: '0' });
const statusText = css({
  fontSize: 'xs',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 'tight',
  color: 'fg.muted',
  overflowWrap: 'anywhere',
  '&[data-tone=live]': { color: 'accent.liveText' },
  '&[data-tone=upcoming]': { color: 'fg.default', fontSize: 'sm' },
  '&[data-tone=off]': { color: 'status.warning' },
});
const dateText = css({ fontSize: '2xs', color: 'fg.subtle', fontVariantNumeric: 'tabular-nums' });
const liveDot = css({ w: '1.5', h: '1.5', borderRadius: 'full', bg: 'accent.live', animation: 'livePulse', _motionReduce: { animation: '[none]' } });

const teams = css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' });
const leagueLine = css({ fontSize: '2xs', color: 'fg.subtle', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const side = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minWidth: '0',
  fontSize: 'sm',
  // Two sides, their gap and the link's padding make the row's 4rem (minHeight 16).
  lineHeight: '[1.25rem]',
  fontWeight: 'medium',
  '&[data-result=won]': { fontWeight: 'bold' },
  '&[data-result=lost]': { color: 'fg.muted' },
});
const crest = css({ w: '5', h: '5', flexShrink: '0', objectFit: 'contain' });
const name = css({ flex: '1', minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const goals = css({
  minWidth: '5',
  textAlign: 'right',
  fontSize: 'sm',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
  animation: 'fadeIn',
  _motionReduce: { animation: '[none]' },
  '[data-tone=live] &': { color: 'accent.liveText' },
});
const roomLink = css({
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
const asideBox = css({
  minWidth: '0',
  px: { base: '3', sm: '4' },
  pb: { base: '3', lg: '0' },
  pt: { base: '0', lg: '0' },
});

export function rowText(intl: IntlShape, text: RowText): string {
  return 'text' in text ? text.text : intl.formatMessage({ id: text.id }, text.values);
}

function Side({ team, score, result }: { team: TeamRef; score: number | null; result: 'won' | 'lost' | 'drawn' | null }) {
  return (
    <span className={side} data-result={result ?? undefined}>
      <img src={team.logo} alt="" width={20} height={20} className={crest} loading="lazy" decoding="async" />
      <span className={name}>{team.name}</span>
      {/* The key replays the fade when a goal changes the number. */}
      {score !== null ? (
        <span key={score} className={goals} data-testid="match-row-goals">
          {score}
        </span>
      ) : null}
    </span>
  );
}

interface MatchRowProps {
  /** The match as shown (merged with its live state: withLiveScore). */
  match: MatchSummary;
  /** The visitor's zone: the kick-off time and date are shown in it. */
  timeZone: string;
  /** Rows of several days (a team's or a league's matches): the date above the time. */
  showDate?: boolean;
  /** Rows outside a league group: the competition's name above the teams. */
  showLeague?: boolean;
  /** More about the match beside the link (a board's odds), outside the link. */
  aside?: ReactNode;
  /** A link to the match's live room at the end of the row while there is something to watch (the home and hub day lists). */
  room?: boolean;
  /** One of the visitor's teams plays: the row is marked. */
  favourite?: boolean;
  className?: string;
}

/**
 * One match as a list item linking to its match centre: status by SPEC §4 (minute, half time,
 * kick-off time in the visitor's zone, full time, called off), both crests and names, the score once
 * there is one (the winner in bold) and, with `room`, its live room while there is something to
 * watch. Put it in a `<ul>`, e.g. under a LeagueGroup.
 */
export function MatchRow({ match, timeZone, showDate, showLeague, aside, room = false, favourite = false, className }: MatchRowProps) {
  const intl = useIntl();
  const status = rowStatus(match, timeZone, intl.locale);
  const scored = match.homeScore !== null && match.awayScore !== null && (status.tone === 'live' || status.tone === 'ended');
  const homeScore = scored ? match.homeScore : null;
  const awayScore = scored ? match.awayScore : null;
  const ended = scored && status.tone === 'ended';
  const result = (own: number | null, other: number | null) =>
    !ended || own === null || other === null ? null : own > other ? 'won' : own < other ? 'lost' : 'drawn';
  const statusWords = rowText(intl, status.long);
  const date = showDate ? formatShortDate(match.kickoffTime, timeZone, intl.locale) : '';
  const roomPath = room && status.tone !== 'ended' && status.tone !== 'off' ? matchRoomPath(match) : null;
  const live = status.tone === 'live';

  return (
    <li
      className={cx(row, className)}
      data-testid="match-row"
      data-id={match.staticId}
      data-status={match.status}
      data-tone={status.tone}
      data-score={scored ? `${homeScore}-${awayScore}` : undefined}
      data-aside={aside ? '' : undefined}
      data-room={room ? '' : undefined}
      data-favourite={favourite ? '' : undefined}
    >
      {/* Its name is what it shows (a voice user says what they see), the status then said in full. */}
      <Link href={matchPath(match)} className={link} data-testid="match-row-link">
        <span className={statusCol} title={statusWords}>
          {date ? (
            <time className={dateText} dateTime={match.kickoffTime}>
              {date}
            </time>
          ) : null}
          {status.tone === 'live' ? <span className={liveDot} aria-hidden="true" /> : null}
          {status.tone === 'upcoming' ? (
            <time className={statusText} data-tone={status.tone} dateTime={match.kickoffTime} data-testid="match-row-status">
              {rowText(intl, status.short)}
            </time>
          ) : (
            <span className={statusText} data-tone={status.tone} data-testid="match-row-status">
              {rowText(intl, status.short)}
            </span>
          )}
        </span>
        <span className={teams}>
          {showLeague ? <span className={leagueLine}>{match.leagueName}</span> : null}
          <Side team={match.home} score={homeScore} result={result(homeScore, awayScore)} />
          <Side team={match.away} score={awayScore} result={result(awayScore, homeScore)} />
        </span>
        <span className={srOnly}>, {statusWords}</span>
      </Link>
      {aside ? <div className={asideBox}>{aside}</div> : null}
      {!room ? null : roomPath ? (
        <Link
          href={roomPath}
          className={roomLink}
          data-live={live || undefined}
          data-testid="match-row-room"
          aria-label={intl.formatMessage({ id: live ? 'board.row.watchLive' : 'board.row.room' }, { match: `${match.home.name} – ${match.away.name}` })}
        >
          <Icon name={live ? 'live' : 'tv'} size={20} />
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </li>
  );
}
