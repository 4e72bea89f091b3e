/** Storing chat messages in batches (group commit) and the in-memory mute book. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUTE_REFRESH_MS, MuteBook } from '../../src/chat/mutes.ts';
import { muteUser, storeMessage, storeMessages, type NewMessage } from '../../src/chat/store.ts';
import { MessageWriter } from '../../src/chat/writer.ts';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { chatMessages } from '../../src/db/schema.ts';
import { makeTestDatabase, type TestDatabase } from '../test-app.ts';
import { clock } from '../../src/clock.ts';

let database: TestDatabase;
let db: Database;
let topicCount = 0;

beforeAll(async () => {
  database = await makeTestDatabase();
  db = await openDatabase(database.source);
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

/** A topic no other test uses. */
const freshTopic = () => `/topic/chatroom.test-${++topicCount}`;

function message(topic: string, text: string, extra: Partial<NewMessage> = {}): NewMessage {
  return { topic, groupId: topic.split('.')[1]!, userId: 150, showName: 'Minh', colorName: '#4ade80', originalMessage: text, ...extra };
}

const rowsOf = async (topic: string) =>
  (await db.db.select({ offset: chatMessages.offset, text: chatMessages.originalMessage }).from(chatMessages).where(eq(chatMessages.topic, topic))).sort((a, b) => a.offset - b.offset);

describe('storeMessages', () => {
  it('stores a list in one go with consecutive offsets per topic, in the order given', async () => {
    const [a, b] = [freshTopic(), freshTopic()];
    await storeMessage(db.db, message(a, 'trước'));
    const results = await storeMessages(db.db, [message(a, 'a1'), message(b, 'b1'), message(a, 'a2'), message(b, 'b2'), message(a, 'a3')]);
    expect(results.map((r) => [r.message.groupId, r.message.offset, r.message.originalMessage, r.duplicate])).toEqual([
      [a.split('.')[1], 2, 'a1', false],
      [b.split('.')[1], 1, 'b1', false],
      [a.split('.')[1], 3, 'a2', false],
      [b.split('.')[1], 2, 'b2', false],
      [a.split('.')[1], 4, 'a3', false],
    ]);
    expect((await rowsOf(a)).map((r) => r.text)).toEqual(['trước', 'a1', 'a2', 'a3']);
    expect(new Set(results.map((r) => r.message.groupMessageId)).size).toBe(5);
  });

  it('answers a ref stored before, or repeated in the list, with the first message and stores it once', async () => {
    const topic = freshTopic();
    const first = await storeMessage(db.db, message(topic, 'một', { clientRef: 'r1' }));
    const results = await storeMessages(db.db, [
      message(topic, 'một', { clientRef: 'r1' }),
      message(topic, 'hai', { clientRef: 'r2' }),
      message(topic, 'hai', { clientRef: 'r2' }),
      message(topic, 'hai của người khác', { clientRef: 'r2', userId: 151 }),
    ]);
    expect(results.map((r) => [r.message.offset, r.duplicate])).toEqual([
      [1, true],
      [2, false],
      [2, true],
      [3, false],
    ]);
    expect(results[0]!.message).toEqual(first.message);
    expect((await rowsOf(topic)).map((r) => r.text)).toEqual(['một', 'hai', 'hai của người khác']);
  });

  it('stores nothing when one of the list cannot be stored', async () => {
    const topic = freshTopic();
    await expect(storeMessages(db.db, [message(topic, 'tốt'), message(topic, 'NUL \u0000 không lưu được')])).rejects.toThrow();
    expect(await rowsOf(topic)).toEqual([]);
  });
});

describe('MessageWriter', () => {
  it('stores messages that arrive together in fewer transactions, each acked with its own offset', async () => {
    const topic = freshTopic();
    let transactions = 0;
    const counting = Object.create(db.db) as typeof db.db;
    counting.transaction = ((...args: Parameters<typeof db.db.transaction>) => {
      transactions++;
      return db.db.transaction(...args);
    }) as typeof db.db.transaction;
    const writer = new MessageWriter(counting);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => writer.write(message(topic, `#${i + 1}`, { clientRef: `w${i}` }))));
    expect(results.map((r) => r.message.offset)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(results.map((r) => r.message.originalMessage)).toEqual(Array.from({ length: 30 }, (_, i) => `#${i + 1}`));
    expect(transactions).toBeLessThanOrEqual(3);
    expect(await rowsOf(topic)).toHaveLength(30);
  });

  it('stores the good messages of a batch when one of them fails, and refuses only that one', async () => {
    const topic = freshTopic();
    const writer = new MessageWriter(db.db);
    const outcomes = await Promise.allSettled([
      writer.write(message(topic, 'một')),
      writer.write(message(topic, 'hai')),
      writer.write(message(topic, 'NUL \u0000')),
      writer.write(message(topic, 'ba')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((await rowsOf(topic)).map((r) => [r.offset, r.text])).toEqual([
      [1, 'một'],
      [2, 'hai'],
      [3, 'ba'],
    ]);
  });
});

describe('MuteBook', () => {
  it('knows a mute noted from the bus at once, and one written by another instance after a refresh', async () => {
    const topic = freshTopic();
    const mutes = new MuteBook(db.db);
    expect(await mutes.until(topic, 160)).toBeNull();
    const until = new Date(clock.now() + 60_000);
    mutes.note(topic, 160, until);
    expect(await mutes.until(topic, 160)).toEqual(until);
    // Another instance muted 161 and its bus event never came: seen once the topic is read again.
    await muteUser(db.db, topic, 161, until, 2);
    expect(await mutes.until(topic, 161)).toBeNull();
    expect(await mutes.until(topic, 161, clock.now() + MUTE_REFRESH_MS)).toEqual(until);
    // A mute that has run out is no mute.
    expect(await mutes.until(topic, 160, until.getTime() + 1)).toBeNull();
  });

  it('keeps a mute noted while the topic was being read', async () => {
    const topic = freshTopic();
    const mutes = new MuteBook(db.db);
    const until = new Date(clock.now() + 60_000);
    const reading = mutes.until(topic, 170);
    mutes.note(topic, 170, until);
    await reading;
    expect(await mutes.until(topic, 170)).toEqual(until);
  });
});
