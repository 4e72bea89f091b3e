/**
 * Live scores over the chat socket (docs/chat-protocol.md "Live scores"): snapshots, changes at the
 * instant the clock reaches them, sequence numbers, resubscribing, finished matches, who may
 * subscribe, refused topics. The clock is moved (setClock) and the producer ticked; one test lets
 * the producer's own timer deliver a goal.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import { clock, DAY, DEFAULT_TIMEZONE, HOUR, setClock, vnDay, vnMidnight } from '../../src/clock.ts';
import { sportsFixtures, sportsMatchEvents, sportsPlayers } from '../../src/db/schema.ts';
import { kickoffDelay, matchState } from '../../src/sports/match-clock.ts';
import { ChatClient, guestToken, listeningApp, memberToken, type Frame, type ListeningApp } from '../chat/chat-client.ts';
import { scoreChange } from '../../src/scores/frames.ts';
import type { LiveScore, ScoreEvent } from '../../../contracts/schemas/chat.ts';

const LIVE = '/topic/scores.live';
const matchTopic = (id: number) => `/topic/match.${id}`;

let server: ListeningApp;
let restoreClock: (() => void) | null = null;
const clients: ChatClient[] = [];

/** Freezes the server clock at `ms` (until the next call or the end of the test). */
function clockAt(ms: number): void {
  restoreClock?.();
  restoreClock = setClock(() => ms);
}

async function open(options: Parameters<typeof ChatClient.open>[1] = {}): Promise<ChatClient> {
  const client = await ChatClient.open(server.wsUrl, options);
  clients.push(client);
  return client;
}

/** Subscribes and answers the snapshot frame that follows `subscribed`. */
async function subscribe(client: ChatClient, topic: string): Promise<Frame> {
  const before = client.frames.length;
  await client.subscribe(topic);
  const type = topic === LIVE ? 'scores' : 'match';
  return client.waitFor((f) => client.frames.indexOf(f) >= before && f.type === type && f.topic === topic && f.snapshot === true);
}

const framesOf = (client: ChatClient, topic: string, type = topic === LIVE ? 'scores' : 'match') => client.frames.filter((f) => f.type === type && f.topic === topic);
const changesOf = (client: ChatClient, topic: string) => framesOf(client, topic).filter((f) => f.snapshot === false);

/**
 * A football fixture of today with at least two goals, the first after minute 10, and the instant of
 * its first whistle (its minutes turn a whole number of minutes after it). Today's: the
 * seed keeps its fixtures around the clock's day (sports/time-anchor.ts), so the clock moves within
 * the day only.
 */
async function fixtureWithGoals(): Promise<{ id: number; kickoff: number; whistle: number; goals: Array<{ id: number; at: number }> }> {
  const dayStart = vnMidnight(vnDay(clock.now()));
  const rows = await server.app.db
    .select({ id: sportsFixtures.id, kickoffAt: sportsFixtures.kickoffAt, timeline: sportsFixtures.timeline })
    .from(sportsFixtures)
    .where(
      and(
        eq(sportsFixtures.sport, 'football'),
        eq(sportsFixtures.state, 'normal'),
        gte(sportsFixtures.kickoffAt, new Date(dayStart)),
        lte(sportsFixtures.kickoffAt, new Date(dayStart + DAY - 3 * HOUR)),
      ),
    )
    .orderBy(asc(sportsFixtures.kickoffAt));
  const events = await server.app.db
    .select()
    .from(sportsMatchEvents)
    .where(and(inArray(sportsMatchEvents.fixtureId, rows.map((r) => r.id)), inArray(sportsMatchEvents.type, ['goal', 'penalty'])))
    .orderBy(asc(sportsMatchEvents.atSecond));
  for (const row of rows) {
    const goals = events.filter((e) => e.fixtureId === row.id);
    if (goals.length >= 2 && goals[0]!.atSecond > 600) {
      const kickoff = row.kickoffAt.getTime();
      return { id: row.id, kickoff, whistle: kickoff + kickoffDelay(row.timeline) * 1000, goals: goals.map((g) => ({ id: g.id, at: row.kickoffAt.getTime() + g.atSecond * 1000 })) };
    }
  }
  throw new Error('no fixture with two goals in the seed');
}

