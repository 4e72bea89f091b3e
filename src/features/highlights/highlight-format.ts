/** What the highlight pages work out from the API's answers (pure; table-tested). */
import type { Category } from '../../../contracts/schemas/content/common';
import type { HighlightItem } from '../../../contracts/schemas/content/highlights';
import { HIGHLIGHT_SORTS, type HighlightSort } from '../../../contracts/content-values';
import { SCORE_IN_TEXT, scoreText } from '../../../contracts/score-text';

/** "Hà Nội 2–1 Hải Phòng": the match line a highlight is named by (its page title, the server's too), the score kept on one line. */
export function matchLine(h: Pick<HighlightItem, 'home' | 'away'>): string {
  return `${h.home.name} ${scoreText(h.home.score, h.away.score)} ${h.away.name}`;
}

/** A text cut around the scores it holds: plain pieces, and scores as their two numbers (a view keeps each on one line). */
export function scorePieces(text: string): Array<string | { home: string; away: string }> {
  const pieces: Array<string | { home: string; away: string }> = [];
  let from = 0;
  for (const match of text.matchAll(SCORE_IN_TEXT)) {
    if (match.index > from) pieces.push(text.slice(from, match.index));
    pieces.push({ home: match[1]!, away: match[2]! });
    from = match.index + match[0].length;
  }
  if (from < text.length) pieces.push(text.slice(from));
  return pieces;
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
