import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import type { PageProps } from '../../../app/page-props';
import { AppLink } from '../../../components/ui/app-link';
import { PageFrame } from '../../../components/ui/page-frame';
import { SectionNotice } from '../../../components/ui/section-states';
import { href } from '../../../../contracts/href';
import { comicSearch, parseComicQuery } from '../../../../machines/comics/comic-query';
import { ComicDetailView } from '../components/comic-detail-view';
import { ComicListView } from '../components/comic-list-view';
import { ComicReaderView } from '../components/comic-reader-view';
import { useReadingProgress } from '../components/use-progress';

/**
 * /truyen-tranh: one route, every view in its query (machines/comics/comic-query.ts): the series by
 * genre, a series with its chapters, and the reader at a page. A malformed query is "not found".
 */
export default function ComicsPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = parseComicQuery(search);
  const { book, save } = useReadingProgress();

  const slug = view.view === 'reader' ? view.slug : '';
  const chapter = view.view === 'reader' ? view.chapter : 0;
  const onPage = useCallback(
    (page: number) => {
      save(slug, chapter, page);
      navigate(`${href('comics')}${comicSearch({ view: 'reader', slug, chapter, page })}`, { replace: true });
    },
    [save, navigate, slug, chapter],
  );

  let content;
  if (view.view === 'list') content = <ComicListView genre={view.genre} sort={view.sort} book={book} />;
  else if (view.view === 'detail') content = <ComicDetailView key={view.slug} slug={view.slug} progress={book[view.slug]} />;
  else if (view.view === 'reader') {
    const remembered = book[view.slug];
    const startPage = view.page ?? (remembered?.chapter === view.chapter ? remembered.page : 1);
    content = <ComicReaderView key={`${view.slug}/${view.chapter}`} slug={view.slug} chapter={view.chapter} startPage={startPage} onPage={onPage} />;
  } else
    content = (
      <SectionNotice
        icon="comics"
        title={intl.formatMessage({ id: 'comics.invalid' })}
        text={intl.formatMessage({ id: 'comics.invalidText' })}
        testId="comics-not-found"
        action={<AppLink href={href('comics')}>{intl.formatMessage({ id: 'comics.backToAll' })}</AppLink>}
      />
    );

  return (
    <PageFrame routeId={routeId} params={params} introId="intro.comics">
      {content}
    </PageFrame>
  );
}
