/**
 * A tip's page (/tip-keo/chi-tiet/{slug}, and the same tip under its category and type) as a
 * visitor meets it: the tip's match, outcome with the final score, market, pick, line and price,
 * the reasoning, and its tipster's record; a tip still to be settled; a guest asked to log in to
 * follow; the skeleton, a failed call's retry and an unknown tip, in vi, en and zh.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import type { TipDetail, TipsterProfile } from '../../../../contracts/schemas/sports/tips';
import { FakeApi } from '../../../testing/fake-api';
import { pinClock, tipDetail, tipsterProfile } from '../../../testing/fixtures/sports';
import { renderPage } from '../../../testing/render-page';

const DETAIL = 'GET other/api/schedule-tips/detail';
/** The tips by slug: the second (a 1X2 tip that won), the first (a handicap tip still to play), the third (over/under, lost). */
const INDEX_OF: Record<string, number> = { 'tip-4999-keo-1x2': 1, 'tip-5000-keo-chau-a': 0, 'tip-4998-tai-xiu': 2 };
const TIPSTER_OF: Record<number, number> = { 377: 0, 212: 1, 145: 2 };

function tipApi(): FakeApi {
  return new FakeApi()
    .answer<TipDetail>(DETAIL, ({ query, language }) => tipDetail(INDEX_OF[query.get('slug')!]!, language))
    .answer<TipsterProfile>('GET other/api/schedule-tips/tipster', ({ query }) => tipsterProfile(TIPSTER_OF[Number(query.get('id'))]!));
}

beforeEach(pinClock);

describe('a tip’s page', () => {
  it('an unknown tip says so, with the way back to the tips', async () => {
    const page = await renderPage('/tip-keo/chi-tiet/khong-co-tip-nay', { api: new FakeApi().fail(DETAIL, 404, 'Không tìm thấy tip') });
    const notFound = await screen.findByTestId('tips-not-found', {}, { timeout: 5_000 });
    expect(notFound.textContent).toContain(vi['tips.detail.notFound']);
    expect(within(notFound).getByRole('link').getAttribute('href')).toBe('/tip-keo');
    expect(page.api.calls(DETAIL)[0]!.query.get('slug')).toBe('khong-co-tip-nay');
  });

  it('a settled tip: won with the final score, its pick, line and price, the reasoning, and its tipster’s record; a guest who follows is asked to log in', async () => {
    const page = await renderPage('/tip-keo/chi-tiet/tip-4999-keo-1x2', { api: tipApi() });
    await page.ready();
    const tip = tipDetail(1);
    const record = tipsterProfile(1);
    // The tip's headline is the page's h1 and its title, said once; the card shows the match.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(tip.title);
    await waitFor(() => expect(document.title).toBe(`${tip.title} – ${vi['route.tipDetail']} | ${vi['app.name']}`));
    const detail = screen.getByTestId('tip-detail');
    expect(detail.getAttribute('data-result')).toBe('won');
    expect(detail.textContent).not.toContain(tip.title);
    expect(detail.textContent).toContain(tip.match.home.name);
    expect(within(detail).getByTestId('tip-result').textContent).toBe(vi['tips.result.won']);
    expect(within(detail).getByTestId('tip-final-score').textContent).toContain(`${tip.match.homeScore}–${tip.match.awayScore}`);
    expect(within(detail).getByTestId('tip-pick').textContent).toBe(tip.pickLabel);
    expect(within(detail).getByTestId('tip-line').textContent).toBe('–');
    expect(within(detail).getByTestId('tip-price').textContent).toBe(tip.odds.toFixed(2));
    expect(within(detail).getByTestId('tip-profit').textContent).toContain('+1.10');
    expect(within(detail).getByTestId('tip-reasoning').querySelectorAll('p')).toHaveLength(2);
    expect(within(detail).getByTestId('tip-reasoning').textContent).toContain(tip.reasoning.slice(0, 40));
    expect(within(detail).getByTestId('tip-match-link').getAttribute('href')).toBe(`/tip-keo/bong-da/tran-dau/${tip.match.staticId}`);

    const card = screen.getByTestId('tipster-card');
    expect(within(card).getByTestId('tipster-name').textContent).toBe(record.author.nickname);
    expect(card.querySelector('[data-stat=won] dd')!.textContent).toBe(String(record.won));
    expect(card.querySelector('[data-stat=lost] dd')!.textContent).toBe(String(record.lost));
    expect(card.querySelector('[data-stat=streak] dd')!.textContent).toBe('W2');

    await page.user.click(within(card).getByTestId('follow-tipster'));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    await page.user.keyboard('{Escape}');
    expect(screen.queryByTestId('login-form')).toBeNull();
  });

  it('in en, under its category and type: a tip still to be settled, its handicap line, from the API in English', async () => {
    const page = await renderPage('/tip-keo/bong-da/keo-chau-a/tip-5000-keo-chau-a', { api: tipApi(), locale: 'en' });
    await page.ready();
    const tip = tipDetail(0, 'en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(tip.title);
    const detail = screen.getByTestId('tip-detail');
    expect(detail.getAttribute('data-result')).toBe('pending');
    expect(within(detail).getByTestId('tip-outcome').textContent).toContain(en['tips.detail.pending']);
    expect(within(detail).queryByTestId('tip-final-score')).toBeNull();
    expect(within(detail).getByTestId('tip-line').textContent).toBe('−0.25');
    expect(within(detail).getByTestId('tip-pick').textContent).toBe(tip.pickLabel);
    expect(screen.getByRole('navigation', { name: en['tabs.tips.label'] }).querySelector('[aria-current]')!.textContent).toBe(en['tabs.tips.football']);
  });

  it('in zh: a failed call retries through the skeleton; a lost tip with its final score', async () => {
    const api = tipApi().fail(DETAIL, 503, '服務暫時無法使用');
    const page = await renderPage('/tip-keo/chi-tiet/tip-4998-tai-xiu', { api, locale: 'zh' });
    const failed = await screen.findByTestId('load-failed', {}, { timeout: 5_000 });
    expect(failed.textContent).toContain('服務暫時無法使用');
    api.answer<TipDetail>(DETAIL, ({ language }) => tipDetail(2, language));
    const held = api.hold(DETAIL);
    await page.user.click(within(failed).getByRole('button', { name: zh['common.retry'] }));
    expect(document.querySelector('main [data-state=loading][aria-busy=true]')).toBeTruthy();
    held.release();
    await page.ready();
    const tip = tipDetail(2, 'zh');
    const detail = screen.getByTestId('tip-detail');
    expect(detail.getAttribute('data-result')).toBe('lost');
    expect(within(detail).getByTestId('tip-result').textContent).toBe(zh['tips.result.lost']);
    expect(within(detail).getByTestId('tip-final-score').textContent).toBe(
      zh['tips.detail.finalScore'].replace('{home}', tip.match.home.name).replace('{away}', tip.match.away.name).replace('{homeScore}', String(tip.match.homeScore)).replace('{awayScore}', String(tip.match.awayScore)),
    );
    expect(within(detail).getByTestId('tip-pick').textContent).toBe(tip.pickLabel);
  });
});
