/** Reads posts: who may see which, pages of posts in a feed's order, and their counters. */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import {
  REACTION_TYPES,
  communityGroups,
  communityPlaces,
  communityPosts,
  type ReactionType,
} from '../../db/schema/community.ts';
import { users } from '../../db/schema/users.ts';
import { localize, type Language } from '../../i18n.ts';
import { CURSOR_TIME_FORMAT, decodeCursor, encodeCursor, type CursorKey } from './cursor.ts';
import { isFriendSql, rowsOf, summaryColumns, qualified, type MemberId } from './people.ts';

export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** A page's total: every match counted, or (search) at most `limit` of them, `capped` when more match. */
export interface Counted {
  total: number;
  capped: boolean;
}

/**
 * Rows of `table` matching `where`, counted up to `limit`: the count reads limit + 1 matches at most
 * (so a word in every other post costs what a rare one does), and `capped` says that more match.
 */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, limit: number): Promise<Counted> {
  const matches = db.select({ one: sql`1`.as('one') }).from(table).where(where).limit(limit + 1).as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  const n = row?.n ?? 0;
  return n > limit ? { total: limit, capped: true } : { total: n, capped: false };
}

/** Rows of `table` matching `where`, all counted. */
export async function countAll(db: Db, table: PgTable, where: SQL | undefined): Promise<Counted> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return { total: row?.n ?? 0, capped: false };
}

/** The count of a page: all matches, or (countLimit) up to that many. */
export function countOf(db: Db, table: PgTable, where: SQL | undefined, countLimit?: number): Promise<Counted> {
  return countLimit === undefined ? countAll(db, table, where) : countUpTo(db, table, where, countLimit);
}

/**
 * A page's `total`, and `totalCapped` (true only for a bounded count past its limit). Answers whose
 * schema is a plain Page leave `totalCapped` out when they are serialized.
 */
export function pageTotal(counted: Counted) {
  return { total: counted.total, totalCapped: counted.capped };
}

/** The group half of visibleTo: outside any group, in a public group, or (members) in a private group they belong to. */
export function groupVisibleTo(viewer: MemberId | null): SQL {
  return viewer === null
    ? sql`(${qualified(communityPosts.groupId)} is null or exists (select 1 from community_groups vg
        where vg.id = ${qualified(communityPosts.groupId)} and vg.privacy = 'public'))`
    : sql`(${qualified(communityPosts.groupId)} is null or exists (select 1 from community_groups vg
        where vg.id = ${qualified(communityPosts.groupId)} and (vg.privacy = 'public' or exists (select 1 from community_group_members vm
          where vm.group_id = vg.id and vm.user_id = ${viewer} and vm.status = 'member'))))`;
}

/** The audience half of visibleTo: public, or (members) their own or a friend's. */
export function audienceVisibleTo(viewer: MemberId | null): SQL {
  return viewer === null
    ? sql`${qualified(communityPosts.audience)} = 'public'`
    : sql`(${qualified(communityPosts.audience)} = 'public' or ${qualified(communityPosts.authorId)} = ${viewer} or ${isFriendSql(viewer, communityPosts.authorId)})`;
}

/** Posts `viewer` may read: private-group posts only for members, friends-only posts for friends and the author. */
export function visibleTo(viewer: number | null): SQL {
  return sql`(${groupVisibleTo(viewer)} and ${audienceVisibleTo(viewer)})`;
}

/** Posts anyone may read: public audience, outside private groups. */
export const publicPosts: SQL = visibleTo(null);

export const ORDER_RECENT = [desc(communityPosts.createdAt), desc(communityPosts.id)];
/**
 * Engagement: a share weighs 3, a comment 2, a reaction 1; ties go to the newer post. Written as the
 * index community_posts_popular_idx is, so the popular feed reads that index.
 */
export const SCORE_SQL = sql<number>`(${qualified(communityPosts.reactionsCount)} + 2 * ${qualified(communityPosts.commentsCount)} + 3 * ${qualified(communityPosts.sharesCount)})`;
export const ORDER_POPULAR = [desc(SCORE_SQL), ...ORDER_RECENT];

const emptyCounts = (): Record<ReactionType, number> =>
  Object.fromEntries(REACTION_TYPES.map((type) => [type, 0])) as Record<ReactionType, number>;

function postColumns() {
  return {
    post: communityPosts,
    author: summaryColumns(),
    place: { id: communityPlaces.id, name: communityPlaces.name, city: communityPlaces.city, kind: communityPlaces.kind },
    group: { id: communityGroups.id, name: communityGroups.name, privacy: communityGroups.privacy },
  };
}

