/** About us (/ve-chung-toi): the site's own words from the catalogue, in vi, en and zh. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import { FakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';

const CATALOGUES = { vi, en, zh } as const;

describe('about us', () => {
  it.each(['vi', 'en', 'zh'] as const)('tells what the site is, under its headings (%s)', async (locale) => {
    const t = CATALOGUES[locale];
    const api = new FakeApi();
    const page = await renderPage('/ve-chung-toi', { api, locale });
    await page.ready();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe(t['route.about']);
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([t['about.watch.title'], t['about.community.title'], t['about.languages.title']]);
    for (const id of ['about.intro', 'about.watch.body', 'about.community.body', 'about.languages.body'] as const) expect(main.getByText(t[id])).toBeTruthy();
    // The page asks the API for nothing of its own.
    expect(api.unanswered).toEqual([]);
  });
});
