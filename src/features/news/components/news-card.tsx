import { Link } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import { badge } from '../../../../styled-system/recipes';
import { useIntl } from '../../../lib/intl-context';
import { formatCount } from '../../../lib/format/count';
import { formatRelativeTime } from '../../../lib/format/relative-time';
import { Icon } from '../../../components/ui/icon';
import type { NewsItem } from '../../../../contracts/schemas/content/news';

const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  minWidth: '0',
  '&[data-variant=row]': { flexDirection: 'row', alignItems: 'flex-start', gap: '3' },
  // A tile is a row with a small picture on phones, a picture above the text from sm up.
  '&[data-variant=tile]': { flexDirection: { base: 'row', sm: 'column' }, alignItems: { base: 'flex-start', sm: 'stretch' }, gap: { base: '3', sm: '2' } },
  // The lead: picture beside the text on wide screens.
  '&[data-variant=lead]': { display: { lg: 'grid' }, gridTemplateColumns: { lg: '[minmax(0, 3fr) minmax(0, 2fr)]' }, gap: { base: '2', lg: '5' }, alignItems: 'start' },
});
const picture = css({
  display: 'block',
  w: 'full',
  aspectRatio: 'wide',
  objectFit: 'cover',
  borderRadius: 'lg',
  bg: 'bg.subtle',
  flexShrink: '0',
  '[data-variant=row] &': { w: { base: '[7.5rem]', sm: '[10rem]' } },
  '[data-variant=tile] &': { w: { base: '[7.5rem]', sm: 'full' } },
});
const text = css({ display: 'flex', flexDirection: 'column', gap: '1.5', minWidth: '0', flex: '1' });
const title = css({
  fontWeight: 'bold',
  lineHeight: 'snug',
  fontSize: 'md',
  overflowWrap: 'anywhere',
  '[data-variant=lead] &': { fontSize: { base: 'xl', md: '2xl' }, lineHeight: 'tight' },
  '[data-variant=row] &': { fontSize: { base: 'sm', sm: 'md' } },
  '[data-variant=tile] &': { fontSize: { base: 'sm', sm: 'md' } },
});
// The title's link covers the whole card (one link per story, one Tab stop).
const titleLink = css({
  color: 'fg.default',
  _hover: { color: 'accent.text' },
  _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'lg' },
  _focusVisible: { outline: 'none', _after: { outline: '[2px solid]', outlineColor: 'border.focus', outlineOffset: '0.5' } },
});
const summary = css({ color: 'fg.muted', fontSize: 'sm', lineClamp: '3', '[data-variant=lead] &': { fontSize: 'md', lineClamp: '4' }, '[data-variant=tile] &': { hideBelow: 'sm' } });
const meta = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', rowGap: '1', fontSize: 'xs', color: 'fg.subtle' });
const metaItem = css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontVariantNumeric: 'tabular-nums' });

export type NewsCardVariant = 'lead' | 'tile' | 'row';

/** One story: cover, headline (the link), summary on the larger variants, category, age and views. */
export function NewsCard({ item, variant = 'tile', showCategory = true, now }: { item: NewsItem; variant?: NewsCardVariant; showCategory?: boolean; now: Date }) {
  const intl = useIntl();
  const HeadingTag = variant === 'lead' ? 'h2' : 'h3';
  return (
    <article className={card} data-variant={variant} data-testid="news-card" data-id={item.id} data-views={item.views}>
      <img
        src={item.cover}
        alt=""
        width={640}
        height={360}
        className={picture}
        loading={variant === 'lead' ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={text}>
        <HeadingTag className={title}>
          <Link href={item.path} className={titleLink} data-testid="news-card-link">
            {item.title}
          </Link>
        </HeadingTag>
        {variant !== 'row' ? <p className={summary}>{item.summary}</p> : null}
        <p className={meta}>
          {showCategory ? <span className={badge({ tone: 'accent' })}>{item.category.name}</span> : null}
          {item.editorPick ? <span className={badge({ tone: 'hot' })}>{intl.formatMessage({ id: 'news.editorPick' })}</span> : null}
          <time dateTime={item.publishedAt} className={metaItem}>
            {formatRelativeTime(item.publishedAt, now, intl.locale)}
          </time>
          <span className={metaItem} data-testid="news-card-views">
            <Icon name="eye" size={14} />
            {intl.formatMessage({ id: 'news.views' }, { n: item.views, count: formatCount(item.views) })}
          </span>
        </p>
      </div>
    </article>
  );
}

const skeletonBox = css({ bg: 'bg.surface', borderRadius: 'lg', animation: 'livePulse', _motionReduce: { animation: '[none]' } });

/** A card's placeholder of the same size while the stories load. */
export function NewsCardSkeleton({ variant = 'tile' }: { variant?: NewsCardVariant }) {
  return (
    <div className={card} data-variant={variant} aria-hidden="true">
      <div className={cx(skeletonBox, picture)} />
      <div className={text}>
        <div className={skeletonBox} style={{ height: variant === 'lead' ? '3.5rem' : '2.75rem' }} />
        {variant !== 'row' ? <div className={cx(skeletonBox, summary)} style={{ height: '3.75rem' }} /> : null}
        <div className={skeletonBox} style={{ height: '1rem', width: '60%' }} />
      </div>
    </div>
  );
}
