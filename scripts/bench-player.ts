/**
 * npm run bench:player
 *
 * How fast the live room's player starts and how far behind live it plays, against a bare hls.js
 * page with the default config as the reference (docs/bench-player.md):
 *   1. builds the SPA only when dist/ is missing (BENCH_STATIC_DIR names another build folder),
 *   2. starts the server on a free port with a temporary DATA_DIR and STATIC_DIR=dist,
 *   3. in headless Chromium, 5 times each, in a fresh browser context:
 *      - the site: opens a live room; first frame = time from navigation start to the first frame
 *        painted after 'playing' (requestVideoFrameCallback, relative to performance.timeOrigin);
 *        latency = the player's data-latency (hls.js `latency`, reported by the media actor) 20 s later;
 *      - the reference: a page of the same origin that plays the same stream with `new Hls()`;
 *        first frame from the moment hls.js is on the page, latency = `hls.latency` 20 s later,
 *   4. prints the medians with the targets (first frame ≤ 1.5 s, latency ≤ 6 s).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { projectRoot, run, tsxArgs } from './lib/run.ts';
import { roomPath } from '../src/lib/room-path.ts';
import { startBenchServer, todaysSchedule } from './lib/bench-server.ts';

const RUNS = 5;
const LATENCY_AFTER_MS = 20_000;
const TARGET_FIRST_FRAME_MS = 1500;
const TARGET_LATENCY_S = 6;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

interface Sample {
  firstFrameMs: number;
  latencyS: number;
}

/** A live room with a stream, from the schedule of today. */
async function findLiveRoom(base: string): Promise<{ path: string; stream: string }> {
  const rows = await todaysSchedule<{ status: number; roomId: number; modeSlug: string; slug: string; users: Array<{ streamLink: string }> }>(base);
  const row = rows.find((r) => r.status === 2 && r.users[0]?.streamLink);
  if (!row) throw new Error('no live room in the schedule of today');
  return { path: roomPath(row), stream: row.users[0]!.streamLink };
}

/** Records the first painted frame of any video of the page, relative to performance.timeOrigin. */
const FIRST_FRAME_PROBE = `
  window.__firstFrame = null;
  document.addEventListener('playing', (event) => {
    const video = event.target;
    if (window.__firstFrame !== null || !(video instanceof HTMLVideoElement)) return;
    if (video.requestVideoFrameCallback) video.requestVideoFrameCallback((now) => { if (window.__firstFrame === null) window.__firstFrame = now; });
    else window.__firstFrame = performance.now();
  }, true);
`;

async function measureSite(browser: Browser, base: string, path: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(FIRST_FRAME_PROBE);
    await page.goto(`${base}${path}`);
    await page.waitForFunction(() => (window as unknown as { __firstFrame: number | null }).__firstFrame !== null, null, { timeout: 30_000 });
    const firstFrameMs = await page.evaluate(() => (window as unknown as { __firstFrame: number }).__firstFrame);
    await page.waitForTimeout(LATENCY_AFTER_MS);
    const latency = await page.getByTestId('player').getAttribute('data-latency');
    if (latency === null) throw new Error('the player reported no latency');
    return { firstFrameMs, latencyS: Number(latency) };
  } finally {
    await context.close();
  }
}

async function measureReference(browser: Browser, base: string, stream: string): Promise<Sample> {
  // The site's CSP forbids inline scripts; the reference page is the bench's own, not the site's.
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/healthz`);
    await page.setContent('<!doctype html><video id="v" muted playsinline style="width:960px"></video>');
    const started = await page.evaluate(() => performance.now());
    await page.addScriptTag({ path: join(projectRoot, 'node_modules/hls.js/dist/hls.min.js') });
    await page.evaluate(FIRST_FRAME_PROBE);
    await page.evaluate((src) => {
      const video = document.getElementById('v') as HTMLVideoElement;
      const Hls = (window as unknown as { Hls: new () => { loadSource(s: string): void; attachMedia(v: HTMLVideoElement): void; on(e: string, f: () => void): void; latency: number } & { constructor: unknown } }).Hls;
      const hls = new Hls();
      (window as unknown as { hls: unknown }).hls = hls;
      hls.on('hlsManifestParsed', () => void video.play().catch(() => {}));
      hls.loadSource(src);
      hls.attachMedia(video);
    }, stream);
    await page.waitForFunction(() => (window as unknown as { __firstFrame: number | null }).__firstFrame !== null, null, { timeout: 30_000 });
    const firstFrame = await page.evaluate(() => (window as unknown as { __firstFrame: number }).__firstFrame);
    await page.waitForTimeout(LATENCY_AFTER_MS);
    const latencyS = await page.evaluate(() => (window as unknown as { hls: { latency: number } }).hls.latency);
    return { firstFrameMs: firstFrame - started, latencyS };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function report(label: string, samples: Sample[]): void {
  const firstFrame = median(samples.map((s) => s.firstFrameMs));
  const latency = median(samples.map((s) => s.latencyS));
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(`${label}`);
  console.log(`  first frame  ${Math.round(firstFrame)} ms   (target ≤ ${TARGET_FIRST_FRAME_MS} ms: ${met(firstFrame <= TARGET_FIRST_FRAME_MS)})   runs: ${samples.map((s) => Math.round(s.firstFrameMs)).join(', ')}`);
  console.log(`  latency  ${latency.toFixed(2)} s   (target ≤ ${TARGET_LATENCY_S} s: ${met(latency <= TARGET_LATENCY_S)})   runs: ${samples.map((s) => s.latencyS.toFixed(2)).join(', ')}`);
}

async function main(): Promise<void> {
  // BENCH_STATIC_DIR measures another build folder (parallel local work); dist/ is built when missing.
  const dist = process.env.BENCH_STATIC_DIR ?? join(projectRoot, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    if (process.env.BENCH_STATIC_DIR) throw new Error(`${dist} holds no build`);
    run('build', process.execPath, tsxArgs('scripts/build.ts'));
  }

  const server = await startBenchServer({ staticDir: dist });
  const { base } = server;
  let browser: Browser | null = null;
  try {
    const room = await findLiveRoom(base);
    console.log(`bench:player — ${RUNS} runs each, room ${room.path} (${room.stream}), latency read ${LATENCY_AFTER_MS / 1000} s after the first frame`);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const site: Sample[] = [];
    const reference: Sample[] = [];
    for (let i = 0; i < RUNS; i++) {
      site.push(await measureSite(browser, base, room.path));
      reference.push(await measureReference(browser, base, room.stream));
      console.log(`  run ${i + 1}/${RUNS} done`);
    }
    report('site player (live room page, from navigation start)', site);
    report('reference: bare hls.js, default config (from hls.js on the page)', reference);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
