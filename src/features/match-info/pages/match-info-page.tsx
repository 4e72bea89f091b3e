import { useId } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { button, field } from '../../../../styled-system/recipes';
import type { PageProps } from '../../../app/page-props';
import { useLiveScores, useVisitorTimeZone } from '../../../app/machine-hooks';
import { PageFrame } from '../../../components/ui/page-frame';
import { LinkTabs } from '../../../components/ui/tabs';
import { Icon } from '../../../components/ui/icon';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { LeagueGroup, LeagueGroupsSkeleton } from '../../../components/sports/league-group';
import { MatchRow } from '../../../components/sports/match-row';
import { countMatches, filterGroups, leaguesOf, mergeBoards, withLiveScores, type BoardFilter } from '../../../components/sports/league-board';
import { matchHubLoader } from '../../../../machines/match-info/match-info.loaders';
import { dayAsDate, todayIn } from '../../../../contracts/day-strip';
import { href } from '../../../../contracts/href';
import { SCHEDULE_STATUS } from '../../../../contracts/constants';
import { hubSearch, parseHubQuery, SPORT_SLUGS } from '../hub-query';
import { muted } from '../../../components/ui/text-styles';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' });
const toolbar = css({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
const liveToggle = css({
  gap: '2',
  '&[aria-pressed=true]': { bg: 'accent.live', color: 'fg.onLive', borderColor: 'accent.live' },
});
const liveDot = css({ w: '2', h: '2', borderRadius: 'full', bg: 'accent.live', '[aria-pressed=true] &': { bg: 'fg.onLive' } });
const leaguePicker = css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '[12rem]', flex: { base: '1', sm: 'initial' } });
/** Two columns of leagues from 1024 px: a wide row would put the score far from the names. */
const grid = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4', alignItems: 'start' });

/** Both hub routes: /thong-tin (the phone's bottom bar) and /thong-tin-tran-dau. */
export default function MatchInfoPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const search = useSearch();
  const filter = parseHubQuery(search);
  const path = href(routeId === 'matchInfoAlt' ? 'matchInfoAlt' : 'matchInfo');
  const sportTabs = ([null, ...Object.values(SPORT_SLUGS)] as const).map((sport) => ({
    key: sport ?? 'all',
    href: `${path}${hubSearch({ sport, liveOnly: filter.liveOnly, leagueId: null })}`,
    label: intl.formatMessage({ id: sport === null ? 'hub.sport.all' : `hub.sport.${sport}` }),
    current: filter.sport === sport ? ('page' as const) : undefined,
  }));
  // The geo lookup may store the visitor's zone after the page opened: the day starts again in it.
  const timeZone = useVisitorTimeZone();
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.matchInfo" tabs={<LinkTabs label={intl.formatMessage({ id: 'hub.sport.label' })} tabs={sportTabs} />}>
      <MatchHub key={timeZone} timeZone={timeZone} filter={filter} path={path} />
    </PageFrame>
  );
}

interface MatchHubProps {
  timeZone: string;
  filter: BoardFilter;
  /** The page's own path, for the filters' links. */
  path: string;
}

/** Today's matches of every sport by league, live scores merged in, with the live and league filters. */
function MatchHub({ timeZone, filter, path }: MatchHubProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const leagueFieldId = useId();
  const today = todayIn(timeZone);
  const hub = useLoader(matchHubLoader, { date: today, timezone: timeZone });
  const scores = useLiveScores();
  const all = hub.data ? withLiveScores(mergeBoards(hub.data), scores) : [];
  const ofSport = filterGroups(all, { sport: filter.sport, liveOnly: false, leagueId: null });
  const leagues = leaguesOf(ofSport);
  // A league of another sport (the sport changed) is not applied.
  const leagueId = filter.leagueId !== null && leagues.some((l) => l.id === filter.leagueId) ? filter.leagueId : null;
  const shown = filterGroups(all, { ...filter, leagueId });
  const liveCount = countMatches(filterGroups(ofSport, { sport: null, liveOnly: false, leagueId }), (m) => m.status === SCHEDULE_STATUS.live);
  const go = (next: BoardFilter) => navigate(`${path}${hubSearch(next)}`, { replace: true });
  const dayLabel = intl.formatDate(dayAsDate(today), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const seg = field();

  return (
    <section className={stack} aria-label={intl.formatMessage({ id: 'hub.filters.label' })} data-testid="match-hub" data-state={hub.state}>
      <div className={toolbar}>
        <button
          type="button"
          className={`${button({ variant: 'outline', size: 'md' })} ${liveToggle}`}
          aria-pressed={filter.liveOnly}
          onClick={() => go({ ...filter, leagueId, liveOnly: !filter.liveOnly })}
          data-testid="hub-live-toggle"
        >
          <span className={liveDot} aria-hidden="true" />
          {intl.formatMessage({ id: 'hub.filter.live' }, { count: liveCount })}
        </button>
        <div className={leaguePicker}>
          <label htmlFor={leagueFieldId} className={seg.label}>
            {intl.formatMessage({ id: 'hub.filter.league' })}
          </label>
          <select
            id={leagueFieldId}
            className={seg.input}
            value={leagueId ?? ''}
            onChange={(event) => go({ ...filter, leagueId: event.target.value ? Number(event.target.value) : null })}
            data-testid="hub-league"
            disabled={hub.status !== 'ready'}
          >
            <option value="">{intl.formatMessage({ id: 'hub.filter.leagueAll' })}</option>
            {leagues.map((l) => (
              <option key={`${l.sport}-${l.id}`} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      {hub.status === 'loading' ? (
        <div data-state="loading" aria-busy="true">
          <div className={grid}>
            <LeagueGroupsSkeleton cards={[4, 2]} />
            <LeagueGroupsSkeleton cards={[3, 3]} />
          </div>
        </div>
      ) : hub.status === 'failed' ? (
        <LoadFailed error={hub.error} onRetry={hub.retry} />
      ) : hub.status === 'empty' ? (
        <SectionNotice
          icon="calendar"
          testId="hub-empty-day"
          title={intl.formatMessage({ id: 'hub.empty.day' })}
          action={
            <Link href={href('fixtures')} className={button({ variant: 'outline', size: 'md' })}>
              {intl.formatMessage({ id: 'home.today.more' })}
            </Link>
          }
        />
      ) : shown.length === 0 ? (
        <SectionNotice
          icon="calendar"
          testId="hub-empty"
          title={intl.formatMessage({ id: 'hub.empty.title' })}
          text={intl.formatMessage({ id: 'hub.empty.text' })}
          action={
            <Link href={path} className={button({ variant: 'outline', size: 'md' })} replace>
              <Icon name="close" size={16} />
              {intl.formatMessage({ id: 'hub.empty.clear' })}
            </Link>
          }
        />
      ) : (
        <>
          <p className={muted} aria-live="polite" data-testid="hub-summary">
            {intl.formatMessage(
              { id: 'hub.summary' },
              { day: dayLabel, count: countMatches(shown), live: countMatches(shown, (m) => m.status === SCHEDULE_STATUS.live) },
            )}
          </p>
          <div className={grid}>
            {shown.map((group) => (
              <LeagueGroup key={group.key} league={group.league} sport={group.sport} count={group.matches.length}>
                {group.matches.map((m) => (
                  <MatchRow key={m.staticId} match={m} timeZone={timeZone} room />
                ))}
              </LeagueGroup>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
