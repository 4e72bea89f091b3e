import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';
import { useVisitorTimeZone } from '../../../app/machine-hooks';
import { formatDateTime } from '../../../lib/format/date-time';
import { matchPath } from '../../../lib/match-path';
import type { MatchSummary } from '../../../../contracts/schemas/sports/matches';
import { Score } from './score-text';

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
});
const head = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', fontSize: 'sm', color: 'fg.muted', flexWrap: 'wrap' });
const league = css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontWeight: 'semibold', color: 'fg.default', minW: '0' });
const teams = css({ display: 'grid', gridTemplateColumns: '[minmax(0, 1fr) auto minmax(0, 1fr)]', alignItems: 'center', gap: '3' });
const team = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1.5', textAlign: 'center', minW: '0', fontWeight: 'bold', fontSize: 'sm', overflowWrap: 'anywhere' });
const score = css({ fontSize: '2xl', fontWeight: 'black', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
const status = css({ display: 'block', textAlign: 'center', fontSize: 'xs', color: 'fg.muted', fontWeight: 'semibold' });

/** The match a highlight shows: league, both teams with the final score, kick-off, and the way to its match centre. */
export function HighlightMatchCard({ match }: { match: MatchSummary }) {
  const intl = useIntl();
  const timeZone = useVisitorTimeZone();
  const ended = match.status === 3;
  return (
    <section className={card} aria-labelledby="highlight-match-title" data-testid="highlight-match" data-match={match.staticId}>
      <div className={head}>
        <h2 id="highlight-match-title" className={league}>
          <img src={match.leagueLogo} alt="" width={20} height={20} />
          {match.leagueName}
        </h2>
        <time dateTime={match.kickoffTime}>{formatDateTime(match.kickoffTime, timeZone, intl.locale)}</time>
      </div>
      <div className={teams}>
        <span className={team}>
          <img src={match.home.logo} alt="" width={40} height={40} />
          <span data-testid="highlight-match-home">{match.home.name}</span>
        </span>
        <span>
          <span className={score} data-testid="highlight-match-score">
            {match.homeScore !== null && match.awayScore !== null ? <Score home={match.homeScore} away={match.awayScore} /> : '–'}
          </span>
          <span className={status}>{ended ? intl.formatMessage({ id: 'match.status.ended' }) : match.statusText}</span>
        </span>
        <span className={team}>
          <img src={match.away.logo} alt="" width={40} height={40} />
          <span data-testid="highlight-match-away">{match.away.name}</span>
        </span>
      </div>
      <AppLink href={matchPath(match)} className={cx(button({ variant: 'outline', size: 'md' }), css({ alignSelf: 'stretch', justifyContent: 'center' }))} data-testid="highlight-match-link">
        {intl.formatMessage({ id: 'highlights.matchCentre' })}
        <Icon name="chevronRight" size={18} />
      </AppLink>
    </section>
  );
}
