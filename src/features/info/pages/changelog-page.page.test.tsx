/**
 * The changelog (/nhat-ky-thay-doi): every day and change as the API answers it in the visitor's
 * language, newest first, its Markdown drawn (bold, links, lists) and raw HTML in it shown as text; the
 * project's own changelog read whole in Vietnamese and Chinese; a
 * day not translated yet marked as English, with a note; dates in the visitor's language; its skeleton,
 * an empty changelog, a failed load's retry.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import { FakeApi } from '../../../testing/fake-api';
import { changelog } from '../../../testing/fixtures/info';
import { PHONE, renderPage } from '../../../testing/render-page';
import { changelogIn, parseChangelog } from '../../../../server/src/routes/info/routes';

/** The project's own changelog file in `language`, parsed as the server parses it. */
const ownFile = (language: 'en' | 'vi' | 'zh') =>
  parseChangelog(readFileSync(new URL(`../../../../CHANGELOG${language === 'en' ? '' : `.${language}`}.md`, import.meta.url), 'utf8'));

const find = (testId: string) => screen.findByTestId(testId, {}, { timeout: 5_000 });
const changelogApi = () => new FakeApi().answer('GET other/api/changelog', (request) => changelog(request.language));
const notes = (day: HTMLElement, note: string) => within(day).queryAllByText(note).length;

