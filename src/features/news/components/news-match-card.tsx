import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { useIntl } from '../../../lib/intl-context';
import { rowStatus } from '../../../lib/format/match-row-status';
import { formatDateTime } from '../../../lib/format/date-time';
import { matchPath } from '../../../lib/match-path';
import { useLiveScore, useVisitorTimeZone } from '../../../app/machine-hooks';
import { withLiveScore } from '../../../../machines/live-scores/live-scores.frames';
import { Icon } from '../../../components/ui/icon';
import { rowText } from '../../../components/sports/match-row';
import type { MatchSummary, TeamRef } from '../../../../contracts/schemas/sports/matches';

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: { base: '3', sm: '4' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  '&[data-tone=live]': { borderColor: 'accent.live', boxShadow: '[inset 3px 0 0 token(colors.accent.live)]' },
});
const top = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'xs', color: 'fg.muted', minWidth: '0' });
const leagueLogo = css({ w: '5', h: '5', flexShrink: '0' });
const ellipsis = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: '0' });
const board = css({ display: 'grid', gridTemplateColumns: '[minmax(0, 1fr) auto minmax(0, 1fr)]', alignItems: 'center', gap: { base: '2', sm: '4' } });
const side = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1.5', textAlign: 'center', minWidth: '0' });
const crest = css({ w: { base: '10', sm: '12' }, h: { base: '10', sm: '12' }, objectFit: 'contain' });
const teamName = css({ fontSize: { base: 'sm', sm: 'md' }, fontWeight: 'semibold', overflowWrap: 'anywhere', lineHeight: 'tight' });
const middle = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1' });
const score = css({ fontSize: { base: '2xl', sm: '3xl' }, fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', lineHeight: 'none', '[data-tone=live] &': { color: 'accent.liveText' } });
const status = css({ fontSize: 'xs', fontWeight: 'bold', color: 'fg.muted', textAlign: 'center', '[data-tone=live] &': { color: 'accent.liveText' } });
const kickoff = css({ fontSize: 'xs', color: 'fg.subtle', textAlign: 'center' });
const centre = css({
  display: 'inline-flex',
  alignSelf: { base: 'stretch', sm: 'center' },
  justifyContent: 'center',
  alignItems: 'center',
  gap: '1.5',
  minHeight: '10',
  px: '4',
  borderRadius: 'lg',
  bg: 'accent.muted',
  color: 'accent.text',
  fontSize: 'sm',
  fontWeight: 'semibold',
  _hover: { bg: 'accent.default', color: 'fg.onAccent' },
});

function Side({ team }: { team: TeamRef }) {
  return (
    <span className={side}>
      <img src={team.logo} alt="" width={48} height={48} className={crest} loading="lazy" decoding="async" />
      <span className={teamName} data-testid="news-match-team">{team.name}</span>
    </span>
  );
}

/** The match a story is about: league and round, both teams, the score or kick-off (live while it is played), and the way to its match centre. */
export function NewsMatchCard({ match: summary }: { match: MatchSummary }) {
  const intl = useIntl();
  const timeZone = useVisitorTimeZone();
  const match = withLiveScore(summary, useLiveScore(summary.staticId));
  const state = rowStatus(match, timeZone, intl.locale);
  const scored = match.homeScore !== null && match.awayScore !== null && (state.tone === 'live' || state.tone === 'ended');
  const headingId = `news-match-${match.staticId}`;
  return (
    <section className={card} data-tone={state.tone} data-testid="news-match-card" data-id={match.staticId} aria-labelledby={headingId}>
      <h2 className={top} id={headingId}>
        <img src={match.leagueLogo} alt="" width={20} height={20} className={leagueLogo} />
        <span className={ellipsis}>{intl.formatMessage({ id: 'news.match.heading' }, { league: match.leagueName, round: match.round })}</span>
      </h2>
      <div className={board}>
        <Side team={match.home} />
        <span className={middle}>
          {scored ? (
            <span className={score} data-testid="news-match-score">
              {match.homeScore}–{match.awayScore}
            </span>
          ) : (
            <span className={score} aria-hidden="true">
              –
            </span>
          )}
          <span className={status} data-testid="news-match-status">
            {rowText(intl, state.long)}
          </span>
        </span>
        <Side team={match.away} />
      </div>
      <p className={kickoff}>
        <time dateTime={match.kickoffTime}>{intl.formatMessage({ id: 'news.match.kickoff' }, { time: formatDateTime(match.kickoffTime, timeZone, intl.locale) })}</time>
        {match.venue ? ` · ${match.venue.name}` : ''}
      </p>
      <Link href={matchPath(match)} className={centre} data-testid="news-match-link">
        {intl.formatMessage({ id: 'news.match.centre' })}
        <Icon name="chevronRight" size={16} />
      </Link>
    </section>
  );
}
