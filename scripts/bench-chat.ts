/**
 * npm run bench:chat [-- --clients 2000 --senders 10 --rate 20 --seconds 20 --workers <cores>]
 *
 * Chat fan-out in one room (issue 6, docs/bench-chat.md): N receiving clients, K senders at a fixed
 * rate each for a fixed time, against, one after the other in this run,
 *   (a) this server (server/src/server.ts on a free port, a temporary PGlite DATA_DIR, HTTP rate
 *       limits lifted and CHAT_RATE_LIMIT=off); receivers are guests, senders seeded members,
 *       all subscribed to /topic/chatroom.live-<roomId> of a live room of today,
 *   (b) a minimal Socket.IO server broadcasting to one room (scripts/bench-chat/socketio-server.ts),
 *   (c) a bare ws broadcast loop (scripts/bench-chat/ws-server.ts).
 * Each server runs in its own process, the receivers in one child process per core (swarm.ts), the
 * senders in another (senders.ts). Every message carries its send time on the host's monotonic
 * clock; latency = receive time − send time at each client. Prints delivered messages/s, p50/p99
 * latency, messages lost, and the ratios with their targets. A benchmark, not a test: it fails
 * only when it cannot run.
 */
import type { ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { cpuSeconds, forkChild, nextMessage, signIn, startBenchServer, stopProcess, todaysSchedule } from './lib/bench-server.ts';
import { Histogram, type SenderCommand, type SenderReport, type ServerReady, type SwarmCommand, type SwarmReport, type Target, type TargetKind } from './bench-chat/protocol.ts';

const START_TIMEOUT_MS = 5 * 60_000;
const CONNECT_PHASE_TIMEOUT_MS = 5 * 60_000;
const DRAIN_QUIET_MS = 5_000;
const DRAIN_MAX_MS = 60_000;
const PASSWORD = 'matkhau123';
const FIRST_MEMBER = 100;
const LAST_MEMBER = 399;

const TARGETS = { throughputVsSocketIo: 2, throughputVsWs: 0.8, p99Ms: 100 };

const LABELS: Record<TargetKind, string> = {
  chat: 'this server (/websocket, stored)',
  socketio: 'Socket.IO 4.8 (room broadcast)',
  ws: 'bare ws (broadcast loop)',
};

interface Options {
  clients: number;
  senders: number;
  rate: number;
  seconds: number;
  workers: number;
  only: TargetKind[];
}

interface Result {
  kind: TargetKind;
  reached: number;
  failed: number;
  firstError: string | null;
  sent: number;
  acked: number;
  refused: Record<string, number>;
  /** Sender sockets the server closed during the run, by code and reason. */
  sendersClosed: Record<string, number>;
  ackP50: number;
  ackP99: number;
  delivered: number;
  lost: number;
  disconnected: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  serverCpu: number | null;
  swarmCpu: number | null;
}

function options(): Options {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '2000' },
      senders: { type: 'string', default: '10' },
      rate: { type: 'string', default: '20' },
      seconds: { type: 'string', default: '20' },
      workers: { type: 'string', default: String(Math.max(1, availableParallelism())) },
      only: { type: 'string', default: 'chat,socketio,ws' },
    },
  });
  const whole = (name: string, text: string, max: number) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be a whole number from 1 to ${max}, got "${text}"`);
    return n;
  };
  const only = values.only.split(',').map((s) => s.trim()) as TargetKind[];
  for (const kind of only) if (!(kind in LABELS)) throw new Error(`--only takes chat, socketio, ws; got "${kind}"`);
  return {
    clients: whole('clients', values.clients, 100_000),
    senders: whole('senders', values.senders, LAST_MEMBER - FIRST_MEMBER + 1),
    rate: whole('rate', values.rate, 1000),
    seconds: whole('seconds', values.seconds, 3600),
    workers: whole('workers', values.workers, 64),
    only,
  };
}

/** A room that is live now (today's schedule, status 2). */
async function liveRoomId(base: string): Promise<number> {
  const row = (await todaysSchedule<{ status: number; roomId: number }>(base)).find((r) => r.status === 2);
  if (!row) throw new Error('no live room in the schedule of today');
  return row.roomId;
}

async function memberToken(base: string, username: string): Promise<string> {
  return (await signIn(base, username, PASSWORD)).token;
}

interface Started {
  process: ChildProcess;
  target: Target;
  tokens: string[];
  stop: () => Promise<void>;
}

async function startChatServer(opts: Options): Promise<Started> {
  const server = await startBenchServer({ env: { CHAT_RATE_LIMIT: 'off' } });
  try {
    const roomId = await liveRoomId(server.base);
    const tokens: string[] = [];
    for (let i = 0; i < opts.senders; i++) tokens.push(await memberToken(server.base, `member${FIRST_MEMBER + i}`));
    return { process: server.process, target: { kind: 'chat', base: server.base, topic: `/topic/chatroom.live-${roomId}` }, tokens, stop: server.stop };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function startBaseline(kind: 'socketio' | 'ws'): Promise<Started> {
  const child = forkChild(`scripts/bench-chat/${kind === 'ws' ? 'ws-server.ts' : 'socketio-server.ts'}`);
  const ready = await nextMessage<ServerReady, 'listening'>(child, 'listening', START_TIMEOUT_MS, `${kind} server`);
  return { process: child, target: { kind, base: `http://127.0.0.1:${ready.port}`, topic: '/topic/chatroom.bench' }, tokens: [], stop: () => stopProcess(child) };
}

