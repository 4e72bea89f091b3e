/**
 * The community board (docs/api/community.md): feeds and streams, posts and their comments,
 * reactions, bookmarks, reports and shares, groups, events, places, profiles, activity, search,
 * and the friend calls of SPEC §7 (`friend/send-request`, `friend/is-friend`) with their siblings.
 * Typed by contracts/schemas/community.ts; each call answers its data or rejects with an ApiFailure.
 * A post with pictures goes through XMLHttpRequest, the browser API that reports upload progress.
 */
import { api, refreshSession, requestHeaders, unwrap } from './client';
import { emitApiEvent } from './events';
import { credentialsReady } from './session';
import { ApiFailure } from '../contracts/call-error';
import type { Envelope, Page } from '../contracts/schemas/common';
import type {
  ActivityStream,
  Comment,
  CommentDeleted,
  Event,
  EventBody,
  EventDetail,
  FeedSort,
  Group,
  GroupBody,
  GroupDetail,
  GroupMember,
  Membership,
  Place,
  Post,
  PostAudience,
  PostDeleted,
  PostReport,
  PostStream,
  ProfileFeed,
  ReactionState,
  ReactionType,
  Reply,
  ReportReason,
  Rsvp,
  RsvpStatus,
  SavedState,
  SearchResult,
  ShareCount,
} from '../contracts/schemas/community';
import type { FriendRequest, FriendRequestSent, Friendship } from '../contracts/schemas/users/social';

const BASE = 'other/api/community';

/** The streams of posts the board reads a page at a time (keyset: each page's nextCursor reads the next). */
export type PostStreamSource =
  | { kind: 'feed'; sort: FeedSort }
  | { kind: 'community' }
  | { kind: 'friends' }
  | { kind: 'group'; id: number }
  | { kind: 'place'; id: number }
  | { kind: 'profile'; userId: number | 'me' };

function streamPath(source: PostStreamSource): string {
  switch (source.kind) {
    case 'feed':
      return `${BASE}/feed`;
    case 'community':
      return `${BASE}/feed/community`;
    case 'friends':
      return `${BASE}/feed/friends`;
    case 'group':
      return `${BASE}/groups/${source.id}/posts`;
    case 'place':
      return `${BASE}/places/${source.id}/posts`;
    case 'profile':
      return `${BASE}/profiles/${source.userId}`;
  }
}

/** One page of a stream of posts after `cursor` (none: the first page). */
export async function fetchPostStream(source: PostStreamSource, cursor: string | null, pageSize: number, signal?: AbortSignal): Promise<PostStream> {
  const searchParams: Record<string, string | number> = { pageSize };
  if (cursor) searchParams.cursor = cursor;
  if (source.kind === 'feed' && source.sort !== 'recent') searchParams.sort = source.sort;
  if (source.kind === 'profile') {
    const feed = await unwrap(api.get(streamPath(source), { searchParams, signal }).json<Envelope<ProfileFeed>>());
    return feed.posts;
  }
  return unwrap(api.get(streamPath(source), { searchParams, signal }).json<Envelope<PostStream>>());
}

/** A member's page: the profile header and the first page of their posts. */
export const fetchProfile = (userId: number | 'me', pageSize: number, signal?: AbortSignal): Promise<ProfileFeed> =>
  unwrap(api.get(`${BASE}/profiles/${userId}`, { searchParams: { pageSize }, signal }).json<Envelope<ProfileFeed>>());

export const fetchPost = (id: number, signal?: AbortSignal): Promise<Post> =>
  unwrap(api.get(`${BASE}/posts/${id}`, { signal }).json<Envelope<Post>>());

export const fetchSaved = (pageNum: number, pageSize: number, signal?: AbortSignal): Promise<Page<Post>> =>
  unwrap(api.get(`${BASE}/saved`, { searchParams: { pageNum, pageSize }, signal }).json<Envelope<Page<Post>>>());

export const fetchActivity = (cursor: string | null, pageSize: number, signal?: AbortSignal): Promise<ActivityStream> =>
  unwrap(api.get(`${BASE}/activity`, { searchParams: { pageSize, ...(cursor ? { cursor } : {}) }, signal }).json<Envelope<ActivityStream>>());

export type SearchType = 'posts' | 'users' | 'groups';

export const searchBoard = (query: { keyword: string; type: SearchType; pageNum: number; pageSize: number }, signal?: AbortSignal): Promise<SearchResult> =>
  unwrap(api.get(`${BASE}/search`, { searchParams: { ...query }, signal }).json<Envelope<SearchResult>>());

export const deletePost = (id: number): Promise<PostDeleted> => unwrap(api.delete(`${BASE}/posts/${id}`).json<Envelope<PostDeleted>>());

