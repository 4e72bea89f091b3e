/** What the highlight pages work out from the API's answers (pure; table-tested). */
import type { Category } from '../../../contracts/schemas/content/common';
import type { HighlightItem } from '../../../contracts/schemas/content/highlights';
import { HIGHLIGHT_SORTS, type HighlightSort } from '../../../contracts/content-values';

/** "Hà Nội 2-1 Hải Phòng": the match line a highlight is named by (its page title, the server's too). */
export function matchLine(h: Pick<HighlightItem, 'home' | 'away'>): string {
  return `${h.home.name} ${h.home.score}-${h.away.score} ${h.away.name}`;
}

/** The category and type the address names, as the API lists them (null when it does not list them). */
export function findSection(categories: readonly Category[] | null, categorySlug?: string, typeSlug?: string) {
  const category = categorySlug ? (categories?.find((c) => c.slug === categorySlug) ?? null) : null;
  const type = category && typeSlug ? (category.types.find((t) => t.slug === typeSlug) ?? null) : null;
  return { category, type };
}

export function isHighlightSort(value: string | null | undefined): value is HighlightSort {
  return (HIGHLIGHT_SORTS as readonly string[]).includes(value ?? '');
}

/** Whether a detail address names the highlight's own category and type (else the page points to its own address). */
export function isOwnAddress(h: Pick<HighlightItem, 'category' | 'type'>, params: Record<string, string>): boolean {
  return h.category.slug === params.category && h.type.slug === params.type;
}
