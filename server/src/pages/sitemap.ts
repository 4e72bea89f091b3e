/**
 * /robots.txt and the sitemaps: /sitemap.xml is a sitemap index of one sitemap per area
 * (/sitemaps/<area>.xml, sitemap-areas.ts), each URL with its hreflang alternates (vi, en, zh-Hant,
 * x-default) and lastmod where the content has a date, at most 50,000 URLs a file (a larger area
 * continues in /sitemaps/<area>-2.xml …). The addresses are read from the database at most every
 * ten minutes. Both are limited like every other request (also /robots.txt and /sitemap.xml, which
 * the limiter would let through as files at the root).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clock } from '../clock.ts';
import { escapeXml } from '../escape.ts';
import { SITEMAP_AREAS, type SitemapUrl } from './sitemap-areas.ts';
import { alternates, siteOrigin } from './site-url.ts';

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const MAX_URLS_PER_SITEMAP = 50_000;
const REFRESH_MS = 10 * 60_000;
const XML = 'application/xml; charset=utf-8';
const CACHE_CONTROL = 'public, max-age=600';

/** Paths no crawler should walk: a visitor's account, the development tools, the API. */
export const DISALLOWED = ['/tai-khoan/', '/sso/', '/dev/', '/api/', '/live/api/', '/other/api/', '/al/api/', '/websocket'];

const FILE = /^([a-z]+)(?:-([2-9]|[1-9][0-9]{1,3}))?\.xml$/;

function lastmodOf(urls: readonly SitemapUrl[]): string | null {
  let latest: string | null = null;
  for (const url of urls) if (url.lastmod && (latest === null || url.lastmod > latest)) latest = url.lastmod;
  return latest;
}

function urlset(origin: string, urls: readonly SitemapUrl[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
  for (const url of urls) {
    const links = alternates(origin, url.path);
    lines.push('  <url>', `    <loc>${escapeXml(links[0]!.href)}</loc>`);
    if (url.lastmod) lines.push(`    <lastmod>${escapeXml(url.lastmod)}</lastmod>`);
    for (const link of links) lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`);
    lines.push('  </url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export async function sitemapRoutes(app: FastifyInstance): Promise<void> {
  const cache = new Map<string, { at: number; urls: Promise<SitemapUrl[]> }>();

  /** An area's addresses, read again after REFRESH_MS; a failed read is not kept. */
  function areaUrls(area: string): Promise<SitemapUrl[]> {
    const hit = cache.get(area);
    if (hit && performance.now() - hit.at < REFRESH_MS) return hit.urls;
    const urls = SITEMAP_AREAS[area]!(app.db, clock.now());
    cache.set(area, { at: performance.now(), urls });
    urls.catch(() => {
      if (cache.get(area)?.urls === urls) cache.delete(area);
    });
    return urls;
  }

  // The root files count too: the limiter's own rule lets files at the root through.
  const config = { rateLimit: { max: app.config.rateLimitReads, timeWindow: '1 minute', allowList: () => false } };
  const options = { schema: { hide: true }, config };

  app.get('/robots.txt', options, async (request: FastifyRequest, reply: FastifyReply) => {
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteOrigin(request)}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(lines.join('\n'));
  });

  app.get('/sitemap.xml', options, async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = siteOrigin(request);
    const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
    for (const area of Object.keys(SITEMAP_AREAS)) {
      const urls = await areaUrls(area);
      for (let part = 0; part * MAX_URLS_PER_SITEMAP < urls.length; part++) {
        const slice = urls.slice(part * MAX_URLS_PER_SITEMAP, (part + 1) * MAX_URLS_PER_SITEMAP);
        const lastmod = lastmodOf(slice);
        lines.push('  <sitemap>', `    <loc>${escapeXml(`${origin}/sitemaps/${area}${part === 0 ? '' : `-${part + 1}`}.xml`)}</loc>`);
        if (lastmod) lines.push(`    <lastmod>${escapeXml(lastmod)}</lastmod>`);
        lines.push('  </sitemap>');
      }
    }
    lines.push('</sitemapindex>', '');
    return reply.type(XML).header('cache-control', CACHE_CONTROL).send(lines.join('\n'));
  });

  app.get('/sitemaps/:file', options, async (request: FastifyRequest, reply: FastifyReply) => {
    const file = String((request.params as { file?: unknown }).file ?? '');
    const match = FILE.exec(file);
    const area = match?.[1];
    if (!match || !area || !Object.hasOwn(SITEMAP_AREAS, area)) {
      return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not Found\n');
    }
    const part = match[2] ? Number(match[2]) - 1 : 0;
    const urls = (await areaUrls(area)).slice(part * MAX_URLS_PER_SITEMAP, (part + 1) * MAX_URLS_PER_SITEMAP);
    if (part > 0 && urls.length === 0) return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not Found\n');
    return reply.type(XML).header('cache-control', CACHE_CONTROL).send(urlset(siteOrigin(request), urls));
  });
}
