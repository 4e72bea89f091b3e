import { useState, type ReactNode } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { LoadFailed, LoadingRows, Pager, SectionNotice } from '../../../components/ui/section-states';
import { usePagedList } from '../../../components/ui/use-paged-list';
import type { PagedList } from '../../../../machines/loader/paged-list.machine';
import type { Page } from '../../../../contracts/schemas/common';
import type { TipItem } from '../../../../contracts/schemas/sports/tips';
import { tipsList, type TipListQuery } from '../../../../machines/tips/tips.loaders';
import { TipCard } from './tip-card';
import { list, muted, stack } from './tips-styles';

/** Height of one loading row: a tip card is about this tall, so the list does not jump when it arrives. */
const TIP_SKELETON_ROWS = 4;

interface PagedViewProps<T> {
  list: PagedList<T>;
  testId: string;
  /** What an empty list says: a notice with a title and a line. */
  empty: { title: string; text?: string; action?: ReactNode };
  /** A count line above the items ("190 tips"). */
  countText?: (total: number) => string;
  children: (items: T[]) => ReactNode;
  rows?: number;
}

/** A paged list (machines/loader/paged-list.machine.ts) with its loading, failed and empty states and a pager. */
export function PagedView<T>({ list: pagedList, testId, empty, countText, children, rows = TIP_SKELETON_ROWS }: PagedViewProps<T>) {
  const paged = usePagedList(pagedList);
  const page: Page<T> | null = paged.page;
  return (
    <section className={stack} data-testid={testId} data-state={paged.state} aria-busy={paged.status === 'loading' || undefined}>
      {paged.status === 'failed' ? (
        <LoadFailed error={paged.error} onRetry={paged.retry} />
      ) : paged.status === 'loading' || !page ? (
        <LoadingRows rows={rows} />
      ) : paged.status === 'empty' || page.list.length === 0 ? (
        <SectionNotice icon="tips" title={empty.title} text={empty.text} action={empty.action} testId={`${testId}-empty`} />
      ) : (
        <>
          {countText ? <p className={muted}>{countText(page.total)}</p> : null}
          {children(page.list)}
          <Pager pageNum={page.pageNum} pageSize={page.pageSize} total={page.total} onPage={paged.goTo} />
        </>
      )}
    </section>
  );
}

/** Tips of one query, newest first; mount it with `key` set to the query so a new query starts a new list. */
export function TipsList({ query, emptyTitle, emptyText, emptyAction, showMatch = true }: { query: TipListQuery; emptyTitle?: string; emptyText?: string; emptyAction?: ReactNode; showMatch?: boolean }) {
  const intl = useIntl();
  // One list machine per query: the component is keyed by it.
  const [pagedList] = useState(() => tipsList(query));
  return <TipItems list={pagedList} showMatch={showMatch} emptyTitle={emptyTitle ?? intl.formatMessage({ id: 'tips.list.empty' })} emptyText={emptyText ?? intl.formatMessage({ id: 'tips.list.emptyText' })} emptyAction={emptyAction} />;
}

export function TipItems({ list: pagedList, emptyTitle, emptyText, emptyAction, showMatch = true }: { list: PagedList<TipItem>; emptyTitle: string; emptyText?: string; emptyAction?: ReactNode; showMatch?: boolean }) {
  const intl = useIntl();
  return (
    <PagedView list={pagedList} testId="tips-list" empty={{ title: emptyTitle, text: emptyText, action: emptyAction }} countText={(total) => intl.formatMessage({ id: 'tips.list.count' }, { count: total })}>
      {(items) => (
        <ul className={list}>
          {items.map((tip) => (
            <TipCard key={tip.id} tip={tip} showMatch={showMatch} />
          ))}
        </ul>
      )}
    </PagedView>
  );
}
