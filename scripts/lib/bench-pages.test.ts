import { describe, expect, it } from 'vitest';
import { calibratedMultiplier, formatCalibration, formatCalibrationSummary, formatDropped, formatOverall, isLateProtocolError, formatRun, formatTable, median, medians, misses, parseOptions, reportBaseName, type PageOutcome, type RunResult } from './bench-pages.ts';

const runOf = (perf: number, lcpMs: number, tbtMs: number, cls: number, others = 100): RunResult => ({
  scores: { performance: perf, accessibility: others, 'best-practices': others, seo: others },
  lcpMs,
  tbtMs,
  cls,
});

const good = [runOf(98, 1800, 50, 0.01), runOf(96, 2100, 120, 0.02), runOf(99, 1500, 30, 0)];

describe('median', () => {
  it('takes the middle value of an odd count, in any order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([7])).toBe(7);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow();
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('medians and targets', () => {
  it('takes each column median on its own', () => {
    expect(medians(good)).toEqual({ performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcp: 1800, tbt: 50, cls: 0.01 });
  });

  it('meets every target at the boundaries (≥ 95, ≤ 2.5 s, ≤ 200 ms) and misses CLS at 0.05', () => {
    const edge = medians([runOf(95, 2500, 200, 0.049, 95)]);
    expect(misses(edge)).toEqual([]);
    expect(misses({ ...edge, cls: 0.05 })).toEqual(['cls']);
  });

  it('misses just past each boundary', () => {
    expect(misses(medians([runOf(94, 2510, 201, 0.06, 94)]))).toEqual(['performance', 'accessibility', 'best-practices', 'seo', 'lcp', 'tbt', 'cls']);
  });

  it('judges the figure as printed', () => {
    // 2.504 s prints as 2.50 and 0.0496 as 0.050: the reader sees a met LCP and a missed CLS.
    expect(misses(medians([runOf(100, 2504, 0, 0.0496)]))).toEqual(['cls']);
    // A median of 94.5 (two runs, 94 and 95) is below 95.
    expect(misses(medians([runOf(94, 0, 0, 0), runOf(95, 0, 0, 0)]))).toEqual(['performance']);
  });
});

describe('CPU calibration', () => {
  it('gives the preset\'s ×4 on the host the preset stands for, and scales with the host', () => {
    expect(calibratedMultiplier(1750)).toBe(4);
    expect(calibratedMultiplier(3900)).toBe(8.91);
    expect(calibratedMultiplier(875)).toBe(2);
    expect(calibratedMultiplier(350)).toBe(0.8);
  });

  it('prints each run\'s index and multiplier, and their medians and ranges', () => {
    expect(formatCalibration(1612.4, 3.69)).toBe('index 1612 → CPU ×3.69');
    expect(formatCalibrationSummary([1600, 3900, 2000], [3.66, 8.91, 4.57])).toBe('host benchmarkIndex median 2000 (1600–3900), CPU slowdown = index ÷ 437.5 median ×4.57 (×3.66–×8.91)');
    expect(formatCalibrationSummary([], [])).toBe('no run measured the host');
  });
});

describe('formatRun', () => {
  it('prints every figure with its unit', () => {
    expect(formatRun(runOf(87, 3120, 40.4, 0.0021))).toBe('perf 87  a11y 100  bp 100  seo 100  LCP 3.12 s  TBT 40 ms  CLS 0.002');
  });
});

describe('formatTable', () => {
  const pages: PageOutcome[] = [
    { name: '/', path: '/', runs: good },
    { name: 'live-room', path: '/truc-tiep/the-thao/bong-da/a-b-1', runs: [runOf(49, 4860, 7364, 0.009, 95), runOf(60, 4000, 5000, 0.1, 96), runOf(55, 4500, 6000, 0.001, 94)] },
    { name: '/chatroom', runs: [], error: 'no room live' },
  ];

  it('prints fixed-width columns, the targets under the headings and ✗ after a miss', () => {
    expect(formatTable(pages)).toEqual([
      'page       runs  perf    a11y      bp     seo   LCP s  TBT ms     CLS',
      'target           ≥ 95    ≥ 95    ≥ 95    ≥ 95   ≤ 2.5   ≤ 200  < 0.05',
      '/             3    98     100     100     100    1.80      50   0.010',
      'live-room     3    55 ✗    95      95      95    4.50 ✗  6000 ✗ 0.009',
      '/chatroom     0  not measured: no room live',
    ]);
  });

  it('keeps every column at the same place in every row', () => {
    const [heading, , ...rows] = formatTable(pages.slice(0, 2));
    const end = heading!.indexOf('TBT ms') + 'TBT ms'.length;
    for (const row of rows) expect(row[end - 1]).toMatch(/[0-9]/);
  });

  it('widens the page column for a long name', () => {
    const [heading, target, row] = formatTable([{ name: '/lich-truc-tiep', runs: good }]);
    expect(heading!.startsWith('page             runs')).toBe(true);
    expect(target!.startsWith('target                 ≥ 95')).toBe(true);
    expect(row!.startsWith('/lich-truc-tiep     3    98')).toBe(true);
  });
});

describe('formatDropped', () => {
  it('lists the runs left out, page by page, and nothing when every run counted', () => {
    expect(formatDropped([{ name: '/', runs: good }])).toEqual([]);
    expect(
      formatDropped([
        { name: '/', runs: good, dropped: [] },
        { name: 'live-room', runs: good.slice(0, 2), dropped: ['run 3 left out, failed twice: Lighthouse: NO_NAVSTART'] },
      ]),
    ).toEqual(['live-room: run 3 left out, failed twice: Lighthouse: NO_NAVSTART']);
  });

  it('keeps the medians of a page over the runs that counted', () => {
    const [, , row] = formatTable([{ name: 'x', runs: good.slice(0, 2), dropped: ['run 3 left out'] }]);
    expect(row).toBe('x          2    97     100     100     100    1.95      85   0.015');
  });
});

describe('formatOverall', () => {
  it('says met when every page meets a target', () => {
    expect(formatOverall([{ name: '/', runs: good }])).toEqual([
      'performance ≥ 95     met',
      'accessibility ≥ 95   met',
      'best-practices ≥ 95  met',
      'seo ≥ 95             met',
      'LCP ≤ 2.5 s          met',
      'TBT ≤ 200 ms         met',
      'CLS < 0.05           met',
    ]);
  });

  it('names the pages that miss, with their figures', () => {
    const lines = formatOverall([
      { name: '/', runs: [runOf(90, 2600, 100, 0)] },
      { name: '/chatroom', runs: [runOf(80, 2000, 300, 0)] },
    ]);
    expect(lines[0]).toBe('performance ≥ 95     NOT met  (/ 90, /chatroom 80)');
    expect(lines[4]).toBe('LCP ≤ 2.5 s          NOT met  (/ 2.60 s)');
    expect(lines[5]).toBe('TBT ≤ 200 ms         NOT met  (/chatroom 300 ms)');
    expect(lines[6]).toBe('CLS < 0.05           met');
  });

  it('does not call a target met when a page could not be measured', () => {
    const lines = formatOverall([
      { name: '/', runs: good },
      { name: 'live-room', runs: [], error: 'no room live' },
    ]);
    expect(lines[0]).toBe('performance ≥ 95     not known  (not measured: live-room)');
  });
});

describe('parseOptions', () => {
  const names = ['/', '/lich-truc-tiep', 'live-room', '/chatroom'];

  it('defaults to 3 runs of every page, building when needed, no reports', () => {
    expect(parseOptions([], names)).toEqual({ runs: 3, only: null, build: true, keepReports: null });
  });

  it('reads --runs, --only, --no-build and --keep-reports', () => {
    expect(parseOptions(['--runs', '5', '--only', '/, /chatroom', '--no-build', '--keep-reports', 'out'], names)).toEqual({
      runs: 5,
      only: ['/', '/chatroom'],
      build: false,
      keepReports: 'out',
    });
    expect(parseOptions(['--runs=1', '--only=live-room'], names)).toMatchObject({ runs: 1, only: ['live-room'] });
  });

  it('refuses a bad run count, an unknown page and an unknown option', () => {
    expect(() => parseOptions(['--runs', '0'], names)).toThrow(/--runs/);
    expect(() => parseOptions(['--runs', 'x'], names)).toThrow(/--runs/);
    expect(() => parseOptions(['--only', '/tin-tuc'], names)).toThrow(/--only takes names from \/, \/lich-truc-tiep, live-room, \/chatroom/);
    expect(() => parseOptions(['--fast'], names)).toThrow();
  });
});

describe('reportBaseName', () => {
  it('makes a file name of a page name', () => {
    expect(reportBaseName('/')).toBe('home');
    expect(reportBaseName('/lich-truc-tiep')).toBe('lich-truc-tiep');
    expect(reportBaseName('live-room')).toBe('live-room');
  });
});

describe('isLateProtocolError', () => {
  it("knows Lighthouse's protocol errors after a closed session", () => {
    const late = Object.assign(new Error('Protocol error (Page.enable): Session closed. Most likely the page has been closed.'), { protocolMethod: 'Page.enable' });
    expect(isLateProtocolError(late)).toBe(true);
    expect(isLateProtocolError(new Error('Protocol error (Runtime.evaluate): Target closed'))).toBe(true);
  });

  it('leaves every other rejection alone', () => {
    expect(isLateProtocolError(new Error('liveSchedule answered 500'))).toBe(false);
    expect(isLateProtocolError('Session closed')).toBe(false);
    expect(isLateProtocolError(undefined)).toBe(false);
  });
});
