/**
 * npm run bench:scores [-- --clients 2000 --matches 50 --per-client 5 --seconds 60 --workers <cores> --spread]
 *
 * Live-score push (issue 13, docs/bench-scores.md): the time from the server clock reaching a
 * match's change (a minute, a goal, a card, a kickoff, a final whistle) to its delivery at the
 * clients, and what never arrived.
 *   1. This server (server/src/server.ts) starts on a fresh PGlite DATA_DIR, which it migrates and
 *      seeds, and stops; the bench then moves `--matches` football fixtures of the seed's past days
 *      so they are in play now (kickoffs on whole minutes, like the seed's; each match's minutes turn
 *      from its first whistle, 0–29 s later; `--spread` puts the kickoffs on different seconds
 *      instead) and starts the server again on that data at the real clock.
 *   2. `--clients` sockets in child processes (scripts/bench-scores/swarm.ts, one per core)
 *      subscribe each to /topic/scores.live and to `--per-client` of the moved matches' topics
 *      (spread evenly), and wait for their snapshots.
 *   3. For `--seconds`, every change a client receives is timed: receive time − the change's `at`
 *      (the server clock's instant, the host's wall clock). Then the changes that should have
 *      come in that window are computed from the fixtures' rows with the server's own
 *      server/src/scores/timeline.ts and compared with what each client got.
 * Prints p50/p99/max, goals apart, changes lost and duplicated, against the targets (p99 < 200 ms,
 * nothing lost). A benchmark, not a test: it exits 0 whatever the figures, 1 only when it cannot run.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { and, asc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import { cpuSeconds, forkChild, nextMessage, startBenchServer, type BenchServer } from './lib/bench-server.ts';
import { openDatabase } from '../server/src/db/connect.ts';
import { sportsFixtures, sportsMatchEvents } from '../server/src/db/schema.ts';
import { durationMinutes } from '../server/src/sports/match-clock.ts';
import { changePoints, type MatchInput } from '../server/src/scores/timeline.ts';
import { Histogram, wallMs, type SwarmCommand, type SwarmReport } from './bench-scores/protocol.ts';

const CONNECT_PHASE_TIMEOUT_MS = 10 * 60_000;
/** Changes after the window's end still on their way: the clients wait this long before reporting. */
const DRAIN_MS = 3_000;
/** Between the last client ready and the window's start. */
const SETTLE_MS = 2_000;
const MINUTE = 60_000;
const TARGETS = { p99Ms: 200, lost: 0 };

interface Options {
  clients: number;
  matches: number;
  perClient: number;
  seconds: number;
  workers: number;
  spread: boolean;
}

