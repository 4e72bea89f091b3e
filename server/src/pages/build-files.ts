/**
 * The built SPA as the page writer needs it, read once per build: index.html cut where the per-URL
 * parts go, dist/.vite/route-chunks.json (scripts/route-chunks.ts: each route's page chunk, its
 * static imports and CSS) and, when the build wrote it, dist/.vite/message-chunks.json (each chunk's
 * message files per language). A request costs three stat calls; a new build is read again.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '../../../contracts/constants.ts';

export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';
export const MESSAGE_CHUNKS_FILE = '.vite/message-chunks.json';
export const STATIC_FRAME_FILE = '.vite/static-frame.json';

/** index.html in pieces: [before the lang value, after it up to the head's insertion point, up to </head>, up to </body>, the rest]. */
export interface Template {
  /** Text before the value of <html lang="…"> (or before the end of `<html`, where a lang attribute goes). */
  beforeLang: string;
  /** From after the lang value to where the head's tags go (where the title was). */
  beforeHead: string;
  /** From there up to </head>, where the route's preloads go. */
  beforeHeadEnd: string;
  /** From </head> up to the SPA's root element, where the static first paint goes. */
  beforeRoot: string;
  /** From the root element up to </body>, where the preloaded answers go. */
  beforeBodyEnd: string;
  rest: string;
  /** How the language is written: the value of <html lang>, a new lang attribute of <html>, or not at all (no <html> tag). */
  lang: 'value' | 'attribute' | 'none';
  /** Files under /assets the document already loads or preloads (no second link for them). */
  present: ReadonlySet<string>;
  /** The entry script, as a manifest file name ('assets/index-abc.js'), if found. */
  entry: string | null;
}

export interface RouteChunk {
  js: string[];
  css: string[];
}
export type RouteChunks = Record<string, RouteChunk>;
export type MessageChunks = Record<string, Partial<Record<Locale, string>>>;

/** The page's static first paint as the build rendered it (scripts/static-frame.ts): markup with slot markers. */
export interface StaticFrameTemplate {
  slots: Record<'appFirstWord' | 'appRest' | 'trail' | 'crumbs' | 'title' | 'intro' | 'label' | 'href' | 'banner' | 'bannerSrc' | 'bannerAlt' | 'bannerHref', string> & { posterSrc?: string; tag?: string };
  frame: string;
  trail: string;
  crumbLink: { first: string; next: string };
  crumbCurrent: { first: string; next: string };
  /** The home page's frame (src/app/static-frame.tsx HomeStaticFrame) with message slots; absent from older builds. */
  home?: string;
  /** What fills the home frame's banner slot: the first banner (with its slots) or the skeleton. */
  homeBanner?: { first: string; skeleton: string };
  /** A live room's frame (RoomStaticFrame): the player's box with the poster slot, the title; absent from older builds. */
  room?: string;
  /** The feeds' frames by route (FeedStaticFrame): the tabs, the first clip's poster slot; absent from older builds. */
  feeds?: Partial<Record<string, string>>;
}

export interface BuildFiles {
  template: Template;
  staticFrame: StaticFrameTemplate | null;
  routeChunks: RouteChunks | null;
  messageChunks: MessageChunks | null;
}

