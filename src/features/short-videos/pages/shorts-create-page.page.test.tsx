import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { shortCategories } from '../../../testing/fixtures/shorts';
import { member } from '../../../testing/fixtures/shell';
import { renderPage } from '../../../testing/render-page';

function createApi(): FakeApi {
  return new FakeApi().answer('GET other/api/short-video/categories', ({ language }) => shortCategories(language));
}

// The page's module is loaded once before the tests, as the router loads it on a first visit: each
// test's time is then its own.
beforeAll(() => import('./shorts-create-page'));

describe('posting a short video', () => {
  it('asks a guest to log in', async () => {
    const page = await renderPage('/video-ngan/trang-ca-nhan/tao-moi', { api: createApi() });
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tạo video mới');
    const notice = screen.getByTestId('short-sign-in');
    expect(notice.textContent).toContain('Đăng nhập để đăng video ngắn lên kênh của bạn.');
    await page.user.click(within(notice).getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByTestId('login-form', {}, { timeout: 3_000 })).toBeTruthy();
  });

  it('gives a member the form with the categories in their language, and refuses what cannot be sent before sending', async () => {
    const page = await renderPage('/video-ngan/trang-ca-nhan/tao-moi', { api: createApi(), member: member(), locale: 'en' });
    await page.ready();
    const form = await screen.findByTestId('short-upload-form', {}, { timeout: 3_000 });
    expect(form.getAttribute('data-state')).toBe('editing');
    const category = within(form).getByTestId('short-upload-category') as HTMLSelectElement;
    await waitFor(() => expect([...category.options].map((o) => o.textContent)).toEqual(['Football', 'Basketball', 'Esport', 'Behind the scenes', 'Volleyball']));

    // Sent from the keyboard without a video: it says so and sends nothing.
    await page.user.type(within(form).getByTestId('short-upload-caption'), 'Văn Quyết sút xa #vleague');
    within(form).getByTestId('short-upload-submit').focus();
    await page.user.keyboard('{Enter}');
    expect((await within(form).findByTestId('short-upload-problem', {}, { timeout: 3_000 })).textContent).toBe('Choose a video file.');

    // A file over 100 MB is refused before it is sent.
    const big = new File(['x'], 'qua-lon.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 101 * 1024 * 1024 });
    await page.user.upload(within(form).getByTestId('short-upload-file') as HTMLInputElement, big);
    await page.user.click(within(form).getByTestId('short-upload-submit'));
    await waitFor(() => expect(within(form).getByTestId('short-upload-problem').textContent).toBe('The video is too large: at most 100 MB.'));
    expect(form.getAttribute('data-state')).toBe('editing');
    expect(page.api.calls().filter((call) => call.method === 'POST' && call.path.startsWith('other/api/short-video'))).toHaveLength(0);
  });
});
