/** What the content calls share: `{ slug, name }` labels, the categories of a section, slug params and the generated pictures. */
import { Type, type Static } from '@sinclair/typebox';
import { Slug } from '../common.ts';

/** `{ slug, name }` of a category, type, tag, genre, country or mood, named in the request language. */
export const Named = Type.Object({ slug: Type.String(), name: Type.String() });
export type Named = Static<typeof Named>;

/** A type of a category (a news type, a highlight league). */
export const CategoryType = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });
export type CategoryType = Static<typeof CategoryType>;

export const CategoryTypeList = Type.Array(CategoryType);
export type CategoryTypeList = Static<typeof CategoryTypeList>;

/** A category of news, highlights or short videos, with its types. */
export const Category = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  types: Type.Array(CategoryType),
});
export type Category = Static<typeof Category>;

export const CategoryList = Type.Array(Category);
export type CategoryList = Static<typeof CategoryList>;

/** `/…/detail/:slug` */
export const SlugParams = Type.Object({ slug: Slug });
export type SlugParams = Static<typeof SlugParams>;

/** A search text of a list. */
export const Keyword = Type.String({ maxLength: 100 });

/** `/media/{news,highlight,short,comic,promo,banner}/:file` */
export const ContentImageParams = Type.Object({ file: Type.String({ pattern: '^[1-9][0-9]{0,9}\\.svg$', description: '<id>.svg' }) });
export type ContentImageParams = Static<typeof ContentImageParams>;

/** The body of a generated picture (it is not in the envelope). */
export const SvgImage = Type.String({ description: 'image/svg+xml' });
