/**
 * The slug rule of SPEC §2: lower-case, Vietnamese diacritics folded to ASCII,
 * non-alphanumerics stripped, words joined by hyphens. With nothing usable given,
 * the caller's placeholder is returned.
 */
export function slugify(text: string | null | undefined, placeholder = ''): string {
  if (!text) return placeholder;
  const slug = text
    .replace(/[đĐ]/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+/g, '-');
  return slug || placeholder;
}
