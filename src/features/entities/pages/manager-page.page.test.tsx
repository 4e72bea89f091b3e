/**
 * A manager's page (/quan-ly-doi-bong/{manager}/{id}) as a visitor meets it: his profile (nationality,
 * age, preferred formation), his club since when, this season's record and form, his next and last
 * matches; the skeleton, a failed call's retry, a manager without a club, the not-found page, in
 * vi, en and zh.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import type { ManagerDetail } from '../../../../contracts/schemas/sports/entities';
import { FakeApi } from '../../../testing/fake-api';
import { managerDetail, managerName, notFoundMessage, pinClock, teamName } from '../../../testing/fixtures/sports';
import { renderPage } from '../../../testing/render-page';

const MANAGER = 'GET live/api/football/manager';
const managerApi = () => new FakeApi().answer<ManagerDetail>(MANAGER, ({ query, language }) => managerDetail(Number(query.get('id')), language));

beforeEach(pinClock);

describe('a manager’s page', () => {
  it('an unknown id shows the not-found page with the server’s words', async () => {
    await renderPage('/quan-ly-doi-bong/x/999', { api: new FakeApi().fail(MANAGER, 404, notFoundMessage('manager', 999)) });
    expect(await screen.findByText(notFoundMessage('manager', 999), {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(vi['entities.notFound.manager']);
  });

  it('in zh: his profile, his club since when, the season’s record and form, and his matches', async () => {
    const page = await renderPage('/quan-ly-doi-bong/mano-polking/302', { api: managerApi(), locale: 'zh' });
    await page.ready();
    const d = managerDetail(302, 'zh');
    expect(screen.getByTestId('entity-name').textContent).toBe(managerName(302, 'zh'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${managerName(302, 'zh')}`);
    expect(screen.getByTestId('manager-team').textContent).toBe(teamName(2, 'zh'));
    const profile = screen.getByTestId('manager-profile');
    expect(profile.textContent).toContain(d.manager.formation);
    expect(profile.textContent).toContain(d.manager.nationality);
    expect(screen.getByTestId('manager-career').textContent).toContain(zh['entities.manager.sinceNow'].replace('{year}', String(d.manager.since)));
    expect(screen.getByTestId('manager-record').querySelectorAll('[data-result]')).toHaveLength(d.form.length);
    expect(within(screen.getByTestId('manager-upcoming')).getAllByTestId('match-row')).toHaveLength(d.upcoming.length);
    expect(within(screen.getByTestId('manager-recent')).getAllByTestId('match-row')[0]!.textContent).toContain(teamName(1, 'zh'));
  });

  it('in en: a failed call retries through the skeleton; a manager between clubs says so', async () => {
    const api = managerApi().fail(MANAGER, 502, 'Bad gateway');
    const page = await renderPage('/quan-ly-doi-bong/le-duc-tuan/301', { api, locale: 'en' });
    const failed = await screen.findByTestId('load-failed', {}, { timeout: 5_000 });
    expect(failed.textContent).toContain('Bad gateway');
    api.answer<ManagerDetail>(MANAGER, ({ language }) => ({ ...managerDetail(301, language), team: null, upcoming: [], recent: [] }));
    const held = api.hold(MANAGER);
    await page.user.click(within(failed).getByRole('button', { name: en['common.retry'] }));
    expect((await screen.findByTestId('entity-loading')).getAttribute('aria-busy')).toBe('true');
    held.release();
    await page.ready();
    expect(screen.getByTestId('entity-name').textContent).toBe('Le Duc Tuan');
    expect(screen.queryByTestId('manager-team')).toBeNull();
    expect(screen.getByTestId('manager-career').textContent).toContain(en['entities.manager.noClub']);
    expect(screen.getByTestId('manager-upcoming').textContent).toContain(en['entities.matches.noFixtures']);
  });

  it('in vi: his club and profile', async () => {
    const page = await renderPage('/quan-ly-doi-bong/le-duc-tuan/301', { api: managerApi() });
    await page.ready();
    expect(screen.getByTestId('entity-name').textContent).toBe('Lê Đức Tuấn');
    expect(screen.getByTestId('manager-team').textContent).toBe('Hà Nội FC');
    expect(screen.getByTestId('manager-profile').textContent).toContain('4-4-2');
  });
});
