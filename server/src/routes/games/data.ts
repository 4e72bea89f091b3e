/**
 * Game queries: tabs ordered and paged in SQL, details and play sessions. A game's plays are its
 * recorded play sessions (the seeded members' history and every round started since), counted here;
 * the trending and hot tabs count those of the last seven days, "new" is the release day's age.
 */
import { and, asc, count, desc, eq, gte, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { gameCategories, gamePlaySessions, games } from '../../db/schema.ts';
import { addDays, clock, DAY, vnDay } from '../../clock.ts';
import { localize, type Language } from '../../i18n.ts';
import { likePattern, offsetOf, slugPattern } from '../media/common.ts';
import { GAME_HOT_WEEKLY_PLAYS, GAME_NEW_DAYS } from '../../../../contracts/game-engines.ts';
import type { GameTab } from '../../../../contracts/media-values.ts';
import type { GameCard } from '../../../../contracts/schemas/media/games.ts';

const WEEK_MS = 7 * DAY;

/** Plays of each game, all and of the last seven days, as of the server's clock. */
function playCounts(db: Db) {
  const weekAgo = new Date(clock.now() - WEEK_MS);
  return db
    .select({
      gameId: gamePlaySessions.gameId,
      plays: sql<number>`count(*)::int`.as('plays'),
      weekPlays: sql<number>`(count(*) filter (where ${gamePlaySessions.startedAt} >= ${weekAgo}))::int`.as('week_plays'),
    })
    .from(gamePlaySessions)
    .groupBy(gamePlaySessions.gameId)
    .as('play_counts');
}

/** The games with their category and counts; `order` and `where` may use the counts. */
function gameQuery(db: Db) {
  const counts = playCounts(db);
  const plays = sql<number>`coalesce(${counts.plays}, 0)`;
  const weekPlays = sql<number>`coalesce(${counts.weekPlays}, 0)`;
  const newSince = addDays(vnDay(clock.now()), -GAME_NEW_DAYS);
  const select = () =>
    db
      .select({ game: games, category: gameCategories, plays, weekPlays })
      .from(games)
      .innerJoin(gameCategories, eq(gameCategories.id, games.categoryId))
      .leftJoin(counts, eq(counts.gameId, games.id));
  const total = (where: SQL | undefined) => db.select({ n: count() }).from(games).leftJoin(counts, eq(counts.gameId, games.id)).where(where);
  return { select, total, plays, weekPlays, newSince };
}
type GameRow = Awaited<ReturnType<ReturnType<ReturnType<typeof gameQuery>['select']>['execute']>>[number];

function toCard({ game, category, plays, weekPlays }: GameRow, newSince: string, lang: Language): GameCard {
  return {
    id: game.id,
    slug: game.slug,
    name: localize(game.name, lang),
    category: { slug: category.slug, name: localize(category.name, lang) },
    cover: `/media/game/${game.id}.svg`,
    plays,
    releasedOn: game.releasedOn,
    isHot: weekPlays >= GAME_HOT_WEEKLY_PLAYS,
    isNew: game.releasedOn >= newSince,
    path: `/game/choi-game/${game.slug}/${game.id}`,
    engine: game.engine,
  };
}

/** Each tab: which games and in what order. */
function tabRule(tab: GameTab, q: ReturnType<typeof gameQuery>): { where?: SQL; order: SQL[] } {
  switch (tab) {
    case 'xu-huong':
      return { order: [desc(q.weekPlays), desc(q.plays), asc(games.id)] };
    case 'game-top':
      return { order: [desc(q.plays), asc(games.id)] };
    case 'game-hot':
      return { where: gte(q.weekPlays, GAME_HOT_WEEKLY_PLAYS), order: [desc(q.weekPlays), asc(games.id)] };
    case 'game-moi':
      return { where: gte(games.releasedOn, q.newSince), order: [desc(games.releasedOn), asc(games.id)] };
    case 'game-all':
      return { order: [asc(games.id)] };
  }
}

export async function findCategory(db: Db, slug: string) {
  return (await db.select().from(gameCategories).where(eq(gameCategories.slug, slug)))[0];
}

export async function listCategories(db: Db, lang: Language) {
  const rows = await db
    .select({ category: gameCategories, gameCount: count(games.id) })
    .from(gameCategories)
    .leftJoin(games, eq(games.categoryId, gameCategories.id))
    .groupBy(gameCategories.id)
    .orderBy(asc(gameCategories.sort));
  return rows.map(({ category, gameCount }) => ({ id: category.id, slug: category.slug, name: localize(category.name, lang), gameCount }));
}

export async function listGames(
  db: Db,
  query: { pageNum: number; pageSize: number; tab: GameTab; categoryId?: number; keyword?: string },
  lang: Language,
) {
  const q = gameQuery(db);
  const tab = tabRule(query.tab, q);
  const conditions: SQL[] = tab.where ? [tab.where] : [];
  if (query.categoryId !== undefined) conditions.push(eq(games.categoryId, query.categoryId));
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    const folded = slugPattern(keyword);
    conditions.push(
      or(
        sql`${games.name}->>'vi' ilike ${pattern}`,
        sql`${games.name}->>'en' ilike ${pattern}`,
        sql`${games.name}->>'zh' ilike ${pattern}`,
        ...(folded ? [ilike(games.slug, folded)] : []),
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    q.select().where(where).orderBy(...tab.order).limit(query.pageSize).offset(offsetOf(query)),
    q.total(where),
  ]);
  return { list: rows.map((row) => toCard(row, q.newSince, lang)), total: total?.n ?? 0, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function gameDetail(db: Db, id: number, lang: Language) {
  const q = gameQuery(db);
  const [row] = await q.select().where(eq(games.id, id));
  if (!row) return null;
  const related = await q
    .select()
    .where(and(eq(games.categoryId, row.game.categoryId), ne(games.id, id)))
    .orderBy(desc(q.plays), asc(games.id))
    .limit(6);
  return {
    ...toCard(row, q.newSince, lang),
    description: localize(row.game.description, lang),
    howToPlay: localize(row.game.howToPlay, lang),
    instructions: row.game.instructions[lang].length > 0 ? row.game.instructions[lang] : row.game.instructions.vi,
    related: related.map((r) => toCard(r, q.newSince, lang)),
  };
}

/** Records a session, which is the play; null when the game does not exist. */
export async function startPlay(db: Db, gameId: number, player: { userId: number } | { guestId: string }) {
  return db.transaction(async (tx) => {
    const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId));
    if (!game) return null;
    const [session] = await tx
      .insert(gamePlaySessions)
      .values({ gameId, ...player })
      .returning({ id: gamePlaySessions.id, startedAt: gamePlaySessions.startedAt });
    const [plays] = await tx.select({ n: count() }).from(gamePlaySessions).where(eq(gamePlaySessions.gameId, gameId));
    return { sessionId: session!.id, gameId, plays: plays?.n ?? 0, startedAt: session!.startedAt.toISOString() };
  });
}
