/**
 * The clients of `npm run bench:scores`, in a child process of their own (the orchestrator starts
 * one per core). Each client is a bare `ws` socket on /websocket (anonymous: no token, as a visitor
 * reading scores may be) subscribed to /topic/scores.live and a few match topics; it is ready once
 * every snapshot came. While measuring, each change a client receives with `at` in the window is
 * noted once (duplicates counted) with its latency, receive time − at, on the host's wall clock.
 */
import { CONNECT_TIMEOUT_MS, pool, readiness, wsBase } from '../bench-chat/clients.ts';
import { Histogram, LIVE_TOPIC, matchTopic, readPushed, wallMs, type SwarmCommand, type SwarmReport } from './protocol.ts';

const CONNECT_CONCURRENCY = 50;

interface Client {
  matches: number[];
  /** "topic id:seq" of the changes received in the window. */
  seen: Set<string>;
  duplicates: number;
  closed: boolean;
}

const clients: Client[] = [];
const histogram = new Histogram();
const goals = new Histogram();
let window: { from: number; to: number } | null = null;
let bytes = 0;

const report = (message: SwarmReport) => process.send?.(message);

/** Frames received and not read yet: a client notes the time and moves on, the reading waits (so that 1 000 sockets reading a burst do not delay each other's receive times). */
const unread: Array<{ client: Client; data: Buffer; received: number }> = [];

function onFrame(client: Client, data: Buffer): void {
  if (!window) return;
  if (unread.length === 0) setImmediate(readAll);
  unread.push({ client, data, received: wallMs() });
}

function readAll(): void {
  for (const { client, data, received } of unread.splice(0)) read(client, data, received);
}

function read(client: Client, data: Buffer, received: number): void {
  if (!window) return;
  const frame = readPushed(data.toString('utf8'));
  if (!frame || frame.snapshot || frame.at < window.from || frame.at > window.to) return;
  bytes += data.length;
  const latency = received - frame.at;
  for (const [staticId, seq] of frame.changes) {
    const key = frame.kind === 'scores' ? `L${staticId}:${seq}` : `M${staticId}:${seq}`;
    if (client.seen.has(key)) {
      client.duplicates++;
      continue;
    }
    client.seen.add(key);
    histogram.add(latency);
    if (frame.goal) goals.add(latency);
  }
}

function connect(base: string, matches: number[]): Promise<Client> {
  const client: Client = { matches, seen: new Set(), duplicates: 0, closed: false };
  const topics = [LIVE_TOPIC, ...matches.map(matchTopic)];
  return new Promise((resolve, reject) => {
    const socket = readiness(`${wsBase(base)}/websocket`, `no snapshots within ${CONNECT_TIMEOUT_MS / 1000}s`, reject);
    const { ws, fail } = socket;
    let waiting = topics.length;
    ws.on('message', (data: Buffer) => {
      if (socket.ready) return onFrame(client, data);
      const text = data.toString('utf8');
      if (text.startsWith('{"type":"welcome"')) {
        for (const topic of topics) ws.send(Buffer.from(JSON.stringify({ type: 'sub', topic, ref: topic })), { binary: true });
      } else if (text.startsWith('{"type":"error"')) {
        fail(new Error(`the server refused a subscription: ${text.slice(0, 200)}`));
      } else if (readPushed(text)?.snapshot && --waiting === 0) {
        socket.succeed(() => resolve(client));
      }
    });
    ws.on('error', (error) => fail(error));
    ws.on('close', () => {
      client.closed = true;
      if (!socket.ready) fail(new Error('closed before it was ready'));
    });
  });
}

async function connectAll(command: Extract<SwarmCommand, { type: 'connect' }>): Promise<void> {
  let failed = 0;
  let firstError: string | null = null;
  await pool(command.clients.length, CONNECT_CONCURRENCY, async (i) => {
    try {
      clients.push(await connect(command.base, command.clients[i]!));
    } catch (error) {
      failed++;
      firstError ??= error instanceof Error ? error.message : String(error);
    }
  });
  report({ type: 'connected', connected: clients.length, failed, firstError });
}

function result(command: Extract<SwarmCommand, { type: 'report' }>): void {
  readAll();
  let lost = 0;
  let received = 0;
  for (const client of clients) {
    received += client.seen.size;
    for (const [staticId, seq] of command.live) if (!client.seen.has(`L${staticId}:${seq}`)) lost++;
    for (const id of client.matches) for (const seq of command.matches[id] ?? []) if (!client.seen.has(`M${id}:${seq}`)) lost++;
  }
  report({
    type: 'result',
    clients: clients.length,
    received,
    lost,
    duplicates: clients.reduce((sum, c) => sum + c.duplicates, 0),
    disconnected: clients.filter((c) => c.closed).length,
    histogram: histogram.toPairs(),
    maxLatencyMs: histogram.max,
    goalHistogram: goals.toPairs(),
    goalMaxMs: goals.max,
    bytes,
  });
}

process.on('message', (command: SwarmCommand) => {
  if (command.type === 'connect') void connectAll(command);
  else if (command.type === 'measure') window = { from: command.from, to: command.to };
  else if (command.type === 'report') result(command);
  else process.exit(0);
});
process.on('disconnect', () => process.exit(0));
