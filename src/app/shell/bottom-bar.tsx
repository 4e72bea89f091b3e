import { useIntl } from '../../lib/intl-context';
import { Link, useLocation } from 'wouter';
import { css, cx } from '../../../styled-system/css';
import { href } from '../../../contracts/href';
import { isActivePath } from '../../components/ui/active-path';
import { Icon, type IconName } from '../../components/ui/icon';
import { Avatar } from '../../components/ui/avatar';
import { useAppSend, useAuth } from '../machine-hooks';
import { preloadAuthDialog } from './auth-dialog-host';

interface BarItem {
  key: string;
  labelId: string;
  icon: IconName;
  path: string;
  /** The section the item stands for, when wider than its target (the account pages). */
  section?: string;
}

const ITEMS: readonly BarItem[] = [
  { key: 'menu', labelId: 'bottomBar.menu', icon: 'menu', path: href('menu') },
  { key: 'live', labelId: 'bottomBar.live', icon: 'live', path: href('matchInfo') },
  { key: 'home', labelId: 'bottomBar.home', icon: 'home', path: href('home') },
  { key: 'chat', labelId: 'bottomBar.chat', icon: 'chat', path: href('chatroom') },
  { key: 'account', labelId: 'bottomBar.account', icon: 'account', path: href('account', { slug: 'ho-so' }), section: '/tai-khoan' },
];

const bar = css({
  position: 'fixed',
  insetX: '0',
  bottom: '0',
  zIndex: 'bottomBar',
  bg: 'bg.surface',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  pb: '[env(safe-area-inset-bottom)]',
  boxShadow: 'elevated',
});

const list = css({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', h: 'bottomBar' });

const link = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  h: 'full',
  fontSize: '2xs',
  fontWeight: 'medium',
  color: 'fg.muted',
  _hover: { color: 'fg.default' },
  '&[aria-current]': { color: 'accent.text' },
  // The bar sits on the window's edge: the theme's focus ring goes inside the item.
  _focusVisible: { outlineOffset: '[-2px]' },
});

const buttonReset = css({ w: 'full', cursor: 'pointer' });

const homeBubble = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  mt: '-5',
  borderRadius: 'full',
  bg: 'accent.default',
  color: 'fg.onAccent',
  boxShadow: 'glow',
  borderWidth: '3px',
  borderColor: 'bg.surface',
});

const label = css({ maxW: 'full', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', px: '1' });

/** The phone navigation fixed at the bottom (under 1024 px). */
export function BottomBar() {
  const intl = useIntl();
  const [pathname] = useLocation();
  const send = useAppSend();
  const { status, userInfo } = useAuth();

  return (
    <nav aria-label={intl.formatMessage({ id: 'bottomBar.label' })} className={bar} data-testid="bottom-bar">
      <ul className={list}>
        {ITEMS.map((item) => {
          const active = isActivePath(pathname, item.section ?? item.path);
          if (item.key === 'account' && status !== 'member') {
            // A guest has no account pages: the item opens the sign-in dialog instead.
            return (
              <li key={item.key} data-auth={status}>
                <button
                  type="button"
                  className={cx(link, buttonReset)}
                  data-item={item.key}
                  onClick={() => send({ type: 'dialog.open', view: 'login' })}
                  onPointerEnter={preloadAuthDialog}
                >
                  <Icon name={item.icon} size={22} />
                  <span className={label}>{intl.formatMessage({ id: 'auth.login.open' })}</span>
                </button>
              </li>
            );
          }
          return (
            <li key={item.key}>
              <Link href={item.path} className={link} aria-current={active ? 'page' : undefined} data-item={item.key}>
                {item.key === 'home' ? (
                  <span className={homeBubble}>
                    <Icon name={item.icon} size={22} />
                  </span>
                ) : item.key === 'account' && userInfo ? (
                  <Avatar src={userInfo.profilePicture} name={userInfo.nickname} size="xs" />
                ) : (
                  <Icon name={item.icon} size={22} />
                )}
                <span className={label}>{intl.formatMessage({ id: item.labelId })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
