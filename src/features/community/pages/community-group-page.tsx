import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { badge, button, segmented } from '../../../../styled-system/recipes';
import { useAuth } from '../../../app/machine-hooks';
import { Avatar } from '../../../components/ui/avatar';
import { PageFrame } from '../../../components/ui/page-frame';
import { PagedView } from '../../../components/ui/paged-view';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { formatCount } from '../../../lib/format/count';
import { href } from '../../../../contracts/href';
import type { GroupDetail, GroupMember, MembershipStatus, Post } from '../../../../contracts/schemas/community';
import { joinRequestChoice } from '../../../../machines/community/choices';
import { groupLoader, groupMembersList, joinRequestsList, postStream } from '../../../../machines/community/community.loaders';
import type { OptimisticContext } from '../../../../machines/community/optimistic.machine';
import { FeatureIcon } from '../../../components/ui/feature-icons';
import { boardColumns, mainColumn, muted, nameOf, panel, panelTitle, profileHref, Skeleton } from '../components/board-parts';
import { BoardTabs } from '../components/board-tabs';
import { cardGrid, JoinButton, MemberRow } from '../components/cards';
import { Composer } from '../components/composer';
import { CreateButton, CreateEventDialog } from '../components/create-dialogs';
import { PostStreamView, useStream } from '../components/post-stream-view';

const coverStyle = css({ w: 'full', aspectRatio: { base: '[16 / 7]', md: '[16 / 5]' }, objectFit: 'cover', borderRadius: 'xl', bg: 'bg.subtle' });
const headRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' });
const meta = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5', color: 'fg.muted', fontSize: 'sm' });
const description = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'fg.default', fontSize: 'sm' });
const faces = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' });

type View = 'posts' | 'members' | 'requests';
const VIEW_SLUG: Record<View, string | null> = { posts: null, members: 'thanh-vien', requests: 'yeu-cau' };

function GroupHeader({ group, status, onStatus }: { group: GroupDetail; status: MembershipStatus | null; onStatus: (status: MembershipStatus | null, members: number) => void }) {
  const intl = useIntl();
  const [members, setMembers] = useState(group.membersCount);
  return (
    <header className={panel} data-testid="group-header" data-status={status ?? 'none'}>
      <img src={group.cover} alt="" className={coverStyle} width={1280} height={400} />
      <div className={headRow}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
          {/* The name is the page's heading (PageFrame): not said again here. */}
          <div className={meta}>
            <FeatureIcon name={group.privacy === 'private' ? 'padlock' : 'world'} size={16} />
            <span>{intl.formatMessage({ id: `board.group.${group.privacy}` })}</span>
            <span aria-hidden="true">·</span>
            <span data-testid="group-members-count">{intl.formatMessage({ id: 'board.group.members' }, { count: members, shown: formatCount(members) })}</span>
            <span aria-hidden="true">·</span>
            <span className={badge({ tone: 'neutral' })}>{group.topicLabel}</span>
          </div>
        </div>
        <JoinButton
          group={group}
          size="md"
          onChange={(value) => {
            setMembers(value.membersCount);
            onStatus(value.status, value.membersCount);
          }}
        />
      </div>
      {group.description ? <p className={description}>{group.description}</p> : null}
    </header>
  );
}

/** An admin's answer to a join request, shown at once. */
function RequestRow({ groupId, member }: { groupId: number; member: GroupMember }) {
  const intl = useIntl();
  const [state, send] = useMachine(joinRequestChoice(groupId, member.userId).machine, { input: { value: 'pending' } });
  const context = state.context as OptimisticContext<'pending' | 'approved' | 'declined'>;
  return (
    <MemberRow user={member} testId="join-request">
      {context.value === 'pending' ? (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <button type="button" className={button({ variant: 'solid', size: 'sm' })} onClick={() => send({ type: 'choice.set', value: 'approved' })} data-testid="join-approve">
            {intl.formatMessage({ id: 'board.group.approve' })}
          </button>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => send({ type: 'choice.set', value: 'declined' })} data-testid="join-decline">
            {intl.formatMessage({ id: 'board.group.decline' })}
          </button>
        </div>
      ) : (
        <span className={muted} data-testid="join-answered">
          {intl.formatMessage({ id: context.value === 'approved' ? 'board.group.approved' : 'board.group.declined' })}
        </span>
      )}
      {context.error ? (
        <span role="alert" className={css({ fontSize: 'xs', color: 'status.error' })}>
          {context.error.status > 0 ? context.error.message : intl.formatMessage({ id: 'common.networkError' })}
        </span>
      ) : null}
    </MemberRow>
  );
}

