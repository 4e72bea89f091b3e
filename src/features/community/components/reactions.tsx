import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { dropdown } from '../../../../styled-system/recipes';
import { useRequireMember } from '../../../app/machine-hooks';
import { usePopover } from '../../../components/ui/use-popover';
import { FeatureIcon } from '../../../components/ui/feature-icons';
import { formatCount } from '../../../lib/format/count';
import { REACTION_TYPES } from '../../../../contracts/community-values';
import type { Post, ReactionType } from '../../../../contracts/schemas/community';
import { reactionChoice, topReactions, withReaction, type ReactionValue } from '../../../../machines/community/choices';
import type { OptimisticContext } from '../../../../machines/community/optimistic.machine';
import { ReactionGlyph } from './reaction-glyph';


export const actionButton = css({
  flex: '1',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1.5',
  minH: 'touch',
  px: '2',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  borderRadius: 'lg',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transitionProperty: '[background-color, color]',
  transitionDuration: 'fast',
  _hover: { bg: 'bg.hover', color: 'fg.default' },
  '&[aria-pressed=true]': { color: 'accent.text' },
  '& > span': { display: { base: 'none', sm: 'inline' } },
});
const reactRow = css({ flex: '1', display: 'flex', alignItems: 'stretch', minW: '0' });
const pickerTrigger = css({ px: '1', color: 'fg.muted', borderRadius: 'lg', cursor: 'pointer', _hover: { bg: 'bg.hover', color: 'fg.default' } });
const picker = css({ display: 'flex', flexDirection: 'row', gap: '1', p: '1.5', minW: '0', bottom: '[calc(100% + 6px)]', top: '[auto]' });
const emojiButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  borderRadius: 'full',
  cursor: 'pointer',
  transition: '[transform 120ms ease]',
  _hover: { transform: '[scale(1.25)]' },
  '&[aria-checked=true]': { bg: 'accent.muted' },
});
const summary = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', color: 'fg.muted', fontSize: 'sm' });
const emojiStack = css({ display: 'inline-flex', '& > span': { display: 'inline-flex', ml: '-1', borderRadius: 'full', boxShadow: '[0 0 0 2px var(--colors-bg-surface)]', _first: { ml: '0' } } });

/** The reaction bar of one post: what is shown comes from its optimistic machine. */
export function useReactions(post: Post) {
  const machine = useMemo(() => reactionChoice(post.id).machine, [post.id]);
  const initial: ReactionValue = { myReaction: post.myReaction, reactionsCount: post.reactionsCount, reactions: post.reactions };
  const [state, send] = useMachine(machine, { input: { value: initial } });
  const context = state.context as OptimisticContext<ReactionValue>;
  const value = context.value;
  return {
    value,
    error: context.error,
    sending: state.matches('sending'),
    react: (type: ReactionType | null) => send({ type: 'choice.set', value: withReaction(value, type) }),
  };
}

/** The count of reactions with the most used ones, as the post card shows it above its buttons. */
export function ReactionSummary({ value }: { value: ReactionValue }) {
  const intl = useIntl();
  if (value.reactionsCount === 0) return <span className={summary} />;
  const top = topReactions(value.reactions);
  return (
    <span className={summary} data-testid="reaction-summary" data-count={value.reactionsCount}>
      <span className={emojiStack} aria-hidden="true">
        {top.map((type) => (
          <span key={type}>
            <ReactionGlyph type={type} size={18} />
          </span>
        ))}
      </span>
      <span>{intl.formatMessage({ id: 'board.post.reactions' }, { count: value.reactionsCount, shown: formatCount(value.reactionsCount) })}</span>
    </span>
  );
}

/**
 * The react button: a press likes (or takes the reaction back); the arrow beside it opens the six
 * reactions (↑ ↓ between them). A guest is asked to sign in.
 */
export function ReactButton({ value, onReact }: { value: ReactionValue; onReact: (type: ReactionType | null) => void }) {
  const intl = useIntl();
  const requireMember = useRequireMember();
  const { open, setOpen, triggerRef, rootProps, triggerProps, panelProps } = usePopover({ focusOnOpen: true });
  const mine = value.myReaction;
  const name = (type: ReactionType) => intl.formatMessage({ id: `board.reaction.${type}` });
  const styles = dropdown({ align: 'start' });
  return (
    <div {...rootProps} className={cx(styles.root, reactRow)}>
      <button
        type="button"
        className={actionButton}
        aria-pressed={mine !== null}
        onClick={() => requireMember(() => onReact(mine ? null : 'like'))}
        data-testid="post-react"
        data-reaction={mine ?? ''}
        aria-label={mine ? name(mine) : intl.formatMessage({ id: 'board.post.like' })}
      >
        {mine ? (
          <ReactionGlyph type={mine} size={20} />
        ) : (
          <FeatureIcon name="thumb" />
        )}
        <span aria-hidden="true">{mine ? name(mine) : intl.formatMessage({ id: 'board.post.like' })}</span>
      </button>
      <button
        {...triggerProps}
        className={pickerTrigger}
        aria-haspopup="menu"
        aria-label={intl.formatMessage({ id: 'board.post.chooseReaction' })}
        onClick={() => requireMember(() => setOpen(!open))}
        data-testid="post-react-more"
      >
        <FeatureIcon name="chevron" size={16} />
      </button>
      {open ? (
        <div {...panelProps} role="menu" aria-label={intl.formatMessage({ id: 'board.post.chooseReaction' })} className={cx(styles.panel, picker)}>
          {REACTION_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              role="menuitemradio"
              aria-checked={mine === type}
              aria-label={name(type)}
              title={name(type)}
              className={emojiButton}
              onClick={() => {
                setOpen(false);
                triggerRef.current?.focus();
                onReact(mine === type ? null : type);
              }}
              data-testid={`reaction-${type}`}
            >
              <ReactionGlyph type={type} size={32} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
