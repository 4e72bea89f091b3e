/** Short-video queries: pages of clips for every tab, one clip, a creator's profile. */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { contentCategories, creatorFollows, SHORT_MEMBER_ID_START, shortVideoLikes, shortVideos, shortVideoSaves, users } from '../../db/schema.ts';
import { slugify } from '../../../../contracts/slug.ts';
import { localize, type Language } from '../../i18n.ts';
import { sqlNow } from '../../db/now.ts';
import type { CreatorProfile, ShortItem } from '../../../../contracts/schemas/content/shorts.ts';

function flag(table: typeof shortVideoLikes | typeof shortVideoSaves, viewer: number | null) {
  if (viewer === null) return sql<boolean>`false`;
  return sql<boolean>`exists(select 1 from ${table} where ${table.shortId} = ${shortVideos.id} and ${table.userId} = ${viewer})`;
}

function selectClips(db: Db, viewer: number | null) {
  return db
    .select({
      row: shortVideos,
      categorySlug: contentCategories.slug,
      categoryName: contentCategories.name,
      creatorName: users.displayName,
      creatorAvatar: users.profilePicture,
      liked: flag(shortVideoLikes, viewer),
      saved: flag(shortVideoSaves, viewer),
      following:
        viewer === null
          ? sql<boolean>`false`
          : sql<boolean>`exists(select 1 from ${creatorFollows} where ${creatorFollows.creatorId} = ${shortVideos.creatorId} and ${creatorFollows.followerId} = ${viewer})`,
    })
    .from(shortVideos)
    .innerJoin(contentCategories, eq(shortVideos.categoryId, contentCategories.id))
    .innerJoin(users, eq(shortVideos.creatorId, users.id));
}

type ClipRow = Awaited<ReturnType<ReturnType<typeof selectClips>['execute']>>[number];

export function toShortItem(clip: ClipRow, lang: Language): ShortItem {
  const { row } = clip;
  return {
    id: row.id,
    slug: row.slug,
    title: localize(row.title, lang),
    description: localize(row.description, lang),
    category: { slug: clip.categorySlug, name: localize(clip.categoryName, lang) },
    creator: { userId: row.creatorId, displayName: clip.creatorName, avatar: clip.creatorAvatar },
    hashtags: row.hashtags,
    durationSeconds: Math.max(0, row.durationSeconds),
    likes: row.likes,
    comments: row.comments,
    shares: row.shares,
    views: row.views,
    thumbnail: row.thumbnail,
    // Seeded clips play from the HLS origin; a member's upload is its own MP4 file.
    hlsPath: row.hasMedia && row.id < SHORT_MEMBER_ID_START ? `/hls/vod/short/${row.id}/master.m3u8` : null,
    videoPath: row.hasMedia && row.id >= SHORT_MEMBER_ID_START ? shortVideoFilePath(row.id) : null,
    liked: Boolean(clip.liked),
    saved: Boolean(clip.saved),
    followingCreator: Boolean(clip.following),
    createdAt: row.createdAt.toISOString(),
    path: `/video-ngan/${clip.categorySlug}/${row.slug}`,
  };
}

/** Trending: engagement damped by age in hours. */
const trendScore = () => sql`(${shortVideos.likes} * 2 + ${shortVideos.comments} * 3 + ${shortVideos.shares} * 5 + ${shortVideos.views} / 20.0)
  / power(greatest(extract(epoch from (${sqlNow()} - ${shortVideos.createdAt})), 0) / 3600 + 2, 1.2)`;

/** Read per query (getters): the trend score depends on the time of the query. */
export const orderBy = {
  get newest(): SQL[] {
    return [desc(shortVideos.createdAt), desc(shortVideos.id)];
  },
  get trending(): SQL[] {
    return [desc(trendScore()), desc(shortVideos.id)];
  },
};

export const conditions = {
  category: (id: number) => eq(shortVideos.categoryId, id),
  hashtag: (tag: string) => sql`${shortVideos.hashtags} @> array[${tag}]::text[]`,
  creator: (id: number) => eq(shortVideos.creatorId, id),
  // Table-qualified by hand: in a one-table select (the counts) Drizzle leaves column names bare.
  followedBy: (userId: number) =>
    sql`${shortVideos}.creator_id in (select f.creator_id from ${creatorFollows} as f where f.follower_id = ${userId})`,
  savedBy: (userId: number) => sql`${shortVideos}.id in (select s.short_id from ${shortVideoSaves} as s where s.user_id = ${userId})`,
};

