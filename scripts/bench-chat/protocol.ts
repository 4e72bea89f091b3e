/**
 * What the bench-chat processes share (docs/bench-chat.md): the clock, the text every bench
 * message carries, the latency histogram and the messages between the orchestrator and its child
 * processes (node IPC).
 */

/** The three servers measured in one run. */
export type TargetKind = 'chat' | 'socketio' | 'ws';

/** How a child process reaches one target. */
export interface Target {
  kind: TargetKind;
  /** ws:// or http:// base of the server, without a path. */
  base: string;
  /** The chat topic (chat server only; the others have one implicit room). */
  topic: string;
}

/**
 * Milliseconds on the host's monotonic clock (CLOCK_MONOTONIC through process.hrtime), the same
 * in every process of the machine, with microsecond resolution.
 */
export function monoMs(): number {
  return Number(process.hrtime.bigint() / 1000n) / 1000;
}

/**
 * The text of a bench message: sender, sequence number and send time (monotonic microseconds in
 * base 36, so the text never holds a long run of digits the chat server's spam filter would take
 * for a phone number).
 */
export function benchText(sender: number, seq: number, sentAtMs: number): string {
  return `${MARKER}${sender} n${seq} t${Math.round(sentAtMs * 1000).toString(36)} vào rồi!`;
}

export const MARKER = 'bench s';
const MARKER_BYTES = Buffer.from(MARKER, 'latin1');
const T = 't'.charCodeAt(0);

/**
 * The send times (ms) of the bench messages a frame holds, in order: one for a `message` frame (and
 * the references' frames), several for the chat server's `messages` frame, none for other frames.
 */
export function sentTimesOf(frame: Buffer): number[] {
  const times: number[] = [];
  for (let at = frame.indexOf(MARKER_BYTES); at >= 0; at = frame.indexOf(MARKER_BYTES, at + MARKER_BYTES.length)) {
    let i = frame.indexOf(T, at + MARKER_BYTES.length);
    if (i < 0) break;
    let micros = 0;
    for (i++; i < frame.length; i++) {
      const c = frame[i]!;
      const digit = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 122 ? c - 87 : -1;
      if (digit < 0) break;
      micros = micros * 36 + digit;
    }
    times.push(micros / 1000);
  }
  return times;
}

/** Latency histogram: 0.1 ms buckets up to 60 s, the rest in the last bucket. */
export const BUCKET_MS = 0.1;
export const BUCKETS = 600_000;

export class Histogram {
  readonly counts = new Uint32Array(BUCKETS + 1);
  total = 0;
  max = 0;

  add(ms: number): void {
    const bucket = Math.min(BUCKETS, Math.max(0, Math.floor(ms / BUCKET_MS)));
    this.counts[bucket]!++;
    this.total++;
    if (ms > this.max) this.max = ms;
  }

  /** Non-empty buckets as [bucket, count] pairs (small enough for IPC). */
  toPairs(): Array<[number, number]> {
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i <= BUCKETS; i++) if (this.counts[i]) pairs.push([i, this.counts[i]!]);
    return pairs;
  }

  merge(pairs: Array<[number, number]>, max: number): void {
    for (const [bucket, count] of pairs) {
      this.counts[bucket]! += count;
      this.total += count;
    }
    this.max = Math.max(this.max, max);
  }

  /** The latency (ms, upper edge of its bucket) under which `q` of the samples fall. */
  quantile(q: number): number {
    if (this.total === 0) return NaN;
    const rank = Math.ceil(q * this.total);
    let seen = 0;
    for (let i = 0; i <= BUCKETS; i++) {
      seen += this.counts[i]!;
      if (seen >= rank) return i === BUCKETS ? this.max : Math.min(this.max, (i + 1) * BUCKET_MS);
    }
    return this.max;
  }
}

/** Orchestrator → swarm (receivers). */
export type SwarmCommand =
  | { type: 'connect'; target: Target; clients: number }
  /** Every client should now get `expected` bench messages; report when they have or when nothing moves for `quietMs`. */
  | { type: 'drain'; expected: number; quietMs: number; maxMs: number }
  | { type: 'exit' };

/** A swarm of receivers → its orchestrator, in both benches: how many connected, then what they received (`Result`: the bench's own figures). */
export type SwarmReportOf<Result extends object> =
  | { type: 'connected'; connected: number; failed: number; firstError: string | null }
  | ({
      type: 'result';
      clients: number;
      received: number;
      /** What should have reached a client and did not (each bench says how it counts). */
      lost: number;
      disconnected: number;
      histogram: Array<[number, number]>;
      maxLatencyMs: number;
    } & Result);

/** Swarm → orchestrator; `lost` is the sum over clients of max(0, expected − received). */
export type SwarmReport = SwarmReportOf<{ firstReceiveMs: number; lastReceiveMs: number }>;

/** Orchestrator → senders. */
export type SenderCommand =
  | { type: 'connect'; target: Target; senders: number; tokens: string[] }
  | { type: 'start'; rate: number; seconds: number }
  | { type: 'exit' };

/** Senders → orchestrator. */
export type SenderReport =
  | { type: 'connected'; connected: number; firstError: string | null }
  | {
      type: 'sent';
      /** Messages sent, all senders together. */
      sent: number;
      /** Answered ack (chat server only; equals sent elsewhere). */
      acked: number;
      /** Answered error, by code (chat server only). */
      refused: Record<string, number>;
      startedMs: number;
      endedMs: number;
      /** Send → ack times (chat server only: the message is stored when acked). */
      ackHistogram: Array<[number, number]>;
      ackMaxMs: number;
      /** Sender sockets the server closed, by close code and reason. */
      closed: Record<string, number>;
    };

/** A baseline server process → orchestrator, once listening. */
export interface ServerReady {
  type: 'listening';
  port: number;
}
