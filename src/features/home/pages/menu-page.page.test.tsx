import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { menu } from '../../../testing/fixtures/shell';
import { PHONE, renderPage } from '../../../testing/render-page';

/** The menu's own list of sections (the header has its own links). */
const sections = (name: string) => screen.getByRole('navigation', { name });

// The page's module is loaded once before the tests, as the router loads it on a first visit: each
// test's time is then its own.
beforeAll(() => import('./menu-page'));

describe('the phone menu', () => {
  for (const [locale, title, heading, names] of [
    ['vi', 'Danh mục', 'Chuyên mục', ['Trang chủ', 'Lịch trực tiếp', 'Kết quả', 'Tin tức', 'Highlight', 'Tip kèo', 'Bảng tin']],
    ['en', 'Menu', 'Sections', ['Home', 'Live schedule', 'Results', 'News', 'Highlights', 'Odds tips', 'Community']],
    ['zh', '選單', '所有分類', ['首頁', '直播時間表', '賽果', '新聞', '精華', '賠率貼士', '社群']],
  ] as const) {
    it(`lists every section of the menu data in ${locale}${locale === 'vi' ? ', and switches the language from the keyboard' : ''}`, async () => {
      const page = await renderPage('/menu', { locale, width: PHONE });
      await page.ready();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      // The menu comes with the shell's data (its skeleton is not a busy region).
      const links = await within(sections(heading)).findAllByRole('link', {}, { timeout: 3_000 });
      expect(links.map((a) => a.textContent?.replace(/(Hot|熱門)$/, ''))).toEqual([...names]);
      expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/lich-truc-tiep', '/ket-qua/bong-da', '/tin-tuc', '/highlight', '/tip-keo', '/bang-ton']);
      // The hot item carries its badge.
      expect(links[1]!.textContent).toMatch(/(Hot|熱門)$/);
      if (locale !== 'vi') return;
      // The language switcher: the current one pressed; English chosen with the keyboard redraws the menu in English.
      const switcher = screen.getByTestId('language-switcher');
      const english = within(switcher).getByRole('button', { pressed: false, name: /English/ });
      expect(within(switcher).getByRole('button', { pressed: true }).getAttribute('lang')).toBe('vi');
      english.focus();
      await page.user.keyboard('{Enter}');
      expect(await screen.findByRole('navigation', { name: 'Sections' }, { timeout: 3_000 })).toBeTruthy();
      // The menu's names are the server's, read again in English.
      await waitFor(() => expect(within(sections('Sections')).getAllByRole('link')[0]!.textContent).toBe('Home'), { timeout: 3_000 });
      expect(page.api.calls('POST al/api/live/menu').at(-1)!.language).toBe('en');
    });
  }

  it('holds its place while the menu loads, and says the menu failed with a retry that loads it', async () => {
    const api = new FakeApi();
    const held = api.hold('POST al/api/live/menu');
    const page = await renderPage('/menu', { api, width: PHONE });
    const nav = sections('Chuyên mục');
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    expect(nav.querySelectorAll('li[aria-hidden=true]')).toHaveLength(6);
    api.fail('POST al/api/live/menu', 503, 'Máy chủ đang bận');
    held.release();

    const failed = await within(nav).findByTestId('shell-failed', {}, { timeout: 3_000 });
    expect(failed.textContent).toContain('Thử lại');
    api.answer('POST al/api/live/menu', ({ language }) => menu(language));
    await page.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    expect((await within(nav).findAllByRole('link', {}, { timeout: 3_000 })).length).toBe(7);
    expect(within(nav).queryByTestId('shell-failed')).toBeNull();
  });
});
