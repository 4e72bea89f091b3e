/**
 * The instant the end-to-end suite runs at. The server is started with CLOCK_OFFSET and every
 * browser context gets the same instant (context.clock), so the seed, the live rooms, "today" and
 * the pages all agree, whatever the hour of the machine running the suite.
 *
 *   E2E_CLOCK_AT=2026-11-24T00:10:00+07:00 npx playwright test   # any instant with its zone
 *   E2E_CLOCK_AT=now npx playwright test                          # the machine's own clock
 *
 * The runner turns E2E_CLOCK_AT into an offset from real time once (E2E_CLOCK_OFFSET_MS) and its
 * workers inherit it, so the test code, the server and the browsers share one running clock.
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** The instants of `npm run test:e2e:soak`: they include the hours that broke the suite before. */
export const SOAK_INSTANTS = {
  /** 20:30 on a Saturday in Vietnam: V.League, the European leagues, basketball and esport on at once. */
  'vn-saturday-evening': '2026-11-28T20:30:00+07:00',
  /** 09:30 on a Tuesday in Vietnam: no football on, the shows and the day's results. */
  'vn-morning': '2026-11-24T09:30:00+07:00',
  /** 03:15 on a Thursday in Vietnam, five days after the first seed (SOAK_SEEDED_AT): the Champions League live. */
  'vn-champions-night': '2026-12-03T03:15:00+07:00',
  /** 00:10 in Vietnam, still 17:10 yesterday in UTC: "today" differs between the two. */
  'vn-after-midnight': '2026-11-25T00:10:00+07:00',
  /** 21:00 UTC, 04:00 the next day in Vietnam: the small hours, when the suite failed before. */
  'utc-evening': '2026-11-24T21:00:00Z',
  /** 23:56 in Vietnam: the day turns a few minutes into the run. */
  'day-turn': '2026-11-24T23:56:00+07:00',
  /** 23:56 on the last day of November in Vietnam: the month turns during the run. */
  'month-turn': '2026-11-30T23:56:00+07:00',
  /** 23:56 on 31 December in Vietnam: the year turns during the run. */
  'year-turn': '2026-12-31T23:56:00+07:00',
  /** Prime time on a data folder seeded seven weeks before (SOAK_SEEDED_AT): a server back after a long stop. */
  'seeded-weeks-before': '2026-11-24T20:30:00+07:00',
} as const;

export type SoakInstant = keyof typeof SOAK_INSTANTS;

/** Instants whose data folder is first seeded by the server at another instant, then kept. */
export const SOAK_SEEDED_AT: Partial<Record<SoakInstant, string>> = {
  'seeded-weeks-before': '2026-10-06T20:30:00+07:00',
  'vn-champions-night': '2026-11-28T20:30:00+07:00',
};

/** What `npm run test:e2e` uses when E2E_CLOCK_AT is not set. */
export const DEFAULT_CLOCK_AT = SOAK_INSTANTS['vn-saturday-evening'];

export const TIMEZONE = 'Asia/Ho_Chi_Minh';

/** A Vietnamese visitor whose zone is known (the geo lookup is skipped), so the page, the server and the test agree on "today". */
export async function visitFromVietnam(context: BrowserContext, url: string): Promise<void> {
  await context.addCookies([
    { name: 'Timezone', value: TIMEZONE, url },
    { name: 'offset', value: '420', url },
    { name: 'language', value: 'vi', url },
  ]);
}

/** Milliseconds from real time to the suite's clock (0 with E2E_CLOCK_AT=now). */
export function clockOffsetFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const at = env.E2E_CLOCK_AT?.trim() || DEFAULT_CLOCK_AT;
  if (at === 'now') return 0;
  const ms = Date.parse(at);
  if (!/(Z|[+-]\d{2}:\d{2})$/.test(at) || !Number.isFinite(ms)) {
    throw new Error(`E2E_CLOCK_AT must be "now" or an instant with its zone such as 2026-11-24T03:58:00+07:00, got "${at}"`);
  }
  return ms - Date.now();
}

function offset(): number {
  const text = process.env.E2E_CLOCK_OFFSET_MS;
  if (text === undefined) throw new Error('E2E_CLOCK_OFFSET_MS is not set: run the suite through playwright.config.ts');
  return Number(text);
}

/** The suite's "now", in the test process. */
export function now(): number {
  return Date.now() + offset();
}

/** The calendar day (YYYY-MM-DD) in Vietnam `days` days from the suite's today. */
export function vnDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Gives a browser context the suite's instant; its time then runs at real speed. */
export async function installClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: now() });
}

/**
 * Moves the suite's clock forward by `ms`: the server's (its test control, POST /__test/clock), the
 * page's (its timers due meanwhile fire once) and this worker's `now()`. A test sees what happens
 * over minutes without waiting for them; later tests read the moved clock, as they read it anyway.
 */
export async function advanceClock(request: APIRequestContext, page: Page, ms: number): Promise<void> {
  const response = await request.post('/__test/clock', { data: { advanceMs: ms } });
  expect(response.status(), await response.text()).toBe(200);
  process.env.E2E_CLOCK_OFFSET_MS = String(offset() + ms);
  await page.clock.fastForward(ms);
}
