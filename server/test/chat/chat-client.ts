/** Test helpers for the chat gateway: a listening test app and a `ws` client that records frames. */
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { issueToken } from '../../src/auth/tokens.ts';
import type { App } from '../../src/app.ts';
import { withMessageDefaults } from '../../../contracts/chat.ts';
import type { ChatMessage, CompactChatMessage } from '../../../contracts/schemas/chat.ts';
import { makeTestApp, type TestApp } from '../test-app.ts';

/** A frame as received, read loosely: the tests look at whatever the server sent, right or wrong. */
export type Frame = Record<string, unknown> & { type: string };

export interface ListeningApp extends TestApp {
  /** ws://127.0.0.1:<port>/websocket */
  wsUrl: string;
  origin: string;
}

export async function listeningApp(env: Record<string, string> = {}): Promise<ListeningApp> {
  const testApp = await makeTestApp(env);
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  return { ...testApp, wsUrl: `ws://127.0.0.1:${port}/websocket`, origin: `http://127.0.0.1:${port}` };
}

export function memberToken(app: App, userId: number): string {
  return issueToken(app.tokenSecret, 'member', String(userId), 3600, { sid: 'test', sv: 0 });
}

export function guestToken(app: App): string {
  return issueToken(app.tokenSecret, 'guest', 'guest-test', 3600);
}

/** The SPA's own reading of a wire message (fields left out take their defaults). */
const withDefaults = (message: unknown): ChatMessage => withMessageDefaults(message as CompactChatMessage);

export class ChatClient {
  readonly frames: Frame[] = [];
  private listeners = new Set<() => void>();
  closeCode: number | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      const text = isBinary ? Buffer.from(data as Buffer).toString('utf8') : String(data);
      this.frames.push(JSON.parse(text) as Frame);
      for (const listener of this.listeners) listener();
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      for (const listener of this.listeners) listener();
    });
  }

  /** Opens a socket and waits for `welcome`. */
  static async open(url: string, { token, origin, language }: { token?: string; origin?: string; language?: string } = {}): Promise<ChatClient> {
    const query = new URLSearchParams();
    if (token) query.set('token', token);
    if (language) query.set('language', language);
    const ws = new WebSocket(`${url}?${query}`, origin ? { origin } : {});
    const client = new ChatClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    await client.waitFor((f) => f.type === 'welcome');
    return client;
  }

  /** Sends a frame as JSON; sub/unsub/join go as binary like the real client. */
  send(frame: Record<string, unknown>, { binary }: { binary?: boolean } = {}): void {
    const text = JSON.stringify(frame);
    const asBinary = binary ?? ['sub', 'unsub', 'join'].includes(String(frame.type));
    this.ws.send(asBinary ? Buffer.from(text, 'utf8') : text, { binary: asBinary });
  }

  raw(data: string | Buffer): void {
    this.ws.send(data, { binary: Buffer.isBuffer(data) });
  }

  /** The first frame (received so far or later) that matches. */
  waitFor(match: (frame: Frame) => boolean, timeoutMs = 10_000): Promise<Frame> {
    return this.until(() => {
      const found = this.frames.find(match);
      if (found) return { value: found };
      if (this.closeCode !== null) return new Error(`socket closed (${this.closeCode}) before the frame came; got ${JSON.stringify(this.frames.slice(-5))}`);
      return null;
    }, 'no matching frame', timeoutMs);
  }

  /** The close code, once the socket closed (by either side). */
  closed(timeoutMs = 10_000): Promise<number> {
    return this.until(() => (this.closeCode === null ? null : { value: this.closeCode }), 'the socket is still open', timeoutMs);
  }

  /** What `settle` gives once it gives something (an Error rejects), checked now and at each frame; `timedOut` after timeoutMs. */
  private until<T>(settle: () => { value: T } | Error | null, timedOut: string, timeoutMs: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const outcome = settle();
        if (outcome === null) return;
        cleanup();
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome.value);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`${timedOut}; last frames ${JSON.stringify(this.frames.slice(-5))}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.listeners.delete(check);
      };
      this.listeners.add(check);
      check();
    });
  }

  /** The answer (ack or error) to the frame with this ref. */
  reply(ref: string): Promise<Frame> {
    return this.waitFor((f) => (f.type === 'ack' || f.type === 'error' || f.type === 'subscribed') && f.ref === ref);
  }

  async subscribe(topic: string, fromOffset?: number): Promise<Frame> {
    const ref = `s-${Math.random().toString(36).slice(2)}`;
    this.send({ type: 'sub', topic, ref, ...(fromOffset !== undefined ? { fromOffset } : {}) });
    const answer = await this.reply(ref);
    if (answer.type !== 'subscribed') throw new Error(`subscribe failed: ${JSON.stringify(answer)}`);
    return answer;
  }

  /** Sends a chat message and waits for its ack or error. */
  async say(topic: string, text: string, ref = `m-${Math.random().toString(36).slice(2)}`, extra: Record<string, unknown> = {}): Promise<Frame> {
    this.send({ type: 'send', topic, path: '/chat.sendMessage', ref, message: { originalMessage: text, parentMessageId: null, attachments: [], ...extra } });
    return this.reply(ref);
  }

  /** The messages received on the topic, oldest first, with the fields the wire left out filled in. */
  messages(topic: string): ChatMessage[] {
    const out: ChatMessage[] = [];
    for (const f of this.frames) {
      if (f.type === 'message' && f.topic === topic) out.push(withDefaults(f.message));
      if ((f.type === 'history' || f.type === 'messages') && f.topic === topic) out.push(...(f.messages as unknown[]).map(withDefaults));
    }
    return out;
  }

  offsets(topic: string): number[] {
    return this.messages(topic).map((m) => m.offset);
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    const closed = new Promise<void>((resolve) => this.ws.once('close', () => resolve()));
    this.ws.close();
    await closed;
  }
}

/** Tries to open a socket; resolves with the HTTP status of a refused upgrade. */
export function refusedStatus(url: string, origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { origin });
    ws.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      ws.terminate();
      reject(new Error('the socket opened'));
    });
    ws.on('error', () => {});
  });
}
