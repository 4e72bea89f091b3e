import { useMachine } from '@xstate/react';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useAppSend, useAuth } from '../../../app/machine-hooks';
import { useLoader } from '../../../components/ui/use-loader';
import { friendChoice, type FriendValue } from '../../../../machines/community/choices';
import { friendshipLoader } from '../../../../machines/community/community.loaders';
import type { OptimisticContext } from '../../../../machines/community/optimistic.machine';
import { FeatureIcon } from '../../../components/ui/feature-icons';
import { muted } from '../../../components/ui/text-styles';

const row = css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', minH: 'touch' });

/**
 * The friend button of a member's page or card, in the state the server says (friend/is-friend):
 * add, request sent (withdraw), request received (accept / decline), friends (unfriend). Each
 * press shows its result at once and is put back if the server refuses. A guest is asked to sign in.
 */
export function FriendButton({ userId, size = 'md' }: { userId: number; size?: 'sm' | 'md' }) {
  const intl = useIntl();
  const { status, userInfo } = useAuth();
  const appSend = useAppSend();
  if (status !== 'member') {
    return (
      <button type="button" className={button({ variant: 'solid', size })} onClick={() => appSend({ type: 'dialog.open', view: 'login' })} data-testid="friend-button" data-status="guest">
        <FeatureIcon name="friends" size={18} />
        {intl.formatMessage({ id: 'board.friend.add' })}
      </button>
    );
  }
  if (userInfo?.userId === userId) return null;
  return <MemberFriendButton userId={userId} size={size} />;
}

function MemberFriendButton({ userId, size }: { userId: number; size: 'sm' | 'md' }) {
  const loaded = useLoader(friendshipLoader, { userId });
  if (loaded.status !== 'ready' || !loaded.data) {
    // The button's room is kept while the state loads (or the call failed: then it offers nothing).
    return <span className={row} data-testid="friend-button" data-status={loaded.status} aria-busy={loaded.status === 'loading' || undefined} />;
  }
  return <FriendChoiceButton key={userId} userId={userId} size={size} initial={{ status: loaded.data.status, requestId: loaded.data.requestId }} />;
}

function FriendChoiceButton({ userId, size, initial }: { userId: number; size: 'sm' | 'md'; initial: FriendValue }) {
  const intl = useIntl();
  const [state, send] = useMachine(friendChoice(userId).machine, { input: { value: initial } });
  const context = state.context as OptimisticContext<FriendValue>;
  const { status } = context.value;
  const set = (to: FriendValue['status']) => send({ type: 'choice.set', value: { status: to, requestId: context.value.requestId } });
  const t = (id: string) => intl.formatMessage({ id });
  if (status === 'self') return null;
  return (
    <span className={row} data-testid="friend-button" data-status={status} data-state={String(state.value)}>
      {status === 'none' ? (
        <button type="button" className={button({ variant: 'solid', size })} onClick={() => set('pending-sent')} data-testid="friend-add">
          <FeatureIcon name="friends" size={18} />
          {t('board.friend.add')}
        </button>
      ) : status === 'pending-sent' ? (
        <>
          <span className={muted}>{t('board.friend.sent')}</span>
          <button type="button" className={button({ variant: 'outline', size })} onClick={() => set('none')} data-testid="friend-cancel">
            {t('board.friend.cancel')}
          </button>
        </>
      ) : status === 'pending-received' ? (
        <>
          <button type="button" className={button({ variant: 'solid', size })} onClick={() => set('friends')} data-testid="friend-accept">
            <FeatureIcon name="check" size={18} />
            {t('board.friend.accept')}
          </button>
          <button type="button" className={button({ variant: 'outline', size })} onClick={() => set('none')} data-testid="friend-decline">
            {t('board.friend.decline')}
          </button>
        </>
      ) : (
        <>
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'sm', fontWeight: 'semibold', color: 'accent.text' })}>
            <FeatureIcon name="check" size={16} />
            {t('board.friend.friends')}
          </span>
          <button type="button" className={button({ variant: 'ghost', size })} onClick={() => set('none')} data-testid="friend-remove">
            {t('board.friend.remove')}
          </button>
        </>
      )}
      {context.error ? (
        <span role="alert" className={css({ fontSize: 'xs', color: 'status.error' })}>
          {context.error.status > 0 ? context.error.message : t('common.networkError')}
        </span>
      ) : null}
    </span>
  );
}
