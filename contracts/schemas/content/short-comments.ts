/**
 * Short-video comments (docs/api/content.md "Short-video comments"): GET /other/api/short-video/comments
 * (a clip's top-level comments) and /comment/replies (a thread's replies), POST /comment (a member
 * comments or replies), DELETE /comment/:commentId (its author), POST /comment/like and /comment/unlike.
 * The rules of a comment are contracts/short-comments.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, Page, PageQuery, StringEnum } from '../common.ts';
import { SHORT_COMMENT_MAX_LENGTH, SHORT_COMMENT_SORTS, SHORT_COMMENTS_PAGE_SIZE, SHORT_REPLIES_PAGE_SIZE } from '../../short-comments.ts';

export const ShortCommentAuthor = Type.Object({
  userId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  siteRoleId: Type.Integer({ description: '2: a host (BLV).' }),
});
export type ShortCommentAuthor = Static<typeof ShortCommentAuthor>;

export const ShortComment = Type.Object({
  id: Type.Integer(),
  shortId: Type.Integer(),
  parentId: Nullable(Type.Integer({ description: 'The top-level comment of a reply; null for a top-level comment.' })),
  author: ShortCommentAuthor,
  replyTo: Nullable(Type.Object({ userId: Type.Integer(), nickname: Type.String() }, { description: 'Whom a reply to a reply answers.' })),
  content: Type.String({ description: 'The member’s words, to be shown as text.' }),
  likes: Type.Integer({ minimum: 0 }),
  liked: Type.Boolean({ description: 'The caller (a member) liked it; false for guests.' }),
  replies: Type.Integer({ minimum: 0, description: 'Replies of a top-level comment; 0 for a reply.' }),
  byCreator: Type.Boolean({ description: 'Written by the clip’s creator.' }),
  mine: Type.Boolean({ description: 'Written by the caller, who may delete it.' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ShortComment = Static<typeof ShortComment>;

/** A page of comments with the clip's comment count (replies included), for the panel's heading and the count on the clip. */
export const ShortCommentPage = Type.Composite([Page(ShortComment), Type.Object({ count: Type.Integer({ minimum: 0 }) })]);
export type ShortCommentPage = Static<typeof ShortCommentPage>;

export const ShortCommentQuery = Type.Composite([
  Type.Object({
    id: Id,
    sort: StringEnum(SHORT_COMMENT_SORTS, { default: 'newest', description: 'newest first, or top (most liked, then most replied, then newest).' }),
  }),
  PageQuery(50, SHORT_COMMENTS_PAGE_SIZE),
]);
export type ShortCommentQuery = Static<typeof ShortCommentQuery>;

export const ShortReplyQuery = Type.Composite([Type.Object({ commentId: Id }), PageQuery(50, SHORT_REPLIES_PAGE_SIZE)]);
export type ShortReplyQuery = Static<typeof ShortReplyQuery>;

export const ShortCommentBody = Type.Object({
  id: Id,
  content: Type.String({ maxLength: SHORT_COMMENT_MAX_LENGTH * 4, description: '1–300 characters once trimmed.' }),
  parentId: Type.Optional(Id),
});
export type ShortCommentBody = Static<typeof ShortCommentBody>;

export const ShortCommentPosted = Type.Object({ comment: ShortComment, count: Type.Integer({ minimum: 0 }) });
export type ShortCommentPosted = Static<typeof ShortCommentPosted>;

export const ShortCommentParams = Type.Object({ commentId: Id });
export type ShortCommentParams = Static<typeof ShortCommentParams>;

export const ShortCommentDeleted = Type.Object({
  commentId: Type.Integer(),
  shortId: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  removed: Type.Integer({ description: 'Comments gone: the comment and its replies.' }),
  count: Type.Integer({ minimum: 0 }),
});
export type ShortCommentDeleted = Static<typeof ShortCommentDeleted>;

export const ShortCommentIdBody = Type.Object({ commentId: Id });
export type ShortCommentIdBody = Static<typeof ShortCommentIdBody>;

export const ShortCommentLikeState = Type.Object({ commentId: Type.Integer(), liked: Type.Boolean(), likes: Type.Integer({ minimum: 0 }) });
export type ShortCommentLikeState = Static<typeof ShortCommentLikeState>;
