/**
 * What the bench-scores processes share (docs/bench-scores.md): how a client reads a pushed frame
 * without parsing all of it, the clock latency is measured on, and the messages between the
 * orchestrator and its client processes (node IPC). The latency histogram is bench-chat's.
 */
import type { SwarmReportOf } from '../bench-chat/protocol.ts';

export { Histogram } from '../bench-chat/protocol.ts';

export const LIVE_TOPIC = '/topic/scores.live';
export const matchTopic = (staticId: number): string => `/topic/match.${staticId}`;

/**
 * The wall clock in ms with microsecond resolution: the server's clock runs on the same host's
 * wall clock (no CLOCK_AT), and a change's `at` is the server clock's instant of it.
 */
export function wallMs(): number {
  return performance.timeOrigin + performance.now();
}

/** What a client needs of a `scores` or `match` frame: which changes it holds and when they happened. */
export interface PushedFrame {
  kind: 'scores' | 'match';
  snapshot: boolean;
  at: number;
  /** The match topic's id (match frames). */
  topicId: number | null;
  /** [staticId, seq] of each change the frame holds, in order. */
  changes: Array<[number, number]>;
  /** A match frame bringing a goal (goal, penalty or own goal). */
  goal: boolean;
}

const SCORES_PREFIX = '{"type":"scores"';
const MATCH_PREFIX = '{"type":"match"';
const AT = /"at":(\d+),"snapshot":(true|false)/;
const CHANGE = /"staticId":(\d+),"seq":(\d+)/g;
const TOPIC_ID = /"topic":"\/topic\/match\.(\d+)"/;
const GOAL = /"type":"(goal|penalty|own_goal)"/;

/**
 * Reads a server frame's text with a few regular expressions instead of JSON.parse (a `scores` frame
 * of 50 matches parsed by 2 000 clients would cost the client processes more than the server);
 * null for any other frame. The server writes the fields in this order (server/src/scores/frames.ts).
 */
export function readPushed(text: string): PushedFrame | null {
  const kind = text.startsWith(SCORES_PREFIX) ? 'scores' : text.startsWith(MATCH_PREFIX) ? 'match' : null;
  if (!kind) return null;
  const head = AT.exec(text);
  if (!head) return null;
  const changes: Array<[number, number]> = [];
  for (const m of text.matchAll(CHANGE)) changes.push([Number(m[1]), Number(m[2])]);
  const topic = kind === 'match' ? TOPIC_ID.exec(text) : null;
  return { kind, snapshot: head[2] === 'true', at: Number(head[1]), topicId: topic ? Number(topic[1]) : null, changes, goal: kind === 'match' && GOAL.test(text) };
}

/** Orchestrator → client process. */
export type SwarmCommand =
  /** Opens one client per entry, each on /topic/scores.live and the match topics listed. */
  | { type: 'connect'; base: string; clients: number[][] }
  /** Count what happens in [from, to] (server clock ms). */
  | { type: 'measure'; from: number; to: number }
  /** Compare with what should have come: the change points in the window, per topic. */
  | { type: 'report'; live: Array<[number, number]>; matches: Record<number, number[]> }
  | { type: 'exit' };

/**
 * Client process → orchestrator. `received`: deliveries of changes in the window (each change of a
 * frame counts once); `lost`: changes that should have reached a client and did not.
 */
export type SwarmReport = SwarmReportOf<{
  /** Changes a client got more than once. */
  duplicates: number;
  goalHistogram: Array<[number, number]>;
  goalMaxMs: number;
  /** Bytes of pushed frames received in the window, all clients. */
  bytes: number;
}>;