export function postQuery(db: Db) {
  return db
    .select(postColumns())
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .leftJoin(communityPlaces, eq(communityPlaces.id, communityPosts.placeId))
    .leftJoin(communityGroups, eq(communityGroups.id, communityPosts.groupId));
}

type PostRow = Awaited<ReturnType<ReturnType<typeof postQuery>['execute']>>[number];

/** Adds reaction breakdowns and the viewer's reaction and bookmark to rows, answered in `lang`. */
export async function hydrate(db: Db, rows: PostRow[], viewer: number | null, lang: Language) {
  const ids = rows.map((row) => row.post.id);
  const counts = new Map<number, Record<ReactionType, number>>();
  const mine = new Map<number, ReactionType>();
  const saved = new Set<number>();
  if (ids.length > 0) {
    // One read: the reactions of the page by type, whether one of each type is the viewer's, and
    // (members) the viewer's bookmarks among the page.
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const mineSql = viewer === null ? sql`false` : sql`bool_or(user_id = ${viewer})`;
    const savedSql =
      viewer === null
        ? sql``
        : sql` union all select post_id, null, 0, false, true from community_saved_posts where user_id = ${viewer} and post_id in (${idList})`;
    const result = await db.execute(sql`select post_id, type, count(*)::int as n, ${mineSql} as mine, false as saved
      from community_reactions where post_id in (${idList}) group by post_id, type${savedSql}`);
    for (const row of rowsOf<{ post_id: number; type: ReactionType | null; n: number; mine: boolean; saved: boolean }>(result)) {
      if (row.saved) {
        saved.add(row.post_id);
        continue;
      }
      const entry = counts.get(row.post_id) ?? emptyCounts();
      entry[row.type!] = row.n;
      counts.set(row.post_id, entry);
      if (row.mine) mine.set(row.post_id, row.type!);
    }
  }
  return rows.map(({ post, author, place, group }) => ({
    id: post.id,
    author,
    content: post.content,
    images: post.images,
    audience: post.audience,
    place: place ? { id: place.id, name: localize(place.name, lang), city: localize(place.city, lang), kind: place.kind } : null,
    group: group ? { id: group.id, name: localize(group.name, lang), privacy: group.privacy } : null,
    createdAt: post.createdAt.toISOString(),
    editedAt: post.editedAt?.toISOString() ?? null,
    reactionsCount: post.reactionsCount,
    reactions: counts.get(post.id) ?? emptyCounts(),
    commentsCount: post.commentsCount,
    sharesCount: post.sharesCount,
    myReaction: mine.get(post.id) ?? null,
    saved: saved.has(post.id),
    isMine: viewer !== null && post.authorId === viewer,
  }));
}

export type PostView = Awaited<ReturnType<typeof hydrate>>[number];

export interface PostListOptions {
  where: SQL;
  orderBy?: SQL[];
  viewer: number | null;
  lang: Language;
  page: Paging;
  /** Count the matches up to this many only (search); every one by default. */
  countLimit?: number;
}

