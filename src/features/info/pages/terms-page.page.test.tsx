/** Terms and conditions (/dieu-kien-dieu-khoan): the numbered sections from the catalogue, in vi, en and zh. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import { FakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';

const CATALOGUES = { vi, en, zh } as const;
const SECTIONS = ['acceptance', 'accounts', 'content', 'conduct', 'privacy'] as const;

describe('the terms and conditions', () => {
  it.each(['vi', 'en', 'zh'] as const)('list their five sections in order (%s)', async (locale) => {
    const t = CATALOGUES[locale];
    const api = new FakeApi();
    const page = await renderPage('/dieu-kien-dieu-khoan', { api, locale });
    await page.ready();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe(t['route.terms']);
    expect(main.getByText(t['intro.terms'])).toBeTruthy();
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(SECTIONS.map((s) => t[`terms.${s}.title`]));
    for (const s of SECTIONS) expect(main.getByText(t[`terms.${s}.body`])).toBeTruthy();
    expect(api.unanswered).toEqual([]);
  });
});
