/** Game queries: tabs ordered and paged in SQL, details and play sessions. */
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { gameCategories, gamePlaySessions, games } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { likePattern, offsetOf, oneDecimal, slugPattern } from '../media/common.ts';
import type { GameTab } from '../../../../contracts/media-values.ts';
import type { GameCard } from '../../../../contracts/schemas/media/games.ts';

function selectGames(db: Db) {
  return db.select({ game: games, category: gameCategories }).from(games).innerJoin(gameCategories, eq(gameCategories.id, games.categoryId));
}
type GameRow = Awaited<ReturnType<ReturnType<typeof selectGames>['execute']>>[number];

function toCard({ game, category }: GameRow, lang: Language): GameCard {
  return {
    id: game.id,
    slug: game.slug,
    name: localize(game.name, lang),
    category: { slug: category.slug, name: localize(category.name, lang) },
    cover: `/media/game/${game.id}.svg`,
    plays: game.plays,
    rating: oneDecimal(game.rating),
    releasedOn: game.releasedOn,
    isHot: game.isHot,
    isNew: game.isNew,
    path: `/game/choi-game/${game.slug}/${game.id}`,
    engine: game.engine,
  };
}

/** Each tab: which games and in what order. */
const tabs: Record<GameTab, { where?: SQL; order: SQL[] }> = {
  'xu-huong': { order: [desc(games.recentPlays), asc(games.id)] },
  'game-top': { order: [desc(games.rating), desc(games.plays), asc(games.id)] },
  'game-hot': { where: eq(games.isHot, true), order: [desc(games.plays), asc(games.id)] },
  'game-moi': { where: eq(games.isNew, true), order: [desc(games.releasedOn), asc(games.id)] },
  'game-all': { order: [asc(games.id)] },
};

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
  const tab = tabs[query.tab];
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
    selectGames(db).where(where).orderBy(...tab.order).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ n: count() }).from(games).where(where),
  ]);
  return { list: rows.map((row) => toCard(row, lang)), total: total?.n ?? 0, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function gameDetail(db: Db, id: number, lang: Language) {
  const [row] = await selectGames(db).where(eq(games.id, id));
  if (!row) return null;
  const related = await selectGames(db)
    .where(and(eq(games.categoryId, row.game.categoryId), ne(games.id, id)))
    .orderBy(desc(games.plays), asc(games.id))
    .limit(6);
  return {
    ...toCard(row, lang),
    description: localize(row.game.description, lang),
    howToPlay: localize(row.game.howToPlay, lang),
    instructions: row.game.instructions[lang].length > 0 ? row.game.instructions[lang] : row.game.instructions.vi,
    related: related.map((r) => toCard(r, lang)),
  };
}

/** Records a session and counts the play; null when the game does not exist. */
export async function startPlay(db: Db, gameId: number, player: { userId: number } | { guestId: string }) {
  return db.transaction(async (tx) => {
    const [game] = await tx
      .update(games)
      .set({ plays: sql`${games.plays} + 1`, recentPlays: sql`${games.recentPlays} + 1` })
      .where(eq(games.id, gameId))
      .returning({ plays: games.plays });
    if (!game) return null;
    const [session] = await tx
      .insert(gamePlaySessions)
      .values({ gameId, ...player })
      .returning({ id: gamePlaySessions.id, startedAt: gamePlaySessions.startedAt });
    return { sessionId: session!.id, gameId, plays: game.plays, startedAt: session!.startedAt.toISOString() };
  });
}
