import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { memberShell } from '../../../testing/fixtures/account';
import { NOT_FRIENDS, person, profileFeed } from '../../../testing/fixtures/community';
import { member } from '../../../testing/fixtures/shell';
import { renderPage } from '../../../testing/render-page';

// A loaded 2-core machine draws a page in a second or more: wait for what it shows as long as ready() does.

const PROFILE = 'GET other/api/community/profiles/202';
const ASK = 'POST live/api/user/friend/send-request';

function profileApi(): FakeApi {
  return memberShell(new FakeApi())
    .answer(PROFILE, profileFeed(person(1)))
    .answer('GET live/api/user/friend/is-friend', NOT_FRIENDS)
    .answer(ASK, { requestId: 900, status: 'pending-sent' });
}

describe('a member’s board page', () => {
  it('shows the member’s name, counts and posts in each language', async () => {
    for (const [locale, friends] of [
      ['vi', 'bạn bè'],
      ['en', 'friends'],
      ['zh', '好友'],
    ] as const) {
      const page = await renderPage('/bang-ton/trang-ca-nhan/202', { api: profileApi(), locale });
      await page.ready();
      // The page is named after the member (their name as they set it, in every language).
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mai Hà Thành');
      const header = screen.getByTestId('profile-header');
      expect(within(header).getByTestId('profile-name').textContent).toBe('Mai Hà Thành');
      expect(within(header).getByTestId('level-badge').textContent).toBe('LV 37');
      expect(header.textContent).toContain('142');
      expect(header.textContent).toContain(friends);
      expect(within(screen.getByTestId('profile-posts')).getAllByTestId('board-post')).toHaveLength(3);
      page.unmount();
    }
  }, 20_000);

  it('loads, fails with a retry, and says when there is no such member', async () => {
    const api = profileApi();
    const held = api.hold(PROFILE);
    const page = await renderPage('/bang-ton/trang-ca-nhan/202', { api });
    expect((await screen.findByTestId('board-profile')).getAttribute('data-state')).toBe('loading');
    expect(screen.queryByTestId('profile-header')).toBeNull();
    held.release();
    await page.ready();
    expect(screen.getByTestId('profile-name').textContent).toBe('Mai Hà Thành');
    page.unmount();

    const failing = profileApi().fail(PROFILE, 500);
    const again = await renderPage('/bang-ton/trang-ca-nhan/202', { api: failing });
    // The header and the posts failed, each with its retry.
    await waitFor(() => expect(screen.getAllByTestId('load-failed')).toHaveLength(2));
    failing.answer(PROFILE, profileFeed(person(1)));
    for (const failed of screen.getAllByTestId('load-failed')) await again.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await again.ready();
    expect(screen.getByTestId('profile-name').textContent).toBe('Mai Hà Thành');
    expect(within(screen.getByTestId('profile-posts')).getAllByTestId('board-post')).toHaveLength(3);
    again.unmount();

    await renderPage('/bang-ton/trang-ca-nhan/9999', { api: profileApi().fail('GET other/api/community/profiles/9999', 404) });
    expect((await screen.findByTestId('profile-not-found')).textContent).toContain('Không tìm thấy');
  }, 20_000);

  it('a member asks to be friends from the keyboard', async () => {
    const page = await renderPage('/bang-ton/trang-ca-nhan/202', { api: profileApi(), member: member() });
    await page.ready();
    const add = await screen.findByTestId('friend-add');
    add.focus();
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('friend-button').getAttribute('data-status')).toBe('pending-sent'));
    await waitFor(() => expect(page.api.calls(ASK)[0]?.body).toEqual({ toUserId: 202 }));
  });
});
