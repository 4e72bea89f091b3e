import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { addDays, clock, MINUTE, vnDay } from '../../../src/clock.ts';
import { sportsTips } from '../../../src/db/schema.ts';
import { testAppOfFile } from '../../test-app.ts';
import { clockStops } from '../../clock-stops.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { MatchDetail, MatchSummary } from '../../../../contracts/schemas/sports/matches.ts';
import type { TipItem } from '../../../../contracts/schemas/sports/tips.ts';
import { call, expectError, guest, member } from '../sports/sports-helpers.ts';

const t = testAppOfFile();
const { stopAt, resume } = clockStops();

const en = { 'x-language': 'en' };
const create = (headers: Record<string, string>, payload: unknown) => call<TipItem>(t.app, '/other/api/schedule-tips/create', { method: 'POST', headers: { ...headers, ...en }, payload });
const tipsOf = async (userId: number) => (await t.app.db.select({ n: count() }).from(sportsTips).where(eq(sportsTips.authorId, userId)))[0]!.n;
const reasoning = 'Chủ nhà đang có phong độ rất tốt trên sân nhà.';

/** The `nth` match of a league still to play from tomorrow on (1 the first): a league plays at the weekend. */
async function upcoming(nth: number, leagueId = 1): Promise<MatchSummary> {
  const days = Array.from({ length: 10 }, (_, i) => addDays(vnDay(clock.now()), i + 1));
  const lists = await Promise.all(days.map(async (day) => (await call<Page<MatchSummary>>(t.app, `/live/api/football/fixtures?date=${day}&leagueId=${leagueId}`)).body.data.list));
  return lists.flat().filter((m) => m.status === 1)[nth - 1]!;
}

