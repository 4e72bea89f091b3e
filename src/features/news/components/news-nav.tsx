import { css } from '../../../../styled-system/css';
import { useIntl } from '../../../lib/intl-context';
import { LinkTabs } from '../../../components/ui/tabs';
import type { Category } from '../../../../contracts/schemas/content/common';
import { NEWS_PAGE_SORTS, type NewsPageSort } from '../../../../machines/news/news.loaders';
import { newsListHref } from '../news-format';

const SORT_LABELS: Record<NewsPageSort, string> = {
  'noi-bat': 'tabs.news.hottest',
  'xem-nhieu-nhat': 'tabs.news.mostViewed',
  'de-xuat': 'tabs.news.recommended',
};

/** The sorts of the page (noi-bat, xem-nhieu-nhat, de-xuat), kept in the address with the category and type. */
export function NewsSortTabs({ sort, category, type }: { sort: NewsPageSort; category?: string; type?: string }) {
  const intl = useIntl();
  const tabs = NEWS_PAGE_SORTS.map((value) => ({
    key: value,
    href: newsListHref(value, category, type),
    label: intl.formatMessage({ id: SORT_LABELS[value] }),
    current: value === sort ? ('page' as const) : undefined,
  }));
  return <LinkTabs label={intl.formatMessage({ id: 'tabs.news.label' })} tabs={tabs} />;
}

const navs = css({ display: 'flex', flexDirection: 'column', gap: '2', minHeight: '[2.75rem]' });

/** The categories (and, inside one, its types) as links, "all" first; the sort stays as it is. */
export function NewsCategoryNav({ categories, sort, category, type }: { categories: readonly Category[]; sort: NewsPageSort; category?: string; type?: string }) {
  const intl = useIntl();
  const current = categories.find((c) => c.slug === category);
  const categoryTabs = [
    { key: '', href: newsListHref(sort), label: intl.formatMessage({ id: 'news.nav.all' }), current: category ? undefined : ('page' as const) },
    ...categories.map((c) => ({
      key: c.slug,
      href: newsListHref(sort, c.slug),
      label: c.name,
      current: c.slug === category ? (type ? (true as const) : ('page' as const)) : undefined,
    })),
  ];
  const typeTabs = current
    ? [
        { key: '', href: newsListHref(sort, current.slug), label: intl.formatMessage({ id: 'news.nav.allTypes' }), current: type ? undefined : ('page' as const) },
        ...current.types.map((t) => ({ key: t.slug, href: newsListHref(sort, current.slug, t.slug), label: t.name, current: t.slug === type ? ('page' as const) : undefined })),
      ]
    : null;
  return (
    <div className={navs} data-testid="news-nav">
      <LinkTabs label={intl.formatMessage({ id: 'news.nav.categories' })} tabs={categoryTabs} />
      {typeTabs ? <LinkTabs label={intl.formatMessage({ id: 'news.nav.types' })} tabs={typeTabs} /> : null}
    </div>
  );
}
