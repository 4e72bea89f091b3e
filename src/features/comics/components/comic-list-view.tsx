import { useMemo } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { segmented } from '../../../../styled-system/recipes';
import { AppLink } from '../../../components/ui/app-link';
import { LinkTabs } from '../../../components/ui/tabs';
import { LoadFailed, Pager, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { usePagedList } from '../../../components/ui/use-paged-list';
import { formatCount } from '../../../lib/format/count';
import { href } from '../../../../contracts/href';
import { COMIC_SORTS, type ComicSort } from '../../../../contracts/content-values';
import { comicGenresLoader, comicList } from '../../../../machines/comics/comics.loaders';
import { comicSearch } from '../../../../machines/comics/comic-query';
import type { ProgressBook } from '../../../../machines/comics/comic-progress';
import type { ComicItem } from '../../../../contracts/schemas/content/comics';
import { cover, stack } from './comic-styles';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
  gap: { base: '3', sm: '4' },
});
const card = css({ display: 'flex', flexDirection: 'column', gap: '1.5', borderRadius: 'lg', _hover: { '& img': { boxShadow: 'glow' } } });
const coverBox = css({ position: 'relative' });
const statusBadge = css({
  position: 'absolute',
  top: '2',
  left: '2',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: '2xs',
  fontWeight: 'bold',
  bg: 'bg.overlay',
  color: 'fg.onLive',
});
const continueBadge = css({
  position: 'absolute',
  insetX: '2',
  bottom: '2',
  px: '2',
  py: '1',
  borderRadius: 'md',
  fontSize: '2xs',
  fontWeight: 'bold',
  bg: 'accent.default',
  color: 'fg.onAccent',
  textAlign: 'center',
});
const title = css({ fontWeight: 'bold', fontSize: 'sm', lineHeight: 'tight', lineClamp: 2, minH: '[2.5em]' });
const meta = css({ display: 'flex', justifyContent: 'space-between', gap: '2', fontSize: 'xs', color: 'fg.muted' });
const skeletonCard = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });
const skeletonBlock = css({ borderRadius: 'lg', bg: 'bg.surface', animation: 'livePulse' });
const controls = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' });
const sortCurrent = css({ '&[aria-current=true]': { bg: 'bg.elevated', color: 'fg.default', fontWeight: 'semibold', boxShadow: 'elevated' } });
const tabsPlaceholder = css({ h: '11', borderRadius: 'lg', bg: 'bg.surface', animation: 'livePulse' });

const SORT_LABEL: Record<ComicSort, string> = { 'moi-cap-nhat': 'comics.sort.updated', 'xem-nhieu-nhat': 'comics.sort.views' };

function ComicCard({ comic, book }: { comic: ComicItem; book: ProgressBook }) {
  const intl = useIntl();
  const progress = book[comic.slug];
  return (
    <li>
      <AppLink href={`${href('comics')}${comicSearch({ view: 'detail', slug: comic.slug })}`} className={card} data-testid="comic-card" data-slug={comic.slug}>
        <span className={coverBox}>
          <img className={cover} src={comic.cover} alt="" width={300} height={400} loading="lazy" />
          <span className={statusBadge}>{intl.formatMessage({ id: `comics.status.${comic.status}` })}</span>
          {progress ? (
            <span className={continueBadge} data-testid="comic-card-progress">
              {intl.formatMessage({ id: 'comics.card.continue' }, { chapter: progress.chapter })}
            </span>
          ) : null}
        </span>
        <span className={title} data-testid="comic-card-title">
          {comic.title}
        </span>
        <span className={meta}>
          <span>{comic.latestChapter ? intl.formatMessage({ id: 'comics.chapterShort' }, { number: comic.latestChapter.number }) : ''}</span>
          <span>{intl.formatMessage({ id: 'comics.views' }, { count: formatCount(comic.views) })}</span>
        </span>
      </AppLink>
    </li>
  );
}

