/**
 * The data of the community board's pages (/bang-ton…), from the board's endpoints
 * (contracts/endpoints/community.ts): the streams of posts and of activity (stream.machine.ts), the
 * loaders of one group, event, place, profile and friendship, the paged lists (saved posts, groups,
 * events, members, requests, search), and the machines of what members write (composer, comment
 * thread, dialog forms). The post with pictures goes through api/upload.ts, the friend calls are
 * contracts/endpoints/account.ts's.
 */
import { call } from '../../api/call';
import { uploadForm } from '../../api/upload';
import * as account from '../../contracts/endpoints/account';
import * as community from '../../contracts/endpoints/community';
import { COMMENT_CONTENT_MAX, EVENT_MAX_AHEAD_DAYS, EVENT_MAX_DAYS, FEED_PAGE_SIZE } from '../../contracts/community-values';
import { href } from '../../contracts/href';
import type { Page } from '../../contracts/schemas/common';
import type {
  Activity,
  Comment,
  EventBody,
  EventDetail,
  Event,
  FeedSort,
  Group,
  GroupBody,
  GroupDetail,
  GroupMember,
  Member,
  Post,
  PostAudience,
  PostStream,
  ProfileFeed,
  ReportReason,
  PostReport,
  Reply,
  StreamQuery,
} from '../../contracts/schemas/community';
import type { FriendRequest } from '../../contracts/schemas/users/social';
import { createLoader } from '../loader/loader.machine';
import { createPagedList, type PagedList } from '../loader/paged-list.machine';
import { createComments, type CommentRules, type ThreadComment } from '../comments/comments.machine';
import { createComposer, type PickedImage } from './composer.machine';
import { createStream, type Stream } from './stream.machine';
import { createSubmit } from './submit.machine';

/** The streams of posts the board reads a page at a time (keyset: each page's nextCursor reads the next). */
export type PostStreamSource =
  | { kind: 'feed'; sort: FeedSort }
  | { kind: 'community' }
  | { kind: 'friends' }
  | { kind: 'group'; id: number }
  | { kind: 'place'; id: number }
  | { kind: 'profile'; userId: number | 'me' };

export type SearchType = 'posts' | 'users' | 'groups';

export type EventsWhen = 'upcoming' | 'past';

/** A member's page (the caller's own: `me`): the profile header and a first page of their posts. */
function profileFeed(userId: number | 'me', query: StreamQuery, signal: AbortSignal): Promise<ProfileFeed> {
  return userId === 'me'
    ? call(community.communityMyProfile, { query }, signal)
    : call(community.communityProfile, { params: { userId }, query }, signal);
}

/** One page of a stream of posts after `cursor` (none: the first page). */
function streamPage(source: PostStreamSource, cursor: string | null, signal: AbortSignal): Promise<PostStream> {
  const query: StreamQuery = { pageSize: FEED_PAGE_SIZE, cursor: cursor ?? undefined };
  switch (source.kind) {
    case 'feed':
      return call(community.communityFeed, { query: { ...query, sort: source.sort } }, signal);
    case 'community':
      return call(community.communityPublicFeed, { query }, signal);
    case 'friends':
      return call(community.communityFriendsFeed, { query }, signal);
    case 'group':
      return call(community.groupPosts, { params: { id: source.id }, query }, signal);
    case 'place':
      return call(community.placePosts, { params: { id: source.id }, query }, signal);
    case 'profile':
      return profileFeed(source.userId, query, signal).then((feed) => feed.posts);
  }
}

/** Posts of one stream, a page at a time. */
export function postStream(source: PostStreamSource): Stream<Post> {
  return createStream<Post>((cursor, signal) => streamPage(source, cursor, signal));
}

export const ACTIVITY_PAGE_SIZE = 20;
export const activityStream = (): Stream<Activity> =>
  createStream<Activity>((cursor, signal) => call(community.communityActivity, { query: { pageSize: ACTIVITY_PAGE_SIZE, cursor: cursor ?? undefined } }, signal));

/** A member's page header (the posts come as a stream). */
export const profileLoader = createLoader((input: { userId: number | 'me' }, signal: AbortSignal) => profileFeed(input.userId, { pageSize: 1 }, signal));
/** One post, opened by its link (`{ params: { id } }`). */
export const postLoader = createLoader(community.postDetail);
export const groupLoader = createLoader(community.groupDetail);
export const eventLoader = createLoader(community.eventDetail);
export const placeLoader = createLoader(community.placeDetail);
/** Places an event may be held at (a few dozen). */
export const placesLoader = createLoader((_: null, signal: AbortSignal) => call(community.placeList, { query: { pageNum: 1, pageSize: 100 } }, signal));
export const friendshipLoader = createLoader((input: { userId: number }, signal: AbortSignal) => call(account.isFriend, { query: { userId: input.userId } }, signal));