describe('the changelog', () => {
  it('shows every day newest first in Vietnamese, code names set apart, an untranslated day marked as English', async () => {
    const page = await renderPage('/nhat-ky-thay-doi', { api: changelogApi() });
    await page.ready();
    expect(page.api.calls('GET other/api/changelog')[0]!.language).toBe('vi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(vi['route.changelog']);
    const { entries } = changelog('vi');
    const days = screen.getAllByTestId('changelog-entry');
    expect(days.map((day) => day.getAttribute('data-date'))).toEqual(entries.map((e) => e.date));
    expect(within(days[0]!).getByRole('heading', { level: 2 }).textContent).toBe('Thứ Tư, 25 tháng 11, 2026');
    expect(within(screen.getByRole('list', { name: vi['changelog.label'] })).getAllByTestId('changelog-entry')).toHaveLength(3);
    for (const [i, entry] of entries.entries()) {
      // The text without its backticks: the names between them are <code>.
      expect(within(days[i]!).getAllByTestId('changelog-item').map((item) => item.textContent)).toEqual(entry.items.map((item) => item.replaceAll('`', '').replaceAll('**', '')));
    }
    const coded = within(days[1]!).getAllByTestId('changelog-item')[0]!;
    expect(coded.textContent).toMatch(/^Trình đọc truyện nhớ trang/);
    expect([...coded.querySelectorAll('code')].map((code) => code.textContent)).toEqual(['localStorage']);
    expect([...coded.querySelectorAll('strong')].map((stress) => stress.textContent)).toEqual(['Trình đọc truyện']);
    expect(coded.querySelectorAll(':not(code, strong)')).toHaveLength(0);
    // The newest day is not translated yet: English, said so, and marked for screen readers.
    expect(notes(days[0]!, vi['changelog.inEnglish'])).toBe(1);
    expect(within(days[0]!).getByRole('list').getAttribute('lang')).toBe('en');
    expect(notes(days[1]!, vi['changelog.inEnglish'])).toBe(0);
    expect(within(days[1]!).getByRole('list').hasAttribute('lang')).toBe(false);
  });

  it('draws stars and backticks left open as they are written, and markup as text', async () => {
    const odd = { intro: '', entries: [{ date: '2026-11-26', language: 'vi' as const, items: ['<b>Đậm</b> ** một `mã` và `dở'] }] };
    const page = await renderPage('/nhat-ky-thay-doi', { api: new FakeApi().answer('GET other/api/changelog', odd) });
    await page.ready();
    const item = screen.getByTestId('changelog-item');
    expect(item.textContent).toBe('<b>Đậm</b> ** một mã và `dở');
    expect(item.querySelectorAll('b, strong')).toHaveLength(0);
    expect([...item.querySelectorAll('code')].map((code) => code.textContent)).toEqual(['mã']);
  });

  it('draws Markdown: bold, links to the site and outside it, a nested list; raw HTML and unsafe links stay text', async () => {
    const markdown = {
      intro: '',
      entries: [
        {
          date: '2026-11-26',
          language: 'vi' as const,
          items: [
            'Mở **[bảng tin](/bang-ton)** hoặc xem [trang ngoài](https://example.com/tin).',
            'Nội dung mới:\n- **tin tức**;\n- phim',
            '<img src=x onerror=alert(1)> [bấm](javascript:alert(1)) <script>alert(2)</script>',
          ],
        },
      ],
    };
    const page = await renderPage('/nhat-ky-thay-doi', { api: new FakeApi().answer('GET other/api/changelog', markdown) });
    await page.ready();
    const [links, nested, unsafe] = screen.getAllByTestId('changelog-item');
    expect(links!.textContent).toBe('Mở bảng tin hoặc xem trang ngoài.');
    expect([...links!.querySelectorAll('strong')].map((b) => b.textContent)).toEqual(['bảng tin']);
    const [inside, outside] = within(links!).getAllByRole('link');
    expect(inside!.getAttribute('href')).toBe('/bang-ton');
    expect(inside!.hasAttribute('target')).toBe(false);
    expect(outside!.getAttribute('href')).toBe('https://example.com/tin');
    expect(outside!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(nested!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['tin tức;', 'phim']);
    expect(nested!.querySelector('strong')!.textContent).toBe('tin tức');
    expect(unsafe!.textContent).toBe('<img src=x onerror=alert(1)> [bấm](javascript:alert(1)) <script>alert(2)</script>');
    expect(unsafe!.querySelectorAll('img, script, a')).toHaveLength(0);
    // A link to a page of the site goes through the router.
    await page.user.click(inside!);
    expect(location.pathname).toBe('/bang-ton');
    page.unmount();
  });

  it.each(['vi', 'zh'] as const)('reads the project’s own changelog whole in %s: every day in that language, no Markdown left raw', async (language) => {
    const own = changelogIn(language, ownFile('en'), ownFile(language));
    const page = await renderPage('/nhat-ky-thay-doi', { api: new FakeApi().answer('GET other/api/changelog', own), locale: language });
    await page.ready();
    const days = screen.getAllByTestId('changelog-entry');
    expect(days).toHaveLength(own.entries.length);
    expect(screen.queryByText((language === 'vi' ? vi : zh)['changelog.inEnglish'])).toBeNull();
    // Written in the reader's language: Vietnamese letters, or Chinese characters, in every change.
    const ownLetters = language === 'vi' ? /[ăâđêôơưàảãáạèẻẽéẹìỉĩíịòỏõóọùủũúụỳỷỹýỵ]/i : /[\u3400-\u9fff]/;
    const items = screen.getAllByTestId('changelog-item');
    for (const item of items) {
      expect(item.textContent).toMatch(ownLetters);
      expect(item.textContent).not.toMatch(/\*\*|`|\]\(|npm |\.md\b/);
    }
    expect(document.querySelectorAll('[data-testid=changelog-item] strong').length).toBeGreaterThan(5);
    expect([...document.querySelectorAll('[data-testid=changelog-item] a')].map((a) => a.getAttribute('href'))).toContain('/bang-ton');
    expect(document.querySelectorAll('[data-testid=changelog-item] ul li').length).toBe(7);
    page.unmount();
  });

  it('gives English readers every day in English, without the note', async () => {
    const english = await renderPage('/nhat-ky-thay-doi', { api: changelogApi(), locale: 'en' });
    await english.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['route.changelog']);
    expect(screen.queryByText(en['changelog.inEnglish'])).toBeNull();
    expect(screen.getAllByTestId('changelog-item')[2]!.textContent).toMatch(/^The comic reader keeps your place/);
    expect(screen.getAllByTestId('changelog-entry')[0]!.querySelector('time')!.textContent).toBe('Wednesday, November 25, 2026');
  });

  it('gives Chinese readers the days in Chinese, the untranslated one in English with the note', async () => {
    const chinese = await renderPage('/nhat-ky-thay-doi', { api: changelogApi(), locale: 'zh' });
    await chinese.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(zh['route.changelog']);
    const days = screen.getAllByTestId('changelog-entry');
    expect(notes(days[0]!, zh['changelog.inEnglish'])).toBe(1);
    expect(within(days[2]!).getByTestId('changelog-item').textContent).toBe('全站三種語言：越南語、英語和繁體中文。');
    expect(notes(days[2]!, zh['changelog.inEnglish'])).toBe(0);
    expect(screen.getAllByTestId('changelog-entry')[0]!.querySelector('time')!.textContent).toBe('2026年11月25日 星期三');
  });

  it('shows its skeleton while loading', async () => {
    const api = changelogApi();
    const held = api.hold('GET other/api/changelog');
    const page = await renderPage('/nhat-ky-thay-doi', { api, width: PHONE });
    const loading = await find('changelog');
    expect(loading.getAttribute('data-state')).toBe('loading');
    expect(loading.querySelector('[aria-busy=true]')!.textContent).toBe(vi['common.loading']);
    held.release();
    await page.ready();
    expect(screen.getByTestId('changelog').getAttribute('data-state')).toBe('ready');
  });

  it('says when nothing is written yet', async () => {
    const none = new FakeApi().answer('GET other/api/changelog', { intro: changelog('en').intro, entries: [] });
    await renderPage('/nhat-ky-thay-doi', { api: none, locale: 'en' });
    expect(within(await find('changelog-empty')).getByRole('heading').textContent).toBe(en['changelog.empty']);
  });

  it('says a load failed and loads again on retry', async () => {
    const failing = new FakeApi().fail('GET other/api/changelog', 500, 'Lỗi máy chủ');
    const retried = await renderPage('/nhat-ky-thay-doi', { api: failing, width: PHONE });
    const failed = await find('load-failed');
    expect(failed.textContent).toContain('Lỗi máy chủ');
    failing.answer('GET other/api/changelog', changelog());
    await retried.user.click(within(failed).getByRole('button', { name: vi['common.retry'] }));
    await retried.ready();
    expect(screen.getAllByTestId('changelog-entry')).toHaveLength(3);
  });
});
