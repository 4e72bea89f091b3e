import { fromPromise } from 'xstate';

export const BUILD_INFO_PATH = '/build-info.json';

/** Reads the latest-build file the build writes next to the SPA (never from a cache). */
export const fetchLatestBuild = fromPromise<string, void>(async ({ signal }) => {
  const response = await fetch(BUILD_INFO_PATH, { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`build info answered ${response.status}`);
  const info: unknown = await response.json();
  const buildId = (info as { buildId?: unknown } | null)?.buildId;
  if (typeof buildId !== 'string' || !buildId) throw new Error('build info has no buildId');
  return buildId;
});
