/**
 * bench:api — autocannon against API calls that pages load most, each against a static JSON file of
 * the same size served by the same server, in one run: today's liveSchedule (pageSize=200), the
 * match centre of a match being played (GET /live/api/football/match) and a league table (GET
 * /live/api/football/league/standings). Prints requests/s, p50 and p99 of each call and its static
 * twin, and the ratio (targets: ratio ≥ 0.5 and p99 < 50 ms at 50 connections on PGlite). A
 * benchmark that prints figures, not a test: it fails only when it cannot run.
 *
 * `-- --feed` measures the community feed and search at scale instead (scripts/lib/bench-feed.ts,
 * docs/bench-feed.md).
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BENCH_TIMEZONE, benchToday, endpointUrl, startBenchServer, todaysScheduleUrl } from './lib/bench-server.ts';
import { dayFixtures } from '../contracts/endpoints/football.ts';
import { matchDetail } from '../contracts/endpoints/match.ts';
import { leagueStandings } from '../contracts/endpoints/entities.ts';
import { runFeedBench, type FeedBenchDatabase } from './lib/bench-feed.ts';
import { MAX_SEED_SCALE } from '../server/src/config.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8097);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** The league whose table is measured (4: the Premier League of the seed, 14 clubs). */
const LEAGUE_ID = Number(process.env.BENCH_LEAGUE_ID ?? 4);

function run(url: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { 'x-language': 'vi' } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'x-language': 'vi' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** A football match being played now with a room (the match centre a live visitor opens), or the first of today. */
async function liveMatchId(base: string): Promise<number> {
  const day = benchToday();
  const body = await fetchText(endpointUrl(base, dayFixtures, { query: { date: day, timezone: BENCH_TIMEZONE, pageSize: 100 } }));
  const list = (JSON.parse(body) as { data: { list: { staticId: number; status: number; roomId: number | null }[] } }).data.list;
  const match = list.find((m) => m.status === 2 && m.roomId !== null) ?? list.find((m) => m.status === 2) ?? list[0];
  if (!match) throw new Error('no football match today');
  return match.staticId;
}

interface Target {
  name: string;
  url: string;
  /** What the sample holds, for the header line. */
  describe(body: string): string;
}

const line = (name: string, r: autocannon.Result) =>
  `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;

async function main(): Promise<void> {
  console.log('bench:api: starting the server on PGlite (first start migrates and seeds)…');
  const server = await startBenchServer({ port: PORT, stdout: 'inherit' });
  const { base, staticDir } = server;
  try {
    const date = benchToday();
    const matchId = await liveMatchId(base);
    const targets: Target[] = [
      { name: 'liveSchedule', url: todaysScheduleUrl(base), describe: (b) => `${date}: ${(JSON.parse(b) as { data: { list: unknown[] } }).data.list.length} rows` },
      {
        name: 'match centre',
        url: endpointUrl(base, matchDetail, { query: { staticId: matchId } }),
        describe: (b) => {
          const d = (JSON.parse(b) as { data: { match: { statusText: string }; events: unknown[]; winProbability: unknown[] } }).data;
          return `match ${matchId} (${d.match.statusText}): ${d.events.length} events, ${d.winProbability.length} win-probability points`;
        },
      },
      { name: 'league standings', url: endpointUrl(base, leagueStandings, { query: { id: LEAGUE_ID } }), describe: (b) => `league ${LEAGUE_ID}: ${(JSON.parse(b) as { data: { rows: unknown[] } }).data.rows.length} rows` },
    ];
    const results: { name: string; api: autocannon.Result; file: autocannon.Result }[] = [];
    for (const [i, target] of targets.entries()) {
      const body = await fetchText(target.url);
      const fileName = `bench-api-${i}.json`;
      writeFileSync(join(staticDir, fileName), body);
      console.log(`bench:api: ${CONNECTIONS} connections, ${DURATION_S} s each; ${target.name} ${target.describe(body)}, ${body.length} bytes`);
      await run(target.url); // warm-up of caches and the JIT, not reported
      const api = await run(target.url);
      const file = await run(`${base}/${fileName}`);
      results.push({ name: target.name, api, file });
    }
    let allMet = true;
    for (const { name, api, file } of results) {
      const ratio = api.requests.average / file.requests.average;
      const ratioMet = ratio >= 0.5;
      const p99Met = api.latency.p99 < 50;
      allMet &&= ratioMet && p99Met;
      console.log('');
      console.log(line(`${name} (API, PGlite)`, api));
      console.log(line('static JSON, same size', file));
      console.log(`ratio API / static   ${ratio.toFixed(2)} (target ≥ 0.5: ${ratioMet ? 'met' : 'NOT met'})`);
      console.log(`API p99              ${api.latency.p99} ms (target < 50 ms: ${p99Met ? 'met' : 'NOT met'})`);
    }
    console.log('');
    console.log(`bench:api: ${allMet ? 'every target met' : 'some targets NOT met'}`);
  } finally {
    await server.stop();
  }
}

const FEED_DATABASES: readonly FeedBenchDatabase[] = ['both', 'pglite', 'postgres'];

/** `-- --feed [--scale 1] [--data DIR] [--database both|pglite|postgres]`: the community feed and search at scale (scripts/lib/bench-feed.ts, docs/bench-feed.md). */
function feedOptions() {
  const { values } = parseArgs({
    options: {
      feed: { type: 'boolean' },
      scale: { type: 'string', default: process.env.BENCH_SEED_SCALE ?? '1' },
      data: { type: 'string' },
      database: { type: 'string', default: 'both' },
    },
  });
  const scale = Number(values.scale);
  if (!(scale > 0 && scale <= MAX_SEED_SCALE)) throw new Error(`--scale must be a number above 0 and at most ${MAX_SEED_SCALE}, got ${values.scale}`);
  const database = values.database as FeedBenchDatabase;
  if (!FEED_DATABASES.includes(database)) throw new Error(`--database must be one of ${FEED_DATABASES.join(', ')}, got ${values.database}`);
  return { scale, database, seconds: DURATION_S, connections: CONNECTIONS, port: PORT, ...(values.data ? { data: resolve(values.data) } : {}) };
}

const feed = process.argv.includes('--feed');
(feed ? Promise.resolve().then(() => runFeedBench(feedOptions())) : main()).then(
  // PGlite may keep the event loop alive after it is closed.
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench:api failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
