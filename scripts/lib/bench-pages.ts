/**
 * The pure parts of `npm run bench:pages` (scripts/bench-pages.ts): options, medians, the targets
 * and the printed table. No browser, no server: scripts/lib/bench-pages.test.ts covers them.
 */
import { parseArgs } from 'node:util';

/** The Lighthouse categories measured, in the table's order. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * Lighthouse's mobile preset stands for a mid-tier phone: its CPU ×4 on a host whose benchmarkIndex
 * is ~1,750 (Lighthouse's throttling guide). The multiplier that emulates that same phone on any
 * host is benchmarkIndex ÷ 437.5: ×2 on a slow host of 875, ×8.9 on a quick one of 3,900.
 */
export const CALIBRATION_INDEX_PER_SLOWDOWN = 437.5;

/** The CPU slowdown that makes this host (its benchmarkIndex) the preset's phone, to two decimals (below 1 on a host slower than that phone). */
export function calibratedMultiplier(benchmarkIndex: number): number {
  return Math.round((benchmarkIndex / CALIBRATION_INDEX_PER_SLOWDOWN) * 100) / 100;
}

/** A run's calibration in its progress line: `index 1612 → CPU ×3.68`. */
export function formatCalibration(benchmarkIndex: number, multiplier: number): string {
  return `index ${Math.round(benchmarkIndex)} → CPU ×${multiplier.toFixed(2)}`;
}

