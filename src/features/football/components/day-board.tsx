import { Link, useLocation, useSearch } from 'wouter';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useIntl } from '../../../lib/intl-context';
import { useLiveScores } from '../../../app/machine-hooks';
import { DayStrip } from '../../../components/ui/day-strip';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { MatchRow } from '../../../components/sports/match-row';
import { LeagueGroup, LeagueGroupsSkeleton } from '../../../components/sports/league-group';
import { dayBoardLoader, leaguesLoader } from '../../../../machines/football/football.loaders';
import { boardDays, boardSearch, dayAsDate, parseBoardQuery, relativeDay, type BoardKind, type BoardSelection, type IsoDay } from '../../../../contracts/day-strip';
import { href } from '../../../../contracts/href';
import { boardGroups, boardLiveKey, leagueChips, matchCount } from '../board-model';
import { LeagueFilter } from './league-filter';
import { OddsCells } from './odds-cells';
import { srOnly } from '../../../components/ui/text-styles';
import { useToday } from '../../../components/ui/use-now';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' });
const summary = css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap', fontSize: 'sm', color: 'fg.muted' });
const legend = css({ fontSize: 'xs', color: 'fg.subtle', display: 'inline-flex', gap: '3', flexWrap: 'wrap' });
const up = css({ color: 'status.success', fontWeight: 'semibold' });
const down = css({ color: 'status.error', fontWeight: 'semibold' });

const skeletonBar = css({ display: 'flex', gap: '2', minHeight: '10', p: '0.5', overflow: 'hidden' });
const skeletonChip = css({ flexShrink: '0', w: '28', h: '9', borderRadius: 'full', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', animation: 'livePulse' });
const skeletonLine = css({ h: '5', w: '60', maxW: 'full', borderRadius: 'md', bg: 'bg.surface', animation: 'livePulse' });
// Taller than a row without odds (minHeight over the skeleton's own height, whatever the stylesheet's order).
const skeletonOddsRow = css({ minHeight: { base: '[9.5rem]', lg: '[5.5rem]' } });

/** The empty and loading states hold the place of the board; the strip above never moves. */
function BoardSkeleton({ kind }: { kind: BoardKind }) {
  const intl = useIntl();
  return (
    <div className={stack} aria-busy="true" data-state="loading" data-testid="board-loading">
      <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
      <div className={skeletonBar} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className={skeletonChip} />
        ))}
      </div>
      <div className={skeletonLine} aria-hidden="true" />
      <LeagueGroupsSkeleton cards={[3, 2]} gap={4} rowClassName={kind === 'odds' ? skeletonOddsRow : undefined} />
    </div>
  );
}

function ChosenLeagueNotice({ leagueId, dayLabel, allHref }: { leagueId: number; dayLabel: string; allHref: string }) {
  const intl = useIntl();
  const leagues = useLoader(leaguesLoader, { query: { sport: 'football' } });
  const name = leagues.data?.find((l) => l.id === leagueId)?.name ?? null;
  return (
    <SectionNotice
      icon="calendar"
      testId="board-league-empty"
      title={name ? intl.formatMessage({ id: 'football.board.leagueEmpty' }, { name }) : intl.formatMessage({ id: 'football.board.leagueUnknown' })}
      text={dayLabel}
      action={
        <Link href={allHref} className={button({ variant: 'outline', size: 'md' })}>
          {intl.formatMessage({ id: 'football.board.showAll' })}
        </Link>
      }
    />
  );
}

interface BoardDayProps {
  kind: BoardKind;
  day: IsoDay;
  today: IsoDay;
  timeZone: string;
  leagueId: number | null;
  hrefOf: (selection: BoardSelection) => string;
}

