import { useState, type ReactNode } from 'react';
import { PagedView } from '../../../components/ui/paged-view';
import { useIntl } from '../../../lib/intl-context';
import type { PagedList } from '../../../../machines/loader/paged-list.machine';
import type { TipItem } from '../../../../contracts/schemas/sports/tips';
import { tipsList, type TipListQuery } from '../../../../machines/tips/tips.loaders';
import { TipCard } from './tip-card';
import { list } from './tips-styles';

/** A tip card is about as tall as this many loading rows, so the list does not jump when it arrives. */
const TIP_SKELETON_ROWS = 4;

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
    <PagedView list={pagedList} testId="tips-list" icon="tips" rows={TIP_SKELETON_ROWS} empty={{ title: emptyTitle, text: emptyText, action: emptyAction }} countText={(total) => intl.formatMessage({ id: 'tips.list.count' }, { count: total })}>
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
