/**
 * Expert odds tips of the seed: hosts (users 10–49) pick a market of a fixture, with reasoning in
 * vi/en/zh written from the match's own numbers (each side's last five results before the tip, the
 * price, the line: sports/tip-texts.ts) and a Vietnamese slug. A tip is posted 3–30 hours before its
 * kick-off; those of the first seed's days never after the start of the origin day (tips on that
 * day's matches were posted by the evening before), the later ones at their hour, and no tip is shown
 * before it is posted. They are written pending; the settlement (sports/tip-settlement.ts) settles
 * those whose match is over when the seed's onStart runs, and the others when their match ends.
 */
import { oddsFor } from '../../../sports/odds.ts';
import { tipSlug, tipTexts, type TeamForm, type TipPick } from '../../../sports/tip-texts.ts';
import { DAY, HOUR, MINUTE } from '../../../clock.ts';
import type { sportsTipFollows, sportsTips, sportsTipsterFollows } from '../../schema/sports.ts';
import { randomSource } from '../seed-kit.ts';
import { LEAGUE, type SportsData } from './build.ts';

type TipRow = typeof sportsTips.$inferInsert;

const HOSTS = { first: 10, last: 49 };
const FEATURED = new Set<number>([LEAGUE.vl1, LEAGUE.en, LEAGUE.es, LEAGUE.it, LEAGUE.de, LEAGUE.cl, LEAGUE.vba, LEAGUE.esNational, LEAGUE.esSea]);

/** `wanted`, or `minutesBefore` the start of the origin day when that is later (it would be in the future before the day ends). */
function postedAt(wanted: number, dayStart: number, minutesBefore: number): Date {
  return new Date(wanted < dayStart ? wanted : dayStart - minutesBefore * MINUTE);
}

type FixtureRow = SportsData['fixtures'][number];

/** A team's last `count` results that ended before `before`, newest first, with what it scored and let in. */
export function formBefore(finished: readonly Pick<FixtureRow, 'endsAt' | 'homeTeamId' | 'awayTeamId' | 'finalHome' | 'finalAway'>[], teamId: number, before: number, count = 5): TeamForm {
  const results: TeamForm['results'][number][] = [];
  let scored = 0;
  let conceded = 0;
  for (let i = finished.length - 1; i >= 0 && results.length < count; i--) {
    const f = finished[i]!;
    if (f.endsAt!.getTime() > before || (f.homeTeamId !== teamId && f.awayTeamId !== teamId)) continue;
    const [own, other] = f.homeTeamId === teamId ? [f.finalHome!, f.finalAway!] : [f.finalAway!, f.finalHome!];
    results.push(own > other ? 'W' : own < other ? 'L' : 'D');
    scored += own;
    conceded += other;
  }
  return { results, scored, conceded };
}

/**
 * Tips are written for the matches from four weeks before the origin to before the third day after
 * it, all posted by the start of the origin's day; those of later matches (LATER_TIP_FIRST_ID + the
 * fixture's id, also for the weeks the season adds) are dated 3–30 hours before their kick-off and
 * shown from then on (routes/tips/data.ts postedBy).
 */
export const TIP_DAYS: [number, number] = [-28, 3];
export const LATER_TIP_FIRST_ID = 10_000_000;
export const laterTipId = (fixtureId: number) => LATER_TIP_FIRST_ID + fixtureId;

type TipTeam = Pick<SportsData['teams'][number], 'id' | 'name' | 'rating'>;
type TipFixture = Pick<FixtureRow, 'id' | 'sport' | 'leagueId' | 'season' | 'kickoffAt' | 'endsAt' | 'state' | 'homeTeamId' | 'awayTeamId' | 'finalHome' | 'finalAway'>;

/**
 * The experts' tips on the featured matches kicking off from `windowStart` to before `windowEnd`,
 * posted no later than `dayStart` (Infinity: when their hour comes); `idOf` numbers them (by
 * default one after another from 1).
 */