/** Moves the clock to `ms` and lets the producer publish what changed. */
async function moveTo(ms: number): Promise<void> {
  clockAt(ms);
  await server.app.scores.tick();
}

beforeAll(async () => {
  server = await listeningApp();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  restoreClock?.();
  restoreClock = null;
  // Back on the suite's clock: the producer carries on from here.
  await server.app.scores.tick();
});
afterAll(async () => {
  await server.close();
});

describe('snapshot on subscribe', () => {
  it('/topic/scores.live answers every live match as the match clock shows it (the API\'s source), with its seq', async () => {
    const now = clock.now();
    clockAt(now);
    const client = await open({ token: guestToken(server.app) });
    const snapshot = await subscribe(client, LIVE);
    const matches = snapshot.matches as LiveScore[];
    expect(snapshot.at).toBe(now);
    const live = await server.app.db
      .select()
      .from(sportsFixtures)
      .where(and(eq(sportsFixtures.state, 'normal'), lte(sportsFixtures.kickoffAt, new Date(now)), gt(sportsFixtures.endsAt, new Date(now))));
    expect(matches.map((m) => m.staticId).sort((a, b) => a - b)).toEqual(live.map((f) => f.id).sort((a, b) => a - b));
    expect(matches.length).toBeGreaterThan(0);
    for (const match of matches) {
      const fixture = live.find((f) => f.id === match.staticId)!;
      const state = matchState(fixture, now, DEFAULT_TIMEZONE);
      expect(match).toEqual({
        staticId: fixture.id,
        seq: match.seq,
        sport: fixture.sport,
        kickoffTime: fixture.kickoffAt.toISOString(),
        status: 2,
        statusText: state.statusText,
        minute: state.minute,
        period: state.period,
        score: `${state.home}-${state.away}`,
        homeScore: state.home,
        awayScore: state.away,
      });
      expect(match.seq).toBeGreaterThan(0);
    }
  });

  it('/topic/match.<id> answers the match now and its events so far, with the score after each goal and names in the socket language', async () => {
    const fixture = await fixtureWithGoals();
    const now = fixture.goals[1]!.at + 60_000;
    clockAt(now);
    const client = await open({ language: 'en' });
    const snapshot = await subscribe(client, matchTopic(fixture.id));
    const [row] = await server.app.db.select().from(sportsFixtures).where(eq(sportsFixtures.id, fixture.id));
    const state = matchState(row!, now, DEFAULT_TIMEZONE);
    const match = snapshot.match as LiveScore;
    expect(match).toMatchObject({ staticId: fixture.id, status: 2, statusText: state.statusText, minute: state.minute, score: `${state.home}-${state.away}` });
    const happened = await server.app.db
      .select({ id: sportsMatchEvents.id, type: sportsMatchEvents.type, minute: sportsMatchEvents.minute, name: sportsPlayers.name })
      .from(sportsMatchEvents)
      .leftJoin(sportsPlayers, eq(sportsPlayers.id, sportsMatchEvents.playerId))
      .where(and(eq(sportsMatchEvents.fixtureId, fixture.id), lte(sportsMatchEvents.atSecond, Math.floor((now - fixture.kickoff) / 1000))))
      .orderBy(asc(sportsMatchEvents.atSecond), asc(sportsMatchEvents.id));
    const events = snapshot.events as ScoreEvent[];
    expect(events.map((e) => ({ id: e.id, type: e.type, minute: e.minute, name: e.player?.name ?? null }))).toEqual(
      happened.map((e) => ({ id: e.id, type: e.type, minute: e.minute, name: e.name?.en ?? null })),
    );
    // The last goal's score is the score now; each event carries the seq of its change, none after the snapshot's.
    expect(events.filter((e) => e.score !== null).at(-1)!.score).toBe(match.score);
    for (const e of events) expect(e.seq).toBeLessThanOrEqual(match.seq);
  });
});

