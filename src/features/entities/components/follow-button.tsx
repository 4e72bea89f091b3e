import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useFollowTeam } from '../../../app/machine-hooks';
import { Icon } from '../../../components/ui/icon';

const star = css({
  transitionProperty: 'colors',
  transitionDuration: 'fast',
  '&[aria-pressed=true]': { color: 'status.warning', borderColor: 'status.warning', '& svg': { fill: '[currentColor]' } },
});
const iconOnly = css({ minW: 'touch', px: '0' });

/**
 * Follow a team (a star that stays lit while followed): pressed or not (aria-pressed), named
 * "Follow {team}" whatever its state, in the visitor's language. A guest's follow stays in this
 * browser until they sign in; a member's goes to their account.
 */
export function FollowButton({ teamId, teamName, compact = false }: { teamId: number; teamName: string; compact?: boolean }) {
  const intl = useIntl();
  const { followed, ready, toggle } = useFollowTeam(teamId);
  const label = intl.formatMessage({ id: 'entities.follow.label' }, { team: teamName });
  return (
    <button
      type="button"
      className={cx(button({ variant: 'outline', size: compact ? 'sm' : 'md' }), star, compact && iconOnly)}
      aria-pressed={followed}
      aria-label={label}
      title={intl.formatMessage({ id: followed ? 'entities.follow.following' : 'entities.follow.hint' })}
      disabled={!ready}
      onClick={toggle}
      data-testid="follow-team"
      data-team-id={teamId}
    >
      <Icon name="star" size={18} />
      {compact ? null : intl.formatMessage({ id: 'entities.follow.action' })}
    </button>
  );
}
