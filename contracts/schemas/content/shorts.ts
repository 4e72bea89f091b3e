/**
 * Short videos: the reading calls (GET /other/api/short-video/categories, list, following, saved,
 * detail/:slug, creator/:id) and the member actions (POST like, unlike, save, unsave, follow,
 * unfollow, create).
 */
import { Type, type Static } from '@sinclair/typebox';
import { SHORT_TABS } from '../../content-values.ts';
import { Id, Nullable, Page, PageQuery, Slug, StringEnum } from '../common.ts';
import { Keyword, Named } from './common.ts';

export const ShortCreator = Type.Object({ userId: Type.Integer(), displayName: Type.String(), avatar: Type.String() });
export type ShortCreator = Static<typeof ShortCreator>;

export const ShortItem = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  category: Named,
  creator: ShortCreator,
  hashtags: Type.Array(Type.String()),
  durationSeconds: Type.Integer({ minimum: 0 }),
  likes: Type.Integer(),
  comments: Type.Integer(),
  shares: Type.Integer(),
  views: Type.Integer(),
  thumbnail: Type.String({ description: '/media/short/<id>.svg' }),
  hlsPath: Nullable(Type.String({ description: 'VOD playlist on the HLS origin (seeded clips); null otherwise.' })),
  videoPath: Nullable(
    Type.String({ description: 'The uploaded MP4 (/media/short-video/<id>.mp4, served with range requests); null for seeded clips and clips created without media.' }),
  ),
  liked: Type.Boolean({ description: 'The caller (a member) liked it; false for guests.' }),
  saved: Type.Boolean({ description: 'The caller (a member) saved it; false for guests.' }),
  followingCreator: Type.Boolean({ description: 'The caller (a member) follows its creator; false for guests.' }),
  createdAt: Type.String({ format: 'date-time' }),
  path: Type.String({ description: 'The page: /video-ngan/{category}/{slug}.' }),
});
export type ShortItem = Static<typeof ShortItem>;

export const CreatorProfile = Type.Composite([
  ShortCreator,
  Type.Object({
    followers: Type.Integer(),
    following: Type.Integer(),
    videos: Type.Integer(),
    totalLikes: Type.Integer(),
    isFollowing: Type.Boolean({ description: 'The caller follows this creator.' }),
    isSelf: Type.Boolean({ description: 'This is the caller’s own profile.' }),
  }),
]);
export type CreatorProfile = Static<typeof CreatorProfile>;

/** A creator's profile (trang-ca-nhan/{id}) with a page of their clips. */
export const CreatorPage = Type.Object({ creator: CreatorProfile, videos: Page(ShortItem) });
export type CreatorPage = Static<typeof CreatorPage>;

/** A hashtag, with or without its '#': letters, digits and underscores. */
export const Hashtag = Type.String({ minLength: 1, maxLength: 31, pattern: '^#?[\\p{L}\\p{N}_]+$' });

export const ShortListQuery = Type.Composite([
  PageQuery(),
  Type.Object({
    tab: StringEnum(SHORT_TABS, { default: 'kham-pha' }),
    category: Type.Optional(Slug),
    hashtag: Type.Optional(Hashtag),
    keyword: Type.Optional(Keyword),
  }),
]);
export type ShortListQuery = Static<typeof ShortListQuery>;

/** `/other/api/short-video/creator/:id` */
export const CreatorParams = Type.Object({ id: Id });
export type CreatorParams = Static<typeof CreatorParams>;

/** The clip of a like, unlike, save or unsave. */
export const ShortIdBody = Type.Object({ id: Id });
export type ShortIdBody = Static<typeof ShortIdBody>;

/** The creator of a follow or unfollow. */
export const CreatorBody = Type.Object({ creatorId: Id });
export type CreatorBody = Static<typeof CreatorBody>;

export const ShortLikeState = Type.Object({ id: Type.Integer(), liked: Type.Boolean(), likes: Type.Integer() });
export type ShortLikeState = Static<typeof ShortLikeState>;

export const ShortSaveState = Type.Object({ id: Type.Integer(), saved: Type.Boolean() });
export type ShortSaveState = Static<typeof ShortSaveState>;

export const FollowState = Type.Object({ creatorId: Type.Integer(), following: Type.Boolean(), followers: Type.Integer() });
export type FollowState = Static<typeof FollowState>;

/** A clip's metadata; uploading the video itself is not part of the call. */
export const CreateShortBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 120 }),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  category: Slug,
  hashtags: Type.Optional(Type.Array(Hashtag, { maxItems: 10 })),
});
export type CreateShortBody = Static<typeof CreateShortBody>;

/** `/media/short-video/:file`: an uploaded clip `<id>.mp4` or its poster `<id>.jpg`. */
export const ShortFileParams = Type.Object({ file: Type.String({ pattern: '^[1-9][0-9]{0,9}\\.(mp4|jpg)$' }) });
export type ShortFileParams = Static<typeof ShortFileParams>;

/** The multipart form of POST /other/api/short-video/upload (documented only: the route reads the parts itself). */
export const ShortUploadForm = Type.Object({
  caption: Type.String({ minLength: 1, description: 'The clip’s caption; #hashtags become its tags.' }),
  category: Slug,
  description: Type.Optional(Type.String({ maxLength: 500 })),
  video: Type.String({ format: 'binary', description: 'MP4 (H.264/AAC), at most 100 MB and 3 minutes; the last part.' }),
});
