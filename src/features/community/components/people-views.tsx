import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { badge, button } from '../../../../styled-system/recipes';
import { useAppSend, useAuth } from '../../../app/machine-hooks';
import { Avatar } from '../../../components/ui/avatar';
import { PagedView } from '../../../components/ui/paged-view';
import { LoadFailed, LoadingRows, Pager, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { statePath } from '../../../components/ui/use-loader';
import { formatCount } from '../../../lib/format/count';
import { href } from '../../../../contracts/href';
import type { Post, ProfileFeed } from '../../../../contracts/schemas/community';
import { friendsMachine } from '../../../../machines/account/friends.machine';
import { postStream, profileLoader, sentRequestsList } from '../../../../machines/community/community.loaders';
import type { CallError } from '../../../../contracts/call-error';
import { FeatureIcon } from '../../../components/ui/feature-icons';
import { LevelBadge, mainColumn, muted, panel, panelTitle, SignInNotice, Skeleton, stack } from './board-parts';
import { cardGrid, MemberRow } from './cards';
import { Composer } from './composer';
import { FriendButton } from './friend-button';
import { PostStreamView, useStream } from './post-stream-view';
import { usePageName } from '../../../lib/page-name';

const sectionHead = css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '2' });

/** Bạn bè: requests received (accept / decline), the member's friends, requests sent, and their friends' posts. */
export function FriendsView() {
  const { status } = useAuth();
  if (status === 'starting' || status === 'busy') return <LoadingRows rows={3} />;
  if (status !== 'member') return <SignInNotice textId="board.friends.signIn" />;
  return <MemberFriends />;
}