describe('changes', () => {
  it('delivers a goal on both topics when the clock reaches its second, with the next seq', async () => {
    const fixture = await fixtureWithGoals();
    const goal = fixture.goals[0]!;
    await moveTo(goal.at - 2_000);
    const client = await open();
    const before = await subscribe(client, matchTopic(fixture.id));
    await subscribe(client, LIVE);
    const seq = (before.match as LiveScore).seq;
    await moveTo(goal.at - 1);
    expect(changesOf(client, matchTopic(fixture.id))).toEqual([]);
    await moveTo(goal.at);
    const change = await client.waitFor((f) => f.type === 'match' && f.snapshot === false);
    expect(change).toMatchObject({ topic: matchTopic(fixture.id), at: goal.at, match: { staticId: fixture.id, seq: seq + 1, status: 2 } });
    // A substitution or card of the same second comes in the same change.
    const scored = (change.events as ScoreEvent[]).find((e) => e.id === goal.id);
    expect(scored).toMatchObject({ seq: seq + 1, score: (change.match as LiveScore).score });
    const live = await client.waitFor((f) => f.type === 'scores' && f.snapshot === false);
    // Other matches may change at the same second: they share the frame.
    expect(live).toMatchObject({ at: goal.at, matches: expect.arrayContaining([expect.objectContaining({ staticId: fixture.id, seq: seq + 1, score: (change.match as LiveScore).score })]) });
  });

  it("reaches a subscriber within a second of the clock reaching it, on the producer's own timer", async () => {
    const fixture = await fixtureWithGoals();
    const goal = fixture.goals[1]!;
    await moveTo(goal.at - 5_000);
    const client = await open();
    await subscribe(client, matchTopic(fixture.id));
    clockAt(goal.at);
    const started = performance.now();
    const change = await client.waitFor((f) => f.type === 'match' && f.snapshot === false && (f.events as ScoreEvent[]).some((e) => e.id === goal.id), 1_000);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(change.at).toBe(goal.at);
  });

  it('numbers the changes of a match one after the other, each once, as the minutes go by', async () => {
    const fixture = await fixtureWithGoals();
    const start = fixture.whistle + 20 * 60_000;
    await moveTo(start);
    const client = await open();
    const snapshot = await subscribe(client, matchTopic(fixture.id));
    for (let t = start + 7_000; t <= start + 5.5 * 60_000; t += 7_000) await moveTo(t);
    await client.waitFor(() => changesOf(client, matchTopic(fixture.id)).some((f) => (f.match as LiveScore).minute === 26));
    const seqs = changesOf(client, matchTopic(fixture.id)).map((f) => (f.match as LiveScore).seq);
    const first = (snapshot.match as LiveScore).seq;
    expect(seqs).toEqual(seqs.map((_, i) => first + 1 + i));
    // Minute by minute (a goal or card within a minute is a change of its own), as the match clock says.
    const minutes = changesOf(client, matchTopic(fixture.id)).map((f) => (f.match as LiveScore).minute);
    expect([...new Set(minutes)]).toEqual([22, 23, 24, 25, 26]);
  });

  it('never sends a socket a change it holds already (a repeat on the bus, a snapshot taken after it)', async () => {
    const fixture = await fixtureWithGoals();
    const goal = fixture.goals[0]!;
    await moveTo(goal.at + 30_000);
    const client = await open();
    await subscribe(client, matchTopic(fixture.id));
    await subscribe(client, LIVE);
    // The goal again, as a taking-over producer would publish it.
    const match = (await server.app.scores.producer.current()).find((m) => m.id === fixture.id) ?? null;
    expect(match).not.toBeNull();
    const point = match!.points.find((p) => p.at === goal.at)!;
    await server.app.chat.bus.publish({ kind: 'push', service: 'scores', data: { changes: [scoreChange(match!, point)] } });
    client.send({ type: 'ping', ref: 'after' });
    await client.waitFor((f) => f.type === 'pong');
    expect(changesOf(client, matchTopic(fixture.id))).toEqual([]);
    expect(changesOf(client, LIVE)).toEqual([]);
  });

  it('after a reconnect, the snapshot holds what was missed and no event comes twice', async () => {
    const fixture = await fixtureWithGoals();
    const [first, second] = fixture.goals;
    await moveTo(first!.at - 1_000);
    const a = await open();
    await subscribe(a, matchTopic(fixture.id));
    await moveTo(first!.at);
    await a.waitFor((f) => f.type === 'match' && f.snapshot === false);
    await a.close();
    // Gone while the second goal went in; back on a new socket.
    await moveTo(second!.at + 1_000);
    const b = await open();
    const snapshot = await subscribe(b, matchTopic(fixture.id));
    const ids = (snapshot.events as ScoreEvent[]).map((e) => e.id);
    expect(ids).toContain(first!.id);
    expect(ids).toContain(second!.id);
    expect(new Set(ids).size).toBe(ids.length);
    await moveTo(second!.at + 61_000);
    const next = await b.waitFor((f) => f.type === 'match' && f.snapshot === false);
    expect((next.match as LiveScore).seq).toBe((snapshot.match as LiveScore).seq + 1);
    expect((next.events as ScoreEvent[]).map((e) => e.id).filter((id) => ids.includes(id))).toEqual([]);
  });
});

