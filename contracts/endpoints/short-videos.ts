/**
 * The short-video pages' calls (/video-ngan): categories, the explore and trending tabs, a member's
 * following and saved lists, one clip, a creator's profile, the member actions (like, save, follow,
 * create) and the clips' comments. The upload (POST /other/api/short-video/upload) is not declared
 * here: it is a multipart form the route reads part by part (server/src/routes/short-videos/upload.ts),
 * which the SPA sends with progress through api/short-upload.ts.
 */
import { Page, PageQuery } from '../schemas/common';
import { CategoryTypeList, SlugParams } from '../schemas/content/common';
import {
  ShortCommentBody,
  ShortCommentDeleted,
  ShortCommentIdBody,
  ShortCommentLikeState,
  ShortCommentPage,
  ShortCommentParams,
  ShortCommentPosted,
  ShortCommentQuery,
  ShortReplyQuery,
} from '../schemas/content/short-comments';
import {
  CreateShortBody,
  CreatorBody,
  CreatorPage,
  CreatorParams,
  FollowState,
  ShortIdBody,
  ShortItem,
  ShortLikeState,
  ShortListQuery,
  ShortSaveState,
} from '../schemas/content/shorts';
import { SHORT_COMMENTS_PER_MINUTE } from '../short-comments';
import { endpoint } from './define';

const area = 'short-videos';

export const shortCategories = endpoint({
  method: 'GET',
  path: '/other/api/short-video/categories',
  area,
  summary: 'Short-video categories',
  access: 'anyone',
  rate: 'reads',
  response: CategoryTypeList,
});

export const shortList = endpoint({
  method: 'GET',
  path: '/other/api/short-video/list',
  area,
  summary: 'Explore (kham-pha: newest) or trending (xu-huong) clips, filtered by category, hashtag or keyword',
  access: 'anyone',
  rate: 'reads',
  query: ShortListQuery,
  response: Page(ShortItem),
  errors: { 404: 'an unknown category' },
});

export const shortFollowing = endpoint({
  method: 'GET',
  path: '/other/api/short-video/following',
  area,
  summary: 'Clips of the creators the member follows (theo-doi), newest first',
  access: 'member',
  rate: 'reads',
  query: PageQuery(),
  response: Page(ShortItem),
});

export const shortSaved = endpoint({
  method: 'GET',
  path: '/other/api/short-video/saved',
  area,
  summary: 'Clips the member saved (da-luu), most recently saved first',
  access: 'member',
  rate: 'reads',
  query: PageQuery(),
  response: Page(ShortItem),
});

export const shortDetail = endpoint({
  method: 'GET',
  path: '/other/api/short-video/detail/:slug',
  area,
  summary: 'One clip (/video-ngan/{category}/{detail}); counts a view',
  access: 'anyone',
  rate: 'reads',
  params: SlugParams,
  response: ShortItem,
  errors: { 404: 'an unknown clip' },
});

export const shortCreator = endpoint({
  method: 'GET',
  path: '/other/api/short-video/creator/:id',
  area,
  summary: 'A creator profile (trang-ca-nhan/{id}): stats and a page of their clips, newest first',
  access: 'anyone',
  rate: 'reads',
  params: CreatorParams,
  query: PageQuery(),
  response: CreatorPage,
  errors: { 404: 'an unknown creator' },
});

export const shortLike = endpoint({
  method: 'POST',
  path: '/other/api/short-video/like',
  area,
  summary: 'Like a clip (member)',
  access: 'member',
  rate: 'reads',
  body: ShortIdBody,
  response: ShortLikeState,
  errors: { 404: 'an unknown clip' },
});

export const shortUnlike = endpoint({
  method: 'POST',
  path: '/other/api/short-video/unlike',
  area,
  summary: 'Take back a like (member)',
  access: 'member',
  rate: 'reads',
  body: ShortIdBody,
  response: ShortLikeState,
  errors: { 404: 'an unknown clip' },
});

export const shortSave = endpoint({
  method: 'POST',
  path: '/other/api/short-video/save',
  area,
  summary: 'Save a clip to the member’s list (da-luu)',
  access: 'member',
  rate: 'reads',
  body: ShortIdBody,
  response: ShortSaveState,
  errors: { 404: 'an unknown clip' },
});

