/** The site's own pages' data (machines/loader): the changelog. */
import { fetchChangelog } from '../../api/info';
import { createLoader } from '../loader/loader.machine';

export const changelogLoader = createLoader((_: null, signal: AbortSignal) => fetchChangelog(signal), {
  isEmpty: (changelog) => changelog.entries.length === 0,
});