describe('finished and coming matches', () => {
  it('answers a finished match with its final state and nothing more', async () => {
    const now = clock.now();
    const [ended] = await server.app.db
      .select({ id: sportsFixtures.id, finalHome: sportsFixtures.finalHome, finalAway: sportsFixtures.finalAway })
      .from(sportsFixtures)
      .where(and(eq(sportsFixtures.sport, 'football'), eq(sportsFixtures.state, 'normal'), lte(sportsFixtures.endsAt, new Date(now - 86_400_000))))
      .limit(1);
    clockAt(now);
    const client = await open({ token: guestToken(server.app) });
    const snapshot = await subscribe(client, matchTopic(ended!.id));
    expect(snapshot.match).toMatchObject({ status: 3, statusText: 'FT', homeScore: ended!.finalHome, awayScore: ended!.finalAway });
    expect((snapshot.events as ScoreEvent[]).filter((e) => e.score !== null).length).toBe(ended!.finalHome + ended!.finalAway);
    for (let t = now + 30_000; t <= now + 180_000; t += 30_000) await moveTo(t);
    client.send({ type: 'ping', ref: 'end' });
    await client.waitFor((f) => f.type === 'pong');
    expect(changesOf(client, matchTopic(ended!.id))).toEqual([]);
  });

  it('answers a match still to come (seq 0), then its kickoff', async () => {
    const now = clock.now();
    const [coming] = await server.app.db
      .select({ id: sportsFixtures.id, kickoffAt: sportsFixtures.kickoffAt })
      .from(sportsFixtures)
      .where(and(eq(sportsFixtures.state, 'normal'), gt(sportsFixtures.kickoffAt, new Date(now + 60 * 60_000))))
      .orderBy(asc(sportsFixtures.kickoffAt))
      .limit(1);
    const kickoff = coming!.kickoffAt.getTime();
    await moveTo(kickoff - 10_000);
    const client = await open();
    const snapshot = await subscribe(client, matchTopic(coming!.id));
    await subscribe(client, LIVE);
    expect(snapshot.match).toMatchObject({ status: 1, seq: 0, score: null, minute: null });
    await moveTo(kickoff);
    const change = await client.waitFor((f) => f.type === 'match' && f.snapshot === false);
    expect(change.match).toMatchObject({ status: 2, seq: 1, statusText: '1', minute: 1, score: '0-0' });
    const live = await client.waitFor((f) => f.type === 'scores' && f.snapshot === false && (f.matches as LiveScore[]).some((m) => m.staticId === coming!.id));
    expect((live.matches as LiveScore[]).find((m) => m.staticId === coming!.id)).toMatchObject({ status: 2, seq: 1 });
  });
});

