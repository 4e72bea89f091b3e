/**
 * The odds tips end to end, for what needs the real server and a browser: the seed's tips each
 * posted before their match (the seed moves with the suite's clock), a member signing in, posting a
 * tip and finding it in "my tips" while the server refuses a second tip on the same match, the
 * lists and a tip fitting a phone, and axe on the events and a match's tips. What the pages show
 * from the API (lists, types, events, a tip's outcome and tipster, the not-found, failed, empty and
 * loading states, vi, en and zh) is in the page tests (src/features/tips/pages/).
 */
import type { APIRequestContext } from '@playwright/test';
import type { DayBoard, MatchWithOdds } from '../../contracts/schemas/sports/matches';
import type { TipItem } from '../../contracts/schemas/sports/tips';
import { vi } from '../../locales/index.ts';
import { formatViolations, PHONE, seriousViolations, signIn, waitForPageData } from './support/a11y';
import { now, TIMEZONE, vnDay } from './support/clock';
import { expect, test } from './support/test';

const API = '/other/api/schedule-tips';
/** The lists' page size (machines/tips/tips.loaders.ts TIPS_PAGE_SIZE). */
const PAGE_SIZE = 12;
/** A seeded member no other test signs in as: they post the tips here. */
const TIPSTER = { username: 'member377', password: 'matkhau123' };

async function data<T>(request: APIRequestContext, path: string, params: Record<string, string | number>, language = 'vi'): Promise<T> {
  const response = await request.get(path, { params, headers: { 'x-language': language } });
  expect(response.ok(), `${path} ${JSON.stringify(params)}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const tips = (request: APIRequestContext, params: Record<string, string | number>, language = 'vi') =>
  data<{ list: TipItem[]; total: number }>(request, `${API}/list`, { pageSize: PAGE_SIZE, ...params }, language);

/** A football match of tomorrow still to kick off, with its odds: what a member may tip. */
async function tomorrowsMatch(request: APIRequestContext): Promise<MatchWithOdds> {
  const board = await data<DayBoard>(request, '/live/api/football/day', { kind: 'odds', sport: 'football', date: vnDay(1), timezone: TIMEZONE });
  const match = board.leagues.flatMap((l) => l.matches).find((m) => m.status === 1 && m.odds !== null && Date.parse(m.kickoffTime) > now() + 3_600_000);
  expect(match, 'a football match tomorrow').toBeDefined();
  return match!;
}

test.describe('odds tips', () => {
  test('the API’s tips were each posted before their match, and none is dated in the future', async ({ request }) => {
    const expected = await tips(request, { category: 'bong-da' });
    expect(expected.list.length).toBeGreaterThan(0);
    for (const tip of expected.list) {
      expect(Date.parse(tip.createdAt), `${tip.slug} posted before its match`).toBeLessThan(Date.parse(tip.match.kickoffTime));
      expect(Date.parse(tip.createdAt), `${tip.slug} not dated in the future`).toBeLessThanOrEqual(now());
    }
  });

  test('a member posts a tip and finds it in my tips; a second tip on the match gets the clear message', async ({ page, request }) => {
    const match = await tomorrowsMatch(request);
    // A guest is asked to log in first.
    await page.goto(`/tip-keo/bong-da/tran-dau/${match.staticId}`);
    await page.getByTestId('post-tip-button').click();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await page.keyboard.press('Escape');
    await signIn(page, TIPSTER);

    await page.goto(`/tip-keo/bong-da/tran-dau/${match.staticId}`);
    await expect(page.getByTestId('tips-match')).toContainText(match.home.name);
    await page.getByTestId('post-tip-button').click();
    const form = page.getByTestId('tip-form');
    await form.locator('[data-market=over_under]').click();
    await form.locator('[data-pick=over]').click();
    await expect(form).toContainText(match.odds!.overUnder.over.toFixed(2));
    const reasoning = 'Cả hai đội ghi nhiều bàn trong năm trận gần nhất.';
    // Too short first: the form says so and sends nothing.
    await form.getByTestId('tip-form-reasoning').fill('ngắn');
    await form.getByTestId('tip-form-submit').click();
    await expect(form.getByTestId('tip-form-error-reasoning')).toHaveText(vi['tips.form.error.reasoning.tooShort'].replace('{min}', '10'));
    const violations = await seriousViolations(page);
    expect(violations, formatViolations('the post form with a problem', violations)).toEqual([]);
    await form.getByTestId('tip-form-reasoning').fill(reasoning);
    await form.getByTestId('tip-form-submit').click();
    const done = page.getByTestId('tip-form-done');
    await expect(done).toContainText(vi['tips.form.done']);
    await done.getByTestId('tip-form-done-mine').click();
    await expect(page).toHaveURL(/\/tip-keo\/tip-cua-toi$/);
    const mine = page.getByTestId('tip-card').first();
    await expect(mine.getByTestId('tip-match')).toHaveAttribute('data-match', String(match.staticId));
    await expect(mine).toContainText(reasoning);
    await expect(mine.getByTestId('tip-result')).toHaveAttribute('data-result', 'pending');

    // A second tip on the same match, from the general form: refused, with the member's words kept.
    await page.goto('/tip-keo/bong-da');
    await page.getByTestId('post-tip-button').click();
    await form.getByTestId('tip-form-day').selectOption(vnDay(1));
    await form.getByTestId('tip-form-match').selectOption(String(match.staticId));
    await form.locator('[data-market="1x2"]').click();
    await form.locator('[data-pick=home]').click();
    await form.getByTestId('tip-form-reasoning').fill('Đội nhà mạnh hơn hẳn trên sân nhà.');
    await form.getByTestId('tip-form-submit').click();
    await expect(form.getByTestId('tip-form-error-match')).toHaveText(vi['tips.form.error.match.exists']);
    await expect(form.getByTestId('tip-form-reasoning')).toHaveValue('Đội nhà mạnh hơn hẳn trên sân nhà.');
    // One tip stored, the first (seeded members' ids are their usernames' numbers).
    const stored = await tips(request, { fixtureId: match.staticId, authorId: 377 });
    expect(stored.list.map((t) => [t.market, t.pick, t.reasoning])).toEqual([['over_under', 'over', reasoning]]);
  });

  test('on a phone: lists and a tip fit the screen', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const expected = await tips(request, { category: 'bong-da' });
    await page.goto('/tip-keo/bong-da');
    await waitForPageData(page);
    await expect(page.getByTestId('tip-card').first()).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto(`/tip-keo/chi-tiet/${expected.list[0]!.slug}`);
    await expect(page.getByTestId('tip-detail')).toBeVisible();
    await expect(page.getByTestId('tipster-record')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    const box = await page.getByTestId('tip-detail').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
  });

  test('axe finds nothing serious on the events and a match’s tips', async ({ page, request }) => {
    const match = await tomorrowsMatch(request);
    const found: string[] = [];
    for (const [where, path] of [
      ['events', '/tip-keo/bong-da/su-kien'],
      ['a match’s tips', `/tip-keo/bong-da/tran-dau/${match.staticId}`],
    ] as const) {
      await page.goto(path);
      await waitForPageData(page);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found.push(formatViolations(where, violations));
    }
    expect(found, found.join('\n\n')).toEqual([]);
  });
});
