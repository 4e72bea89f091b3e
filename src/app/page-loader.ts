import { routePages, type PageModule } from './routes';
import type { RouteId } from '../../contracts/route-table';

interface Entry {
  promise: Promise<PageModule>;
  failed: boolean;
}

/** One import per route id, kept so React's `use` sees the same promise on every render. */
const entries = new Map<RouteId, Entry>();

/**
 * The page module of a route. `onFailed` runs once when the chunk cannot be loaded; the
 * rejection then reaches the caller (and so the error boundary).
 */
export function loadPage(id: RouteId, onFailed: () => void): Promise<PageModule> {
  const existing = entries.get(id);
  if (existing) return existing.promise;
  const entry: Entry = {
    failed: false,
    promise: routePages[id]().catch((error: unknown) => {
      entry.failed = true;
      onFailed();
      throw error;
    }),
  };
  entries.set(id, entry);
  return entry.promise;
}

/** Lets pages whose chunk failed be tried again (called on navigation). */
export function forgetFailedPages(): void {
  for (const [id, entry] of entries) if (entry.failed) entries.delete(id);
}
