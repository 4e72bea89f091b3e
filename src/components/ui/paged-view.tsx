import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import type { PagedList } from '../../../machines/loader/paged-list.machine';
import type { Page } from '../../../contracts/schemas/common';
import type { IconName } from './icon';
import { LoadFailed, LoadingRows, Pager, SectionNotice } from './section-states';
import { usePagedList } from './use-paged-list';
import { muted } from './text-styles';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });

interface PagedViewProps<T> {
  list: PagedList<T>;
  testId: string;
  /** What an empty list says: a notice with a title and a line. */
  empty: { title: string; text?: string; action?: ReactNode };
  /** A count line above the items ("190 tips"); the page is there for what else it tells (a search's `totalCapped`). */
  countText?: (total: number, page: Page<T>) => string;
  children: (items: T[]) => ReactNode;
  /** Loading rows shown while the first page loads (about the height of the items). */
  rows?: number;
  /** The empty notice's icon. */
  icon?: IconName;
}

/** A paged list (machines/loader/paged-list.machine.ts) with its loading, failed and empty states and a pager. */
export function PagedView<T>({ list: pagedList, testId, empty, countText, children, rows = 4, icon = 'info' }: PagedViewProps<T>) {
  const paged = usePagedList(pagedList);
  const page: Page<T> | null = paged.page;
  return (
    <section className={stack} data-testid={testId} data-state={paged.state} aria-busy={paged.status === 'loading' || undefined}>
      {paged.status === 'failed' ? (
        <LoadFailed error={paged.error} onRetry={paged.retry} />
      ) : paged.status === 'loading' || !page ? (
        <LoadingRows rows={rows} />
      ) : paged.status === 'empty' || page.list.length === 0 ? (
        <SectionNotice icon={icon} title={empty.title} text={empty.text} action={empty.action} testId={`${testId}-empty`} />
      ) : (
        <>
          {countText ? <p className={muted}>{countText(page.total, page)}</p> : null}
          {children(page.list)}
          <Pager pageNum={page.pageNum} pageSize={page.pageSize} total={page.total} onPage={paged.goTo} />
        </>
      )}
    </section>
  );
}

