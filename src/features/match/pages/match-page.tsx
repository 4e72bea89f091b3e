import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { tabs as tabsRecipe } from '../../../../styled-system/recipes';
import type { PageProps } from '../../../app/page-props';
import { ErrorLink, ErrorView } from '../../../app/error-pages/error-view';
import { useLiveScore, useNavbarMode, useVisitorTimeZone } from '../../../app/machine-hooks';
import type { MatchDetail, MatchEvent, MatchSummary } from '../../../../contracts/schemas/sports/matches';
import { matchCentreLoader } from '../../../../machines/match-centre/match-centre.loaders';
import { liveKeyOf, liveView } from '../../../../machines/match-centre/match-centre.live';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed, LoadingRows, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { HeadToHeadSection } from '../../../components/sports/head-to-head';
import { OddsTables } from '../../../components/sports/match-odds-tables';
import { StatsBars } from '../../../components/sports/match-stats-bars';
import { muted, section, sectionTitle, smallCrest, stack, truncate } from '../../../components/sports/section-styles';
import { matchPath } from '../../../lib/match-path';
import { centreTabsFor, type CentreTab } from '../components/centre-tabs';
import { useQueryTab } from '../../../components/ui/use-query-tab';
import { LineupsSection } from '../components/lineups-pitch';
import { CompactScore, MatchHeader, MatchHeaderSkeleton } from '../components/match-header';
import { FormSection, OverviewSection } from '../components/overview-section';
import { StandingsSection } from '../components/standings-section';
import { srOnly } from '../../../components/ui/text-styles';

