import { useIntl } from '../../../lib/intl-context';
import { Link, useLocation } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import { badge, navLink } from '../../../../styled-system/recipes';
import type { PageProps } from '../../../app/page-props';
import { useShellData } from '../../../app/machine-hooks';
import type { NavItem } from '../../../../contracts/schemas/shell';
import { PageFrame } from '../../../components/ui/page-frame';
import { Icon, iconFor } from '../../../components/ui/icon';
import { isActivePath } from '../../../components/ui/active-path';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { ShellFailedNotice } from '../../../components/shell-failed-notice';

const section = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const heading = css({ textStyle: 'sectionTitle' });

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  gap: '2',
});

const group = css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl', p: '1' });

const children = css({ display: 'flex', flexDirection: 'column', pl: '8', pb: '1' });

const childLink = css({ minHeight: '10', fontSize: 'sm' });

const skeleton = css({ h: '14', borderRadius: 'xl', bg: 'bg.surface', animation: 'livePulse' });

function byOrder(items: readonly NavItem[]): NavItem[] {
  return [...items].sort((a, b) => a.sort - b.sort);
}

function MenuEntry({ item, pathname, child }: { item: NavItem; pathname: string; child?: boolean }) {
  const intl = useIntl();
  return (
    <Link
      href={item.path}
      className={cx(navLink({ placement: child ? 'menu' : 'list' }), child && childLink)}
      aria-current={pathname === item.path ? 'page' : isActivePath(pathname, item.path) ? true : undefined}
    >
      <Icon name={iconFor(item.icon)} size={child ? 18 : 22} />
      {item.name}
      {item.isHot ? <span className={badge({ tone: 'hot' })}>{intl.formatMessage({ id: 'nav.hot' })}</span> : null}
    </Link>
  );
}

/** The phone menu: every navigation item (with its children) and the language switcher. */
export default function MenuPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const [pathname] = useLocation();
  const { status, menu } = useShellData();
  const items = byOrder(menu?.primarys ?? []);

  return (
    <PageFrame routeId={routeId} params={params}>
      <nav className={section} aria-labelledby="menu-sections-title">
        <h2 id="menu-sections-title" className={heading}>
          {intl.formatMessage({ id: 'menu.sections' })}
        </h2>
        {status === 'failed' ? <ShellFailedNotice /> : null}
        <ul className={list}>
          {items.map((item) => (
            <li key={item.id} className={group}>
              <MenuEntry item={item} pathname={pathname} />
              {item.children.length > 0 ? (
                <ul className={children}>
                  {byOrder(item.children).map((c) => (
                    <li key={c.id}>
                      <MenuEntry item={c} pathname={pathname} child />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
          {status === 'loading' && !menu
            ? Array.from({ length: 6 }, (_, i) => <li key={i} className={skeleton} aria-hidden="true" />)
            : null}
        </ul>
      </nav>
      <section className={section} aria-labelledby="menu-language-title">
        <h2 id="menu-language-title" className={heading}>
          {intl.formatMessage({ id: 'language.label' })}
        </h2>
        <LanguageSwitcher variant="list" />
      </section>
    </PageFrame>
  );
}