function MemberFriends() {
  const intl = useIntl();
  const appSend = useAppSend();
  const [state, send] = useMachine(
    friendsMachine.provide({
      actions: {
        notifyResponded: (_, { accepted, nickname }) =>
          appSend({ type: 'toast.show', kind: 'success', messageId: accepted ? 'board.friends.accepted' : 'board.friends.declined', values: { name: nickname } }),
        notifyFailed: (_, error: CallError) =>
          appSend({ type: 'toast.show', kind: 'error', messageId: 'board.friends.failed', values: { reason: error.status > 0 ? error.message : '' } }),
      },
    }),
  );
  const { friends, requests, respondingId, error } = state.context;
  const [sent] = useState(() => sentRequestsList());
  const friendsFeed = useMemo(() => postStream({ kind: 'friends' }), []);
  const feed = useStream<Post>(friendsFeed);
  return (
    <div className={stack} data-testid="board-friends" data-state={statePath(state.value)}>
      {state.matches('failed') ? <LoadFailed error={error} onRetry={() => send({ type: 'friends.retry' })} /> : null}

      <section className={panel} aria-labelledby="friend-requests-title" data-testid="friend-requests">
        <div className={sectionHead}>
          <h2 id="friend-requests-title" className={panelTitle}>
            {intl.formatMessage({ id: 'board.friends.requests' })}
          </h2>
          {requests && requests.total > 0 ? <span className={badge({ tone: 'live' })}>{requests.total}</span> : null}
        </div>
        {state.matches('loading') && !requests ? (
          <LoadingRows rows={1} />
        ) : requests && requests.list.length > 0 ? (
          <ul className={cardGrid}>
            {requests.list.map((request) => (
              <MemberRow key={request.requestId} user={{ ...request, displayName: request.nickname }} testId="friend-request">
                <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                  <button
                    type="button"
                    className={button({ variant: 'solid', size: 'sm' })}
                    disabled={respondingId !== null}
                    onClick={() => send({ type: 'friends.respond', requestId: request.requestId, accept: true })}
                    data-testid="friend-request-accept"
                  >
                    {intl.formatMessage({ id: 'board.friend.accept' })}
                  </button>
                  <button
                    type="button"
                    className={button({ variant: 'outline', size: 'sm' })}
                    disabled={respondingId !== null}
                    onClick={() => send({ type: 'friends.respond', requestId: request.requestId, accept: false })}
                    data-testid="friend-request-decline"
                  >
                    {intl.formatMessage({ id: 'board.friend.decline' })}
                  </button>
                </div>
              </MemberRow>
            ))}
          </ul>
        ) : (
          <p className={muted}>{intl.formatMessage({ id: 'board.friends.noRequests' })}</p>
        )}
      </section>

      <section className={panel} aria-labelledby="friends-title" data-testid="friend-list">
        <div className={sectionHead}>
          <h2 id="friends-title" className={panelTitle}>
            {intl.formatMessage({ id: 'board.friends.title' })}
          </h2>
          {friends ? <span className={muted}>{intl.formatMessage({ id: 'board.friends.count' }, { count: friends.total })}</span> : null}
        </div>
        {state.matches('loading') ? (
          <LoadingRows rows={2} />
        ) : friends && friends.list.length > 0 ? (
          <>
            <ul className={cardGrid}>
              {friends.list.map((friend) => (
                <MemberRow key={friend.userId} user={{ ...friend, displayName: friend.nickname }} testId="friend">
                  <span className={muted}>{intl.formatMessage({ id: 'board.friends.since' }, { date: intl.formatDate(friend.since, { dateStyle: 'medium' }) })}</span>
                </MemberRow>
              ))}
            </ul>
            <Pager pageNum={friends.pageNum} pageSize={friends.pageSize} total={friends.total} onPage={(pageNum) => send({ type: 'friends.page', pageNum })} />
          </>
        ) : (
          <SectionNotice
            icon="userPlus"
            title={intl.formatMessage({ id: 'board.friends.none' })}
            text={intl.formatMessage({ id: 'board.friends.noneText' })}
            action={
              <Link href={href('communitySearch') + '?loai=nguoi'} className={button({ variant: 'outline', size: 'md' })}>
                {intl.formatMessage({ id: 'board.friends.find' })}
              </Link>
            }
          />
        )}
      </section>

      <section className={panel} aria-labelledby="friends-sent-title">
        <h2 id="friends-sent-title" className={panelTitle}>
          {intl.formatMessage({ id: 'board.friends.sent' })}
        </h2>
        <PagedView list={sent} testId="friend-sent" rows={1} empty={{ title: intl.formatMessage({ id: 'board.friends.noneSent' }) }}>
          {(items) => (
            <ul className={cardGrid}>
              {items.map((request) => (
                <MemberRow key={request.requestId} user={{ ...request, displayName: request.nickname }} testId="friend-sent-row">
                  <FriendButton userId={request.userId} size="sm" />
                </MemberRow>
              ))}
            </ul>
          )}
        </PagedView>
      </section>

      <section className={mainColumn} aria-labelledby="friends-feed-title">
        <h2 id="friends-feed-title" className={panelTitle}>
          {intl.formatMessage({ id: 'board.friends.feed' })}
        </h2>
        <PostStreamView handle={feed} testId="friends-feed" empty={{ title: intl.formatMessage({ id: 'board.friends.feedEmpty' }) }} />
      </section>
    </div>
  );
}

const profileCard = css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, alignItems: { base: 'flex-start', sm: 'center' }, gap: '4', p: { base: '4', sm: '5' }, bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl', minH: '[9.5rem]' });
const counts = css({ display: 'flex', flexWrap: 'wrap', gap: { base: '3', sm: '5' }, listStyle: 'none', p: '0', m: '0', fontSize: 'sm', color: 'fg.muted', '& b': { color: 'fg.default', fontSize: 'md', mr: '1' } });

