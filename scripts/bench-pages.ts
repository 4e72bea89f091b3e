/**
 * npm run bench:pages [-- --runs N] [-- --only /,/chatroom] [-- --no-build] [-- --keep-reports DIR]
 *
 * Lighthouse on the key pages of the built SPA, served by the real server (docs/bench-pages.md):
 *   1. builds the SPA only when dist/ is missing (BENCH_STATIC_DIR names another build folder;
 *      --no-build never builds),
 *   2. starts the server on a free port with a temporary DATA_DIR (a fresh seeded PGlite),
 *   3. finds the pages that need a lookup (a room live now) through the server's API,
 *   4. runs Lighthouse 12 with its default config, the mobile preset with simulated throttling whose
 *      CPU multiplier is calibrated to the host (benchmarkIndex ÷ 437.5, docs/bench-pages.md),
 *      categories performance, accessibility, best-practices and seo: N runs a page (3 by default),
 *      the pages taken in turn in each round, every run in a new headless Chromium with a new profile;
 *      a run that fails (Chrome, a Lighthouse runtime error, a missing score) is tried once more, and
 *      left out (said under the table) when it fails again,
 *   5. prints per page the medians of the four scores, LCP, TBT and CLS against their targets (every
 *      score ≥ 95, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS < 0.05), then one line per target over all pages.
 *
 * A benchmark that prints figures, not a test: it exits 0 when targets are missed and 1 only when it
 * cannot measure (no build, the server does not start or stops, a page not found, every run of a
 * page failing twice).
 */
