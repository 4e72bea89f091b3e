/**
 * Score predictions (contracts/endpoints/promotions.ts): the campaign's matches, a member's
 * prediction made and changed until kick-off, one per match, validated and rate limited, settled
 * against the result once the match is over.
 */
import { describe, expect, it } from 'vitest';
import { testAppOfFile } from '../../test-app.ts';
import { call, expectError, memberToken } from '../content/content-helpers.ts';
import { register } from '../account/helpers.ts';
import { clockStops } from '../../clock-stops.ts';
import { clock } from '../../../src/clock.ts';
import type { Prediction, PromotionDetail, ScorePredictions } from '../../../../contracts/schemas/content/promotions.ts';
import { PREDICTION_RATE } from '../../../../contracts/content-values.ts';

const t = testAppOfFile();
const clockAt = clockStops();
const SLUG = 'du-doan-ty-so-v-league';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const matches = (headers: Record<string, string> = {}, slug = SLUG) => call<ScorePredictions>(t, `/other/api/promotion/predictions/${slug}`, { headers });
const predict = (body: unknown, headers: Record<string, string> = {}) => call<Prediction>(t, '/other/api/promotion/predict', { method: 'POST', headers, body });

/** The first match still to kick off, and one already played. */
async function offered() {
  const { body } = await matches();
  const upcoming = body.data.matches.find((m) => !m.locked)!;
  const played = body.data.matches.find((m) => m.result !== null)!;
  return { upcoming, played, all: body.data.matches };
}

describe('GET /other/api/promotion/predictions/:slug', () => {
  it('offers the V.League 1 matches of the coming week, then those of the last three days, in the request language', async () => {
    const detail = await call<PromotionDetail>(t, `/other/api/promotion/detail/${SLUG}`);
    expect(detail.body.data.predicts).toBe(true);
    const { status, body } = await matches({ 'x-language': 'en' });
    expect(status).toBe(200);
    expect(body.data.league).toBe('V.League 1');
    const now = clock.now();
    expect(body.data.matches.length).toBeGreaterThan(0);
    // Those still open first, soonest first; then those under way or over, latest first.
    const open = body.data.matches.filter((m) => !m.locked).map((m) => Date.parse(m.kickoffAt));
    const closed = body.data.matches.filter((m) => m.locked).map((m) => Date.parse(m.kickoffAt));
    expect(body.data.matches.map((m) => m.locked)).toEqual([...open.map(() => false), ...closed.map(() => true)]);
    expect(open).toEqual([...open].sort((a, b) => a - b));
    expect(closed).toEqual([...closed].sort((a, b) => b - a));
    expect(closed.length).toBeGreaterThan(0);
    for (const m of body.data.matches) {
      expect(Date.parse(m.kickoffAt)).toBeGreaterThanOrEqual(now - 3 * 86_400_000);
      expect(Date.parse(m.kickoffAt)).toBeLessThanOrEqual(now + 7 * 86_400_000);
      expect(m.locked).toBe(Date.parse(m.kickoffAt) <= now);
      expect(m.home.name).not.toBe('');
      expect(m.home.crest).toBe(`/media/crest/${m.home.id}.svg`);
      // A guest has no predictions.
      expect(m.prediction).toBeNull();
      expect(m.outcome).toBeNull();
    }
    expect(body.data.matches.some((m) => !m.locked)).toBe(true);
  });

  it('answers 404 for an unknown campaign and for one without predictions', async () => {
    expectError(await matches({ 'x-language': 'en' }, 'khong-co'), 404, 'Promotion not found: khong-co');
    expectError(await matches({ 'x-language': 'en' }, 'diem-danh-7-ngay'), 404, 'This promotion has no score predictions');
  });
});

