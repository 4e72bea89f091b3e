/**
 * The odds tips end to end (/tip-keo): the category and type lists show the API's tips (each posted
 * before its match), a tip's page shows its outcome with the final score and its tipster's record,
 * a member posts a tip and finds it under "my tips" while a second tip on the same match gets the
 * clear message, in vi, en and zh and on a phone. Expected values come from the API at test time:
 * the seed moves with the suite's clock.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { DayBoard, MatchWithOdds } from '../../contracts/schemas/sports/matches';
import type { TipItem, TipsterProfile } from '../../contracts/schemas/sports/tips';
import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
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

async function useLanguage(page: Page, language: 'vi' | 'en' | 'zh'): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: language, url: test.info().project.use.baseURL! }]);
}

/** A football match of tomorrow still to kick off, with its odds: what a member may tip. */
async function tomorrowsMatch(request: APIRequestContext): Promise<MatchWithOdds> {
  const board = await data<DayBoard>(request, '/live/api/football/day', { kind: 'odds', sport: 'football', date: vnDay(1), timezone: TIMEZONE });
  const match = board.leagues.flatMap((l) => l.matches).find((m) => m.status === 1 && m.odds !== null && Date.parse(m.kickoffTime) > now() + 3_600_000);
  expect(match, 'a football match tomorrow').toBeDefined();
  return match!;
}

test.describe('odds tips', () => {
  test('category and type lists show the API’s tips, each posted before its match; the type is in the address', async ({ page, request }) => {
    const expected = await tips(request, { category: 'bong-da' });
    expect(expected.list.length).toBeGreaterThan(0);
    for (const tip of expected.list) {
      expect(Date.parse(tip.createdAt), `${tip.slug} posted before its match`).toBeLessThan(Date.parse(tip.match.kickoffTime));
      expect(Date.parse(tip.createdAt), `${tip.slug} not dated in the future`).toBeLessThanOrEqual(now());
    }
    await page.goto('/tip-keo/bong-da');
    await waitForPageData(page);
    const cards = page.getByTestId('tip-card');
    await expect(cards).toHaveCount(expected.list.length);
    await expect(page.getByTestId('tips-list')).toContainText(`${expected.total} tip`);
    const first = expected.list[0]!;
    await expect(cards.first()).toHaveAttribute('data-tip', String(first.id));
    await expect(cards.first()).toContainText(first.title);
    await expect(cards.first()).toContainText(first.author.nickname);
    await expect(cards.first().getByTestId('tip-match')).toContainText(first.match.home.name);

    // The type tabs: one Tab stop, arrows move, Enter opens; the type is the address.
    const current = page.getByRole('navigation', { name: vi['tips.section.label'] }).locator('a[aria-current=page]');
    await current.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tip-keo\/bong-da\/keo-chau-a$/);
    const handicap = await tips(request, { category: 'bong-da', type: 'keo-chau-a' });
    await expect(cards.first()).toHaveAttribute('data-tip', String(handicap.list[0]!.id));
    await expect(cards).toHaveCount(handicap.list.length);

    // Events: the finished matches with tips, from the address.
    const finished = await data<{ list: { match: MatchWithOdds }[] }>(request, `${API}/events`, { category: 'bong-da', status: 'finished', pageSize: PAGE_SIZE });
    await page.goto('/tip-keo/bong-da/su-kien?trang-thai=da-ket-thuc');
    await expect(page.getByTestId('tip-event').first()).toHaveAttribute('data-match', String(finished.list[0]!.match.staticId));
    await expect(page.getByTestId('tip-event')).toHaveCount(finished.list.length);
  });

  test('a settled tip shows won or lost with the final score, and its tipster’s record', async ({ page, request }) => {
    const all = await tips(request, { category: 'bong-da', pageSize: 100 });
    const settled = all.list.find((t) => t.result === 'won' || t.result === 'lost');
    expect(settled, 'a settled football tip').toBeDefined();
    const tip = settled!;
    const record = await data<TipsterProfile>(request, `${API}/tipster`, { id: tip.author.userId });

    await page.goto(`/tip-keo/chi-tiet/${tip.slug}`);
    const detail = page.getByTestId('tip-detail');
    await expect(detail).toHaveAttribute('data-result', tip.result);
    await expect(detail.getByTestId('tip-result')).toHaveText(vi[`tips.result.${tip.result as 'won'}`]);
    await expect(detail.getByTestId('tip-final-score')).toContainText(`${tip.match.homeScore}–${tip.match.awayScore}`);
    await expect(detail.getByTestId('tip-price')).toHaveText(tip.odds.toFixed(2));
    await expect(detail.getByTestId('tip-reasoning')).toContainText(tip.reasoning.slice(0, 40));

    const card = page.getByTestId('tipster-card');
    await expect(card.getByTestId('tipster-name')).toHaveText(record.author.nickname);
    await expect(card.locator('[data-stat=won] dd')).toHaveText(String(record.won));
    await expect(card.locator('[data-stat=lost] dd')).toHaveText(String(record.lost));
    await expect(card.locator('[data-stat=streak] dd')).toHaveText(record.streak ? `${record.streak.result === 'won' ? 'W' : 'L'}${record.streak.count}` : '–');

    // A guest who follows the tipster is asked to log in.
    await card.getByTestId('follow-tipster').click();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await page.keyboard.press('Escape');

    // An unknown tip and an unknown match say so.
    await page.goto('/tip-keo/chi-tiet/khong-co-tip-nay');
    await expect(page.getByTestId('tips-not-found')).toContainText(vi['tips.detail.notFound']);
    await page.goto('/tip-keo/bong-da/tran-dau/99999999');
    await expect(page.getByTestId('tips-not-found')).toContainText(vi['tips.match.notFound']);
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

  test('a failing list offers a retry that loads it', async ({ page, request }) => {
    const expected = await tips(request, { category: 'esport' });
    let failed = false;
    await page.route('**/other/api/schedule-tips/list?*', async (route) => {
      if (!failed) {
        failed = true;
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: 'Lỗi máy chủ nội bộ', data: null }) });
      } else await route.continue();
    });
    await page.goto('/tip-keo/esport');
    const list = page.getByTestId('tips-list');
    await expect(list.getByTestId('load-failed')).toBeVisible();
    await list.getByRole('button', { name: vi['common.retry'] }).click();
    await expect(page.getByTestId('tip-card').first()).toHaveAttribute('data-tip', String(expected.list[0]!.id));
  });

  for (const [language, catalogue] of [
    ['en', en],
    ['zh', zh],
  ] as const) {
    test(`in ${language}: the labels and the API’s names in that language`, async ({ page, request }) => {
      await useLanguage(page, language);
      const expected = await tips(request, { category: 'bong-ro' }, language);
      await page.goto('/tip-keo/bong-ro');
      await expect(page.getByRole('navigation', { name: catalogue['tips.section.label'] })).toContainText(catalogue['tips.section.keo-chau-a']);
      const first = page.getByTestId('tip-card').first();
      await expect(first).toContainText(expected.list[0]!.title);
      await expect(first.getByTestId('tip-pick')).toHaveText(expected.list[0]!.pickLabel);
      await expect(first.getByTestId('tip-match')).toContainText(expected.list[0]!.match.home.name);
      await expect(page.getByTestId('top-tipsters')).toContainText(catalogue['tips.top.title']);
    });
  }

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
