/**
 * Highlights are not part of the content seed any more: the highlights area (seed/highlights)
 * builds them from the sports seed's finished matches, after it. This keeps the content seed's
 * shape (its index spreads these lists) with nothing in them.
 */
import type { contentCategories, contentTypes, highlights } from '../../schema.ts';
import type { RandomSource } from '../seed-kit.ts';

export interface HighlightSeed {
  categories: (typeof contentCategories.$inferInsert)[];
  types: (typeof contentTypes.$inferInsert)[];
  highlights: (typeof highlights.$inferInsert)[];
}

export function buildHighlights(_r: RandomSource, _now: Date): HighlightSeed {
  return { categories: [], types: [], highlights: [] };
}
