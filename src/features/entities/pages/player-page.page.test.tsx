/**
 * A player's page (/cau-thu/{player}/{id}) as a visitor meets it: his header (number, position,
 * club, compare), profile and season figures, his club's recent matches with what he did in them
 * and his career by season, side by side on a wide screen and behind tabs on a phone; the skeleton,
 * a failed call's retry, empty sections, the not-found page, in vi, en and zh.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import type { PlayerDetail } from '../../../../contracts/schemas/sports/entities';
import { FakeApi } from '../../../testing/fake-api';
import { notFoundMessage, pinClock, playerDetail, playerId, playerName, teamName } from '../../../testing/fixtures/sports';
import { PHONE, renderPage } from '../../../testing/render-page';

const PLAYER = 'GET live/api/football/player';
/** Hà Nội FC's number 10, a forward. */
const ID = playerId(1, 15);

const playerApi = () => new FakeApi().answer<PlayerDetail>(PLAYER, ({ query, language }) => playerDetail(Number(query.get('id')), language));

beforeEach(pinClock);

describe('a player’s page', () => {
  it('an unknown id shows the not-found page with the server’s words', async () => {
    await renderPage('/cau-thu/x/999999', { api: new FakeApi().fail(PLAYER, 404, notFoundMessage('player', 999999)) });
    expect(await screen.findByText(notFoundMessage('player', 999999), {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(vi['entities.notFound.player']);
    expect(screen.getByRole('link', { name: vi['route.fixtures'] }).getAttribute('href')).toBe('/lich-thi-dau/bong-da');
  });

  it('on a wide screen: his header, profile, season figures, recent matches with his part in them, and career, all at once', async () => {
    const page = await renderPage('/cau-thu/le-thanh-huy/116', { api: playerApi(), locale: 'en' });
    await page.ready();
    const d = playerDetail(ID, 'en');
    expect(screen.getByTestId('entity-name').textContent).toBe(d.player.name);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${d.player.name}`);
    expect(screen.getByTestId('player-team').textContent).toBe(teamName(1, 'en'));
    expect(screen.getByTestId('player-team').getAttribute('href')).toBe('/doi-bong/hanoi-fc/1');
    expect(screen.getByTestId('player-compare').getAttribute('href')).toBe(`/so-sanh/cau-thu?id1=${ID}`);
    expect(screen.getByTestId('entity-sections').getAttribute('data-layout')).toBe('columns');

    const profile = screen.getByTestId('player-profile');
    expect(profile.textContent).toContain(d.player.nationality);
    expect(profile.textContent).toContain(`${d.player.heightCm} cm`);
    expect(profile.textContent).toContain(`${d.player.weightKg} kg`);
    const season = screen.getByTestId('player-season');
    expect(season.querySelector('[data-stat=goals] dd')!.textContent).toBe(String(d.season.goals));
    expect(season.querySelector('[data-stat=appearances] dd')!.textContent).toBe(String(d.season.appearances));
    expect(season.querySelector('[data-stat=minutes] dd')!.textContent).toBe('874');

    const career = screen.getByTestId('player-career').querySelectorAll('tbody tr');
    expect(career).toHaveLength(d.career.length);
    expect(career[0]!.textContent).toContain(d.career[0]!.season);
    expect(career[2]!.textContent).toContain(teamName(17, 'en'));
    expect(screen.getAllByTestId('player-match')).toHaveLength(d.recent.length);
    expect(screen.getAllByTestId('player-match')[4]!.textContent).toContain(en['entities.player.didNotPlay']);
    expect(screen.getAllByTestId('player-match')[0]!.textContent).toContain(d.recent[0]!.match.home.name);
  });

  it('on a phone in zh: a failed call retries through the skeleton; the sections are tabs (arrows, the address keeps the tab); an empty career and no recent match say so', async () => {
    const api = playerApi().fail(PLAYER, 500, '伺服器錯誤');
    const page = await renderPage('/cau-thu/le-thanh-huy/116', { api, locale: 'zh', width: PHONE });
    const failed = await screen.findByTestId('load-failed', {}, { timeout: 5_000 });
    api.answer<PlayerDetail>(PLAYER, ({ language }) => ({ ...playerDetail(ID, language), career: [], recent: [] }));
    const held = api.hold(PLAYER);
    await page.user.click(within(failed).getByRole('button', { name: zh['common.retry'] }));
    expect((await screen.findByTestId('entity-loading')).getAttribute('aria-busy')).toBe('true');
    held.release();
    await page.ready();
    expect(screen.getByTestId('entity-name').textContent).toBe(playerName(ID, 'zh'));

    expect(screen.getByTestId('entity-sections').getAttribute('data-layout')).toBe('tabs');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([zh['entities.section.overview'], zh['entities.section.recent'], zh['entities.section.career']]);
    screen.getByTestId('section-tab-overview').focus();
    await page.user.keyboard('{ArrowRight}');
    expect(window.location.search).toBe('?tab=matches');
    expect(within(screen.getByRole('tabpanel')).getByTestId('player-recent').textContent).toContain(zh['entities.matches.noResults']);
    await page.user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByTestId('section-tab-career'));
    expect(window.location.search).toBe('?tab=career');
    expect(screen.getByTestId('player-career').textContent).toContain(zh['entities.career.empty']);
    await page.user.keyboard('{ArrowRight}');
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByTestId('player-season')).toBeTruthy();
  });

  it('in vi: his name, club and the compare link', async () => {
    const page = await renderPage('/cau-thu/le-thanh-huy/116', { api: playerApi() });
    await page.ready();
    expect(screen.getByTestId('entity-name').textContent).toBe('Lê Thành Huy');
    expect(screen.getByTestId('player-team').textContent).toBe('Hà Nội FC');
    expect(screen.getByTestId('player-compare').textContent).toBe(vi['entities.player.compare']);
  });
});
