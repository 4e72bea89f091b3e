import { css } from '../../../../styled-system/css';
import { MatchRow } from '../../../components/sports/match-row';
import { useLiveScores, useVisitorTimeZone } from '../../../app/machine-hooks';
import { withLiveScore } from '../../../../machines/live-scores/live-scores.frames';
import type { MatchSummary } from '../../../../contracts/schemas/sports/matches';
import { resultFor } from '../format';
import { ResultChip } from '../../../components/sports/form-strip';

const list = css({ display: 'flex', flexDirection: 'column', mx: { base: '-4', sm: '-5' } });
/** The team's result stays beside the row at every width (the shared row puts an aside under it on a phone). */
const withResult = css({
  '&[data-aside][data-status]': { gridTemplateColumns: '[minmax(0, 1fr) auto]' },
  '& > div': { pb: '0', pl: '0', pr: { base: '3', sm: '4' } },
});

interface RowProps {
  match: MatchSummary;
  /** The team whose page this is: its result (W/D/L) beside the row. */
  teamId?: number;
  /** Show the competition (a team's matches span several). */
  showLeague?: boolean;
  timeZone: string;
}

/** One match of an entity page: the shared football row (date, status, sides, score; the match centre on a click) and the team's result. */
export function EntityMatchRow({ match, teamId, showLeague, timeZone }: RowProps) {
  const result = teamId ? resultFor(match, teamId) : null;
  return (
    <MatchRow
      match={match}
      timeZone={timeZone}
      showDate
      showLeague={showLeague}
      className={result ? withResult : undefined}
      aside={result ? <ResultChip result={result} size="sm" /> : undefined}
    />
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
