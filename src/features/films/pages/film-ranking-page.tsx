import { Fragment, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../app/page-props';
import { css, cx } from '../../../../styled-system/css';
import { tabs as tabsRecipe } from '../../../../styled-system/recipes';
import { useIntl } from '../../../lib/intl-context';
import { formatCount } from '../../../lib/format/count';
import { Icon } from '../../../components/ui/icon';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed, Pager, SectionNotice } from '../../../components/ui/section-states';
import { srOnly } from '../../../components/ui/text-styles';
import { usePagedList } from '../../../components/ui/use-paged-list';
import { useQueryTab } from '../../../components/ui/use-query-tab';
import type { FilmKind } from '../../../../contracts/media-values';
import type { FilmCard } from '../../../../contracts/schemas/media/films';
import { FILM_RANKING_PAGE_SIZE as RANKING_PAGE_SIZE, filmRankingList } from '../../../../machines/films/films.loaders';
import { muted, skeletonBlock, stack } from '../components/film-styles';


/** The switch, in the address as `?tab=` (all, the default, leaves none). */
const KINDS = ['all', 'phim', 'tv-show'] as const;
type RankingKind = (typeof KINDS)[number];
const KIND_OF: Record<RankingKind, FilmKind | undefined> = { all: undefined, phim: 'film', 'tv-show': 'tv-show' };
const KIND_LABEL: Record<RankingKind, 'films.filter.all' | 'films.tab.movies' | 'films.tab.tvShows'> = {
  all: 'films.filter.all',
  phim: 'films.tab.movies',
  'tv-show': 'films.tab.tvShows',
};

const tabCss = css({
  cursor: 'pointer',
  '&[aria-selected=true]': { color: 'fg.default', fontWeight: 'semibold', _after: { bg: 'accent.default' } },
});
/**
 * One column, and two on a wide screen, filled down the first column before the second (its rows are
 * set by `columnRows`): the ranks read top to bottom, as the list's order and the Tab order go.
 */
const list = css({
  display: { base: 'flex', lg: 'grid' },
  flexDirection: 'column',
  gridAutoFlow: 'column',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: { base: '2', md: '3' },
  columnGap: { lg: '4' },
  listStyle: 'none',
  p: '0',
  m: '0',
});
const columnRows = (items: number) => ({ gridTemplateRows: `repeat(${Math.max(1, Math.ceil(items / 2))}, auto)` });
const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '[2rem 3.5rem minmax(0, 1fr) auto]', sm: '[3rem 4rem minmax(0, 1fr) auto]' },
  alignItems: 'center',
  gap: { base: '3', sm: '4' },
  p: { base: '2', sm: '3' },
  pr: { base: '3', sm: '5' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  color: 'fg.default',
  textDecoration: 'none',
  transitionProperty: 'colors',
  transitionDuration: 'fast',
  _hover: { borderColor: 'accent.default', '& h3': { color: 'accent.text' } },
});
const rankCss = css({ textAlign: 'center', fontSize: { base: 'lg', sm: '2xl' }, fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', color: 'fg.muted' });
const podium = css({ color: 'accent.text' });
const thumb = css({ display: 'block', w: 'full', aspectRatio: '[2 / 3]', objectFit: 'cover', borderRadius: 'md', bg: 'bg.subtle' });
const body = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' });
const title = css({ fontSize: { base: 'sm', sm: 'md' }, fontWeight: 'semibold', lineHeight: 'snug', lineClamp: '2' });
const original = css({ color: 'fg.muted', fontSize: 'xs', lineClamp: '1' });
const meta = css({ color: 'fg.muted', fontSize: 'xs', lineClamp: '2' });
const nowrap = css({ whiteSpace: 'nowrap' });
const ratingCss = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  fontSize: { base: 'sm', sm: 'lg' },
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
  '& svg': { color: 'accent.hot', fill: '[currentColor]' },
});

/** One ranked title: the whole row opens its watch page; its name is the rank and the title, the rest describes it. */
function RankedFilm({ film, rank }: { film: FilmCard; rank: number }) {
  const intl = useIntl();
  const id = useId();
  const length =
    film.kind === 'tv-show'
      ? intl.formatMessage({ id: 'films.card.episodes' }, { count: film.episodeCount ?? 0 })
      : intl.formatMessage({ id: 'films.card.minutes' }, { count: film.durationMinutes });
  const facts = [
    film.year,
    intl.formatMessage({ id: film.kind === 'tv-show' ? 'films.kind.tvShow' : 'films.kind.film' }),
    length,
    intl.formatMessage({ id: 'films.card.views' }, { views: formatCount(film.views) }),
  ];
  const genres = film.genres.map((g) => g.name).join(', ');
  return (
    <li data-testid="ranked-film" data-film={film.slug} data-rank={rank}>
      <Link href={film.path} className={row} aria-labelledby={`${id}-rank ${id}-title`} aria-describedby={`${id}-facts ${id}-rating`}>
        <div className={cx(rankCss, rank <= 3 && podium)}>
          <span aria-hidden="true">{rank}</span>
          <span id={`${id}-rank`} className={srOnly}>
            {intl.formatMessage({ id: 'films.ranking.rank' }, { rank })}
          </span>
        </div>
        <img src={film.poster} alt="" className={thumb} loading="lazy" width={64} height={96} />
        <div className={body}>
          <h3 id={`${id}-title`} className={title}>
            {film.title}
          </h3>
          {film.originalTitle !== film.title ? <p className={original}>{film.originalTitle}</p> : null}
          <p id={`${id}-facts`} className={meta}>
            {facts.map((fact, i) => (
              <Fragment key={i}>
                {i > 0 ? ' · ' : null}
                <span className={nowrap}>{fact}</span>
              </Fragment>
            ))}
            {genres ? <span className={css({ display: { base: 'none', sm: 'inline' } })}> · {genres}</span> : null}
          </p>
        </div>
        <div className={ratingCss}>
          <Icon name="star" size={16} />
          <span aria-hidden="true">{film.rating.toFixed(1)}</span>
          <span id={`${id}-rating`} className={srOnly}>
            {intl.formatMessage({ id: 'films.card.rating' }, { rating: film.rating })}
          </span>
        </div>
      </Link>
    </li>
  );
}

