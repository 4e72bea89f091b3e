/**
 * bench:api — autocannon against GET /live/api/schedule/liveSchedule (today, pageSize=200) and
 * against a static JSON file of the same size served by the same server, in one run. Prints both
 * requests/s and p99 latencies and their ratio (target: ratio ≥ 0.5, p99 < 50 ms at 50 connections
 * on PGlite). A benchmark that prints figures, not a test: it fails only when it cannot run.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchToday, startBenchServer, todaysScheduleUrl } from './lib/bench-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8097);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

function run(url: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { 'x-language': 'vi' } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function main(): Promise<void> {
  console.log('bench:api: starting the server on PGlite (first start migrates and seeds)…');
  const server = await startBenchServer({ port: PORT, stdout: 'inherit' });
  const { base, staticDir } = server;
  try {
    const date = benchToday();
    const apiUrl = todaysScheduleUrl(base);
    const sample = await fetch(apiUrl, { headers: { 'x-language': 'vi' } });
    if (!sample.ok) throw new Error(`liveSchedule answered ${sample.status}`);
    const body = await sample.text();
    const rows = (JSON.parse(body) as { data: { list: unknown[] } }).data.list.length;
    writeFileSync(join(staticDir, 'bench-schedule.json'), body);
    const staticUrl = `${base}/bench-schedule.json`;

    console.log(`bench:api: ${CONNECTIONS} connections, ${DURATION_S} s each; liveSchedule ${date}: ${rows} rows, ${body.length} bytes`);
    await run(apiUrl); // warm-up of caches and the JIT, not reported
    const api = await run(apiUrl);
    const file = await run(staticUrl);
    const line = (name: string, r: autocannon.Result) =>
      `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
    console.log('');
    console.log(line('liveSchedule (API, PGlite)', api));
    console.log(line('static JSON, same size', file));
    const ratio = api.requests.average / file.requests.average;
    console.log('');
    console.log(`ratio API / static   ${ratio.toFixed(2)} (target ≥ 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'})`);
    console.log(`API p99              ${api.latency.p99} ms (target < 50 ms: ${api.latency.p99 < 50 ? 'met' : 'NOT met'})`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:api failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
