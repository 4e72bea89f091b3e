/**
 * Short-video comments (docs/api/content.md "Short-video comments"): a clip's comments and a thread's
 * replies, posting, deleting one's own and liking. Each call answers its data or rejects with an ApiFailure.
 */
import { api, unwrap } from './client';
import type { Envelope } from '../contracts/schemas/common';
import type {
  ShortCommentBody,
  ShortCommentDeleted,
  ShortCommentLikeState,
  ShortCommentPage,
  ShortCommentPosted,
} from '../contracts/schemas/content/short-comments';
import { SHORT_COMMENTS_PAGE_SIZE, SHORT_REPLIES_PAGE_SIZE, type ShortCommentSort } from '../contracts/short-comments';

const BASE = 'other/api/short-video';

export const fetchShortComments = (query: { id: number; sort: ShortCommentSort; pageNum: number }, signal?: AbortSignal): Promise<ShortCommentPage> =>
  unwrap(
    api
      .get(`${BASE}/comments`, { searchParams: { id: query.id, sort: query.sort, pageNum: query.pageNum, pageSize: SHORT_COMMENTS_PAGE_SIZE }, signal })
      .json<Envelope<ShortCommentPage>>(),
  );

export const fetchShortReplies = (query: { commentId: number; pageNum: number }, signal?: AbortSignal): Promise<ShortCommentPage> =>
  unwrap(
    api
      .get(`${BASE}/comment/replies`, { searchParams: { commentId: query.commentId, pageNum: query.pageNum, pageSize: SHORT_REPLIES_PAGE_SIZE }, signal })
      .json<Envelope<ShortCommentPage>>(),
  );

export const postShortComment = (body: ShortCommentBody, signal?: AbortSignal): Promise<ShortCommentPosted> =>
  unwrap(api.post(`${BASE}/comment`, { json: body, signal }).json<Envelope<ShortCommentPosted>>());

export const deleteShortComment = (commentId: number, signal?: AbortSignal): Promise<ShortCommentDeleted> =>
  unwrap(api.delete(`${BASE}/comment/${commentId}`, { signal }).json<Envelope<ShortCommentDeleted>>());

export const setShortCommentLiked = (commentId: number, liked: boolean): Promise<ShortCommentLikeState> =>
  unwrap(api.post(`${BASE}/comment/${liked ? 'like' : 'unlike'}`, { json: { commentId } }).json<Envelope<ShortCommentLikeState>>());
