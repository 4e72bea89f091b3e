/**
 * A member's page of a stream of posts, built on the page of public posts every reader shares (read
 * once for all of them, routes/community/answer-cache.ts) with one query of the member's own: their
 * reactions and bookmarks among those posts and, for the main feed, the posts only they may see
 * between the same cursor and the shared page's last post (their own and their friends'
 * friends-only posts, the posts of private groups they belong to). The two are merged in the
 * stream's order, so the page is the one a read of every post visible to the member would give. A
 * post only they may see that makes the page is read whole, with their reaction and bookmark (a
 * second query, only then).
 */
import { inArray, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { communityPosts, type ReactionType } from '../../db/schema/community.ts';
import type { Language } from '../../i18n.ts';
import { friendIdsSql, qualified, rowsOf } from './people.ts';
import {
  AT_SQL,
  ORDER_POPULAR,
  ORDER_RECENT,
  SCORE_SQL,
  afterKey,
  audienceVisibleTo,
  beforeKey,
  comesFirst,
  cursorKey,
  groupVisibleTo,
  hydrate,
  postQuery,
  type PostView,
  type StreamKey,
  type StreamOrder,
  type StreamPage,
} from './posts-data.ts';

export interface MemberStreamOptions {
  order?: StreamOrder;
  pageSize: number;
  cursor?: string;
  lang: Language;
  /** Add the posts only the member may see (the main feed); without, the stream is public posts alone. */
  restricted: boolean;
  /** Where the member's prepared statement runs (Database.prepared, db/connect.ts); `db` by default. */
  prepared?: Db;
}

interface Row {
  kind: 'restricted' | 'reaction' | 'saved';
  post_id: number;
  at: string | null;
  score: number | null;
  type: ReactionType | null;
}

const viewer = sql.placeholder('viewer');
const limit = sql.placeholder('limit');
const keyParts = (name: string) => [0, 1, 2].map((i) => sql.placeholder(`${name}${i}`));

/**
 * Up to `limit` posts the viewer may see that a guest may not, in the stream's order between the
 * bounds (`after` the cursor, `before` the shared page's last post): friends-only posts of theirs
 * and of each friend (outside private groups they are not in), and posts of each private group they
 * belong to. Each author's and each group's are read from an index of their own
 * (community_posts_restricted_idx, community_posts_group_idx), a page at most.
 */
function restrictedPosts(order: StreamOrder, bounds: SQL[]): SQL {
  const orderBy = sql.join(order === 'popular' ? ORDER_POPULAR : ORDER_RECENT, sql`, `);
  const andAfter = sql.join(
    bounds.map((bound) => sql` and ${bound}`),
    sql``,
  );
  const columns = sql`${qualified(communityPosts.id)} as id, ${qualified(communityPosts.createdAt)} as created_at, ${AT_SQL} as at, ${SCORE_SQL} as score`;
  const outerOrder = order === 'popular' ? sql`r.score desc, r.created_at desc, r.id desc` : sql`r.created_at desc, r.id desc`;
  return sql`select r.id, r.at, r.score from (
      select p.* from (select ${viewer}::int as author_id union all ${friendIdsSql(viewer)}) a
        cross join lateral (select ${columns} from community_posts
          where ${qualified(communityPosts.authorId)} = a.author_id and ${qualified(communityPosts.audience)} <> 'public'
            and ${groupVisibleTo(viewer)}${andAfter}
          order by ${orderBy} limit ${limit}) p
      union
      select p.* from (select gm.group_id from community_group_members gm join community_groups g on g.id = gm.group_id
          where gm.user_id = ${viewer} and gm.status = 'member' and g.privacy <> 'public') mg
        cross join lateral (select ${columns} from community_posts
          where ${qualified(communityPosts.groupId)} = mg.group_id and ${audienceVisibleTo(viewer)}${andAfter}
          order by ${orderBy} limit ${limit}) p
    ) r order by ${outerOrder} limit ${limit}`;
}

/** What a member's query is made of: the stream's order, and which bounds and parts it has. */
interface Shape {
  order: StreamOrder;
  /** After a cursor. */
  after: boolean;
  /** Before the shared page's last post (when more public posts follow it). */
  before: boolean;
  /** With the posts only the member may see. */
  restricted: boolean;
}

/**
 * The member's query of a shape: their reactions and bookmarks among the shared page's posts (`ids`;
 * primary keys (post_id, user_id) and (user_id, post_id)) and, with `restricted`, the posts only they
 * may see. Built once per shape and run as a named prepared statement on Database.prepared, so that
 * PostgreSQL plans it once per connection.
 */
function memberQuery({ order, after, before, restricted }: Shape): SQL {
  const mine = sql`select 'reaction' as kind, post_id, null::text as at, null::int as score, type::text as type
      from community_reactions where user_id = ${viewer} and post_id = any(${sql.placeholder('ids')}::int[])
    union all
    select 'saved', post_id, null, null, null from community_saved_posts where user_id = ${viewer} and post_id = any(${sql.placeholder('ids')}::int[])`;
  if (!restricted) return mine;
  const bounds = [...(after ? [afterKey(order, keyParts('after'))] : []), ...(before ? [beforeKey(order, keyParts('before'))] : [])];
  return sql`select 'restricted' as kind, id as post_id, at, score::int as score, null::text as type from (${restrictedPosts(order, bounds)}) restricted
    union all ${mine}`;
}

const dialect = new PgDialect();
const builtQueries = new Map<string, Query>();

const keyValues = (name: string, key: ReadonlyArray<unknown> | null) => Object.fromEntries((key ?? []).map((part, i) => [`${name}${i}`, part]));

async function runMemberQuery(db: Db, shape: Shape, values: Record<string, unknown>): Promise<Row[]> {
  const name = `member_stream_${shape.order}${shape.after ? '_after' : ''}${shape.before ? '_before' : ''}${shape.restricted ? '_restricted' : ''}`;
  let query = builtQueries.get(name);
  if (!query) builtQueries.set(name, (query = dialect.sqlToQuery(memberQuery(shape))));
  const prepared = db._.session.prepareQuery(query, undefined, name, false);
  return rowsOf<Row>(await prepared.execute(values));
}

/** The member's page of the stream whose public page is `shared` (read for the same order, size and cursor). */
export async function memberStreamPage(db: Db, viewerId: number, shared: StreamPage, options: MemberStreamOptions): Promise<StreamPage> {
  const { order = 'recent', pageSize, cursor, lang, restricted, prepared = db } = options;
  const after = cursorKey(order, cursor);
  // When more public posts follow the shared page, a post after its last cannot make this page.
  const last = shared.more ? shared.keys.at(-1) : undefined;
  const before = last ? (order === 'popular' ? [last.score, last.at, last.id] : [last.at, last.id]) : null;
  const shape: Shape = { order, after: restricted && after !== null, before: restricted && before !== null, restricted };
  const rows = await runMemberQuery(prepared, shape, {
    viewer: viewerId,
    ids: shared.keys.map((key) => key.id),
    limit: pageSize + 1,
    ...keyValues('after', after),
    ...keyValues('before', before),
  });

  const reactions = new Map<number, ReactionType>();
  const saved = new Set<number>();
  const restrictedKeys: StreamKey[] = [];
  for (const row of rows) {
    if (row.kind === 'reaction') reactions.set(row.post_id, row.type!);
    else if (row.kind === 'saved') saved.add(row.post_id);
    else restrictedKeys.push({ score: Number(row.score), at: row.at!, id: row.post_id });
  }
  // The shared page may be a moment old: a post read here as restricted is not also shown from it.
  const restrictedIds = new Set(restrictedKeys.map((key) => key.id));
  const merged = [
    ...shared.keys.flatMap((key, i) => (restrictedIds.has(key.id) ? [] : [{ key, view: shared.list[i]! as PostView | undefined }])),
    ...restrictedKeys.map((key) => ({ key, view: undefined as PostView | undefined })),
  ].sort((a, b) => (comesFirst(order, a.key, b.key) ? -1 : 1));
  const page = merged.slice(0, pageSize);

  const unread = page.filter((item) => item.view === undefined).map((item) => item.key.id);
  const read = new Map<number, PostView>();
  if (unread.length > 0) {
    const whole = await hydrate(db, await postQuery(db).where(inArray(communityPosts.id, unread)), viewerId, lang);
    for (const view of whole) read.set(view.id, view);
  }
  const list: PostView[] = [];
  const keys: StreamKey[] = [];
  for (const { key, view } of page) {
    const post = view
      ? { ...view, myReaction: reactions.get(view.id) ?? null, saved: saved.has(view.id), isMine: view.author.userId === viewerId }
      : read.get(key.id);
    // A post of theirs deleted between the two reads is left out.
    if (!post) continue;
    list.push(post);
    keys.push(key);
  }
  return { list, keys, more: shared.more || merged.length > pageSize };
}
