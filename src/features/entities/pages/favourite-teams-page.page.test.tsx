/**
 * Favourite teams (/doi-bong-yeu-thich) as a visitor meets it: a guest's list kept in the browser
 * (each team's card with its next match), the team search that follows more (after a pause, or at
 * once with Enter), the empty list, the cards' skeleton and a failed call's retry, a member's list
 * from the server and an unfollow sent there; for a visitor who follows none, popular teams to
 * follow (their skeleton, failure and retry), in vi, en and zh.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import type { Page } from '../../../../contracts/schemas/common';
import type { TeamSearchItem } from '../../../../contracts/schemas/sports/entities';
import type { FavouriteAnswer, FavouriteTeams, SuggestedTeams, TeamCards } from '../../../../contracts/schemas/sports/favourites';
import { GUEST_FAVOURITES_KEY } from '../../../../machines/favourites/favourites.storage';
import { FakeApi } from '../../../testing/fake-api';
import { member } from '../../../testing/fixtures/shell';
import { favouriteAnswer, favouriteTeams, pinClock, suggestedTeams, teamCards, teamName, teamSearch } from '../../../testing/fixtures/sports';
import { renderPage } from '../../../testing/render-page';

const CARDS = 'GET live/api/football/favourite-teams/teams';
const SEARCH = 'GET live/api/football/teams/search';
const SUGGESTED = 'GET live/api/football/favourite-teams/suggested';

function favouritesApi(): FakeApi {
  return new FakeApi()
    .answer<TeamCards>(CARDS, ({ query, language }) => teamCards(query.get('ids')!.split(',').map(Number), language))
    .answer<Page<TeamSearchItem>>(SEARCH, ({ query, language }) => teamSearch(query.get('keyword') ?? '', language, Number(query.get('pageSize') ?? 12)))
    .answer<SuggestedTeams>(SUGGESTED, ({ language }) => suggestedTeams(language));
}

const suggestedIds = () => screen.queryAllByTestId('suggested-team').map((c) => Number(c.getAttribute('data-team-id')));

const cardIds = () => screen.queryAllByTestId('favourite-team').map((c) => Number(c.getAttribute('data-team-id')));

beforeEach(pinClock);

describe('favourite teams', () => {
  it('in en, a guest without any: the empty list explains what to do, the count is 0 of 50, and signing in is offered', async () => {
    const page = await renderPage('/doi-bong-yeu-thich', { api: favouritesApi(), locale: 'en' });
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['route.favouriteTeams']);
    expect(screen.getByTestId('favourites-empty').textContent).toContain(en['favourites.empty.title']);
    expect(screen.getByTestId('favourites-count').textContent).toBe(en['favourites.list.count'].replace('{n}', '0').replace('{max}', '50'));
    expect(screen.getByTestId('favourites-search').textContent).toContain(en['favourites.search.hint'].replace('{n}', '2'));
    expect(page.api.calls(CARDS)).toHaveLength(0);
    const suggested = screen.getByTestId('favourites-suggested');
    expect(within(suggested).getByRole('heading', { level: 2 }).textContent).toBe(en['favourites.suggested.title']);
    await waitFor(() => expect(suggestedIds()).toEqual([1, 2, 4, 3]));
    expect(screen.getAllByTestId('suggested-team')[0]!.textContent).toContain(`${teamName(1, 'en')}2nd in V.League 1 · 3 followers`);
    expect(screen.getAllByTestId('suggested-team')[1]!.textContent).toContain('1st in V.League 1');
    const note = screen.getByTestId('favourites-guest-note');
    expect(note.textContent).toContain(en['favourites.guest.note']);
    await page.user.click(within(note).getByRole('button', { name: en['favourites.guest.signIn'] }));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
  });

  it('a guest’s list from this browser: each team’s card with its next match; the search (Enter) follows one more, which joins the list', async () => {
    localStorage.setItem(GUEST_FAVOURITES_KEY, '[4,1]');
    const page = await renderPage('/doi-bong-yeu-thich', { api: favouritesApi() });
    await page.ready();
    await waitFor(() => expect(cardIds()).toEqual([4, 1]));
    expect(page.api.calls(CARDS)[0]!.query.get('ids')).toBe('4,1');
    // A visitor who follows teams already gets no suggestions.
    expect(screen.queryByTestId('favourites-suggested')).toBeNull();
    expect(page.api.calls(SUGGESTED)).toHaveLength(0);
    expect(screen.getByTestId('favourites-count').textContent).toBe('2/50 đội');
    const card = screen.getAllByTestId('favourite-team')[0]!;
    expect(card.textContent).toContain('Thép Xanh Nam Định');
    expect(card.textContent).toContain('V.League 1');
    expect(card.textContent).toContain(vi['favourites.card.next']);
    expect(within(card).getAllByTestId('match-row')).toHaveLength(1);
    expect(within(card).getByTestId('follow-team').getAttribute('aria-pressed')).toBe('true');

    // Search with Enter (no pause): Công An Hà Nội is there to follow.
    await page.user.type(screen.getByLabelText(vi['favourites.search.label']), 'cong an{Enter}');
    const result = await screen.findByTestId('search-result');
    expect(result.getAttribute('data-team-id')).toBe('2');
    expect(result.textContent).toContain('Công An Hà Nội');
    expect(page.api.calls(SEARCH).at(-1)!.query.get('keyword')).toBe('cong an');
    const follow = within(result).getByRole('button', { name: vi['entities.follow.label'].replace('{team}', 'Công An Hà Nội') });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    await page.user.click(follow);
    expect(follow.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(cardIds()).toEqual([2, 4, 1]));
    expect(localStorage.getItem(GUEST_FAVOURITES_KEY)).toBe('[2,4,1]');

    // Unfollowing from a card takes it off the list.
    await page.user.click(within(screen.getAllByTestId('favourite-team')[1]!).getByTestId('follow-team'));
    await waitFor(() => expect(cardIds()).toEqual([2, 1]));
  });

  it('in zh: a search finds after a pause, or says it found nothing; the cards’ failure retries through their skeleton', async () => {
    localStorage.setItem(GUEST_FAVOURITES_KEY, '[1]');
    const api = favouritesApi().fail(CARDS, 500, '伺服器錯誤');
    const page = await renderPage('/doi-bong-yeu-thich', { api, locale: 'zh' });
    const failed = await screen.findByTestId('load-failed', {}, { timeout: 5_000 });
    expect(failed.textContent).toContain('伺服器錯誤');
    api.answer<TeamCards>(CARDS, ({ query, language }) => teamCards(query.get('ids')!.split(',').map(Number), language));
    const held = api.hold(CARDS);
    await page.user.click(within(failed).getByRole('button', { name: zh['common.retry'] }));
    expect(within(screen.getByTestId('favourites-page')).getByTestId('section-loading').getAttribute('aria-busy')).toBe('true');
    held.release();
    await waitFor(() => expect(cardIds()).toEqual([1]));
    expect(screen.getByTestId('favourite-team').textContent).toContain(teamName(1, 'zh'));

    const box = screen.getByLabelText(zh['favourites.search.label']);
    await page.user.type(box, '河內');
    await waitFor(() => expect(screen.getAllByTestId('search-result').map((r) => r.getAttribute('data-team-id'))).toEqual(['1', '2', '17']));
    expect(within(screen.getByTestId('search-results')).getByText(teamName(17, 'zh'))).toBeTruthy();
    await page.user.clear(box);
    await page.user.type(box, '巴塞隆拿');
    expect((await screen.findByTestId('search-empty')).textContent).toBe(zh['favourites.search.none'].replace('{keyword}', '巴塞隆拿'));
  });

  it('a member’s list comes from the server, and an unfollow is sent there', async () => {
    const api = favouritesApi()
      .answer<FavouriteTeams>('GET live/api/football/favourite-teams', ({ language }) => favouriteTeams([1, 3], language))
      .answer<FavouriteAnswer>('POST live/api/football/favourite-teams/unfollow', ({ body }) => favouriteAnswer((body as { teamId: number }).teamId, false, [3]));
    const page = await renderPage('/doi-bong-yeu-thich', { api, member: member() });
    await waitFor(() => expect(screen.getByTestId('favourites-page').getAttribute('data-member')).toBe('true'), { timeout: 5_000 });
    await waitFor(() => expect(cardIds()).toEqual([1, 3]));
    expect(screen.queryByTestId('favourites-guest-note')).toBeNull();
    await page.user.click(within(screen.getAllByTestId('favourite-team')[0]!).getByRole('button', { name: vi['entities.follow.label'].replace('{team}', 'Hà Nội FC') }));
    await waitFor(() => expect(cardIds()).toEqual([3]));
    expect(api.calls('POST live/api/football/favourite-teams/unfollow')[0]!.body).toEqual({ teamId: 1 });
    expect(localStorage.getItem(GUEST_FAVOURITES_KEY)).toBeNull();
  });

  it('a new visitor in vi: popular teams to follow after their skeleton, or a failure with its retry; following one puts it on the list and the suggestions stay', async () => {
    const api = favouritesApi().fail(SUGGESTED, 500, 'Lỗi máy chủ');
    const page = await renderPage('/doi-bong-yeu-thich', { api });
    const suggested = await screen.findByTestId('favourites-suggested', {}, { timeout: 5_000 });
    const failed = await within(suggested).findByTestId('load-failed');
    expect(failed.textContent).toContain('Lỗi máy chủ');
    api.answer<SuggestedTeams>(SUGGESTED, ({ language }) => suggestedTeams(language));
    const held = api.hold(SUGGESTED);
    await page.user.click(within(failed).getByRole('button', { name: vi['common.retry'] }));
    expect(within(suggested).getByTestId('section-loading').getAttribute('aria-busy')).toBe('true');
    held.release();
    await waitFor(() => expect(suggestedIds()).toEqual([1, 2, 4, 3]));
    const first = screen.getAllByTestId('suggested-team')[0]!;
    expect(first.textContent).toContain('Hà Nội FC');
    expect(first.textContent).toContain('Hạng 2 V.League 1 · 3 người theo dõi');

    const follow = within(first).getByRole('button', { name: vi['entities.follow.label'].replace('{team}', 'Hà Nội FC') });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    await page.user.click(follow);
    expect(follow.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(cardIds()).toEqual([1]));
    expect(localStorage.getItem(GUEST_FAVOURITES_KEY)).toBe('[1]');
    expect(suggestedIds()).toEqual([1, 2, 4, 3]);
  });
});
