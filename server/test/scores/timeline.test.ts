/** The live push's change points (server/src/scores/timeline.ts) against the match clock, second by second. */
import { describe, expect, it } from 'vitest';
import { buildSportsData } from '../../src/db/seed/sports/build.ts';
import { kickoffDelay, matchState } from '../../src/sports/match-clock.ts';
import { DEFAULT_TIMEZONE, vnDay } from '../../src/clock.ts';
import { changePoints, changePointsBySecond, changesBetween, nextChangeAt, seqAt, type MatchInput } from '../../src/scores/timeline.ts';

const data = buildSportsData(vnDay(Date.UTC(2026, 10, 24, 5)));
const eventsOf = new Map<number, MatchInput['events'][number][]>();
for (const e of data.events) {
  const list = eventsOf.get(e.fixtureId) ?? [];
  list.push({ id: e.id!, atSecond: e.atSecond, minute: e.minute, extra: e.extra ?? 0, side: e.side, type: e.type, playerId: e.playerId ?? null, relatedPlayerId: e.relatedPlayerId ?? null });
  eventsOf.set(e.fixtureId, list);
}
const inputs: MatchInput[] = data.fixtures.map((f) => ({
  id: f.id,
  sport: f.sport,
  kickoffAt: f.kickoffAt,
  state: f.state ?? 'normal',
  timeline: f.timeline,
  events: eventsOf.get(f.id) ?? [],
}));
const sample = (sport: string, n: number) => inputs.filter((i) => i.sport === sport && i.state === 'normal').slice(0, n);

describe('change points', () => {
  it.each([
    ['football', 25],
    ['basketball', 12],
    ['esport', 12],
  ] as const)('of %s matches are exactly the seconds where what the match clock shows changes, or an event happens', (sport, n) => {
    for (const input of sample(sport, n)) {
      expect(changePoints(input)).toEqual(changePointsBySecond(input));
    }
  });

  it('start at kickoff, end at the final whistle, and number the changes 1, 2, 3…', () => {
    const input = sample('football', 1)[0]!;
    const points = changePoints(input);
    const kickoff = input.kickoffAt.getTime();
    expect(points[0]).toMatchObject({ at: kickoff, seq: 1, state: { statusId: 2, statusText: '1', minute: 1, period: '1H', home: 0, away: 0 } });
    expect(points.at(-1)!.state).toMatchObject({ statusId: 3, statusText: 'FT' });
    expect(points.map((p) => p.seq)).toEqual(points.map((_, i) => i + 1));
    for (let i = 1; i < points.length; i++) expect(points[i]!.at).toBeGreaterThan(points[i - 1]!.at);
  });

  it('put each goal at its second, with the score after it, and the score the match clock shows from then on', () => {
    const input = sample('football', 40).find((i) => i.events.filter((e) => e.type === 'goal').length >= 2)!;
    const points = changePoints(input);
    const kickoff = input.kickoffAt.getTime();
    for (const goal of input.events.filter((e) => e.type === 'goal' || e.type === 'penalty' || e.type === 'own_goal')) {
      const point = points.find((p) => p.events.some((e) => e.id === goal.id))!;
      expect(point.at).toBe(kickoff + goal.atSecond * 1000);
      const event = point.events.find((e) => e.id === goal.id)!;
      const state = matchState(input, point.at, DEFAULT_TIMEZONE);
      expect(event.score).toBe(`${state.home}-${state.away}`);
    }
  });

  it("turn a football match's minutes a minute apart from its first whistle, kickoffDelay seconds after the scheduled kickoff", () => {
    const input = sample('football', 40).find((i) => kickoffDelay(i.timeline) >= 10)!;
    const delay = kickoffDelay(input.timeline);
    const kickoff = input.kickoffAt.getTime();
    const firstHalf = changePoints(input).filter((p) => p.events.length === 0 && p.state.period === '1H' && p.state.minute! > 1 && p.state.statusText === String(p.state.minute));
    expect(firstHalf[0]).toMatchObject({ at: kickoff + (60 + delay) * 1000, state: { statusText: '2', minute: 2 } });
    for (const point of firstHalf) expect((point.at - kickoff) / 1000 - delay).toBe((point.state.minute! - 1) * 60);
  });

  it('of football matches kicking off together turn their minutes, and bring their events, at different seconds', () => {
    const kickoff = Date.UTC(2026, 10, 28, 13);
    const together = sample('football', 20).map((i) => ({ ...i, kickoffAt: new Date(kickoff) }));
    const secondTurns = together.map((i) => changePoints(i).find((p) => p.state.minute === 2)!.at - kickoff);
    expect(new Set(secondTurns).size).toBeGreaterThanOrEqual(10);
    const eventSeconds = together.flatMap((i) => i.events.map((e) => e.atSecond % 60));
    expect(new Set(eventSeconds).size).toBeGreaterThanOrEqual(10);
  });

  it("put each football event in the middle of its own minute on the match clock, whatever the match's kickoff delay", () => {
    const matches = sample('football', 60);
    expect(new Set(matches.map((i) => kickoffDelay(i.timeline))).size).toBeGreaterThan(10);
    for (const input of matches) {
      for (const event of input.events) {
        expect((event.atSecond - kickoffDelay(input.timeline)) % 60).toBe(30);
        const state = matchState(input, input.kickoffAt.getTime() + event.atSecond * 1000, DEFAULT_TIMEZONE);
        expect(state.statusText).toBe(event.extra ? `${event.minute}+${event.extra}` : String(event.minute));
      }
    }
  });

  it('give nothing for a called-off match', () => {
    const off = inputs.find((i) => i.state !== 'normal')!;
    expect(changePoints(off)).toEqual([]);
  });
});

describe('between two instants', () => {
  const input = sample('football', 1)[0]!;
  const points = changePoints(input);
  const kickoff = input.kickoffAt.getTime();
  /** Minute 2: a minute after the first whistle. */
  const minuteTwo = kickoff + (60 + kickoffDelay(input.timeline)) * 1000;

  it('seqAt counts the change points up to and including the instant', () => {
    expect(seqAt(points, kickoff - 1)).toBe(0);
    expect(seqAt(points, kickoff)).toBe(1);
    expect(seqAt(points, minuteTwo - 1)).toBe(1);
    expect(seqAt(points, minuteTwo)).toBe(2);
    expect(seqAt(points, Number.MAX_SAFE_INTEGER)).toBe(points.length);
  });

  it('changesBetween(a, b) holds what happened after a up to b, and consecutive windows cover every change once', () => {
    expect(changesBetween(points, kickoff - 1, kickoff).map((p) => p.seq)).toEqual([1]);
    expect(changesBetween(points, kickoff, minuteTwo).map((p) => p.seq)).toEqual([2]);
    expect(changesBetween(points, kickoff + 10, kickoff)).toEqual([]);
    const seen: number[] = [];
    for (let t = kickoff - 250; t < points.at(-1)!.at + 1000; t += 250) seen.push(...changesBetween(points, t, t + 250).map((p) => p.seq));
    expect(seen).toEqual(points.map((p) => p.seq));
  });

  it('nextChangeAt is the instant of the next change, or null after the last', () => {
    expect(nextChangeAt(points, kickoff - 5000)).toBe(kickoff);
    expect(nextChangeAt(points, kickoff)).toBe(minuteTwo);
    expect(nextChangeAt(points, points.at(-1)!.at)).toBeNull();
  });
});
