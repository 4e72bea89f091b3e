import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';

export default function ShortsVideoPage({ routeId, params }: PageProps) {
  return <PageFrame routeId={routeId} params={params} />;
}
