import { useMemo } from 'react';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { PageFrame } from '../../../components/ui/page-frame';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';
import { LoadFailed, Pager, SectionNotice } from '../../../components/ui/section-states';
import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';
import { useLoader } from '../../../components/ui/use-loader';
import { usePagedList } from '../../../components/ui/use-paged-list';
import { href } from '../../../../contracts/href';
import type { RouteId } from '../../../../contracts/route-table';
import type { GameTab } from '../../../../contracts/media-values';
import type { GameCard as GameCardData } from '../../../../contracts/schemas/media/games';
import { FEATURED_SIZE, featuredLoader, GAMES_PAGE_SIZE, gamesList } from '../../../../machines/games/games.loaders';
import { GameCard, gameGrid, GameGridSkeleton } from '../components/game-card';

const TABS: readonly RouteTabDef[] = [
  { route: 'games', labelId: 'tabs.games.featured' },
  { route: 'gamesTrending', labelId: 'tabs.games.trending' },
  { route: 'gamesTop', labelId: 'tabs.games.top' },
  { route: 'gamesHot', labelId: 'tabs.games.hot' },
  { route: 'gamesNew', labelId: 'tabs.games.new' },
  { route: 'gamesAll', labelId: 'tabs.games.all' },
];

/** Which list each tab route shows. */
const TAB_OF: Partial<Record<RouteId, GameTab>> = {
  gamesTrending: 'xu-huong',
  gamesTop: 'game-top',
  gamesHot: 'game-hot',
  gamesNew: 'game-moi',
  gamesAll: 'game-all',
};

const sectionHead = css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3', mb: '3' });
const sectionTitle = css({ textStyle: 'sectionTitle' });
const more = css({ display: 'inline-flex', alignItems: 'center', gap: '1', color: 'accent.text', fontSize: 'sm', fontWeight: 'semibold', _hover: { textDecoration: 'underline' } });
const stack = css({ display: 'flex', flexDirection: 'column', gap: { base: '6', sm: '8' } });

function Grid({ games }: { games: readonly GameCardData[] }) {
  return (
    <ul className={gameGrid} data-testid="game-grid">
      {games.map((game) => (
        <GameCard key={game.id} game={game} />
      ))}
    </ul>
  );
}

/** One tab: a page of games at a time. */
function TabList({ tab }: { tab: GameTab }) {
  const intl = useIntl();
  const list = usePagedList(useMemo(() => gamesList(tab), [tab]), { inAddress: true });
  if (list.status === 'loading') return <GameGridSkeleton count={12} />;
  if (list.status === 'failed') return <LoadFailed error={list.error} onRetry={list.retry} />;
  if (list.status === 'empty' || !list.page) return <SectionNotice icon="game" title={intl.formatMessage({ id: 'games.empty' })} testId="games-empty" state="empty" />;
  const page = list.page;
  return (
    <div className={stack} data-testid="games-list" data-state={list.state}>
      <Grid games={page.list} />
      <Pager pageNum={page.pageNum} pageSize={GAMES_PAGE_SIZE} total={page.total} onPage={list.goTo} />
    </div>
  );
}

const SECTIONS = [
  { key: 'trending', titleId: 'games.section.trending', route: 'gamesTrending' },
  { key: 'hot', titleId: 'games.section.hot', route: 'gamesHot' },
  { key: 'fresh', titleId: 'games.section.new', route: 'gamesNew' },
] as const;

/** /game: the first games of trending, hot and new, each with a link to its tab. */
function Featured() {
  const intl = useIntl();
  const featured = useLoader(featuredLoader, null);
  if (featured.status === 'loading') {
    return (
      <div className={stack}>
        {SECTIONS.map((section) => (
          <section key={section.key} aria-labelledby={`games-${section.key}`}>
            <div className={sectionHead}>
              <h2 id={`games-${section.key}`} className={sectionTitle}>
                {intl.formatMessage({ id: section.titleId })}
              </h2>
            </div>
            <GameGridSkeleton count={FEATURED_SIZE} />
          </section>
        ))}
      </div>
    );
  }
  if (featured.status === 'failed') return <LoadFailed error={featured.error} onRetry={featured.retry} />;
  if (featured.status === 'empty' || !featured.data) return <SectionNotice icon="game" title={intl.formatMessage({ id: 'games.empty' })} testId="games-empty" state="empty" />;
  const data = featured.data;
  return (
    <div className={stack} data-testid="games-featured">
      {SECTIONS.map((section) =>
        data[section.key].length > 0 ? (
          <section key={section.key} aria-labelledby={`games-${section.key}`}>
            <div className={sectionHead}>
              <h2 id={`games-${section.key}`} className={sectionTitle}>
                {intl.formatMessage({ id: section.titleId })}
              </h2>
              <AppLink href={href(section.route)} className={more}>
                {intl.formatMessage({ id: 'games.seeAll' })}
                <Icon name="chevronRight" size={16} />
              </AppLink>
            </div>
            <Grid games={data[section.key]} />
          </section>
        ) : null,
      )}
    </div>
  );
}

export default function GamesPage({ routeId, params }: PageProps) {
  const tab = TAB_OF[routeId];
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      introId="intro.games"
      tabs={<RouteTabs labelId="tabs.games.label" routeId={routeId} params={params} tabs={TABS} />}
    >
      {tab ? <TabList key={tab} tab={tab} /> : <Featured />}
    </PageFrame>
  );
}
