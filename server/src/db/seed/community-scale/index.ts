/**
 * The synthetic board of SEED_SCALE (config.ts), for benchmarks at scale: at scale 1, 20,000 members
 * and 200,000 board posts over the last six months, with comments and replies, reactions, bookmarks,
 * friendships and group memberships. Every row is made by a few `insert … select … from
 * generate_series` statements whose values come from PostgreSQL's hashint8 of the row number, so the
 * same scale gives the same board (seconds at scale 0.1, tens of seconds at scale 1).
 *
 * Ids: the members, posts and comments take blocks of their tables' sequences (users from 1000 on
 * after the seeded accounts, posts and comments from 100000 on), so they never meet a seeded row nor
 * one made through the API later. Members are `thanhvien-000001` …, a name registration refuses
 * (a hyphen), with the seeded password; each run of the area (a new scale) first deletes the
 * members of the previous one, and with them everything they wrote.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../connect.ts';
import { SITE_ROLES } from '../../schema/users.ts';
import { REACTION_TYPES, foldText } from '../../schema/community.ts';
import { LEVELS } from '../../../users/levels.ts';
import { GROUPS, PLACES } from '../community/catalogue-data.ts';
import { commentText, postText } from '../community/texts.ts';
import { REPLIES } from '../community/texts-data.ts';
import { CLUBS, FEMALE, MALE, SURNAMES } from '../users/names-data.ts';
import { seedPasswordHash } from '../users/index.ts';
import { randomSource, type SeedArea } from '../seed-kit.ts';
import { EXTRA_SENTENCES, RARE_SENTENCES } from './scale-data.ts';

/** Posts and members at scale 1. */
export const SCALE_POSTS = 200_000;
export const SCALE_MEMBERS = 20_000;
/** The synthetic members' usernames: thanhvien-000001, thanhvien-000002, … */
export const SCALE_USERNAME_PREFIX = 'thanhvien-';
export const scaleUsername = (n: number) => `${SCALE_USERNAME_PREFIX}${String(n).padStart(6, '0')}`;

const DAY_S = 86_400;
/** The posts span the last 180 days, up to half an hour ago. */
const POSTS_SPAN_S = 180 * DAY_S;
const POSTS_END_BEFORE_S = 30 * 60;
/** Comment ids of post i are first + 16 i + slot: top-level comments in slots 0–7, replies to the first in 8–15. */
const COMMENT_SLOTS = 16;
/** A prime above any member count: j × it steps through every member once, so a post's reactors differ. */
const STRIDE = 1_000_003;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface ScaleSize {
  posts: number;
  members: number;
}

export function scaleSize(scale: number): ScaleSize {
  return { posts: Math.max(10, Math.round(SCALE_POSTS * scale)), members: Math.max(10, Math.round(SCALE_MEMBERS * scale)) };
}

/** A whole number in [0, 2³¹) from a row's number and a salt: PostgreSQL's hashint8, the same on every machine. */
const hash = (row: string, salt: number) => `(hashint8((${row})::bigint * 1000 + ${salt}) & 2147483647)`;
/** A number in [0, 1) from a row's number and a salt. */
const unit = (row: string, salt: number) => `(${hash(row, salt)}::float8 / 2147483648.0)`;
/** An element of a SQL array of `length` items. */
const pick = (array: string, length: number, row: string, salt: number) => `${array}[1 + ${hash(row, salt)} % ${length}]`;
const raw = (text: string) => sql.raw(text);
/** The rows of a raw `db.execute` (both drivers answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A text[] of parameters. */
function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * Rows (n from 0, text, text_f) of texts and their folded twins: a join on n picks one (a subscript
 * of a long array would read the whole array again for every row).
 */
function numbered(texts: readonly string[], folded: readonly string[] = texts): SQL {
  return sql`select (n - 1)::int as n, text, text_f from unnest(${textArray(texts)}, ${textArray(folded)}) with ordinality as x(text, text_f, n)`;
}

function intArray(values: readonly number[]): string {
  return `(array[${values.join(", ")}]::int[])`;
}

