import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { Icon } from '../../../components/ui/icon';
import { useAuth, useRequireMember } from '../../../app/machine-hooks';
import { tipFollowMachine, tipsterFollowMachine } from '../../../../machines/tips/tips.loaders';

const wrap = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' });
const errorText = css({ color: 'status.error', fontSize: 'xs' });

interface FollowProps {
  id: number;
  followed: boolean;
  followers: number;
  /** The tipster's or tip's name, for the button's accessible name. */
  name: string;
}

type FollowMachine = typeof tipsterFollowMachine;

function FollowToggle({ machine, id, followed, followers, name, kind }: FollowProps & { machine: FollowMachine; kind: 'tipster' | 'tip' }) {
  const intl = useIntl();
  const requireMember = useRequireMember();
  const { status } = useAuth();
  const [snapshot, send] = useMachine(machine, { input: { id, followed, followers } });
  // Newer data from the page (a login reads the record again with "followed" for the member).
  useEffect(() => {
    send({ type: 'follow.sync', followed, followers });
  }, [followed, followers, send]);
  const c = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const label = intl.formatMessage({ id: c.followed ? `tips.follow.${kind}.stop` : `tips.follow.${kind}.start` });
  const guest = status !== 'member';
  return (
    <div className={wrap}>
      <button
        type="button"
        className={button({ variant: c.followed && !guest ? 'outline' : 'solid', size: 'sm' })}
        aria-pressed={guest ? undefined : c.followed}
        aria-busy={busy || undefined}
        aria-label={`${label}: ${name}`}
        onClick={() => requireMember(() => send({ type: 'follow.toggle' }))}
        data-testid={`follow-${kind}`}
        data-followed={c.followed}
        data-state={busy ? 'sending' : 'idle'}
      >
        <Icon name={c.followed && !guest ? 'check' : kind === 'tipster' ? 'userPlus' : 'star'} size={16} />
        {label}
      </button>
      <span className={css({ fontSize: 'xs', color: 'fg.muted' })} data-testid={`follow-${kind}-count`} aria-live="polite">
        {intl.formatMessage({ id: 'tips.followers' }, { count: c.followers })}
      </span>
      {c.error ? (
        <span className={errorText} role="alert" data-testid={`follow-${kind}-error`}>
          {c.error.status === 0 ? intl.formatMessage({ id: 'common.networkError' }) : c.error.message}
        </span>
      ) : null}
    </div>
  );
}

/** Follow or stop following a tipster (members; a guest is asked to log in), shown at once and rolled back on failure. */
export function FollowTipsterButton(props: FollowProps) {
  return <FollowToggle machine={tipsterFollowMachine} kind="tipster" {...props} />;
}

/** Save a tip to "my tips" or remove it (members), optimistic like the tipster's. */
export function FollowTipButton(props: FollowProps) {
  return <FollowToggle machine={tipFollowMachine} kind="tip" {...props} />;
}
