import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { useIntl } from '../../../lib/intl-context';
import { formatCount } from '../../../lib/format/count';
import type { NewsItem } from '../../../../contracts/schemas/content/news';

const box = css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4', bg: 'bg.surface', borderRadius: 'xl', borderWidth: '1px', borderColor: 'border.subtle', minWidth: '0' });
const heading = css({ textStyle: 'sectionTitle' });
const list = css({ display: 'flex', flexDirection: 'column', counterReset: 'rank' });
const row = css({
  display: 'grid',
  gridTemplateColumns: '[2rem minmax(0, 1fr)]',
  gap: '2',
  py: '2.5',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  _first: { borderTopWidth: '0', pt: '0' },
});
const rank = css({ fontSize: '2xl', fontWeight: 'bold', lineHeight: 'none', color: 'accent.text', fontVariantNumeric: 'tabular-nums' });
const link = css({ fontSize: 'sm', fontWeight: 'semibold', lineHeight: 'snug', color: 'fg.default', _hover: { color: 'accent.text' }, overflowWrap: 'anywhere' });
const views = css({ display: 'block', mt: '1', fontSize: 'xs', color: 'fg.subtle', fontVariantNumeric: 'tabular-nums' });

/** A numbered column of stories (most read, related), each a link with its view count. */
export function StoryColumn({ titleId, items, testId }: { titleId: string; items: readonly NewsItem[]; testId: string }) {
  const intl = useIntl();
  return (
    <section className={box} aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 className={heading} id={`${testId}-title`}>
        {intl.formatMessage({ id: titleId })}
      </h2>
      <ol className={list}>
        {items.map((item, index) => (
          <li key={item.id} className={row} data-testid={`${testId}-item`}>
            <span className={rank} aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <Link href={item.path} className={link}>
                {item.title}
              </Link>
              <span className={views}>{intl.formatMessage({ id: 'news.views' }, { n: item.views, count: formatCount(item.views) })}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

const skeleton = css({ h: '[26rem]', bg: 'bg.surface', borderRadius: 'xl', borderWidth: '1px', borderColor: 'border.subtle', animation: 'livePulse', _motionReduce: { animation: '[none]' } });

export function StoryColumnSkeleton() {
  return <div className={skeleton} aria-hidden="true" />;
}
