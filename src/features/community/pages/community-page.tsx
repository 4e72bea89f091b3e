import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { BoardTabs } from '../components/board-tabs';
import { EventsView, GroupsView, SearchView } from '../components/directory-views';
import { FeedView, PublicView, RecentView, SavedView } from '../components/feed-views';
import { FriendsView, MyProfileView } from '../components/people-views';

/** What each tab of the board shows. */
function BoardBody({ routeId }: { routeId: PageProps['routeId'] }) {
  switch (routeId) {
    case 'communityProfile':
      return <MyProfileView />;
    case 'communityEvents':
      return <EventsView />;
    case 'communityPublic':
      return <PublicView />;
    case 'communityGroups':
      return <GroupsView />;
    case 'communityFriends':
      return <FriendsView />;
    case 'communitySaved':
      return <SavedView />;
    case 'communityRecent':
      return <RecentView />;
    case 'communitySearch':
      return <SearchView />;
    default:
      return <FeedView />;
  }
}

/** The community board (/bang-ton…): the feed and its tabs. */
export default function CommunityPage({ routeId, params }: PageProps) {
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.community" tabs={<BoardTabs routeId={routeId} params={params} />}>
      <BoardBody routeId={routeId} />
    </PageFrame>
  );
}