/** One page of posts matching `where` (the caller adds visibility), with the total. */
export async function listPosts(db: Db, options: PostListOptions) {
  const { where, orderBy = ORDER_RECENT, viewer, lang, page, countLimit } = options;
  const [rows, counted] = await Promise.all([
    postQuery(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    countOf(db, communityPosts, where, countLimit),
  ]);
  return { list: await hydrate(db, rows, viewer, lang), ...pageTotal(counted), ...page };
}

export type StreamOrder = 'recent' | 'popular';

export interface PostStreamOptions {
  where: SQL;
  order?: StreamOrder;
  viewer: number | null;
  lang: Language;
  pageSize: number;
  cursor?: string;
}

/** A post's place in a stream: its engagement score (the popular order), creation time to the microsecond and id. */
export interface StreamKey {
  score: number;
  at: string;
  id: number;
}

/** One page of a stream before it is answered: the posts, each one's key (`keys[i]` is `list[i]`'s) and whether more follow. */
export interface StreamPage {
  list: PostView[];
  keys: StreamKey[];
  more: boolean;
}

export const AT_SQL = sql<string>`to_char(${qualified(communityPosts.createdAt)} at time zone 'UTC', ${CURSOR_TIME_FORMAT})`;

/** The key a cursor of the stream's order holds ([score,] time, id), or null without one; a 400 for one that is not. */
export function cursorKey(order: StreamOrder, cursor: string | undefined): CursorKey | null {
  return decodeCursor(cursor, order === 'popular' ? ['int', 'time', 'int'] : ['time', 'int']);
}

/** The rows of the stream's order after `key` ((score,) created_at, id below the key's): values, or a prepared query's placeholders. */
export function afterKey(order: StreamOrder, key: ReadonlyArray<unknown>): SQL {
  return comparedToKey(order, key, sql`<`);
}

/** The rows of the stream's order before `key` ((score,) created_at, id above the key's). */
export function beforeKey(order: StreamOrder, key: ReadonlyArray<unknown>): SQL {
  return comparedToKey(order, key, sql`>`);
}

function comparedToKey(order: StreamOrder, key: ReadonlyArray<unknown>, operator: SQL): SQL {
  const at = sql`${qualified(communityPosts.createdAt)}`;
  const id = qualified(communityPosts.id);
  return order === 'popular'
    ? sql`(${SCORE_SQL}, ${at}, ${id}) ${operator} (${key[0]}::int, ${key[1]}::timestamptz, ${key[2]}::int)`
    : sql`(${at}, ${id}) ${operator} (${key[0]}::timestamptz, ${key[1]}::int)`;
}

/** Whether `a` comes before `b` in the stream's order (newest, or most engaging, first). */
export function comesFirst(order: StreamOrder, a: StreamKey, b: StreamKey): boolean {
  if (order === 'popular' && a.score !== b.score) return a.score > b.score;
  if (a.at !== b.at) return a.at > b.at;
  return a.id > b.id;
}

/** The page as the API answers it: the posts and, when more follow, the cursor after the last. */
export function answerOf(page: StreamPage, order: StreamOrder = 'recent') {
  const last = page.keys.at(-1);
  const nextCursor = page.more && last ? encodeCursor(order === 'popular' ? [last.score, last.at, last.id] : [last.at, last.id]) : null;
  return { list: page.list, nextCursor };
}

/**
 * One page of a stream of posts matching `where` (the caller adds visibility), newest or most
 * engaging first, after `cursor`: a keyset read ((score,) created_at, id below the last row's),
 * never counted or skipped through, so it costs the same on any page.
 */
export async function readStreamPage(db: Db, options: PostStreamOptions): Promise<StreamPage> {
  const { where, order = 'recent', viewer, lang, pageSize, cursor } = options;
  const key = cursorKey(order, cursor);
  const after = key ? afterKey(order, key) : undefined;
  const rows = await db
    .select({ ...postColumns(), at: AT_SQL, score: SCORE_SQL })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .leftJoin(communityPlaces, eq(communityPlaces.id, communityPosts.placeId))
    .leftJoin(communityGroups, eq(communityGroups.id, communityPosts.groupId))
    .where(after ? and(where, after) : where)
    .orderBy(...(order === 'popular' ? ORDER_POPULAR : ORDER_RECENT))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  return {
    list: await hydrate(db, page, viewer, lang),
    keys: page.map((row) => ({ score: Number(row.score), at: row.at, id: row.post.id })),
    more: rows.length > pageSize,
  };
}

/** One page of a stream of posts, as the API answers it (readStreamPage). */
export async function streamPosts(db: Db, options: PostStreamOptions) {
  return answerOf(await readStreamPage(db, options), options.order);
}

/** Posts `userId` wrote that `viewer` may see (the author index answers it). */
export async function countPostsBy(db: Db, userId: number, viewer: number | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(communityPosts)
    .where(and(eq(communityPosts.authorId, userId), visibleTo(viewer)));
  return row?.n ?? 0;
}

/** One post as `viewer` sees it, or null when it does not exist or is hidden from them. */
export async function findPost(db: Db, id: number, viewer: number | null, lang: Language): Promise<PostView | null> {
  const rows = await postQuery(db).where(and(eq(communityPosts.id, id), visibleTo(viewer)));
  const [post] = await hydrate(db, rows, viewer, lang);
  return post ?? null;
}

/** Recounts a post's reactions and comments from their rows (exact, so it cannot drift). */
export async function recount(db: Db, postId: number): Promise<void> {
  await db.execute(sql`update community_posts set
    reactions_count = (select count(*) from community_reactions where post_id = ${postId}),
    comments_count = (select count(*) from community_comments where post_id = ${postId})
    where id = ${postId}`);
}
