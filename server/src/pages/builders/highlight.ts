/**
 * The highlight pages (/highlight, /highlight/{category}, /highlight/{category}/{type},
 * /highlight/{category}/{type}/{slug}): the sport's or league's name, and for a highlight its match
 * line, description, thumbnail, canonical address and a schema.org VideoObject. Read from the
 * database (the detail call counts a view, so it is not preloaded); an unknown sport, league or
 * highlight is a 404.
 */
import { and, eq } from 'drizzle-orm';
import { clock } from '../../clock.ts';
import type { FastifyInstance } from 'fastify';
import type { RouteId } from '../../../../contracts/route-table.ts';
import { scoreText } from '../../../../contracts/score-text.ts';
import { contentCategories, contentTypes, highlights } from '../../db/schema.ts';
import { localize, type LocalizedText } from '../../i18n.ts';
import { cachedLoad, TtlCache } from '../cache.ts';
import { pictureUrl } from '../../art/picture-url.ts';
import { absoluteUrl } from '../head.ts';
import { pageUrl } from '../site-url.ts';
import type { PageBuilder } from './types.ts';
import { publishedBy, viewsAt } from '../../sports/highlights.ts';

export const HIGHLIGHT_ROUTES: readonly RouteId[] = ['highlightCategory', 'highlightType', 'highlightVideo'];

interface HighlightRow {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  home: LocalizedText;
  away: LocalizedText;
  homeScore: number;
  awayScore: number;
  leagueName: LocalizedText;
  durationSeconds: number;
  views: number;
  thumbnail: string;
  publishedAt: Date;
  categorySlug: string;
  typeSlug: string;
}

/** Seeded rows change only with the seed (views drift, which a head may lag by a minute). */
const rows = new TtlCache<Promise<HighlightRow | null>>(1000, 60_000);
const sections = new TtlCache<Promise<LocalizedText | null>>(200, 10 * 60_000);

function loadHighlight(app: FastifyInstance, slug: string): Promise<HighlightRow | null> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return Promise.resolve(null);
  return cachedLoad(rows, slug, async () => {
    const [row] = await app.db
      .select({
        id: highlights.id,
        title: highlights.title,
        description: highlights.description,
        home: highlights.homeName,
        away: highlights.awayName,
        homeScore: highlights.homeScore,
        awayScore: highlights.awayScore,
        leagueName: highlights.leagueName,
        durationSeconds: highlights.durationSeconds,
        views: highlights.views,
        thumbnail: highlights.thumbnail,
        publishedAt: highlights.publishedAt,
        categorySlug: contentCategories.slug,
        typeSlug: contentTypes.slug,
      })
      .from(highlights)
      .innerJoin(contentCategories, eq(contentCategories.id, highlights.categoryId))
      .innerJoin(contentTypes, eq(contentTypes.id, highlights.typeId))
      .where(and(eq(highlights.slug, slug), publishedBy(clock.now())))
      .limit(1);
    return row ?? null;
  });
}

/** A sport's name, or a league's within its sport; null when the address names neither. */
function sectionName(app: FastifyInstance, category: string, type?: string): Promise<LocalizedText | null> {
  return cachedLoad(sections, `${category}/${type ?? ''}`, async () => {
    const [cat] = await app.db
      .select({ id: contentCategories.id, name: contentCategories.name })
      .from(contentCategories)
      .where(and(eq(contentCategories.section, 'highlight'), eq(contentCategories.slug, category)))
      .limit(1);
    if (!cat || type === undefined) return cat?.name ?? null;
    const [row] = await app.db
      .select({ name: contentTypes.name })
      .from(contentTypes)
      .where(and(eq(contentTypes.categoryId, cat.id), eq(contentTypes.slug, type)))
      .limit(1);
    return row?.name ?? null;
  });
}

/** ISO 8601 duration of schema.org: 437 → "PT7M17S". */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** "Hà Nội 2–1 Hải Phòng", as the SPA names the page (src/features/highlights/highlight-format.ts). */
export const matchLine = (home: string, homeScore: number, awayScore: number, away: string) => `${home} ${scoreText(homeScore, awayScore)} ${away}`;

export const highlightBuilder: PageBuilder = async (page) => {
  const app = page.request.server;
  const { category, type, slug } = page.params;
  if (page.routeId !== 'highlightVideo') {
    if (!category) return {};
    const name = await sectionName(app, category, page.routeId === 'highlightType' ? type : undefined);
    if (!name) return { notFound: true };
    const categoryName = page.routeId === 'highlightType' ? await sectionName(app, category) : null;
    return { name: localize(name, page.lang), ...(categoryName ? { crumbNames: { highlightCategory: localize(categoryName, page.lang) } } : {}) };
  }
  const row = await loadHighlight(app, slug ?? '');
  if (!row) return { notFound: true };
  const lang = page.lang;
  const [categoryName, typeName] = await Promise.all([sectionName(app, row.categorySlug), sectionName(app, row.categorySlug, row.typeSlug)]);
  const crumbNames = {
    ...(categoryName ? { highlightCategory: localize(categoryName, lang) } : {}),
    ...(typeName ? { highlightType: localize(typeName, lang) } : {}),
  };
  const path = `/highlight/${row.categorySlug}/${row.typeSlug}/${encodeURIComponent(slug!)}`;
  const title = localize(row.title, lang);
  const description = localize(row.description, lang);
  const video = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: title,
    description,
    thumbnailUrl: [absoluteUrl(page.origin, pictureUrl(row.thumbnail, lang))],
    uploadDate: row.publishedAt.toISOString(),
    duration: isoDuration(row.durationSeconds),
    contentUrl: absoluteUrl(page.origin, `/hls/vod/highlight/${row.id}/master.m3u8`),
    encodingFormat: 'application/vnd.apple.mpegurl',
    url: pageUrl(page.origin, path, lang),
    inLanguage: lang === 'zh' ? 'zh-Hant' : lang,
    genre: localize(row.leagueName, lang),
    interactionStatistic: { '@type': 'InteractionCounter', interactionType: { '@type': 'WatchAction' }, userInteractionCount: viewsAt(row.views, row.publishedAt, clock.now()) },
  };
  return {
    name: matchLine(localize(row.home, lang), row.homeScore, row.awayScore, localize(row.away, lang)),
    description,
    path,
    image: row.thumbnail,
    ogType: 'video.other',
    crumbNames,
    jsonLd: [video],
  };
};