import { accessSync, constants, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { Launcher } from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { throttling as LIGHTHOUSE_THROTTLING } from 'lighthouse/core/config/constants.js';
import type { LiveRoom, ScheduleRow } from '../contracts/schemas/live.ts';
import type { MatchWithOdds } from '../contracts/schemas/sports/matches.ts';
import { href } from '../contracts/href.ts';
import { slugify } from '../contracts/slug.ts';
import { roomPath } from '../src/lib/room-path.ts';
import { benchToday, endpointUrl, startBenchServer, todaysSchedule } from './lib/bench-server.ts';
import { dayBoard } from '../contracts/endpoints/football.ts';
import { liveRoom } from '../contracts/endpoints/live.ts';
import { newsList } from '../contracts/endpoints/news.ts';
import { CALIBRATION_INDEX_PER_SLOWDOWN, CATEGORIES, calibratedMultiplier, formatCalibration, formatCalibrationSummary, formatDropped, formatOverall, formatRun, formatTable, isLateProtocolError, parseOptions, reportBaseName, type PageOutcome, type RunResult } from './lib/bench-pages.ts';
import { projectRoot, run, tsxArgs } from './lib/run.ts';

/** A page with a fixed address. `name` (the table's first column, what --only picks) is the path by default. */
interface FixedPage {
  path: string;
  name?: string;
  /**
   * A member's page, which asks search engines not to index it (`robots: noindex`, PRIVATE_ROUTES of
   * server/src/pages/route-text.ts): its SEO score leaves out Lighthouse's is-crawlable audit, which
   * such a page fails by design; every other SEO audit still counts.
   */
  noindex?: true;
}

/** What a lookup gets: the running server's origin, and until when the page must stay as found. */
interface LookupContext {
  base: string;
  /** Epoch ms: the last run ends before this (at least 15 min from now, more with many runs). */
  until: number;
}

/** A page whose address is found through the running server's API (e.g. a room live now). */
interface LookedUpPage {
  name: string;
  find(context: LookupContext): Promise<string>;
}

type PageSpec = FixedPage | LookedUpPage;

/**
 * The key pages, measured in this order. Every page issue adds its key pages here:
 *   - `{ path: '/tin-tuc' }` for a fixed address (its name in the table and for --only is the path);
 *   - `{ name: 'news-article', find: (context) => … }` for one found through the API of the running
 *     server: `context.base` is its origin, return the path the SPA links to (contracts/href.ts,
 *     src/lib/room-path.ts), one that stays valid until `context.until`; see findLiveRoom below.
 */
const PAGES: PageSpec[] = [
  { path: '/' },
  { path: '/lich-truc-tiep' },
  { name: 'live-room', find: (context) => findLiveRoom(context) },
  { path: '/chatroom' },
  { path: '/lich-thi-dau/bong-da' },
  { name: 'match-centre', find: (context) => findMatch(context) },
  { name: 'news-article', find: (context) => findNewsArticle(context) },
  { path: '/am-nhac' },
  { path: '/video-ngan' },
  { path: '/bang-ton' },
  { path: '/diem-danh', noindex: true },
];

/** The mobile preset's network and CPU throttling, its CPU multiplier replaced per run. */
const MOBILE_THROTTLING = LIGHTHOUSE_THROTTLING.mobileSlow4G;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'];
/** A page found by a lookup stays as found for at least this long (the e2e suite's rule for live rooms)… */
const LOOKUP_VALID_FOR_MS = 15 * 60_000;
/** …or longer with many runs: a generous bound on one run, retry included. */
const RUN_BUDGET_MS = 90_000;
/** Lighthouse waits at most 45 s for a load and 30 s for a protocol answer; beyond this a run hangs. */
const RUN_TIMEOUT_MS = 3 * 60_000;

const pageName = (page: PageSpec) => ('find' in page ? page.name : (page.name ?? page.path));

/**
 * A room live now with a stream that stays live until the last run ends (`until`, 15 minutes at
 * least), a match room when there is one (the tests' choice, tests/e2e/support/rooms.ts), at the
 * address the SPA links to (roomPath, the pattern of the room… routes of contracts/route-table.ts).
 */
async function findLiveRoom({ base, until }: LookupContext): Promise<string> {
  const rows = (await todaysSchedule<ScheduleRow>(base)).filter((row) => row.status === 2 && row.users[0]?.streamLink && Date.parse(row.endTime) > until);
  rows.sort((a, b) => Number(b.away !== null) - Number(a.away !== null));
  for (const row of rows) {
    const response = await fetch(endpointUrl(base, liveRoom, { query: { id: row.roomId } }), { headers: { 'x-language': 'vi' } });
    if (!response.ok) continue;
    const room = ((await response.json()) as { data: LiveRoom }).data;
    if (room.status === 'live' && room.streamLink) return roomPath({ roomId: room.roomId, modeSlug: room.modeSlug, slug: room.slug });
  }
  throw new Error(`no room live until ${new Date(until).toISOString()} in today's schedule`);
}

/**
 * A football match at the address the SPA links to (contracts/href.ts): one being played today when
 * there is one (the richest centre: events, line-ups, live odds), else one over today, else a result of
 * the latest day with football in the last 7 days (in the small hours, or on a day without football,
 * nothing has kicked off today).
 */
async function findMatch({ base }: LookupContext): Promise<string> {
  const dayMatches = async (kind: 'results' | 'fixtures', date?: string) => {
    const url = endpointUrl(base, dayBoard, { query: { kind, ...(date ? { date } : {}) } });
    const response = await fetch(url, { headers: { 'x-language': 'vi' } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const day = ((await response.json()) as { data: { leagues: { matches: MatchWithOdds[] }[] } }).data;
    return day.leagues.flatMap((league) => league.matches);
  };
  const today = [...(await dayMatches('results')), ...(await dayMatches('fixtures'))];
  let match = today.find((m) => m.status === 2) ?? today.find((m) => m.status === 3);
  for (let daysBack = 1; !match && daysBack <= 7; daysBack++) {
    const day = new Date(Date.parse(`${benchToday()}T12:00:00Z`) - daysBack * 86_400_000).toISOString().slice(0, 10);
    match = (await dayMatches('results', day)).find((m) => m.status === 3);
  }
  if (!match) throw new Error('no football match being played today or over in the last 7 days');
  const slug = `${slugify(match.home.name, 'home')}-vs-${slugify(match.away.name, 'away')}`;
  return href('match', { slug, staticId: match.staticId }, { leagueId: match.leagueId });
}

/** The newest news article, at the address its list item links to (`path`, /tin-tuc/{category}/{type}/{slug}). */
async function findNewsArticle({ base }: LookupContext): Promise<string> {
  const response = await fetch(endpointUrl(base, newsList, { query: { pageSize: 1 } }), { headers: { 'x-language': 'vi' } });
  if (!response.ok) throw new Error(`GET ${newsList.path} answered ${response.status}`);
  const [article] = ((await response.json()) as { data: { list: { path: string }[] } }).data.list;
  if (!article) throw new Error('no news article');
  return article.path;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The Chromium of the run under way, for the signal handlers. */
let currentChrome: Launcher | null = null;

/**
 * Starts Chromium on a profile folder. Unlike chrome-launcher's launch(), it kills a Chromium that
 * started but never opened its debugging port, and a failed spawn (an 'error' event nobody listens
 * to would end Node) becomes a failed start.
 */
async function startChromium(profile: string): Promise<Launcher> {
  const spawnQuietly = ((...args: Parameters<typeof spawn>) => spawn(...args).on('error', () => {})) as typeof spawn;
  const launcher = new Launcher({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir: profile, logLevel: 'silent' }, { spawn: spawnQuietly });
  try {
    await launcher.launch();
  } catch (error) {
    launcher.kill();
    throw error;
  }
  return launcher;
}

/** A run's result and how its CPU was calibrated. */
interface CalibratedRun {
  lhr: Result;
  benchmarkIndex: number;
  multiplier: number;
}

/**
 * One calibrated Lighthouse run in a new Chromium with a new, empty profile folder, removed afterwards
 * (also when Chromium did not start). Simulated throttling slows the CPU only in its replay of the
 * trace, so the run gathers once (-G: the unthrottled trace, network log and the host's
 * benchmarkIndex, saved to a folder), then audits those same artifacts (-A) with the CPU multiplier
 * that benchmarkIndex calls for.
 */
async function lighthouseRun(url: string, noindex: boolean): Promise<CalibratedRun> {
  let chrome: Launcher | null = null;
  const profile = mkdtempSync(join(tmpdir(), 'bench-pages-chrome-'));
  const artifacts = mkdtempSync(join(tmpdir(), 'bench-pages-artifacts-'));
  const flags = { logLevel: 'error' as const, output: 'json' as const, onlyCategories: [...CATEGORIES], ...(noindex ? { skipAudits: ['is-crawlable'] } : {}) };
  try {
    chrome = currentChrome = await startChromium(profile);
    const port = chrome.port;
    if (!port) throw new Error('Chromium started without a debugging port');
    await withTimeout(lighthouse(url, { ...flags, port, gatherMode: artifacts }), RUN_TIMEOUT_MS, 'Lighthouse');
  } finally {
    if (chrome) await stopChrome(chrome);
    currentChrome = null;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
  try {
    const savedPath = join(artifacts, 'artifacts.json');
    const saved = JSON.parse(readFileSync(savedPath, 'utf8')) as { BenchmarkIndex?: number; settings?: { throttling?: object } };
    const benchmarkIndex = saved.BenchmarkIndex;
    if (typeof benchmarkIndex !== 'number' || !(benchmarkIndex > 0)) throw new Error('the gathered run has no benchmarkIndex');
    const multiplier = calibratedMultiplier(benchmarkIndex);
    // Lighthouse refuses to audit with other settings than it gathered with. Under simulated
    // throttling the gathering never slowed the CPU, so the saved settings take the multiplier too.
    if (saved.settings) saved.settings.throttling = { ...saved.settings.throttling, cpuSlowdownMultiplier: multiplier };
    writeFileSync(savedPath, JSON.stringify(saved));
    const result = await lighthouse(url, { ...flags, auditMode: artifacts, throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: multiplier } });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new AttemptFailed(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`, lhr);
    return { lhr, benchmarkIndex, multiplier };
  } finally {
    rmSync(artifacts, { recursive: true, force: true, maxRetries: 5 });
  }
}

/** Kills Chromium (its whole process group) and waits for it to exit. */
async function stopChrome(chrome: Launcher): Promise<void> {
  const child = chrome.chromeProcess;
  const exited = !child || child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((done) => child.once('exit', () => done()));
  chrome.kill();
  await withTimeout(exited, 10_000, 'Chromium').catch(() => {});
}

/** The figures of a run; a missing score or metric (an audit that errored) fails the run. */
function figures(lhr: Result): RunResult {
  const scores = {} as RunResult['scores'];
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    if (typeof score !== 'number') {
      const errors = (lhr.categories[category]?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit?.scoreDisplayMode === 'error')
        .map((audit) => `${audit!.id}: ${audit!.errorMessage ?? 'error'}`);
      throw new AttemptFailed(`no ${category} score${errors.length ? ` (${errors.slice(0, 2).join('; ')})` : ''}`, lhr);
    }
    scores[category] = Math.round(score * 100);
  }
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new AttemptFailed(`no value for ${id}: ${lhr.audits[id]?.errorMessage ?? 'audit missing'}`, lhr);
    return value;
  };
  return { scores, lcpMs: metric('largest-contentful-paint'), tbtMs: metric('total-blocking-time'), cls: metric('cumulative-layout-shift') };
}

/** The server stopped during the benchmark: no later run can succeed. */
class ServerGone extends Error {}

/** A failed attempt, with Lighthouse's report when there is one (kept with --keep-reports). */
class AttemptFailed extends Error {
  constructor(
    message: string,
    readonly lhr?: Result,
  ) {
    super(message);
  }
}

/**
 * A run, tried once more when it fails; throws after the second failure. `serverGone` says why the
 * server is no longer there (null while it runs): then the run is not tried (again). `failed` gets
 * the report of a failed attempt when Lighthouse made one.
 */
async function measure(
  url: string,
  noindex: boolean,
  label: string,
  serverGone: () => string | null,
  failed: (attempt: number, lhr: Result) => void,
): Promise<{ result: RunResult; run: CalibratedRun }> {
  for (let attempt = 1; ; attempt++) {
    const gone = serverGone();
    if (gone) throw new ServerGone(gone);
    const started = performance.now();
    try {
      const run = await lighthouseRun(url, noindex);
      const { lhr } = run;
      const result = figures(lhr);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`  ${label}  ${formatRun(result)}  ${formatCalibration(run.benchmarkIndex, run.multiplier)}  (${seconds} s)`);
      for (const warning of lhr.runWarnings) console.log(`  ${' '.repeat(label.length)}  warning: ${warning.replace(/\s+/g, ' ')}`);
      return { result, run };
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');
      if (error instanceof AttemptFailed && error.lhr) failed(attempt, error.lhr);
      if (attempt >= 2) throw new Error(`failed twice: ${message}`);
      console.log(`  ${label}  failed (${message}); trying once more`);
    }
  }
}

function keepReport(dir: string, name: string, run: string, lhr: Result): void {
  const base = join(dir, `${reportBaseName(name)}-run${run}`);
  writeFileSync(`${base}.report.json`, JSON.stringify(lhr, null, 2));
  writeFileSync(`${base}.report.html`, generateReport(lhr, 'html'));
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), PAGES.map(pageName));
  const pages = PAGES.filter((page) => !options.only || options.only.includes(pageName(page)));
  const keepDir = options.keepReports ? resolve(options.keepReports) : null;
  if (keepDir) mkdirSync(keepDir, { recursive: true });

  try {
    accessSync(CHROMIUM, constants.X_OK);
  } catch {
    throw new Error(`no Chromium at ${CHROMIUM} (CHROMIUM_PATH names another)`);
  }
  // BENCH_STATIC_DIR measures another build folder (parallel local work); dist/ is built when missing.
  const dist = process.env.BENCH_STATIC_DIR ?? join(projectRoot, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    if (process.env.BENCH_STATIC_DIR || !options.build) throw new Error(`${dist} holds no build${options.build ? '' : ' (drop --no-build)'}`);
    run('build', process.execPath, tsxArgs('scripts/build.ts'));
  }

  console.log('bench:pages: starting the server on a fresh PGlite (first start migrates and seeds)…');
  const server = await startBenchServer({ staticDir: dist });
  const { base } = server;
  // Never leave the server behind: on a crash (the exit handler can only signal), Ctrl-C or a kill.
  const killServer = () => void server.process.kill('SIGTERM');
  process.once('exit', killServer);
  const onSignal = (signal: NodeJS.Signals) => {
    currentChrome?.kill();
    void server.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let serverExit: string | null = null;
  server.process.once('exit', (code, signal) => {
    // Code 0 is the server's clean shutdown on SIGTERM/SIGINT: something outside this script stopped it.
    serverExit = `the server exited (${signal ?? `code ${code}`}${code === 0 ? ', stopped from outside by SIGTERM or SIGINT' : ''})`;
  });
  try {
    const outcomes: (PageOutcome & { noindex: boolean })[] = [];
    const until = Date.now() + Math.max(LOOKUP_VALID_FOR_MS, options.runs * pages.length * RUN_BUDGET_MS);
    for (const page of pages) {
      const outcome: PageOutcome & { noindex: boolean } = { name: pageName(page), runs: [], noindex: 'path' in page && page.noindex === true };
      try {
        outcome.path = 'find' in page ? await page.find({ base, until }) : page.path;
      } catch (error) {
        outcome.error = error instanceof Error ? error.message : String(error);
      }
      outcomes.push(outcome);
    }

    const width = Math.max(...outcomes.map((o) => o.name.length));
    console.log(`bench:pages: Lighthouse ${lighthouseVersion()}, mobile preset (simulated throttling, CPU calibrated to the host: benchmarkIndex ÷ ${CALIBRATION_INDEX_PER_SLOWDOWN}), ${options.runs} run${options.runs > 1 ? 's' : ''} a page, ${base}`);
    for (const outcome of outcomes) console.log(`  ${outcome.name.padEnd(width)}  ${outcome.path ?? `not found: ${outcome.error}`}`);
    const benchmarkIndex: number[] = [];
    const multipliers: number[] = [];
    let throttling = '';
    rounds: for (let round = 1; round <= options.runs; round++) {
      for (const outcome of outcomes) {
        if (outcome.path === undefined || outcome.error !== undefined) continue;
        const label = `run ${round}/${options.runs}  ${outcome.name.padEnd(width)}`;
        try {
          const keepFailed = (attempt: number, lhr: Result) => keepDir && keepReport(keepDir, outcome.name, `${round}-failed${attempt}`, lhr);
          const { result, run } = await measure(`${base}${outcome.path}`, outcome.noindex, label, () => serverExit, keepFailed);
          const { lhr } = run;
          outcome.runs.push(result);
          benchmarkIndex.push(run.benchmarkIndex);
          multipliers.push(run.multiplier);
          const t = lhr.configSettings.throttling;
          throttling ||= `${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod}: RTT ${t.rttMs} ms, ${(t.throughputKbps / 1024).toFixed(1)} Mbit/s down`;
          if (keepDir) keepReport(keepDir, outcome.name, String(round), lhr);
        } catch (error) {
          if (error instanceof ServerGone) {
            console.log(`  ${label}  not run: ${error.message}`);
            for (const o of outcomes) if (o.error === undefined && o.runs.length < options.runs) o.error = `${error.message} before run ${o.runs.length + 1}`;
            break rounds;
          }
          // The page keeps its other runs; the table's runs column and the lines under it tell.
          (outcome.dropped ??= []).push(`run ${round} left out, ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    for (const o of outcomes) if (o.error === undefined && o.runs.length === 0) o.error = 'every run failed twice';

    console.log('');
    if (throttling) console.log(`settings: ${throttling}; ${formatCalibrationSummary(benchmarkIndex, multipliers)}`);
    if (keepDir) console.log(`reports: ${keepDir}/<page>-run<N>.report.{json,html}`);
    console.log('');
    for (const line of formatTable(outcomes)) console.log(line);
    console.log('(medians of each column; ✗ = misses its target)');
    const noindexed = outcomes.filter((o) => o.noindex).map((o) => o.name);
    if (noindexed.length) console.log(`(${noindexed.join(', ')}: a member's page that asks not to be indexed; its seo leaves out the is-crawlable audit)`);
    for (const line of formatDropped(outcomes)) console.log(line);
    console.log('');
    for (const line of formatOverall(outcomes)) console.log(line);
    if (outcomes.some((o) => o.error !== undefined)) process.exitCode = 1;
  } finally {
    await server.stop();
    process.off('exit', killServer);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

function lighthouseVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(projectRoot, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '(version unknown)';
  }
}

// A late protocol error of a finished Lighthouse run (see isLateProtocolError) must not end the
// benchmark; any other unhandled rejection does.
process.on('unhandledRejection', (reason) => {
  if (isLateProtocolError(reason)) {
    console.log(`  (ignored a late Lighthouse protocol error of a finished run: ${(reason as Error).message.split('\n')[0]})`);
    return;
  }
  console.error(`bench:pages failed: unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`);
  process.exit(1);
});

main().catch((error: unknown) => {
  console.error(`bench:pages failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
