import type { PageProps } from '../../../app/routes';
import { PageFrame } from '../../../components/ui/page-frame';

export default function CheckInPage({ routeId, params }: PageProps) {
  return <PageFrame routeId={routeId} params={params} introId="intro.checkIn" />;
}
