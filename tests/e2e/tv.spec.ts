/**
 * TV (/tivi, /tivi/{nation}, /tivi/{nation}/{channel}): the nations and their channels with what
 * each airs now, a channel playing live with now/next and the guide of any day of the week, in the
 * three languages, on a phone and a desktop; an unknown nation or channel and a failing call.
 * Expected values are read from the API at the suite's instant, never written here.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Page as ListPage } from '../../contracts/schemas/common';
import type { ChannelCard, ChannelDetail, NationList } from '../../contracts/schemas/media/tv';
import vi from '../../locales/vi.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { DESKTOP, formatViolations, PHONE, seriousViolations, waitForPageData } from './support/a11y';
import { TIMEZONE } from './support/clock';
import { dropPreloadedAnswers } from './support/preload';
import { expect, test } from './support/test';

type Lang = 'vi' | 'en' | 'zh';
const CATALOGUES = { vi, en, zh } as const;

async function api<T>(request: APIRequestContext, path: string, lang: Lang = 'vi'): Promise<T> {
  const response = await request.get(`/other/api/tv/${path}`, { headers: { 'x-language': lang } });
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: lang, url: test.info().project.use.baseURL! }]);
}

const NATION = 'viet-nam';
const CHANNEL = 'song-viet-the-thao';

test.describe('TV', () => {
  test('the channels of every nation with what airs now, and a nation by its tab (vi, desktop)', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    const [nations, all] = await Promise.all([
      api<NationList>(request, 'nations'),
      api<ListPage<ChannelCard>>(request, `channels?pageSize=100&timezone=${TIMEZONE}`),
    ]);
    await page.goto('/tivi');
    await waitForPageData(page);
    const cards = page.getByTestId('tv-channel-card');
    await expect(cards).toHaveCount(all.total);
    await expect(cards.getByTestId('tv-channel-name')).toHaveText(all.list.map((c) => c.name));
    await expect(cards.first().getByTestId('tv-channel-now')).toHaveText(all.list[0]!.nowPlaying!.title);

    // The nation tabs: All, then each nation with its channel count; the arrows move between them.
    const tabs = page.getByTestId('tv-nations').getByRole('link');
    await expect(tabs).toHaveCount(nations.length + 1);
    await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/tivi/${nations[0]!.slug}`);
    const mine = await api<ListPage<ChannelCard>>(request, `channels?nation=${nations[0]!.slug}&pageSize=100&timezone=${TIMEZONE}`);
    await expect(cards).toHaveCount(nations[0]!.channelCount);
    await expect(cards.getByTestId('tv-channel-name')).toHaveText(mine.list.map((c) => c.name));
    await expect(tabs.nth(1)).toHaveAttribute('aria-current', 'page');
    const violations = await seriousViolations(page);
    expect(violations, formatViolations('/tivi/viet-nam', violations)).toEqual([]);
  });

  test('a channel plays live with now and next, and the guide of another day of the week (en, then zh)', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await useLanguage(page, 'en');
    const today = await api<ChannelDetail>(request, `channel?nation=${NATION}&channel=${CHANNEL}&timezone=${TIMEZONE}`, 'en');
    await page.goto(`/tivi/${NATION}/${CHANNEL}`);
    await waitForPageData(page);
    await expect(page.getByTestId('tv-channel-title')).toHaveText(today.channel.name);
    await expect(page.locator('video')).toHaveCount(1);
    const live = today.guide.findIndex((e) => e.status === 'live');
    await expect(page.getByTestId('tv-now-title')).toHaveText(today.guide[live]!.title);
    if (today.guide[live + 1]) await expect(page.getByTestId('tv-next-title')).toHaveText(today.guide[live + 1]!.title);
    await expect(page.getByTestId('tv-now').getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
    const entries = page.getByTestId('tv-guide-entry');
    await expect(entries).toHaveCount(today.guide.length);
    await expect(entries.nth(live)).toHaveAttribute('aria-current', 'time');

    // The day strip: the week's seven days, today chosen; another day is its own address.
    const days = page.getByTestId('tv-guide-days').getByRole('link');
    await expect(days).toHaveCount(7);
    await expect(days.nth(today.week.indexOf(today.today))).toHaveAttribute('aria-current', 'date');
    const other = today.week.find((d) => d !== today.today)!;
    await days.nth(today.week.indexOf(other)).click();
    await expect(page).toHaveURL(`/tivi/${NATION}/${CHANNEL}?ngay=${other}`);
    const that = await api<ChannelDetail>(request, `channel?nation=${NATION}&channel=${CHANNEL}&timezone=${TIMEZONE}&date=${other}`, 'en');
    await expect(page.getByTestId('tv-guide')).toHaveAttribute('data-day', other);
    await expect(entries).toHaveCount(that.guide.length);
    await expect(entries.first()).toContainText(that.guide[0]!.title);
    await expect(entries.first()).toHaveAttribute('data-status', other < today.today ? 'ended' : 'upcoming');
    // The player kept playing the same channel (the page did not reload it).
    await expect(page.locator('video')).toHaveCount(1);

    await useLanguage(page, 'zh');
    const zhDetail = await api<ChannelDetail>(request, `channel?nation=${NATION}&channel=${CHANNEL}&timezone=${TIMEZONE}`, 'zh');
    await page.goto(`/tivi/${NATION}/${CHANNEL}`);
    await expect(page.getByTestId('tv-channel-title')).toHaveText(zhDetail.channel.name);
    await expect(page.getByTestId('tv-guide').getByRole('heading')).toHaveText(zh['tv.guide.title']);
    await expect(page.getByTestId('tv-channel-card').first()).toBeVisible();
  });

  test('an unknown nation or channel is not found; a failed call retries; the phone layout fits (vi, phone)', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/tivi/sao-hoa');
    await expect(page.getByTestId('tv-not-found')).toContainText(vi['tv.nation.notFound']);
    await expect(page.getByTestId('tv-not-found')).toContainText('sao-hoa');
    await page.goto(`/tivi/${NATION}/kenh-ma`);
    await expect(page.getByTestId('tv-not-found')).toContainText(vi['tv.channel.notFound']);
    await page.getByTestId('tv-not-found').getByRole('link', { name: vi['tv.backToAll'] }).click();
    await expect(page).toHaveURL('/tivi');

    await dropPreloadedAnswers(page);
    let fail = true;
    await page.route('**/other/api/tv/channel?*', (route) =>
      fail ? ((fail = false), route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"msg":"boom","data":null}' })) : route.continue(),
    );
    const detail = await api<ChannelDetail>(request, `channel?nation=${NATION}&channel=${CHANNEL}&timezone=${TIMEZONE}`);
    await page.goto(`/tivi/${NATION}/${CHANNEL}`);
    await expect(page.getByTestId('load-failed')).toBeVisible();
    await page.getByTestId('load-failed').getByRole('button', { name: CATALOGUES.vi['common.retry'] }).click();
    await expect(page.getByTestId('tv-channel-title')).toHaveText(detail.channel.name);
    await waitForPageData(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const violations = await seriousViolations(page);
    expect(violations, formatViolations(`/tivi/${NATION}/${CHANNEL} (phone)`, violations)).toEqual([]);
  });
});
