import { useIntl } from '../../lib/intl-context';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css';
import { breadcrumbTrail, type RouteId } from '../../../contracts/route-table';
import { href } from '../../../contracts/href';
import { Icon } from './icon';

const list = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '1',
  fontSize: 'sm',
  color: 'fg.muted',
});

const item = css({ display: 'inline-flex', alignItems: 'center', gap: '1', minWidth: '0' });

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '8',
  borderRadius: 'sm',
  _hover: { color: 'fg.default', textDecoration: 'underline' },
});

const current = css({
  color: 'fg.default',
  fontWeight: 'medium',
  maxWidth: '64',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const separator = css({ color: 'fg.subtle', flexShrink: '0' });

/** The trail's classes, which the page's static first paint (src/app/static-frame.tsx) uses too. */
export const breadcrumbClasses = { list, item, link, current, separator };

/** The path of an ancestor built from the current page's parameters; null when they do not fit. */
function crumbHref(id: RouteId, params: Record<string, string>): string | null {
  try {
    return (href as (id: RouteId, params: Record<string, string>) => string)(id, params);
  } catch {
    return null;
  }
}

/** Names of pages of the trail that the page has read (a category's name), shown instead of their route titles. */
export type CrumbNames = Partial<Record<RouteId, string | undefined>>;

interface BreadcrumbProps {
  routeId: RouteId;
  params: Record<string, string>;
  names?: CrumbNames;
  /** The labels of the server's trail for this page, home first, standing until the page's data is there. */
  serverLabels?: readonly string[];
}

/** Home › … › the current page, from the route table's parents. */
export function Breadcrumb({ routeId, params, names, serverLabels }: BreadcrumbProps) {
  const intl = useIntl();
  const trail = breadcrumbTrail(routeId);
  if (trail.length < 2) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'breadcrumb.label' })}>
      <ol className={list}>
        {trail.map((id, index) => {
          const isLast = index === trail.length - 1;
          const label = (!isLast && (names?.[id] || serverLabels?.[index])) || intl.formatMessage({ id: `route.${id}` });
          const target = isLast ? null : crumbHref(id, params);
          return (
            <li key={id} className={item}>
              {index > 0 ? (
                <span className={separator}>
                  <Icon name="chevronRight" size={14} />
                </span>
              ) : null}
              {target ? (
                <Link href={target} className={link}>
                  {label}
                </Link>
              ) : (
                <span className={current} aria-current={isLast ? 'page' : undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