const tabCss = css({
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&[aria-selected=true]': { color: 'fg.default', fontWeight: 'semibold', _after: { bg: 'accent.default' } },
});
const panelCss = css({ minW: '0', borderRadius: 'xl' });
const tabSkeleton = css({ h: '11', borderRadius: 'md', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle' });
/** A phone's strip of the one-line score and the tabs, kept under the site's header while the page scrolls. */
const phoneStrip = css({ position: 'sticky', top: '[token(sizes.header)]', zIndex: 'dropdown', bg: 'bg.canvas', mx: '-4', px: '4' });
/** The strip's place while the match loads on a phone: the one-line score's and the tabs'. */
const phoneStripSkeleton = css({ h: '[calc(token(sizes.touch) * 2)]' });
const statsHead = css({ display: 'grid', gridTemplateColumns: '[minmax(0, 1fr) auto minmax(0, 1fr)]', alignItems: 'center', gap: '2', fontWeight: 'semibold', fontSize: 'sm' });

/** The 404 look, for a match that does not exist (or a league that is not its own), with the ways back. */
function MatchNotFound() {
  const intl = useIntl();
  const [location] = useLocation();
  return (
    <div data-testid="match-not-found">
      <ErrorView
        kind="not-found"
        code="404"
        title={intl.formatMessage({ id: 'matchCentre.notFound.title' })}
        message={intl.formatMessage({ id: 'matchCentre.notFound.message' }, { path: location })}
        actions={
          <>
            <ErrorLink to="results" icon="results" labelId="route.results" variant="solid" />
            <ErrorLink to="fixtures" icon="fixtures" labelId="route.fixtures" variant="outline" />
            <ErrorLink to="home" icon="home" labelId="common.backHome" variant="outline" />
          </>
        }
      />
    </div>
  );
}

function StatsSection({ match, stats }: { match: MatchSummary; stats: MatchDetail['stats'] }) {
  const intl = useIntl();
  return (
    <section className={section} data-testid="stats">
      <h3 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.overview.stats' })}</h3>
      {stats ? (
        <>
          <div className={statsHead} aria-hidden="true">
            <span className={css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' })}>
              <img src={match.home.logo} alt="" width={24} height={24} className={smallCrest} />
              <span className={truncate}>{match.home.shortName}</span>
            </span>
            <span />
            <span className={css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0', justifyContent: 'flex-end' })}>
              <span className={truncate}>{match.away.shortName}</span>
              <img src={match.away.logo} alt="" width={24} height={24} className={smallCrest} />
            </span>
          </div>
          <StatsBars stats={stats} />
        </>
      ) : (
        <p className={muted}>{intl.formatMessage({ id: 'matchCentre.stats.none' })}</p>
      )}
    </section>
  );
}

function OddsSection({ detail, match }: { detail: MatchDetail; match: MatchSummary }) {
  const intl = useIntl();
  if (!detail.odds && !detail.openingOdds) {
    return <SectionNotice icon="odds" title={intl.formatMessage({ id: 'roomTabs.odds.none' })} text={intl.formatMessage({ id: 'roomTabs.odds.noneText' })} testId="odds-empty" />;
  }
  return (
    <div className={stack} data-testid="odds">
      {!detail.odds ? <p className={cx(section, muted)} data-testid="odds-closed">{intl.formatMessage({ id: 'matchCentre.odds.closed' })}</p> : null}
      <OddsTables match={match} odds={detail.odds} openingOdds={detail.openingOdds} movement={detail.oddsMovement} />
      <p className={muted}>{intl.formatMessage({ id: 'matchCentre.odds.note' })}</p>
    </div>
  );
}

function TabContent({ tab, detail, match, events, timeZone }: { tab: CentreTab; detail: MatchDetail; match: MatchSummary; events: readonly MatchEvent[]; timeZone: string }) {
  const intl = useIntl();
  switch (tab) {
    case 'overview':
      return <OverviewSection detail={detail} match={match} events={events} timeZone={timeZone} />;
    case 'lineups':
      return <LineupsSection detail={detail} events={events} />;
    case 'stats':
      return <StatsSection match={match} stats={detail.stats} />;
    case 'h2h':
      return (
        <div className={stack}>
          <HeadToHeadSection h2h={detail.h2h} home={match.home} away={match.away} meetingHref={matchPath} timeZone={timeZone} />
          <FormSection match={match} form={detail.form} />
        </div>
      );
    case 'table':
      return detail.standings ? (
        <StandingsSection standings={detail.standings} />
      ) : (
        <SectionNotice icon="results" title={intl.formatMessage({ id: 'matchCentre.table.none' })} text={intl.formatMessage({ id: 'matchCentre.table.noneText' })} testId="standings-empty" />
      );
    case 'odds':
      return <OddsSection detail={detail} match={match} />;
  }
}

/** Whether the element is out of view above the site's sticky header (56 px): false until the page scrolls past it. */
function useScrolledPast(target: RefObject<HTMLElement | null>, watching: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const node = target.current;
    if (!watching || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setPast(!entry!.isIntersecting && entry!.boundingClientRect.top < 0), { rootMargin: '-56px 0px 0px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [target, watching]);
  return past;
}

/**
 * The sections as tabs (WAI-ARIA tabs: ←/→, Home, End), the chosen one in the address (`?tab=`).
 * On a phone the tabs and a one-line score stay at the top while the page scrolls.
 */
function CentreTabs({ detail, match, events, timeZone, header }: { detail: MatchDetail; match: MatchSummary; events: readonly MatchEvent[]; timeZone: string; header: RefObject<HTMLDivElement | null> }) {
  const intl = useIntl();
  const phone = useNavbarMode() === 'mobile';
  const headerGone = useScrolledPast(header, phone);
  const available = centreTabsFor(match.sport);
  const { current, strip, tabProps, tabId, panelId } = useQueryTab(available);
  const styles = tabsRecipe();
  const label = (key: CentreTab) => intl.formatMessage({ id: `matchCentre.tab.${key}` });

  return (
    <div className={stack} data-testid="centre-tabs" data-tab={current}>
      <div className={cx(phone && phoneStrip)} data-testid="centre-strip" data-sticky={phone || undefined}>
        {phone ? <CompactScore match={match} timeZone={timeZone} shown={headerGone} /> : null}
        <div className={cx(styles.root, css({ position: 'relative' }))} ref={strip}>
          <div role="tablist" aria-label={intl.formatMessage({ id: 'matchCentre.tabs.label' })} className={styles.list}>
            {available.map((key) => (
              <button
                key={key}
                {...tabProps(key)}
                aria-controls={panelId()}
                className={cx(styles.tab, tabCss)}
                data-testid={`centre-tab-${key}`}
              >
                {label(key)}
              </button>
            ))}
          </div>
        </div>
      </div>
      <div role="tabpanel" id={panelId()} aria-labelledby={tabId(current)} tabIndex={0} className={panelCss} data-testid={`centre-panel-${current}`}>
        <h2 className={srOnly}>{label(current)}</h2>
        <TabContent tab={current} detail={detail} match={match} events={events} timeZone={timeZone} />
      </div>
    </div>
  );
}

function CentreSkeleton() {
  const phone = useNavbarMode() === 'mobile';
  return (
    <div className={stack} data-testid="match-loading">
      <MatchHeaderSkeleton />
      <div className={cx(tabSkeleton, phone && phoneStripSkeleton)} aria-hidden="true" />
      <LoadingRows rows={3} />
    </div>
  );
}

/** "Hà Nội FC vs Hải Phòng": the page's name, as the server's head and static frame give it. */
const matchName = (m: MatchSummary) => `${m.home.name} vs ${m.away.name}`;

/**
 * The match centre of one match: its scoreboard and sections, read once and again in the
 * background whenever the live scores (the match's own topic) say it moved on; the pushed score,
 * minute, status and events show at once.
 */
function MatchCentre({ routeId, params, staticId, leagueId }: PageProps & { staticId: number; leagueId: number | undefined }) {
  const timeZone = useVisitorTimeZone();
  const header = useRef<HTMLDivElement>(null);
  const live = useLiveScore(staticId);
  const centre = useLoader(matchCentreLoader, { query: { staticId, leagueId } }, liveKeyOf(live));
  const detail = centre.data;
  const view = detail ? liveView(detail, live) : null;
  const notFound = centre.status === 'failed' && centre.error?.status === 404 && !detail;
  if (notFound) return <MatchNotFound />;
  return (
    <PageFrame routeId={routeId} params={params} name={view ? matchName(view.match) : undefined} introId="intro.match">
      <div data-testid="match-centre" data-state={centre.state} data-status={view?.match.status} aria-busy={centre.status === 'loading'}>
        {detail && view ? (
          <div className={stack}>
            <div ref={header}>
              <MatchHeader match={view.match} events={view.events} room={detail.room} timeZone={timeZone} />
            </div>
            <CentreTabs detail={detail} match={view.match} events={view.events} timeZone={timeZone} header={header} />
          </div>
        ) : centre.status === 'failed' ? (
          <LoadFailed error={centre.error} onRetry={centre.retry} />
        ) : (
          <CentreSkeleton />
        )}
      </div>
    </PageFrame>
  );
}

export default function MatchPage({ routeId, params }: PageProps) {
  const search = useSearch();
  const staticId = Number(params.staticId);
  const leagueText = new URLSearchParams(search).get('leagueId');
  const leagueNumber = leagueText !== null && /^[1-9]\d{0,9}$/.test(leagueText) ? Number(leagueText) : undefined;
  // Another match (a past meeting's link): its own loader from the start.
  return <MatchCentre key={`${staticId}|${leagueNumber ?? ''}`} routeId={routeId} params={params} staticId={staticId} leagueId={leagueNumber} />;
}
