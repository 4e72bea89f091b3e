/**
 * `npm run bench:api -- --feed` (issues 15 and 27, docs/bench-feed.md): the community feed and search
 * at scale. The server starts with SEED_SCALE (default 1: 200,000 posts by 20,000 members, in the
 * seed's bulk SQL) on a fresh PGlite data folder, and autocannon (50 connections) measures
 * requests/s, p50 and p99 of: a guest's main feed, the main feed of 1,000 signed-in members (each
 * request as the next of them, targets ≥ 800 answers a second and p99 < 100 ms), a page 50 pages
 * down the feed, search of posts for a common and a rare word, of members and of groups (target: p99
 * < 50 ms). Then, with the server stopped, the bench opens its data folder and prints what it
 * measured against (the rows) and EXPLAIN (ANALYZE, BUFFERS) of every query each of those answers
 * runs, read by calling the very functions the routes call (routes/community/board-reads.ts) with a
 * logging database. With BENCH_DATABASE_URL (or else TEST_DATABASE_URL: a PostgreSQL server where the
 * role may create databases) the same runs again on a scratch database there. A benchmark that prints
 * figures, not a test: it fails only when it cannot run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { endpointUrl, freePort, signIn, startBenchServer, type BenchServer } from './bench-server.ts';
import { communityFeed, communitySearch } from '../../contracts/endpoints/community.ts';
import { newPglite, type Db } from '../../server/src/db/connect.ts';
import * as schema from '../../server/src/db/schema.ts';
import { SEED_PASSWORD } from '../../server/src/db/seed/users/index.ts';
import { scaleSize, scaleUsername } from '../../server/src/db/seed/community-scale/index.ts';
import { mainFeed, readPublicPage, searchBoard, type SearchType } from '../../server/src/routes/community/board-reads.ts';
import type { StreamPage } from '../../server/src/routes/community/posts-data.ts';
import { ANSWER_TTL_MS, SEARCH_TTL_MS } from '../../server/src/routes/community/answer-cache.ts';

export type FeedBenchDatabase = 'both' | 'pglite' | 'postgres';

export interface FeedBenchOptions {
  scale: number;
  /** Which passes run: PGlite, PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) or both. */
  database: FeedBenchDatabase;
  /** A PGlite data folder to use and keep (a second run on it skips the seed); a fresh temporary one by default. */
  data?: string;
  seconds: number;
  connections: number;
  port?: number;
}

const TARGET_P99_MS = 50;
/** The members' feed (issue 27): answers a second and p99 at 50 connections, on PostgreSQL. */
const MEMBERS_TARGET = { rps: 800, p99Ms: 100 };
/** How many members sign in; each request of the members' target is made as the next of them. */
const MEMBER_COUNT = 1_000;
/** The members' warm-up: this many requests of each member. */
const MEMBER_WARMUP_ROUNDS = 2;
/** Sign-ins under way at once (each costs the server a scrypt hash). */
const SIGN_IN_CONCURRENCY = 8;
const WARMUP_S = 3;
/** How deep the "later page" is: the cursor after this many pages of the guest feed. */
const CURSOR_DEPTH = 50;
const FEED_PAGE_SIZE = 10;
const SEARCH_PAGE_SIZE = 20;
/** Uncached answers timed one after the other, per target. */
const SERIAL_SAMPLES = 20;
/** The most prolific member of the synthetic board (the author's number falls with the square of a draw): the first of the members. */
const MEMBER = scaleUsername(1);
const WORDS = { common: 'trận', rare: 'đua thuyền', users: 'nguyễn', groups: 'bóng' };

interface Target {
  name: string;
  path: string;
  /** Asked as a guest, or as the signed-in members (each request as the next of them). */
  member: boolean;
  /** What the answer holds, for the header line. */
  describe(data: unknown): string;
  /** The same answer read by the route's own function, for the plans (a member's on the shared page of public posts, read before). */
  read(db: Db, viewer: number, shared?: StreamPage): Promise<unknown>;
  /** The page of public posts a member's answer is built on (the route keeps it in its cache, as the guests' answers). */
  sharedPage?(db: Db): Promise<StreamPage>;
}

