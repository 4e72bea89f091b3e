/**
 * A promotion (/khuyen-mai/{slug}): its reward in the visitor's currency, period, terms, who may take
 * part and what to do, in vi, en and zh; a guest asked to sign in, a member joining once (from the
 * keyboard) or told why not, a campaign taken part in on another page, one not started or over; its
 * skeleton, a failed load's retry and an unknown campaign.
 */
import { afterEach, beforeEach, describe, expect, it, vi as vitest } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import { FakeApi } from '../../../testing/fake-api';
import { member } from '../../../testing/fixtures/shell';
import { answerPromotions, PROMO_NOW, promotionDetail } from '../../../testing/fixtures/promotions';
import { PHONE, renderPage } from '../../../testing/render-page';

const CATALOGUES = { vi, en, zh } as const;
const find = (testId: string) => screen.findByTestId(testId, {}, { timeout: 5_000 });
const promotionsApi = () => answerPromotions(new FakeApi());

describe('a promotion', () => {
  beforeEach(() => vitest.useFakeTimers({ shouldAdvanceTime: true, now: PROMO_NOW }));
  afterEach(() => vitest.useRealTimers());

  it.each(['vi', 'en', 'zh'] as const)('shows its reward, period, terms and who may take part from the data (%s)', async (locale) => {
    const t = CATALOGUES[locale];
    const promotion = promotionDetail('du-doan-ty-so-v-league', locale);
    const api = promotionsApi();
    const page = await renderPage('/khuyen-mai/du-doan-ty-so-v-league', { api, locale });
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${promotion.title}`);
    const article = within(screen.getByTestId('promotion-page'));
    expect(screen.getByTestId('promotion-page').getAttribute('data-status')).toBe('active');
    expect(article.getByText(t['promo.status.active'])).toBeTruthy();
    expect(article.getByText(promotion.summary)).toBeTruthy();
    const about = within(screen.getByRole('region', { name: t['promo.detail.about'] }));
    expect(about.getAllByText(/./, { selector: 'p' }).map((p) => p.textContent)).toEqual(promotion.body);
    expect(within(screen.getByTestId('promotion-terms')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(promotion.terms);
    expect(screen.getByTestId('promotion-reward').textContent).toBe(promotion.reward);
    // Its words carry the amount: it is not written twice.
    expect(screen.queryByTestId('promotion-amount')).toBeNull();
    expect(screen.getByTestId('promotion-participants').textContent).toBe(t['promo.participants'].replace('{count}', '1.3K'));
    expect(within(screen.getByTestId('promotion-eligibility')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([t['promo.eligibility.members'], t['promo.eligibility.once']]);
    expect(article.getByRole('link', { name: t['promo.detail.back'] }).getAttribute('href')).toBe('/khuyen-mai');
    expect(api.unanswered).toEqual([]);
  });

  it('asks a guest to sign in to take part, and opens the sign-in dialog (reward in US dollars)', async () => {
    document.cookie = 'location=USD; path=/';
    const page = await renderPage('/khuyen-mai/du-doan-ty-so-v-league', { api: promotionsApi(), width: PHONE });
    await page.ready();
    expect(screen.getByTestId('promotion-reward').textContent).toBe('19,69\u00a0US$ mỗi vòng');
    expect(screen.getByText(vi['promo.action.signInHint'])).toBeTruthy();
    await page.user.click(screen.getByTestId('promotion-sign-in'));
    expect(await screen.findByTestId('login-form', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('lets a member join once from the keyboard, and says so with the new count', async () => {
    const api = promotionsApi();
    const page = await renderPage('/khuyen-mai/xem-truc-tiep-nhan-qua', { api, member: member() });
    await page.ready();
    expect(within(screen.getByTestId('promotion-eligibility')).getByText(vi['promo.eligibility.you'])).toBeTruthy();
    const enrol = await screen.findByTestId('promotion-enrol', {}, { timeout: 5_000 });
    expect(screen.getByTestId('promotion-participants').textContent).toBe('317 người tham gia');
    enrol.focus();
    await page.user.keyboard('{Enter}');
    const done = await find('promotion-enrolled');
    expect(done.textContent).toBe(vi['promo.action.enrolled']);
    expect(screen.queryByTestId('promotion-enrol')).toBeNull();
    expect(screen.getByTestId('promotion-participants').textContent).toBe('318 người tham gia');
    expect(api.calls('POST other/api/promotion/enrol').map((call) => call.body)).toEqual([{ slug: 'xem-truc-tiep-nhan-qua' }]);
    expect(screen.getByTestId('promotion-aside').getAttribute('data-state')).toBe('enrolled');
  });

  it('tells a member why they cannot take part', async () => {
    const api = answerPromotions(new FakeApi(), { enrolled: false, enrolledAt: null, eligible: false });
    const page = await renderPage('/khuyen-mai/chao-mung-thanh-vien-moi', { api, member: member(), locale: 'en' });
    await page.ready();
    const ineligible = await find('promotion-ineligible');
    expect((ineligible as HTMLButtonElement).disabled).toBe(true);
    expect(ineligible.textContent).toBe(en['promo.action.ineligible']);
    expect(screen.getByText(en['promo.eligibility.notYou'])).toBeTruthy();
    expect(screen.getByText(en['promo.eligibility.new-members'].replace('{days}', '30'))).toBeTruthy();
  });

  it('tells a member what failed when joining', async () => {
    const taken = promotionsApi().fail('POST other/api/promotion/enrol', 409, 'You have already joined this campaign');
    const again = await renderPage('/khuyen-mai/du-doan-ty-so-v-league', { api: taken, member: member(), locale: 'en' });
    await again.ready();
    await again.user.click(await find('promotion-enrol'));
    expect((await find('promotion-enrol-error')).textContent).toBe('You have already joined this campaign');
  });

  it('points to the page where a campaign is taken part in', async () => {
    const checkIn = await renderPage('/khuyen-mai/diem-danh-7-ngay', { api: promotionsApi(), locale: 'zh' });
    await checkIn.ready();
    const link = screen.getByTestId('promotion-link');
    expect(link.textContent).toBe(zh['promo.action.goTo'].replace('{page}', zh['route.checkIn']));
    expect(link.getAttribute('href')).toBe('/diem-danh');
    // A reward in other words shows its value.
    expect(screen.getByTestId('promotion-amount').textContent).toBe(zh['promo.reward.worth'].replace('{amount}', '₫70,000'));
  });

  it.each([
    ['mo-man-ngoai-hang-anh', vi['promo.action.notStarted']],
    ['co-vu-chung-ket-vcs', vi['promo.action.ended']],
  ] as const)('closes one not started or over (%s)', async (slug, words) => {
    const page = await renderPage(`/khuyen-mai/${slug}`, { api: promotionsApi(), member: member() });
    await page.ready();
    const closed = await find('promotion-closed');
    expect(closed.textContent).toBe(words);
    expect((closed as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows its skeleton while loading', async () => {
    const api = promotionsApi();
    const held = api.hold('GET other/api/promotion/detail/du-doan-ty-so-v-league');
    const page = await renderPage('/khuyen-mai/du-doan-ty-so-v-league', { api });
    const skeleton = await find('promotion-page');
    expect(skeleton.getAttribute('data-state')).toBe('loading');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    held.release();
    await page.ready();
    expect(screen.getByTestId('promotion-reward').textContent).toBe(promotionDetail('du-doan-ty-so-v-league').reward);
  });

  it('says a load failed and loads again on retry', async () => {
    const failing = promotionsApi().fail('GET other/api/promotion/detail/du-doan-ty-so-v-league', 500, 'Lỗi máy chủ nội bộ');
    const retried = await renderPage('/khuyen-mai/du-doan-ty-so-v-league', { api: failing });
    const failed = await find('load-failed');
    expect(failed.textContent).toContain('Lỗi máy chủ nội bộ');
    answerPromotions(failing);
    await retried.user.click(within(failed).getByRole('button', { name: vi['common.retry'] }));
    await retried.ready();
    expect(screen.getByTestId('promotion-page').getAttribute('data-slug')).toBe('du-doan-ty-so-v-league');
  });

  it('says an unknown campaign is not there', async () => {
    const unknown = promotionsApi().fail('GET other/api/promotion/detail/khong-co-chuong-trinh', 404, 'Không tìm thấy chương trình khuyến mãi');
    const missing = await renderPage('/khuyen-mai/khong-co-chuong-trinh', { api: unknown, locale: 'en' });
    const notFound = await find('promotion-not-found');
    await missing.ready();
    expect(within(notFound).getByRole('heading').textContent).toBe(en['promo.notFound.title']);
    expect(notFound.textContent).toContain('Không tìm thấy chương trình khuyến mãi');
    expect(within(notFound).getByRole('link', { name: en['promo.notFound.back'] }).getAttribute('href')).toBe('/khuyen-mai');
    // The heading names no campaign it does not know.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['route.promotion']));
  });
});

describe('predicting the score', () => {
  beforeEach(() => vitest.useFakeTimers({ shouldAdvanceTime: true, now: PROMO_NOW }));
  afterEach(() => vitest.useRealTimers());
  const rows = () => screen.getAllByTestId('prediction-match');
  const row = (fixtureId: number) => within(rows().find((r) => r.getAttribute('data-fixture') === String(fixtureId))!);

  it('lets a member enter a score for a coming match, shows it afterwards, and refuses one that is not a score', async () => {
    const api = promotionsApi();
    const page = await renderPage('/khuyen-mai/du-doan-ty-so-v-league', { api, member: member() });
    await page.ready();
    const section = within(await find('score-prediction'));
    expect(section.getByRole('heading', { name: vi['promo.predict.title'] })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(3));
    // The match already played: its result, the member's prediction and how it went.
    expect(row(7001).getByTestId('prediction-outcome').textContent).toBe('Kết quả: 2 – 1Dự đoán của bạn: 2 – 1Chính xác!');
    expect(row(7001).queryByRole('spinbutton')).toBeNull();

    const next = row(7002);
    const home = next.getByRole('spinbutton', { name: 'Số bàn của Hà Nội FC' });
    const away = next.getByRole('spinbutton', { name: 'Số bàn của Hải Phòng' });
    await page.user.type(home, '3');
    await page.user.click(next.getByRole('button', { name: vi['promo.predict.submit'] }));
    expect(next.getByTestId('prediction-error').textContent).toBe('Nhập số bàn từ 0 đến 20 cho cả hai đội.');
    expect(api.calls('POST other/api/promotion/predict')).toHaveLength(0);

    await page.user.type(away, '1{Enter}');
    await waitFor(() => expect(next.getByTestId('prediction-saved').textContent).toBe('Dự đoán của bạn: 3 – 1'));
    expect(api.calls('POST other/api/promotion/predict').map((c) => c.body)).toEqual([{ slug: 'du-doan-ty-so-v-league', fixtureId: 7002, home: 3, away: 1 }]);
    expect(next.queryByTestId('prediction-error')).toBeNull();
    // Until kick-off it can be changed.
    expect(next.getByRole('button', { name: vi['promo.predict.update'] })).toBeTruthy();
  });

  it('shows a guest the matches and asks them to sign in to predict (en)', async () => {
    const page = await renderPage('/khuyen-mai/du-doan-ty-so-v-league', { api: promotionsApi(), locale: 'en', width: PHONE });
    await page.ready();
    const section = within(await find('score-prediction'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(section.getByText('V.League 1: enter your predicted score for each match; you can change it until kick-off.')).toBeTruthy();
    expect(section.queryByRole('spinbutton')).toBeNull();
    expect(row(7001).getByTestId('prediction-outcome').textContent).toBe('Result: 2 – 1Closed at kick-off');
    await page.user.click(section.getByRole('button', { name: en['promo.predict.signIn'] }));
    expect(await screen.findByTestId('login-form', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('counts down to the end in days, hours and minutes (zh)', async () => {
    const page = await renderPage('/khuyen-mai/du-doan-ty-so-v-league', { api: promotionsApi(), locale: 'zh' });
    await page.ready();
    expect(within(screen.getByTestId('promotion-aside')).getByText('剩餘 60 天 9 小時 5 分')).toBeTruthy();
  });
});
