/**
 * Fault test: two instances (child processes) on one Redis and one PostgreSQL database. One is
 * killed with SIGKILL during a burst of sends; its readers reconnect to the other and resume with
 * fromOffset. Every stored message must reach every reader exactly once, in order.
 * Needs TEST_REDIS_URL and TEST_DATABASE_URL (scripts/test-redis.ts runs it only with both).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../../src/auth/tokens.ts';
import { openDatabase, type Database } from '../../../src/db/connect.ts';
import { chatMessages, liveRooms } from '../../../src/db/schema.ts';
import { makeStaticDir, makeTestDatabase, type TestDatabase } from '../../test-app.ts';
import { ChatClient } from '../chat-client.ts';

const SECRET = 'fault-test-secret-0123456789abcdefghijklmnop';
let database: TestDatabase;
let db: Database;
let staticDir: string;
const children: ChildProcess[] = [];

function startInstance(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/chat/redis/instance.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: process.env.TEST_REDIS_URL, STATIC_DIR: staticDir, AUTH_SECRET: SECRET, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /ready (\d+)/.exec(out);
      if (m) resolve({ child, url: `ws://127.0.0.1:${m[1]}/websocket` });
    });
    child.once('exit', (code) => reject(new Error(`instance exited (${code}) before it was ready`)));
  });
}

beforeAll(async () => {
  database = await makeTestDatabase();
  if (database.source.kind !== 'postgres') throw new Error('the fault test needs TEST_DATABASE_URL');
  db = await openDatabase(database.source);
  staticDir = await makeStaticDir();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await db.close();
  await database.drop();
  await rm(staticDir, { recursive: true, force: true });
});

/** A reader that follows its topic across reconnects; `offsets` is everything it has received. */
class Reader {
  /** What earlier (closed) connections received. */
  private earlier: number[] = [];
  client: ChatClient | null = null;
  constructor(private readonly topic: string) {}

  /** Read when needed, so a check that runs as a frame lands already sees that frame. */
  get offsets(): number[] {
    return [...this.earlier, ...(this.client?.offsets(this.topic) ?? [])];
  }

  async connect(url: string): Promise<ChatClient> {
    this.earlier = this.offsets;
    this.client = null;
    const client = await ChatClient.open(url);
    this.client = client;
    await client.subscribe(this.topic, this.earlier.at(-1) ?? 0);
    return client;
  }
}

describe('an instance dies during a burst', () => {
  it('delivers every stored message exactly once to each reader', async () => {
    const [room] = await db.db.select({ id: liveRooms.id }).from(liveRooms).limit(1);
    const topic = `/topic/chatroom.live-${room!.id}`;
    const a = await startInstance((database.source as { url: string }).url);
    const b = await startInstance((database.source as { url: string }).url);

    const readersA = [new Reader(topic), new Reader(topic)];
    const readersB = [new Reader(topic)];
    const clientsA: ChatClient[] = [];
    for (const reader of readersA) clientsA.push(await reader.connect(a.url));
    for (const reader of readersB) await reader.connect(b.url);
    // Readers of the dying instance move to the other one and resume from their last offset.
    const moved = readersA.map(
      (reader, i) =>
        new Promise<void>((resolve, reject) => {
          clientsA[i]!.ws.once('close', () => void reader.connect(b.url).then(() => resolve(), reject));
        }),
    );

    let acks = 0;
    const senders = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ChatClient.open(i % 2 === 0 ? a.url : b.url, { token: issueToken(SECRET, 'member', String(300 + i), 3600, { sid: 'test', sv: 0 }) }),
      ),
    );
    for (const sender of senders) await sender.subscribe(topic);
    await Promise.all(
      senders.map(async (sender, s) => {
        for (let i = 0; i < 5; i++) {
          try {
            const answer = await sender.say(topic, `s${s}-${i}`);
            if (answer.type === 'ack' && ++acks === 12) a.child.kill('SIGKILL');
          } catch {
            return; // its instance died
          }
        }
      }),
    );
    await moved;

    const stored = await db.db.select({ offset: chatMessages.offset }).from(chatMessages).where(eq(chatMessages.topic, topic)).orderBy(asc(chatMessages.offset));
    const expected = stored.map((row) => row.offset);
    expect(expected.length).toBeGreaterThanOrEqual(20);
    expect(expected).toEqual(Array.from({ length: expected.length }, (_, i) => i + 1));
    for (const reader of [...readersA, ...readersB]) {
      await reader.client!.waitFor(() => reader.offsets.at(-1) === expected.length);
      expect(reader.offsets).toEqual(expected);
    }
    await Promise.all([...readersA, ...readersB].map((r) => r.client!.close()));
    await Promise.all(senders.map((s) => s.close()));
    b.child.kill('SIGTERM');
  });
});