function GridSkeleton() {
  return (
    <ul className={grid} aria-busy="true" data-state="loading" data-testid="comic-grid">
      {Array.from({ length: 12 }, (_, i) => (
        <li key={i} className={skeletonCard} aria-hidden="true">
          <span className={cx(skeletonBlock, css({ aspectRatio: '[3 / 4]' }))} />
          <span className={cx(skeletonBlock, css({ h: '[2.5em]' }))} />
          <span className={cx(skeletonBlock, css({ h: '4' }))} />
        </li>
      ))}
    </ul>
  );
}

function ComicGrid({ genre, sort, book }: { genre: string | null; sort: ComicSort; book: ProgressBook }) {
  const intl = useIntl();
  const source = useMemo(() => comicList({ genre: genre ?? undefined, sort }), [genre, sort]);
  const list = usePagedList(source);
  if (list.status === 'loading') return <GridSkeleton />;
  if (list.status === 'failed' && list.error?.status === 404)
    return (
      <SectionNotice
        icon="comics"
        title={intl.formatMessage({ id: 'comics.genre.notFound' })}
        text={list.error.message}
        testId="comics-not-found"
        action={<AppLink href={href('comics')}>{intl.formatMessage({ id: 'comics.backToAll' })}</AppLink>}
      />
    );
  if (list.status === 'failed') return <LoadFailed error={list.error} onRetry={list.retry} />;
  const page = list.page;
  if (list.status === 'empty' || !page || page.list.length === 0)
    return <SectionNotice icon="comics" title={intl.formatMessage({ id: 'comics.empty' })} testId="comics-empty" />;
  return (
    <div className={stack}>
      <ul className={grid} data-state={list.state} data-testid="comic-grid" data-total={page.total}>
        {page.list.map((comic) => (
          <ComicCard key={comic.id} comic={comic} book={book} />
        ))}
      </ul>
      <Pager pageNum={page.pageNum} pageSize={page.pageSize} total={page.total} onPage={list.goTo} />
    </div>
  );
}

/** The series: genres as tabs, the order, and a grid of covers (with the visitor's place in each). */
export function ComicListView({ genre, sort, book }: { genre: string | null; sort: ComicSort; book: ProgressBook }) {
  const intl = useIntl();
  const genres = useLoader(comicGenresLoader, {});
  const seg = segmented();
  const base = href('comics');
  const tabs = [
    { key: 'all', href: `${base}${comicSearch({ view: 'list', genre: null, sort })}`, label: intl.formatMessage({ id: 'comics.genres.all' }), current: genre ? undefined : ('page' as const) },
    ...(genres.data ?? []).map((g) => ({
      key: g.slug,
      href: `${base}${comicSearch({ view: 'list', genre: g.slug, sort })}`,
      label: g.name,
      current: g.slug === genre ? ('page' as const) : undefined,
    })),
  ];
  return (
    <div className={stack} data-testid="comics-list" data-genre={genre ?? 'all'} data-sort={sort}>
      {genres.status === 'ready' ? <LinkTabs label={intl.formatMessage({ id: 'comics.genres.label' })} tabs={tabs} /> : <div className={tabsPlaceholder} aria-hidden="true" />}
      <div className={controls}>
        <nav className={seg.root} aria-label={intl.formatMessage({ id: 'comics.sort.label' })}>
          {COMIC_SORTS.map((s) => (
            <AppLink
              key={s}
              href={`${base}${comicSearch({ view: 'list', genre, sort: s })}`}
              className={cx(seg.item, sortCurrent)}
              aria-current={s === sort ? true : undefined}
            >
              {intl.formatMessage({ id: SORT_LABEL[s] })}
            </AppLink>
          ))}
        </nav>
      </div>
      <ComicGrid key={`${genre}|${sort}`} genre={genre} sort={sort} book={book} />
    </div>
  );
}
