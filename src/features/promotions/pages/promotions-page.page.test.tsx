/**
 * The promotions (/khuyen-mai): cards running, coming and over with their rewards in the visitor's
 * currency, in vi, en and zh; the category tabs and the status filter in the address (from the
 * keyboard); the countdowns as time passes; loading, an empty filter and a failed list's retry.
 */
import { afterEach, describe, expect, it, vi as vitest } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import { FakeApi } from '../../../testing/fake-api';
import { answerPromotions, PROMO_NOW, promotionQuery } from '../../../testing/fixtures/promotions';
import { PHONE, renderPage } from '../../../testing/render-page';

const CATALOGUES = { vi, en, zh } as const;
const find = (testId: string) => screen.findByTestId(testId, {}, { timeout: 5_000 });
const promotionsApi = () => answerPromotions(new FakeApi());
const cards = () => screen.getAllByTestId('promotion-card');
const card = (slug: string) => cards().find((c) => c.getAttribute('data-slug') === slug)!;

describe('the promotions', () => {
  afterEach(() => vitest.useRealTimers());

  it.each(['vi', 'en', 'zh'] as const)('are cards running first, with their rewards and amounts written in the visitor’s language (%s)', async (locale) => {
    vitest.useFakeTimers({ shouldAdvanceTime: true, now: PROMO_NOW });
    const t = CATALOGUES[locale];
    const api = promotionsApi();
    const page = await renderPage('/khuyen-mai', { api, locale });
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t['route.promotions']);
    const all = promotionQuery({}, locale);
    expect(cards().map((c) => within(c).getByTestId('promotion-card-title').textContent)).toEqual(all.map((p) => p.title));
    expect(cards()[0]!.getAttribute('data-status')).toBe('active');
    expect(cards().map((c) => c.getAttribute('href'))).toEqual(all.map((p) => `/khuyen-mai/${p.slug}`));
    // A reward in other words (a VIP pack) shows its value beside them; one whose words carry the amount does not repeat it.
    const checkIn = within(card('diem-danh-7-ngay'));
    expect(checkIn.getByTestId('promotion-card-reward').textContent).toBe({ vi: 'Gói VIP 7 ngày', en: '7-day VIP pack', zh: '7天VIP禮包' }[locale]);
    expect(checkIn.getByTestId('promotion-card-amount').textContent).toBe({ vi: '70.000\u00a0₫', en: '₫70,000', zh: '₫70,000' }[locale]);
    const vleague = within(card('du-doan-ty-so-v-league'));
    expect(vleague.getByTestId('promotion-card-reward').textContent).toBe({ vi: '500.000\u00a0₫ mỗi vòng', en: '₫500,000 per round', zh: '每輪₫500,000' }[locale]);
    expect(vleague.queryByTestId('promotion-card-amount')).toBeNull();
    expect(vleague.getByText(t['promo.status.active'])).toBeTruthy();
    expect(vleague.getByText(t['promo.category.the-thao'])).toBeTruthy();
    expect(screen.getByText({ vi: '10 khuyến mãi', en: '10 promotions', zh: '共 10 個優惠' }[locale])).toBeTruthy();
    expect(api.unanswered).toEqual([]);
  });

  it('count down to their start and end as time passes', async () => {
    vitest.useFakeTimers({ shouldAdvanceTime: true, now: PROMO_NOW });
    const page = await renderPage('/khuyen-mai', { api: promotionsApi() });
    await page.ready();
    expect(within(card('du-doan-ty-so-v-league')).getByText('Còn 60 ngày 9 giờ 5 phút')).toBeTruthy();
    expect(within(card('co-vu-chung-ket-vcs')).getAllByText(vi['promo.countdown.ended'])).toHaveLength(2);
    // Under a day to go, the clock ticks every second.
    const kickOff = () => card('mo-man-ngoai-hang-anh').querySelector('[data-countdown]')!;
    expect(kickOff().getAttribute('data-countdown')).toBe('starts');
    expect(kickOff().textContent).toMatch(/^Bắt đầu sau 05:12:(0\d|10)$/);
    // A minute passes, a second at a time: each second's tick shows the time left.
    for (let second = 0; second < 60; second++) await act(() => vitest.advanceTimersByTimeAsync(1_000));
    expect(kickOff().textContent).toMatch(/^Bắt đầu sau 05:11:(0\d|10)$/);
  });

  it('filter by category and status from the keyboard, the filter kept in the address, in another currency', async () => {
    vitest.useFakeTimers({ shouldAdvanceTime: true, now: PROMO_NOW });
    document.cookie = 'location=USD; path=/';
    const page = await renderPage('/khuyen-mai', { api: promotionsApi(), width: PHONE });
    await page.ready();
    const categories = within(screen.getByRole('navigation', { name: vi['promo.category.label'] }));
    const all = categories.getByRole('link', { name: vi['promo.category.all'] });
    expect(all.getAttribute('aria-current')).toBe('page');
    all.focus();
    await page.user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(categories.getByRole('link', { name: vi['promo.category.the-thao'] }));
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?loai=the-thao'));
    await waitFor(() => expect(screen.getByTestId('promotions-page').getAttribute('data-category')).toBe('the-thao'));
    await page.ready();
    expect(cards().map((c) => c.getAttribute('data-slug'))).toEqual(promotionQuery({ category: 'the-thao' }).map((p) => p.slug));
    expect(within(card('du-doan-ty-so-v-league')).getByTestId('promotion-card-reward').textContent).toBe('19,69\u00a0US$ mỗi vòng');

    const statuses = within(screen.getByRole('navigation', { name: vi['promo.status.label'] }));
    await page.user.click(statuses.getByRole('link', { name: vi['promo.status.active'] }));
    await waitFor(() => expect(window.location.search).toBe('?loai=the-thao&trang-thai=dang-dien-ra'));
    await waitFor(() => expect(cards().map((c) => c.getAttribute('data-slug'))).toEqual(['du-doan-ty-so-v-league']));
    expect(statuses.getByRole('link', { name: vi['promo.status.active'] }).getAttribute('aria-current')).toBe('page');
  });

  it('show skeleton cards while loading', async () => {
    const api = promotionsApi();
    const held = api.hold('GET other/api/promotion/list');
    const page = await renderPage('/khuyen-mai', { api });
    const grid = await find('promotion-grid');
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(grid.getAttribute('data-state')).toBe('loading');
    held.release();
    await page.ready();
    expect(cards()).toHaveLength(10);
  });

  it('say when a filter has none', async () => {
    await renderPage('/khuyen-mai?loai=esport&trang-thai=sap-dien-ra', { api: promotionsApi(), locale: 'en' });
    const empty = await find('promotions-empty');
    expect(within(empty).getByRole('heading').textContent).toBe(en['promo.empty.title']);
    expect(within(empty).getByRole('link', { name: en['promo.empty.showAll'] }).getAttribute('href')).toBe('/khuyen-mai');
  });

  it('say a list failed and load it again on retry', async () => {
    const failing = promotionsApi().fail('GET other/api/promotion/list', 0);
    const retried = await renderPage('/khuyen-mai', { api: failing, locale: 'zh' });
    const failed = await find('load-failed');
    expect(failed.textContent).toContain(zh['common.networkError']);
    answerPromotions(failing);
    await retried.user.click(within(failed).getByRole('button', { name: zh['common.retry'] }));
    await retried.ready();
    expect(cards()).toHaveLength(10);
  });
});
