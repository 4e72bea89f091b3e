import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';

const TABS: readonly RouteTabDef[] = [
  { route: 'games', labelId: 'tabs.games.featured' },
  { route: 'gamesTrending', labelId: 'tabs.games.trending' },
  { route: 'gamesTop', labelId: 'tabs.games.top' },
  { route: 'gamesHot', labelId: 'tabs.games.hot' },
  { route: 'gamesNew', labelId: 'tabs.games.new' },
  { route: 'gamesAll', labelId: 'tabs.games.all' },
];

export default function GamesPage({ routeId, params }: PageProps) {
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      introId="intro.games"
      tabs={<RouteTabs labelId="tabs.games.label" routeId={routeId} params={params} tabs={TABS} />}
    />
  );
}
