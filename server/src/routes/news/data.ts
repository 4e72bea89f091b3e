/** News queries: filtered, sorted pages of articles; one article by slug with related ones. */
import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { contentCategories, contentTypes, newsArticles, newsTags, sportsLeagues, sportsTeams } from '../../db/schema.ts';
import { leagueLogo } from '../live/schedule-data.ts';
import { loadMatch, teamRef, toMatchSummary } from '../sports/fixtures-data.ts';
import { blockText, parseBody, readingMinutes } from './body.ts';
import { localize, type Language } from '../../i18n.ts';
import { keywordCondition } from '../content/content-common.ts';
import { sectionColumns } from '../content/categories.ts';
import { sqlNow } from '../../db/now.ts';
import type { NewsSort } from '../../../../contracts/content-values.ts';
import type { NewsDetail, NewsItem } from '../../../../contracts/schemas/content/news.ts';

/** Hottest: views damped by age in hours (gravity 1.5), so fresh stories with many views lead. */
const hotScore = () => sql`${newsArticles.views} / power(greatest(extract(epoch from (${sqlNow()} - ${newsArticles.publishedAt})), 0) / 3600 + 2, 1.5)`;

/** Read per query: the hot score depends on the time of the query. */
const orderings: Record<NewsSort, () => SQL[]> = {
  'moi-nhat': () => [desc(newsArticles.publishedAt), desc(newsArticles.id)],
  'noi-bat': () => [desc(hotScore()), desc(newsArticles.id)],
  'xem-nhieu-nhat': () => [desc(newsArticles.views), desc(newsArticles.id)],
  'de-xuat': () => [desc(newsArticles.editorPick), desc(hotScore()), desc(newsArticles.id)],
};

const itemColumns = {
  id: newsArticles.id,
  slug: newsArticles.slug,
  title: newsArticles.title,
  summary: newsArticles.summary,
  author: newsArticles.author,
  leagueName: newsArticles.leagueName,
  tags: newsArticles.tags,
  cover: newsArticles.cover,
  views: newsArticles.views,
  editorPick: newsArticles.editorPick,
  publishedAt: newsArticles.publishedAt,
  ...sectionColumns,
};

function selectItems(db: Db) {
  return db
    .select(itemColumns)
    .from(newsArticles)
    .innerJoin(contentCategories, eq(newsArticles.categoryId, contentCategories.id))
    .innerJoin(contentTypes, eq(newsArticles.typeId, contentTypes.id));
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

/** Rows as answered items, with their tags named in `lang`. */
async function toItems(db: Db, rows: ItemRow[], lang: Language): Promise<NewsItem[]> {
  const slugs = [...new Set(rows.flatMap((row) => row.tags))];
  const tagRows = slugs.length ? await db.select().from(newsTags).where(inArray(newsTags.slug, slugs)) : [];
  const tagNames = new Map(tagRows.map((tag) => [tag.slug, localize(tag.name, lang)]));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: localize(row.title, lang),
    summary: localize(row.summary, lang),
    category: { slug: row.categorySlug, name: localize(row.categoryName, lang) },
    type: { slug: row.typeSlug, name: localize(row.typeName, lang) },
    author: row.author,
    leagueName: row.leagueName,
    tags: row.tags.map((slug) => ({ slug, name: tagNames.get(slug) ?? slug })),
    cover: row.cover,
    views: row.views,
    editorPick: row.editorPick,
    publishedAt: row.publishedAt.toISOString(),
    path: `/tin-tuc/${row.categorySlug}/${row.typeSlug}/${row.slug}`,
  }));
}

export interface NewsFilter {
  categoryId: number | null;
  typeIds: number[] | null;
  tag?: string;
  keyword?: string;
  sort: NewsSort;
  limit: number;
  offset: number;
}

export async function listNews(db: Db, filter: NewsFilter, lang: Language) {
  const where = and(
    filter.categoryId === null ? undefined : eq(newsArticles.categoryId, filter.categoryId),
    filter.typeIds === null ? undefined : inArray(newsArticles.typeId, filter.typeIds),
    filter.tag ? sql`${newsArticles.tags} @> array[${filter.tag}]::text[]` : undefined,
    filter.keyword?.trim()
      ? keywordCondition(filter.keyword, {
          slug: newsArticles.slug,
          texts: ['vi', 'en', 'zh'].flatMap((l) => [sql`${newsArticles.title}->>${l}`, sql`${newsArticles.summary}->>${l}`]),
        })
      : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(...orderings[filter.sort]())
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(newsArticles).where(where),
  ]);
  return { list: await toItems(db, rows, lang), total: totalRow?.total ?? 0 };
}

/** One article by slug with its structured body, its league, teams and match, and related ones; null when there is none. Reads only (views are counted by countView). */
export async function readArticle(db: Db, slug: string, lang: Language, nowMs: number, timeZone: string): Promise<NewsDetail | null> {
  const [found] = await db
    .select({ id: newsArticles.id, body: newsArticles.body, tags: newsArticles.tags, categoryId: newsArticles.categoryId, leagueId: newsArticles.leagueId, matchId: newsArticles.matchId, teamIds: newsArticles.teamIds })
    .from(newsArticles)
    .where(eq(newsArticles.slug, slug));
  if (!found) return null;
  const tagList = found.tags.length ? sql`array[${sql.join(found.tags.map((tag) => sql`${tag}`), sql`, `)}]::text[]` : sql`array[]::text[]`;
  const [[row], related, match, league, teams] = await Promise.all([
    selectItems(db).where(eq(newsArticles.id, found.id)),
    // Related: the same match first, then sharing a tag, then the same category, newest first.
    selectItems(db)
      .where(ne(newsArticles.id, found.id))
      .orderBy(
        desc(sql`coalesce(${newsArticles.matchId} = ${found.matchId ?? -1}, false)`),
        desc(sql`${newsArticles.tags} && ${tagList}`),
        desc(sql`${newsArticles.categoryId} = ${found.categoryId}`),
        desc(newsArticles.publishedAt),
        desc(newsArticles.id),
      )
      .limit(6),
    found.matchId === null ? Promise.resolve(null) : loadMatch(db, found.matchId),
    found.leagueId === null ? Promise.resolve(null) : db.select({ id: sportsLeagues.id, name: sportsLeagues.name }).from(sportsLeagues).where(eq(sportsLeagues.id, found.leagueId)),
    found.teamIds.length === 0
      ? Promise.resolve([])
      : db.select({ id: sportsTeams.id, name: sportsTeams.name, shortName: sportsTeams.shortName }).from(sportsTeams).where(inArray(sportsTeams.id, found.teamIds)),
  ]);
  const [item, ...relatedItems] = await toItems(db, [row!, ...related], lang);
  const blocks = parseBody(localize(found.body, lang));
  const leagueRow = league?.[0];
  const teamById = new Map(teams.map((team) => [team.id, team]));
  return {
    ...item!,
    body: blocks.map(blockText),
    blocks,
    readingMinutes: readingMinutes(blocks, lang),
    league: leagueRow ? { id: leagueRow.id, name: localize(leagueRow.name, lang), logo: leagueLogo(leagueRow.id) } : null,
    teams: found.teamIds.flatMap((id) => {
      const team = teamById.get(id);
      return team ? [teamRef(team.id, team.name, team.shortName, lang)] : [];
    }),
    match: match ? toMatchSummary(match, lang, nowMs, timeZone) : null,
    related: relatedItems,
  };
}
