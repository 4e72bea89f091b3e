import { useMemo } from 'react';
import { Link, useSearch } from 'wouter';
import { css } from '../../../../styled-system/css';
import { useIntl } from '../../../lib/intl-context';
import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed, Pager, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { usePagedList } from '../../../components/ui/use-paged-list';
import { Icon } from '../../../components/ui/icon';
import {
  FRONT_SECTION_SIZE,
  FRONT_TOP_SIZE,
  NEWS_PAGE_SIZE,
  newsCategoriesLoader,
  newsFrontLoader,
  newsList,
  newsMostReadLoader,
  sortFromSearch,
  type NewsPageSort,
} from '../../../../machines/news/news.loaders';
import type { Category } from '../../../../contracts/schemas/content/common';
import { NewsCard, NewsCardSkeleton } from '../components/news-card';
import { NewsCategoryNav, NewsSortTabs } from '../components/news-nav';
import { StoryColumn, StoryColumnSkeleton } from '../components/most-read';
import { newsListHref, splitLead } from '../news-format';
import { NotFoundNotice } from '../components/news-not-found';
import { srOnly } from '../../../components/ui/text-styles';

const layout = css({ display: 'grid', gap: { base: '6', lg: '8' }, gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '[minmax(0, 1fr) 18rem]', lg: '[minmax(0, 1fr) 20rem]' }, alignItems: 'start' });
const mainCol = css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' });
const tiles = css({ display: 'grid', gap: { base: '4', sm: '5' }, gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } });
const rows = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const section = css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '5', borderTopWidth: '1px', borderColor: 'border.subtle' });
const sectionHead = css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3' });
const sectionTitle = css({ textStyle: 'sectionTitle' });
const more = css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'accent.text', fontWeight: 'semibold', _hover: { textDecoration: 'underline' }, flexShrink: '0' });
const sectionTiles = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } });
const asideCol = css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0', position: { md: 'sticky' }, top: { md: '4' } });

/** The front page (/tin-tuc): a lead story and the top stories in the chosen sort, the most read beside them, then a section per category. */
function NewsFront({ sort }: { sort: NewsPageSort }) {
  const intl = useIntl();
  const front = useLoader(newsFrontLoader, { sort });
  const now = new Date();
  if (front.status === 'failed') return <LoadFailed error={front.error} onRetry={front.retry} />;
  if (front.status === 'empty') return <SectionNotice icon="news" title={intl.formatMessage({ id: 'news.empty.title' })} text={intl.formatMessage({ id: 'news.empty.text' })} testId="news-empty" />;
  const data = front.status === 'ready' ? front.data : null;
  if (!data) {
    return (
      <div className={mainCol} aria-busy="true" data-testid="news-front" data-state="loading">
        <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
        <div className={css({ minHeight: '[2.75rem]' })} />
        <div className={layout}>
          <div className={mainCol}>
            <NewsCardSkeleton variant="lead" />
            <div className={tiles}>
              {Array.from({ length: FRONT_TOP_SIZE - 1 }, (_, i) => (
                <NewsCardSkeleton key={i} />
              ))}
            </div>
          </div>
          <StoryColumnSkeleton />
        </div>
      </div>
    );
  }
  const { lead, rest } = splitLead(data.top, true);
  return (
    <div className={mainCol} data-testid="news-front" data-state={front.state}>
      <NewsCategoryNav categories={data.categories} sort={sort} />
      <div className={layout}>
        <div className={mainCol}>
          {lead ? <NewsCard item={lead} variant="lead" now={now} /> : null}
          <div className={tiles}>
            {rest.map((item) => (
              <NewsCard key={item.id} item={item} now={now} />
            ))}
          </div>
        </div>
        <aside className={asideCol}>
          <StoryColumn titleId="news.mostRead" items={data.mostRead} testId="news-most-read" />
        </aside>
      </div>
      {data.sections.map(({ category, items }) => (
        <FrontSection key={category.slug} category={category} items={items} sort={sort} now={now} />
      ))}
    </div>
  );
}

