/**
 * The receiving clients of `npm run bench:chat`, in a child process of their own (the orchestrator
 * starts one per core). Connects its share of the clients (chat server: each with its own guest
 * token), then for every bench message a client receives records receive time − send time. On
 * `drain` it waits until each client has the expected count (or nothing arrives for a while) and
 * reports counts and the latency histogram.
 */
import { connectClient, guestToken, pool } from './clients.ts';
import { Histogram, monoMs, sentTimesOf, type SwarmCommand, type SwarmReport } from './protocol.ts';

const CONNECT_CONCURRENCY = 50;

interface Client {
  received: number;
  closed: boolean;
}

const clients: Client[] = [];
const histogram = new Histogram();
let firstReceiveMs = Infinity;
let lastReceiveMs = -Infinity;

const report = (message: SwarmReport) => process.send?.(message);

async function connectAll(command: Extract<SwarmCommand, { type: 'connect' }>): Promise<void> {
  let failed = 0;
  let firstError: string | null = null;
  await pool(command.clients, CONNECT_CONCURRENCY, async () => {
    const client: Client = { received: 0, closed: false };
    try {
      const token = command.target.kind === 'chat' ? await guestToken(command.target.base) : null;
      await connectClient(
        command.target,
        token,
        (frame) => {
          const sentTimes = sentTimesOf(frame);
          if (sentTimes.length === 0) return;
          const now = monoMs();
          client.received += sentTimes.length;
          for (const sentAt of sentTimes) histogram.add(now - sentAt);
          if (now < firstReceiveMs) firstReceiveMs = now;
          lastReceiveMs = now;
        },
        () => {
          client.closed = true;
        },
      );
      clients.push(client);
    } catch (error) {
      failed++;
      firstError ??= error instanceof Error ? error.message : String(error);
    }
  });
  report({ type: 'connected', connected: clients.length, failed, firstError });
}

function drain(command: Extract<SwarmCommand, { type: 'drain' }>): void {
  const started = Date.now();
  let lastTotal = -1;
  let lastProgress = Date.now();
  const check = () => {
    const total = clients.reduce((sum, c) => sum + c.received, 0);
    if (total !== lastTotal) {
      lastTotal = total;
      lastProgress = Date.now();
    }
    const complete = clients.every((c) => c.closed || c.received >= command.expected);
    const now = Date.now();
    if (!complete && now - lastProgress < command.quietMs && now - started < command.maxMs) return void setTimeout(check, 50);
    report({
      type: 'result',
      clients: clients.length,
      received: total,
      lost: clients.reduce((sum, c) => sum + Math.max(0, command.expected - c.received), 0),
      disconnected: clients.filter((c) => c.closed).length,
      firstReceiveMs,
      lastReceiveMs,
      histogram: histogram.toPairs(),
      maxLatencyMs: histogram.max,
    });
  };
  check();
}

process.on('message', (command: SwarmCommand) => {
  if (command.type === 'connect') void connectAll(command);
  else if (command.type === 'drain') drain(command);
  else process.exit(0);
});
process.on('disconnect', () => process.exit(0));