/** The formulas every statement shares, for a board of `size` members and posts whose ids start at the reserved blocks. */
function formulas(size: ScaleSize, first: { user: number; post: number; comment: number }, now: number) {
  const M = size.members;
  const P = size.posts;
  const nowS = now / 1000;
  const postsFrom = nowS - POSTS_SPAN_S;
  const step = (POSTS_SPAN_S - POSTS_END_BEFORE_S) / P;
  const groups = intArray(GROUPS.map((group) => group.id));
  const member = {
    id: (k: string) => `(${first.user} + ${k})`,
    /** How many groups member k belongs to (0–3, most belong to none or one). */
    groupCount: (k: string) => `floor(${unit(k, 31)} ^ 2 * 4)::int`,
    /** The j-th group (1-based) of member k. */
    group: (k: string, j: string) => `${groups}[1 + ${hash(`(${k}) * 8 + (${j})`, 32)} % ${GROUPS.length}]`,
    /** Members joined between 400 and 181 days ago, before any of their posts. */
    createdAt: (k: string) => `to_timestamp(${nowS - 400 * DAY_S} + (${k}) * ${(219 * DAY_S) / M})`,
  };
  const post = {
    id: (i: string) => `(${first.post} + ${i})`,
    /** A few members write much of the board: the author's number falls with the square of a uniform draw. */
    author: (i: string) => `floor(${M} * ${unit(i, 1)} ^ 2)::int`,
    at: (i: string) => `to_timestamp(${postsFrom} + ((${i}) + ${unit(i, 10)}) * ${step})`,
    reactions: (i: string) => `least(floor(${unit(i, 23)} ^ 3 * 16)::int, ${M})`,
    topComments: (i: string) => `floor(${unit(i, 24)} ^ 3 * 8)::int`,
    replies: (i: string) => `(case when ${unit(i, 25)} < 0.4 then 1 + ${hash(i, 26)} % 3 else 0 end)`,
  };
  return { M, P, nowS, member, post };
}

async function reserve(db: Db, table: string, count: number): Promise<number> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as first`);
  const first = Number(rowsOf<{ first: number }>(result)[0]!.first);
  await db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${first + count - 1})`);
  return first;
}

/** Texts the posts and comments are made of, each with its folded twin for the `search` column. */
function pools() {
  const random = randomSource('community-scale:texts');
  // Members' posts as the community seed writes them; the sentences of scale-data.ts follow.
  const bodies = Array.from({ length: 4000 }, () => postText(random, false));
  const comments = Array.from({ length: 600 }, () => commentText(random));
  const folded = (texts: readonly string[]) => texts.map((text) => foldText(text));
  return { bodies, bodiesFolded: folded(bodies), comments, extras: EXTRA_SENTENCES, extrasFolded: folded(EXTRA_SENTENCES), rare: RARE_SENTENCES, rareFolded: folded(RARE_SENTENCES) };
}