/** One day of a board: the league filter, the day's count and the matches grouped by league, live scores merged in. */
function BoardDay({ kind, day, today, timeZone, leagueId, hrefOf }: BoardDayProps) {
  const intl = useIntl();
  const live = useLiveScores();
  const board = useLoader(dayBoardLoader, { query: { kind, date: day, timezone: timeZone } }, (data) => boardLiveKey(data, live, day, timeZone));
  const relative = relativeDay(day, today);
  const dayLabel = `${relative ? `${intl.formatMessage({ id: `schedule.day.${relative}` })}, ` : ''}${intl.formatDate(dayAsDate(day), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })}`;

  const all = boardGroups(board.data, null, live);
  const groups = leagueId === null ? all : all.filter((g) => g.league.id === leagueId);
  const playing = groups.length > 0;
  // The chosen league does not play that day: a notice names it (from the leagues list).
  const missingLeague = leagueId !== null && !playing ? leagueId : null;
  const chips = leagueChips(board.data, null);
  const total = matchCount(all);

  return (
    <div className={stack} data-testid="board-content" data-state={board.state} data-day={day} data-kind={kind} aria-busy={board.status === 'loading'}>
      {board.status === 'loading' ? (
        <BoardSkeleton kind={kind} />
      ) : board.status === 'failed' ? (
        <LoadFailed error={board.error} onRetry={board.retry} />
      ) : board.status === 'empty' ? (
        <SectionNotice
          icon={kind === 'results' ? 'results' : kind === 'odds' ? 'odds' : 'fixtures'}
          testId="board-empty"
          title={intl.formatMessage({ id: `football.board.empty.${kind}` })}
          text={`${dayLabel}. ${intl.formatMessage({ id: 'football.board.empty.text' })}`}
        />
      ) : (
        <>
          <LeagueFilter chips={chips} selected={leagueId} total={total} hrefOf={(id) => hrefOf({ day, leagueId: id })} />
          <div className={summary}>
            <p aria-live="polite" data-testid="board-summary">
              {intl.formatMessage({ id: 'football.board.summary' }, { day: dayLabel, count: matchCount(groups), leagues: groups.length })}
            </p>
            {kind === 'odds' ? (
              <p className={legend} data-testid="odds-legend">
                <span>
                  <span className={up} aria-hidden="true">
                    ▲{' '}
                  </span>
                  {intl.formatMessage({ id: 'football.odds.legendUp' })}
                </span>
                <span>
                  <span className={down} aria-hidden="true">
                    ▼{' '}
                  </span>
                  {intl.formatMessage({ id: 'football.odds.legendDown' })}
                </span>
              </p>
            ) : null}
          </div>
          {missingLeague !== null ? (
            <ChosenLeagueNotice leagueId={missingLeague} dayLabel={dayLabel} allHref={hrefOf({ day, leagueId: null })} />
          ) : (
            groups.map((group) => (
              <LeagueGroup key={group.league.id} league={group.league} pinned={group.league.featured} count={group.matches.length}>
                {group.matches.map((match) => (
                  <MatchRow key={match.staticId} match={match} timeZone={timeZone} aside={kind === 'odds' ? <OddsCells match={match} /> : undefined} />
                ))}
              </LeagueGroup>
            ))
          )}
        </>
      )}
    </div>
  );
}

/** The route of each board, for the links between them. */
const BOARD_ROUTE = { results: 'results', fixtures: 'fixtures', odds: 'odds' } as const;

interface DayBoardViewProps {
  kind: BoardKind;
  /** The visitor's zone (geo cookie): "today" and every time are in it. */
  timeZone: string;
}

/**
 * A football day board (results, fixtures or odds): the board's day strip, then the day. The day and
 * the league are in the URL query, so a link gives the same view.
 */
export function DayBoardView({ kind, timeZone }: DayBoardViewProps) {
  const intl = useIntl();
  const [pathname] = useLocation();
  const search = useSearch();
  const today = useToday(timeZone);
  const selection = parseBoardQuery(search, kind, today);
  const hrefOf = (next: BoardSelection) => `${pathname || href(BOARD_ROUTE[kind])}${boardSearch(next, today)}`;

  return (
    <section className={stack} data-testid="day-board" data-kind={kind} data-day={selection.day} data-league={selection.leagueId ?? 'all'}>
      <DayStrip
        label={intl.formatMessage({ id: `football.board.days.${kind}` })}
        days={boardDays(kind, today)}
        selected={selection.day}
        today={today}
        hrefOf={(day) => hrefOf({ day, leagueId: selection.leagueId })}
        testId="board-days"
      />
      <BoardDay key={`${selection.day}|${timeZone}`} kind={kind} day={selection.day} today={today} timeZone={timeZone} leagueId={selection.leagueId} hrefOf={hrefOf} />
    </section>
  );
}
