import { useIntl } from '../../lib/intl-context';
import { Link, useLocation } from 'wouter';
import { css, cx } from '../../../styled-system/css';
import { badge, dropdown, navLink } from '../../../styled-system/recipes';
import { ACCOUNT_SECTIONS } from '../../../contracts/route-table';
import { SITE_ROLES } from '../../../contracts/constants';
import { href } from '../../../contracts/href';
import type { UserInfo } from '../../../contracts/schemas/users/account';
import { Avatar } from '../../components/ui/avatar';
import { Icon, type IconName } from '../../components/ui/icon';
import { useAppSend } from '../machine-hooks';
import { usePopover } from '../../components/ui/use-popover';
import { NotificationBell } from './notification-bell';

type Section = (typeof ACCOUNT_SECTIONS)[number];

/** The account pages, in the order of the menu. */
const ACCOUNT_LINKS: readonly { slug: Section; labelId: string; icon: IconName }[] = [
  { slug: 'ho-so', labelId: 'tabs.account.profile', icon: 'account' },
  { slug: 'thong-bao', labelId: 'tabs.account.notifications', icon: 'bell' },
  { slug: 'cap-do', labelId: 'tabs.account.level', icon: 'star' },
  { slug: 'lich-dat', labelId: 'tabs.account.bookings', icon: 'calendar' },
  { slug: 'ban-be', labelId: 'tabs.account.friends', icon: 'community' },
  { slug: 'bao-mat', labelId: 'tabs.account.security', icon: 'lock' },
];

const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: 'touch',
  pl: '1',
  pr: { base: '1', md: '2' },
  borderRadius: 'full',
  color: 'fg.default',
  cursor: 'pointer',
  _hover: { bg: 'bg.hover' },
  _expanded: { bg: 'bg.hover' },
  '& svg': { color: 'fg.muted', transitionProperty: '[transform]', transitionDuration: 'fast' },
  '&[aria-expanded=true] svg': { transform: 'rotate(180deg)' },
});

const triggerName = css({
  display: { base: 'none', md: 'inline' },
  maxW: '32',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: 'sm',
  fontWeight: 'semibold',
});

const ring = css({ boxShadow: 'glow' });

const panelHead = css({ display: 'flex', alignItems: 'center', gap: '3', px: '3', pt: '2', pb: '3', borderBottomWidth: '1px', borderColor: 'border.subtle', mb: '1' });
const headText = css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' });
const nickname = css({ fontWeight: 'bold', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const handle = css({ fontSize: 'xs', color: 'fg.subtle', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const levelRow = css({ display: 'flex', alignItems: 'center', gap: '2' });
const separator = css({ h: '[1px]', bg: 'border.subtle', my: '1' });
const logout = css({ color: 'status.error', cursor: 'pointer', _hover: { color: 'status.error' } });

/** The member's menu: who they are, their level, the account pages and Logout. */
function AccountMenu({ userInfo }: { userInfo: UserInfo | null }) {
  const intl = useIntl();
  const send = useAppSend();
  const [pathname] = useLocation();
  const { open, rootProps, triggerProps, panelProps } = usePopover({ closeOnPick: 'a, button' });
  const styles = dropdown({ align: 'end' });
  const name = userInfo?.nickname ?? intl.formatMessage({ id: 'header.account' });

  return (
    <div {...rootProps} className={styles.root}>
      <button {...triggerProps} className={trigger} aria-label={intl.formatMessage({ id: 'header.accountMenu' }, { name })} data-testid="account-menu-trigger">
        <Avatar src={userInfo?.profilePicture} name={name} size="sm" className={ring} />
        <span className={triggerName} aria-hidden="true">
          {name}
        </span>
        <Icon name="chevron" size={14} />
      </button>
      {open ? (
        <div {...panelProps} className={styles.panel} data-testid="account-menu">
          <div className={panelHead}>
            <Avatar src={userInfo?.profilePicture} name={name} size="md" />
            <div className={headText}>
              <span className={nickname}>{name}</span>
              {userInfo ? (
                <span className={levelRow}>
                  <span className={badge({ tone: 'accent' })}>{intl.formatMessage({ id: 'account.levelBadge' }, { level: userInfo.level })}</span>
                  {userInfo.siteRoleId === SITE_ROLES.host ? (
                    <span className={badge({ tone: 'live' })} data-testid="account-host-badge">
                      {intl.formatMessage({ id: 'commentator.status.hostBadge' })}
                    </span>
                  ) : null}
                  <span className={handle}>@{userInfo.username}</span>
                </span>
              ) : null}
            </div>
          </div>
          {ACCOUNT_LINKS.map((item) => {
            const target = href('account', { slug: item.slug });
            return (
              <Link key={item.slug} href={target} className={navLink({ placement: 'menu' })} aria-current={pathname === target ? 'page' : undefined}>
                <Icon name={item.icon} size={18} />
                {intl.formatMessage({ id: item.labelId })}
              </Link>
            );
          })}
          {userInfo?.siteRoleId === SITE_ROLES.admin ? (
            <Link href={href('adminApplications')} className={navLink({ placement: 'menu' })} aria-current={pathname === href('adminApplications') ? 'page' : undefined} data-testid="account-admin-applications">
              <Icon name="check" size={18} />
              {intl.formatMessage({ id: 'commentator.adminLink' })}
            </Link>
          ) : null}
          <div className={separator} role="presentation" />
          <button type="button" className={cx(navLink({ placement: 'menu' }), logout)} onClick={() => send({ type: 'auth.logout' })} data-testid="logout">
            <Icon name="logout" size={18} />
            {intl.formatMessage({ id: 'auth.logout' })}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The header's account area of a signed-in member: the notifications' bell and the member's menu.
 * Its own chunk: a guest's first page does not carry it.
 */
export default function MemberArea({ userInfo }: { userInfo: UserInfo | null }) {
  return (
    <>
      <NotificationBell />
      <AccountMenu userInfo={userInfo} />
    </>
  );
}