async function insertMembers(db: Db, f: ReturnType<typeof formulas>, passwordHash: string) {
  const { M, member } = f;
  const k = 'k';
  const male = `${unit(k, 1)} < 0.55`;
  const level = [...LEVELS]
    .reverse()
    .map((l) => `when a.exp >= ${l.minExp} then ${l.level}`)
    .join(' ');
  // A referral code per member: 8 letters of the server's alphabet from an odd multiple of k (one-to-one below 2⁴⁰).
  const code = Array.from({ length: 8 }, (_, j) => `substr('${CODE_ALPHABET}', 1 + (((${k} + 1)::bigint * 2654435761 % 1099511627776) >> ${5 * j} & 31)::int, 1)`).join(' || ');
  await db.execute(sql`
    with names as (select ${textArray(SURNAMES)} as surnames, ${textArray(MALE.middle)} as male_middle, ${textArray(MALE.given)} as male_given,
      ${textArray(FEMALE.middle)} as female_middle, ${textArray(FEMALE.given)} as female_given, ${textArray(CLUBS)} as clubs)
    insert into users (id, username, password_hash, display_name, nickname, profile_picture, site_role_id, level, exp, email_verified, referral_code, created_at)
    select ${raw(member.id(k))}, ${SCALE_USERNAME_PREFIX} || lpad((${raw(k)} + 1)::text, 6, '0'), ${passwordHash},
      a.full_name, case when ${raw(unit(k, 5))} < 0.3 then a.given || ' ' || ${raw(pick('names.clubs', CLUBS.length, k, 6))} else a.full_name end,
      '/media/avatar/' || ${raw(member.id(k))} || '.svg', ${SITE_ROLES.member}, case ${raw(level)} else 1 end, a.exp, true,
      ${raw(code)}, ${raw(member.createdAt(k))}
    from names, generate_series(0, ${M - 1}) k
    cross join lateral (select
      ${raw(pick('names.surnames', SURNAMES.length, k, 2))} || ' ' ||
        (case when ${raw(male)} then ${raw(pick('names.male_middle', MALE.middle.length, k, 3))} else ${raw(pick('names.female_middle', FEMALE.middle.length, k, 3))} end) || ' ' ||
        (case when ${raw(male)} then ${raw(pick('names.male_given', MALE.given.length, k, 4))} else ${raw(pick('names.female_given', FEMALE.given.length, k, 4))} end) as full_name,
      (case when ${raw(male)} then ${raw(pick('names.male_given', MALE.given.length, k, 4))} else ${raw(pick('names.female_given', FEMALE.given.length, k, 4))} end) as given,
      floor(${raw(unit(k, 7))} ^ 2 * 3200)::int as exp) a`);
  // Their EXP is the sum of their ledger, as for every member (users seed: seedExperience).
  await db.execute(sql`insert into exp_ledger (user_id, amount, reason, ref, created_at)
    select id, exp, 'history', 'seed', created_at from users where id between ${raw(member.id('0'))} and ${raw(member.id(String(M - 1)))} and exp > 0`);
  // Friends: each member with the members 1, 7, 61 and 997 places on (around the circle), accepted.
  await db.execute(sql`insert into friendships (from_user_id, to_user_id, status, created_at)
    select ${raw(member.id('a'))}, ${raw(member.id('b'))}, 'accepted', greatest(${raw(member.createdAt('a'))}, ${raw(member.createdAt('b'))}) + interval '1 day'
    from (select distinct least(k, (k + d) % ${M}) as a, greatest(k, (k + d) % ${M}) as b
      from generate_series(0, ${M - 1}) k, unnest(array[1, 7, 61, 997]) d where (k + d) % ${M} <> k) pairs`);
  // Groups: most members belong to none or one of the seeded groups, a few to three.
  await db.execute(sql`insert into community_group_members (group_id, user_id, role, status, joined_at)
    select distinct on (g, k) g, ${raw(member.id('k'))}, 'member', 'member', ${raw(member.createdAt('k'))} + interval '2 days'
    from generate_series(0, ${M - 1}) k
    cross join lateral generate_series(1, ${raw(member.groupCount('k'))}) j
    cross join lateral (select ${raw(member.group('k', 'j'))} as g) chosen`);
}

