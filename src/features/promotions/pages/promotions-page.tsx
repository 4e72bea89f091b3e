import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import { segmented } from '../../../../styled-system/recipes';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { AppLink } from '../../../components/ui/app-link';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed, Pager, SectionNotice } from '../../../components/ui/section-states';
import { LinkTabs } from '../../../components/ui/tabs';
import { usePagedList } from '../../../components/ui/use-paged-list';
import { href } from '../../../../contracts/href';
import { PROMOTION_CATEGORIES, PROMOTION_STATUSES } from '../../../../contracts/content-values';
import { parsePromotionFilter, promotionFilterSearch, PROMOTIONS_PAGE_SIZE, type PromotionFilter } from '../../../../contracts/promotion-filter';
import { promotionList } from '../../../../machines/promotions/promotions.loaders';
import { cardGrid, PromotionCard, PromotionCardSkeleton } from '../components/promotion-card';
import { muted } from '../../../components/ui/text-styles';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
const statusItem = css({ flex: '[0 0 auto]' });

function PromotionGrid({ filter }: { filter: PromotionFilter }) {
  const intl = useIntl();
  const source = useMemo(() => promotionList(filter), [filter]);
  const list = usePagedList(source);
  if (list.status === 'failed') return <LoadFailed error={list.error} onRetry={list.retry} />;
  const page = list.page;
  if (list.status === 'loading' || !page) {
    return (
      <div className={stack} aria-busy="true" data-state="loading" data-testid="promotion-grid">
        <p className={muted}>&nbsp;</p>
        <ul className={cardGrid}>
          {Array.from({ length: 6 }, (_, i) => (
            <PromotionCardSkeleton key={i} />
          ))}
        </ul>
      </div>
    );
  }
  if (list.status === 'empty' || page.list.length === 0) {
    return (
      <SectionNotice
        icon="promotion"
        title={intl.formatMessage({ id: 'promo.empty.title' })}
        text={intl.formatMessage({ id: 'promo.empty.text' })}
        testId="promotions-empty"
        action={<AppLink href={href('promotions')}>{intl.formatMessage({ id: 'promo.empty.showAll' })}</AppLink>}
      />
    );
  }
  return (
    <div className={stack} data-state={list.state} data-testid="promotion-grid" data-total={page.total}>
      <p className={muted} aria-live="polite">
        {intl.formatMessage({ id: 'promo.count' }, { count: page.total })}
      </p>
      <ul className={cardGrid}>
        {page.list.map((promotion) => (
          <PromotionCard key={promotion.id} promotion={promotion} />
        ))}
      </ul>
      <Pager pageNum={page.pageNum} pageSize={page.pageSize || PROMOTIONS_PAGE_SIZE} total={page.total} onPage={list.goTo} />
    </div>
  );
}

/** /khuyen-mai: the promotions by category (tabs) and status, as cards, a page at a time; the filter is in the address. */
export default function PromotionsPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const search = useSearch();
  const { category, status } = parsePromotionFilter(search);
  const filter = useMemo(() => ({ category, status }), [category, status]);
  const base = href('promotions');
  const seg = segmented();
  const tabs = [null, ...PROMOTION_CATEGORIES].map((c) => ({
    key: c ?? 'all',
    href: `${base}${promotionFilterSearch({ category: c, status })}`,
    label: intl.formatMessage({ id: c ? `promo.category.${c}` : 'promo.category.all' }),
    current: c === category ? ('page' as const) : undefined,
  }));
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.promotions">
      <div className={stack} data-testid="promotions-page" data-category={category ?? 'all'} data-status={status ?? 'all'}>
        <LinkTabs label={intl.formatMessage({ id: 'promo.category.label' })} tabs={tabs} />
        <nav className={seg.root} aria-label={intl.formatMessage({ id: 'promo.status.label' })}>
          {[null, ...PROMOTION_STATUSES].map((s) => (
            <AppLink
              key={s ?? 'all'}
              href={`${base}${promotionFilterSearch({ category, status: s })}`}
              className={cx(seg.item, statusItem)}
              aria-current={s === status ? 'page' : undefined}
              data-testid="promotion-status-filter"
            >
              {intl.formatMessage({ id: s ? `promo.status.${s}` : 'promo.status.all' })}
            </AppLink>
          ))}
        </nav>
        <PromotionGrid key={`${category}|${status}`} filter={filter} />
      </div>
    </PageFrame>
  );
}
