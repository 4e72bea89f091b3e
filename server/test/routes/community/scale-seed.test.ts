/**
 * SEED_SCALE at a small scale (0.005: 1,000 posts by 100 members): the synthetic board is whole
 * (every reference holds, counters equal their rows, ids above the seeded ones), the same on every
 * run, and the community search still answers it, with or without diacritics, from its trigram indexes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/connect.ts';
import { COMMUNITY_USER_ID_START, foldText } from '../../../src/db/schema/community.ts';
import { communityScaleSeed, scaleSize, SCALE_USERNAME_PREFIX } from '../../../src/db/seed/community-scale/index.ts';
import { rowsOf, userMatches } from '../../../src/routes/community/people.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import type { SearchResult } from '../../../../contracts/schemas/community.ts';
import { SEARCH_COUNT_LIMIT } from '../../../../contracts/community-values.ts';
import { call } from './community-helpers.ts';
import { register } from '../account/helpers.ts';

const SCALE = 0.005;
const size = scaleSize(SCALE);

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ SEED_SCALE: String(SCALE) });
}, 180_000);
afterAll(() => t.close());

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

async function one(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number }>(t.app.db, query);
  return Number(row!.n);
}

const MEMBERS = sql`(select id from users where username like ${`${SCALE_USERNAME_PREFIX}%`})`;

/** What the synthetic board says, without its ids (which depend on the sequences). */
async function board(db: Db) {
  const members = await rows<{ username: string; display_name: string; nickname: string; level: number }>(
    db,
    sql`select username, display_name, nickname, level from users where id in ${MEMBERS} order by id`,
  );
  const posts = await rows<{ author: string; content: string; created_at: string; reactions_count: number; comments_count: number }>(
    db,
    sql`select u.username as author, p.content, p.created_at::text, p.reactions_count, p.comments_count
      from community_posts p join users u on u.id = p.author_id where p.author_id in ${MEMBERS} order by p.id`,
  );
  return { members, posts };
}

