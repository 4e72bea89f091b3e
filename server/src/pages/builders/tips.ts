/**
 * The /tip-keo pages' heads: a tip is named by its title (an unknown slug is a 404, and the
 * category/type address of a tip points at its one canonical /tip-keo/chi-tiet/{slug}); a match's
 * tips page by its teams (an unknown match is a 404); the list pages by their category and type.
 */
import { eq } from 'drizzle-orm';
import { TIP_CATEGORY_SLUGS } from '../../../../contracts/constants.ts';
import { sportsTips } from '../../db/schema.ts';
import { clock } from '../../clock.ts';
import { loadTips } from '../../routes/tips/data.ts';
import { message } from '../messages.ts';
import { matchSummary } from './match.ts';
import { shortDescription } from '../head.ts';
import type { PageBuilder, PageContext } from './types.ts';

export const TIP_ROUTES = ['tipDetail', 'tipsArticle', 'tipsMatch', 'tipsCategory', 'tipsEvents', 'tipsType'] as const;

/** "Bóng đá", "Bóng đá · Kèo châu Á": the list's category and type in the page's language. */
function listName(page: PageContext): string | undefined {
  const { category, type } = page.params;
  if (!category || !Object.hasOwn(TIP_CATEGORY_SLUGS, category)) return undefined;
  const parts = [message(page.lang, `tips.category.${category}`)];
  if (type && page.routeId === 'tipsType') parts.push(message(page.lang, `tips.section.${type}`));
  return parts.join(' · ');
}

export const tipsBuilder: PageBuilder = async (page) => {
  if (page.routeId === 'tipDetail' || page.routeId === 'tipsArticle') {
    const slug = page.params.slug ?? '';
    const { list } = await loadTips(page.request.server.db, eq(sportsTips.slug, slug), page.lang, clock.now(), 1, 1);
    const tip = list[0];
    if (!tip) return { notFound: true };
    return { name: tip.title, description: shortDescription(tip.reasoning), path: `/tip-keo/chi-tiet/${tip.slug}`, image: tip.match.leagueLogo, ogType: 'article' };
  }
  if (page.routeId === 'tipsMatch') {
    const found = await matchSummary(page.request.server, Number(page.params.id), page.lang);
    if (!found) return { notFound: true };
    return { name: `${found.summary.home.name} vs ${found.summary.away.name}`, image: found.summary.leagueLogo };
  }
  const name = listName(page);
  return name ? { name } : {};
};