/** Rows of the final size while a page loads. */
function RankingSkeleton() {
  return (
    <>
      <p className={muted} aria-hidden="true">
        &nbsp;
      </p>
      <ol className={list} style={columnRows(RANKING_PAGE_SIZE)} data-state="loading" data-testid="section-loading" aria-hidden="true">
        {Array.from({ length: RANKING_PAGE_SIZE }, (_, i) => (
          <li key={i} className={row}>
            <span className={cx(css({ h: '6', w: '6', justifySelf: 'center' }), skeletonBlock)} />
            <span className={cx(css({ aspectRatio: '[2 / 3]' }), skeletonBlock)} />
            <span className={body}>
              <span className={cx(css({ h: '5', w: '2/3' }), skeletonBlock)} />
              <span className={cx(css({ h: '4', w: '1/2' }), skeletonBlock)} />
            </span>
            <span className={cx(css({ h: '6', w: '10' }), skeletonBlock)} />
          </li>
        ))}
      </ol>
    </>
  );
}

/** The ranking of one kind, a page at a time, the page in the address (`?trang=2`); the parent keys it by kind. */
function Ranking({ kind }: { kind: FilmKind | undefined }) {
  const intl = useIntl();
  const [ranking] = useState(() => filmRankingList(kind));
  const paged = usePagedList(ranking, { inAddress: true });
  const page = paged.page;
  const section = useRef<HTMLElement>(null);
  const headingId = useId();
  const goTo = (next: number) => {
    paged.goTo(next);
    // The pager is redrawn with the new page: the list's start takes the focus and comes into view.
    section.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: 'start' });
  };
  const first = page ? (page.pageNum - 1) * page.pageSize + 1 : 1;
  return (
    <section ref={section} tabIndex={-1} className={cx(stack, css({ scrollMarginTop: '[5rem]', _focus: { outline: 'none' } }))} aria-labelledby={headingId} data-testid="film-ranking">
      <h2 id={headingId} className={srOnly}>
        {intl.formatMessage({ id: 'films.ranking.list' })}
      </h2>
      {paged.status === 'failed' ? (
        <LoadFailed error={paged.error} onRetry={paged.retry} />
      ) : paged.status === 'loading' || !page ? (
        <RankingSkeleton />
      ) : paged.status === 'empty' || page.list.length === 0 ? (
        <SectionNotice icon="film" title={intl.formatMessage({ id: 'films.ranking.empty' })} text={intl.formatMessage({ id: 'films.list.emptyText' })} testId="film-ranking-empty" />
      ) : (
        <>
          <p className={muted} data-testid="film-ranking-count">
            {intl.formatMessage({ id: 'films.list.count' }, { count: page.total })}
          </p>
          <ol className={list} style={columnRows(page.list.length)} start={first}>
            {page.list.map((film, i) => (
              <RankedFilm key={film.id} film={film} rank={first + i} />
            ))}
          </ol>
          <Pager pageNum={page.pageNum} pageSize={page.pageSize || RANKING_PAGE_SIZE} total={page.total} onPage={goTo} />
        </>
      )}
    </section>
  );
}

/** /phim-anh/xep-hang: films and TV shows by rating, best first, all of them or one kind (`?tab=phim`, `?tab=tv-show`). */
export default function FilmRankingPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const { current, strip, tabProps, tabId, panelId } = useQueryTab(KINDS);
  const styles = tabsRecipe();
  const switcher = (
    <div className={styles.root} ref={strip}>
      <div role="tablist" aria-label={intl.formatMessage({ id: 'films.ranking.kinds' })} className={styles.list}>
        {KINDS.map((kind) => (
          <button key={kind} {...tabProps(kind)} aria-controls={panelId()} className={cx(styles.tab, tabCss)} data-testid={`ranking-tab-${kind}`}>
            {intl.formatMessage({ id: KIND_LABEL[kind] })}
          </button>
        ))}
      </div>
    </div>
  );
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.filmsRanking" tabs={switcher}>
      <div role="tabpanel" id={panelId()} aria-labelledby={tabId(current)} className={stack} data-testid="film-ranking-page" data-tab={current}>
        <Ranking key={current} kind={KIND_OF[current]} />
      </div>
    </PageFrame>
  );
}
