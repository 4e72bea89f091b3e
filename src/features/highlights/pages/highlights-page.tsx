import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { button, segmented } from '../../../../styled-system/recipes';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed, Pager, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { pageAddress, usePagedList } from '../../../components/ui/use-paged-list';
import { AppLink } from '../../../components/ui/app-link';
import { href } from '../../../../contracts/href';
import type { HighlightSort } from '../../../../contracts/content-values';
import {
  HIGHLIGHTS_PAGE_SIZE,
  highlightCategoriesLoader,
  highlightList,
  highlightQueryKey,
  type HighlightQuery,
} from '../../../../machines/highlights/highlights.loaders';
import { HighlightCard, HighlightCardSkeleton } from '../components/highlight-card';
import { HighlightsNav } from '../components/highlights-nav';
import { findSection } from '../highlight-format';

const toolbar = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
const sectionTitle = css({ textStyle: 'sectionTitle' });
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
  columnGap: '4',
  rowGap: { base: '6', sm: '7' },
  listStyle: 'none',
  m: '0',
  p: '0',
});
const SORTS: readonly HighlightSort[] = ['moi-nhat', 'xem-nhieu-nhat'];

function HighlightGrid({ query }: { query: HighlightQuery }) {
  const intl = useIntl();
  // The view is keyed by its query: one list per query.
  const [list] = useState(() => highlightList(query));
  const { status, state, page, error, retry, goTo } = usePagedList(list, { inAddress: true });
  // One instant for every card's "2 hours ago".
  const [now] = useState(() => new Date());
  if (status === 'failed' && error?.status === 404) {
    return (
      <SectionNotice
        icon="highlight"
        title={intl.formatMessage({ id: 'highlights.sectionNotFound' })}
        text={intl.formatMessage({ id: 'highlights.sectionNotFoundText' })}
        testId="highlights-not-found"
        action={
          <AppLink href={href('highlights')} className={button({ variant: 'outline', size: 'md' })}>
            {intl.formatMessage({ id: 'highlights.backToAll' })}
          </AppLink>
        }
      />
    );
  }
  if (status === 'failed') return <LoadFailed error={error} onRetry={retry} />;
  if (status === 'empty' || (status === 'ready' && page?.list.length === 0)) {
    return (
      <SectionNotice icon="highlight" title={intl.formatMessage({ id: 'highlights.empty' })} text={intl.formatMessage({ id: 'highlights.emptyText' })} testId="highlights-empty" />
    );
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })} data-testid="highlight-list" data-state={state} aria-busy={status === 'loading'}>
      <ul className={grid}>
        {page && status !== 'loading'
          ? page.list.map((item) => (
              <li key={item.id}>
                <HighlightCard item={item} now={now} />
              </li>
            ))
          : Array.from({ length: HIGHLIGHTS_PAGE_SIZE }, (_, i) => (
              <li key={i}>
                <HighlightCardSkeleton />
              </li>
            ))}
      </ul>
      {page && page.total > page.pageSize ? <Pager pageNum={page.pageNum} pageSize={page.pageSize} total={page.total} onPage={goTo} /> : null}
    </div>
  );
}

/** /highlight, /highlight/:category and /highlight/:category/:type: the newest (or most viewed) highlights of all sports, a sport or a league. */
export default function HighlightsPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const categories = useLoader(highlightCategoriesLoader, {});
  const [sort, setSort] = useState<HighlightSort>('moi-nhat');
  const [path, navigate] = useLocation();
  const search = useSearch();
  // Another order starts from its first page.
  const sortBy = (next: HighlightSort) => {
    setSort(next);
    const first = pageAddress(path, search, 1);
    if (first !== (search ? `${path}?${search}` : path)) navigate(first, { replace: true });
  };
  const { category, type } = findSection(categories.data, params.category, params.type);
  const query: HighlightQuery = { category: params.category, type: params.type, sort };
  const suffix = type?.name ?? category?.name;
  const seg = segmented();
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      name={suffix}
      crumbNames={{ highlightCategory: category?.name, highlightType: type?.name }}
      introId="intro.highlights"
    >
      {categories.status === 'failed' ? null : <HighlightsNav categories={categories.data} category={params.category} type={params.type} />}
      <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} aria-labelledby="highlights-list-title">
        <div className={toolbar}>
          <h2 id="highlights-list-title" className={sectionTitle}>
            {suffix ?? intl.formatMessage({ id: 'highlights.latest' })}
          </h2>
          <div role="group" aria-label={intl.formatMessage({ id: 'highlights.sort' })} className={seg.root}>
            {SORTS.map((s) => (
              <button key={s} type="button" className={seg.item} aria-pressed={sort === s} onClick={() => sortBy(s)} data-sort={s}>
                {intl.formatMessage({ id: `highlights.sort.${s}` })}
              </button>
            ))}
          </div>
        </div>
        <HighlightGrid key={highlightQueryKey(query)} query={query} />
      </section>
    </PageFrame>
  );
}