async function insertPosts(db: Db, f: ReturnType<typeof formulas>, texts: ReturnType<typeof pools>) {
  const { P, nowS, member, post } = f;
  const i = 'i';
  const places = intArray(PLACES.map((place) => place.id));
  const E = texts.extras.length;
  // A sentence of the list, more often one near its top (index ∝ u³).
  const extra = (array: string, chance: number, salt: number) =>
    `case when ${unit(i, salt)} < ${chance} then ${array}[1 + floor(${E} * ${unit(i, salt + 1)} ^ 3)::int] end`;
  const rare = (array: string) => `case when ${unit(i, 20)} < 0.0015 then ${pick(array, texts.rare.length, i, 21)} end`;
  const text = (suffix: string) =>
    `concat_ws(' ', body.text${suffix}, ${extra(`t.extras${suffix}`, 0.6, 16)}, ${extra(`t.extras${suffix}`, 0.25, 18)}, ${rare(`t.rare${suffix}`)})`;
  await db.execute(sql`
    with t as (select ${textArray(texts.extras)} as extras, ${textArray(texts.extrasFolded)} as extras_f, ${textArray(texts.rare)} as rare,
      ${textArray(texts.rareFolded)} as rare_f),
    bodies as (${numbered(texts.bodies, texts.bodiesFolded)})
    insert into community_posts (id, author_id, content, images, audience, place_id, group_id, reactions_count, comments_count, shares_count, created_at, edited_at, search)
    select ${raw(post.id(i))}, ${raw(member.id('a.k'))}, ${raw(text(''))},
      case when ${raw(unit(i, 13))} < 0.3 then (select jsonb_agg('/media/community/post/' || ${raw(post.id(i))} || '-' || n || '.svg')
        from generate_series(1, 1 + ${raw(hash(i, 14))} % 3) n) else '[]'::jsonb end,
      case when a.g is null and ${raw(unit(i, 9))} < 0.1 then 'friends' else 'public' end,
      case when ${raw(unit(i, 7))} < 0.2 then ${raw(places)}[1 + ${raw(hash(i, 8))} % ${PLACES.length}] end,
      a.g, ${raw(post.reactions(i))}, ${raw(post.topComments(i))} + case when ${raw(post.topComments(i))} > 0 then ${raw(post.replies(i))} else 0 end,
      floor(${raw(unit(i, 27))} ^ 3 * 40)::int, a.at,
      case when ${raw(unit(i, 11))} < 0.04 then least(a.at + ${raw(unit(i, 12))} * interval '6 hours', to_timestamp(${nowS})) end,
      ${raw(text('_f'))}
    from t, generate_series(0, ${P - 1}) i
    cross join lateral (select ${raw(post.author(i))} as k, ${raw(post.at(i))} as at) b
    cross join lateral (select b.k, b.at, case when ${raw(member.groupCount('b.k'))} > 0 and ${raw(unit(i, 5))} < 0.35
      then ${raw(member.group('b.k', `1 + ${hash(i, 6)} % ${member.groupCount('b.k')}`))} end as g) a
    join bodies body on body.n = ${raw(hash(i, 15))} % ${texts.bodies.length}`);
}

async function insertReactionsAndComments(db: Db, f: ReturnType<typeof formulas>, texts: ReturnType<typeof pools>, firstComment: number) {
  const { P, M, nowS, member, post } = f;
  const now = `to_timestamp(${nowS})`;
  const types = `(array[${REACTION_TYPES.map((type) => `'${type}'`).join(', ')}])`;
  const r = '(i * 64 + j)';
  // Each post's reactors step through the members from a point of their own, so none reacts twice.
  await db.execute(sql`insert into community_reactions (post_id, user_id, type, created_at)
    select ${raw(post.id('i'))}, ${raw(member.id(`((${hash('i', 28)} + j * ${STRIDE}::bigint) % ${M})`))},
      case when ${raw(unit(r, 29))} < 0.6 then 'like' when ${raw(unit(r, 29))} < 0.8 then 'love' else ${raw(types)}[3 + ${raw(hash(r, 30))} % 4] end,
      at + ${raw(unit(r, 31))} * (${raw(now)} - at)
    from generate_series(0, ${P - 1}) i
    cross join lateral (select ${raw(post.at('i'))} as at) p
    cross join lateral generate_series(1, ${raw(post.reactions('i'))}) j`);
  const c = '(i * 16 + j)';
  const top = (i: string, j: string) => ({
    id: `(${firstComment} + (${i}) * ${COMMENT_SLOTS} + (${j}) - 1)`,
    author: member.id(`${hash(`(${i}) * 16 + (${j})`, 33)} % ${M}`),
    at: (postAt: string) => `${postAt} + ${unit(`(${i}) * 16 + (${j})`, 34)} * (${now} - ${postAt})`,
  });
  await db.execute(sql`with t as (${numbered(texts.comments)})
    insert into community_comments (id, post_id, author_id, parent_id, reply_to_user_id, content, created_at)
    select ${raw(top('i', 'j').id)}, ${raw(post.id('i'))}, ${raw(top('i', 'j').author)}, null, null, t.text, ${raw(top('i', 'j').at('p.at'))}
    from generate_series(0, ${P - 1}) i
    cross join lateral (select ${raw(post.at('i'))} as at) p
    cross join lateral generate_series(1, ${raw(post.topComments('i'))}) j
    join t on t.n = ${raw(hash(c, 35))} % ${texts.comments.length}`);
  // Replies answer the post's first comment: half by the post's author, oldest first after it.
  const parent = top('i', '1');
  await db.execute(sql`with t as (select ${textArray(REPLIES)} as replies)
    insert into community_comments (id, post_id, author_id, parent_id, reply_to_user_id, content, created_at)
    select ${raw(`(${firstComment} + i * ${COMMENT_SLOTS} + 7 + j)`)}, ${raw(post.id('i'))},
      case when ${raw(unit(c, 36))} < 0.5 then ${raw(member.id(post.author('i')))} else ${raw(member.id(`${hash(c, 37)} % ${M}`))} end,
      ${raw(parent.id)}, ${raw(parent.author)}, ${raw(pick('t.replies', REPLIES.length, c, 38))},
      q.at + (j::float8 / (q.n + 1)) * (${raw(now)} - q.at)
    from t, generate_series(0, ${P - 1}) i
    cross join lateral (select ${raw(parent.at(post.at('i')))} as at, ${raw(post.replies('i'))} as n) q
    cross join lateral generate_series(1, case when ${raw(post.topComments('i'))} > 0 then q.n else 0 end) j`);
}

