import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { MatchStatusBadge } from '../../../components/ui/match-status-badge';
import { useVisitorTimeZone } from '../../../app/machine-hooks';
import type { MatchSummary } from '../../../../contracts/schemas/sports/matches';
import { crest, subtle, truncate } from './tips-styles';

const root = css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' });
const teams = css({
  display: 'grid',
  gridTemplateColumns: '[minmax(0, 1fr) auto minmax(0, 1fr)]',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'semibold',
  fontSize: 'sm',
});
const side = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' });
const away = css({ justifyContent: 'flex-end', textAlign: 'right' });
const middle = css({ fontWeight: 'black', fontVariantNumeric: 'tabular-nums', color: 'fg.default', px: '1', whiteSpace: 'nowrap' });
const vs = css({ color: 'fg.subtle', fontWeight: 'medium', fontSize: 'xs' });
const meta = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', minW: '0' });

/** Whether a match has a score to show (in play or over). */
export function hasScore(match: MatchSummary): boolean {
  return match.homeScore !== null && match.awayScore !== null && match.status !== 1;
}

/** An instant as the visitor reads it, in their zone: "T4, 25/11 20:30" (with the weekday) or "23/11 23:47". */
export function useDateTimeText(): (iso: string, withWeekday?: boolean) => string {
  const intl = useIntl();
  const timeZone = useVisitorTimeZone();
  return (iso, withWeekday = false) =>
    `${intl.formatDate(iso, { timeZone, ...(withWeekday ? { weekday: 'short' } : {}), day: '2-digit', month: '2-digit' })} ${intl.formatTime(iso, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`;
}

/** A match in one block: the two sides (the score between them once it started), league, kick-off and status. */
export function MatchLine({ match, showStatus = true }: { match: MatchSummary; showStatus?: boolean }) {
  const intl = useIntl();
  const kickoff = useDateTimeText();
  const scored = hasScore(match);
  return (
    <div className={root} data-testid="tip-match" data-match={match.staticId}>
      <div className={teams}>
        <span className={side}>
          <img src={match.home.logo} alt="" width={24} height={24} className={crest} loading="lazy" />
          <span className={truncate}>{match.home.name}</span>
        </span>
        <span className={middle} data-testid="tip-match-score">
          {scored ? (
            <span aria-label={intl.formatMessage({ id: 'tips.match.score' }, { home: match.homeScore, away: match.awayScore })}>
              {match.homeScore}–{match.awayScore}
            </span>
          ) : (
            <span className={vs}>vs</span>
          )}
        </span>
        <span className={cx(side, away)}>
          <span className={truncate}>{match.away.name}</span>
          <img src={match.away.logo} alt="" width={24} height={24} className={crest} loading="lazy" />
        </span>
      </div>
      <div className={meta}>
        {showStatus && match.status !== 1 ? <MatchStatusBadge text={match.statusText} statusId={match.status} /> : null}
        <span className={cx(subtle, truncate)}>
          {match.leagueName} · <time dateTime={match.kickoffTime}>{intl.formatMessage({ id: 'tips.match.kickoff' }, { time: kickoff(match.kickoffTime, true) })}</time>
        </span>
      </div>
    </div>
  );
}
