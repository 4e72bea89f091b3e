/**
 * One match's tips (/tip-keo/{category}/tran-dau/{id}) as a visitor meets it: the match with its
 * current odds and their movement, the consensus, its tips; a guest asked to log in to post, a
 * member posting one (the form's own check first, submitted from the keyboard); a match already
 * started takes no tip; no tips yet; the skeleton, a failed call's retry and an unknown match, in
 * vi, en and zh.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import type { Page } from '../../../../contracts/schemas/common';
import type { CreateTipBody, TipItem, TipMatch } from '../../../../contracts/schemas/sports/tips';
import { FakeApi } from '../../../testing/fake-api';
import { member } from '../../../testing/fixtures/shell';
import { LIVE, matchTips, pinClock, teamName, tipItem, tipMatch, UPCOMING } from '../../../testing/fixtures/sports';
import { renderPage } from '../../../testing/render-page';

const MATCH = 'GET other/api/schedule-tips/match';
const LIST = 'GET other/api/schedule-tips/list';
const CREATE = 'POST other/api/schedule-tips/create';

function matchApi(): FakeApi {
  return new FakeApi()
    .answer<TipMatch>(MATCH, ({ query, language }) => tipMatch(language, Number(query.get('fixtureId')) === LIVE.staticId ? LIVE : UPCOMING))
    .answer<Page<TipItem>>(LIST, ({ language }) => matchTips(language));
}

const cardIds = () => screen.queryAllByTestId('tip-card').map((c) => Number(c.getAttribute('data-tip')));

beforeEach(pinClock);

describe('a match’s tips', () => {
  it('an unknown match says so, with the way to the events', async () => {
    await renderPage('/tip-keo/bong-da/tran-dau/99999999', { api: new FakeApi().fail(MATCH, 404, 'Không tìm thấy trận đấu') });
    const notFound = await screen.findByTestId('tips-not-found', {}, { timeout: 5_000 });
    expect(notFound.textContent).toContain(vi['tips.match.notFound']);
    expect(notFound.textContent).toContain('99999999');
    expect(within(notFound).getByRole('link').getAttribute('href')).toBe('/tip-keo/bong-da/su-kien');
  });

  it('the match with its odds and their movement, the consensus and its tips; a guest who posts is asked to log in', async () => {
    const page = await renderPage('/tip-keo/bong-da/tran-dau/8852', { api: matchApi() });
    await page.ready();
    const data = tipMatch();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${teamName(UPCOMING.home)} vs ${teamName(UPCOMING.away)}`);
    const box = screen.getByTestId('tips-match');
    expect(box.getAttribute('data-match')).toBe(String(UPCOMING.staticId));
    expect(within(box).getByTestId('tip-match').textContent).toContain(teamName(UPCOMING.home));
    const odds = within(box).getByTestId('tips-match-odds');
    expect(odds.textContent).toContain(data.match.odds!.oneXTwo.home.toFixed(2));
    expect(odds.querySelector('[data-move=up]')!.textContent).toContain('▲');
    expect(within(odds).getAllByLabelText(vi['tips.odds.up']).length).toBeGreaterThan(0);
    expect(odds.textContent).toContain(`${vi['tips.market.over_under']} · 2.5`);
    expect(within(box).getByTestId('tip-consensus').querySelectorAll('[data-market]')).toHaveLength(2);
    await waitFor(() => expect(cardIds()).toEqual(matchTips().list.map((t) => t.id)));
    expect(page.api.calls(LIST)[0]!.query.get('fixtureId')).toBe(String(UPCOMING.staticId));
    // The list of one match leaves the match out of each card.
    expect(within(screen.getAllByTestId('tip-card')[0]!).queryByTestId('tip-match')).toBeNull();

    await page.user.click(screen.getByTestId('post-tip-button'));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
  });

  it('a member posts a tip on the match: the form says the reasoning is too short and sends nothing, then posts it from the keyboard and the list reads it', async () => {
    const posted = tipItem(0, 'vi', { id: 5101, slug: 'tip-5101-tai-xiu', market: 'over_under', pick: 'over', pickLabel: 'Tài 2.5', reasoning: 'Cả hai đội ghi nhiều bàn trong năm trận gần nhất.', author: { userId: 100, nickname: 'member100', avatar: '/media/avatar/100.svg' } });
    const api = matchApi().answer<TipItem>(CREATE, posted);
    const page = await renderPage('/tip-keo/bong-da/tran-dau/8852', { api, member: member() });
    await page.ready();
    await waitFor(() => expect(cardIds()).toHaveLength(3));
    await page.user.click(screen.getByTestId('post-tip-button'));
    const form = await screen.findByTestId('tip-form');
    expect(form.textContent).toContain(teamName(UPCOMING.home));
    await page.user.click(form.querySelector<HTMLElement>('[data-market=over_under]')!);
    await page.user.click(form.querySelector<HTMLElement>('[data-pick=over]')!);
    expect(form.textContent).toContain(tipMatch().match.odds!.overUnder.over.toFixed(2));
    await page.user.type(within(form).getByTestId('tip-form-reasoning'), 'ngắn');
    await page.user.click(within(form).getByTestId('tip-form-submit'));
    expect(within(form).getByTestId('tip-form-error-reasoning').textContent).toBe(vi['tips.form.error.reasoning.tooShort'].replace('{min}', '10'));
    expect(api.calls(CREATE)).toHaveLength(0);

    await page.user.clear(within(form).getByTestId('tip-form-reasoning'));
    await page.user.paste(posted.reasoning);
    api.answer<Page<TipItem>>(LIST, ({ language }) => ({ ...matchTips(language), list: [posted, ...matchTips(language).list], total: 4 }));
    within(form).getByTestId('tip-form-submit').focus();
    await page.user.keyboard('{Enter}');
    expect((await screen.findByTestId('tip-form-done')).textContent).toContain(vi['tips.form.done']);
    expect(api.calls(CREATE)[0]!.body).toMatchObject({ fixtureId: UPCOMING.staticId, market: 'over_under', pick: 'over', reasoning: posted.reasoning } satisfies Partial<CreateTipBody>);
    await waitFor(() => expect(cardIds()[0]).toBe(5101));
  });

  it('in en: a match already started takes no tip; a match without tips says so', async () => {
    const api = matchApi().answer<Page<TipItem>>(LIST, { list: [], total: 0, pageNum: 1, pageSize: 12 });
    const page = await renderPage('/tip-keo/bong-da/tran-dau/8847', { api, locale: 'en' });
    await page.ready();
    expect(screen.getByTestId('tips-match').textContent).toContain(teamName(LIVE.home, 'en'));
    expect(screen.getByTestId('tips-match-closed').textContent).toBe(en['tips.match.closed']);
    expect(screen.queryByTestId('post-tip-button')).toBeNull();
    expect((await screen.findByTestId('tips-list-empty')).textContent).toContain(en['tips.match.empty']);
  });

  it('in zh: a failed call retries through the skeleton, then the match and its tips in Chinese', async () => {
    const api = matchApi().fail(MATCH, 500, '伺服器錯誤');
    const page = await renderPage('/tip-keo/bong-da/tran-dau/8852', { api, locale: 'zh' });
    const failed = await screen.findByTestId('load-failed', {}, { timeout: 5_000 });
    api.answer<TipMatch>(MATCH, ({ language }) => tipMatch(language));
    const held = api.hold(MATCH);
    await page.user.click(within(failed).getByRole('button', { name: zh['common.retry'] }));
    expect(document.querySelector('main [data-state=loading][aria-busy=true]')).toBeTruthy();
    held.release();
    await page.ready();
    expect(screen.getByTestId('tips-match').textContent).toContain(teamName(UPCOMING.home, 'zh'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(teamName(UPCOMING.away, 'zh'));
    await waitFor(() => expect(screen.getAllByTestId('tip-card')[0]!.textContent).toContain(matchTips('zh').list[0]!.title));
  });
});