/** Cuts index.html where the per-URL parts go. Any index.html works: what is missing is simply not replaced. */
export function makeTemplate(html: string): Template {
  // The title and description are the page's own: the build's are dropped, and the page's go where the first of them was.
  const cuts = [/<title\b[^>]*>[\s\S]*?<\/title>\s*/i, /<meta\s+name=["']description["'][^>]*>\s*/i]
    .map((pattern) => pattern.exec(html))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => b.index - a.index);
  let text = html;
  let headAt = -1;
  for (const cut of cuts) {
    text = text.slice(0, cut.index) + text.slice(cut.index + cut[0].length);
    headAt = cut.index;
  }
  const headEnd = text.search(/<\/head>/i);
  if (headAt < 0) headAt = headEnd >= 0 ? headEnd : 0;
  const headEndAt = Math.max(headEnd >= 0 ? headEnd : headAt, headAt);
  const bodyEndFound = text.search(/<\/body>/i);
  const bodyEnd = Math.max(bodyEndFound >= 0 ? bodyEndFound : text.length, headEndAt);
  const rootFound = text.slice(headEndAt, bodyEnd).search(/<div\s+id=["']root["']/i);
  const rootAt = rootFound >= 0 ? headEndAt + rootFound : bodyEnd;

  // Where the language goes: the value of <html lang="…">, or a new attribute of <html>.
  let langAt = -1;
  let langEnd = -1;
  let langAttribute = false;
  const lang = /<html\b[^>]*?\slang=(["'])([^"']*)\1/i.exec(text);
  if (lang && lang.index < headAt) {
    langEnd = lang.index + lang[0].length - 1;
    langAt = langEnd - lang[2]!.length;
  } else {
    const html = /<html\b/i.exec(text);
    if (html && html.index < headAt) {
      langAt = langEnd = html.index + html[0].length;
      langAttribute = true;
    }
  }

  const present = new Set<string>();
  for (const m of text.matchAll(/\b(?:href|src)=["']\/(assets\/[^"'?#]+)["']/g)) present.add(m[1]!);
  const entry = /<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']\/(assets\/[^"'?#]+)["']/i.exec(text)?.[1] ?? null;

  return {
    beforeLang: langAt >= 0 ? text.slice(0, langAt) : '',
    beforeHead: langAt >= 0 ? text.slice(langEnd, headAt) : text.slice(0, headAt),
    beforeHeadEnd: text.slice(headAt, headEndAt),
    beforeRoot: text.slice(headEndAt, rootAt),
    beforeBodyEnd: text.slice(rootAt, bodyEnd),
    rest: text.slice(bodyEnd),
    lang: langAt < 0 ? 'none' : langAttribute ? 'attribute' : 'value',
    present,
    entry,
  };
}

function isStaticFrame(value: StaticFrameTemplate | null): value is StaticFrameTemplate {
  return (
    value !== null &&
    typeof value.frame === 'string' &&
    typeof value.trail === 'string' &&
    typeof value.slots === 'object' &&
    typeof value.crumbLink?.first === 'string' &&
    typeof value.crumbCurrent?.first === 'string'
  );
}

async function stamp(file: string): Promise<string | null> {
  try {
    const s = await stat(file);
    return `${s.mtimeMs}:${s.size}`;
  } catch {
    return null;
  }
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    const value = JSON.parse(await readFile(file, 'utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

/** The build files of one static folder, read again when one of them changes. */
export function buildFilesOf(staticDir: string): () => Promise<BuildFiles | null> {
  const files = {
    index: path.join(staticDir, 'index.html'),
    routes: path.join(staticDir, ROUTE_CHUNKS_FILE),
    messages: path.join(staticDir, MESSAGE_CHUNKS_FILE),
    frame: path.join(staticDir, STATIC_FRAME_FILE),
  };
  let cached: { key: string; value: Promise<BuildFiles | null> } | null = null;
  return async () => {
    const stamps = await Promise.all([stamp(files.index), stamp(files.routes), stamp(files.messages), stamp(files.frame)]);
    if (stamps[0] === null) return null;
    const key = stamps.join('|');
    if (cached?.key !== key) {
      const value = (async (): Promise<BuildFiles | null> => {
        let html: string;
        try {
          html = await readFile(files.index, 'utf8');
        } catch {
          return null;
        }
        const [routeChunks, messageChunks, staticFrame] = await Promise.all([
          stamps[1] ? readJson<RouteChunks>(files.routes) : null,
          stamps[2] ? readJson<MessageChunks>(files.messages) : null,
          stamps[3] ? readJson<StaticFrameTemplate>(files.frame) : null,
        ]);
        return { template: makeTemplate(html), routeChunks, messageChunks, staticFrame: isStaticFrame(staticFrame) ? staticFrame : null };
      })();
      cached = { key, value };
      // A read that failed midway (a build in progress) is tried again on the next request.
      void value.then((built) => {
        if (built === null && cached?.value === value) cached = null;
      });
    }
    return cached.value;
  };
}
