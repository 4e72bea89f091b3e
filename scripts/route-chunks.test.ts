import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routeById } from '../contracts/route-table.ts';
import { routeChunks, writeRouteChunks } from './route-chunks.ts';

/** Routes as the table gives them: two share the schedule page, and one names a module the build does not hold. */
const ROUTES = [
  { id: 'home', page: 'home/home' },
  { id: 'schedule', page: 'live/schedule' },
  { id: 'scheduleAll', page: 'live/schedule' },
  { id: 'gone', page: 'gone/gone' },
] as const;

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

  it("lists each route's page chunk, its static imports once each (not its lazy ones) and their CSS", () => {
    const { chunks, missing } = routeChunks(MANIFEST, ROUTES);
    expect(chunks.schedule).toEqual({ js: ['assets/schedule-page-s1.js', 'assets/frame-f1.js', 'assets/icon-i1.js'], css: ['assets/frame-c2.css'] });
    expect(chunks.scheduleAll).toEqual(chunks.schedule);
    expect(chunks.home).toEqual({ js: ['assets/home-page-h1.js', 'assets/icon-i1.js'], css: [] });
    expect(missing).toEqual(['gone']);
  });

  it('takes the routes and their page modules from the route table', () => {
    expect(routeById('scheduleFootball').page).toBe(routeById('schedule').page);
    const { chunks, missing } = routeChunks(MANIFEST);
    expect(chunks.home).toEqual({ js: ['assets/home-page-h1.js', 'assets/icon-i1.js'], css: [] });
    expect(chunks.scheduleFootball).toEqual(chunks.schedule);
    expect(chunks.schedule?.js[0]).toBe('assets/schedule-page-s1.js');
    // Every other route of the table names a module this small manifest lacks.
    expect(missing).toContain('filmWatch');
    expect(missing).not.toContain('home');
  });

  it('writes dist/.vite/route-chunks.json from the manifest and the route table', () => {
    dist = mkdtempSync(join(tmpdir(), 'route-chunks-'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    const { routes, missing } = writeRouteChunks(dist);
    const written = JSON.parse(readFileSync(join(dist, '.vite', 'route-chunks.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(written)).toHaveLength(routes);
    expect(written.home).toEqual({ js: ['assets/home-page-h1.js', 'assets/icon-i1.js'], css: [] });
    expect(written.scheduleFootball).toEqual(written.schedule);
    expect(Object.keys(written)).not.toContain('filmWatch');
    expect(missing).toContain('filmWatch');
  });

  it('fails with a clear message without a manifest, or when it holds no page of the table', () => {
    dist = mkdtempSync(join(tmpdir(), 'route-chunks-'));
    expect(() => writeRouteChunks(dist)).toThrow(/manifest\.json does not exist/);
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': MANIFEST['index.html'] }));
    expect(() => writeRouteChunks(dist)).toThrow(/no page module of the route table/);
  });
});