interface Measured {
  target: Target;
  result: autocannon.Result;
  /** Median time of one answer of the first member, one request at a time. */
  memberMs: number;
}

const searchPath = (type: SearchType, keyword: string) => endpointUrl('', communitySearch, { query: { type, pageSize: SEARCH_PAGE_SIZE, keyword } });
const searchRead = (type: SearchType, keyword: string) => (db: Db) =>
  searchBoard(db, { keyword, type, viewer: null, lang: 'vi', page: { pageNum: 1, pageSize: SEARCH_PAGE_SIZE } });

function describeSection(section: 'posts' | 'users' | 'groups') {
  return (data: unknown) => {
    const page = (data as Record<string, { total: number; totalCapped: boolean; list: unknown[] }>)[section]!;
    return `${page.list.length} on the page, ${page.totalCapped ? `more than ${page.total}` : page.total} match`;
  };
}

function targets(cursor: string): Target[] {
  const stream = (data: unknown) => {
    const { list, nextCursor } = data as { list: unknown[]; nextCursor: string | null };
    return `${list.length} posts${nextCursor ? ', a next cursor' : ''}`;
  };
  return [
    { name: 'main feed, guest', path: communityFeed.path, member: false, describe: stream, read: (db) => mainFeed(db, null, 'vi', { pageSize: FEED_PAGE_SIZE }) },
    {
      name: 'main feed, members',
      path: communityFeed.path,
      member: true,
      describe: stream,
      sharedPage: (db) => readPublicPage(db, 'vi', { pageSize: FEED_PAGE_SIZE }),
      read: (db, viewer, shared) => mainFeed(db, viewer, 'vi', { pageSize: FEED_PAGE_SIZE }, shared ? { publicPage: async () => shared } : {}),
    },
    {
      name: `main feed, page ${CURSOR_DEPTH + 1}`,
      path: endpointUrl('', communityFeed, { query: { cursor } }),
      member: false,
      describe: stream,
      read: (db) => mainFeed(db, null, 'vi', { pageSize: FEED_PAGE_SIZE, cursor }),
    },
    { name: `search posts "${WORDS.common}"`, path: searchPath('posts', WORDS.common), member: false, describe: describeSection('posts'), read: searchRead('posts', WORDS.common) },
    { name: `search posts "${WORDS.rare}"`, path: searchPath('posts', WORDS.rare), member: false, describe: describeSection('posts'), read: searchRead('posts', WORDS.rare) },
    { name: `search members "${WORDS.users}"`, path: searchPath('users', WORDS.users), member: false, describe: describeSection('users'), read: searchRead('users', WORDS.users) },
    { name: `search groups "${WORDS.groups}"`, path: searchPath('groups', WORDS.groups), member: false, describe: describeSection('groups'), read: searchRead('groups', WORDS.groups) },
  ];
}

