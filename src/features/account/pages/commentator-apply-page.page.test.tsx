import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { application, applicationState, memberShell, SAMPLE_LINK } from '../../../testing/fixtures/account';
import { member } from '../../../testing/fixtures/shell';
import { PHONE, renderPage } from '../../../testing/render-page';

// A loaded 2-core machine draws a page in a second or more: wait for what it shows as long as ready() does.

const MINE = 'GET live/api/user/commentator/application';
const APPLY = 'POST live/api/user/commentator/apply';

function applyApi(status: 'pending' | 'approved' | 'rejected' | null = null): FakeApi {
  return memberShell(new FakeApi())
    .answer(MINE, ({ language }) => applicationState(status, language))
    .answer(APPLY, application('pending'));
}


describe('applying to be a commentator', () => {
  it('shows the form to a member without an application, and names what is missing in the page’s language', async () => {
    for (const [locale, heading, missing] of [
      ['vi', 'Ứng tuyển bình luận viên', 'Tên hiển thị là bắt buộc'],
      ['en', 'Become a commentator', 'Display name is required'],
      ['zh', null, null],
    ] as const) {
      const page = await renderPage('/ung-tuyen-binh-luan-vien', { api: applyApi(), member: member(), locale, width: PHONE });
      await page.ready();
      if (heading) expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      expect(screen.getByTestId('commentator-apply').getAttribute('data-state')).toBe('none');
      expect(screen.queryByTestId('application-status-card')).toBeNull();
      await page.user.click(screen.getByTestId('application-submit'));
      const error = await screen.findByTestId('application-error-displayName');
      if (missing) expect(error.textContent).toBe(missing);
      expect(screen.getByTestId('application-displayName').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByTestId('application-error-sports')).toBeTruthy();
      expect(page.api.calls(APPLY)).toHaveLength(0);
      page.unmount();
    }
  }, 20_000);

  it('shows the member’s application: waiting, approved with the host badge, rejected with the reviewer’s note', async () => {
    const pending = await renderPage('/ung-tuyen-binh-luan-vien', { api: applyApi('pending'), member: member() });
    await pending.ready();
    const card = screen.getByTestId('application-status-card');
    expect(card.getAttribute('data-status')).toBe('pending');
    expect(card.textContent).toContain('BLV Minh Khoa');
    expect(card.textContent).toContain('Chúng tôi đang xem xét đơn của bạn');
    expect(screen.queryByTestId('application-form')).toBeNull();
    pending.unmount();

    const approved = await renderPage('/ung-tuyen-binh-luan-vien', { api: applyApi('approved'), member: member({ siteRoleId: 2 }) });
    await approved.ready();
    expect(screen.getByTestId('application-status-card').getAttribute('data-status')).toBe('approved');
    expect(screen.getByTestId('application-approved').textContent).toContain('BLV');
    approved.unmount();

    const rejected = await renderPage('/ung-tuyen-binh-luan-vien', { api: applyApi('rejected'), member: member() });
    await rejected.ready();
    expect(screen.getByTestId('application-review-note').textContent).toContain('Clip mẫu chưa có tiếng bình luận');
    expect(screen.getByTestId('application-form')).toBeTruthy();
  }, 20_000);

  it('a guest is asked to sign in; the member’s application loads and fails with a retry', async () => {
    const guest = await renderPage('/ung-tuyen-binh-luan-vien', { api: applyApi() });
    expect((await screen.findByTestId('commentator-guest')).textContent).toContain('Đăng nhập');
    expect(guest.api.calls(MINE)).toHaveLength(0);
    guest.unmount();

    const api = applyApi();
    const held = api.hold(MINE);
    const page = await renderPage('/ung-tuyen-binh-luan-vien', { api, member: member() });
    expect((await screen.findByTestId('section-loading')).getAttribute('aria-busy')).toBe('true');
    held.release();
    await page.ready();
    page.unmount();

    const failing = applyApi().fail(MINE, 500);
    const again = await renderPage('/ung-tuyen-binh-luan-vien', { api: failing, member: member() });
    const failed = await screen.findByTestId('load-failed');
    failing.answer(MINE, applicationState('pending'));
    await again.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await again.ready();
    expect(screen.getByTestId('application-status-card').getAttribute('data-status')).toBe('pending');
  }, 20_000);

  it('sends a filled application with Enter; the page then shows it waiting', async () => {
    const api = applyApi();
    const page = await renderPage('/ung-tuyen-binh-luan-vien', { api, member: member() });
    await page.ready();
    api.answer(MINE, applicationState('pending'));
    const fill = async (name: string, text: string) => {
      await page.user.click(screen.getByTestId(`application-${name}`));
      await page.user.paste(text);
    };
    await fill('displayName', 'BLV Minh Khoa');
    await page.user.click(within(screen.getByTestId('application-languages')).getByLabelText('Tiếng Việt'));
    await page.user.click(within(screen.getByTestId('application-sports')).getByLabelText('Bóng đá'));
    await fill('experience', application('pending').experience);
    await fill('motivation', application('pending').motivation);
    await fill('sampleLink', SAMPLE_LINK);
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('application-status-card').getAttribute('data-status')).toBe('pending'));
    expect(api.calls(APPLY)[0]!.body).toEqual({
      displayName: 'BLV Minh Khoa',
      languages: ['vi'],
      sports: ['football'],
      experience: application('pending').experience,
      sampleLink: SAMPLE_LINK,
      motivation: application('pending').motivation,
    });
  }, 15_000);
});
