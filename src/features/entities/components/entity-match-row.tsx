import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { AppLink } from '../../../components/ui/app-link';
import { MatchStatusBadge } from '../../../components/ui/match-status-badge';
import { useLiveScores, useVisitorTimeZone } from '../../../app/machine-hooks';
import { withLiveScore } from '../../../../machines/live-scores/live-scores.frames';
import type { MatchSummary, TeamRef } from '../../../../contracts/schemas/sports/matches';
import { matchHref, resultFor } from '../format';
import { ResultChip } from './form-strip';

const list = css({ display: 'flex', flexDirection: 'column', mx: { base: '-4', sm: '-5' } });
const row = css({
  display: 'grid',
  gridTemplateColumns: '[4.25rem minmax(0, 1fr) auto]',
  alignItems: 'center',
  columnGap: '3',
  minH: '16',
  px: { base: '4', sm: '5' },
  py: '2',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  color: 'fg.default',
  _hover: { bg: 'bg.hover' },
  '&[data-status="2"]': { bg: 'accent.liveMuted', boxShadow: '[inset 3px 0 0 token(colors.accent.live)]' },
});
const when = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '0.5', minW: '0', fontSize: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums', lineHeight: 'tight' });
const clock = css({ fontSize: 'sm', fontWeight: 'bold', color: 'fg.default' });
const sides = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' });
const side = css({ display: 'grid', gridTemplateColumns: '[1.25rem minmax(0, 1fr) auto]', alignItems: 'center', gap: '2', fontSize: 'sm', minW: '0' });
const crest = css({ w: '5', h: '5', objectFit: 'contain' });
const name = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minW: '0' });
const focusTeam = css({ fontWeight: 'bold' });
const goals = css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', minW: '4', textAlign: 'right' });
const winner = css({ color: 'fg.default' });
const loser = css({ color: 'fg.muted' });
const end = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '1', minW: '6' });
const league = css({ fontSize: '2xs', color: 'fg.subtle', maxW: '24', textAlign: 'right' });

function Side({ team, score, bold, won }: { team: TeamRef; score: number | null; bold: boolean; won: boolean | null }) {
  return (
    <span className={side}>
      <img src={team.logo} alt="" width={20} height={20} className={crest} loading="lazy" />
      <span className={cx(name, bold && focusTeam)}>{team.name}</span>
      <span className={cx(goals, won === true && winner, won === false && loser)}>{score ?? ''}</span>
    </span>
  );
}

interface RowProps {
  match: MatchSummary;
  /** The team whose page this is: its name in bold and its result at the end. */
  teamId?: number;
  /** Show the competition under the result (a team's matches span several). */
  showLeague?: boolean;
  timeZone: string;
}

/** One match in a list: when (or its live minute, or FT), both sides with the score, and the team's result; the whole row opens the match centre. */
export function EntityMatchRow({ match: m, teamId, showLeague, timeZone }: RowProps) {
  const intl = useIntl();
  const result = teamId ? resultFor(m, teamId) : null;
  const over = m.status === 3 && m.homeScore !== null && m.awayScore !== null;
  const homeWon = over ? (m.homeScore! > m.awayScore! ? true : m.homeScore! < m.awayScore! ? false : null) : null;
  const day = intl.formatDate(m.kickoffTime, { timeZone, day: '2-digit', month: '2-digit' });
  const time = intl.formatDate(m.kickoffTime, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const label = intl.formatMessage(
    { id: 'entities.match.label' },
    { home: m.home.name, away: m.away.name, score: m.score ?? '–', day, time },
  );
  return (
    <li>
      <AppLink href={matchHref(m)} className={row} data-status={m.status} data-testid="entity-match" data-static-id={m.staticId} aria-label={label}>
        <span className={when}>
          {m.status === 1 ? (
            <>
              <span>{day}</span>
              <span className={clock}>{time}</span>
            </>
          ) : (
            <>
              <span>{day}</span>
              <MatchStatusBadge text={m.status === 3 ? 'FT' : m.statusText} statusId={m.status} />
            </>
          )}
        </span>
        <span className={sides}>
          <Side team={m.home} score={m.homeScore} bold={m.home.id === teamId} won={homeWon} />
          <Side team={m.away} score={m.awayScore} bold={m.away.id === teamId} won={homeWon === null ? null : !homeWon} />
        </span>
        <span className={end}>
          {result ? <ResultChip result={result} size="sm" /> : null}
          {showLeague ? <span className={cx(league, name)}>{m.leagueName}</span> : null}
        </span>
      </AppLink>
    </li>
  );
}

/** Matches as rows, with the scores and minutes of those being played kept live (pushed over the site's socket). */
export function EntityMatchList({ matches, teamId, showLeague, testId }: { matches: readonly MatchSummary[]; teamId?: number; showLeague?: boolean; testId?: string }) {
  const timeZone = useVisitorTimeZone();
  const scores = useLiveScores();
  return (
    <ul className={list} data-testid={testId}>
      {matches.map((m) => (
        <EntityMatchRow key={m.staticId} match={withLiveScore(m, scores[m.staticId])} teamId={teamId} showLeague={showLeague} timeZone={timeZone} />
      ))}
    </ul>
  );
}
