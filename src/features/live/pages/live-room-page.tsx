import type { PageProps } from '../../../app/routes';
import { PageFrame } from '../../../components/ui/page-frame';

/** A live room, shown in the liveroom layout (see the route table). */
export default function LiveRoomPage({ routeId, params }: PageProps) {
  return <PageFrame routeId={routeId} params={params} fullWidth />;
}