describe('POST /other/api/promotion/predict', () => {
  it('stores one prediction per member and match, changed in place until kick-off, and shows it to that member only', async () => {
    const member = await register(t);
    const other = await register(t);
    const { upcoming } = await offered();
    const first = await predict({ slug: SLUG, fixtureId: upcoming.fixtureId, home: 2, away: 1 }, bearer(member.token));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ fixtureId: upcoming.fixtureId, home: 2, away: 1 });
    const changed = await predict({ slug: SLUG, fixtureId: upcoming.fixtureId, home: 0, away: 0 }, bearer(member.token));
    expect(changed.body.data).toMatchObject({ home: 0, away: 0 });

    const mine = (await matches(bearer(member.token))).body.data.matches.filter((m) => m.prediction !== null);
    expect(mine.map((m) => [m.fixtureId, m.prediction!.home, m.prediction!.away])).toEqual([[upcoming.fixtureId, 0, 0]]);
    const theirs = (await matches(bearer(other.token))).body.data.matches.filter((m) => m.prediction !== null);
    expect(theirs).toEqual([]);
  });

  it('locks a match at kick-off, then settles the prediction against its result', async () => {
    const member = await register(t);
    const { upcoming } = await offered();
    await predict({ slug: SLUG, fixtureId: upcoming.fixtureId, home: 1, away: 1 }, bearer(member.token));
    const kickoff = Date.parse(upcoming.kickoffAt);
    clockAt.stopAt(kickoff);
    // A token of that moment (the one from signing up has run out by then).
    const then = () => memberToken(t, member.userId);
    expectError(await predict({ slug: SLUG, fixtureId: upcoming.fixtureId, home: 3, away: 0 }, { authorization: then(), 'x-language': 'en' }), 409, 'The match has kicked off: predictions are closed');
    // Long after the final whistle, the result is there and the prediction is settled against it.
    clockAt.stopAt(kickoff + 86_400_000);
    const match = (await matches({ authorization: then() })).body.data.matches.find((m) => m.fixtureId === upcoming.fixtureId)!;
    expect(match.locked).toBe(true);
    expect(match.prediction).toMatchObject({ home: 1, away: 1 });
    expect(match.result).not.toBeNull();
    expect(match.outcome).toBe(match.result!.home === 1 && match.result!.away === 1 ? 'exact' : 'missed');
  });

  it('refuses a guest (401), a match the campaign does not offer (404) and one already played (409)', async () => {
    const member = await register(t);
    const { upcoming, played } = await offered();
    expect((await predict({ slug: SLUG, fixtureId: upcoming.fixtureId, home: 1, away: 0 })).status).toBe(401);
    expectError(await predict({ slug: SLUG, fixtureId: 999_999, home: 1, away: 0 }, { ...bearer(member.token), 'x-language': 'en' }), 404, 'Match 999999 is not offered in this prediction campaign');
    expectError(await predict({ slug: 'diem-danh-7-ngay', fixtureId: upcoming.fixtureId, home: 1, away: 0 }, { ...bearer(member.token), 'x-language': 'en' }), 404, 'This promotion has no score predictions');
    expectError(await predict({ slug: SLUG, fixtureId: played.fixtureId, home: 1, away: 0 }, { ...bearer(member.token), 'x-language': 'en' }), 409, 'The match has kicked off: predictions are closed');
  });

  it('answers 400 naming the field for a score that cannot be one', async () => {
    const member = await register(t);
    const { upcoming } = await offered();
    for (const [body, field] of [
      [{ slug: SLUG, fixtureId: upcoming.fixtureId, home: -1, away: 0 }, /home/],
      [{ slug: SLUG, fixtureId: upcoming.fixtureId, home: 1.5, away: 0 }, /home/],
      [{ slug: SLUG, fixtureId: upcoming.fixtureId, home: 1, away: 21 }, /away/],
      [{ slug: SLUG, fixtureId: upcoming.fixtureId, home: '2', away: 0 }, /home/],
      [{ slug: SLUG, fixtureId: upcoming.fixtureId, home: 1 }, /away/],
      [{ slug: SLUG, home: 1, away: 0 }, /fixtureId/],
    ] as const) {
      expectError(await predict(body, bearer(member.token)), 400, field);
    }
  });

  it(`allows ${PREDICTION_RATE.max} predictions a minute per member, then answers 429`, async () => {
    const member = await register(t);
    const { upcoming } = await offered();
    for (let i = 0; i < PREDICTION_RATE.max; i++) {
      expect((await predict({ slug: SLUG, fixtureId: upcoming.fixtureId, home: i % 10, away: 0 }, bearer(member.token))).status).toBe(200);
    }
    expectError(await predict({ slug: SLUG, fixtureId: upcoming.fixtureId, home: 1, away: 0 }, { ...bearer(member.token), 'x-language': 'en' }), 429, 'Too many predictions, please try again in a minute');
    // Another member has a bucket of their own.
    const other = await register(t);
    expect((await predict({ slug: SLUG, fixtureId: upcoming.fixtureId, home: 1, away: 0 }, bearer(other.token))).status).toBe(200);
  });
});
