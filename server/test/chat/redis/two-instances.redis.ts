/**
 * Two app instances on one Redis and one database (in this process): a message sent on either
 * reaches the subscribers of both, once each, in offset order; the audience counts both.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../src/clock.ts';
import { roomSeededAudience } from '../../../src/routes/live/schedule-data.ts';
import { clockStops } from '../../clock-stops.ts';
import { liveRooms } from '../../../src/db/schema.ts';
import { ChatClient, memberToken } from '../chat-client.ts';
import { twoInstances } from './two-instances.ts';

const { apps, urls } = twoInstances();
const stops = clockStops();
let topic: string;

beforeAll(async () => {
  const [room] = await apps[0]!.db.select({ id: liveRooms.id }).from(liveRooms).limit(1);
  topic = `/topic/chatroom.live-${room!.id}`;
});

describe('chat over Redis', () => {
  it('delivers every message to the subscribers of both instances once, in order', async () => {
    const readers = await Promise.all(urls.map((url) => ChatClient.open(url)));
    for (const reader of readers) await reader.subscribe(topic);
    const senders = await Promise.all(
      [200, 201, 202, 203].map((userId, i) => ChatClient.open(urls[i % 2]!, { token: memberToken(apps[0]!, userId) })),
    );
    for (const sender of senders) await sender.subscribe(topic);
    await Promise.all(senders.map(async (sender, s) => {
      for (let i = 0; i < 5; i++) expect(await sender.say(topic, `s${s}-${i}`)).toMatchObject({ type: 'ack' });
    }));
    for (const client of [...readers, ...senders]) {
      await client.waitFor(() => client.offsets(topic).length === 20);
      expect(client.offsets(topic)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    }
    await Promise.all([...readers, ...senders].map((c) => c.close()));
  });

  it('counts the audience across instances: the sockets of both on top of the seeded audience, in the chat and in the room', async () => {
    stops.stopAt(clock.now());
    const [, room] = await apps[0]!.db.select({ id: liveRooms.id }).from(liveRooms).orderBy(liveRooms.id).limit(2);
    const other = `/topic/chatroom.live-${room!.id}`;
    const seeded = await roomSeededAudience(apps[0]!.db, room!.id, clock.now());
    const a = await ChatClient.open(urls[0]!, { token: memberToken(apps[0]!, 210) });
    const b = await ChatClient.open(urls[1]!, { token: memberToken(apps[0]!, 211) });
    expect(await a.subscribe(other)).toMatchObject({ online: seeded + 1 });
    expect(await b.subscribe(other)).toMatchObject({ online: seeded + 2 });
    a.send({ type: 'join', topic: other });
    expect(await b.waitFor((f) => f.type === 'presence' && f.userId === 210)).toMatchObject({ event: 'joined', online: seeded + 2 });
    const viewers = (await apps[0]!.inject({ url: `/live/api/schedule/liveRoom?id=${room!.id}` })).json<{ data: { viewers: number } }>().data.viewers;
    expect(viewers).toBe(seeded + 2);
    await Promise.all([a.close(), b.close()]);
  });
});
