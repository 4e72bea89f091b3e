import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { BoardTabs } from '../components/board-tabs';
import { ProfileView } from '../components/people-views';

/** A member's board page (/bang-ton/trang-ca-nhan/{userId}). */
export default function CommunityUserPage({ routeId, params }: PageProps) {
  const userId = Number(params.userId);
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.communityUser" tabs={<BoardTabs routeId={routeId} params={params} />}>
      <ProfileView key={userId} userId={userId} />
    </PageFrame>
  );
}
