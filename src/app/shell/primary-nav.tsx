import type { ReactNode } from 'react';
import { useIntl } from '../../lib/intl-context';
import { Link, useLocation } from 'wouter';
import { css, cx } from '../../../styled-system/css';
import { badge, iconButton, navLink } from '../../../styled-system/recipes';
import type { NavItem } from '../../../contracts/schemas/shell';
import { href } from '../../../contracts/href';
import { isActivePath } from '../../components/ui/active-path';
import { Icon, iconFor } from '../../components/ui/icon';
import { ShellFailedNotice } from '../../components/shell-failed-notice';
import { useLiveCount, useShellData, type NavbarMode } from '../machine-hooks';
import { NavDropdown } from './nav-dropdown';

/**
 * How many items each desktop navbar shows before "More": the bar is one row of a fixed height in
 * every language, so the page never moves when the menu arrives.
 */
const VISIBLE_ITEMS: Record<Exclude<NavbarMode, 'mobile'>, number> = { full: 10, half: 6 };

const nav = css({ display: 'flex', alignItems: 'center', minWidth: '0', flex: '1' });

const row = css({ display: 'flex', alignItems: 'center', gap: '0.5', minWidth: '0', flexWrap: 'nowrap', whiteSpace: 'nowrap' });

const childLink = css({ pl: '9' });

const skeleton = css({ display: 'flex', gap: '2' });
/** As tall as a link of the bar (navLink 'bar': 2.25rem), so the bar does not move when the menu arrives. */
const skeletonPill = css({ w: '20', h: '9', borderRadius: 'lg', bg: 'bg.active', animation: 'livePulse' });

function byOrder(items: readonly NavItem[]): NavItem[] {
  return [...items].sort((a, b) => a.sort - b.sort);
}

function itemIsActive(item: NavItem, pathname: string): boolean {
  return isActivePath(pathname, item.path) || item.children.some((c) => itemIsActive(c, pathname));
}

function HotBadge() {
  const intl = useIntl();
  return <span className={badge({ tone: 'hot' })}>{intl.formatMessage({ id: 'nav.hot' })}</span>;
}

/** The live schedule's link carries the total live count (refreshed every 20 s by the 'live-count' machine). */
function LiveCountBadge({ fallback }: { fallback: ReactNode }) {
  const intl = useIntl();
  const { count } = useLiveCount();
  if (!count) return fallback;
  return (
    <span className={badge({ tone: 'live' })} data-testid="nav-live-count" title={intl.formatMessage({ id: 'liveCount.badge' }, { count })}>
      {intl.formatNumber(count)}
    </span>
  );
}

function ItemLink({ item, pathname, placement, className }: { item: NavItem; pathname: string; placement: 'bar' | 'menu'; className?: string }) {
  const current = pathname === item.path ? 'page' : isActivePath(pathname, item.path) ? true : undefined;
  return (
    <Link href={item.path} className={cx(navLink({ placement }), className)} aria-current={current}>
      <Icon name={iconFor(item.icon)} size={18} />
      {item.name}
      {item.path === href('schedule') ? <LiveCountBadge fallback={item.isHot ? <HotBadge /> : null} /> : item.isHot ? <HotBadge /> : null}
    </Link>
  );
}

/** A dropdown's links: each item followed by its children, indented. */
function MenuLinks({ items, pathname }: { items: readonly NavItem[]; pathname: string }) {
  return (
    <>
      {items.map((item) => (
        <div key={item.id}>
          <ItemLink item={item} pathname={pathname} placement="menu" />
          {byOrder(item.children).map((child) => (
            <ItemLink key={child.id} item={child} pathname={pathname} placement="menu" className={childLink} />
          ))}
        </div>
      ))}
    </>
  );
}

function NavEntry({ item, pathname }: { item: NavItem; pathname: string }) {
  if (item.children.length === 0) return <ItemLink item={item} pathname={pathname} placement="bar" />;
  return (
    <NavDropdown label={item.name} icon={<Icon name={iconFor(item.icon)} size={18} />} active={itemIsActive(item, pathname)}>
      <MenuLinks items={[item]} pathname={pathname} />
    </NavDropdown>
  );
}

/** The header navigation in the navbar mode of the layout machine: full, half (+ More) or a menu button. */
export function PrimaryNav({ mode }: { mode: NavbarMode }) {
  const intl = useIntl();
  const [pathname] = useLocation();
  const { status, menu } = useShellData();
  const label = intl.formatMessage({ id: 'nav.primary' });

  if (mode === 'mobile') {
    return (
      <nav aria-label={label} data-navbar={mode}>
        <Link
          href={href('menu')}
          className={iconButton()}
          aria-label={intl.formatMessage({ id: 'nav.menu' })}
          aria-current={pathname === href('menu') ? 'page' : undefined}
        >
          <Icon name="menu" size={24} />
        </Link>
      </nav>
    );
  }

  const items = byOrder(menu?.primarys ?? []);
  const shown = VISIBLE_ITEMS[mode];
  // "More" only for two or more items: one item would fit where the button goes.
  const visible = items.length <= shown + 1 ? items : items.slice(0, shown);
  const rest = items.slice(visible.length);

  return (
    <nav aria-label={label} data-navbar={mode} className={nav}>
      {menu ? (
        <ul className={row}>
          {visible.map((item) => (
            <li key={item.id}>
              <NavEntry item={item} pathname={pathname} />
            </li>
          ))}
          {rest.length > 0 ? (
            <li>
              <NavDropdown label={intl.formatMessage({ id: 'nav.more' })} active={rest.some((i) => itemIsActive(i, pathname))} align="end">
                <MenuLinks items={rest} pathname={pathname} />
              </NavDropdown>
            </li>
          ) : null}
        </ul>
      ) : status === 'loading' ? (
        <div className={skeleton} aria-hidden="true">
          {Array.from({ length: VISIBLE_ITEMS[mode] }, (_, i) => (
            <span key={i} className={skeletonPill} />
          ))}
        </div>
      ) : null}
      {status === 'failed' ? <ShellFailedNotice /> : null}
    </nav>
  );
}
