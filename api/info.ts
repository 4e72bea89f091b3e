/** The site's own pages: the changelog (docs/api/content.md). Each answers its data or rejects with an ApiFailure. */
import { api, unwrap } from './client';
import type { Envelope } from '../contracts/schemas/common';
import type { Changelog } from '../contracts/schemas/content/changelog';

/** The site's CHANGELOG.md as data, newest day first. */
export const fetchChangelog = (signal?: AbortSignal): Promise<Changelog> =>
  unwrap(api.get('other/api/changelog', { signal }).json<Envelope<Changelog>>());
