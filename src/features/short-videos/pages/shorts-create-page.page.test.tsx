import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { answerUploads } from '../../../testing/fake-uploads';
import { uploadQuota } from '../../../testing/fixtures/account';
import { shortCategories } from '../../../testing/fixtures/shorts';
import { member } from '../../../testing/fixtures/shell';
import { renderPage } from '../../../testing/render-page';

function createApi(quota = uploadQuota(12.5, 3)): FakeApi {
  return new FakeApi()
    .answer('GET other/api/short-video/categories', ({ language }) => shortCategories(language))
    .answer('GET live/api/user/upload-quota', quota);
}

/** A video of `megabytes` picked in the form (its bytes are never read here). */
function videoOf(megabytes: number, name = 'ban-thang.mp4'): File {
  const file = new File(['x'], name, { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: megabytes * 1024 * 1024 });
  return file;
}

// The page's module is loaded once before the tests, as the router loads it on a first visit: each
// test's time is then its own.
beforeAll(() => import('./shorts-create-page'));

describe('posting a short video', () => {
  it('picks the video from a picker that names the chosen file and says its size in the visitor’s language', async () => {
    const page = await renderPage('/video-ngan/trang-ca-nhan/tao-moi', { api: createApi(), member: member() });
    await page.ready();
    const form = await screen.findByTestId('short-upload-form', {}, { timeout: 3_000 });
    const picker = within(form).getByTestId('short-upload-picker');
    expect(within(picker).getByTestId('short-upload-file-name').textContent).toBe('Chọn một video');
    expect(within(picker).getByTestId('short-upload-file-size').textContent).toBe('hoặc kéo thả tệp vào đây');
    const input = within(form).getByLabelText('Tệp video') as HTMLInputElement;
    expect(input.getAttribute('aria-describedby')).toContain('short-file-chosen');

    const small = new File(['x'], 'pha-bong-ngan.mp4', { type: 'video/mp4' });
    Object.defineProperty(small, 'size', { value: 22 * 1024 + 400 });
    await page.user.upload(input, small);
    await waitFor(() => expect(within(picker).getByTestId('short-upload-file-name').textContent).toBe('pha-bong-ngan.mp4'));
    expect(within(picker).getByTestId('short-upload-file-size').textContent).toBe('22 kB');
    expect(picker.textContent).toContain('Đổi video');

    await page.user.upload(input, videoOf(3.4, 'ban-thang-dep.mov'));
    await waitFor(() => expect(within(picker).getByTestId('short-upload-file-name').textContent).toBe('ban-thang-dep.mov'));
    expect(within(picker).getByTestId('short-upload-file-size').textContent).toBe('3,4 MB');
  });


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

  it('shows what the member has uploaded today, refuses a video past what is left before sending it, and says the server’s refusal', async () => {
    const page = await renderPage('/video-ngan/trang-ca-nhan/tao-moi', { api: createApi(uploadQuota(250, 3)), member: member() });
    await page.ready();
    const form = await screen.findByTestId('short-upload-form', {}, { timeout: 3_000 });
    const quota = await within(form).findByTestId('upload-quota');
    expect(quota.textContent).toBe('Hôm nay bạn đã tải lên 250/300 MB và 3/30 tệp.');
    expect(within(form).getByTestId('short-upload-file').getAttribute('aria-describedby')).toContain(quota.id);

    const uploads = answerUploads(429, 'Bạn đang có một lượt tải lên chưa xong: mỗi lần chỉ tải lên 1 lượt, hãy chờ lượt trước hoàn tất');
    await page.user.type(within(form).getByTestId('short-upload-caption'), 'Siêu phẩm sút xa');
    await page.user.upload(within(form).getByTestId('short-upload-file') as HTMLInputElement, videoOf(60));
    await page.user.click(within(form).getByTestId('short-upload-submit'));
    await waitFor(() => expect(within(form).getByTestId('short-upload-problem').textContent).toBe('Vượt giới hạn tải lên mỗi ngày: tối đa 300 MB, hôm nay còn 50 MB.'));
    expect(uploads.sent).toEqual([]);

    // A video that fits goes; the server's refusal is said as it wrote it, and the quota is read again.
    await page.user.upload(within(form).getByTestId('short-upload-file') as HTMLInputElement, videoOf(40));
    const quotaReads = page.api.calls('GET live/api/user/upload-quota').length;
    await page.user.click(within(form).getByTestId('short-upload-submit'));
    expect((await within(form).findByTestId('short-upload-error', {}, { timeout: 3_000 })).textContent).toBe(
      'Bạn đang có một lượt tải lên chưa xong: mỗi lần chỉ tải lên 1 lượt, hãy chờ lượt trước hoàn tất',
    );
    expect(uploads.sent).toEqual(['other/api/short-video/upload']);
    await waitFor(() => expect(page.api.calls('GET live/api/user/upload-quota').length).toBeGreaterThan(quotaReads));
  });

  it('says the quota and its refusal in English and Chinese', async () => {
    for (const [locale, note, refusal] of [
      ['en', 'Uploaded today: 300 of 300 MB and 30 of 30 files.', 'You have uploaded your 30 files for today (the daily limit): try again tomorrow.'],
      ['zh', '今天已上傳 300/300 MB、30/30 個檔案。', '你今天已上傳 30 個檔案（每日上限）：請明天再試。'],
    ] as const) {
      const page = await renderPage('/video-ngan/trang-ca-nhan/tao-moi', { api: createApi(uploadQuota(300, 30)), member: member(), locale });
      await page.ready();
      const form = await screen.findByTestId('short-upload-form', {}, { timeout: 3_000 });
      expect((await within(form).findByTestId('upload-quota')).textContent).toBe(note);
      await page.user.upload(within(form).getByTestId('short-upload-file') as HTMLInputElement, videoOf(1));
      await waitFor(() => expect(within(form).getByTestId('short-upload-problem').textContent).toBe(refusal));
      page.unmount();
    }
  });
});
