import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { memberShell } from '../../../testing/fixtures/account';
import { groupDetail, pageOf, person, postStream } from '../../../testing/fixtures/community';
import { member } from '../../../testing/fixtures/shell';
import { renderPage } from '../../../testing/render-page';
import type { GroupMember } from '../../../../contracts/schemas/community';

// A loaded 2-core machine draws a page in a second or more: wait for what it shows as long as ready() does.

const GROUP = 'GET other/api/community/groups/31';
const POSTS = 'GET other/api/community/groups/31/posts';
const MEMBERS = 'GET other/api/community/groups/31/members';

const groupMember = (index: number, role: GroupMember['role'] = 'member'): GroupMember => ({ ...person(index), role, status: 'member', joinedAt: '2026-09-02T03:00:00.000Z' });

function groupApi(): FakeApi {
  return memberShell(new FakeApi())
    .answer(GROUP, ({ language }) => groupDetail(0, language))
    .answer(POSTS, postStream(3))
    .answer(MEMBERS, pageOf([groupMember(0, 'owner'), groupMember(4), groupMember(5)]))
    .answer('POST other/api/community/groups/31/membership', { groupId: 31, userId: 100, status: 'member', role: 'member', membersCount: 12_481 });
}

const h1 = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('a group of the board', () => {
  it('shows the group from the data (its name in the title, its topic in the visitor’s language) and its posts', async () => {
    for (const [locale, heading, topic, privacy] of [
      ['vi', 'Hội CĐV Hà Nội FC', 'Bóng đá', 'Công khai'],
      ['en', 'Hội CĐV Hà Nội FC', 'Football', 'Public'],
      ['zh', 'Hội CĐV Hà Nội FC', '足球', '公開'],
    ] as const) {
      const page = await renderPage('/bang-ton/nhom/31', { api: groupApi(), locale });
      await page.ready();
      expect(h1()).toBe(heading);
      const header = screen.getByTestId('group-header');
      // The name is in the page's heading, not said again in the header.
      expect(within(header).queryByText('Hội CĐV Hà Nội FC')).toBeNull();
      expect(header.textContent).toContain(topic);
      expect(header.textContent).toContain(privacy);
      expect(header.textContent).toContain('Nơi fan Hà Nội FC bàn chuyện sân cỏ');
      expect(within(screen.getByTestId('group-posts')).getAllByTestId('board-post')).toHaveLength(3);
      // Admins and newest members, as the server answers them for a public group.
      expect(within(screen.getByTestId('group-side')).getAllByRole('link')).toHaveLength(5);
      page.unmount();
    }
  }, 20_000);

  it('loads, fails with a retry, and says when the group does not exist', async () => {
    const api = groupApi();
    const held = api.hold(GROUP);
    const page = await renderPage('/bang-ton/nhom/31', { api });
    expect((await screen.findByTestId('group-page')).getAttribute('data-state')).toBe('loading');
    expect(screen.queryByTestId('group-header')).toBeNull();
    held.release();
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Hội CĐV Hà Nội FC');
    page.unmount();

    const failing = groupApi().fail(GROUP, 503);
    const again = await renderPage('/bang-ton/nhom/31', { api: failing });
    const failed = await screen.findByTestId('load-failed');
    failing.answer(GROUP, groupDetail(0));
    await again.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await again.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Hội CĐV Hà Nội FC');
    again.unmount();

    const missing = groupApi().fail('GET other/api/community/groups/999', 404, 'Không tìm thấy nhóm');
    await renderPage('/bang-ton/nhom/999', { api: missing });
    expect((await screen.findByTestId('group-not-found')).textContent).toContain('Không tìm thấy nhóm này');
  }, 20_000);

  it('a private group shows an outsider its join page only: name, description, members, privacy; no posts, admins or members', async () => {
    for (const [locale, privacy, closed, join] of [
      ['vi', 'Nhóm kín', 'Đây là nhóm kín', 'Xin tham gia'],
      ['en', 'Private', 'This group is private', 'Ask to join'],
      ['zh', '私密', '這是私密社團', '申請加入'],
    ] as const) {
      const api = groupApi().answer(GROUP, groupDetail(2, locale));
      const page = await renderPage('/bang-ton/nhom/31', { api, member: member(), locale });
      await page.ready();
      const header = screen.getByTestId('group-header');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Cầu lông Cầu Giấy sáng sớm');
      expect(header.textContent).toContain('Nhóm kín của anh em đánh cầu lông');
      expect(header.textContent).toContain(privacy);
      expect(within(header).getByTestId('group-members-count').textContent).toMatch(/7[.,]9/);
      expect(screen.getByTestId('group-closed').textContent).toContain(closed);
      expect(screen.getByTestId('group-join').textContent).toContain(join);
      expect(screen.queryByTestId('group-side')).toBeNull();
      expect(screen.queryByTestId('group-sections')).toBeNull();
      expect(api.calls(POSTS)).toHaveLength(0);
      expect(api.calls(MEMBERS)).toHaveLength(0);
      page.unmount();
    }
  }, 20_000);

  it('a member joins from the keyboard and moves to the members section', async () => {
    const page = await renderPage('/bang-ton/nhom/31', { api: groupApi(), member: member() });
    await page.ready();
    const join = screen.getByRole('button', { name: 'Tham gia nhóm Hội CĐV Hà Nội FC' });
    join.focus();
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('group-join').getAttribute('data-status')).toBe('member'));
    expect(screen.getByTestId('group-members-count').textContent).toBe('12.5K thành viên');
    await waitFor(() => expect(page.api.calls('POST other/api/community/groups/31/membership')).toHaveLength(1));
    within(screen.getByTestId('group-sections')).getByRole('link', { name: 'Thành viên' }).focus();
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?xem=thanh-vien'));
    await page.ready();
    const rows = within(screen.getByTestId('group-members')).getAllByTestId('group-member');
    expect(rows.map((row) => row.getAttribute('data-user'))).toEqual(['201', '205', '206']);
    expect(rows[0]!.textContent).toContain('Chủ nhóm');
  });
});
