import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { bookings, memberShell, messagePage, PASSWORD_CHANGED, sessions } from '../../../testing/fixtures/account';
import { friend, friendRequest, pageOf } from '../../../testing/fixtures/community';
import { levelInfo } from '../../../testing/fixtures/rewards';
import { member } from '../../../testing/fixtures/shell';
import { renderPage } from '../../../testing/render-page';

// A loaded 2-core machine draws a page in a second or more: wait for what it shows as long as ready() does.

const SESSIONS = 'GET live/api/user/sessions';
const MESSAGES = 'GET live/api/user/message/list';
const CHANGE = 'POST live/api/user/change-password';

function accountApi(): FakeApi {
  return memberShell(new FakeApi())
    .answer(MESSAGES, ({ language }) => messagePage(language))
    .answer('GET live/api/user/level/info', ({ language }) => levelInfo(language))
    .answer('GET live/api/user/booking/booking-list', bookings(1))
    .answer('GET live/api/user/friend/list', pageOf([friend(1), friend(2)]))
    .answer('GET live/api/user/friend/requests', pageOf([friendRequest(3)]))
    .answer(SESSIONS, sessions(1))
    .answer('POST live/api/user/sessions/end', { ended: true })
    .answer(CHANGE, PASSWORD_CHANGED)
    .answer('POST live/api/user/check-username', { available: true })
    .answer('POST live/api/user/check-email', { available: true });
}

