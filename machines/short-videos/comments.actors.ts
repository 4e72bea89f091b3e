/** The comments panel's machine over the calls of api/short-comments.ts, and the like toggle of one comment. */
import { fromPromise } from 'xstate';
import { deleteShortComment, fetchShortComments, fetchShortReplies, postShortComment, setShortCommentLiked } from '../../api/short-comments';
import type { ShortCommentBody, ShortCommentDeleted, ShortCommentPage, ShortCommentPosted } from '../../contracts/schemas/content/short-comments';
import type { ShortCommentSort } from '../../contracts/short-comments';
import { commentsMachine } from './comments.machine';
import { createToggle } from '../toggle/toggle.machine';

export const shortCommentsMachine = commentsMachine.provide({
  actors: {
    loadComments: fromPromise<ShortCommentPage, { id: number; sort: ShortCommentSort; pageNum: number }>(({ input, signal }) => fetchShortComments(input, signal)),
    loadReplies: fromPromise<ShortCommentPage, { commentId: number; pageNum: number }>(({ input, signal }) => fetchShortReplies(input, signal)),
    postComment: fromPromise<ShortCommentPosted, ShortCommentBody>(({ input, signal }) => postShortComment(input, signal)),
    removeComment: fromPromise<ShortCommentDeleted, { commentId: number }>(({ input, signal }) => deleteShortComment(input.commentId, signal)),
  },
});

export const commentLikeToggle = (commentId: number) =>
  createToggle((on) => setShortCommentLiked(commentId, on).then((r) => ({ on: r.liked, count: r.likes })));
