/**
 * On a page that carries its own first paint (the static frame), the app's scripts wait for that
 * paint: the entry script and the module and message preloads leave the head for public/boot.js,
 * which adds them after the first frame. The page's words then show as soon as the HTML and the
 * stylesheet are in, whatever the size of the app.
 */
import { escapeHtml } from '../escape.ts';

export interface DeferredLink {
  rel: 'modulepreload' | 'preload';
  href: string;
  as?: 'fetch';
}

const ENTRY = /<script\b(?=[^>]*\btype=["']module["'])[^>]*\bsrc=["']([^"']+)["'][^>]*>\s*<\/script>\s*/i;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel=["']modulepreload["'])[^>]*\bhref=["']([^"']+)["'][^>]*>\s*/gi;
const FETCH_PRELOAD = /<link\b(?=[^>]*\brel=["']preload["'])(?=[^>]*\bas=["']fetch["'])[^>]*\bhref=["']([^"']+)["'][^>]*>\s*/gi;

/** `head` without the entry script and the preloads, and the boot script that adds them after the first paint; null when there is no entry. */
export function deferBoot(head: string): { head: string; boot: string } | null {
  const entry = ENTRY.exec(head);
  if (!entry) return null;
  const links: DeferredLink[] = [];
  let rest = head.replace(ENTRY, '');
  rest = rest.replace(MODULE_PRELOAD, (_, href: string) => {
    links.push({ rel: 'modulepreload', href });
    return '';
  });
  rest = rest.replace(FETCH_PRELOAD, (_, href: string) => {
    links.push({ rel: 'preload', href, as: 'fetch' });
    return '';
  });
  const boot = `<script defer src="/boot.js" data-entry="${escapeHtml(entry[1]!)}" data-links="${escapeHtml(JSON.stringify(links))}"></script>\n  `;
  return { head: rest, boot };
}
