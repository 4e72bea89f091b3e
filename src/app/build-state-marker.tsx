import { useEffect } from 'react';
import { useBuildWatcherState } from './machine-hooks';

/** Shows the build watcher's state as data-build-watcher on <html>, for styles, tests and support. */
export function BuildStateMarker() {
  const state = useBuildWatcherState();
  useEffect(() => {
    document.documentElement.dataset.buildWatcher = state;
  }, [state]);
  return null;
}
