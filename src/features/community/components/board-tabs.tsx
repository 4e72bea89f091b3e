import type { RouteId } from '../../../../contracts/route-table';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';

/** The board's tabs (SPEC §2 newsfeed: feed, my feed, event, community; then the rest of the board). */
const TABS: readonly RouteTabDef[] = [
  { route: 'community', labelId: 'tabs.community.feed' },
  { route: 'communityProfile', labelId: 'tabs.community.myFeed' },
  { route: 'communityEvents', labelId: 'tabs.community.events', also: ['communityEvent'] },
  { route: 'communityPublic', labelId: 'tabs.community.public' },
  { route: 'communityGroups', labelId: 'tabs.community.groups', also: ['communityGroup'] },
  { route: 'communityFriends', labelId: 'tabs.community.friends' },
  { route: 'communitySaved', labelId: 'tabs.community.saved' },
  { route: 'communityRecent', labelId: 'tabs.community.recent' },
  { route: 'communitySearch', labelId: 'tabs.community.search' },
];

export function BoardTabs({ routeId, params }: { routeId: RouteId; params: Record<string, string> }) {
  return <RouteTabs labelId="tabs.community.label" routeId={routeId} params={params} tabs={TABS} />;
}
