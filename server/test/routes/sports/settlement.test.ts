import { describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { clock, DAY, MINUTE, vnDay } from '../../../src/clock.ts';
import { seed } from '../../../src/db/seed.ts';
import { sportsFixtures, sportsTips } from '../../../src/db/schema.ts';
import { settleDueTips } from '../../../src/sports/tip-settlement.ts';
import { settleTip } from '../../../src/sports/settlement.ts';
import { testAppOfFile } from '../../test-app.ts';
import { clockStops } from '../../clock-stops.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { MatchSummary } from '../../../../contracts/schemas/sports/matches.ts';
import type { TipItem, Tipster } from '../../../../contracts/schemas/sports/tips.ts';
import { call, member } from './sports-helpers.ts';

const t = testAppOfFile();
const { stopAt } = clockStops();

const reasoning = 'Trận đấu này sẽ có nhiều bàn thắng, hai đội đều mạnh.';

describe('tips settle by themselves when the clock ends their match', () => {
  it('settles every tip of a real match once, from its final score, when the clock passes its end', async () => {
    // A match of this Saturday evening still to kick off (the suite runs at 20:30): Serie A at 21:00 or the Bundesliga at 21:30.
    const today = (await call<Page<MatchSummary>>(t.app, '/live/api/football/fixtures?pageSize=100')).body.data.list;
    const match = today.find((m) => {
      const hour = Number(new Date(Date.parse(m.kickoffTime) + 7 * 3600_000).toISOString().slice(11, 13));
      return m.status === 1 && hour === 21;
    })!;
    expect(vnDay(Date.parse(match.kickoffTime))).toBe(vnDay(clock.now()));
    const [fixture] = await t.app.db.select().from(sportsFixtures).where(eq(sportsFixtures.id, match.staticId));
    const kickoff = fixture!.kickoffAt.getTime();
    const end = fixture!.endsAt.getTime();

    stopAt(kickoff - 10 * MINUTE);
    const picks: [number, string, string][] = [[320, '1x2', 'home'], [321, '1x2', 'draw'], [322, 'handicap', 'away'], [323, 'over_under', 'over'], [324, 'over_under', 'under']];
    for (const [userId, market, pick] of picks) {
      const res = await call<TipItem>(t.app, '/other/api/schedule-tips/create', { method: 'POST', headers: member(t.app, userId), payload: { fixtureId: match.staticId, market, pick, confidence: 60, reasoning } });
      expect(res.res.statusCode, res.res.body).toBe(200);
    }
    const list = () => call<Page<TipItem>>(t.app, `/other/api/schedule-tips/list?fixtureId=${match.staticId}&pageSize=100`);

    // In play: still pending.
    stopAt(kickoff + 60 * MINUTE);
    expect((await list()).body.data.list.filter((tip) => tip.byMember).every((tip) => tip.result === 'pending' && tip.profit === null)).toBe(true);

    // One second after the end: settled by the first read, from the final score.
    const settledAt = end + 1000;
    stopAt(settledAt);
    const after = (await list()).body.data.list;
    expect(after.length).toBeGreaterThanOrEqual(picks.length);
    for (const tip of after) {
      const expected = settleTip({ market: tip.market as never, pick: tip.pick as never, line: tip.line, odds: tip.odds }, { state: 'normal', home: fixture!.finalHome, away: fixture!.finalAway });
      expect(tip.match.status).toBe(3);
      expect(tip.result).toBe(expected.result);
      expect(tip.profit).toBeCloseTo(expected.profit, 3);
      expect(tip.settledAt).toBe(new Date(settledAt).toISOString());
    }

    // Later reads and runs change nothing: settled once (the first read left nothing due at its instant).
    expect(await settleDueTips(t.app.db, settledAt)).toBe(0);
    stopAt(end + 30 * MINUTE);
    await settleDueTips(t.app.db, clock.now());
    const later = (await list()).body.data.list;
    expect(later.map((tip) => [tip.id, tip.result, tip.profit, tip.settledAt])).toEqual(after.map((tip) => [tip.id, tip.result, tip.profit, tip.settledAt]));
    const rows = await t.app.db.select().from(sportsTips).where(and(eq(sportsTips.fixtureId, match.staticId), isNotNull(sportsTips.settledAt)));
    expect(rows.every((r) => r.settledAt!.getTime() === settledAt)).toBe(true);
  });

  it('settles without a read of the tips: the runner is driven by the clock', async () => {
    const today = (await call<Page<MatchSummary>>(t.app, '/live/api/football/fixtures?pageSize=100')).body.data.list;
    const match = today.find((m) => {
      const hour = Number(new Date(Date.parse(m.kickoffTime) + 7 * 3600_000).toISOString().slice(11, 13));
      return m.status === 1 && hour === 22;
    })!;
    const [fixture] = await t.app.db.select().from(sportsFixtures).where(eq(sportsFixtures.id, match.staticId));
    stopAt(fixture!.kickoffAt.getTime() - MINUTE);
    await call(t.app, '/other/api/schedule-tips/create', { method: 'POST', headers: member(t.app, 330), payload: { fixtureId: match.staticId, market: '1x2', pick: 'away', confidence: 60, reasoning } });
    stopAt(fixture!.endsAt.getTime() + 5000);
    expect(await settleDueTips(t.app.db, clock.now())).toBeGreaterThanOrEqual(1);
    const [tip] = await t.app.db.select().from(sportsTips).where(and(eq(sportsTips.fixtureId, match.staticId), eq(sportsTips.authorId, 330)));
    expect(tip!.result).not.toBe('pending');
    expect(tip!.settledAt!.getTime()).toBe(fixture!.endsAt.getTime() + 5000);
  });

  it("keeps a tipster's record from the stored settlements", async () => {
    const top = (await call<Page<Tipster>>(t.app, '/other/api/schedule-tips/v2/top-rating?type=bong-da&pageSize=100')).body.data.list;
    expect(top.length).toBeGreaterThan(10);
    for (const r of top) {
      expect(r.total).toBe(r.won + r.lost + r.push + r.void + r.pending);
      if (r.streak) expect(r.streak.count).toBeGreaterThanOrEqual(1);
    }
    const best = top[0]!;
    const tips = (await call<Page<TipItem>>(t.app, `/other/api/schedule-tips/list?category=football&authorId=${best.author.userId}&pageSize=100`)).body.data.list;
    expect(tips.filter((tip) => tip.result === 'won')).toHaveLength(best.won);
    const profit = tips.reduce((s, tip) => s + (tip.profit ?? 0), 0);
    expect(best.profit).toBeCloseTo(profit, 1);
  });

  it('settles once and for good: a day later and after a restart, every settled tip keeps its result', async () => {
    const settled = (await t.app.db.select().from(sportsTips)).filter((tip) => tip.result !== 'pending').sort((a, b) => a.id - b.id);
    expect(settled.length).toBeGreaterThan(0);
    const now = clock.now();
    await seed(t.app.db, { now: new Date(now + DAY) });
    const later = (await t.app.db.select().from(sportsTips)).filter((tip) => settled.some((x) => x.id === tip.id)).sort((a, b) => a.id - b.id);
    expect(later.map((tip) => [tip.id, tip.result, tip.profit, tip.settledAt?.getTime()])).toEqual(settled.map((tip) => [tip.id, tip.result, tip.profit, tip.settledAt?.getTime()]));
  });
});
