/** The comments kit over the short videos' comment endpoints (a clip is the subject), and the like toggle of one comment. */
import { call } from '../../api/call';
import * as shorts from '../../contracts/endpoints/short-videos';
import type { ShortComment, ShortCommentPage } from '../../contracts/schemas/content/short-comments';
import { cleanComment, commentProblem, SHORT_COMMENTS_PAGE_SIZE, SHORT_REPLIES_PAGE_SIZE } from '../../contracts/short-comments';
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
  loadPage: ({ subject, sort, pageNum }, signal) =>
    call(shorts.shortComments, { query: { id: subject, sort, pageNum, pageSize: SHORT_COMMENTS_PAGE_SIZE } }, signal).then(toPage),
  loadReplies: ({ commentId, pageNum }, signal) =>
    call(shorts.shortCommentReplies, { query: { commentId, pageNum, pageSize: SHORT_REPLIES_PAGE_SIZE } }, signal).then(toPage),
  post: ({ subject, ...body }, signal) =>
    call(shorts.shortCommentPost, { body: { id: subject, ...body } }, signal).then((r) => ({ comment: threadComment(r.comment), count: r.count })),
  remove: (commentId, signal) =>
    call(shorts.shortCommentDelete, { params: { commentId } }, signal).then((r) => ({ commentId: r.commentId, count: r.count })),
});

export const commentLikeToggle = (commentId: number) =>
  createToggle((on) => call(on ? shorts.shortCommentLike : shorts.shortCommentUnlike, { body: { commentId } }).then((r) => ({ on: r.liked, count: r.likes })));
