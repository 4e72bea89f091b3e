/** Comments in the kit's shape for the comments machine's tests, and the machine over fake calls. */
import { createActor } from 'xstate';
import { cleanComment, commentProblem } from '../../contracts/short-comments';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { commentsMachine, type CommentPage, type CommentPosted, type CommentRemoved, type CommentRules, type PageQuery, type PostBody, type RepliesQuery, type ThreadComment } from './comments.machine';

/** The short videos' rules (contracts/short-comments.ts): at most 300 characters, no hidden ones, line breaks kept to two. */
export const RULES: CommentRules = { clean: cleanComment, problem: commentProblem };

/** The machine of subject 7 (shown with 4 comments), started over calls the test answers. */
export function start(rules: CommentRules = RULES) {
  const load = controllablePromiseActor<CommentPage, PageQuery>();
  const loadReplies = controllablePromiseActor<CommentPage, RepliesQuery>();
  const post = controllablePromiseActor<CommentPosted, PostBody>();
  const remove = controllablePromiseActor<CommentRemoved, { commentId: number }>();
  const actor = createActor(
    commentsMachine.provide({ actors: { loadComments: load.logic, loadReplies: loadReplies.logic, postComment: post.logic, removeComment: remove.logic } }),
    { input: { subject: 7, count: 4, rules } },
  ).start();
  return { actor, load, loadReplies, post, remove };
}

export function comment(id: number, over: Partial<ThreadComment> = {}): ThreadComment {
  return {
    id,
    parentId: null,
    author: { userId: 100 + id, name: `Thành viên ${id}`, avatar: `/media/avatar/${100 + id}.svg`, siteRoleId: 1, level: null },
    replyTo: null,
    content: `Bình luận ${id}`,
    createdAt: '2026-11-24T12:00:00.000Z',
    mine: false,
    replies: 0,
    likes: { count: 0, liked: false },
    byCreator: false,
    ...over,
  };
}

export const page = (list: ThreadComment[], total: number, pageNum: number, count?: number, firstReplies?: ThreadComment[]): CommentPage => ({
  list,
  total,
  pageNum,
  ...(count === undefined ? {} : { count }),
  ...(firstReplies ? { firstReplies } : {}),
});

export const firstPage = page([comment(1, { replies: 2 }), comment(2)], 3, 1, 5);
export const secondPage = page([comment(2), comment(3)], 3, 2, 5);
/** A board's first page: the first reply of thread 1 comes along, and no count. */
export const pageWithReplies = page([comment(1, { replies: 2, mine: true })], 1, 1, undefined, [comment(11, { parentId: 1 })]);
export const nothing = page([], 0, 1, 0);
export const posted: CommentPosted = { comment: comment(9, { mine: true, content: 'Hay quá' }), count: 6 };
export const removed: CommentRemoved = { commentId: 1, count: 2 };
export const replies = page([comment(11, { parentId: 1 }), comment(12, { parentId: 1 })], 2, 1, 5);