export function buildTips(data: { teams: readonly TipTeam[]; fixtures: readonly TipFixture[] }, windowStart: number, windowEnd: number, dayStart: number, idOf?: (fixtureId: number) => number): TipRow[] {
  const teams = new Map(data.teams.map((t) => [t.id, t]));
  // Played matches by their end, for each side's form at the time of the tip.
  const finished = data.fixtures.filter((f) => f.state === 'normal').sort((a, b) => a.endsAt!.getTime() - b.endsAt!.getTime());
  const rows: TipRow[] = [];
  for (const f of data.fixtures) {
    if (f.season! < 0 || f.kickoffAt!.getTime() < windowStart || f.kickoffAt!.getTime() >= windowEnd || !FEATURED.has(f.leagueId) || f.state !== 'normal') continue;
    const rng = randomSource(`sports:tip:${f.id}`);
    if (!rng.chance(f.sport === 'football' ? 0.5 : 0.35)) continue;
    const home = teams.get(f.homeTeamId)!;
    const away = teams.get(f.awayTeamId)!;
    const odds = oddsFor(f.sport, home.rating, away.rating, 0, [0, 0]);
    const market = rng.pick(['1x2', '1x2', 'handicap', 'over_under'] as const);
    // The expert usually backs the likelier outcome (the lower price).
    const contrarian = rng.chance(0.3);
    let pick: TipPick;
    let line: number | null = null;
    let price: number;
    if (market === '1x2') {
      const favourite = odds.oneXTwo.home <= odds.oneXTwo.away ? 'home' : 'away';
      pick = contrarian ? (odds.oneXTwo.draw !== null && rng.chance(0.5) ? 'draw' : favourite === 'home' ? 'away' : 'home') : favourite;
      price = pick === 'home' ? odds.oneXTwo.home : pick === 'away' ? odds.oneXTwo.away : odds.oneXTwo.draw!;
    } else if (market === 'handicap') {
      line = odds.handicap.line;
      pick = (odds.handicap.home <= odds.handicap.away) !== contrarian ? 'home' : 'away';
      price = pick === 'home' ? odds.handicap.home : odds.handicap.away;
    } else {
      line = odds.overUnder.line;
      pick = (odds.overUnder.over <= odds.overUnder.under) !== contrarian ? 'over' : 'under';
      price = pick === 'over' ? odds.overUnder.over : odds.overUnder.under;
    }
    const confidence = rng.int(contrarian ? 52 : 60, contrarian ? 70 : 90);
    const id = idOf ? idOf(f.id!) : rows.length + 1;
    // Drawn in the order of the earlier seed, so the tips keep their authors and times.
    const variant = rng.int(0, 53);
    const authorId = rng.int(HOSTS.first, HOSTS.last);
    const createdAt = postedAt(f.kickoffAt!.getTime() - rng.int(3, 30) * HOUR, dayStart, rng.int(10, 360));
    const { title, reasoning } = tipTexts({
      sport: f.sport,
      home: home.name,
      away: away.name,
      market,
      pick,
      line,
      odds: price,
      confidence,
      homeForm: formBefore(finished, home.id, createdAt.getTime()),
      awayForm: formBefore(finished, away.id, createdAt.getTime()),
      variant,
    });
    rows.push({
      id,
      slug: tipSlug(title, id),
      fixtureId: f.id,
      authorId,
      category: f.sport,
      market,
      pick,
      line,
      odds: price,
      confidence,
      title,
      reasoning,
      byMember: false,
      createdAt,
      result: 'pending',
      profit: null,
      settledAt: null,
    });
  }
  return rows;
}

/** The seeded members who follow experts and tips. */
const MEMBERS = { first: 100, last: 389 };

/**
 * Members following the experts and their tips: a few experts draw a large audience and most a
 * modest one (6 to about 160 followers), each tip a handful of members after it was posted.
 */
export function buildFollows(tips: readonly TipRow[], dayStart: number) {
  const tipsterFollows: (typeof sportsTipsterFollows.$inferInsert)[] = [];
  const tipFollows: (typeof sportsTipFollows.$inferInsert)[] = [];
  const pickMembers = (rng: ReturnType<typeof randomSource>, count: number) => {
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(rng.int(MEMBERS.first, MEMBERS.last));
    return [...chosen].sort((a, b) => a - b);
  };
  for (const tipsterId of [...new Set(tips.map((t) => t.authorId!))].sort((a, b) => a - b)) {
    const rng = randomSource(`sports:tipster-followers:${tipsterId}`);
    for (const userId of pickMembers(rng, Math.round(6 + 155 * rng.next() ** 2.5))) {
      tipsterFollows.push({ userId, tipsterId, createdAt: new Date(dayStart - rng.int(1, 200) * DAY - rng.int(0, 23) * HOUR) });
    }
  }
  for (const tip of tips) {
    const rng = randomSource(`sports:tip-followers:${tip.id}`);
    const posted = (tip.createdAt as Date).getTime();
    for (const userId of pickMembers(rng, rng.int(0, 14))) {
      tipFollows.push({ userId, tipId: tip.id!, createdAt: new Date(Math.min(dayStart, posted + rng.int(5, 240) * MINUTE)) });
    }
  }
  return { tipsterFollows, tipFollows };
}
