/** The comments kit over the calls of api/short-comments.ts (a clip is the subject), and the like toggle of one comment. */
import { deleteShortComment, fetchShortComments, fetchShortReplies, postShortComment, setShortCommentLiked } from '../../api/short-comments';
import type { ShortComment, ShortCommentPage } from '../../contracts/schemas/content/short-comments';
import { cleanComment, commentProblem } from '../../contracts/short-comments';
import { createComments, type CommentPage, type CommentRules, type ThreadComment } from '../comments/comments.machine';
import { createToggle } from '../toggle/toggle.machine';

/** A clip's comment as the kit shows it. */
export const threadComment = (c: ShortComment): ThreadComment => ({
  id: c.id,
  parentId: c.parentId,
  author: { userId: c.author.userId, name: c.author.nickname, avatar: c.author.avatar, siteRoleId: c.author.siteRoleId, level: null },
  replyTo: c.replyTo ? { name: c.replyTo.nickname } : null,
  content: c.content,
  createdAt: c.createdAt,
  mine: c.mine,
  replies: c.replies,
  likes: { count: c.likes, liked: c.liked },
  byCreator: c.byCreator,
});

const toPage = (page: ShortCommentPage): CommentPage => ({ list: page.list.map(threadComment), total: page.total, pageNum: page.pageNum, count: page.count });

/** A clip's comment: at most 300 characters, no hidden ones, line breaks kept to two (contracts/short-comments.ts). */
export const SHORT_COMMENT_RULES: CommentRules = { clean: cleanComment, problem: commentProblem };

export const shortCommentsMachine = createComments({
  loadPage: ({ subject, sort, pageNum }, signal) => fetchShortComments({ id: subject, sort, pageNum }, signal).then(toPage),
  loadReplies: (query, signal) => fetchShortReplies(query, signal).then(toPage),
  post: ({ subject, ...body }, signal) => postShortComment({ id: subject, ...body }, signal).then((r) => ({ comment: threadComment(r.comment), count: r.count })),
  remove: (commentId, signal) => deleteShortComment(commentId, signal).then((r) => ({ commentId: r.commentId, count: r.count })),
});

export const commentLikeToggle = (commentId: number) =>
  createToggle((on) => setShortCommentLiked(commentId, on).then((r) => ({ on: r.liked, count: r.likes })));
