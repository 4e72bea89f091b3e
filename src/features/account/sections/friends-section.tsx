import { useMachine } from '@xstate/react';
import { useIntl } from '../../../lib/intl-context';
import { Link } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import { badge, button, card } from '../../../../styled-system/recipes';
import { friendsMachine } from '../../../../machines/account/friends.machine';
import { useAppSend } from '../../../app/machine-hooks';
import { href } from '../../../../contracts/href';
import { SITE_ROLES } from '../../../../contracts/constants';
import { Avatar } from '../../../components/ui/avatar';
import { Icon } from '../../../components/ui/icon';
import { ACCOUNT_LIST_PAGE_SIZE } from '../../../../contracts/constants';
import type { PublicUser } from '../../../../contracts/schemas/users/account';
import type { Friend, FriendRequest } from '../../../../contracts/schemas/users/social';
import { LoadFailed, LoadingRows, Pager, SectionNotice } from '../../../components/ui/section-states';
import { cardTitle, list, muted, stack, subtle, truncate } from './section-styles';

/** Site role 2 is a host (commentator), shown as BLV (SPEC §6). */

const requestRow = css({ flexDirection: { base: 'column', sm: 'row' }, alignItems: { base: 'stretch', sm: 'center' }, gap: '3' });
const person = css({ display: 'flex', alignItems: 'center', gap: '3', minWidth: '0', flex: '1' });
const personText = css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' });
const personName = css({ fontWeight: 'bold', color: 'fg.default', _hover: { color: 'accent.text' } });
const tags = css({ display: 'flex', alignItems: 'center', gap: '1.5', flexWrap: 'wrap' });
const answer = css({ display: 'flex', gap: '2', '& > *': { flex: { base: '1', sm: 'none' } } });
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, gap: '3' });
const heading = css({ display: 'flex', alignItems: 'center', gap: '2' });

function Person({ user, line }: { user: PublicUser; line: string }) {
  const intl = useIntl();
  return (
    <div className={person}>
      <Avatar src={user.profilePicture} name={user.nickname} size="md" />
      <div className={personText}>
        <Link href={href('communityUser', { userId: user.userId })} className={cx(personName, truncate)}>
          {user.nickname}
        </Link>
        <span className={tags}>
          {user.siteRoleId === SITE_ROLES.host ? <span className={badge({ tone: 'live' })}>BLV</span> : null}
          <span className={badge({ tone: 'accent' })}>{intl.formatMessage({ id: 'account.levelBadge' }, { level: user.level })}</span>
          <span className={subtle}>{line}</span>
        </span>
      </div>
    </div>
  );
}

function RequestItem({ request, busy, disabled, onAnswer }: { request: FriendRequest; busy: boolean; disabled: boolean; onAnswer: (accept: boolean) => void }) {
  const intl = useIntl();
  return (
    <li>
      <div className={cx(card(), requestRow)} data-testid="friend-request" aria-busy={busy || undefined}>
        <Person user={request} line={intl.formatMessage({ id: 'account.friends.askedOn' }, { date: intl.formatDate(request.createdAt, { dateStyle: 'medium' }) })} />
        <div className={answer}>
          <button type="button" className={button({ variant: 'solid', size: 'sm' })} disabled={disabled} onClick={() => onAnswer(true)}>
            <Icon name="check" size={16} />
            {intl.formatMessage({ id: 'account.friends.accept' })}
          </button>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={disabled} onClick={() => onAnswer(false)}>
            <Icon name="close" size={16} />
            {intl.formatMessage({ id: 'account.friends.decline' })}
          </button>
        </div>
      </div>
    </li>
  );
}

function FriendCard({ friend }: { friend: Friend }) {
  const intl = useIntl();
  return (
    <li className={card()} data-testid="friend">
      <Person user={friend} line={intl.formatMessage({ id: 'account.friends.since' }, { date: intl.formatDate(friend.since, { dateStyle: 'medium' }) })} />
    </li>
  );
}

/** /tai-khoan/ban-be: friend requests to answer, then the member's friends. */
export function FriendsSection() {
  const intl = useIntl();
  const appSend = useAppSend();
  const [snapshot, send] = useMachine(
    friendsMachine.provide({
      actions: {
        notifyResponded: (_, { accepted, nickname }) =>
          appSend({ type: 'toast.show', kind: accepted ? 'success' : 'info', messageId: accepted ? 'account.friends.accepted' : 'account.friends.declined', values: { name: nickname } }),
        notifyFailed: (_, error) =>
          appSend({ type: 'toast.show', kind: 'error', messageId: 'account.actionFailed', values: { message: error.status > 0 ? error.message : intl.formatMessage({ id: 'common.networkError' }) } }),
      },
    }),
  );
  const { friends, requests, error, respondingId } = snapshot.context;
  const idle = snapshot.matches({ ready: 'idle' });

  if (snapshot.matches('failed')) {
    return (
      <div className={stack} data-testid="friends-section" data-state="failed">
        <LoadFailed error={error} onRetry={() => send({ type: 'friends.retry' })} />
      </div>
    );
  }
  if (snapshot.matches('loading') || !friends || !requests) {
    return (
      <div className={stack} data-testid="friends-section" data-state="loading">
        <LoadingRows rows={3} />
      </div>
    );
  }
  return (
    <div className={stack} data-testid="friends-section" data-state="ready">
      {requests.list.length > 0 ? (
        <section className={stack} aria-labelledby="friend-requests-title">
          <h2 id="friend-requests-title" className={cx(cardTitle, heading)}>
            {intl.formatMessage({ id: 'account.friends.requests' })}
            <span className={badge({ tone: 'live' })}>{requests.total}</span>
          </h2>
          <ul className={list}>
            {requests.list.map((r) => (
              <RequestItem
                key={r.requestId}
                request={r}
                busy={respondingId === r.requestId}
                disabled={!idle}
                onAnswer={(accept) => send({ type: 'friends.respond', requestId: r.requestId, accept })}
              />
            ))}
          </ul>
        </section>
      ) : null}
      <section className={stack} aria-labelledby="friends-title">
        <h2 id="friends-title" className={cx(cardTitle, heading)}>
          {intl.formatMessage({ id: 'account.friends.title' })}
          <span className={muted}>({friends.total})</span>
        </h2>
        {friends.list.length === 0 ? (
          <SectionNotice
            icon="community"
            title={intl.formatMessage({ id: 'account.friends.empty' })}
            text={intl.formatMessage({ id: 'account.friends.emptyText' })}
            testId="friends-empty"
            action={
              <Link href={href('community')} className={button({ variant: 'outline', size: 'md' })}>
                {intl.formatMessage({ id: 'route.community' })}
              </Link>
            }
          />
        ) : (
          <ul className={grid}>
            {friends.list.map((f) => (
              <FriendCard key={f.requestId} friend={f} />
            ))}
          </ul>
        )}
        <Pager pageNum={friends.pageNum} pageSize={ACCOUNT_LIST_PAGE_SIZE} total={friends.total} onPage={(n) => send({ type: 'friends.page', pageNum: n })} />
      </section>
    </div>
  );
}