function MembersList({ groupId }: { groupId: number }) {
  const intl = useIntl();
  const [list] = useState(() => groupMembersList(groupId));
  return (
    <PagedView list={list} testId="group-members" rows={3} empty={{ title: intl.formatMessage({ id: 'board.group.noMembers' }) }}>
      {(items) => (
        <ul className={cardGrid}>
          {items.map((member) => (
            <MemberRow key={member.userId} user={member} testId="group-member">
              <span className={muted}>
                {member.role === 'member' ? '' : `${intl.formatMessage({ id: `board.group.role.${member.role}` })} · `}
                {intl.formatMessage({ id: 'board.group.joined' }, { date: intl.formatDate(member.joinedAt, { dateStyle: 'medium' }) })}
              </span>
            </MemberRow>
          ))}
        </ul>
      )}
    </PagedView>
  );
}

function RequestsList({ groupId }: { groupId: number }) {
  const intl = useIntl();
  const [list] = useState(() => joinRequestsList(groupId));
  return (
    <PagedView list={list} testId="group-requests" rows={2} empty={{ title: intl.formatMessage({ id: 'board.group.noRequests' }) }}>
      {(items) => (
        <ul className={cardGrid}>
          {items.map((member) => (
            <RequestRow key={member.userId} groupId={groupId} member={member} />
          ))}
        </ul>
      )}
    </PagedView>
  );
}

function GroupPosts({ group, member }: { group: GroupDetail; member: boolean }) {
  const intl = useIntl();
  const stream = useMemo(() => postStream({ kind: 'group', id: group.id }), [group.id]);
  const handle = useStream<Post>(stream);
  return (
    <>
      {member ? <Composer target={{ groupId: group.id }} onPosted={(post) => handle.send({ type: 'stream.prepend', item: post })} placeholderId="board.composer.groupPlaceholder" /> : null}
      <PostStreamView handle={handle} testId="group-posts" empty={{ title: intl.formatMessage({ id: 'board.group.noPosts' }), text: intl.formatMessage({ id: member ? 'board.group.noPostsMember' : 'board.group.noPostsJoin' }) }} />
    </>
  );
}