function ProfileHeader({ profile }: { profile: ProfileFeed['profile'] }) {
  const intl = useIntl();
  const name = profile.user.nickname || profile.user.displayName;
  const c = profile.counts;
  return (
    <header className={profileCard} data-testid="profile-header" data-user={profile.user.userId}>
      <Avatar src={profile.user.profilePicture} name={name} size="xl" />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1', minW: '0' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
          <h2 className={css({ textStyle: 'sectionTitle', overflowWrap: 'anywhere' })} data-testid="profile-name">
            {name}
          </h2>
          <LevelBadge user={profile.user} />
        </div>
        <p className={muted}>{intl.formatMessage({ id: 'board.profile.joined' }, { date: intl.formatDate(profile.user.createdAt, { month: 'long', year: 'numeric' }) })}</p>
        <ul className={counts}>
          <li>
            <b>{formatCount(c.posts)}</b>
            {intl.formatMessage({ id: 'board.profile.posts' }, { count: c.posts })}
          </li>
          <li>
            <b>{formatCount(c.friends)}</b>
            {intl.formatMessage({ id: 'board.profile.friends' }, { count: c.friends })}
          </li>
          <li>
            <b>{formatCount(c.groups)}</b>
            {intl.formatMessage({ id: 'board.profile.groups' }, { count: c.groups })}
          </li>
          <li>
            <b>{formatCount(c.reactionsReceived)}</b>
            {intl.formatMessage({ id: 'board.profile.reactions' }, { count: c.reactionsReceived })}
          </li>
        </ul>
      </div>
      {profile.isMe ? (
        <Link href={href('account', { slug: 'ho-so' })} className={button({ variant: 'outline', size: 'md' })}>
          <FeatureIcon name="users" size={18} />
          {intl.formatMessage({ id: 'board.profile.edit' })}
        </Link>
      ) : (
        <FriendButton userId={profile.user.userId} />
      )}
    </header>
  );
}

function ProfileSkeleton() {
  return (
    <div className={profileCard} aria-hidden="true">
      <Skeleton className={css({ w: '20', h: '20', borderRadius: 'full' })} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1' })}>
        <Skeleton className={css({ h: '6', w: '48' })} />
        <Skeleton className={css({ h: '4', w: '32' })} />
        <Skeleton className={css({ h: '5', w: '64' })} />
      </div>
    </div>
  );
}

/** A member's board page: the header (counts, friend button) and their posts; their own with the composer. */
export function ProfileView({ userId }: { userId: number | 'me' }) {
  const intl = useIntl();
  const profile = useLoader(profileLoader, { userId });
  // A member's page is named after them; one's own keeps its route's title.
  usePageName(profile.data && userId !== 'me' ? profile.data.profile.user.nickname || profile.data.profile.user.displayName : null);
  const stream = useMemo(() => postStream({ kind: 'profile', userId }), [userId]);
  const handle = useStream<Post>(stream);
  const isMe = profile.data?.profile.isMe ?? userId === 'me';
  return (
    <div className={stack} data-testid="board-profile" data-state={profile.status}>
      {profile.status === 'failed' ? (
        profile.error?.status === 404 ? (
          <SectionNotice icon="info" title={intl.formatMessage({ id: 'board.profile.notFound' })} testId="profile-not-found" />
        ) : (
          <LoadFailed error={profile.error} onRetry={profile.retry} />
        )
      ) : profile.data ? (
        <ProfileHeader profile={profile.data.profile} />
      ) : (
        <ProfileSkeleton />
      )}
      {profile.status === 'failed' && profile.error?.status === 404 ? null : (
        <div className={mainColumn}>
          {isMe ? <Composer onPosted={(post) => handle.send({ type: 'stream.prepend', item: post })} /> : null}
          <PostStreamView
            handle={handle}
            testId="profile-posts"
            deletable={isMe}
            empty={{ title: intl.formatMessage({ id: isMe ? 'board.profile.mineEmpty' : 'board.profile.empty' }) }}
          />
        </div>
      )}
    </div>
  );
}

/** Trang cá nhân (mine): a guest is asked to sign in. */
export function MyProfileView() {
  const { status } = useAuth();
  if (status === 'starting' || status === 'busy') return <ProfileSkeleton />;
  if (status !== 'member') return <SignInNotice textId="board.profile.signIn" />;
  return <ProfileView userId="me" />;
}
