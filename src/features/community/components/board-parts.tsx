import type { ReactNode } from 'react';
import { SignInNotice as Notice } from '../../../components/ui/sign-in';
import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { badge, button } from '../../../../styled-system/recipes';
import { formatRelativeTime } from '../../../lib/format/relative-time';
import { Avatar } from '../../../components/ui/avatar';
import { href } from '../../../../contracts/href';
import { SITE_ROLES } from '../../../../contracts/constants';
import type { UserSummary } from '../../../../contracts/schemas/community';
export { muted } from '../../../components/ui/text-styles';

/** A surface that groups a piece of the board (a post, the composer, a side list). */
export const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: { base: '3', sm: '4' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  minW: '0',
});
export const panelTitle = css({ fontSize: 'md', fontWeight: 'bold', color: 'fg.default' });
export const metaLine = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '1.5', rowGap: '0.5', color: 'fg.muted', fontSize: 'xs' });
export const nameLink = css({
  fontWeight: 'bold',
  color: 'fg.default',
  overflowWrap: 'anywhere',
  _hover: { color: 'accent.text', textDecoration: 'underline' },
});
export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
export const errorText = css({ color: 'status.error', fontSize: 'sm' });

/** The board's two columns on a wide screen: the stream and a side column; one column on phones. */
export const boardColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: '[minmax(0, 1fr) 20rem]' },
  gap: { base: '4', lg: '6' },
  alignItems: 'start',
});
export const mainColumn = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0', maxW: '[42rem]', w: 'full', mx: 'auto' });

/** The display name a member chose (nickname) or was given. */
export const nameOf = (user: Pick<UserSummary, 'nickname' | 'displayName'>) => user.nickname || user.displayName;

const ROLE_LABEL: Partial<Record<number, string>> = {
  [SITE_ROLES.host]: 'board.role.host',
  [SITE_ROLES.moderator]: 'board.role.moderator',
  [SITE_ROLES.admin]: 'board.role.admin',
};

/** The level badge (LV) beside a name, and the role badge of hosts and moderators. */
export function LevelBadge({ user }: { user: Pick<UserSummary, 'level' | 'siteRoleId'> }) {
  const intl = useIntl();
  const role = ROLE_LABEL[user.siteRoleId];
  return (
    <>
      <span className={badge({ tone: 'accent' })} data-testid="level-badge">
        {intl.formatMessage({ id: 'board.level' }, { level: user.level })}
      </span>
      {role ? <span className={badge({ tone: user.siteRoleId === SITE_ROLES.host ? 'live' : 'neutral' })}>{intl.formatMessage({ id: role })}</span> : null}
    </>
  );
}

export const profileHref = (userId: number) => href('communityUser', { userId: String(userId) });

/** A member's avatar and name, linked to their board page. */
export function PersonLink({ user, size = 'md', children }: { user: UserSummary; size?: 'sm' | 'md' | 'lg'; children?: ReactNode }) {
  const name = nameOf(user);
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2.5', minW: '0' })}>
      <Link href={profileHref(user.userId)} tabIndex={-1} aria-hidden="true">
        <Avatar src={user.profilePicture} name={name} size={size} />
      </Link>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5' })}>
          <Link href={profileHref(user.userId)} className={nameLink} data-testid="person-name">
            {name}
          </Link>
          <LevelBadge user={user} />
        </div>
        {children}
      </div>
    </div>
  );
}

/** "5 phút trước", with the full date and time on hover and for machines. */
export function RelativeTime({ at, now }: { at: string; now: Date }) {
  const intl = useIntl();
  return (
    <time dateTime={at} title={intl.formatDate(at, { dateStyle: 'full', timeStyle: 'short' })}>
      {formatRelativeTime(at, now, intl.locale)}
    </time>
  );
}

/** What a guest sees where a member's own list would be (saved posts, friends, my page). */
export function SignInNotice({ textId }: { textId: string }) {
  return <Notice titleId="board.signIn.title" textId={textId} actionId="board.signIn.action" testId="board-sign-in" />;
}

/** The foot of a board dialog: its Cancel button, then the dialog's own confirming button. */
export function DialogActions({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
      <button type="button" className={button({ variant: 'outline' })} onClick={onCancel}>
        {intl.formatMessage({ id: 'board.cancel' })}
      </button>
      {children}
    </div>
  );
}

/** A placeholder of the size of what loads, so nothing jumps when it arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx(css({ bg: 'bg.subtle', borderRadius: 'lg', animation: 'livePulse' }), className)} />;
}
