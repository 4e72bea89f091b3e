import { fromCallback, fromPromise } from 'xstate';
import { BINARY_FRAMES, withMessageDefaults } from '../../contracts/chat';
import type { ChatUser, ClientFrame, CompactChatMessage, FilledServerFrame, ServerFrame } from '../../contracts/schemas/chat';
import { readTokens } from '../../api/session';
import { restoreSession } from '../../api/client';
import { COOKIE } from '../../contracts/constants';
import { readCookie } from '../../api/cookies';

/** What the socket reports to the chat-socket machine. */
export type SocketEvent =
  | { type: 'socket.opened' }
  | { type: 'socket.closed'; code: number }
  /** `expiresInMs`: a member's socket, the time its token has left by the server's clock. */
  | { type: 'socket.welcome'; user: ChatUser | null; expiresInMs?: number }
  | { type: 'socket.frame'; frame: Exclude<FilledServerFrame, { type: 'welcome' }> };

/** What the machine asks of the socket. */
export interface SocketCommand {
  type: 'socket.send';
  frame: ClientFrame;
}

export interface SocketInput {
  /** The member token, else the guest token; null connects as an anonymous reader. */
  token: string | null;
  language: string;
}

/** Who connects: the token (member, else guest) and the language of the server's error messages. */
export interface ChatSession {
  token: string | null;
  hasMemberToken: boolean;
  language: string;
}

export function readChatSession(): ChatSession {
  const tokens = readTokens();
  return { token: tokens.token ?? tokens.guestToken, hasMemberToken: tokens.token !== null, language: readCookie(COOKIE.language) ?? 'vi' };
}

function apiOrigin(): string {
  return import.meta.env.VITE_API_BASE || location.origin;
}

/** `/websocket?token=…&language=…` on the API's origin, ws: or wss: to match it. */
export function socketUrl({ token, language }: SocketInput, origin: string = apiOrigin()): string {
  const url = new URL('/websocket', origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (token) url.searchParams.set('token', token);
  url.searchParams.set('language', language);
  return url.toString();
}

const encoder = new TextEncoder();

/** A client frame on the wire: sub, unsub and join as the UTF-8 bytes of the JSON (SPEC §4), the rest as text. */
export function encodeFrame(frame: ClientFrame): string | Uint8Array<ArrayBuffer> {
  const json = JSON.stringify(frame);
  return BINARY_FRAMES.has(frame.type) ? (encoder.encode(json) as Uint8Array<ArrayBuffer>) : json;
}

/** A server frame as an event for the machine; anything unreadable is dropped. */
export function decodeFrame(data: unknown): SocketEvent | null {
  if (typeof data !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof frame !== 'object' || frame === null || typeof (frame as { type?: unknown }).type !== 'string') return null;
  const typed = frame as ServerFrame;
  if (typed.type === 'welcome') return { type: 'socket.welcome', user: typed.user ?? null, ...(typed.expiresInMs !== undefined ? { expiresInMs: typed.expiresInMs } : {}) };
  return { type: 'socket.frame', frame: withDefaults(typed) };
}

const isMessage = (value: unknown): value is CompactChatMessage => typeof value === 'object' && value !== null && !Array.isArray(value);
const messageList = (value: unknown) => (Array.isArray(value) ? value.filter(isMessage).map(withMessageDefaults) : []);

/** Messages come with their default-valued fields left out: they are filled in here. */
function withDefaults(frame: Exclude<ServerFrame, { type: 'welcome' }>): Exclude<FilledServerFrame, { type: 'welcome' }> {
  switch (frame.type) {
    case 'message':
      return isMessage(frame.message) ? { ...frame, message: withMessageDefaults(frame.message) } : { ...frame, type: 'messages', messages: [] };
    case 'messages':
    case 'history':
      return { ...frame, messages: messageList(frame.messages) };
    default:
      return frame;
  }
}

/** The WebSocket (SPEC §4): reports open, close and frames; sends what the machine asks; closes when stopped. */
export const chatSocketActor = fromCallback<SocketCommand, SocketInput>(({ input, sendBack, receive }) => {
  const ws = new WebSocket(socketUrl(input));
  ws.binaryType = 'arraybuffer';
  const outbox: ClientFrame[] = [];
  let closed = false;
  ws.addEventListener('open', () => {
    for (const frame of outbox.splice(0)) ws.send(encodeFrame(frame));
    sendBack({ type: 'socket.opened' });
  });
  ws.addEventListener('message', (e: MessageEvent) => {
    const event = decodeFrame(e.data);
    if (event) sendBack(event);
  });
  // An error is always followed by close; reporting close once is enough.
  ws.addEventListener('close', (e: CloseEvent) => {
    if (closed) return;
    closed = true;
    sendBack({ type: 'socket.closed', code: e.code });
  });
  receive((command) => {
    if (ws.readyState === WebSocket.OPEN) ws.send(encodeFrame(command.frame));
    else if (ws.readyState === WebSocket.CONNECTING) outbox.push(command.frame);
  });
  return () => {
    closed = true;
    ws.close();
  };
});

/**
 * A fresh member access token from the refresh cookie (the API client's one refresh at a time, which
 * also hands it to every later call); fails when the session is over.
 */
export const freshTokenActor = fromPromise<string>(async () => (await restoreSession()).token);
