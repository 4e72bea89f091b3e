import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useRequireMember } from '../../../app/machine-hooks';
import { followToggle, likeToggle, saveToggle } from '../../../../machines/short-videos/short-actions';
import { formatCount } from '../../../lib/format/count';
import { ShortIcon } from './short-icons';
import type { ShortItem } from '../../../../contracts/schemas/content/shorts';

export const railButton = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '1',
  minW: 'touch',
  color: { base: 'fg.onLive', md: 'fg.default' },
  fontSize: 'xs',
  fontWeight: 'semibold',
  cursor: 'pointer',
  bg: 'transparent',
  textShadow: { base: '[0 1px 2px rgba(0,0,0,.6)]', md: '[none]' },
  '& > span:first-child': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '12',
    h: '12',
    borderRadius: 'full',
    bg: { base: 'bg.overlay', md: 'bg.surface' },
    borderWidth: { base: '0', md: '1px' },
    borderColor: 'border.subtle',
    transitionProperty: 'colors',
    transitionDuration: 'fast',
  },
  _hover: { '& > span:first-child': { bg: { base: 'ink.950', md: 'bg.active' } } },
  '&[aria-pressed=true] > span:first-child': { color: 'accent.default' },
  _disabled: { opacity: 'disabled', cursor: 'wait' },
});

/** Like: a heart with the count; a guest is asked to sign in. */
export function LikeButton({ clip }: { clip: ShortItem }) {
  const intl = useIntl();
  const machine = useMemo(() => likeToggle(clip.id), [clip.id]);
  const [state, send] = useMachine(machine, { input: { on: clip.liked, count: clip.likes } });
  const requireMember = useRequireMember();
  const { on, count } = state.context;
  return (
    <button
      type="button"
      className={railButton}
      aria-pressed={on}
      aria-label={intl.formatMessage({ id: 'shorts.action.like' }, { count: count ?? 0 })}
      onClick={() => requireMember(() => send({ type: 'toggle.press' }))}
      data-testid="short-like"
    >
      <span>
        <ShortIcon name="heart" filled={on} size={26} />
      </span>
      <span aria-hidden="true">{formatCount(count ?? 0)}</span>
    </button>
  );
}

/** Save to the member's list (da-luu). */
export function SaveButton({ clip }: { clip: ShortItem }) {
  const intl = useIntl();
  const machine = useMemo(() => saveToggle(clip.id), [clip.id]);
  const [state, send] = useMachine(machine, { input: { on: clip.saved, count: null } });
  const requireMember = useRequireMember();
  const on = state.context.on;
  return (
    <button
      type="button"
      className={railButton}
      aria-pressed={on}
      aria-label={intl.formatMessage({ id: 'shorts.action.save' })}
      onClick={() => requireMember(() => send({ type: 'toggle.press' }))}
      data-testid="short-save"
    >
      <span>
        <ShortIcon name="bookmark" filled={on} size={24} />
      </span>
      <span aria-hidden="true">{intl.formatMessage({ id: on ? 'shorts.action.saved' : 'shorts.action.saveShort' })}</span>
    </button>
  );
}

/** Share: the system share sheet where there is one, else the link is copied. */
export function ShareButton({ clip }: { clip: ShortItem }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = new URL(clip.path, location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: clip.title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <button type="button" className={railButton} onClick={() => void share()} aria-label={intl.formatMessage({ id: 'shorts.action.share' })}>
      <span>
        <ShortIcon name="share" size={24} />
      </span>
      <span aria-live="polite">{intl.formatMessage({ id: copied ? 'shorts.action.copied' : 'shorts.action.shareShort' })}</span>
    </button>
  );
}

const followStyle = css({
  '&[aria-pressed=true]': { bg: 'bg.surface', color: 'fg.default', borderColor: 'border.default', borderWidth: '1px' },
});

/** Follow a creator (theo-doi); hidden on the member's own clips. */
export function FollowCreatorButton({
  creatorId,
  name,
  following,
  followers,
  size = 'sm',
  onChange,
}: {
  creatorId: number;
  name: string;
  following: boolean;
  followers: number;
  size?: 'sm' | 'md';
  onChange?: (followers: number) => void;
}) {
  const intl = useIntl();
  const machine = useMemo(() => followToggle(creatorId), [creatorId]);
  const [state, send] = useMachine(machine, { input: { on: following, count: followers } });
  const requireMember = useRequireMember();
  const on = state.context.on;
  const count = state.context.count;
  useEffect(() => onChange?.(count ?? 0), [count, onChange]);
  return (
    <button
      type="button"
      className={cx(button({ variant: on ? 'outline' : 'solid', size }), followStyle)}
      aria-pressed={on}
      aria-label={intl.formatMessage({ id: 'shorts.follow.label' }, { name })}
      onClick={() => requireMember(() => send({ type: 'toggle.press' }))}
      data-testid="short-follow"
    >
      {on ? null : <ShortIcon name="plus" size={16} />}
      {intl.formatMessage({ id: on ? 'shorts.follow.following' : 'shorts.follow.action' })}
    </button>
  );
}
