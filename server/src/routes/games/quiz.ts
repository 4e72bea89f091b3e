/**
 * The football quiz: ten questions drawn from the seeded football teams, their venues, managers,
 * leagues, cities and players, in the request's language. The same seed gives the same quiz.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { sportsLeagues, sportsManagers, sportsPlayers, sportsTeams, sportsVenues } from '../../db/schema.ts';
import { randomSource, type RandomSource } from '../../db/seed/seed-kit.ts';
import { interpolate, localize, type Language, type LocalizedText } from '../../i18n.ts';
import { GAME_QUIZ_SIZE } from '../../../../contracts/game-engines.ts';
import type { GameQuiz, QuizQuestion } from '../../../../contracts/schemas/media/games.ts';

const PROMPTS = {
  venue: { vi: 'Sân nhà của {team} là sân nào?', en: 'Which ground is home to {team}?', zh: '{team}的主場是哪一座球場？' },
  manager: { vi: 'Ai đang dẫn dắt {team}?', en: 'Who manages {team}?', zh: '誰是{team}的主教練？' },
  league: { vi: '{team} thi đấu ở giải nào?', en: 'Which competition does {team} play in?', zh: '{team}參加哪一項聯賽？' },
  city: { vi: '{team} đến từ thành phố nào?', en: 'Which city is {team} from?', zh: '{team}來自哪一座城市？' },
  founded: { vi: '{team} được thành lập năm nào?', en: 'In which year was {team} founded?', zh: '{team}成立於哪一年？' },
  player: { vi: '{player} đang khoác áo đội nào?', en: 'Which team does {player} play for?', zh: '{player}效力於哪支球隊？' },
} satisfies Record<string, LocalizedText>;

type Kind = keyof typeof PROMPTS;
const KINDS = Object.keys(PROMPTS) as Kind[];

interface TeamFacts {
  name: string;
  venue: string | null;
  manager: string | null;
  league: string;
  city: string;
  founded: string;
}

/** Four options: the right one and three distinct others, shuffled; null when there are not enough. */
export function optionsOf(random: RandomSource, right: string, pool: readonly string[]): { options: string[]; answer: number } | null {
  const others = random.shuffle([...new Set(pool.filter((value) => value !== right))]).slice(0, 3);
  if (others.length < 3) return null;
  const options = random.shuffle([right, ...others]);
  return { options, answer: options.indexOf(right) };
}

/** Builds the questions from plain facts (pure: the tests call it with tables of their own). */
export function buildQuiz(
  random: RandomSource,
  teams: readonly TeamFacts[],
  players: readonly { name: string; team: string }[],
  lang: Language,
  size = GAME_QUIZ_SIZE,
): QuizQuestion[] {
  const questions: QuizQuestion[] = [];
  const asked = new Set<string>();
  for (let tries = 0; questions.length < size && tries < size * 20; tries++) {
    const kind = KINDS[(questions.length + tries) % KINDS.length]!;
    if (kind === 'player') {
      const player = random.pick(players);
      if (!player || asked.has(`player:${player.name}`)) continue;
      const choice = optionsOf(random, player.team, teams.map((t) => t.name));
      if (!choice) continue;
      asked.add(`player:${player.name}`);
      questions.push({ prompt: interpolate(PROMPTS.player[lang], { player: player.name }), ...choice });
      continue;
    }
    const team = random.pick(teams);
    const right = team?.[kind];
    if (!team || !right || asked.has(`${kind}:${team.name}`)) continue;
    const pool = teams.map((t) => t[kind]).filter((value): value is string => value !== null);
    const choice = optionsOf(random, right, pool);
    if (!choice) continue;
    asked.add(`${kind}:${team.name}`);
    questions.push({ prompt: interpolate(PROMPTS[kind][lang], { team: team.name }), ...choice });
  }
  return questions;
}

/** A quiz over the seeded football data; `seed` picks it (a random one when not given). */
export async function footballQuiz(db: Db, seed: number | undefined, lang: Language): Promise<GameQuiz> {
  const chosen = seed ?? Math.floor(Math.random() * 2_147_483_647);
  const [teamRows, playerRows] = await Promise.all([
    db
      .select({ team: sportsTeams, league: sportsLeagues.name, venue: sportsVenues.name, manager: sportsManagers.name })
      .from(sportsTeams)
      .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsTeams.leagueId))
      .leftJoin(sportsVenues, eq(sportsVenues.id, sportsTeams.venueId))
      .leftJoin(sportsManagers, eq(sportsManagers.id, sportsTeams.managerId))
      .where(eq(sportsTeams.sport, 'football'))
      .orderBy(sportsTeams.id),
    db
      .select({ name: sportsPlayers.name, team: sportsTeams.name })
      .from(sportsPlayers)
      .innerJoin(sportsTeams, eq(sportsTeams.id, sportsPlayers.teamId))
      .where(eq(sportsTeams.sport, 'football'))
      .orderBy(sportsPlayers.id),
  ]);
  const teams: TeamFacts[] = teamRows.map(({ team, league, venue, manager }) => ({
    name: localize(team.name, lang),
    venue: venue ? localize(venue, lang) : null,
    manager: manager ? localize(manager, lang) : null,
    league: localize(league, lang),
    city: localize(team.city, lang),
    founded: String(team.founded),
  }));
  const players = playerRows.map((row) => ({ name: localize(row.name, lang), team: localize(row.team, lang) }));
  return { seed: chosen, questions: buildQuiz(randomSource(`quiz:${chosen}`), teams, players, lang) };
}
