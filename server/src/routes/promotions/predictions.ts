/**
 * Score predictions: a campaign with a prediction league offers that league's matches from three
 * days ago to a week ahead; a member predicts each one's score once and may change it until kick-off;
 * once a match is over its result settles the prediction (exact or missed).
 */
import { aliasedTable, and, asc, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { promotions, scorePredictions, sportsFixtures, sportsLeagues, sportsTeams, users } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import type { Prediction, PredictionBody, PredictionMatch, ScorePredictions } from '../../../../contracts/schemas/content/promotions.ts';
import { crest } from '../live/schedule-data.ts';
import { fail } from '../content/messages.ts';
import { promotionFail } from './messages.ts';
import { statusOf } from './data.ts';

const DAY_MS = 86_400_000;
/** The matches offered: kicked off at most this long ago (to show their results)… */
const PAST_MS = 3 * DAY_MS;
/** …up to this far ahead. */
const AHEAD_MS = 7 * DAY_MS;
const MAX_COMING = 10;
const MAX_PLAYED = 8;

const homeTeam = aliasedTable(sportsTeams, 'home_team');
const awayTeam = aliasedTable(sportsTeams, 'away_team');

async function predictionCampaign(db: Db, slug: string) {
  const [row] = await db.select().from(promotions).where(eq(promotions.slug, slug));
  if (!row) throw promotionFail(404, 'promotionNotFound', { value: slug });
  if (row.predictionLeagueId === null) throw promotionFail(404, 'promotionNoPredictions');
  return { ...row, predictionLeagueId: row.predictionLeagueId };
}

/** The league's matches of the window around `at` that were not called off. */
function offeredMatches(leagueId: number, at: Date) {
  return and(
    eq(sportsFixtures.leagueId, leagueId),
    eq(sportsFixtures.state, 'normal'),
    gte(sportsFixtures.kickoffAt, new Date(at.getTime() - PAST_MS)),
    lte(sportsFixtures.kickoffAt, new Date(at.getTime() + AHEAD_MS)),
  )!;
}

const toPrediction = (row: typeof scorePredictions.$inferSelect): Prediction => ({
  fixtureId: row.fixtureId,
  home: row.home,
  away: row.away,
  updatedAt: row.updatedAt.toISOString(),
});

/** The campaign's matches (those still open first) with the viewer's predictions and, for those over, the results against them. */
export async function predictionMatches(db: Db, slug: string, lang: Language, viewerId: number | null, at: Date): Promise<ScorePredictions> {
  const campaign = await predictionCampaign(db, slug);
  const matchesWhere = (when: SQL, order: SQL[], limit: number) =>
    db
      .select({ fixture: sportsFixtures, home: { id: homeTeam.id, name: homeTeam.name }, away: { id: awayTeam.id, name: awayTeam.name } })
      .from(sportsFixtures)
      .innerJoin(homeTeam, eq(homeTeam.id, sportsFixtures.homeTeamId))
      .innerJoin(awayTeam, eq(awayTeam.id, sportsFixtures.awayTeamId))
      .where(and(offeredMatches(campaign.predictionLeagueId, at), when))
      .orderBy(...order)
      .limit(limit);
  const [[league], coming, played] = await Promise.all([
    db.select({ name: sportsLeagues.name }).from(sportsLeagues).where(eq(sportsLeagues.id, campaign.predictionLeagueId)),
    matchesWhere(gt(sportsFixtures.kickoffAt, at), [asc(sportsFixtures.kickoffAt), asc(sportsFixtures.id)], MAX_COMING),
    matchesWhere(lte(sportsFixtures.kickoffAt, at), [desc(sportsFixtures.kickoffAt), desc(sportsFixtures.id)], MAX_PLAYED),
  ]);
  // Those still open first, soonest first; then those under way or over, latest first.
  const fixtures = [...coming, ...played];
  const ids = fixtures.map((f) => f.fixture.id);
  const mine =
    viewerId === null || ids.length === 0
      ? []
      : await db
          .select()
          .from(scorePredictions)
          .where(and(eq(scorePredictions.promotionId, campaign.id), eq(scorePredictions.userId, viewerId), inArray(scorePredictions.fixtureId, ids)));
  const byFixture = new Map(mine.map((p) => [p.fixtureId, p]));
  const matches = fixtures.map(({ fixture, home, away }): PredictionMatch => {
    const prediction = byFixture.get(fixture.id);
    const result = fixture.endsAt <= at ? { home: fixture.finalHome, away: fixture.finalAway } : null;
    return {
      fixtureId: fixture.id,
      kickoffAt: fixture.kickoffAt.toISOString(),
      home: { id: home.id, name: localize(home.name, lang), crest: crest(home.id) },
      away: { id: away.id, name: localize(away.name, lang), crest: crest(away.id) },
      locked: fixture.kickoffAt <= at,
      result,
      prediction: prediction ? toPrediction(prediction) : null,
      outcome: prediction && result ? (prediction.home === result.home && prediction.away === result.away ? 'exact' : 'missed') : null,
    };
  });
  return { slug: campaign.slug, league: league ? localize(league.name, lang) : '', matches };
}

/**
 * Makes or changes a member's prediction: 404 for an unknown campaign, one without predictions or a
 * match it does not offer; 409 when the campaign is not running or the match has kicked off. One row
 * per member and match (the primary key), changed in place.
 */
export async function predictScore(db: Db, body: PredictionBody, userId: number, at: Date): Promise<Prediction> {
  const campaign = await predictionCampaign(db, body.slug);
  const status = statusOf(campaign, at);
  if (status === 'upcoming') throw promotionFail(409, 'promotionNotStarted');
  if (status === 'ended') throw promotionFail(409, 'promotionEnded');
  const [fixture] = await db
    .select({ kickoffAt: sportsFixtures.kickoffAt })
    .from(sportsFixtures)
    .where(and(eq(sportsFixtures.id, body.fixtureId), offeredMatches(campaign.predictionLeagueId, at)));
  if (!fixture) throw promotionFail(404, 'predictionMatchNotFound', { id: body.fixtureId });
  if (fixture.kickoffAt <= at) throw promotionFail(409, 'predictionLocked');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw fail(401, 'memberGone');
  const [row] = await db
    .insert(scorePredictions)
    .values({ promotionId: campaign.id, fixtureId: body.fixtureId, userId, home: body.home, away: body.away, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [scorePredictions.promotionId, scorePredictions.fixtureId, scorePredictions.userId],
      set: { home: body.home, away: body.away, updatedAt: sql`excluded.updated_at` },
    })
    .returning();
  return toPrediction(row!);
}
