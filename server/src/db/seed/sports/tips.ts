/**
 * Expert odds tips of the seed: hosts (users 10–49) pick a market of a fixture, with reasoning in
 * vi/en/zh. A tip is posted 3–30 hours before its kick-off, and never after the start of the anchor
 * day (tips on today's and later matches were posted by the evening before), so no tip is dated in
 * the future at any hour of the day. They are written pending; the settlement (sports/tip-settlement.ts)
 * settles those whose match is over when the seed's onStart runs.
 */
import { slugify } from '../../../../../contracts/slug.ts';
import { oddsFor } from '../../../sports/odds.ts';
import { tipTexts, type TipPick } from '../../../sports/tip-texts.ts';
import { HOUR, MINUTE } from '../../../clock.ts';
import type { sportsTips } from '../../schema/sports.ts';
import { randomSource } from '../seed-kit.ts';
import { LEAGUE, type SportsData } from './build.ts';

type TipRow = typeof sportsTips.$inferInsert;

const HOSTS = { first: 10, last: 49 };
const FEATURED = new Set<number>([LEAGUE.vl1, LEAGUE.en, LEAGUE.es, LEAGUE.it, LEAGUE.de, LEAGUE.cl, LEAGUE.vba, LEAGUE.esNational, LEAGUE.esSea]);

/** `wanted`, or `minutesBefore` the start of the anchor day when that is later (it would be in the future before the day ends). */
function postedAt(wanted: number, dayStart: number, minutesBefore: number): Date {
  return new Date(wanted < dayStart ? wanted : dayStart - minutesBefore * MINUTE);
}

export function buildTips(data: SportsData, windowStart: number, dayStart: number): TipRow[] {
  const teams = new Map(data.teams.map((t) => [t.id, t]));
  const rows: TipRow[] = [];
  for (const f of data.fixtures) {
    if (f.season !== 0 || f.kickoffAt!.getTime() < windowStart || !FEATURED.has(f.leagueId) || f.state !== 'normal') continue;
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
    const id = rows.length + 1;
    const { title, reasoning } = tipTexts({ home: home.name, away: away.name, market, pick, line, odds: price, confidence, variant: rng.int(0, 2) });
    rows.push({
      id,
      slug: `${slugify(title.en, 'tip')}-${id}`,
      fixtureId: f.id,
      authorId: rng.int(HOSTS.first, HOSTS.last),
      category: f.sport,
      market,
      pick,
      line,
      odds: price,
      confidence,
      title,
      reasoning,
      byMember: false,
      createdAt: postedAt(f.kickoffAt!.getTime() - rng.int(3, 30) * HOUR, dayStart, rng.int(10, 360)),
      result: 'pending',
      profit: null,
      settledAt: null,
    });
  }
  return rows;
}
