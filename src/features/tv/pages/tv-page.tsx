import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { ChannelGrid } from '../components/channel-grid';
import { NationTabs, useNations } from '../components/nation-tabs';

/** /tivi: every channel, nation by nation, with what each airs now. */
export default function TvPage({ routeId, params }: PageProps) {
  const nations = useNations();
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.tv" tabs={<NationTabs nations={nations} />}>
      <ChannelGrid />
    </PageFrame>
  );
}
