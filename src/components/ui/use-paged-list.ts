import { useMachineInTransition } from './use-machine-in-transition';
import type { PagedList } from '../../../machines/loader/paged-list.machine';
import type { Page } from '../../../contracts/schemas/common';
import { loaderStatus, statePath } from './use-loader';

/** Runs a paged list (machines/loader/paged-list.machine.ts) for a view, with its items' type. */
export function usePagedList<TItem>(list: PagedList<TItem>) {
  const [snapshot, send] = useMachineInTransition(list.machine);
  const status = loaderStatus(snapshot);
  return {
    status,
    /** The machine's state as a dotted path (for data-state attributes). */
    state: statePath(snapshot.value),
    // The one place the list's `unknown` items take their call's type.
    page: snapshot.context.page as Page<TItem> | null,
    error: snapshot.context.error,
    retry: () => send({ type: 'list.retry' }),
    goTo: (pageNum: number) => send({ type: 'list.page', pageNum }),
  };
}
