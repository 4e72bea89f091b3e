import { useMachineInTransition } from './use-machine-in-transition';
import { useEffect, useRef } from 'react';
import type { Loader } from '../../../machines/loader/loader.machine';

export type LoaderStatus = 'loading' | 'ready' | 'empty' | 'failed';

/** What a view draws for a loader or paged-list snapshot (both machines name their states alike). */
export function loaderStatus(snapshot: { matches: (state: 'failed' | 'loading' | 'empty') => boolean }): LoaderStatus {
  return snapshot.matches('failed') ? 'failed' : snapshot.matches('loading') ? 'loading' : snapshot.matches('empty') ? 'empty' : 'ready';
}

/** The machine's state as a dotted path, for data-state attributes. */
export function statePath(value: unknown): string {
  return JSON.stringify(value).replace(/[{}"]/g, '').replace(':', '.');
}

/**
 * Runs a loader machine (machines/loader) for a view and reads its data with the machine's type.
 * `liveKey` is what the page refreshes on (a score, a status): when it changes, the data is read
 * again in the background. It may be worked out from the data shown (a function of it), e.g. the
 * live scores that differ from what the answer says.
 */
export function useLoader<TInput, TData>(loader: Loader<TInput, TData>, input: TInput, liveKeyOf: string | ((data: TData | null) => string) = '') {
  const [snapshot, send] = useMachineInTransition(loader.machine, { input });
  const status = loaderStatus(snapshot);
  const liveKey = typeof liveKeyOf === 'function' ? liveKeyOf(snapshot.context.data as TData | null) : liveKeyOf;
  const firstKey = useRef(liveKey);
  useEffect(() => {
    if (liveKey !== firstKey.current) send({ type: 'load.refresh' });
  }, [liveKey, send]);
  return {
    status,
    /** The machine's state as a dotted path (for data-state attributes). */
    state: statePath(snapshot.value),
    // The one place the loader's `unknown` data takes its call's type.
    data: snapshot.context.data as TData | null,
    error: snapshot.context.error,
    retry: () => send({ type: 'load.retry' }),
  };
}
