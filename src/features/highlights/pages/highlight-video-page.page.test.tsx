/**
 * A highlight (/highlight/{sport}/{league}/{slug}): the player on its stream, the title, league,
 * views and description, the match with its final score and the way to its match centre, and more
 * of the league, in vi, en and zh; its skeleton, a failed load's retry, an unknown highlight.
 * (Playing the stream, its speed and its seek bar need a real browser: tests/e2e/highlights.spec.ts.)
 */
import { afterEach, describe, expect, it, vi as vitest } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi, en, zh } from '../../../../locales/index.ts';
import { matchRoute } from '../../../../contracts/route-table';
import { FakeApi } from '../../../testing/fake-api';
import { answerHighlights, highlightDetail, highlightItem } from '../../../testing/fixtures/highlights';
import { renderPage } from '../../../testing/render-page';


const CATALOGUES = { vi, en, zh } as const;
const find = (testId: string) => screen.findByTestId(testId, {}, { timeout: 5_000 });
/** A title as the page shows it: its score with an en dash, kept on one line. */
const shown = (title: string) => title.replace(/(\d)-(\d)/g, '$1–$2');
const highlightsApi = () => answerHighlights(new FakeApi());

/** Arsenal 3-0 Chelsea, a Premier League highlight. */
const ARSENAL = 1;
/** Hà Nội FC 2-1 Công An Hà Nội, the newest. */
const item = highlightItem(0);