function options(): Options {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '2000' },
      matches: { type: 'string', default: '50' },
      'per-client': { type: 'string', default: '5' },
      seconds: { type: 'string', default: '60' },
      workers: { type: 'string', default: String(Math.max(1, availableParallelism())) },
      spread: { type: 'boolean', default: false },
    },
  });
  const whole = (name: string, text: string, min: number, max: number) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}, got "${text}"`);
    return n;
  };
  const matches = whole('matches', values.matches, 1, 400);
  return {
    clients: whole('clients', values.clients, 1, 100_000),
    matches,
    perClient: whole('per-client', values['per-client'], 0, Math.min(50, matches)),
    seconds: whole('seconds', values.seconds, 5, 3600),
    workers: whole('workers', values.workers, 1, 64),
    spread: values.spread,
  };
}


/**
 * Moves `count` finished football fixtures so they are in play now: kickoffs 2 to 44 minutes ago
 * on whole minutes (or on different seconds with `spread`). Answers their ids.
 */
async function stageMatches(dataDir: string, count: number, spread: boolean): Promise<number[]> {
  const database = await openDatabase({ kind: 'pglite-files', dataDir });
  try {
    const now = Date.now();
    const rows = await database.db
      .select({ id: sportsFixtures.id, timeline: sportsFixtures.timeline })
      .from(sportsFixtures)
      .where(and(eq(sportsFixtures.sport, 'football'), eq(sportsFixtures.state, 'normal'), lt(sportsFixtures.endsAt, new Date(now - 24 * 60 * MINUTE))))
      .orderBy(asc(sportsFixtures.id))
      .limit(count);
    if (rows.length < count) throw new Error(`only ${rows.length} finished football fixtures to move, ${count} asked`);
    const minute = Math.floor(now / MINUTE) * MINUTE;
    await database.db.transaction(async (tx) => {
      for (const [i, row] of rows.entries()) {
        const kickoff = spread ? Math.floor(now / 1000) * 1000 - (120 + i * 47) * 1000 : minute - (2 + ((i * 37) % 43)) * MINUTE;
        await tx
          .update(sportsFixtures)
          .set({ kickoffAt: new Date(kickoff), endsAt: new Date(kickoff + durationMinutes(row.timeline) * MINUTE) })
          .where(eq(sportsFixtures.id, row.id));
      }
    });
    return rows.map((r) => r.id);
  } finally {
    await database.close();
  }
}

/** Every fixture in play at some point of [from, to], as the server reads it (the live topic's expected changes). */
async function fixturesBetween(dataDir: string, from: number, to: number): Promise<MatchInput[]> {
  const database = await openDatabase({ kind: 'pglite-files', dataDir });
  try {
    const rows = await database.db
      .select()
      .from(sportsFixtures)
      .where(and(eq(sportsFixtures.state, 'normal'), lte(sportsFixtures.kickoffAt, new Date(to)), gte(sportsFixtures.endsAt, new Date(from))));
    const events = rows.length
      ? await database.db.select().from(sportsMatchEvents).where(inArray(sportsMatchEvents.fixtureId, rows.map((r) => r.id)))
      : [];
    return rows.map((f) => ({
      id: f.id,
      sport: f.sport,
      kickoffAt: f.kickoffAt,
      state: f.state,
      timeline: f.timeline,
      events: events
        .filter((e) => e.fixtureId === f.id)
        .map((e) => ({ id: e.id, atSecond: e.atSecond, minute: e.minute, extra: e.extra, side: e.side, type: e.type, playerId: e.playerId, relatedPlayerId: e.relatedPlayerId })),
    }));
  } finally {
    await database.close();
  }
}

interface Result {
  reached: number;
  failed: number;
  firstError: string | null;
  expectedLive: number;
  expectedMatch: number;
  goalsInWindow: number;
  received: number;
  lost: number;
  duplicates: number;
  disconnected: number;
  p50: number;
  p99: number;
  max: number;
  goalP50: number;
  goalP99: number;
  goalMax: number;
  goalDeliveries: number;
  bytesPerSecond: number;
  serverCpu: number | null;
  clientsCpu: number | null;
  windowFrom: number;
}

async function measure(opts: Options): Promise<Result> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scores-'));
  const env = { DATA_DIR: dataDir, CHAT_SOCKETS_PER_ADDRESS: '1000000' };
  let server: BenchServer | null = null;
  const workers: ChildProcess[] = [];
  try {
    console.log('seeding a fresh database (first start of the server)…');
    server = await startBenchServer({ env });
    await server.stop();
    server = null;
    const matchIds = await stageMatches(dataDir, opts.matches, opts.spread);
    // Read now, while no server holds the data (PGlite has one process at a time): every fixture in
    // play at some point until well after the run.
    const inputs = await fixturesBetween(dataDir, Date.now(), Date.now() + opts.seconds * 1000 + 20 * MINUTE);
    console.log(`${matchIds.length} fixtures moved into play (kickoffs ${opts.spread ? 'on different seconds' : 'on whole minutes'}); starting the server on them…`);
    server = await startBenchServer({ env });

    const count = Math.min(opts.workers, opts.clients);
    for (let i = 0; i < count; i++) workers.push(forkChild('scripts/bench-scores/swarm.ts'));
    // Client k follows matches k·p … k·p + p − 1 (mod the matches): each match has clients × p / matches subscribers.
    const plans = Array.from({ length: opts.clients }, (_, k) => Array.from({ length: opts.perClient }, (_, j) => matchIds[(k * opts.perClient + j) % matchIds.length]!));
    const started = Date.now();
    const connected = await Promise.all(
      workers.map((worker, w) => {
        const answer = nextMessage<SwarmReport, 'connected'>(worker, 'connected', CONNECT_PHASE_TIMEOUT_MS, 'clients connect');
        worker.send({ type: 'connect', base: server!.base, clients: plans.filter((_, k) => k % workers.length === w) } satisfies SwarmCommand);
        return answer;
      }),
    );
    const reached = connected.reduce((sum, c) => sum + c.connected, 0);
    const failed = connected.reduce((sum, c) => sum + c.failed, 0);
    const firstError = connected.find((c) => c.firstError)?.firstError ?? null;
    console.log(`${reached}/${opts.clients} clients subscribed (scores.live + ${opts.perClient} matches each) after ${((Date.now() - started) / 1000).toFixed(1)} s${failed ? ` (${failed} failed: ${firstError})` : ''}`);

    const from = Math.ceil(wallMs() + SETTLE_MS);
    const to = from + opts.seconds * 1000;
    for (const worker of workers) worker.send({ type: 'measure', from, to } satisfies SwarmCommand);
    const serverCpuBefore = cpuSeconds(server.process.pid);
    const clientsCpuBefore = workers.map((w) => cpuSeconds(w.pid));
    console.log(`measuring for ${opts.seconds} s…`);
    await new Promise((resolve) => setTimeout(resolve, to + DRAIN_MS - wallMs()));
    const serverCpuAfter = cpuSeconds(server.process.pid);
    const clientsCpuAfter = workers.map((w) => cpuSeconds(w.pid));

    // What should have come: every change point in the window, of every match in play (live topic)
    // and of each followed match (its topic).
    const live: Array<[number, number]> = [];
    const matches: Record<number, number[]> = {};
    let goalsInWindow = 0;
    for (const input of inputs) {
      for (const point of changePoints(input)) {
        if (point.at < from || point.at > to) continue;
        live.push([input.id, point.seq]);
        if (matchIds.includes(input.id)) (matches[input.id] ??= []).push(point.seq);
        if (point.events.some((e) => e.type === 'goal' || e.type === 'penalty' || e.type === 'own_goal')) goalsInWindow++;
      }
    }
    const results = await Promise.all(
      workers.map((worker) => {
        const answer = nextMessage<SwarmReport, 'result'>(worker, 'result', 60_000, 'clients report');
        worker.send({ type: 'report', live, matches } satisfies SwarmCommand);
        return answer;
      }),
    );
    const histogram = new Histogram();
    const goals = new Histogram();
    for (const r of results) {
      histogram.merge(r.histogram, r.maxLatencyMs);
      goals.merge(r.goalHistogram, r.goalMaxMs);
    }
    const windowS = (to - from) / 1000;
    const share = (before: number | null, after: number | null) => (before === null || after === null ? null : (after - before) / (windowS + DRAIN_MS / 1000));
    const clientsCpu = clientsCpuBefore.every((c) => c !== null) && clientsCpuAfter.every((c) => c !== null)
      ? clientsCpuAfter.reduce<number>((sum, c, i) => sum + c! - clientsCpuBefore[i]!, 0) / (windowS + DRAIN_MS / 1000)
      : null;
    const expectedMatch = plans.reduce((sum, plan) => sum + plan.reduce((s, id) => s + (matches[id]?.length ?? 0), 0), 0);
    return {
      reached,
      failed,
      firstError,
      expectedLive: live.length,
      expectedMatch,
      goalsInWindow,
      received: results.reduce((sum, r) => sum + r.received, 0),
      // A client that could not subscribe got none of the live topic's changes.
      lost: results.reduce((sum, r) => sum + r.lost, 0) + failed * live.length,
      duplicates: results.reduce((sum, r) => sum + r.duplicates, 0),
      disconnected: results.reduce((sum, r) => sum + r.disconnected, 0),
      p50: histogram.quantile(0.5),
      p99: histogram.quantile(0.99),
      max: histogram.max,
      goalP50: goals.quantile(0.5),
      goalP99: goals.quantile(0.99),
      goalMax: goals.max,
      goalDeliveries: goals.total,
      bytesPerSecond: results.reduce((sum, r) => sum + r.bytes, 0) / windowS,
      serverCpu: share(serverCpuBefore, serverCpuAfter),
      clientsCpu,
      windowFrom: from,
    };
  } finally {
    for (const worker of workers) if (worker.connected) worker.send({ type: 'exit' } satisfies SwarmCommand);
    await Promise.all(workers.map((w) => new Promise<void>((resolve) => (w.exitCode !== null ? resolve() : w.once('exit', () => resolve())))));
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(1) : Math.round(n)} ms` : '–');
const pct = (n: number | null) => (n === null ? '–' : `${Math.round(n * 100)}%`);
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