async function getJson(url: string, token?: string): Promise<{ data: unknown; bytes: number }> {
  const response = await fetch(url, { headers: { 'x-language': 'vi', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return { data: (JSON.parse(text) as { data: unknown }).data, bytes: Buffer.byteLength(text) };
}


/** The cursor after `depth` pages of the guest's main feed. */
async function deepCursor(base: string, depth: number): Promise<string> {
  let cursor: string | null = null;
  for (let page = 0; page < depth; page++) {
    const { data } = await getJson(endpointUrl(base, communityFeed, { query: cursor ? { cursor } : {} }));
    cursor = (data as { nextCursor: string | null }).nextCursor;
    if (!cursor) throw new Error(`the feed ended after ${page + 1} pages`);
  }
  return cursor!;
}

/** Autocannon on `url` for `seconds` (or `amount` requests); with `tokens`, each request (over all connections) as the next member, round the list. */
function run(url: string, connections: number, seconds: number, tokens: string[] = [], amount?: number): Promise<autocannon.Result> {
  const headers: Record<string, string> = { 'x-language': 'vi' };
  let next = 0;
  const asNextMember = (request: autocannon.Request) => ({
    ...request,
    headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
  });
  const { origin, pathname, search } = new URL(url);
  const requests = tokens.length > 0 ? [{ method: 'GET' as const, path: `${pathname}${search}`, setupRequest: asNextMember }] : undefined;
  return new Promise((resolve, reject) => {
    const length = amount === undefined ? { duration: seconds } : { amount };
    autocannon({ url: requests ? origin : url, connections, ...length, headers, ...(requests ? { requests } : {}) }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Signs in the first `count` synthetic members, a few at a time. */
async function signInMembers(base: string, count: number): Promise<{ token: string; userId: number }[]> {
  const members: { token: string; userId: number }[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      members[i] = await signIn(base, scaleUsername(i + 1), SEED_PASSWORD);
    }
  };
  await Promise.all(Array.from({ length: SIGN_IN_CONCURRENCY }, worker));
  return members;
}

/** Median time of a member's answers (never kept whole), one request at a time. */
async function oneAtATime(url: string, token: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < SERIAL_SAMPLES; i++) {
    const started = performance.now();
    await getJson(url, token);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

interface PassResult {
  label: string;
  measured: Measured[];
}

interface Explainer {
  db: Db;
  captured: { query: string; params: unknown[] }[];
  explain(query: string, params: unknown[]): Promise<string[]>;
  close(): Promise<void>;
}

async function pgliteExplainer(dataDir: string): Promise<Explainer> {
  const client = await newPglite(join(dataDir, 'pglite'));
  const captured: Explainer['captured'] = [];
  const db = drizzlePglite(client, { schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } }) as unknown as Db;
  return {
    db,
    captured,
    explain: async (query, params) => (await client.query<Record<string, string>>(`explain (analyze, buffers) ${query}`, params)).rows.map((row) => Object.values(row)[0]!),
    close: () => client.close(),
  };
}

function postgresExplainer(url: string): Explainer {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  // The scratch database is dropped (WITH FORCE) as soon as the pool has ended, which may end a
  // connection the pool is still closing: not an error of the bench.
  pool.on('error', () => {});
  const captured: Explainer['captured'] = [];
  const db = drizzlePostgres(pool, { schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } }) as unknown as Db;
  return {
    db,
    captured,
    explain: async (query, params) => (await pool.query<Record<string, string>>(`explain (analyze, buffers) ${query}`, params)).rows.map((row) => Object.values(row)[0]!),
    close: () => pool.end(),
  };
}

const int = (n: number) => n.toLocaleString('en-US');

async function printCounts(db: Db, scale: number): Promise<void> {
  const result = await db.execute(sql`select
    (select count(*)::int from community_posts) as posts,
    (select count(*)::int from users) as users,
    (select count(*)::int from users where username like 'thanhvien-%') as synthetic,
    (select count(*)::int from community_comments) as comments,
    (select count(*)::int from community_reactions) as reactions,
    (select count(*)::int from community_saved_posts) as saved,
    (select count(*)::int from friendships where status = 'accepted') as friendships,
    (select count(*)::int from community_groups) as groups,
    (select count(*)::int from community_group_members) as memberships`);
  const c = (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
  const size = scaleSize(scale);
  console.log(
    `measured against (SEED_SCALE=${scale}: ${int(size.posts)} posts by ${int(size.members)} members added to the seed): ` +
      `${int(c.posts!)} posts, ${int(c.users!)} accounts (${int(c.synthetic!)} synthetic members), ${int(c.comments!)} comments and replies, ` +
      `${int(c.reactions!)} reactions, ${int(c.saved!)} bookmarks, ${int(c.friendships!)} friendships, ${int(c.groups!)} groups with ${int(c.memberships!)} memberships`,
  );
}

/** Queries that only complete a page (reactions, bookmarks, memberships of its rows): one line each. */
const completing = (query: string) => /^select post_id, type, count\(\*\)|^select "(group_id|user_id|post_id)"/.test(query.trim());

async function printPlans(explainer: Explainer, list: Target[], memberId: number): Promise<void> {
  for (const target of list) {
    const shared = target.sharedPage ? await target.sharedPage(explainer.db) : undefined;
    explainer.captured.length = 0;
    await target.read(explainer.db, memberId, shared);
    const queries = [...explainer.captured];
    console.log('');
    const what = shared ? `, as ${MEMBER} on the shared page of public posts (read as the guest's plans show)` : '';
    console.log(`== plans of "${target.name}" (${queries.length} queries; read by the route's own function${what}, no cache)`);
    for (const { query, params } of queries) {
      const plan = await explainer.explain(query, params);
      const oneLine = query.replace(/\s+/g, ' ');
      if (completing(query)) {
        const indexes = [...new Set(plan.flatMap((line) => [...line.matchAll(/(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\S+)/g)].map((m) => m[1])))];
        const time = plan.filter((line) => /^(Planning|Execution) Time/.test(line)).join(', ');
        console.log(`-- ${oneLine.slice(0, 90)}… → ${indexes.length ? `index ${indexes.join(', ')}` : 'no index'}; ${time}`);
        continue;
      }
      console.log(`-- ${oneLine.length > 300 ? `${oneLine.slice(0, 300)}…` : oneLine}`);
      console.log(`   params: ${JSON.stringify(params).slice(0, 200)}`);
      for (const line of plan) console.log(`   ${line}`);
    }
  }
}

/** Whether a measured call meets its targets: the members' feed its own two, every other call p99 < 50 ms. */
const missedTargets = (m: Measured): string[] => {
  const r = m.result;
  if (!m.target.member) return r.latency.p99 < TARGET_P99_MS ? [] : [`p99 < ${TARGET_P99_MS} ms`];
  return [
    ...(r.requests.average >= MEMBERS_TARGET.rps ? [] : [`≥ ${MEMBERS_TARGET.rps} req/s`]),
    ...(r.latency.p99 < MEMBERS_TARGET.p99Ms ? [] : [`p99 < ${MEMBERS_TARGET.p99Ms} ms`]),
  ];
};

const resultLine = (m: Measured) => {
  const r = m.result;
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const targets = m.target.member
    ? `target ≥ ${MEMBERS_TARGET.rps} req/s: ${met(r.requests.average >= MEMBERS_TARGET.rps)}, p99 < ${MEMBERS_TARGET.p99Ms} ms: ${met(r.latency.p99 < MEMBERS_TARGET.p99Ms)}`
    : `p99 < ${TARGET_P99_MS} ms: ${met(r.latency.p99 < TARGET_P99_MS)}`;
  return (
    `${m.target.name.padEnd(30)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   ` +
    `p99 ${String(r.latency.p99).padStart(5)} ms   errors ${r.errors + r.non2xx}   ${targets}   ` +
    `(as ${MEMBER}, one at a time: ${m.memberMs.toFixed(1)} ms)`
  );
};

/** One pass: start the server on `database`, measure every target, stop it, print the rows and the plans. */
async function pass(
  label: string,
  options: FeedBenchOptions,
  env: Record<string, string>,
  explainerOf: () => Promise<Explainer>,
): Promise<PassResult> {
  const { seconds, connections } = options;
  const load = loadavg().map((n) => n.toFixed(2)).join(', ');
  console.log(`bench:api --feed [${label}]: ${availableParallelism()} cores, load average ${load}; starting the server with SEED_SCALE=${options.scale} (a new database is migrated and seeded first: minutes)…`);
  const started = performance.now();
  const server: BenchServer = await startBenchServer({
    port: options.port ?? (await freePort()),
    env: { SEED_SCALE: String(options.scale), ...env },
    startTimeoutMs: 60 * 60_000,
  });
  const measured: Measured[] = [];
  let memberId = 0;
  let list: Target[] = [];
  try {
    console.log(`bench:api --feed [${label}]: ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const memberCount = Math.min(MEMBER_COUNT, scaleSize(options.scale).members);
    const signingIn = performance.now();
    const members = await signInMembers(server.base, memberCount);
    const tokens = members.map((m) => m.token);
    const member = members[0]!;
    memberId = member.userId;
    console.log(`bench:api --feed [${label}]: ${memberCount} members signed in (${scaleUsername(1)} … ${scaleUsername(memberCount)}) in ${((performance.now() - signingIn) / 1000).toFixed(0)} s`);
    list = targets(await deepCursor(server.base, CURSOR_DEPTH));
    for (const target of list) {
      const url = `${server.base}${target.path}`;
      const { data, bytes } = await getJson(url, target.member ? member.token : undefined);
      const answer = `${target.describe(data)}, ${int(bytes)} bytes`;
      const as = target.member ? `each of ${memberCount} members in turn (${MEMBER}'s answer: ${answer})` : `a guest: ${answer}`;
      console.log(`bench:api --feed [${label}]: ${target.name}: GET ${target.path} as ${as}`);
      const memberTokens = target.member ? tokens : [];
      // Warm-up of caches and the JIT, not reported: for the members, each of them twice, so that the
      // measured requests meet what a running server holds (each session's standing, kept 30 s).
      await run(url, connections, WARMUP_S, memberTokens, target.member ? MEMBER_WARMUP_ROUNDS * memberTokens.length : undefined);
      const result = await run(url, connections, seconds, memberTokens);
      measured.push({ target, result, memberMs: await oneAtATime(url, member.token) });
    }
  } finally {
    // The data (DATA_DIR or the scratch database) outlives the server: the plans are read from it.
    await server.stop();
  }
  console.log('');
  console.log(
    `bench:api --feed [${label}]: ${connections} connections, ${seconds} s each (after ${WARMUP_S} s of warm-up; the members' after ${MEMBER_WARMUP_ROUNDS} requests of each); load average at the end ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
  for (const m of measured) console.log(resultLine(m));
  console.log(
    `(guests are answered from the server's answer cache, emptied by any write, a feed at most ${ANSWER_TTL_MS / 1000} s old and a search ${SEARCH_TTL_MS / 1000} s; ` +
      `a member's feed is made for them at each request, on the page of public posts that cache shares, with one query of their own; their search is never cached. ` +
      `"one at a time": the same address as ${MEMBER}, ${SERIAL_SAMPLES} requests one after the other, median)`,
  );
  const explainer = await explainerOf();
  try {
    console.log('');
    await printCounts(explainer.db, options.scale);
    await printPlans(explainer, list, memberId);
  } finally {
    await explainer.close();
  }
  return { label, measured };
}

export async function runFeedBench(options: FeedBenchOptions): Promise<void> {
  const results: PassResult[] = [];
  if (options.database !== 'postgres') {
    const dataDir = options.data ?? mkdtempSync(join(tmpdir(), 'bench-feed-'));
    try {
      results.push(await pass('PGlite', options, { DATA_DIR: dataDir, DATABASE_URL: '' }, () => pgliteExplainer(dataDir)));
    } finally {
      if (!options.data) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (options.database === 'pglite') {
    // PGlite only, as asked.
  } else if (serverUrl) {
    const name = `bench_feed_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const scratch = mkdtempSync(join(tmpdir(), 'bench-feed-pg-'));
    try {
      results.push(await pass(`PostgreSQL ${new URL(serverUrl).host}`, options, { DATA_DIR: scratch, DATABASE_URL: url.toString() }, async () => postgresExplainer(url.toString())));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
      rmSync(scratch, { recursive: true, force: true });
    }
  } else {
    console.log('');
    console.log('bench:api --feed: neither BENCH_DATABASE_URL nor TEST_DATABASE_URL is set, so the PostgreSQL pass did not run (docs/bench-feed.md).');
  }
  console.log('');
  console.log(
    `bench:api --feed: summary (at ${options.connections} connections: p99 < ${TARGET_P99_MS} ms; the members' feed ≥ ${MEMBERS_TARGET.rps} req/s and p99 < ${MEMBERS_TARGET.p99Ms} ms, a target on PostgreSQL)`,
  );
  for (const { label, measured } of results) {
    const missed = measured.flatMap((m) => missedTargets(m).map((target) => `${m.target.name} (${target})`));
    console.log(`  ${label}: ${missed.length === 0 ? 'every target met' : `NOT met for ${missed.join(', ')}`}`);
  }
}
