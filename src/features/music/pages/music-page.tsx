import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';

const TABS: readonly RouteTabDef[] = [
  { route: 'music', labelId: 'tabs.music.discover' },
  { route: 'musicAll', labelId: 'tabs.music.all' },
  { route: 'musicNew', labelId: 'tabs.music.new' },
  { route: 'musicMood', labelId: 'tabs.music.mood' },
  { route: 'musicMine', labelId: 'tabs.music.mine' },
  { route: 'musicMyPlaylists', labelId: 'tabs.music.playlists' },
];

export default function MusicPage({ routeId, params }: PageProps) {
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      introId="intro.music"
      tabs={<RouteTabs labelId="tabs.music.label" routeId={routeId} params={params} tabs={TABS} />}
    />
  );
}