// Comments

export const fetchComments = (postId: number, pageNum: number, pageSize: number, signal?: AbortSignal): Promise<Page<Comment>> =>
  unwrap(api.get(`${BASE}/posts/${postId}/comments`, { searchParams: { pageNum, pageSize }, signal }).json<Envelope<Page<Comment>>>());

export const fetchReplies = (commentId: number, pageNum: number, pageSize: number, signal?: AbortSignal): Promise<Page<Reply>> =>
  unwrap(api.get(`${BASE}/comments/${commentId}/replies`, { searchParams: { pageNum, pageSize }, signal }).json<Envelope<Page<Reply>>>());

export const addComment = (postId: number, content: string, parentId?: number): Promise<Comment> =>
  unwrap(api.post(`${BASE}/posts/${postId}/comments`, { json: parentId ? { content, parentId } : { content } }).json<Envelope<Comment>>());

export const deleteComment = (id: number): Promise<CommentDeleted> => unwrap(api.delete(`${BASE}/comments/${id}`).json<Envelope<CommentDeleted>>());

// A member's marks on a post

/** Sets the caller's reaction (null takes it back); answers the post's counts. */
export const setReaction = (postId: number, type: ReactionType | null): Promise<ReactionState> =>
  unwrap(
    (type ? api.put(`${BASE}/posts/${postId}/reaction`, { json: { type } }) : api.delete(`${BASE}/posts/${postId}/reaction`)).json<Envelope<ReactionState>>(),
  );

export const setSaved = (postId: number, saved: boolean): Promise<SavedState> =>
  unwrap((saved ? api.put(`${BASE}/posts/${postId}/saved`) : api.delete(`${BASE}/posts/${postId}/saved`)).json<Envelope<SavedState>>());

export const reportPost = (postId: number, reason: ReportReason, note?: string): Promise<PostReport> =>
  unwrap(api.post(`${BASE}/posts/${postId}/report`, { json: note ? { reason, note } : { reason } }).json<Envelope<PostReport>>());

export const countShare = (postId: number): Promise<ShareCount> => unwrap(api.post(`${BASE}/posts/${postId}/share`).json<Envelope<ShareCount>>());

// Groups

export interface GroupsQuery {
  keyword?: string;
  mine?: boolean;
  sort?: 'popular' | 'newest';
  pageNum: number;
  pageSize: number;
}

export function fetchGroups(query: GroupsQuery, signal?: AbortSignal): Promise<Page<Group>> {
  const searchParams: Record<string, string | number | boolean> = { pageNum: query.pageNum, pageSize: query.pageSize, sort: query.sort ?? 'popular' };
  if (query.keyword) searchParams.keyword = query.keyword;
  if (query.mine) searchParams.mine = true;
  return unwrap(api.get(`${BASE}/groups`, { searchParams, signal }).json<Envelope<Page<Group>>>());
}

export const fetchGroup = (id: number, signal?: AbortSignal): Promise<GroupDetail> =>
  unwrap(api.get(`${BASE}/groups/${id}`, { signal }).json<Envelope<GroupDetail>>());

export const fetchGroupMembers = (id: number, pageNum: number, pageSize: number, signal?: AbortSignal): Promise<Page<GroupMember>> =>
  unwrap(api.get(`${BASE}/groups/${id}/members`, { searchParams: { pageNum, pageSize }, signal }).json<Envelope<Page<GroupMember>>>());

export const fetchJoinRequests = (id: number, pageNum: number, pageSize: number, signal?: AbortSignal): Promise<Page<GroupMember>> =>
  unwrap(api.get(`${BASE}/groups/${id}/requests`, { searchParams: { pageNum, pageSize }, signal }).json<Envelope<Page<GroupMember>>>());

/** Joins (a private group: asks to) or leaves a group / withdraws the request. */
export const setMembership = (groupId: number, join: boolean): Promise<Membership> =>
  unwrap((join ? api.post(`${BASE}/groups/${groupId}/membership`) : api.delete(`${BASE}/groups/${groupId}/membership`)).json<Envelope<Membership>>());

/** Approves or declines a join request (the group's owner and admins). */
export const answerJoinRequest = (groupId: number, userId: number, approve: boolean): Promise<Membership> =>
  unwrap(
    (approve ? api.post(`${BASE}/groups/${groupId}/requests/${userId}`) : api.delete(`${BASE}/groups/${groupId}/requests/${userId}`)).json<
      Envelope<Membership>
    >(),
  );

export const createGroup = (body: GroupBody): Promise<GroupDetail> => unwrap(api.post(`${BASE}/groups`, { json: body }).json<Envelope<GroupDetail>>());

