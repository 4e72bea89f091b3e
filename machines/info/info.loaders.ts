/** The site's own pages' data (machines/loader): the changelog (contracts/endpoints/info.ts). */
import { changelog } from '../../contracts/endpoints/info';
import { createLoader } from '../loader/loader.machine';

export const changelogLoader = createLoader(changelog, {
  isEmpty: (answer) => answer.entries.length === 0,
});
