/**
 * Live scores on two app instances sharing one Redis and one database (in this process): one
 * instance holds the producer's lease and publishes; a change reaches the sockets of both instances
 * once each; when the publishing instance closes, the other takes over and the next change still
 * arrives, once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { App } from '../../../src/app.ts';
import { clock, DAY, HOUR, vnDay, vnMidnight } from '../../../src/clock.ts';
import { sportsFixtures, sportsMatchEvents } from '../../../src/db/schema.ts';
import { ChatClient, type Frame } from '../chat-client.ts';
import { clockStops } from '../../clock-stops.ts';
import { twoInstances } from './two-instances.ts';
import { LEASE_RENEW_MS } from '../../../src/scores/producer.ts';

const { apps, urls, clients } = twoInstances();
const { stopAt } = clockStops();

/** A football fixture of this weekend (the suite's Saturday and Sunday) with three goals. */
async function fixture(): Promise<{ id: number; goals: number[] }> {
  const dayStart = vnMidnight(vnDay(clock.now()));
  const rows = await apps[0]!.db
    .select({ id: sportsFixtures.id, kickoffAt: sportsFixtures.kickoffAt })
    .from(sportsFixtures)
    .where(and(eq(sportsFixtures.sport, 'football'), eq(sportsFixtures.state, 'normal'), gte(sportsFixtures.kickoffAt, new Date(dayStart)), lte(sportsFixtures.kickoffAt, new Date(dayStart + 2 * DAY - 3 * HOUR))))
    .orderBy(asc(sportsFixtures.kickoffAt));
  const goals = await apps[0]!.db
    .select()
    .from(sportsMatchEvents)
    .where(and(inArray(sportsMatchEvents.fixtureId, rows.map((r) => r.id)), inArray(sportsMatchEvents.type, ['goal', 'penalty'])))
    .orderBy(asc(sportsMatchEvents.atSecond));
  for (const row of rows) {
    const own = goals.filter((g) => g.fixtureId === row.id);
    if (own.length >= 3 && own[0]!.atSecond > 300) return { id: row.id, goals: own.map((g) => row.kickoffAt.getTime() + g.atSecond * 1000) };
  }
  throw new Error('no fixture with three goals this weekend');
}

async function moveTo(ms: number, live: App[]): Promise<void> {
  stopAt(ms);
  for (const app of live) await app.scores.tick();
}

const goalFrames = (client: ChatClient, at: number) => client.frames.filter((f: Frame) => f.type === 'match' && f.snapshot === false && f.at === at);

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

describe('live scores over Redis', () => {
  it('one instance publishes; a goal reaches the sockets of both instances once each; the other takes over when it closes', async () => {
    const { id, goals } = await fixture();
    const topic = `/topic/match.${id}`;
    await moveTo(goals[0]! - 3_000, apps);
    // Exactly one of the two holds the lease (renewed every second).
    await new Promise((resolve) => setTimeout(resolve, LEASE_RENEW_MS + 200));
    expect(apps.map((a) => a.scores.producer.isLeader).filter(Boolean)).toHaveLength(1);

    for (const url of urls) {
      const client = await ChatClient.open(url);
      clients.push(client);
      await client.subscribe(topic);
      await client.waitFor((f) => f.type === 'match' && f.snapshot === true);
    }
    await moveTo(goals[0]!, apps);
    for (const client of clients) {
      await client.waitFor(() => goalFrames(client, goals[0]!).length > 0);
    }
    // A moment more: nothing comes twice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const client of clients) expect(goalFrames(client, goals[0]!)).toHaveLength(1);

    // The publishing instance goes away; the other takes the lease over and publishes the next goal.
    const leader = apps.findIndex((a) => a.scores.producer.isLeader);
    const other = apps[1 - leader]!;
    const survivor = clients[1 - leader]!;
    await apps[leader]!.close();
    apps.splice(leader, 1);
    await moveTo(goals[1]! - 1_000, [other]);
    const deadline = Date.now() + 5_000;
    while (!other.scores.producer.isLeader && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(other.scores.producer.isLeader).toBe(true);
    await moveTo(goals[1]!, [other]);
    await survivor.waitFor(() => goalFrames(survivor, goals[1]!).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(goalFrames(survivor, goals[1]!)).toHaveLength(1);
    const seqs = survivor.frames.filter((f) => f.type === 'match').map((f) => (f.match as { seq: number }).seq);
    expect(new Set(seqs).size).toBe(seqs.length);
  });
});
