/** A test app whose STATIC_DIR holds a realistic build: index.html as Vite writes it, the route chunks and the message chunks. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeTestApp, type TestApp } from '../test-app.ts';

/** dist/index.html as `vite build` writes it (shortened). */
export const BUILT_INDEX_HTML = `<!doctype html>
<html lang="vi" data-color-mode="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="color-scheme" content="dark" />
    <meta name="description" content="SânCỏ Live – xem trực tiếp bóng đá, bóng rổ, esport, lịch thi đấu, kết quả và tỷ lệ kèo." />
    <title>SânCỏ Live</title>
    <style>html,body{color:#e7ecf4;background:#0a0e16;margin:0}</style>
    <script type="module" crossorigin src="/assets/index-ClCzbeZz.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/icon-AHq6aUYZ.js">
    <link rel="modulepreload" crossorigin href="/assets/react-dom-IU3PLoSv.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Dkaq9os1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** scripts/route-chunks.ts output for the routes the tests open. */
export const ROUTE_CHUNKS = {
  schedule: { js: ['assets/schedule-page-COLweGi8.js', 'assets/page-frame-B60aECAT.js', 'assets/icon-AHq6aUYZ.js'], css: [] },
  roomFootball: { js: ['assets/live-room-page-Xy12.js', 'assets/icon-AHq6aUYZ.js'], css: ['assets/live-room-page-Ab34.css'] },
  home: { js: ['assets/home-page-Qw56.js'], css: [] },
};

/** The other build step's dist/.vite/message-chunks.json. */
export const MESSAGE_CHUNKS = {
  'assets/index-ClCzbeZz.js': { vi: 'assets/messages/vi-aaa.json', en: 'assets/messages/en-aaa.json', zh: 'assets/messages/zh-aaa.json' },
  // The build writes them as site paths; both forms are read.
  'assets/schedule-page-COLweGi8.js': { vi: '/assets/messages/vi-bbb.json', en: '/assets/messages/en-bbb.json', zh: '/assets/messages/zh-bbb.json' },
  'assets/page-frame-B60aECAT.js': { vi: '//evil.example/x.json', en: 'https://evil.example/x.json', zh: '../x.json' },
};

export interface PageTestApp extends TestApp {
  /** Writes or removes dist/.vite/message-chunks.json. */
  messageChunks(present: boolean): Promise<void>;
}

export async function makePageTestApp(env: Record<string, string> = {}): Promise<PageTestApp> {
  const t = await makeTestApp(env);
  await writeFile(path.join(t.staticDir, 'index.html'), BUILT_INDEX_HTML);
  await mkdir(path.join(t.staticDir, '.vite'), { recursive: true });
  await writeFile(path.join(t.staticDir, '.vite', 'route-chunks.json'), JSON.stringify(ROUTE_CHUNKS));
  const messagesFile = path.join(t.staticDir, '.vite', 'message-chunks.json');
  return {
    ...t,
    async messageChunks(present) {
      if (present) await writeFile(messagesFile, JSON.stringify(MESSAGE_CHUNKS));
      else await import('node:fs/promises').then(({ rm }) => rm(messagesFile, { force: true }));
    },
  };
}

/** The JSON-LD objects of a page, each parsed with JSON.parse. */
export function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

/** The attribute `attr` of the first tag matching `selector` (a regex source for the tag's start), HTML entities decoded. */
export function attrOf(html: string, tagPattern: RegExp, attr: string): string | null {
  const tag = tagPattern.exec(html)?.[0];
  if (!tag) return null;
  const value = new RegExp(`\\s${attr}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? null : decodeEntities(value);
}

export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);
}

export function titleOf(html: string): string | null {
  const m = /<title>([\s\S]*?)<\/title>/.exec(html);
  return m ? decodeEntities(m[1]!) : null;
}

export function metaContent(html: string, name: string): string | null {
  return attrOf(html, new RegExp(`<meta (?:name|property)="${name.replace(/[.:]/g, '\\$&')}"[^>]*>`), 'content');
}

export function hreflangs(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)) out[m[1]!] = decodeEntities(m[2]!);
  return out;
}

export interface Preloaded {
  at: number;
  answers: Record<string, { code: number; msg: string; data: unknown }>;
}

export function preloadedOf(html: string): Preloaded | null {
  const m = /<script type="application\/json" id="preloaded-answers">([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as Preloaded) : null;
}
