/**
 * Site resources of SPEC §7: GET /other/api/banner/list, /other/api/resource/domain/list and the
 * server-side translation strings of /other/api/live/language/v2/list.
 */
import { Type, type Static } from '@sinclair/typebox';
import { LOCALES } from '../../constants.ts';
import { BANNER_POSITIONS, DOMAIN_STATUSES, TRANSLATION_VERSIONS } from '../../content-values.ts';
import { Nullable, StringEnum } from '../common.ts';

export const Banner = Type.Object({
  id: Type.Integer(),
  position: StringEnum(BANNER_POSITIONS),
  title: Type.String({ description: 'Alt text and caption, in the request language.' }),
  image: Type.String({ description: '/media/banner/<id>.svg' }),
  link: Type.String({ description: 'A site path the banner opens.' }),
  sort: Type.Integer(),
});
export type Banner = Static<typeof Banner>;

export const BannerList = Type.Array(Banner);
export type BannerList = Static<typeof BannerList>;

export const SiteDomain = Type.Object({
  domain: Type.String(),
  isPrimary: Type.Boolean(),
  status: StringEnum(DOMAIN_STATUSES, { description: 'active: serving; backup: a mirror to switch to; blocked: do not use.' }),
  isCurrent: Type.Boolean({ description: 'It is the domain given in the query.' }),
});
export type SiteDomain = Static<typeof SiteDomain>;

export const SiteDomainList = Type.Array(SiteDomain);
export type SiteDomainList = Static<typeof SiteDomainList>;

/** A host name: letters, digits, dots and hyphens, optionally with a port. */
export const HostName = Type.String({ maxLength: 253, pattern: '^[A-Za-z0-9.-]+(:\\d{1,5})?$' });

export const BannerListQuery = Type.Object({
  position: Type.Optional(StringEnum(BANNER_POSITIONS)),
  domain: Type.Optional(HostName),
});
export type BannerListQuery = Static<typeof BannerListQuery>;

export const DomainListQuery = Type.Object({ domain: Type.Optional(HostName) });
export type DomainListQuery = Static<typeof DomainListQuery>;

export const TranslationQuery = Type.Object({
  locale: StringEnum(LOCALES, { description: 'vi, en or zh (Traditional Chinese).' }),
  version: StringEnum(TRANSLATION_VERSIONS, { default: 'v4', description: 'The catalogue format; only v4 exists.' }),
  category: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9-]+$' })),
});
export type TranslationQuery = Static<typeof TranslationQuery>;

export const TranslationStrings = Type.Object({
  locale: StringEnum(LOCALES),
  version: Type.String(),
  category: Nullable(Type.String()),
  categories: Type.Array(Type.String(), { description: 'Every category there is.' }),
  messages: Type.Record(Type.String(), Type.String(), {
    description: 'key → text; without a category the keys are "category.key".',
  }),
});
export type TranslationStrings = Static<typeof TranslationStrings>;