/** The calibration over every run, for the settings line: the median and range of each. */
export function formatCalibrationSummary(benchmarkIndex: readonly number[], multipliers: readonly number[]): string {
  if (!benchmarkIndex.length) return 'no run measured the host';
  const range = (values: readonly number[], format: (v: number) => string) => `median ${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
  return `host benchmarkIndex ${range(benchmarkIndex, (v) => String(Math.round(v)))}, CPU slowdown = index ÷ ${CALIBRATION_INDEX_PER_SLOWDOWN} ${range(multipliers, (v) => `×${v.toFixed(2)}`)}`;
}

/** What one Lighthouse run gives: category scores 0–100, LCP and TBT in ms, CLS unitless. */
export interface RunResult {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export type MetricKey = Category | 'lcp' | 'tbt' | 'cls';

/** The medians of a page's runs, one per column. */
export type Medians = Record<MetricKey, number>;

/** One column of the table and its target. */
export interface Target {
  key: MetricKey;
  /** The column's short name ('perf', 'LCP'); the heading is the name and the unit. */
  name: string;
  /** The unit of the figures ('s', 'ms'), '' for none. */
  unit: string;
  /** The target in the overall lines, e.g. "LCP ≤ 2.5 s". */
  label: string;
  /** The target under the heading, e.g. "≤ 2.5". */
  short: string;
  /** The figure as printed. */
  format(value: number): string;
  /** Whether the printed figure meets the target (what the reader sees is what is judged). */
  met(value: number): boolean;
}

/** Scores: an integer, or .5 when the median of an even number of runs falls between two. */
const formatScore = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const scoreTarget = (key: Category, name: string): Target => ({
  key,
  name,
  unit: '',
  label: `${key} ≥ 95`,
  short: '≥ 95',
  format: formatScore,
  met: (value) => Number(formatScore(value)) >= 95,
});

export const TARGETS: readonly Target[] = [
  scoreTarget('performance', 'perf'),
  scoreTarget('accessibility', 'a11y'),
  scoreTarget('best-practices', 'bp'),
  scoreTarget('seo', 'seo'),
  { key: 'lcp', name: 'LCP', unit: 's', label: 'LCP ≤ 2.5 s', short: '≤ 2.5', format: (ms) => (ms / 1000).toFixed(2), met: (ms) => Number((ms / 1000).toFixed(2)) <= 2.5 },
  { key: 'tbt', name: 'TBT', unit: 'ms', label: 'TBT ≤ 200 ms', short: '≤ 200', format: (ms) => String(Math.round(ms)), met: (ms) => Math.round(ms) <= 200 },
  { key: 'cls', name: 'CLS', unit: '', label: 'CLS < 0.05', short: '< 0.05', format: (cls) => cls.toFixed(3), met: (cls) => Number(cls.toFixed(3)) < 0.05 },
];

/** The median; the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const valueOf = (run: RunResult, key: MetricKey): number =>
  key === 'lcp' ? run.lcpMs : key === 'tbt' ? run.tbtMs : key === 'cls' ? run.cls : run.scores[key];

/** Each column's median over the runs, taken on its own (not the figures of one "median run"). */
export function medians(runs: readonly RunResult[]): Medians {
  return Object.fromEntries(TARGETS.map((t) => [t.key, median(runs.map((run) => valueOf(run, t.key)))])) as Medians;
}

/** The keys whose median misses its target. */
export function misses(values: Medians): MetricKey[] {
  return TARGETS.filter((t) => !t.met(values[t.key])).map((t) => t.key);
}

/** A page as measured: its runs, or why it could not be measured. */
export interface PageOutcome {
  name: string;
  /** The path measured (for a page found by a lookup, what the lookup found). */
  path?: string;
  runs: RunResult[];
  /** Runs left out because they failed twice, with why (the medians are over the others). */
  dropped?: string[];
  /** Set when the page was not measured (lookup failed, every run failed, the server stopped). */
  error?: string;
}

const MISS = '✗';
const VALUE_WIDTH = 6;
/** A value, right-aligned, with the miss mark after it (or room for it). */
const cell = (text: string, miss = false) => `${text.padStart(VALUE_WIDTH)}${miss ? ` ${MISS}` : '  '}`;
/** A figure with its unit: `2.59 s`, `90 ms`, `96`. */
const withUnit = (t: Target, value: number) => `${t.format(value)}${t.unit ? ` ${t.unit}` : ''}`;
const header = (t: Target) => (t.unit ? `${t.name} ${t.unit}` : t.name);
const nameWidth = (pages: readonly PageOutcome[]) => Math.max('target'.length, ...pages.map((p) => p.name.length));

/** One run in the progress lines: `perf 87  a11y 100  …  LCP 3.12 s  TBT 40 ms  CLS 0.002`. */
export function formatRun(run: RunResult): string {
  return TARGETS.map((t) => `${t.name} ${withUnit(t, valueOf(run, t.key))}`).join('  ');
}

/**
 * The table: one row per page with the medians, ✗ after a figure that misses its target; a row of
 * targets under the headings. A page not measured says why in place of its figures.
 */
export function formatTable(pages: readonly PageOutcome[]): string[] {
  const width = nameWidth(pages);
  const lines = [
    `${'page'.padEnd(width)}  runs${TARGETS.map((t) => cell(header(t))).join('')}`,
    `${'target'.padEnd(width)}      ${TARGETS.map((t) => cell(t.short)).join('')}`,
  ];
  for (const page of pages) {
    const runs = String(page.runs.length).padStart(4);
    if (page.error !== undefined) {
      lines.push(`${page.name.padEnd(width)}  ${runs}  not measured: ${page.error}`);
      continue;
    }
    const values = medians(page.runs);
    lines.push(`${page.name.padEnd(width)}  ${runs}${TARGETS.map((t) => cell(t.format(values[t.key]), !t.met(values[t.key]))).join('')}`);
  }
  return lines.map((line) => line.trimEnd());
}

/** The runs left out, one line each, under the table; none when every run counted. */
export function formatDropped(pages: readonly PageOutcome[]): string[] {
  return pages.flatMap((page) => (page.dropped ?? []).map((why) => `${page.name}: ${why}`));
}

/**
 * One line per target over all pages: met, NOT met (with the pages that miss it and their
 * figures), or not known when it holds on the pages measured but a page could not be measured.
 */
export function formatOverall(pages: readonly PageOutcome[]): string[] {
  const labelWidth = Math.max(...TARGETS.map((t) => t.label.length));
  const measured = pages.filter((p) => p.error === undefined).map((p) => ({ name: p.name, values: medians(p.runs) }));
  const unmeasured = pages.filter((p) => p.error !== undefined).map((p) => p.name);
  return TARGETS.map((t) => {
    const missed = measured.filter((p) => !t.met(p.values[t.key]));
    const verdict = missed.length
      ? `NOT met  (${missed.map((p) => `${p.name} ${withUnit(t, p.values[t.key])}`).join(', ')})`
      : unmeasured.length
        ? `not known  (not measured: ${unmeasured.join(', ')})`
        : 'met';
    return `${t.label.padEnd(labelWidth)}  ${verdict}`;
  });
}

export interface Options {
  runs: number;
  /** The names of the pages to measure, all when null. */
  only: string[] | null;
  build: boolean;
  /** Where to write each run's JSON and HTML report, none when null. */
  keepReports: string | null;
}

/** The command line (`npm run bench:pages -- …`); `names` are the pages that --only may pick. */
export function parseOptions(argv: string[], names: readonly string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '3' },
      only: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      'keep-reports': { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error(`--runs must be a whole number from 1 to 50, got "${values.runs}"`);
  let only: string[] | null = null;
  if (values.only !== undefined) {
    only = values.only.split(',').map((s) => s.trim()).filter(Boolean);
    const unknown = only.filter((name) => !names.includes(name));
    if (unknown.length || !only.length) throw new Error(`--only takes names from ${names.join(', ')}; got "${values.only}"`);
  }
  const keepReports = values['keep-reports'] ?? null;
  if (keepReports === '') throw new Error('--keep-reports needs a folder');
  return { runs, only, build: !values['no-build'], keepReports };
}

/** A file name for a page's reports: `/` → `home`, `/lich-truc-tiep` → `lich-truc-tiep`. */
export function reportBaseName(name: string): string {
  const slug = name.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug || 'home';
}

/**
 * Whether an unhandled rejection is a late DevTools protocol error of Lighthouse: its CPU-idle wait
 * (core/gather/driver/wait-for-condition.js, checkForQuiet) polls the page from a timer whose promise
 * nobody catches, so on a page that never gets quiet (the live room) a poll that lands after the run
 * closed its session rejects with "Session closed". Such an error belongs to a run that is over.
 */
export function isLateProtocolError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return 'protocolMethod' in reason || /\b(Session|Target) closed\b/.test(reason.message);
}