async function measure(kind: TargetKind, opts: Options): Promise<Result> {
  console.log(`\n${LABELS[kind]}: starting…`);
  const server = kind === 'chat' ? await startChatServer(opts) : await startBaseline(kind);
  const workers = Array.from({ length: Math.min(opts.workers, opts.clients) }, () => forkChild('scripts/bench-chat/swarm.ts'));
  const senders = forkChild('scripts/bench-chat/senders.ts');
  try {
    const connectStarted = Date.now();
    const shares = workers.map((_, i) => Math.floor(opts.clients / workers.length) + (i < opts.clients % workers.length ? 1 : 0));
    const connected = await Promise.all(
      workers.map((worker, i) => {
        const answer = nextMessage<SwarmReport, 'connected'>(worker, 'connected', CONNECT_PHASE_TIMEOUT_MS, 'swarm connect');
        worker.send({ type: 'connect', target: server.target, clients: shares[i]! } satisfies SwarmCommand);
        return answer;
      }),
    );
    const reached = connected.reduce((sum, c) => sum + c.connected, 0);
    const failed = connected.reduce((sum, c) => sum + c.failed, 0);
    const firstError = connected.find((c) => c.firstError)?.firstError ?? null;
    console.log(`  ${reached}/${opts.clients} clients in the room after ${((Date.now() - connectStarted) / 1000).toFixed(1)} s${failed ? ` (${failed} failed: ${firstError})` : ''}`);

    const sendersReady = nextMessage<SenderReport, 'connected'>(senders, 'connected', CONNECT_PHASE_TIMEOUT_MS, 'senders connect');
    senders.send({ type: 'connect', target: server.target, senders: opts.senders, tokens: server.tokens } satisfies SenderCommand);
    const sendersConnected = await sendersReady;
    if (sendersConnected.connected < opts.senders) throw new Error(`only ${sendersConnected.connected}/${opts.senders} senders connected: ${sendersConnected.firstError}`);

    const serverCpuBefore = cpuSeconds(server.process.pid);
    const swarmCpuBefore = workers.map((w) => cpuSeconds(w.pid));
    console.log(`  sending for ${opts.seconds} s…`);
    const sentAnswer = nextMessage<SenderReport, 'sent'>(senders, 'sent', (opts.seconds + 120) * 1000, 'senders');
    senders.send({ type: 'start', rate: opts.rate, seconds: opts.seconds } satisfies SenderCommand);
    const sent = await sentAnswer;

    const results = await Promise.all(
      workers.map((worker) => {
        const answer = nextMessage<SwarmReport, 'result'>(worker, 'result', DRAIN_MAX_MS + 30_000, 'swarm drain');
        worker.send({ type: 'drain', expected: sent.sent, quietMs: DRAIN_QUIET_MS, maxMs: DRAIN_MAX_MS } satisfies SwarmCommand);
        return answer;
      }),
    );
    const serverCpuAfter = cpuSeconds(server.process.pid);
    const swarmCpuAfter = workers.map((w) => cpuSeconds(w.pid));

    const acks = new Histogram();
    acks.merge(sent.ackHistogram, sent.ackMaxMs);
    const histogram = new Histogram();
    for (const r of results) histogram.merge(r.histogram, r.maxLatencyMs);
    const delivered = results.reduce((sum, r) => sum + r.received, 0);
    const lastReceive = Math.max(...results.map((r) => r.lastReceiveMs));
    const windowS = Math.max(sent.endedMs, lastReceive) / 1000 - sent.startedMs / 1000;
    const cpuShare = (before: number | null, after: number | null) => (before === null || after === null ? null : (after - before) / windowS);
    const swarmCpu = swarmCpuBefore.every((c) => c !== null) && swarmCpuAfter.every((c) => c !== null)
      ? swarmCpuAfter.reduce<number>((sum, c, i) => sum + c! - swarmCpuBefore[i]!, 0) / windowS
      : null;
    return {
      kind,
      reached,
      failed,
      firstError,
      sent: sent.sent,
      acked: sent.acked,
      refused: sent.refused,
      sendersClosed: sent.closed,
      ackP50: acks.quantile(0.5),
      ackP99: acks.quantile(0.99),
      delivered,
      lost: results.reduce((sum, r) => sum + r.lost, 0),
      disconnected: results.reduce((sum, r) => sum + r.disconnected, 0),
      perSecond: windowS > 0 ? delivered / windowS : 0,
      p50: histogram.quantile(0.5),
      p99: histogram.quantile(0.99),
      max: histogram.max,
      serverCpu: cpuShare(serverCpuBefore, serverCpuAfter),
      swarmCpu,
    };
  } finally {
    for (const worker of workers) if (worker.connected) worker.send({ type: 'exit' } satisfies SwarmCommand);
    if (senders.connected) senders.send({ type: 'exit' } satisfies SenderCommand);
    await Promise.all([...workers, senders].map(stopProcess));
    await server.stop();
  }
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(1) : Math.round(n)} ms` : '–');
const pct = (n: number | null) => (n === null ? '–' : `${Math.round(n * 100)}%`);
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

function print(opts: Options, results: Result[]): void {
  const offered = opts.senders * opts.rate * opts.clients;
  console.log(`\nbench:chat — ${int(opts.clients)} clients, ${opts.senders} senders × ${opts.rate} msg/s for ${opts.seconds} s in one room`);
  console.log(`offered load ${int(offered)} deliveries/s (${int(opts.senders * opts.rate)} msg/s × ${int(opts.clients)} clients); ${opts.workers} client processes`);
  const header = ['', 'clients', 'sent', 'delivered/s', 'p50', 'p99', 'max', 'lost', 'server CPU', 'clients CPU'];
  const rows = results.map((r) => [
    LABELS[r.kind],
    `${int(r.reached)}/${int(opts.clients)}`,
    int(r.sent),
    int(r.perSecond),
    ms(r.p50),
    ms(r.p99),
    ms(r.max),
    int(r.lost),
    pct(r.serverCpu),
    pct(r.swarmCpu),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const r of results) {
    const notes: string[] = [];
    if (r.failed) notes.push(`${r.failed} clients could not connect (${r.firstError})`);
    if (r.disconnected) notes.push(`${r.disconnected} clients were disconnected during the run`);
    const refused = Object.entries(r.refused);
    if (r.kind === 'chat') {
      notes.push(`${int(r.acked)} of ${int(r.sent)} sends acknowledged (stored), send → ack p50 ${ms(r.ackP50)}, p99 ${ms(r.ackP99)}`);
      if (refused.length) notes.push(`refused: ${refused.map(([code, n]) => `${code} ${n}`).join(', ')}`);
    }
    const closed = Object.entries(r.sendersClosed);
    if (closed.length) notes.push(`sender sockets closed by the server: ${closed.map(([why, n]) => `${n}× ${why}`).join(', ')}`);
    if (notes.length) console.log(`  ${LABELS[r.kind]}: ${notes.join('; ')}`);
  }

  const chat = results.find((r) => r.kind === 'chat');
  if (!chat) return;
  console.log('\ntargets (this server)');
  const socketIo = results.find((r) => r.kind === 'socketio');
  const ws = results.find((r) => r.kind === 'ws');
  // While both servers of a pair keep up, both deliver the offered load and the ratio is about 1×.
  const keptUp = (r: Result) => r.lost === 0 && r.perSecond >= 0.95 * offered;
  const bothKeptUp = (other: Result) => (keptUp(chat) && keptUp(other) ? '; both kept up with the offered load' : '');
  if (socketIo) {
    const ratio = chat.perSecond / socketIo.perSecond;
    console.log(`  throughput ÷ Socket.IO  ${ratio.toFixed(2)}×   (target ≥ ${TARGETS.throughputVsSocketIo}×: ${met(ratio >= TARGETS.throughputVsSocketIo)}${bothKeptUp(socketIo)})`);
  }
  if (ws) {
    const ratio = chat.perSecond / ws.perSecond;
    console.log(`  throughput ÷ bare ws    ${ratio.toFixed(2)}×   (target ≥ ${TARGETS.throughputVsWs}×: ${met(ratio >= TARGETS.throughputVsWs)}${bothKeptUp(ws)})`);
  }
  console.log(`  p99 latency             ${ms(chat.p99)}   (target < ${TARGETS.p99Ms} ms: ${met(chat.p99 < TARGETS.p99Ms)})`);
  const lostAll = chat.lost + chat.failed * chat.sent;
  console.log(`  messages lost           ${int(lostAll)}   (target 0: ${met(lostAll === 0)})`);
  if (chat.reached < opts.clients) console.log(`  only ${int(chat.reached)} of ${int(opts.clients)} clients were reached; the figures are for those.`);
}

async function main(): Promise<void> {
  const opts = options();
  const results: Result[] = [];
  for (const kind of opts.only) results.push(await measure(kind, opts));
  print(opts, results);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
