import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { memberShell, reviewedApplications } from '../../../testing/fixtures/account';
import { member } from '../../../testing/fixtures/shell';
import { renderPage } from '../../../testing/render-page';

// A loaded 2-core machine draws a page in a second or more: wait for what it shows as long as ready() does.

const LIST = 'GET live/api/user/commentator/applications';
const REVIEW = 'POST live/api/user/commentator/review';
const ADMIN = member({ userId: 1, username: 'admin', nickname: 'admin', displayName: 'Quản trị', siteRoleId: 4 });

function reviewApi(): FakeApi {
  return memberShell(new FakeApi())
    .answer(LIST, ({ query, language }) => reviewedApplications(query.get('status') === 'pending' || !query.get('status') ? ['pending', 'pending'] : ['approved'], language))
    .answer(REVIEW, reviewedApplications(['approved']).list[0]!);
}

describe('reviewing commentator applications', () => {
  it('lists the applications waiting for an admin, in each language', async () => {
    for (const [locale, heading, sports] of [
      ['vi', 'Duyệt đơn ứng tuyển', 'Bóng đá'],
      ['en', 'Review applications', 'Football'],
      ['zh', null, '足球'],
    ] as const) {
      const page = await renderPage('/quan-tri/ung-tuyen', { api: reviewApi(), member: ADMIN, locale });
      await page.ready();
      if (heading) expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      const cards = within(screen.getByTestId('review-list')).getAllByTestId('review-application');
      expect(cards.map((card) => card.getAttribute('data-id'))).toEqual(['12', '13']);
      expect(within(cards[0]!).getByTestId('application-name').textContent).toBe('BLV Minh Khoa');
      expect(cards[0]!.textContent).toContain('@member341');
      expect(cards[0]!.textContent).toContain(sports);
      expect(page.api.calls(LIST)[0]!.query.get('status')).toBe('pending');
      page.unmount();
    }
  }, 20_000);

  it('only admins see it: a guest is asked to sign in, a member is refused and nothing is read', async () => {
    const guest = await renderPage('/quan-tri/ung-tuyen', { api: reviewApi() });
    expect((await screen.findByTestId('review-guest')).textContent).toContain('Đăng nhập');
    guest.unmount();
    const plain = await renderPage('/quan-tri/ung-tuyen', { api: reviewApi(), member: member() });
    expect((await screen.findByTestId('review-forbidden')).textContent).toContain('Chỉ dành cho quản trị viên');
    expect(screen.queryByTestId('review-list')).toBeNull();
    expect(plain.api.calls(LIST)).toHaveLength(0);
    // The admin's entry is not in a member's account menu.
    await plain.user.click(screen.getByTestId('account-menu-trigger'));
    await screen.findByTestId('account-menu');
    expect(screen.queryByTestId('account-admin-applications')).toBeNull();
  }, 20_000);

  it('loads, says when nothing waits, fails with a retry, and filters by status from the keyboard', async () => {
    const api = reviewApi().answer(LIST, reviewedApplications([]));
    const held = api.hold(LIST);
    const page = await renderPage('/quan-tri/ung-tuyen', { api, member: ADMIN });
    await waitFor(() => expect(screen.getByTestId('review-list').getAttribute('aria-busy')).toBe('true'));
    held.release();
    expect((await screen.findByTestId('review-list-empty')).textContent).toBeTruthy();
    page.unmount();

    const failing = reviewApi().fail(LIST, 500);
    const again = await renderPage('/quan-tri/ung-tuyen', { api: failing, member: ADMIN });
    const failed = await screen.findByTestId('load-failed');
    failing.answer(LIST, ({ query }) => reviewedApplications(query.get('status') === 'approved' ? ['approved'] : ['pending', 'pending']));
    await again.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await again.ready();
    expect(screen.getAllByTestId('review-application')).toHaveLength(2);
    within(screen.getByTestId('review-filter')).getByRole('link', { name: 'Đã duyệt' }).focus();
    await again.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('review-application').map((card) => card.getAttribute('data-status'))).toEqual(['approved']));
    expect(failing.calls(LIST).at(-1)!.query.get('status')).toBe('approved');
  }, 20_000);

  it('refuses a rejection without a note, and approves with one', async () => {
    const page = await renderPage('/quan-tri/ung-tuyen', { api: reviewApi(), member: ADMIN });
    await page.ready();
    const card = within(screen.getAllByTestId('review-application')[0]!);
    await page.user.click(card.getByTestId('review-reject'));
    await waitFor(() => expect(card.getByTestId('review-note').getAttribute('aria-invalid')).toBe('true'));
    expect(page.api.calls(REVIEW)).toHaveLength(0);
    await page.user.click(card.getByTestId('review-note'));
    await page.user.paste('Giọng tốt, clip rõ ràng.');
    await page.user.click(card.getByTestId('review-approve'));
    expect((await card.findByTestId('review-outcome')).textContent).toBeTruthy();
    expect(page.api.calls(REVIEW)[0]!.body).toEqual({ id: 12, decision: 'approve', note: 'Giọng tốt, clip rõ ràng.' });
  }, 15_000);
});