/** What the feed's side column shows: the next events and the biggest groups. */
export const SIDE_LIST_SIZE = 4;
export const upcomingEventsLoader = createLoader(
  (_: null, signal: AbortSignal) => call(community.eventList, { query: { when: 'upcoming', pageNum: 1, pageSize: SIDE_LIST_SIZE } }, signal),
  { isEmpty: (page) => page.list.length === 0 },
);
export const popularGroupsLoader = createLoader(
  (_: null, signal: AbortSignal) => call(community.groupList, { query: { sort: 'popular', mine: false, pageNum: 1, pageSize: SIDE_LIST_SIZE } }, signal),
  { isEmpty: (page) => page.list.length === 0 },
);
export const placeEventsLoader = createLoader(
  (input: { placeId: number }, signal: AbortSignal) =>
    call(community.eventList, { query: { when: 'upcoming', placeId: input.placeId, pageNum: 1, pageSize: SIDE_LIST_SIZE } }, signal),
  { isEmpty: (page) => page.list.length === 0 },
);

export const LIST_PAGE_SIZE = 12;

export const savedList = (): PagedList<Post> => createPagedList((pageNum, signal) => call(community.communitySaved, { query: { pageNum, pageSize: FEED_PAGE_SIZE } }, signal));

export const groupsList = (query: { keyword: string; mine: boolean }): PagedList<Group> =>
  createPagedList((pageNum, signal) =>
    call(
      community.groupList,
      { query: { keyword: query.keyword || undefined, mine: query.mine, sort: query.mine ? 'newest' : 'popular', pageNum, pageSize: LIST_PAGE_SIZE } },
      signal,
    ),
  );

export const eventsList = (when: EventsWhen): PagedList<Event> =>
  createPagedList((pageNum, signal) => call(community.eventList, { query: { when, pageNum, pageSize: LIST_PAGE_SIZE } }, signal));

export const groupMembersList = (id: number): PagedList<GroupMember> =>
  createPagedList((pageNum, signal) => call(community.groupMembers, { params: { id }, query: { pageNum, pageSize: LIST_PAGE_SIZE } }, signal));

export const joinRequestsList = (id: number): PagedList<GroupMember> =>
  createPagedList((pageNum, signal) => call(community.groupRequests, { params: { id }, query: { pageNum, pageSize: LIST_PAGE_SIZE } }, signal));

export const sentRequestsList = (): PagedList<FriendRequest> => createPagedList((pageNum, signal) => call(account.friendRequests, { query: { direction: 'sent', pageNum, pageSize: LIST_PAGE_SIZE } }, signal));

/** One section of a search, a page at a time. */
export function searchList(keyword: string, type: 'posts'): PagedList<Post>;
export function searchList(keyword: string, type: 'users'): PagedList<Member>;
export function searchList(keyword: string, type: 'groups'): PagedList<Group>;
export function searchList(keyword: string, type: SearchType): PagedList<Post | Member | Group> {
  return createPagedList(async (pageNum, signal) => {
    const result = await call(community.communitySearch, { query: { keyword, type, pageNum, pageSize: LIST_PAGE_SIZE } }, signal);
    const empty: Page<never> = { list: [], total: 0, pageNum, pageSize: LIST_PAGE_SIZE };
    return (result[type] ?? empty) as Page<Post | Member | Group>;
  });
}

/** A picked picture as the composer keeps it: the browser File is its blob. */
export type ComposerImage = PickedImage & { blob: File };

/** A post's form (POST /other/api/community/posts/upload): the fields first, then the pictures. */
function postForm(post: { content: string; audience: PostAudience; images: File[]; groupId?: number; placeId?: number }): FormData {
  const form = new FormData();
  form.append('content', post.content);
  form.append('audience', post.audience);
  if (post.groupId) form.append('groupId', String(post.groupId));
  if (post.placeId) form.append('placeId', String(post.placeId));
  for (const image of post.images) form.append('images', image, image.name);
  return form;
}

/** The composer of a feed, a group (groupId) or a place (placeId). */
export function boardComposer(target: { groupId?: number; placeId?: number } = {}) {
  return createComposer<ComposerImage>((request, onProgress, signal) =>
    uploadForm<Post>('other/api/community/posts/upload', postForm({ content: request.content, images: request.images.map((image) => image.blob), audience: request.audience, ...target }), onProgress, signal),
  );
}

export type { PostAudience };

/** Top-level comments a page of a post's thread shows, and replies a "more replies" press adds. */
export const COMMENTS_PAGE_SIZE = 10;
export const REPLIES_PAGE_SIZE = 50;