/** Saved clips: the most recently saved first. */
export function savedOrder(userId: number): SQL[] {
  return [
    desc(sql`(select ${shortVideoSaves.createdAt} from ${shortVideoSaves} where ${shortVideoSaves.shortId} = ${shortVideos.id} and ${shortVideoSaves.userId} = ${userId})`),
    desc(shortVideos.id),
  ];
}

export interface ClipQuery {
  where: SQL | undefined;
  order: SQL[];
  limit: number;
  offset: number;
  viewer: number | null;
}

export async function listClips(db: Db, query: ClipQuery, lang: Language) {
  const [rows, [totalRow]] = await Promise.all([
    selectClips(db, query.viewer).where(query.where).orderBy(...query.order).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(shortVideos).where(query.where),
  ]);
  return { list: rows.map((row) => toShortItem(row, lang)), total: totalRow?.total ?? 0 };
}

export async function findClip(db: Db, where: SQL, viewer: number | null, lang: Language) {
  const [row] = await selectClips(db, viewer).where(where);
  return row ? toShortItem(row, lang) : null;
}

/** A user's creator profile and stats; null when the user does not exist. */
export async function creatorProfile(db: Db, userId: number, viewer: number | null): Promise<CreatorProfile | null> {
  const [user] = await db
    .select({ userId: users.id, displayName: users.displayName, avatar: users.profilePicture })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const [[followers], [following], [clips], [followRow]] = await Promise.all([
    db.select({ n: count() }).from(creatorFollows).where(eq(creatorFollows.creatorId, userId)),
    db.select({ n: count() }).from(creatorFollows).where(eq(creatorFollows.followerId, userId)),
    db
      .select({ n: count(), likes: sql<string>`coalesce(sum(${shortVideos.likes}), 0)` })
      .from(shortVideos)
      .where(eq(shortVideos.creatorId, userId)),
    viewer === null
      ? Promise.resolve([])
      : db
          .select({ n: count() })
          .from(creatorFollows)
          .where(and(eq(creatorFollows.followerId, viewer), eq(creatorFollows.creatorId, userId))),
  ]);
  return {
    ...user,
    followers: followers?.n ?? 0,
    following: following?.n ?? 0,
    videos: clips?.n ?? 0,
    totalLikes: Number(clips?.likes ?? 0),
    isFollowing: (followRow?.n ?? 0) > 0,
    isSelf: viewer === userId,
  };
}

/** The public path of a member's uploaded clip, and of its poster. */
export const shortVideoFilePath = (id: number) => `/media/short-video/${id}.mp4`;
export const shortPosterPath = (id: number) => `/media/short-video/${id}.jpg`;

/** The next id of a member clip, taken first so the slug and pictures can carry it. */
export async function nextClipId(db: Db): Promise<number> {
  const [next] = await db.select({ id: sql<string>`nextval(pg_get_serial_sequence('short_videos', 'id'))` }).from(sql`(select 1) as one`);
  return Number(next!.id);
}

export interface MemberClip {
  id: number;
  creatorId: number;
  categoryId: number;
  title: string;
  description: string;
  hashtags: string[];
  durationSeconds: number;
  thumbnail: string;
  hasMedia: boolean;
}

/** Stores a member's clip; a member writes in one language, so the same text is shown in every language. */
export async function insertMemberClip(db: Db, clip: MemberClip): Promise<void> {
  await db.insert(shortVideos).values({
    id: clip.id,
    slug: `${slugify(clip.title, 'video')}-${clip.id}`,
    categoryId: clip.categoryId,
    creatorId: clip.creatorId,
    title: { vi: clip.title, en: clip.title, zh: clip.title },
    description: { vi: clip.description, en: clip.description, zh: clip.description },
    hashtags: clip.hashtags,
    durationSeconds: clip.durationSeconds,
    thumbnail: clip.thumbnail,
    hasMedia: clip.hasMedia,
  });
}
