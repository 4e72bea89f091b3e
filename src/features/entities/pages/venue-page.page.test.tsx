/**
 * A stadium's page (/san-van-dong/{venue}/{id}) as a visitor meets it: its facts (capacity, city,
 * opening year, surface), the clubs that play there and its next and last matches; the skeleton, a
 * failed call's retry, a stadium without clubs or matches, the not-found page, in vi, en and zh.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import type { VenueDetail } from '../../../../contracts/schemas/sports/entities';
import { FakeApi } from '../../../testing/fake-api';
import { notFoundMessage, pinClock, teamName, venueDetail, venueName } from '../../../testing/fixtures/sports';
import { renderPage } from '../../../testing/render-page';

const VENUE = 'GET live/api/football/venue';
const venueApi = () => new FakeApi().answer<VenueDetail>(VENUE, ({ query, language }) => venueDetail(Number(query.get('id')), language));

beforeEach(pinClock);

describe('a stadium’s page', () => {
  it('an unknown id shows the not-found page with the server’s words', async () => {
    await renderPage('/san-van-dong/x/999', { api: new FakeApi().fail(VENUE, 404, notFoundMessage('venue', 999, 'zh')), locale: 'zh' });
    expect(await screen.findByText(notFoundMessage('venue', 999, 'zh'), {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(zh['entities.notFound.venue']);
  });

  it('in en: the stadium’s facts, the clubs that play there and its next and last matches', async () => {
    const page = await renderPage('/san-van-dong/hang-day-stadium/201', { api: venueApi(), locale: 'en' });
    await page.ready();
    const d = venueDetail(201, 'en');
    expect(screen.getByTestId('entity-name').textContent).toBe('Hang Day Stadium');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Hang Day Stadium`);
    const facts = screen.getByTestId('venue-facts');
    expect(facts.textContent).toContain('22,500');
    expect(facts.textContent).toContain('1958');
    expect(facts.textContent).toContain(en['entities.surface.grass']);
    expect(within(facts).getByRole('img').getAttribute('alt')).toContain('Hang Day Stadium');
    expect(screen.getByTestId('venue-capacity').textContent).toBe('22,500 seats');
    expect(within(screen.getByTestId('venue-teams')).getAllByRole('link').map((l) => l.textContent)).toEqual([teamName(1, 'en'), teamName(2, 'en')]);
    expect(within(screen.getByTestId('venue-teams')).getAllByRole('link')[0]!.getAttribute('href')).toBe('/doi-bong/hanoi-fc/1');
    expect(within(screen.getByTestId('venue-upcoming')).getAllByTestId('match-row')).toHaveLength(d.upcoming.length);
    expect(within(screen.getByTestId('venue-recent')).getAllByTestId('match-row')[0]!.getAttribute('data-score')).toBe('2-1');
  });

  it('in vi: a failed call retries through the skeleton; a stadium without clubs or matches says so', async () => {
    const api = venueApi().fail(VENUE, 0);
    const page = await renderPage('/san-van-dong/san-van-dong-thien-truong/203', { api });
    const failed = await screen.findByTestId('load-failed', {}, { timeout: 5_000 });
    expect(failed.textContent).toContain(vi['common.networkError']);
    api.answer<VenueDetail>(VENUE, ({ language }) => ({ ...venueDetail(203, language), teams: [], upcoming: [], recent: [] }));
    const held = api.hold(VENUE);
    await page.user.click(within(failed).getByRole('button', { name: vi['common.retry'] }));
    expect((await screen.findByTestId('entity-loading')).getAttribute('aria-busy')).toBe('true');
    held.release();
    await page.ready();
    expect(screen.getByTestId('entity-name').textContent).toBe(venueName(203));
    expect(screen.getByTestId('venue-facts').textContent).toContain(vi['entities.surface.hybrid']);
    expect(screen.getByTestId('venue-facts').textContent).toContain('30.000');
    expect(screen.getByTestId('venue-teams').textContent).toContain(vi['entities.venue.noTeams']);
    expect(screen.getByTestId('venue-upcoming').textContent).toContain(vi['entities.matches.noFixtures']);
    expect(screen.getByTestId('venue-recent').textContent).toContain(vi['entities.matches.noResults']);
  });
});
