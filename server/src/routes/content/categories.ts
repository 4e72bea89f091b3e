/** Categories (with their types) of news, highlights and short videos, in one language. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { contentCategories, contentTypes, type ContentSection } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import type { Category } from '../../../../contracts/schemas/content/common.ts';
import { fail } from './messages.ts';

/** The category and type columns of a section's item, selected beside its own (the item joined to both by its categoryId and typeId). */
export const sectionColumns = {
  categorySlug: contentCategories.slug,
  categoryName: contentCategories.name,
  typeSlug: contentTypes.slug,
  typeName: contentTypes.name,
};

export async function loadCategories(db: Db, section: ContentSection, lang: Language): Promise<Category[]> {
  const categories = await db
    .select()
    .from(contentCategories)
    .where(eq(contentCategories.section, section))
    .orderBy(asc(contentCategories.sort), asc(contentCategories.id));
  const types = categories.length
    ? await db
        .select()
        .from(contentTypes)
        .where(inArray(contentTypes.categoryId, categories.map((c) => c.id)))
        .orderBy(asc(contentTypes.sort), asc(contentTypes.id))
    : [];
  return categories.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: localize(c.name, lang),
    types: types
      .filter((type) => type.categoryId === c.id)
      .map((type) => ({ id: type.id, slug: type.slug, name: localize(type.name, lang) })),
  }));
}

/** The id of a category slug of a section, or null when there is none. */
export async function findCategoryId(db: Db, section: ContentSection, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ id: contentCategories.id })
    .from(contentCategories)
    .where(and(eq(contentCategories.section, section), eq(contentCategories.slug, slug)));
  return row?.id ?? null;
}

/** Ids of the types with this slug in a section (within one category when given); empty when none. */
export async function findTypeIds(db: Db, section: ContentSection, slug: string, categoryId: number | null): Promise<number[]> {
  const rows = await db
    .select({ id: contentTypes.id })
    .from(contentTypes)
    .innerJoin(contentCategories, eq(contentTypes.categoryId, contentCategories.id))
    .where(
      and(
        eq(contentCategories.section, section),
        eq(contentTypes.slug, slug),
        categoryId === null ? undefined : eq(contentTypes.categoryId, categoryId),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * A list's filter by category and type slugs of a section (either may be absent: every one); an
 * unknown category, or a type that is not in it, is refused with 404.
 */
export async function sectionFilter(
  db: Db,
  section: ContentSection,
  category: string | undefined,
  type: string | undefined,
): Promise<{ categoryId: number | null; typeIds: number[] | null }> {
  const categoryId = category ? await findCategoryId(db, section, category) : null;
  if (category && categoryId === null) throw fail(404, 'categoryNotFound', { value: category });
  const typeIds = type ? await findTypeIds(db, section, type, categoryId) : null;
  if (type && typeIds?.length === 0) throw fail(404, 'typeNotFound', { value: type });
  return { categoryId, typeIds };
}