// Events and places

export type EventsWhen = 'upcoming' | 'past';

export const fetchEvents = (query: { when: EventsWhen; placeId?: number; pageNum: number; pageSize: number }, signal?: AbortSignal): Promise<Page<Event>> =>
  unwrap(
    api
      .get(`${BASE}/events`, {
        searchParams: { when: query.when, pageNum: query.pageNum, pageSize: query.pageSize, ...(query.placeId ? { placeId: query.placeId } : {}) },
        signal,
      })
      .json<Envelope<Page<Event>>>(),
  );

export const fetchEvent = (id: number, signal?: AbortSignal): Promise<EventDetail> =>
  unwrap(api.get(`${BASE}/events/${id}`, { signal }).json<Envelope<EventDetail>>());

export const setRsvp = (eventId: number, status: RsvpStatus | null): Promise<Rsvp> =>
  unwrap((status ? api.put(`${BASE}/events/${eventId}/rsvp`, { json: { status } }) : api.delete(`${BASE}/events/${eventId}/rsvp`)).json<Envelope<Rsvp>>());

export const createEvent = (body: EventBody): Promise<EventDetail> => unwrap(api.post(`${BASE}/events`, { json: body }).json<Envelope<EventDetail>>());

export const fetchPlace = (id: number, signal?: AbortSignal): Promise<Place> =>
  unwrap(api.get(`${BASE}/places/${id}`, { signal }).json<Envelope<Place>>());

export const fetchPlaces = (pageSize: number, signal?: AbortSignal): Promise<Page<Place>> =>
  unwrap(api.get(`${BASE}/places`, { searchParams: { pageSize }, signal }).json<Envelope<Page<Place>>>());

// Friends (SPEC §7: friend/send-request, friend/is-friend)

export const fetchFriendship = (userId: number, signal?: AbortSignal): Promise<Friendship> =>
  unwrap(api.get('live/api/user/friend/is-friend', { searchParams: { userId }, signal }).json<Envelope<Friendship>>());

export const sendFriendRequest = (toUserId: number): Promise<FriendRequestSent> =>
  unwrap(api.post('live/api/user/friend/send-request', { json: { toUserId } }).json<Envelope<FriendRequestSent>>());

/** Ends a friendship or withdraws a sent request. */
export const removeFriend = (userId: number): Promise<Friendship> =>
  unwrap(api.post('live/api/user/friend/remove', { json: { userId } }).json<Envelope<Friendship>>());

export const fetchSentRequests = (pageNum: number, pageSize: number, signal?: AbortSignal): Promise<Page<FriendRequest>> =>
  unwrap(api.get('live/api/user/friend/requests', { searchParams: { direction: 'sent', pageNum, pageSize }, signal }).json<Envelope<Page<FriendRequest>>>());

// A post, with pictures or without

export interface NewPostInput<F extends Blob = File> {
  content: string;
  images: F[];
  audience: PostAudience;
  groupId?: number;
  placeId?: number;
}

function apiUrl(path: string): string {
  const base = import.meta.env.VITE_API_BASE || location.origin;
  return new URL(path, base.endsWith('/') ? base : `${base}/`).toString();
}

const UPLOAD_PATH = `${BASE}/posts/upload`;

function sendPost(input: NewPostInput, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<{ status: number; body: Envelope<Post> | null }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(UPLOAD_PATH));
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as Envelope<Post> | null });
    xhr.onerror = () => reject(new ApiFailure(0, 'network'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    if (signal.aborted) return xhr.abort();
    // The fields first, then the pictures.
    const form = new FormData();
    form.append('content', input.content);
    form.append('audience', input.audience);
    if (input.groupId) form.append('groupId', String(input.groupId));
    if (input.placeId) form.append('placeId', String(input.placeId));
    for (const image of input.images) form.append('images', image, image.name);
    xhr.send(form);
  });
}

/**
 * Writes a post with its pictures; `onProgress` hears the share sent (0–1). Answers the new post or
 * rejects with the server's message (a picture's type or size…); aborting `signal` cancels it.
 */
export async function createPost(input: NewPostInput, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<Post> {
  await credentialsReady();
  let answer = await sendPost(input, onProgress, signal);
  if (answer.status === 401 && (await refreshSession())) answer = await sendPost(input, onProgress, signal);
  if (answer.status === 429) emitApiEvent({ type: 'api.rateLimited', path: UPLOAD_PATH });
  const body = answer.body;
  if (answer.status === 200 && body && body.code === 200 && body.data) return body.data;
  throw new ApiFailure(answer.status, body?.msg ?? `HTTP ${answer.status}`);
}