/** Who runs the group and who joined lately; a private group shows neither to a non-member (absent from the answer). */
function GroupSide({ group }: { group: GroupDetail }) {
  const intl = useIntl();
  const { admins = [], recentMembers = [] } = group;
  if (admins.length === 0 && recentMembers.length === 0) return null;
  return (
    <aside className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="group-side">
      {admins.length > 0 ? (
        <section className={panel} aria-labelledby="group-admins">
          <h2 id="group-admins" className={panelTitle}>
            {intl.formatMessage({ id: 'board.group.admins' })}
          </h2>
          <ul className={faces}>
            {admins.map((admin) => (
              <li key={admin.userId}>
                <Link href={profileHref(admin.userId)} className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', fontWeight: 'semibold', _hover: { color: 'accent.text' } })}>
                  <Avatar src={admin.profilePicture} name={nameOf(admin)} size="sm" />
                  {nameOf(admin)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {recentMembers.length > 0 ? (
        <section className={panel} aria-labelledby="group-recent">
          <h2 id="group-recent" className={panelTitle}>
            {intl.formatMessage({ id: 'board.group.recent' })}
          </h2>
          <ul className={faces}>
            {recentMembers.map((member) => (
              <li key={member.userId}>
                <Link href={profileHref(member.userId)} aria-label={nameOf(member)} title={nameOf(member)}>
                  <Avatar src={member.profilePicture} name={nameOf(member)} size="md" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  );
}

function GroupBody({ group }: { group: GroupDetail }) {
  const intl = useIntl();
  const search = useSearch();
  const [status, setStatus] = useState<MembershipStatus | null>(group.myStatus);
  const member = status === 'member';
  const admin = member && (group.myRole === 'owner' || group.myRole === 'admin');
  const slug = new URLSearchParams(search).get('xem');
  const view: View = slug === 'thanh-vien' ? 'members' : slug === 'yeu-cau' && admin ? 'requests' : 'posts';
  const closed = group.privacy === 'private' && !member;
  const seg = segmented();
  const base = href('communityGroup', { id: String(group.id) });
  const views: View[] = admin ? ['posts', 'members', 'requests'] : ['posts', 'members'];
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <GroupHeader group={group} status={status} onStatus={(next) => setStatus(next)} />
      {closed ? null : (
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
          <nav className={cx(seg.root, css({ alignSelf: 'flex-start' }))} aria-label={intl.formatMessage({ id: 'board.group.sections' })} data-testid="group-sections">
            {views.map((value) => (
              <Link key={value} href={VIEW_SLUG[value] ? `${base}?xem=${VIEW_SLUG[value]}` : base} className={seg.item} aria-current={view === value ? 'page' : undefined}>
                {intl.formatMessage({ id: `board.group.view.${value}` })}
              </Link>
            ))}
          </nav>
          {member ? (
            <CreateButton labelId="board.group.createEvent" testId="group-create-event">
              {(close) => <CreateEventDialog onClose={close} groupId={group.id} />}
            </CreateButton>
          ) : null}
        </div>
      )}
      <div className={boardColumns}>
        <div className={mainColumn}>
          {closed ? (
            <SectionNotice
              icon="lock"
              title={intl.formatMessage({ id: 'board.group.closed' })}
              text={intl.formatMessage({ id: status === 'pending' ? 'board.group.closedPending' : 'board.group.closedText' })}
              testId="group-closed"
            />
          ) : view === 'members' ? (
            <MembersList groupId={group.id} />
          ) : view === 'requests' ? (
            <RequestsList groupId={group.id} />
          ) : (
            <GroupPosts key={`${group.id}-${member}`} group={group} member={member} />
          )}
        </div>
        <GroupSide group={group} />
      </div>
    </div>
  );
}

function GroupSkeleton() {
  return (
    <div className={panel} aria-hidden="true">
      <Skeleton className={coverStyle} />
      <Skeleton className={css({ h: '6', w: '64' })} />
      <Skeleton className={css({ h: '4', w: '48' })} />
    </div>
  );
}

/** A group (/bang-ton/nhom/{id}): its cover, join / leave / request, its posts, members and, for admins, join requests. */
export default function CommunityGroupPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const id = Number(params.id);
  const { status } = useAuth();
  // What the member may see depends on who they are: the group is read again after a sign-in.
  const group = useLoader(groupLoader, { params: { id } }, status);
  return (
    <PageFrame routeId={routeId} params={params} name={group.data?.name ?? null} tabs={<BoardTabs routeId={routeId} params={params} />}>
      <div data-testid="group-page" data-state={group.status}>
        {group.status === 'failed' ? (
          group.error?.status === 404 ? (
            <SectionNotice icon="info" title={intl.formatMessage({ id: 'board.group.notFound' })} testId="group-not-found" />
          ) : (
            <LoadFailed error={group.error} onRetry={group.retry} />
          )
        ) : group.data ? (
          <GroupBody key={`${group.data.id}-${group.data.myStatus}`} group={group.data} />
        ) : (
          <GroupSkeleton />
        )}
      </div>
    </PageFrame>
  );
}