/** A post's comment or reply as the comments kit shows it. */
export const threadComment = (c: Comment | Reply): ThreadComment => ({
  id: c.id,
  parentId: c.parentId,
  author: { userId: c.author.userId, name: c.author.nickname || c.author.displayName, avatar: c.author.profilePicture, siteRoleId: c.author.siteRoleId, level: c.author.level },
  replyTo: c.replyTo ? { name: c.replyTo.nickname || c.replyTo.displayName } : null,
  content: c.content,
  createdAt: c.createdAt,
  mine: c.canDelete,
  replies: 'repliesCount' in c ? c.repliesCount : 0,
  likes: null,
  byCreator: false,
});

/** A board comment: trimmed, not blank, at most COMMENT_CONTENT_MAX characters (the server's rule). */
export const BOARD_COMMENT_RULES: CommentRules = {
  clean: (text) => text.trim(),
  problem: (text) => (text.trim() === '' ? 'empty' : text.trim().length > COMMENT_CONTENT_MAX ? 'tooLong' : null),
};

/** The comment threads of posts (the post is the subject): its first replies come with each comment. */
export const postComments = createComments({
  loadPage: ({ subject, pageNum }, signal) =>
    call(community.postComments, { params: { id: subject }, query: { pageNum, pageSize: COMMENTS_PAGE_SIZE } }, signal).then((page) => ({
      list: page.list.map(threadComment),
      total: page.total,
      pageNum: page.pageNum,
      firstReplies: page.list.flatMap((c) => c.replies.map(threadComment)),
    })),
  loadReplies: ({ commentId, pageNum }, signal) =>
    call(community.commentReplies, { params: { id: commentId }, query: { pageNum, pageSize: REPLIES_PAGE_SIZE } }, signal).then((page) => ({ list: page.list.map(threadComment), total: page.total, pageNum: page.pageNum })),
  post: ({ subject, content, parentId }) =>
    call(community.commentAdd, { params: { id: subject }, body: parentId ? { content, parentId } : { content } }).then((made) => ({ comment: threadComment(made) })),
  remove: (commentId) => call(community.commentDelete, { params: { id: commentId } }).then((gone) => ({ commentId: gone.id, count: gone.commentsCount })),
});

export const createGroupForm = createSubmit<GroupBody, GroupDetail>((body) => call(community.groupCreate, { body }));
export const createEventForm = createSubmit<EventBody, EventDetail>((body) => call(community.eventCreate, { body }));
export const deletePostForm = (postId: number) => createSubmit<null, { id: number; deleted: boolean }>(() => call(community.postDelete, { params: { id: postId } }));
export const reportForm = (postId: number) =>
  createSubmit<{ reason: ReportReason; note: string }, PostReport>(({ reason, note }) =>
    call(community.postReport, { params: { id: postId }, body: note.trim() ? { reason, note: note.trim() } : { reason } }),
  );

/** The most a search may hold (the server refuses longer ones). */
export const BOARD_KEYWORD_MAX = 100;

/** The search's tabs and their slugs in the address. */
export const SEARCH_TABS: ReadonlyArray<{ type: SearchType; slug: string }> = [
  { type: 'posts', slug: 'bai-viet' },
  { type: 'groups', slug: 'nhom' },
  { type: 'users', slug: 'nguoi' },
];

/** The search's address (?q=<words>&loai=bai-viet|nhom|nguoi), read leniently: posts when the tab is unknown, a long search cut. */
export function parseSearch(search: string): { keyword: string; type: SearchType } {
  const params = new URLSearchParams(search);
  const slug = params.get('loai');
  return {
    keyword: (params.get('q') ?? '').trim().slice(0, BOARD_KEYWORD_MAX),
    type: SEARCH_TABS.find((tab) => tab.slug === slug)?.type ?? 'posts',
  };
}

/** The address of a search: no words and the posts tab are left out. */
export function searchHref(keyword: string, type: SearchType): string {
  const query = new URLSearchParams();
  if (keyword) query.set('q', keyword);
  const slug = SEARCH_TABS.find((tab) => tab.type === type)!.slug;
  if (type !== 'posts') query.set('loai', slug);
  const text = query.toString();
  return `${href('communitySearch')}${text ? `?${text}` : ''}`;
}

export type EventTimeProblem = 'startMissing' | 'startPast' | 'endBeforeStart' | 'tooLong' | 'tooFar';

/** What stops an event's times (the server's rules, checked before sending), or null. */
export function eventTimeProblem(startsAt: string, endsAt: string, now: Date): EventTimeProblem | null {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (!startsAt || Number.isNaN(start.getTime())) return 'startMissing';
  if (start <= now) return 'startPast';
  if (start.getTime() > now.getTime() + EVENT_MAX_AHEAD_DAYS * 86_400_000) return 'tooFar';
  if (!endsAt || Number.isNaN(end.getTime()) || end <= start) return 'endBeforeStart';
  if (end.getTime() - start.getTime() > EVENT_MAX_DAYS * 86_400_000) return 'tooLong';
  return null;
}