describe('SEED_SCALE', () => {
  it('adds the members and posts of the scale, with comments, reactions, friends and groups', async () => {
    expect(size).toEqual({ posts: 1000, members: 100 });
    expect(await one(sql`select count(*)::int as n from users where id in ${MEMBERS}`)).toBe(size.members);
    expect(await one(sql`select count(*)::int as n from community_posts where author_id in ${MEMBERS}`)).toBe(size.posts);
    // The seeded board is still there beside it.
    expect(await one(sql`select count(*)::int as n from community_posts where id < ${COMMUNITY_USER_ID_START}`)).toBe(300);
    for (const table of ['community_comments', 'community_reactions', 'friendships', 'community_group_members', 'community_saved_posts']) {
      expect(await one(sql`select count(*)::int as n from ${sql.identifier(table)}`), table).toBeGreaterThan(0);
    }
    const audiences = await rows<{ audience: string; n: number }>(
      t.app.db,
      sql`select audience, count(*)::int as n from community_posts where author_id in ${MEMBERS} group by audience`,
    );
    expect(audiences.map((row) => row.audience).sort()).toEqual(['friends', 'public']);
    expect(await one(sql`select count(*)::int as n from community_posts where author_id in ${MEMBERS} and group_id is not null`)).toBeGreaterThan(50);
  });

  it('keeps every reference and counter right (the bulk insert skips the foreign-key checks)', async () => {
    const orphans = await rows<Record<string, number>>(
      t.app.db,
      sql`select
        (select count(*)::int from community_posts p where not exists (select 1 from users u where u.id = p.author_id)) as post_author,
        (select count(*)::int from community_posts p where p.group_id is not null and not exists (select 1 from community_groups g where g.id = p.group_id)) as post_group,
        (select count(*)::int from community_posts p where p.place_id is not null and not exists (select 1 from community_places l where l.id = p.place_id)) as post_place,
        (select count(*)::int from community_posts p where p.group_id is not null and not exists (select 1 from community_group_members m
          where m.group_id = p.group_id and m.user_id = p.author_id and m.status = 'member')) as post_not_member,
        (select count(*)::int from community_comments c where not exists (select 1 from community_posts p where p.id = c.post_id)) as comment_post,
        (select count(*)::int from community_comments c where not exists (select 1 from users u where u.id = c.author_id)) as comment_author,
        (select count(*)::int from community_comments c where c.parent_id is not null and not exists (select 1 from community_comments p
          where p.id = c.parent_id and p.post_id = c.post_id and p.parent_id is null)) as comment_parent,
        (select count(*)::int from community_reactions r where not exists (select 1 from users u where u.id = r.user_id)) as reaction_user,
        (select count(*)::int from community_reactions r where not exists (select 1 from community_posts p where p.id = r.post_id)) as reaction_post,
        (select count(*)::int from community_saved_posts s where not exists (select 1 from community_posts p where p.id = s.post_id)) as saved_post,
        (select count(*)::int from friendships f where not exists (select 1 from users u where u.id = f.to_user_id)) as friend,
        (select count(*)::int from community_group_members m where not exists (select 1 from community_groups g where g.id = m.group_id)) as member_group,
        (select count(*)::int from community_posts p where p.reactions_count <> (select count(*) from community_reactions r where r.post_id = p.id)) as reactions_count,
        (select count(*)::int from community_posts p where p.comments_count <> (select count(*) from community_comments c where c.post_id = p.id)) as comments_count,
        (select count(*)::int from community_posts p where p.search <> lower(p.search)) as search_case,
        (select count(*)::int from community_comments c join community_posts p on p.id = c.post_id where c.created_at < p.created_at) as comment_before_post`,
    );
    expect(orphans[0]).toEqual(Object.fromEntries(Object.keys(orphans[0]!).map((key) => [key, 0])));
    const [post] = await rows<{ content: string; search: string }>(t.app.db, sql`select content, search from community_posts where author_id in ${MEMBERS} limit 1`);
    expect(post!.search).toBe(foldText(post!.content));
  });

  it('takes ids after the seeded ones, and the sequences go on after its own', async () => {
    const [ids] = await rows<Record<string, number>>(
      t.app.db,
      sql`select (select min(id) from users where id in ${MEMBERS}) as min_user, (select max(id) from users) as max_user,
        (select last_value from users_id_seq) as user_seq,
        (select min(id) from community_posts where author_id in ${MEMBERS}) as min_post, (select max(id) from community_posts) as max_post,
        (select last_value from community_posts_id_seq) as post_seq,
        (select min(id) from community_comments where id >= ${COMMUNITY_USER_ID_START}) as min_comment, (select max(id) from community_comments) as max_comment,
        (select last_value from community_comments_id_seq) as comment_seq`,
    );
    const n = Object.fromEntries(Object.entries(ids!).map(([key, value]) => [key, Number(value)]));
    expect(n.min_user).toBeGreaterThanOrEqual(1000);
    expect(n.user_seq).toBeGreaterThanOrEqual(n.max_user!);
    expect(n.min_post).toBeGreaterThanOrEqual(COMMUNITY_USER_ID_START);
    expect(n.post_seq).toBeGreaterThanOrEqual(n.max_post!);
    expect(n.min_comment).toBeGreaterThanOrEqual(COMMUNITY_USER_ID_START);
    expect(n.comment_seq).toBeGreaterThanOrEqual(n.max_comment!);
    // A member who signs up now gets the next id.
    const newcomer = await register(t);
    expect(newcomer.userId).toBeGreaterThan(n.max_user!);
  });

  it('makes the same board on every run, replacing the one before', async () => {
    const before = await board(t.app.db);
    const indexBefore = await rows<{ indexdef: string }>(t.app.db, sql`select indexdef from pg_indexes where indexname = 'community_posts_search_trgm_idx'`);
    await t.app.db.transaction(async (tx) => {
      await communityScaleSeed(SCALE).run(tx as unknown as Db, { now: new Date() });
    });
    const after = await board(t.app.db);
    expect(after.members).toEqual(before.members);
    // The same posts; their times follow the `now` of the run.
    expect(after.posts.map(({ created_at: _, ...post }) => post)).toEqual(before.posts.map(({ created_at: _, ...post }) => post));
    // The trigram index is dropped for the insert and made again as the migration wrote it.
    expect(await rows(t.app.db, sql`select indexdef from pg_indexes where indexname = 'community_posts_search_trgm_idx'`)).toEqual(indexBefore);
  });

  it('searches the board with or without diacritics', async () => {
    const plain = await call<SearchResult>(t, 'GET', `search?type=posts&pageSize=100&keyword=${encodeURIComponent('doi tre nam nay')}`);
    const marked = await call<SearchResult>(t, 'GET', `search?type=posts&pageSize=100&keyword=${encodeURIComponent('Đội trẻ năm nay')}`);
    expect(plain.status).toBe(200);
    expect(plain.body.data.posts!.total).toBeGreaterThan(0);
    expect(plain.body.data.posts!.total).toBe(marked.body.data.posts!.total);
    expect(plain.body.data.posts!.totalCapped).toBe(false);
    for (const post of plain.body.data.posts!.list) expect(post.content).toContain('Đội trẻ năm nay');
    const expected = await one(sql`select count(*)::int as n from community_posts where search like '%doi tre nam nay%' and audience = 'public'
      and (group_id is null or group_id in (select id from community_groups where privacy = 'public'))`);
    expect(plain.body.data.posts!.total).toBe(expected);

    const [member] = await rows<{ id: number; display_name: string }>(t.app.db, sql`select id, display_name from users where id in ${MEMBERS} order by id limit 1`);
    const users = await call<SearchResult>(t, 'GET', `search?type=users&pageSize=100&keyword=${encodeURIComponent(foldText(member!.display_name))}`);
    expect(users.body.data.users!.list.map((user) => user.userId)).toContain(member!.id);
    const byUsername = await call<SearchResult>(t, 'GET', `search?type=users&keyword=${SCALE_USERNAME_PREFIX}000001`);
    expect(byUsername.body.data.users!.list.map((user) => user.userId)).toEqual([member!.id]);
  });

  it('counts a common word up to the limit and says so', async () => {
    const { body } = await call<SearchResult>(t, 'GET', 'search?keyword=a');
    expect(body.data.posts).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalCapped: true, pageNum: 1, pageSize: 20 });
    expect(body.data.posts!.list).toHaveLength(20);
    expect(body.data.groups!.totalCapped).toBe(false);
    expect(body.data.users!.totalCapped).toBe(false);
    expect(body.data.users!.total).toBeGreaterThan(size.members);
  });

  it('answers the searches from the trigram indexes (the queries are the indexes\' expressions)', async () => {
    const plans = await t.app.db.transaction(async (tx) => {
      // The board is small: without this the planner reads the tables through.
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (query: ReturnType<typeof sql>) =>
        rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`))
          .map((row) => Object.values(row)[0])
          .join('\n');
      return {
        posts: await explain(sql`select id from community_posts where search like '%doi tre%'`),
        users: await explain(sql`select id from users where ${userMatches('Nguyễn')}`),
        groups: await explain(sql`select id from community_groups where search like '%bong%'`),
      };
    });
    expect(plans.posts).toContain('community_posts_search_trgm_idx');
    expect(plans.users).toContain('users_search_trgm_idx');
    expect(plans.groups).toContain('community_groups_search_trgm_idx');
  });
});