export const shortUnsave = endpoint({
  method: 'POST',
  path: '/other/api/short-video/unsave',
  area,
  summary: 'Remove a clip from the member’s saved list',
  access: 'member',
  rate: 'reads',
  body: ShortIdBody,
  response: ShortSaveState,
  errors: { 404: 'an unknown clip' },
});

export const creatorFollow = endpoint({
  method: 'POST',
  path: '/other/api/short-video/follow',
  area,
  summary: 'Follow a creator (member)',
  access: 'member',
  rate: 'reads',
  body: CreatorBody,
  response: FollowState,
  errors: { 400: 'following oneself', 404: 'an unknown creator' },
});

export const creatorUnfollow = endpoint({
  method: 'POST',
  path: '/other/api/short-video/unfollow',
  area,
  summary: 'Stop following a creator (member)',
  access: 'member',
  rate: 'reads',
  body: CreatorBody,
  response: FollowState,
  errors: { 400: 'following oneself', 404: 'an unknown creator' },
});

export const shortCreate = endpoint({
  method: 'POST',
  path: '/other/api/short-video/create',
  area,
  summary: 'Create a clip’s metadata (member); uploading the video itself is not part of this call',
  access: 'member',
  rate: 'reads',
  body: CreateShortBody,
  response: ShortItem,
  errors: { 400: 'a blank title or an unknown category' },
});

export const shortComments = endpoint({
  method: 'GET',
  path: '/other/api/short-video/comments',
  area,
  summary: 'A clip’s top-level comments, newest or top first, with the clip’s comment count (replies included)',
  access: 'anyone',
  rate: 'reads',
  query: ShortCommentQuery,
  response: ShortCommentPage,
  errors: { 404: 'an unknown clip' },
});

export const shortCommentReplies = endpoint({
  method: 'GET',
  path: '/other/api/short-video/comment/replies',
  area,
  summary: 'The replies of a top-level comment, oldest first',
  access: 'anyone',
  rate: 'reads',
  query: ShortReplyQuery,
  response: ShortCommentPage,
  errors: { 404: 'an unknown comment' },
});

/**
 * The server registers this one itself (server/src/routes/short-videos/comments.ts): it counts in a
 * bucket of its own per member, SHORT_COMMENTS_PER_MINUTE a minute, refused with its own message.
 */
export const shortCommentPost = endpoint({
  method: 'POST',
  path: '/other/api/short-video/comment',
  area,
  summary: `Comment on a clip, or reply with parentId (member; ${SHORT_COMMENTS_PER_MINUTE} a minute)`,
  access: 'member',
  rate: 'reads',
  body: ShortCommentBody,
  response: ShortCommentPosted,
  errors: {
    400: 'an empty, too long or invalid comment, or a parent comment on another clip',
    404: 'an unknown clip or parent comment',
    429: `more than ${SHORT_COMMENTS_PER_MINUTE} comments in a minute`,
  },
});

export const shortCommentDelete = endpoint({
  method: 'DELETE',
  path: '/other/api/short-video/comment/:commentId',
  area,
  summary: 'Delete a comment of one’s own, with its replies (member: the comment’s author)',
  access: 'member',
  rate: 'reads',
  params: ShortCommentParams,
  response: ShortCommentDeleted,
  errors: { 403: 'another member’s comment', 404: 'an unknown comment' },
});

export const shortCommentLike = endpoint({
  method: 'POST',
  path: '/other/api/short-video/comment/like',
  area,
  summary: 'Like a comment (member)',
  access: 'member',
  rate: 'reads',
  body: ShortCommentIdBody,
  response: ShortCommentLikeState,
  errors: { 404: 'an unknown comment' },
});

export const shortCommentUnlike = endpoint({
  method: 'POST',
  path: '/other/api/short-video/comment/unlike',
  area,
  summary: 'Take back the like of a comment (member)',
  access: 'member',
  rate: 'reads',
  body: ShortCommentIdBody,
  response: ShortCommentLikeState,
  errors: { 404: 'an unknown comment' },
});
