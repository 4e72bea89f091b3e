import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';

const TABS: readonly RouteTabDef[] = [
  { route: 'shorts', labelId: 'tabs.shorts.forYou' },
  { route: 'shortsSaved', labelId: 'tabs.shorts.saved' },
  { route: 'shortsTrending', labelId: 'tabs.shorts.trending' },
  { route: 'shortsExplore', labelId: 'tabs.shorts.explore' },
  { route: 'shortsFollowing', labelId: 'tabs.shorts.following' },
  { route: 'shortsProfile', labelId: 'tabs.shorts.profile' },
];

export default function ShortsPage({ routeId, params }: PageProps) {
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      introId="intro.shorts"
      tabs={<RouteTabs labelId="tabs.shorts.label" routeId={routeId} params={params} tabs={TABS} />}
    />
  );
}
