import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';

const TABS: readonly RouteTabDef[] = [
  { route: 'films', labelId: 'tabs.films.featured' },
  { route: 'filmsMovies', labelId: 'tabs.films.movies' },
  { route: 'filmsTvShows', labelId: 'tabs.films.tvShows' },
];

export default function FilmsPage({ routeId, params }: PageProps) {
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      introId="intro.films"
      tabs={<RouteTabs labelId="tabs.films.label" routeId={routeId} params={params} tabs={TABS} />}
    />
  );
}
