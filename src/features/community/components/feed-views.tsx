import { useMemo, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { segmented } from '../../../../styled-system/recipes';
import { useAuth } from '../../../app/machine-hooks';
import { PagedView } from '../../../components/ui/paged-view';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { href } from '../../../../contracts/href';
import type { Activity, FeedSort, Post } from '../../../../contracts/schemas/community';
import { activityStream, postLoader, postStream, savedList, type PostStreamSource } from '../../../../machines/community/community.loaders';
import { boardColumns, mainColumn, muted, nameLink, nameOf, panel, profileHref, RelativeTime, SignInNotice, stack } from './board-parts';
import { useNow } from '../../../components/ui/use-now';
import { Composer } from './composer';
import { PostCard } from './post-card';
import { PostStreamView, PostSkeleton, StreamFooter, useStream } from './post-stream-view';
import { SideColumn } from './side-column';
import { Avatar } from '../../../components/ui/avatar';
import { statePath } from '../../../components/ui/use-loader';

/** Who reads a stream, as far as what it holds goes: a member, or anyone else (a guest, or someone signing in). */
const viewerKey = (status: ReturnType<typeof useAuth>['status']) => (status === 'member' ? 'member' : 'guest');

/** One stream of posts with the member's composer on top (a new post goes first at once). */
function StreamWithComposer({ source, testId, emptyTitleId, emptyTextId, composer = true }: { source: PostStreamSource; testId: string; emptyTitleId: string; emptyTextId?: string; composer?: boolean }) {
  const intl = useIntl();
  const stream = useMemo(() => postStream(source), [source]);
  const handle = useStream<Post>(stream);
  return (
    <>
      {composer ? <Composer onPosted={(post) => handle.send({ type: 'stream.prepend', item: post })} /> : null}
      <PostStreamView
        handle={handle}
        testId={testId}
        empty={{ title: intl.formatMessage({ id: emptyTitleId }), text: emptyTextId ? intl.formatMessage({ id: emptyTextId }) : undefined }}
      />
    </>
  );
}

/** A post opened by its link (?bai-viet=<id>), shown above the feed with its comments open; a notification's link (&binh-luan=<id>) marks its comment. */
function SharedPost({ id, comment }: { id: number; comment: number | undefined }) {
  const intl = useIntl();
  const now = useNow();
  const post = useLoader(postLoader, { params: { id } });
  if (post.status === 'loading') return <PostSkeleton />;
  if (post.status === 'failed' || !post.data) {
    return post.error?.status === 404 ? (
      <SectionNotice icon="info" title={intl.formatMessage({ id: 'board.shared.gone' })} testId="shared-post-gone" />
    ) : (
      <LoadFailed error={post.error} onRetry={post.retry} />
    );
  }
  return (
    <div data-testid="shared-post" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={muted}>{intl.formatMessage({ id: comment === undefined ? 'board.shared.title' : 'board.shared.comment' })}</p>
      <PostCard post={post.data} now={now} commentsOpen highlightComment={comment} />
    </div>
  );
}

/** The main feed (bảng tin): newest or most engaging first, the composer, and the side column. */
export function FeedView() {
  const intl = useIntl();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const sort: FeedSort = params.get('sap-xep') === 'noi-bat' ? 'popular' : 'recent';
  const shared = Number(params.get('bai-viet'));
  const comment = Number(params.get('binh-luan'));
  const source = useMemo<PostStreamSource>(() => ({ kind: 'feed', sort }), [sort]);
  const { status } = useAuth();
  const seg = segmented();
  return (
    <div className={boardColumns}>
      <div className={mainColumn}>
        {Number.isSafeInteger(shared) && shared > 0 ? <SharedPost key={shared} id={shared} comment={Number.isSafeInteger(comment) && comment > 0 ? comment : undefined} /> : null}
        <nav className={cx(seg.root, css({ alignSelf: 'flex-start' }))} aria-label={intl.formatMessage({ id: 'board.sort.label' })} data-testid="feed-sort">
          <Link href={href('community')} className={seg.item} aria-current={sort === 'recent' ? 'page' : undefined}>
            {intl.formatMessage({ id: 'board.sort.recent' })}
          </Link>
          <Link href={`${href('community')}?sap-xep=noi-bat`} className={seg.item} aria-current={sort === 'popular' ? 'page' : undefined}>
            {intl.formatMessage({ id: 'board.sort.popular' })}
          </Link>
        </nav>
        {/* A sign-in or out starts the feed again: what the member may see changes. */}
        {status === 'starting' ? (
          <PostSkeleton />
        ) : (
          <StreamWithComposer key={`${sort}-${viewerKey(status)}`} source={source} testId="board-feed" emptyTitleId="board.feed.empty" emptyTextId="board.feed.emptyText" />
        )}
      </div>
      <SideColumn />
    </div>
  );
}

const COMMUNITY: PostStreamSource = { kind: 'community' };

/** Cộng đồng: public posts from everyone. */
export function PublicView() {
  const { status } = useAuth();
  return (
    <div className={boardColumns}>
      <div className={mainColumn}>
        {status === 'starting' ? <PostSkeleton /> : <StreamWithComposer key={viewerKey(status)} source={COMMUNITY} testId="board-public" emptyTitleId="board.feed.empty" />}
      </div>
      <SideColumn />
    </div>
  );
}

/** Đã lưu: the member's bookmarks, most recently saved first. */
export function SavedView() {
  const { status } = useAuth();
  if (status === 'starting' || status === 'busy') return <PostSkeleton />;
  if (status !== 'member') return <SignInNotice textId="board.saved.signIn" />;
  return <SavedList />;
}

function SavedList() {
  const intl = useIntl();
  const now = useNow();
  const [list] = useState(() => savedList());
  return (
    <div className={mainColumn}>
      <PagedView
        list={list}
        testId="board-saved"
        icon="star"
        rows={3}
        countText={(total) => intl.formatMessage({ id: 'board.saved.count' }, { count: total })}
        empty={{ title: intl.formatMessage({ id: 'board.saved.empty' }), text: intl.formatMessage({ id: 'board.saved.emptyText' }) }}
      >
        {(items) => (
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none', p: '0', m: '0' })}>
            {items.map((post) => (
              <li key={post.id}>
                <PostCard post={post} now={now} />
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    </div>
  );
}

const activityRow = css({ display: 'flex', gap: '3', alignItems: 'flex-start', p: '3', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl', minW: '0' });
const excerpt = css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere', lineClamp: '2' });

function ActivityItem({ item, now }: { item: Activity; now: Date }) {
  const intl = useIntl();
  const actor = nameOf(item.actor);
  const owner = nameOf(item.post.author);
  const values = {
    actor,
    owner,
    reaction: item.reaction ? intl.formatMessage({ id: `board.reaction.${item.reaction}` }) : '',
  };
  return (
    <li className={activityRow} data-testid="activity" data-kind={item.kind}>
      <Avatar src={item.actor.profilePicture} name={actor} size="md" />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
        <p className={css({ fontSize: 'sm' })}>
          <Link href={profileHref(item.actor.userId)} className={nameLink}>
            {actor}
          </Link>{' '}
          {intl.formatMessage({ id: `board.activity.${item.kind}` }, values)}
        </p>
        {item.comment ? <p className={excerpt}>“{item.comment.excerpt}”</p> : null}
        <Link href={`${href('community')}?bai-viet=${item.post.id}`} className={excerpt}>
          {item.post.excerpt || intl.formatMessage({ id: 'board.activity.pictures' })}
        </Link>
        <span className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
          <RelativeTime at={item.at} now={now} />
        </span>
      </div>
    </li>
  );
}

/** Hoạt động gần đây: posts, comments and reactions, newest first, read on as the member scrolls. */
export function RecentView() {
  const intl = useIntl();
  const now = useNow();
  const stream = useMemo(() => activityStream(), []);
  const { state, send, items } = useStream<Activity>(stream);
  return (
    <section className={stack} data-testid="board-activity" data-state={statePath(state.value)} aria-busy={state.matches('loading') || undefined}>
      {state.matches('failed') ? (
        <LoadFailed error={state.context.error} onRetry={() => send({ type: 'stream.retry' })} />
      ) : state.matches('loading') ? (
        <div className={panel} aria-hidden="true">
          <PostSkeleton />
        </div>
      ) : state.matches('empty') ? (
        <SectionNotice icon="community" title={intl.formatMessage({ id: 'board.activity.empty' })} />
      ) : (
        <>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0', maxW: '[42rem]' })}>
            {items.map((item) => (
              <ActivityItem key={item.id} item={item} now={now} />
            ))}
          </ul>
          <StreamFooter state={state} send={send} endText={intl.formatMessage({ id: 'board.stream.end' })} />
        </>
      )}
    </section>
  );
}
