/**
 * The follow kit's button (machines/follow): follow or stop following something, shown at once and
 * rolled back on failure, with its followers beside it. A guest is asked to log in first. Each kind
 * (a tipster, a tip, an artist) brings its own machine (the follow machine with its call) and words.
 */
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from '../../lib/intl-context';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { Icon, type IconName } from '../ui/icon';
import { useAuth, useRequireMember } from '../../app/machine-hooks';
import type { followMachine } from '../../../machines/follow/follow.machine';

const wrap = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' });
const countText = css({ fontSize: 'xs', color: 'fg.muted' });
const errorText = css({ color: 'status.error', fontSize: 'xs' });

export type FollowKind = 'tipster' | 'tip' | 'artist';

/** Each kind's words (message ids) and icon. */
const KINDS: Record<FollowKind, { start: string; stop: string; followers: string; icon: IconName }> = {
  tipster: { start: 'tips.follow.tipster.start', stop: 'tips.follow.tipster.stop', followers: 'tips.followers', icon: 'userPlus' },
  tip: { start: 'tips.follow.tip.start', stop: 'tips.follow.tip.stop', followers: 'tips.followers', icon: 'star' },
  artist: { start: 'music.artist.follow', stop: 'music.artist.following', followers: 'music.artist.followerCount', icon: 'userPlus' },
};

export interface FollowToggleProps {
  machine: typeof followMachine;
  kind: FollowKind;
  id: number;
  followed: boolean;
  followers: number;
  /** The followed thing's name, for the button's accessible name. */
  name: string;
}

export function FollowToggle({ machine, kind, id, followed, followers, name }: FollowToggleProps) {
  const intl = useIntl();
  const requireMember = useRequireMember();
  const { status } = useAuth();
  const words = KINDS[kind];
  const [snapshot, send] = useMachine(machine, { input: { id, followed, followers } });
  // Newer data from the page (a login reads the record again with "followed" for the member).
  useEffect(() => {
    send({ type: 'follow.sync', followed, followers });
  }, [followed, followers, send]);
  const c = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const label = intl.formatMessage({ id: c.followed ? words.stop : words.start });
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
        <Icon name={c.followed && !guest ? 'check' : words.icon} size={16} />
        {label}
      </button>
      <span className={countText} data-testid={`follow-${kind}-count`} aria-live="polite">
        {intl.formatMessage({ id: words.followers }, { count: c.followers })}
      </span>
      {c.error ? (
        <span className={errorText} role="alert" data-testid={`follow-${kind}-error`}>
          {c.error.status === 0 ? intl.formatMessage({ id: 'common.networkError' }) : c.error.message}
        </span>
      ) : null}
    </div>
  );
}
