import { useState } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { LoadFailed, Pager, SectionNotice } from '../../../components/ui/section-states';
import { usePagedList } from '../../../components/ui/use-paged-list';
import { FILM_PAGE_SIZE, filmList, type FilmListQuery } from '../../../../machines/films/films.loaders';
import { FilmCard, FilmCardSkeleton } from './film-card';
import { grid, muted, stack } from './film-styles';

/** Skeleton cards: one desktop row of six, three phone rows of two. */
const SKELETON_CARDS = 6;

/** One page of film cards for a tab and filter set; mount it with `key` set to the query. */
export function FilmList({ query, emptyTitle, emptyText }: { query: FilmListQuery; emptyTitle: string; emptyText: string }) {
  const intl = useIntl();
  const [list] = useState(() => filmList(query));
  const paged = usePagedList(list, { inAddress: true });
  const page = paged.page;
  const goTo = (pageNum: number) => {
    paged.goTo(pageNum);
    document.getElementById('film-list')?.scrollIntoView({ block: 'start' });
  };
  return (
    <section id="film-list" className={stack} data-testid="film-list" data-state={paged.state} aria-busy={paged.status === 'loading' || undefined} aria-label={intl.formatMessage({ id: 'films.list.label' })}>
      {paged.status === 'failed' ? (
        <LoadFailed error={paged.error} onRetry={paged.retry} />
      ) : paged.status === 'loading' || !page ? (
        <>
          <p className={muted} aria-hidden="true">
            &nbsp;
          </p>
          <ul className={grid} data-state="loading" data-testid="section-loading">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <FilmCardSkeleton key={i} />
            ))}
          </ul>
        </>
      ) : paged.status === 'empty' || page.list.length === 0 ? (
        <SectionNotice icon="film" title={emptyTitle} text={emptyText} testId="film-list-empty" />
      ) : (
        <>
          <p className={muted} data-testid="film-list-count">
            {intl.formatMessage({ id: 'films.list.count' }, { count: page.total })}
          </p>
          <ul className={grid}>
            {page.list.map((film) => (
              <FilmCard key={film.id} film={film} />
            ))}
          </ul>
          <Pager pageNum={page.pageNum} pageSize={page.pageSize || FILM_PAGE_SIZE} total={page.total} onPage={goTo} />
        </>
      )}
    </section>
  );
}