describe('posting a tip', () => {
  it('refuses bad input with the field named and stores nothing', async () => {
    const me = member(t.app, 310);
    const fixture = await upcoming(2);
    const base = { fixtureId: fixture.staticId, market: '1x2', pick: 'home', confidence: 70, reasoning };
    const basketball = (await call<Page<TipItem>>(t.app, '/other/api/schedule-tips/list?category=bong-ro&pageSize=100')).body.data.list.find((tip) => tip.match.status === 1)!.match;
    const cases: [unknown, number, string | RegExp][] = [
      [{ ...base, fixtureId: undefined }, 400, 'body.fixtureId is required'],
      [{ ...base, fixtureId: 'abc' }, 400, 'body.fixtureId must be of type integer'],
      [{ ...base, fixtureId: 0 }, 400, /^body\.fixtureId/],
      [{ ...base, market: 'corners' }, 400, /^body\.market/],
      [{ ...base, pick: 'left' }, 400, /^body\.pick/],
      [{ ...base, pick: 'over' }, 400, 'body.pick: over does not belong to market 1x2'],
      [{ ...base, market: 'handicap', pick: 'draw' }, 400, 'body.pick: draw does not belong to market handicap'],
      [{ ...base, market: 'over_under', pick: 'home' }, 400, 'body.pick: home does not belong to market over_under'],
      [{ ...base, fixtureId: basketball.staticId, pick: 'draw' }, 400, `body.pick: match ${basketball.staticId} has no draw`],
      [{ ...base, confidence: 20 }, 400, /^body\.confidence/],
      [{ ...base, confidence: 70.5 }, 400, /^body\.confidence/],
      [{ ...base, reasoning: '    x      ' }, 400, 'body.reasoning must have at least 10 characters'],
      [{ ...base, reasoning: 'short' }, 400, 'body.reasoning must have at least 10 characters'],
      [{ ...base, reasoning: 'x'.repeat(2001) }, 400, /^body\.reasoning/],
      [{ ...base, reasoning: 42 }, 400, 'body.reasoning must be of type string'],
      [{ ...base, fixtureId: 99999999 }, 404, 'Match 99999999 not found'],
    ];
    for (const [payload, status, msg] of cases) expectError((await create(me, payload)).res, status, msg);
    expect(await tipsOf(310)).toBe(0);
    expectError((await create(guest(t.app), base)).res, 401, 'Authentication required');
    expectError((await create({}, base)).res, 401, 'Authentication required');
  });

  it('takes the line and price of the current odds', async () => {
    const fixture = await upcoming(1);
    const at = clock.now();
    stopAt(at);
    const odds = (await call<MatchDetail>(t.app, `/live/api/football/match?staticId=${fixture.staticId}`)).body.data.odds!;
    const posted = (await create(member(t.app, 311), { fixtureId: fixture.staticId, market: 'handicap', pick: 'away', confidence: 65, reasoning })).body.data;
    expect(posted).toMatchObject({ market: 'handicap', pick: 'away', line: odds.handicap.line, odds: odds.handicap.away, result: 'pending', profit: null, settledAt: null, categorySlug: 'bong-da', type: 'keo-chau-a' });
    expect(posted.createdAt).toBe(new Date(at).toISOString());
    const draw = (await create(member(t.app, 312), { fixtureId: fixture.staticId, market: '1x2', pick: 'draw', confidence: 55, reasoning })).body.data;
    expect(draw).toMatchObject({ line: null, odds: odds.oneXTwo.draw, pickLabel: 'Draw' });
  });

  it('allows one tip per member and match: a second one is a 409, whatever its market', async () => {
    const me = member(t.app, 313);
    const fixture = await upcoming(3);
    const first = await create(me, { fixtureId: fixture.staticId, market: 'over_under', pick: 'under', confidence: 60, reasoning });
    expect(first.res.statusCode).toBe(200);
    for (const [market, pick] of [['over_under', 'under'], ['over_under', 'over'], ['1x2', 'away'], ['handicap', 'home']]) {
      expectError((await create(me, { fixtureId: fixture.staticId, market, pick, confidence: 60, reasoning })).res, 409, `You already posted a tip on match ${fixture.staticId}`);
    }
    expect(await tipsOf(313)).toBe(1);
    // Another match is fine.
    const other = await upcoming(3, 4);
    expect((await create(me, { fixtureId: other.staticId, market: '1x2', pick: 'home', confidence: 60, reasoning })).res.statusCode).toBe(200);
    expect(await tipsOf(313)).toBe(2);
  });

  it('is refused once the match has kicked off, and for a called-off match', async () => {
    // A match of this evening still to kick off (the suite runs at 20:30 on a Saturday).
    const today = (await call<Page<MatchSummary>>(t.app, '/live/api/football/fixtures?pageSize=100')).body.data.list;
    const fixture = today.find((m) => {
      const hour = Number(new Date(Date.parse(m.kickoffTime) + 7 * 3600_000).toISOString().slice(11, 13));
      return m.status === 1 && hour >= 21 && hour < 23;
    })!;
    const kickoff = Date.parse(fixture.kickoffTime);
    const payload = { fixtureId: fixture.staticId, market: '1x2', pick: 'home', confidence: 60, reasoning };
    for (const at of [kickoff, kickoff + 1000, kickoff + 100 * MINUTE]) {
      stopAt(at);
      expectError((await create(member(t.app, 314), payload)).res, 409, `Match ${fixture.staticId} has already started or is off`);
      resume();
    }
    const calledOff = Array.from({ length: 13 }, (_, i) => addDays(vnDay(clock.now()), i + 2))
      .map((day) => call<Page<MatchSummary>>(t.app, `/live/api/football/fixtures?date=${day}&pageSize=100`));
    const off = (await Promise.all(calledOff)).flatMap((r) => r.body.data.list).find((m) => m.status === 5)!;
    expectError((await create(member(t.app, 314), { ...payload, fixtureId: off.staticId })).res, 409, `Match ${off.staticId} has already started or is off`);
    expect(await tipsOf(314)).toBe(0);
    // A minute before kick-off it is still open.
    stopAt(kickoff - MINUTE);
    expect((await create(member(t.app, 314), payload)).res.statusCode).toBe(200);
  });
});
