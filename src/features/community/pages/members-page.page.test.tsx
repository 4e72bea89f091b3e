import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { directoryMember, membersPage, shownName } from '../../../testing/fixtures/community';
import { renderPage } from '../../../testing/render-page';
import { en, zh } from '../../../../locales/index.ts';

// A loaded 2-core machine draws a page in a second or more: wait for what it shows as long as ready() does.

const MEMBERS = 'GET other/api/community/members';

/** The directory as the server answers it: 30 members, a keyword matching "anh quan" only, nothing for other words. */
function membersApi(): FakeApi {
  return new FakeApi().answer(MEMBERS, ({ query }) => {
    const keyword = query.get('keyword');
    const sort = query.get('sort') === 'newest' ? 'newest' : 'level';
    const page = membersPage(30, sort, Number(query.get('pageNum') ?? 1), Number(query.get('pageSize') ?? 24));
    if (!keyword) return page;
    const found = keyword === 'anh quan' ? [directoryMember(0)] : [];
    return { list: found, total: found.length, pageNum: 1, pageSize: page.pageSize };
  });
}

const shownIds = () => screen.getAllByTestId('member').map((el) => Number(el.getAttribute('data-user')));

describe('the member directory', () => {
  it('lists members highest level first with their level and role badges, in each language', async () => {
    const cases = [
      ['vi', 'Thành viên', 'Cấp cao nhất', 'Cấp 42', 'BLV', '30 thành viên'],
      ['en', en['route.members'], en['members.sort.level'], 'Level 42', en['members.role.host'], '30 members'],
      ['zh', zh['route.members'], zh['members.sort.level'], zh['members.level'].replace('{level}', '42'), zh['members.role.host'], '30 位會員'],
    ] as const;
    for (const [locale, heading, sortLabel, level, role, count] of cases) {
      const page = await renderPage('/thanh-vien', { api: membersApi(), locale });
      await page.ready();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      expect(shownIds()).toEqual(membersPage(30).list.map((m) => m.userId));
      const first = screen.getAllByTestId('member')[0]!;
      expect(within(first).getByTestId('member-name').textContent).toBe('Quân Sông Lam');
      expect(within(first).getByTestId('member-name').getAttribute('href')).toBe('/bang-ton/trang-ca-nhan/201');
      expect(within(first).getByTestId('member-level').textContent).toBe(level);
      expect(within(first).getByTestId('member-role').textContent).toBe(role);
      // A member without a nickname shows the display name; a plain member has no role badge.
      const third = screen.getAllByTestId('member')[2]!;
      expect(within(third).getByTestId('member-name').textContent).toBe('Lê Hoàng Nam');
      expect(within(screen.getAllByTestId('member')[1]!).queryByTestId('member-role')).toBeNull();
      expect(within(screen.getByTestId('members')).getByText(count)).toBeTruthy();
      expect(within(screen.getByTestId('members-sort')).getByRole('link', { name: sortLabel }).getAttribute('aria-current')).toBe('page');
      expect(page.api.calls(MEMBERS)[0]!.query.get('sort')).toBe('level');
      page.unmount();
    }
  }, 20_000);

  it('shows the list loading while the call is held, then the members', async () => {
    const api = membersApi();
    const held = api.hold(MEMBERS);
    const page = await renderPage('/thanh-vien', { api });
    const list = await screen.findByTestId('members');
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('member')).toBeNull();
    held.release();
    await page.ready();
    expect(screen.getAllByTestId('member')).toHaveLength(24);
    expect(list.getAttribute('aria-busy')).toBeNull();
  });

  it('searches from the keyboard (the words go to the address and the box), and says when nobody matches', async () => {
    const page = await renderPage('/thanh-vien', { api: membersApi() });
    await page.ready();
    const box = screen.getByLabelText('Tìm thành viên');
    await page.user.click(box);
    await page.user.keyboard('anh quan{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?q=anh+quan'));
    await waitFor(() => expect(shownIds()).toEqual([201]));
    expect(screen.getByTestId('member-name').textContent).toBe(shownName(directoryMember(0)));
    expect(page.api.calls(MEMBERS).at(-1)!.query.get('keyword')).toBe('anh quan');
    expect(within(screen.getByTestId('members')).getByText(/1\s+thành viên khớp “anh quan”/)).toBeTruthy();
    page.unmount();

    const nobody = await renderPage('/thanh-vien?q=zzzzqqqq', { api: membersApi() });
    await nobody.ready();
    const empty = await screen.findByTestId('members-empty');
    expect(empty.textContent).toContain('Không tìm thấy thành viên nào');
    expect(empty.textContent).toContain('zzzzqqqq');
    expect((screen.getByLabelText('Tìm thành viên') as HTMLInputElement).value).toBe('zzzzqqqq');
  });

  it('orders newest first from the order control, by keyboard, and keeps the order in the address', async () => {
    const page = await renderPage('/thanh-vien', { api: membersApi() });
    await page.ready();
    const newest = within(screen.getByTestId('members-sort')).getByRole('link', { name: 'Mới tham gia' });
    newest.focus();
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?sort=newest'));
    await waitFor(() => expect(shownIds()).toEqual(membersPage(30, 'newest').list.map((m) => m.userId)));
    expect(within(screen.getByTestId('members-sort')).getByRole('link', { name: 'Mới tham gia' }).getAttribute('aria-current')).toBe('page');
    expect(page.api.calls(MEMBERS).at(-1)!.query.get('sort')).toBe('newest');
  });

  it('says the list failed and shows the members after a retry', async () => {
    const api = membersApi().fail(MEMBERS, 500, 'Lỗi máy chủ');
    const page = await renderPage('/thanh-vien', { api });
    const failed = await screen.findByTestId('load-failed');
    api.answer(MEMBERS, membersPage(30));
    await page.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await page.ready();
    expect(screen.getAllByTestId('member')).toHaveLength(24);
    expect(screen.queryByTestId('load-failed')).toBeNull();
  });
});