/** Bookmarks: most members keep none or one public post, a few up to three. */
async function insertBookmarks(db: Db, f: ReturnType<typeof formulas>) {
  const { P, M, nowS, member, post } = f;
  await db.execute(sql`insert into community_saved_posts (user_id, post_id, created_at)
    select distinct on (s.user_id, s.post_id) s.user_id, s.post_id, p.created_at + ${raw(unit('k * 8 + j', 42))} * (to_timestamp(${raw(String(nowS))}) - p.created_at)
    from generate_series(0, ${M - 1}) k
    cross join lateral generate_series(1, floor(${raw(unit('k', 40))} ^ 2 * 4)::int) j
    cross join lateral (select ${raw(member.id('k'))} as user_id, ${raw(post.id(`${hash('k * 8 + j', 41)} % ${P}`))} as post_id) s
    join community_posts p on p.id = s.post_id and p.audience = 'public' and p.group_id is null`);
}

/** The area of a scale: its version names the sizes, so another scale replaces the board of the last one. */
export function communityScaleSeed(scale: number): SeedArea {
  const size = scaleSize(scale);
  return {
    area: 'community-scale',
    version: `1:${size.posts}:${size.members}`,
    run: async (db, { now }) => {
      await db.execute(sql`delete from users where username like ${`${SCALE_USERNAME_PREFIX}%`}`);
      // Every reference of these rows is right by construction: where the role may, the foreign-key
      // checks (a quarter of the work) are left out for this transaction. After the delete, whose cascades are triggers too.
      const roles = await db.execute(sql`select rolsuper from pg_roles where rolname = current_user`);
      const superuser = rowsOf<{ rolsuper: boolean }>(roles)[0]?.rolsuper === true;
      if (superuser) await db.execute(sql`set local session_replication_role = replica`);
      const first = {
        user: await reserve(db, 'users', size.members),
        post: await reserve(db, 'community_posts', size.posts),
        comment: await reserve(db, 'community_comments', size.posts * COMMENT_SLOTS),
      };
      // A trigram index is built from all rows in half the time it takes to add them one by one: it
      // goes for the posts' insert and comes back as the migration made it (its definition is read, not repeated).
      const trigramIndex = await db.execute(sql`select indexdef from pg_indexes where indexname = 'community_posts_search_trgm_idx'`);
      const trigramDefinition = rowsOf<{ indexdef: string }>(trigramIndex)[0]?.indexdef;
      if (trigramDefinition) await db.execute(sql`drop index community_posts_search_trgm_idx`);
      const f = formulas(size, first, now.getTime());
      const texts = pools();
      await insertMembers(db, f, await seedPasswordHash());
      await insertPosts(db, f, texts);
      if (trigramDefinition) {
        await db.execute(sql`set local maintenance_work_mem = '256MB'`);
        await db.execute(sql.raw(trigramDefinition));
      }
      await insertReactionsAndComments(db, f, texts, first.comment);
      await insertBookmarks(db, f);
      // The planner's statistics: PGlite never analyzes by itself.
      if (superuser) await db.execute(sql`set local session_replication_role = default`);
      await db.execute(sql`analyze users, friendships, community_group_members, community_posts, community_comments, community_reactions, community_saved_posts, exp_ledger`);
    },
  };
}
