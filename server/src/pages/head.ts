/** The per-URL tags of a page's <head>: title, description, canonical, hreflang, Open Graph, Twitter card and JSON-LD. */
import { LOCALES, type Locale } from '../../../contracts/constants.ts';
import { pictureUrl } from '../art/picture-url.ts';
import { escapeHtml, jsonForScript } from '../escape.ts';
import { alternates, pageUrl } from './site-url.ts';

export interface PageHead {
  lang: Locale;
  title: string;
  description: string;
  /** The canonical path of the page (no query); its addresses in each language are built from it. */
  path: string;
  /** Not for search engines (a 404, a visitor's own page): no canonical, no alternates. */
  noindex: boolean;
  /** og:type: website, video.other, article… */
  ogType: string;
  /** The page's picture, a path of this site or an absolute URL. */
  image: string | null;
  siteName: string;
  /** JSON-LD objects, each written as its own script. */
  jsonLd: object[];
}

/** Open Graph locales of the three languages. */
const OG_LOCALE: Record<Locale, string> = { vi: 'vi_VN', en: 'en_US', zh: 'zh_TW' };

const attr = (text: string) => escapeHtml(text);

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** A description of at most this many characters, cut at a word. */
const DESCRIPTION_MAX = 160;

/**
 * A page's description: its runs of `spaces` flattened to one space, at most DESCRIPTION_MAX characters,
 * cut at a word. Promotions pass `/[\t\n\r ]+/g` so the no-break space inside an amount (500.000 ₫) stays.
 */
export function shortDescription(text: string, spaces: RegExp = /\s+/g): string {
  const flat = text.replace(spaces, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2))}…`;
}

/** The tags, one per line, ready to go where the build's title was. */
export function renderHead(head: PageHead, origin: string): string {
  const url = pageUrl(origin, head.path, head.lang);
  const image = head.image ? absoluteUrl(origin, pictureUrl(head.image, head.lang)) : null;
  const meta = (name: string, content: string) => `<meta name="${name}" content="${attr(content)}" />`;
  const property = (name: string, content: string) => `<meta property="${name}" content="${attr(content)}" />`;
  const lines = [`<title>${escapeHtml(head.title)}</title>`, meta('description', head.description)];
  if (head.noindex) lines.push(meta('robots', 'noindex'));
  else {
    lines.push(`<link rel="canonical" href="${attr(url)}" />`);
    for (const alt of alternates(origin, head.path)) lines.push(`<link rel="alternate" hreflang="${attr(alt.hreflang)}" href="${attr(alt.href)}" />`);
  }
  lines.push(
    property('og:site_name', head.siteName),
    property('og:type', head.ogType),
    property('og:title', head.title),
    property('og:description', head.description),
    property('og:url', url),
    property('og:locale', OG_LOCALE[head.lang]),
    ...LOCALES.filter((lang) => lang !== head.lang).map((lang) => property('og:locale:alternate', OG_LOCALE[lang])),
  );
  if (image) lines.push(property('og:image', image));
  lines.push(meta('twitter:card', image ? 'summary_large_image' : 'summary'), meta('twitter:title', head.title), meta('twitter:description', head.description));
  if (image) lines.push(meta('twitter:image', image));
  for (const data of head.jsonLd) lines.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return `${lines.join('\n    ')}\n    `;
}