describe('moved fixtures', () => {
  it('sends a new snapshot, whatever the seq, when a followed fixture\'s rows move (a kick-off rescheduled)', async () => {
    const now = clock.now();
    clockAt(now);
    const followed = await server.app.scores.producer.current();
    const match = followed.find((m) => m.input.kickoffAt.getTime() <= now && m.endsAt > now + 10 * 60_000)!;
    const client = await open();
    await subscribe(client, matchTopic(match.id));
    await subscribe(client, LIVE);
    const kickoff = match.input.kickoffAt.getTime();
    const move = (to: number) =>
      server.app.db.update(sportsFixtures).set({ kickoffAt: new Date(to), endsAt: new Date(match.endsAt - kickoff + to) }).where(eq(sportsFixtures.id, match.id));
    try {
      await move(kickoff + 60_000);
      await server.app.scores.producer.reload();
      const snapshot = await client.waitFor((f) => f.type === 'match' && f.snapshot === true && (f.match as LiveScore).kickoffTime !== match.kickoffTime);
      expect(snapshot.match).toMatchObject({ staticId: match.id, kickoffTime: new Date(kickoff + 60_000).toISOString() });
      const live = await client.waitFor((f) => f.type === 'scores' && f.snapshot === true && framesOf(client, LIVE).indexOf(f) > 0);
      expect((live.matches as LiveScore[]).find((m) => m.staticId === match.id)).toMatchObject({ kickoffTime: new Date(kickoff + 60_000).toISOString() });
    } finally {
      await move(kickoff);
      await server.app.scores.producer.reload();
    }
  });
});

describe('who may subscribe, and what is refused', () => {
  it('lets guests, anonymous sockets and members subscribe, and refuses anything else on these topics', async () => {
    const fixture = await fixtureWithGoals();
    const topic = matchTopic(fixture.id);
    for (const token of [guestToken(server.app), undefined]) {
      const client = await open({ token });
      await subscribe(client, LIVE);
      await subscribe(client, topic);
      expect(await client.say(topic, 'vào!', 'g1')).toMatchObject({ type: 'error', code: 'loginRequired', ref: 'g1' });
    }
    const member = await open({ token: memberToken(server.app, 120) });
    await subscribe(member, topic);
    expect(await member.say(topic, 'vào!', 'm1')).toMatchObject({ type: 'error', code: 'forbidden', ref: 'm1' });
    expect(await member.say(LIVE, 'vào!', 'm2')).toMatchObject({ type: 'error', code: 'forbidden', ref: 'm2' });
    member.send({ type: 'react', topic, groupMessageId: 1, reaction: '👍', ref: 'm3' });
    expect(await member.reply('m3')).toMatchObject({ code: 'forbidden' });
    member.send({ type: 'join', topic, ref: 'm4' });
    expect(await member.reply('m4')).toMatchObject({ code: 'forbidden' });
    member.send({ type: 'unsub', topic, ref: 'm5' });
    expect(await member.waitFor((f) => f.type === 'unsubscribed' && f.ref === 'm5')).toMatchObject({ topic });
  });

  it('refuses a malformed topic with badFrame and an unknown match with notFound, and the socket goes on', async () => {
    const client = await open({ language: 'en' });
    for (const [ref, topic] of [
      ['b1', '/topic/match.abc'],
      ['b2', '/topic/match.0'],
      ['b3', '/topic/scores.all'],
      ['b4', '/topic/match.12345678901'],
    ] as const) {
      client.send({ type: 'sub', topic, ref });
      expect(await client.reply(ref)).toMatchObject({ type: 'error', code: 'badFrame', field: 'topic' });
    }
    client.send({ type: 'sub', topic: '/topic/match.999999999', ref: 'n1' });
    expect(await client.reply('n1')).toMatchObject({ type: 'error', code: 'notFound', message: 'Match not found' });
    client.send({ type: 'sub', topic: '/topic/match.4294967295', ref: 'n2' });
    expect(await client.reply('n2')).toMatchObject({ type: 'error', code: 'notFound' });
    await subscribe(client, LIVE);
  });

  it('holds at most 50 match topics on one socket', async () => {
    const ids = (await server.app.db.select({ id: sportsFixtures.id }).from(sportsFixtures).orderBy(asc(sportsFixtures.id)).limit(51)).map((r) => r.id);
    const client = await open();
    for (const id of ids.slice(0, 50)) await client.subscribe(matchTopic(id));
    await subscribe(client, LIVE);
    client.send({ type: 'sub', topic: matchTopic(ids[50]!), ref: 'over' });
    expect(await client.reply('over')).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(server.app.scores.hub.counts.matches).toBe(50);
    await client.close();
    await client.waitFor(() => false, 300).catch(() => {});
    expect(server.app.scores.hub.counts).toEqual({ live: 0, matches: 0 });
  });
});