function print(opts: Options, r: Result): void {
  const expected = r.expectedLive * r.reached + r.expectedMatch;
  console.log(`\nbench:scores — ${int(opts.clients)} sockets on /topic/scores.live and ${opts.perClient} of ${opts.matches} live matches each, ${opts.seconds} s, ${opts.workers} client processes`);
  console.log(`changes in the window: ${int(r.expectedLive)} on /topic/scores.live (every match in play; ${int(r.goalsInWindow)} with a goal), ${int(r.expectedMatch)} deliveries due on match topics`);
  const header = ['', 'clients', 'due', 'delivered', 'p50', 'p99', 'max', 'lost', 'dup', 'server CPU', 'clients CPU'];
  const row = ['this server (/websocket)', `${int(r.reached)}/${int(opts.clients)}`, int(expected), int(r.received), ms(r.p50), ms(r.p99), ms(r.max), int(r.lost), int(r.duplicates), pct(r.serverCpu), pct(r.clientsCpu)];
  const goalRow = ['  goals only (match topics)', '', '', int(r.goalDeliveries), ms(r.goalP50), ms(r.goalP99), ms(r.goalMax), '', '', '', ''];
  const widths = header.map((h, i) => Math.max(h.length, row[i]!.length, goalRow[i]!.length));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(line(row));
  console.log(line(goalRow));
  console.log(`about ${int(r.bytesPerSecond / 1024)} KiB/s of pushed frames reached the clients`);
  if (r.failed) console.log(`${r.failed} clients could not subscribe (${r.firstError}); their changes count as lost`);
  if (r.disconnected) console.log(`${r.disconnected} clients were disconnected during the run`);
  console.log('\ntargets');
  console.log(`  p99 server clock → client   ${ms(r.p99)}   (target < ${TARGETS.p99Ms} ms: ${met(r.p99 < TARGETS.p99Ms)})`);
  console.log(`  changes lost                 ${int(r.lost)}   (target ${TARGETS.lost}: ${met(r.lost === TARGETS.lost)})`);
}

async function main(): Promise<void> {
  const opts = options();
  print(opts, await measure(opts));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
