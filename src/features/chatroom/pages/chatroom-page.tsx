import type { PageProps } from '../../../app/routes';
import { PageFrame } from '../../../components/ui/page-frame';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';

const TABS: readonly RouteTabDef[] = [
  { route: 'chatroom', labelId: 'tabs.chatroom.all' },
  { route: 'chatroomExplore', labelId: 'tabs.chatroom.explore' },
  { route: 'chatroomFollowing', labelId: 'tabs.chatroom.following' },
];

export default function ChatroomPage({ routeId, params }: PageProps) {
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      introId="intro.chatroom"
      tabs={<RouteTabs labelId="tabs.chatroom.label" routeId={routeId} params={params} tabs={TABS} />}
    />
  );
}