function FrontSection({ category, items, sort, now }: { category: Category; items: NewsFrontSectionItems; sort: NewsPageSort; now: Date }) {
  const intl = useIntl();
  const id = `news-section-${category.slug}`;
  return (
    <section className={section} aria-labelledby={id} data-testid="news-section" data-category={category.slug}>
      <div className={sectionHead}>
        <h2 className={sectionTitle} id={id}>
          <Link href={newsListHref(sort, category.slug)}>{category.name}</Link>
        </h2>
        <Link href={newsListHref(sort, category.slug)} className={more} aria-label={intl.formatMessage({ id: 'news.moreOf' }, { category: category.name })}>
          {intl.formatMessage({ id: 'news.more' })}
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
      <div className={sectionTiles}>
        {items.slice(0, FRONT_SECTION_SIZE).map((item) => (
          <NewsCard key={item.id} item={item} showCategory={false} now={now} />
        ))}
      </div>
    </section>
  );
}
type NewsFrontSectionItems = Parameters<typeof NewsCard>[0]['item'][];

/** A category's or type's stories a page at a time (a lead on the first page), the category's most read beside them. */
function NewsListing({ category, type, sort }: { category: string; type?: string; sort: NewsPageSort }) {
  const intl = useIntl();
  const source = useMemo(() => newsList({ category, type, sort }), [category, type, sort]);
  const list = usePagedList(source, { inAddress: true });
  const mostRead = useLoader(newsMostReadLoader, { category });
  const now = new Date();
  const page = list.page;
  let body;
  if (list.status === 'failed') {
    body = list.error?.status === 404 ? <NotFoundNotice kind="category" /> : <LoadFailed error={list.error} onRetry={list.retry} />;
  } else if (list.status === 'empty') {
    body = <SectionNotice icon="news" title={intl.formatMessage({ id: 'news.empty.title' })} text={intl.formatMessage({ id: 'news.empty.text' })} testId="news-empty" />;
  } else if (!page || list.status === 'loading') {
    body = (
      <div className={rows} aria-busy="true" data-state="loading">
        <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
        <NewsCardSkeleton variant="lead" />
        {Array.from({ length: 4 }, (_, i) => (
          <NewsCardSkeleton key={i} variant="row" />
        ))}
      </div>
    );
  } else {
    const { lead, rest } = splitLead(page.list, page.pageNum === 1);
    body = (
      <div className={rows}>
        {lead ? <NewsCard item={lead} variant="lead" showCategory={!category} now={now} /> : null}
        <div className={tiles}>
          {rest.map((item) => (
            <NewsCard key={item.id} item={item} showCategory={false} now={now} />
          ))}
        </div>
        <Pager pageNum={page.pageNum} pageSize={NEWS_PAGE_SIZE} total={page.total} onPage={list.goTo} />
      </div>
    );
  }
  return (
    <div className={layout} data-testid="news-list" data-state={list.state} data-total={page?.total}>
      <div className={mainCol}>{body}</div>
      <aside className={asideCol}>
        {mostRead.status === 'ready' && mostRead.data ? (
          <StoryColumn titleId="news.mostReadIn" items={mostRead.data.list} testId="news-most-read" />
        ) : mostRead.status === 'loading' ? (
          <StoryColumnSkeleton />
        ) : null}
      </aside>
    </div>
  );
}

/** /tin-tuc, /tin-tuc/{category} and /tin-tuc/{category}/{type}; the sort is the address's `sort`. */
export default function NewsPage({ routeId, params }: PageProps) {
  const sort = sortFromSearch(useSearch());
  const { category, type } = params;
  const categories = useLoader(newsCategoriesLoader, {});
  const current = categories.data?.find((c) => c.slug === category);
  const currentType = current?.types.find((t) => t.slug === type);
  const pageName = category ? (current ? (currentType ? `${current.name} · ${currentType.name}` : current.name) : undefined) : null;
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      name={pageName}
      crumbNames={{ newsCategory: current?.name, newsType: currentType?.name }}
      introId="intro.news"
      tabs={<NewsSortTabs sort={sort} category={category} type={type} />}>
      {category ? (
        <>
          {categories.data ? (
            <NewsCategoryNav categories={categories.data} sort={sort} category={category} type={type} />
          ) : (
            <div className={css({ minHeight: '[5.75rem]' })} aria-hidden="true" />
          )}
          <NewsListing key={`${category}/${type ?? ''}/${sort}`} category={category} type={type} sort={sort} />
        </>
      ) : (
        <NewsFront key={sort} sort={sort} />
      )}
    </PageFrame>
  );
}
