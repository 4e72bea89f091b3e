/**
 * A highlight (/highlight/{sport}/{league}/{slug}): the player on its stream, the title, league,
 * views and description, the match with its final score and the way to its match centre, and more
 * of the league, in vi, en and zh; its skeleton, a failed load's retry, an unknown highlight.
 * (Playing the stream, its speed and its seek bar need a real browser: tests/e2e/highlights.spec.ts.)
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import { matchRoute } from '../../../../contracts/route-table';
import { FakeApi } from '../../../testing/fake-api';
import { answerHighlights, highlightDetail, highlightItem } from '../../../testing/fixtures/highlights';
import { renderPage } from '../../../testing/render-page';


const CATALOGUES = { vi, en, zh } as const;
const find = (testId: string) => screen.findByTestId(testId, {}, { timeout: 5_000 });
const highlightsApi = () => answerHighlights(new FakeApi());

/** Arsenal 3-0 Chelsea, a Premier League highlight. */
const ARSENAL = 1;
/** Hà Nội FC 2-1 Công An Hà Nội, the newest. */
const item = highlightItem(0);

describe('a highlight', () => {
  it.each(['vi', 'en', 'zh'] as const)('shows the highlight, its match and more of its league from the data (%s)', async (locale) => {
    const matchLine = { vi: 'Arsenal 3-0 Chelsea', en: 'Arsenal 3-0 Chelsea', zh: '阿仙奴 3-0 車路士' };
    const t = CATALOGUES[locale];
    const highlight = highlightDetail(ARSENAL, locale);
    const api = highlightsApi();
    const page = await renderPage('/highlight/bong-da/ngoai-hang-anh/arsenal-3-0-chelsea-2001', { api, locale });
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${t['route.highlightVideo']} · ${matchLine[locale]}`);
    const trail = within(screen.getByRole('navigation', { name: t['breadcrumb.label'] }));
    expect(trail.getAllByRole('link').map((link) => link.textContent)).toEqual([t['route.home'], t['route.highlights'], highlight.category.name, highlight.type.name]);

    const detail = screen.getByTestId('highlight-detail');
    expect(detail.getAttribute('data-duration')).toBe(String(highlight.durationSeconds));
    const player = within(detail).getByTestId('player');
    expect(player.getAttribute('data-mode')).toBe('vod');
    expect(screen.getByTestId('highlight-title').textContent).toBe(highlight.title);
    const league = screen.getByTestId('highlight-league');
    expect(league.textContent).toBe(highlight.leagueName);
    expect(league.getAttribute('href')).toBe('/highlight/bong-da/ngoai-hang-anh');
    expect(within(detail).getAllByTestId('highlight-views')[0]!.textContent).toBe(t['highlights.views'].replace('{count}', '20.2K'));
    expect(screen.getByTestId('highlight-description').textContent).toBe(highlight.description);

    const match = highlight.match!;
    expect(screen.getByTestId('highlight-match').getAttribute('data-match')).toBe(String(match.staticId));
    expect(screen.getByTestId('highlight-match-home').textContent).toBe(match.home.name);
    expect(screen.getByTestId('highlight-match-away').textContent).toBe(match.away.name);
    expect(screen.getByTestId('highlight-match-score').textContent).toBe('3 - 0');
    // The match centre is found by its id (the names part is made of the names as shown).
    const centre = new URL(screen.getByTestId('highlight-match-link').getAttribute('href')!, window.location.origin);
    expect(matchRoute(centre.pathname)).toMatchObject({ route: { id: 'match' }, params: { staticId: String(match.staticId) } });
    expect(centre.search).toBe('?leagueId=2');
    if (locale !== 'zh') expect(centre.pathname).toBe(`/tran-dau/arsenal-vs-chelsea/${match.staticId}`);

    expect(screen.getByRole('heading', { level: 2, name: t['highlights.related'].replace('{league}', highlight.leagueName) })).toBeTruthy();
    const related = within(screen.getByTestId('highlight-related')).getAllByTestId('highlight-card');
    expect(related.map((card) => within(card).getByRole('heading').textContent)).toEqual(highlight.related.map((h) => h.title));
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
    expect(screen.getByTestId('highlight-title').textContent).toBe(item.title);
  });

  it('says a load failed and loads again on retry', async () => {
    const failing = highlightsApi().fail(`GET other/api/highlight/detail/${item.slug}`, 0);
    const retried = await renderPage(item.path, { api: failing, locale: 'en' });
    const failed = await find('load-failed');
    expect(failed.textContent).toContain(en['common.networkError']);
    answerHighlights(failing);
    await retried.user.click(within(failed).getByRole('button', { name: en['common.retry'] }));
    await retried.ready();
    expect(screen.getByTestId('highlight-title').textContent).toBe(highlightItem(0, 'en').title);
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
