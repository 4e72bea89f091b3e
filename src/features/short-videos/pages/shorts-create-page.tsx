import type { PageProps } from '../../../app/routes';
import { PageFrame } from '../../../components/ui/page-frame';

export default function ShortsCreatePage({ routeId, params }: PageProps) {
  return <PageFrame routeId={routeId} params={params} introId="intro.shortsCreate" />;
}
