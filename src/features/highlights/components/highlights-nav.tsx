import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { LinkTabs } from '../../../components/ui/tabs';
import { AppLink } from '../../../components/ui/app-link';
import { href } from '../../../../contracts/href';
import type { Category } from '../../../../contracts/schemas/content/common';

const chips = css({ display: 'flex', gap: '2', overflowX: 'auto', pb: '1', minH: '10' });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: '0',
  minH: '9',
  px: '3.5',
  borderRadius: 'full',
  bg: 'bg.subtle',
  color: 'fg.default',
  fontSize: 'sm',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  _hover: { bg: 'bg.hover' },
  '&[aria-current=page]': { bg: 'fg.default', color: 'bg.canvas' },
});
const placeholder = css({ h: '11' });

interface HighlightsNavProps {
  categories: readonly Category[] | null;
  category?: string;
  type?: string;
}

/** The sports as tabs (all, then each) and, inside a sport, its leagues as chips. */
export function HighlightsNav({ categories, category, type }: HighlightsNavProps) {
  const intl = useIntl();
  if (!categories) return <div className={placeholder} aria-hidden="true" />;
  const tabs = [
    { key: 'all', href: href('highlights'), label: intl.formatMessage({ id: 'highlights.all' }), current: category ? undefined : ('page' as const) },
    ...categories.map((c) => ({
      key: c.slug,
      href: href('highlightCategory', { category: c.slug }),
      label: c.name,
      current: c.slug === category ? (type ? (true as const) : ('page' as const)) : undefined,
    })),
  ];
  const current = categories.find((c) => c.slug === category);
  return (
    <>
      <LinkTabs label={intl.formatMessage({ id: 'highlights.sports' })} tabs={tabs} />
      {current && current.types.length > 0 ? (
        <nav aria-label={intl.formatMessage({ id: 'highlights.leagues' })} className={chips} data-testid="highlight-leagues">
          <AppLink href={href('highlightCategory', { category: current.slug })} className={chip} aria-current={type ? undefined : 'page'}>
            {intl.formatMessage({ id: 'highlights.allLeagues' })}
          </AppLink>
          {current.types.map((t) => (
            <AppLink
              key={t.slug}
              href={href('highlightType', { category: current.slug, type: t.slug })}
              className={chip}
              aria-current={t.slug === type ? 'page' : undefined}
              data-type={t.slug}
            >
              {t.name}
            </AppLink>
          ))}
        </nav>
      ) : null}
    </>
  );
}
