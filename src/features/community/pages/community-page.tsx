import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';

const TABS: readonly RouteTabDef[] = [
  { route: 'community', labelId: 'tabs.community.feed' },
  { route: 'communityProfile', labelId: 'tabs.community.myFeed' },
  { route: 'communityEvents', labelId: 'tabs.community.events' },
  { route: 'communityPublic', labelId: 'tabs.community.public' },
  { route: 'communityGroups', labelId: 'tabs.community.groups' },
  { route: 'communityFriends', labelId: 'tabs.community.friends' },
  { route: 'communitySaved', labelId: 'tabs.community.saved' },
  { route: 'communityRecent', labelId: 'tabs.community.recent' },
  { route: 'communitySearch', labelId: 'tabs.community.search' },
];

export default function CommunityPage({ routeId, params }: PageProps) {
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      introId="intro.community"
      tabs={<RouteTabs labelId="tabs.community.label" routeId={routeId} params={params} tabs={TABS} />}
    />
  );
}
