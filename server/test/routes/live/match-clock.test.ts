import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sportsClock, sportsFixtures, type Timeline } from '../../../src/db/schema.ts';
import { clock, MINUTE, vnDay, vnMidnight } from '../../../src/clock.ts';
import { kickoffDelay } from '../../../src/sports/match-clock.ts';
import { testAppOfFile } from '../../test-app.ts';
import { clockStops } from '../../clock-stops.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { ScheduleRow } from '../../../../contracts/schemas/live.ts';
import type { MatchDetail } from '../../../../contracts/schemas/sports/matches.ts';
import { call } from '../sports/sports-helpers.ts';

const t = testAppOfFile();
const { stopAt, resume } = clockStops();

/** A fixture of today kicking off between 01:00 and 19:00 (Vietnam), so +4 h stays on the same day. */
async function todaysFixture(sport: 'football' | 'basketball') {
  const midnight = vnMidnight(vnDay(clock.now()));
  const [fixture] = await t.app.db
    .select()
    .from(sportsFixtures)
    .where(and(eq(sportsFixtures.sport, sport), eq(sportsFixtures.state, 'normal'), gte(sportsFixtures.kickoffAt, new Date(midnight + 60 * MINUTE)), lt(sportsFixtures.kickoffAt, new Date(midnight + 19 * 60 * MINUTE))))
    .orderBy(asc(sportsFixtures.kickoffAt))
    .limit(1);
  return fixture!;
}

async function rowAt(fixtureId: number, at: number, sportMode: number) {
  stopAt(at);
  const { body } = await call<Page<ScheduleRow>>(t.app, `/live/api/schedule/liveSchedule?liveModeId=${sportMode}`);
  return body.data.list.find((r) => r.staticId === fixtureId)!;
}

describe('the live minute and score follow the clock', () => {
  it('runs a football match from kickoff time to full time', async () => {
    const f = await todaysFixture('football');
    const timeline = f.timeline as Extract<Timeline, { kind: 'football' }>;
    const kickoff = f.kickoffAt.getTime();
    // The match clock runs from the first whistle, a few seconds after the kickoff time.
    const delay = kickoffDelay(timeline);
    const whistle = kickoff + delay * 1000;
    const goalsBy = (seconds: number) => {
      const goals = timeline.goals.filter(([at]) => at <= seconds);
      return `${goals.filter(([, s]) => s === 0).length}-${goals.filter(([, s]) => s === 1).length}`;
    };

    const before = await rowAt(f.id, kickoff - 10 * MINUTE, 1);
    expect(before).toMatchObject({ status: 1, minute: null, score: null });
    expect(before.statusText).toMatch(/^\d{2}:\d{2}$/);

    const kickedOff = await rowAt(f.id, kickoff, 1);
    expect(kickedOff).toMatchObject({ status: 2, statusText: '1', minute: 1, period: '1H', score: '0-0' });
    expect(await rowAt(f.id, whistle + MINUTE - 1_000, 1)).toMatchObject({ statusText: '1', minute: 1 });
    expect(await rowAt(f.id, whistle + MINUTE, 1)).toMatchObject({ statusText: '2', minute: 2 });

    const early = await rowAt(f.id, whistle + 10 * MINUTE + 5_000, 1);
    expect(early).toMatchObject({ status: 2, statusText: '11', minute: 11, period: '1H', score: goalsBy(delay + 605) });

    const later = await rowAt(f.id, whistle + 30 * MINUTE, 1);
    expect(later).toMatchObject({ status: 2, statusText: '31', minute: 31, score: goalsBy(delay + 1800) });

    const stoppage = await rowAt(f.id, whistle + 45 * MINUTE + 10_000, 1);
    expect(stoppage.statusText).toBe('45+1');

    const halfTime = await rowAt(f.id, whistle + (45 + timeline.add1 + 5) * MINUTE, 1);
    expect(halfTime).toMatchObject({ status: 2, statusText: 'HT', period: 'HT' });

    const secondHalf = await rowAt(f.id, whistle + (45 + timeline.add1 + 15 + 20) * MINUTE + 1_000, 1);
    expect(secondHalf).toMatchObject({ status: 2, statusText: '66', minute: 66, period: '2H' });
    expect(secondHalf.score).toBe(goalsBy(delay + (45 + timeline.add1 + 15 + 20) * 60 + 1));

    const end = await rowAt(f.id, kickoff + (45 + timeline.add1 + 15 + 45 + timeline.add2) * MINUTE + 1_000, 1);
    expect(end).toMatchObject({ status: 3, statusText: 'FT', score: `${f.finalHome}-${f.finalAway}` });

    // The score never goes down as time passes.
    const totals = [kickedOff, early, later, halfTime, secondHalf, end].map((r) => r.homeScore! + r.awayScore!);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  });

  it('shows only the events that have happened in the match detail', async () => {
    const f = await todaysFixture('football');
    stopAt(f.kickoffAt.getTime() + 50 * MINUTE);
    const half = await call<MatchDetail>(t.app, `/live/api/football/match?staticId=${f.id}`);
    stopAt(f.endsAt.getTime() + MINUTE);
    const full = await call<MatchDetail>(t.app, `/live/api/football/match?staticId=${f.id}`);
    expect(half.body.data.events.every((e) => e.minute <= 45)).toBe(true);
    expect(full.body.data.events.length).toBeGreaterThanOrEqual(half.body.data.events.length);
    expect(full.body.data.events.some((e) => e.type === 'sub')).toBe(true);
    expect(half.body.data.lineups).not.toBeNull();
    expect(full.body.data.stats!.shots[0]).toBeGreaterThanOrEqual(half.body.data.stats!.shots[0]);
  });

  it('runs a basketball game by quarters with a growing score', async () => {
    const f = await todaysFixture('basketball');
    const kickoff = f.kickoffAt.getTime();
    const q1 = await rowAt(f.id, kickoff + 12.5 * MINUTE, 2);
    expect(q1).toMatchObject({ status: 2, period: 'Q1', statusText: '6' });
    const q3 = await rowAt(f.id, kickoff + 75 * MINUTE, 2);
    expect(q3.period).toBe('Q3');
    expect(q3.homeScore!).toBeGreaterThan(q1.homeScore!);
    const end = await rowAt(f.id, f.endsAt.getTime(), 2);
    expect(end).toMatchObject({ status: 3, statusText: 'FT', score: `${f.finalHome}-${f.finalAway}` });
    expect(f.finalHome).not.toBe(f.finalAway);
  });
});

describe('one season that the clock alone moves', () => {
  it('keeps every kick-off where it was when the day changes, and shows the new day its own matches', async () => {
    const f = await todaysFixture('football');
    const [origin] = await t.app.db.select().from(sportsClock);
    const realNow = clock.now();
    stopAt(realNow + 2 * 24 * 60 * MINUTE);
    const later = await call<MatchDetail>(t.app, `/live/api/football/match?staticId=${f.id}`);
    expect(later.body.data.match.kickoffTime).toBe(f.kickoffAt.toISOString());
    expect(later.body.data.match.status).toBe(3);
    const [originLater] = await t.app.db.select().from(sportsClock);
    expect(originLater!.anchorDay).toBe(origin!.anchorDay);
    resume();
    const back = await call<MatchDetail>(t.app, `/live/api/football/match?staticId=${f.id}`);
    expect(back.body.data.match.kickoffTime).toBe(f.kickoffAt.toISOString());
  });
});