const h1 = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the member’s account', () => {
  it('the notifications panel leads to all notifications, the account’s notifications section', async () => {
    const page = await renderPage('/tai-khoan/ho-so', { api: accountApi(), member: member() });
    await page.ready();
    await page.user.click(screen.getByTestId('notifications-bell'));
    const panel = await screen.findByTestId('notifications-panel', {}, { timeout: 5_000 });
    await waitFor(() => expect(within(panel).getAllByTestId('notification').length).toBeGreaterThan(0), { timeout: 5_000 });
    const all = within(panel).getByRole('link', { name: 'Xem tất cả thông báo' });
    expect(all.getAttribute('href')).toBe('/tai-khoan/thong-bao');
    await page.user.click(all);
    expect(await screen.findByTestId('messages-section', {}, { timeout: 5_000 })).toBeTruthy();
    expect(location.pathname).toBe('/tai-khoan/thong-bao');
    expect(within(screen.getByRole('navigation', { name: 'Mục tài khoản' })).getByRole('link', { name: 'Thông báo' }).getAttribute('aria-current')).toBe('page');
    page.unmount();
  }, 20_000);

  it('each section shows the member’s own data under its tab', async () => {
    const cases: Array<[slug: string, tab: string, check: () => void]> = [
      ['ho-so', 'Hồ sơ', () => {
        expect(screen.getByTestId('profile-summary').textContent).toContain('member100');
        expect((within(screen.getByTestId('field-nickname')).getByRole('textbox') as HTMLInputElement).value).toBe('member100');
      }],
      ['cap-do', 'Cấp độ', () => {
        expect(screen.getByTestId('level-progress').textContent).toContain('Còn 280 EXP nữa để lên cấp 4 · Chuyên gia.');
        expect(within(screen.getByTestId('level-table')).getAllByRole('row')).toHaveLength(6);
      }],
      ['thong-bao', 'Thông báo', () => {
        const messages = screen.getAllByTestId('message');
        expect(messages.map((m) => m.getAttribute('data-read'))).toEqual(['false', 'true']);
        expect(messages[0]!.textContent).toContain('Chào mừng bạn đến SânCỏ Live');
        expect(screen.getByTestId('unread-count').textContent).toBe('1 chưa đọc');
      }],
      ['lich-dat', 'Lịch đặt', () => {
        // The same list as the schedule's "booked" tab: the host by name, and what became of a match that left the schedule.
        const booking = screen.getByTestId('booking');
        expect(within(booking).getByRole('heading', { level: 2 }).textContent).toBe('Hà Nội FC vs Thép Xanh Nam Định');
        expect(within(booking).getByTestId('booking-host-name').textContent).toBe('BLV Quân Sông Lam');
        expect(booking.textContent).toContain('Không còn thông tin trận đấu');
        expect(screen.getByTestId('booking-list').textContent).toContain('1 lịch đã đặt');
      }],
      ['ban-be', 'Bạn bè', () => {
        expect(screen.getByTestId('friend-request').textContent).toContain('Huy Cầu Lông');
        expect(screen.getAllByTestId('friend').map((row) => row.textContent)).toEqual([expect.stringContaining('Mai Hà Thành'), expect.stringContaining('Lê Hoàng Nam')]);
      }],
      ['bao-mat', 'Bảo mật', () => {
        const devices = screen.getAllByTestId('session');
        expect(devices).toHaveLength(2);
        expect(devices[0]!.textContent).toContain('Thiết bị này');
        expect(devices[1]!.textContent).toContain('Safari 18 · iPhone');
      }],
    ];
    for (const [slug, tab, check] of cases) {
      const page = await renderPage(`/tai-khoan/${slug}`, { api: accountApi(), member: member() });
      await page.ready();
      expect(h1(), slug).toBe(tab);
      expect(within(screen.getByRole('navigation', { name: 'Mục tài khoản' })).getByRole('link', { name: tab }).getAttribute('aria-current')).toBe('page');
      check();
      page.unmount();
    }
  }, 40_000);

  it('speaks English and Chinese', async () => {
    const en = await renderPage('/tai-khoan/bao-mat', { api: accountApi(), member: member(), locale: 'en' });
    await en.ready();
    expect(h1()).toBe('Security');
    expect(screen.getByRole('heading', { name: 'Signed-in devices' })).toBeTruthy();
    expect(screen.getAllByTestId('session')[0]!.textContent).toContain('This device');
    en.unmount();
    const zh = await renderPage('/tai-khoan/thong-bao', { api: accountApi(), member: member(), locale: 'zh' });
    await zh.ready();
    expect(h1()).toBe('通知');
    expect(screen.getAllByTestId('message')[0]!.textContent).toContain('歡迎來到 SânCỏ Live');
  }, 20_000);

  it('a guest is asked to sign in or register; the register form says why a weak password is refused before anything is sent', async () => {
    const page = await renderPage('/tai-khoan/bao-mat', { api: accountApi() });
    await page.ready();
    const prompt = screen.getByTestId('account-guest');
    expect(prompt.textContent).toContain('Đăng nhập để xem Bảo mật');
    expect(page.api.calls(SESSIONS)).toHaveLength(0);
    await page.user.click(within(prompt).getByRole('button', { name: 'Đăng ký' }));
    const form = await screen.findByTestId('register-form');
    const password = form.querySelector<HTMLInputElement>('input[name=password]')!;
    const hint = screen.getByTestId('field-password');
    await page.user.type(password, 'matkhau123');
    await waitFor(() => expect(hint.textContent).toContain('Đây là một mật khẩu phổ biến, rất dễ bị đoán ra.'));
    await page.user.type(form.querySelector<HTMLInputElement>('input[name=username]')!, 'hoangminh_fan');
    await page.user.clear(password);
    await page.user.type(password, 'hoangminh_fan2026');
    await waitFor(() => expect(hint.textContent).toContain('Mật khẩu không được dựa trên tên đăng nhập'));
    await page.user.clear(password);
    await page.user.type(password, 'gió bấc đầu mùa 26');
    await waitFor(() => expect(hint.textContent).toContain('Mật khẩu đủ mạnh.'));
    expect(page.api.calls('POST live/api/user/register')).toHaveLength(0);
  }, 20_000);

  it('the devices load, fail with a retry, and another device is signed out', async () => {
    const api = accountApi();
    const held = api.hold(SESSIONS);
    const page = await renderPage('/tai-khoan/bao-mat', { api, member: member() });
    await waitFor(() => expect(screen.getByTestId('sessions').getAttribute('data-state')).toContain('loading'));
    held.release();
    await page.ready();
    expect(screen.getAllByTestId('session')).toHaveLength(2);
    api.answer(SESSIONS, sessions(0));
    await page.user.click(within(screen.getAllByTestId('session')[1]!).getByRole('button', { name: /Đăng xuất/ }));
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
    expect(api.calls('POST live/api/user/sessions/end')[0]!.body).toEqual({ id: 's-phone' });
    expect(screen.getByText('Chỉ có thiết bị này đang đăng nhập.')).toBeTruthy();
    page.unmount();

    const failing = accountApi().fail(MESSAGES, 500);
    const again = await renderPage('/tai-khoan/thong-bao', { api: failing, member: member() });
    const failed = await screen.findByTestId('load-failed');
    failing.answer(MESSAGES, messagePage('vi'));
    await again.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
  }, 20_000);

  it('changes the password with Enter and says how many devices were signed out', async () => {
    const page = await renderPage('/tai-khoan/bao-mat', { api: accountApi(), member: member() });
    await page.ready();
    const form = screen.getByTestId('change-password');
    const fill = async (name: string, text: string) => {
      await page.user.click(form.querySelector<HTMLInputElement>(`input[name=${name}]`)!);
      await page.user.paste(text);
    };
    await fill('current-password', 'gió bấc đầu mùa 26');
    await fill('new-password', 'mưa phùn ngõ nhỏ 1998');
    await fill('repeat-password', 'mưa phùn ngõ nhỏ 1998');
    await page.user.keyboard('{Enter}');
    expect((await screen.findByTestId('password-changed')).textContent).toContain('Đã đăng xuất 1 thiết bị khác');
    expect(page.api.calls(CHANGE)[0]!.body).toEqual({ currentPassword: 'gió bấc đầu mùa 26', newPassword: 'mưa phùn ngõ nhỏ 1998' });
  }, 15_000);
});
