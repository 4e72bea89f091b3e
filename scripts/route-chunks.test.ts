import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routeChunks, routeModules, writeRouteChunks } from './route-chunks.ts';

const ROUTES = `export const routePages = {
  home: () => import('../features/home/pages/home-page'),
  schedule: () => import('../features/live/pages/schedule-page'),
  scheduleAll: () => import("../features/live/pages/schedule-page"),
  gone: () => import('../features/gone/pages/gone-page'),
} satisfies Record<RouteId, () => Promise<PageModule>>;`;

const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_icon-i1.js'], css: ['assets/index-c1.css'], dynamicImports: ['src/features/home/pages/home-page.tsx'] },
  '_icon-i1.js': { file: 'assets/icon-i1.js' },
  '_frame-f1.js': { file: 'assets/frame-f1.js', imports: ['_icon-i1.js'], css: ['assets/frame-c2.css'] },
  'src/features/home/pages/home-page.tsx': { file: 'assets/home-page-h1.js', src: 'src/features/home/pages/home-page.tsx', isDynamicEntry: true, imports: ['_icon-i1.js'] },
  'src/features/live/pages/schedule-page.tsx': {
    file: 'assets/schedule-page-s1.js',
    src: 'src/features/live/pages/schedule-page.tsx',
    isDynamicEntry: true,
    imports: ['_frame-f1.js', '_icon-i1.js'],
    dynamicImports: ['src/features/live/dialog.tsx'],
  },
};

describe('route chunks', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('reads route id → page module from src/app/routes.ts', () => {
    expect(routeModules(ROUTES)).toEqual({
      home: 'src/features/home/pages/home-page',
      schedule: 'src/features/live/pages/schedule-page',
      scheduleAll: 'src/features/live/pages/schedule-page',
      gone: 'src/features/gone/pages/gone-page',
    });
  });

  it("lists each route's page chunk, its static imports once each (not its lazy ones) and their CSS", () => {
    const { chunks, missing } = routeChunks(ROUTES, MANIFEST);
    expect(chunks.schedule).toEqual({ js: ['assets/schedule-page-s1.js', 'assets/frame-f1.js', 'assets/icon-i1.js'], css: ['assets/frame-c2.css'] });
    expect(chunks.scheduleAll).toEqual(chunks.schedule);
    expect(chunks.home).toEqual({ js: ['assets/home-page-h1.js', 'assets/icon-i1.js'], css: [] });
    expect(missing).toEqual(['gone']);
  });

  it('writes dist/.vite/route-chunks.json from the manifest and the real routes module', () => {
    dist = mkdtempSync(join(tmpdir(), 'route-chunks-'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    const { routes } = writeRouteChunks(dist);
    const written = JSON.parse(readFileSync(join(dist, '.vite', 'route-chunks.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(written)).toHaveLength(routes);
    expect(written.home).toEqual({ js: ['assets/home-page-h1.js', 'assets/icon-i1.js'], css: [] });
    expect(written.scheduleFootball).toEqual(written.schedule);
  });

  it('fails with a clear message without a manifest', () => {
    dist = mkdtempSync(join(tmpdir(), 'route-chunks-'));
    expect(() => writeRouteChunks(dist)).toThrow(/manifest\.json does not exist/);
  });
});
