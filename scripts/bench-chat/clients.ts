/**
 * One bench WebSocket client of any of the three servers, on a bare `ws` socket so that every
 * swarm costs the same per received frame. For Socket.IO it speaks the wire protocol itself
 * (Engine.IO 4 over the websocket transport: `0{…}` open, `40` connect, `2`/`3` ping/pong,
 * `42[…]` events). Resolves once the client is in the room and will get every later message.
 */
import { WebSocket } from 'ws';
import type { Target } from './protocol.ts';
import { endpointUrl } from '../lib/bench-server.ts';
import { guestLogin } from '../../contracts/endpoints/auth.ts';

export const CONNECT_TIMEOUT_MS = 30_000;

const PING = 0x32; // '2'
const isText = (frame: Buffer, prefix: string) => frame.length >= prefix.length && frame.toString('latin1', 0, prefix.length) === prefix;

export function wsBase(base: string): string {
  return base.replace(/^http/, 'ws');
}

/** A bench socket on its way to ready: ready once it succeeds or fails, whichever comes first. */
export interface Readiness {
  ws: WebSocket;
  readonly ready: boolean;
  /** Ready: runs `then` (the caller resolves), unless it already failed. */
  succeed(then: () => void): void;
  /** Drops the socket and rejects with `error`, unless it is already ready. */
  fail(error: Error): void;
}

/** Opens a bare socket (no compression) that must be ready within CONNECT_TIMEOUT_MS, or fails with `timedOut`. */
export function readiness(url: string, timedOut: string, reject: (error: Error) => void): Readiness {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  let ready = false;
  const timer = setTimeout(() => fail(new Error(timedOut)), CONNECT_TIMEOUT_MS);
  const fail = (error: Error) => {
    if (ready) return;
    ready = true;
    clearTimeout(timer);
    ws.terminate();
    reject(error);
  };
  return {
    ws,
    get ready() {
      return ready;
    },
    succeed(then) {
      if (ready) return;
      ready = true;
      clearTimeout(timer);
      then();
    },
    fail,
  };
}

/** Opens a client; `onFrame` gets every frame after the client is ready (pings of Socket.IO excepted). */
export function connectClient(
  target: Target,
  token: string | null,
  onFrame: (frame: Buffer) => void,
  onClose: (code: number, reason: string) => void,
): Promise<WebSocket> {
  const url =
    target.kind === 'chat'
      ? `${wsBase(target.base)}/websocket${token ? `?token=${encodeURIComponent(token)}` : ''}`
      : target.kind === 'socketio'
        ? `${wsBase(target.base)}/socket.io/?EIO=4&transport=websocket`
        : wsBase(target.base);
  return new Promise((resolve, reject) => {
    const socket = readiness(url, `no answer from ${url} within ${CONNECT_TIMEOUT_MS / 1000}s`, reject);
    const { ws, fail } = socket;
    const succeed = () => socket.succeed(() => resolve(ws));
    ws.on('open', () => {
      if (target.kind === 'chat') ws.send(Buffer.from(JSON.stringify({ type: 'sub', topic: target.topic, ref: 'bench-sub' })), { binary: true });
    });
    ws.on('message', (frame: Buffer) => {
      if (target.kind === 'socketio' && frame.length === 1 && frame[0] === PING) return void ws.send('3');
      if (socket.ready) return onFrame(frame);
      if (target.kind === 'chat') {
        if (isText(frame, '{"type":"history"')) succeed();
        else if (isText(frame, '{"type":"error"')) fail(new Error(`chat server refused the subscription: ${frame.toString('utf8', 0, 200)}`));
      } else if (target.kind === 'socketio') {
        if (isText(frame, '0{')) ws.send('40');
        else if (isText(frame, '42["welcome"')) succeed();
        else if (isText(frame, '44')) fail(new Error(`Socket.IO refused the connection: ${frame.toString('utf8', 0, 200)}`));
      } else if (isText(frame, '{"type":"welcome"')) succeed();
    });
    ws.on('error', (error) => fail(error));
    ws.on('close', (code: number, reason: Buffer) => {
      if (!socket.ready) fail(new Error(`${url} closed before it was ready`));
      else onClose(code, reason.toString());
    });
  });
}

/** Runs `task` for 0..count−1 with at most `concurrency` at once. */
export async function pool(count: number, concurrency: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, lane));
}

/** A guest token (POST /live/api/user/guest-login), as a visitor's browser gets one. */
export async function guestToken(base: string): Promise<string> {
  const response = await fetch(endpointUrl(base, guestLogin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (!response.ok) throw new Error(`guest-login answered ${response.status}`);
  const body = (await response.json()) as { data: { guestToken: string } };
  return body.data.guestToken;
}
