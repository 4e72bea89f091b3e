import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { LeagueGroup, LeagueGroupsSkeleton } from '../../../components/sports/league-group';
import { MatchRow } from '../../../components/sports/match-row';
import { capGroups, favouritesFirst, isFavourite, mergeBoards, withLiveScores } from '../../../components/sports/league-board';
import type { LiveMatch } from '../../../app/machine-hooks';
import type { CallError } from '../../../../contracts/call-error';
import type { HomeBoardKind } from '../../../../contracts/home';
import type { DayBoard } from '../../../../contracts/schemas/sports/matches';
import type { LoaderStatus } from '../../../components/ui/use-loader';
import { HOME_LIST_MAX, HOME_LIST_SKELETON } from './home-frame';


const stack = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const more = css({ alignSelf: 'center' });

interface DaySectionBodyProps {
  kind: HomeBoardKind;
  status: LoaderStatus;
  board: DayBoard | null;
  error: CallError | null;
  retry: () => void;
  scores: Readonly<Record<number, LiveMatch>>;
  favouriteTeamIds: readonly number[];
  timeZone: string;
  /** Where the whole day is. */
  allHref: string;
}

/** Today's football still to play (or in play), or finished, by league: favourites first, at most a few, live scores merged in. */
export function DaySectionBody({ kind, status, board, error, retry, scores, favouriteTeamIds, timeZone, allHref }: DaySectionBodyProps) {
  const intl = useIntl();
  if (status === 'loading') return <LeagueGroupsSkeleton cards={HOME_LIST_SKELETON[kind]} />;
  if (status === 'failed') return <LoadFailed error={error} onRetry={retry} />;
  if (status === 'empty' || !board) {
    return (
      <SectionNotice
        icon={kind === 'fixtures' ? 'fixtures' : 'results'}
        testId={`home-${kind}-empty`}
        title={intl.formatMessage({ id: kind === 'fixtures' ? 'home.today.empty' : 'home.results.empty' })}
        action={
          <Link href={allHref} className={button({ variant: 'outline', size: 'md' })}>
            {intl.formatMessage({ id: kind === 'fixtures' ? 'home.today.more' : 'home.results.more' })}
          </Link>
        }
      />
    );
  }
  const groups = favouritesFirst(withLiveScores(mergeBoards([board]), scores), favouriteTeamIds);
  // Results: the latest first, as a visitor looks for what just ended.
  const ordered = kind === 'results' ? groups.map((g) => ({ ...g, matches: [...g.matches].reverse() })) : groups;
  const { groups: shown, hidden } = capGroups(ordered, HOME_LIST_MAX[kind]);
  return (
    <div className={stack} data-testid={`home-${kind}`}>
      {shown.map((group) => (
        <LeagueGroup key={group.key} league={group.league} sport={group.sport} count={group.matches.length} headingLevel={3}>
          {group.matches.map((m) => (
            <MatchRow key={m.staticId} match={m} timeZone={timeZone} room favourite={isFavourite(m, favouriteTeamIds)} />
          ))}
        </LeagueGroup>
      ))}
      {hidden > 0 ? (
        <Link href={allHref} className={`${button({ variant: 'ghost', size: 'sm' })} ${more}`} data-testid={`home-${kind}-hidden`}>
          {intl.formatMessage({ id: 'home.list.hidden' }, { count: hidden })}
        </Link>
      ) : null}
    </div>
  );
}
