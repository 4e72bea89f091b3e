import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useMachineInTransition } from './use-machine-in-transition';
import type { PagedList } from '../../../machines/loader/paged-list.machine';
import type { Page } from '../../../contracts/schemas/common';
import { loaderStatus, statePath } from './use-loader';

/** The query parameter that holds a list's page when the list keeps it in the address (`?trang=3`). */
export const PAGE_PARAM = 'trang';
const MAX_PAGE = 100_000;

/** The page an address names: a whole number from 1, else 1. */
export function pageFromSearch(search: string): number {
  const value = new URLSearchParams(search).get(PAGE_PARAM);
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The address of `page` of the list on this path: the other parameters kept, page 1 without `trang`. */
export function pageAddress(path: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(PAGE_PARAM);
  else params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

interface PagedListOptions {
  /**
   * The page lives in the address (`?trang=N`): a link or a reload opens that page, another page is
   * a new history entry, and Back goes to the page before.
   */
  inAddress?: boolean;
}

/** Runs a paged list (machines/loader/paged-list.machine.ts) for a view, with its items' type. */
export function usePagedList<TItem>(list: PagedList<TItem>, { inAddress = false }: PagedListOptions = {}) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const addressPage = inAddress ? pageFromSearch(search) : 1;
  const [snapshot, send] = useMachineInTransition(list.machine, { input: { pageNum: addressPage } });
  const status = loaderStatus(snapshot);
  const page = snapshot.context.page;
  // The address leads: a link, Back or Forward that names another page shows it.
  useEffect(() => {
    if (inAddress) send({ type: 'list.page', pageNum: addressPage });
  }, [inAddress, addressPage, send]);
  // An address past the last page (the list got shorter) goes to the last one.
  const last = page && page.total > 0 && page.list.length === 0 ? Math.ceil(page.total / Math.max(1, page.pageSize)) : null;
  useEffect(() => {
    if (inAddress && last !== null && addressPage > last) navigate(pageAddress(path, search, last), { replace: true });
  }, [inAddress, last, addressPage, navigate, path, search]);
  return {
    status,
    /** The machine's state as a dotted path (for data-state attributes). */
    state: statePath(snapshot.value),
    // The one place the list's `unknown` items take their call's type.
    page: page as Page<TItem> | null,
    error: snapshot.context.error,
    retry: () => send({ type: 'list.retry' }),
    goTo: (pageNum: number) => (inAddress ? navigate(pageAddress(path, search, pageNum)) : send({ type: 'list.page', pageNum })),
  };
}