describe('a highlight', () => {
  it.each(['vi', 'en', 'zh'] as const)('shows the highlight, its match and more of its league from the data (%s)', async (locale) => {
    const matchLine = { vi: 'Arsenal 3\u2060–\u20600 Chelsea', en: 'Arsenal 3\u2060–\u20600 Chelsea', zh: '阿仙奴 3\u2060–\u20600 車路士' };
    const t = CATALOGUES[locale];
    const highlight = highlightDetail(ARSENAL, locale);
    const api = highlightsApi();
    const page = await renderPage('/highlight/bong-da/ngoai-hang-anh/arsenal-3-0-chelsea-2001', { api, locale });
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${matchLine[locale]}`);
    const trail = within(screen.getByRole('navigation', { name: t['breadcrumb.label'] }));
    expect(trail.getAllByRole('link').map((link) => link.textContent)).toEqual([t['route.home'], t['route.highlights'], highlight.category.name, highlight.type.name]);

    const detail = screen.getByTestId('highlight-detail');
    expect(detail.getAttribute('data-duration')).toBe(String(highlight.durationSeconds));
    const player = within(detail).getByTestId('player');
    expect(player.getAttribute('data-mode')).toBe('vod');
    expect(screen.getByTestId('highlight-title').textContent).toBe(shown(highlight.title));
    expect(screen.getByTestId('highlight-title').querySelector('[data-score]')!.textContent).toBe('3–0');
    const league = screen.getByTestId('highlight-league');
    expect(league.textContent).toBe(highlight.leagueName);
    expect(league.getAttribute('href')).toBe('/highlight/bong-da/ngoai-hang-anh');
    expect(within(detail).getAllByTestId('highlight-views')[0]!.textContent).toBe(t['highlights.views'].replace('{count}', '20.2K'));
    expect(screen.getByTestId('highlight-description').textContent).toBe(highlight.description);

    const match = highlight.match!;
    expect(screen.getByTestId('highlight-match').getAttribute('data-match')).toBe(String(match.staticId));
    expect(screen.getByTestId('highlight-match-home').textContent).toBe(match.home.name);
    expect(screen.getByTestId('highlight-match-away').textContent).toBe(match.away.name);
    expect(screen.getByTestId('highlight-match-score').textContent).toBe('3–0');
    // The match centre is found by its id (the names part is made of the names as shown).
    const centre = new URL(screen.getByTestId('highlight-match-link').getAttribute('href')!, window.location.origin);
    expect(matchRoute(centre.pathname)).toMatchObject({ route: { id: 'match' }, params: { staticId: String(match.staticId) } });
    expect(centre.search).toBe('?leagueId=2');
    if (locale !== 'zh') expect(centre.pathname).toBe(`/tran-dau/arsenal-vs-chelsea/${match.staticId}`);

    expect(screen.getByRole('heading', { level: 2, name: t['highlights.related'].replace('{league}', highlight.leagueName) })).toBeTruthy();
    const related = within(screen.getByTestId('highlight-related')).getAllByTestId('highlight-card');
    expect(related.map((card) => within(card).getByRole('heading').textContent)).toEqual(highlight.related.map((h) => shown(h.title)));
    expect(related.map((card) => card.getAttribute('href'))).toEqual(highlight.related.map((h) => h.path));
    expect(api.unanswered).toEqual([]);
  });

  it('says when its league has no other highlight yet', async () => {
    const api = highlightsApi().answer(`GET other/api/highlight/detail/${item.slug}`, ({ language }) => ({ ...highlightDetail(0, language), related: [] }));
    const page = await renderPage('/highlight/bong-da/v-league-1/ha-noi-fc-2-1-cong-an-ha-noi-2000', { api, locale: 'en' });
    await page.ready();
    expect(screen.getByRole('heading', { level: 2, name: en['highlights.related'].replace('{league}', 'V.League 1') })).toBeTruthy();
    expect(screen.getByText(en['highlights.relatedEmpty'])).toBeTruthy();
    expect(screen.queryByTestId('highlight-related')).toBeNull();
  });

  it('shows its skeleton while loading', async () => {
    const api = highlightsApi();
    const held = api.hold(`GET other/api/highlight/detail/${item.slug}`);
    const page = await renderPage(item.path, { api });
    const skeleton = await find('highlight-skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.getAttribute('data-state')).toBe('loading');
    expect(screen.queryByTestId('player')).toBeNull();
    held.release();
    await page.ready();
    expect(screen.getByTestId('highlight-title').textContent).toBe(shown(item.title));
  });

  it('says a load failed and loads again on retry', async () => {
    const failing = highlightsApi().fail(`GET other/api/highlight/detail/${item.slug}`, 0);
    const retried = await renderPage(item.path, { api: failing, locale: 'en' });
    const failed = await find('load-failed');
    expect(failed.textContent).toContain(en['common.networkError']);
    answerHighlights(failing);
    await retried.user.click(within(failed).getByRole('button', { name: en['common.retry'] }));
    await retried.ready();
    expect(screen.getByTestId('highlight-title').textContent).toBe(shown(highlightItem(0, 'en').title));
  });

  it('says an unknown highlight is not there', async () => {
    const unknown = highlightsApi().fail('GET other/api/highlight/detail/khong-co-tran-nay-1', 404, 'Không tìm thấy highlight');
    await renderPage('/highlight/bong-da/v-league-1/khong-co-tran-nay-1', { api: unknown, locale: 'zh' });
    const notFound = await find('highlight-not-found');
    expect(within(notFound).getByRole('heading').textContent).toBe(zh['highlights.notFound']);
    expect(notFound.textContent).toContain(zh['highlights.notFoundText']);
    expect(within(notFound).getByRole('link', { name: zh['highlights.backToAll'] }).getAttribute('href')).toBe('/highlight');
    expect(screen.queryByTestId('player')).toBeNull();
  });
});

describe('the end of a highlight', () => {
  afterEach(() => {
    vitest.useRealTimers();
    vitest.restoreAllMocks();
  });

  /** The highlight page with its player at the end of the video; the clock is fake from then on. */
  async function atTheEnd() {
    vitest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    vitest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vitest.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    vitest.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
    const page = await renderPage('/highlight/bong-da/ngoai-hang-anh/arsenal-3-0-chelsea-2001', { api: highlightsApi(), locale: 'en' });
    await page.ready();
    const region = await screen.findByRole('region', { name: en['player.vod.label'] });
    await waitFor(() => expect(region.getAttribute('data-state')).toBe('attached.loading'));
    const video = region.querySelector('video')!;
    fireEvent(video, new Event('loadedmetadata'));
    fireEvent(video, new Event('playing'));
    await waitFor(() => expect(region.getAttribute('data-state')).toBe('attached.watching.playing'));
    // The countdown runs on the player machine's delayed transitions: the test moves the clock (Testing
    // Library's async helpers drive fake timers through a `jest` global).
    vitest.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vitest.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vitest.advanceTimersByTime(ms) });
    fireEvent(video, new Event('ended'));
    const card = await screen.findByTestId('player-up-next');
    const user = userEvent.setup({ advanceTimers: (ms) => vitest.advanceTimersByTime(ms) });
    return { region, card, user, next: highlightDetail(ARSENAL, 'en').related[0]! };
  }
  const countdown = () => screen.getByTestId('player-up-next-countdown').textContent;
  /** Seconds pass on the fake clock. */
  const pass = (ms: number) => act(() => vitest.advanceTimersByTimeAsync(ms));
  const inSeconds = (n: number) => en['player.vod.upNext.in'].replace(/\{seconds, plural, .*\}$/, `${n} second${n === 1 ? '' : 's'}`);

  it('counts down to the next highlight of the league and plays it when the count runs out', async () => {
    const { region, card, next } = await atTheEnd();
    expect(region.getAttribute('data-state')).toBe('attached.ended.upNext');
    expect(within(card).getByRole('heading').textContent).toBe(`${en['player.vod.upNext.label']}: ${shown(next.title)}`);
    expect(card.querySelector('img')!.getAttribute('src')).toBe(next.thumbnail);
    const seen = [countdown()];
    for (let s = 1; s < 5; s++) {
      await pass(1000);
      seen.push(countdown());
    }
    expect(seen).toEqual([5, 4, 3, 2, 1].map(inSeconds));
    expect(window.location.pathname).toBe('/highlight/bong-da/ngoai-hang-anh/arsenal-3-0-chelsea-2001');
    await pass(1000);
    vitest.useRealTimers();
    await waitFor(() => expect(window.location.pathname).toBe(next.path));
    await waitFor(() => expect(screen.getByTestId('highlight-detail').getAttribute('data-id')).toBe(String(next.id)));
    expect(screen.queryByTestId('player-up-next')).toBeNull();
  });

  it('stops the countdown on Cancel, then plays the next one on "Play now", from the keyboard', async () => {
    const { region, card, user, next } = await atTheEnd();
    await pass(1000);
    within(card).getByRole('button', { name: en['player.vod.upNext.cancel'] }).focus();
    await user.keyboard('{Enter}');
    expect(region.getAttribute('data-state')).toBe('attached.ended.still');
    expect(countdown()).toBe(en['player.vod.upNext.label']);
    await pass(10_000);
    expect(window.location.pathname).toBe('/highlight/bong-da/ngoai-hang-anh/arsenal-3-0-chelsea-2001');
    // Cancelled: replay or play the next one now.
    expect(within(card).getByRole('button', { name: en['player.vod.replay'] })).toBeTruthy();
    within(card).getByRole('button', { name: en['player.vod.upNext.now'] }).focus();
    await user.keyboard('{Enter}');
    vitest.useRealTimers();
    await waitFor(() => expect(window.location.pathname).toBe(next.path));
  });

  it('stops the countdown on Escape, and replays from the card', async () => {
    const { region, card, user } = await atTheEnd();
    within(card).getByRole('button', { name: en['player.vod.upNext.now'] }).focus();
    await user.keyboard('{Escape}');
    expect(region.getAttribute('data-state')).toBe('attached.ended.still');
    await user.click(within(card).getByRole('button', { name: en['player.vod.replay'] }));
    await waitFor(() => expect(region.getAttribute('data-state')).toBe('attached.watching.buffering'));
    expect(screen.queryByTestId('player-up-next')).toBeNull();
  });
});
