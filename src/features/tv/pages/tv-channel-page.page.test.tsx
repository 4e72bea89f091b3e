import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { TV_NOW, TV_TODAY, tvChannel, tvChannels, tvGuide } from '../../../testing/fixtures/tv';
import { PHONE, renderPage } from '../../../testing/render-page';


const CHANNEL = 'GET other/api/tv/channel';
const ADDRESS = '/tivi/viet-nam/song-viet-the-thao';
const slow = { timeout: 5_000 };

/** The page's clock: the fixtures' evening in Hanoi, running. */
function atTvNow() {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: TV_NOW });
}

function channelApi(): FakeApi {
  return new FakeApi()
    .answer(CHANNEL, ({ query, language }) => tvChannel(query, language, Date.now()))
    .answer('GET other/api/tv/channels', ({ query, language }) => tvChannels(query, language, Date.now()));
}

const entries = () => within(screen.getByTestId('tv-guide-list')).getAllByTestId('tv-guide-entry');
const days = () => within(screen.getByTestId('tv-guide-days')).getAllByRole('link');

describe('a TV channel (/tivi/:nation/:channel)', () => {
  const cases = [
    { locale: 'vi', h1: 'Sóng Việt Thể Thao', meta: 'SVTT · Thể thao · Việt Nam', guide: 'Lịch phát sóng', more: 'Kênh khác của Việt Nam', others: ['Sóng Việt 1', 'Sen Vàng Giải Trí', 'Bóng Đá Việt'] },
    { locale: 'en', h1: 'Song Viet Sports', meta: 'SVTT · Sports · Vietnam', guide: 'TV guide', more: 'More channels from Vietnam', others: ['Song Viet 1', 'Golden Lotus Entertainment', 'Viet Football'] },
    { locale: 'zh', h1: '越浪體育', meta: 'SVTT · 體育 · 越南', guide: '節目表', more: '越南的其他頻道', others: ['越浪一台', '金蓮娛樂', '越南足球'] },
  ] as const;
  it.each(cases)('plays the channel with what is on now and next, today’s guide and the nation’s other channels ($locale)', async (c) => {
    atTvNow();
    const page = await renderPage(ADDRESS, { api: channelApi(), locale: c.locale });
    await page.ready();
    const guide = tvGuide('sports', TV_TODAY, c.locale);
    const live = guide.findIndex((e) => e.status === 'live');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(c.h1);
    expect(screen.getByTestId('tv-channel').textContent).toContain(c.meta);
    // The live player, named by the channel (the video itself is for the browser tests).
    expect(screen.getByTestId('player').querySelector('video')!.getAttribute('aria-label')).toBe(c.h1);
    expect(screen.getByTestId('tv-now-title').textContent).toBe(guide[live]!.title);
    expect(screen.getByTestId('tv-next-title').textContent).toBe(guide[live + 1]!.title);
    const progress = within(screen.getByTestId('tv-now')).getByRole('progressbar');
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(within(screen.getByTestId('tv-guide')).getByRole('heading', { level: 2 }).textContent).toBe(c.guide);
    expect(entries().map((e) => e.textContent)).toEqual(guide.map((e) => expect.stringContaining(e.title) as string));
    expect(entries()[live]!.getAttribute('aria-current')).toBe('time');
    expect(entries()[live - 1]!.getAttribute('data-status')).toBe('ended');
    expect(entries()[live + 1]!.getAttribute('data-status')).toBe('upcoming');
    expect(days()).toHaveLength(7);
    expect(days()[1]!.getAttribute('aria-current')).toBe('date');
    expect(screen.getByRole('heading', { name: c.more })).toBeTruthy();
    expect(within(screen.getByTestId('tv-channels')).getAllByTestId('tv-channel-name').map((n) => n.textContent)).toEqual(c.others);
    expect(page.api.calls(CHANNEL)[0]!.query.get('timezone')).toBe('Asia/Ho_Chi_Minh');
  });

  it('shows another day’s guide from the day strip, with the keyboard, and keeps the channel playing', async () => {
    atTvNow();
    const page = await renderPage(ADDRESS, { api: channelApi(), width: PHONE });
    await page.ready();
    const player = screen.getByTestId('player');
    days()[1]!.focus();
    await page.user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(days()[3]);
    await page.user.keyboard('{Enter}');
    await page.ready();
    expect(window.location.search).toBe('?ngay=2026-11-26');
    expect(screen.getByTestId('tv-guide').getAttribute('data-day')).toBe('2026-11-26');
    expect(days()[3]!.getAttribute('aria-current')).toBe('date');
    const thursday = tvGuide('sports', '2026-11-26');
    expect(entries()).toHaveLength(thursday.length);
    expect(entries()[0]!.textContent).toContain(thursday[0]!.title);
    expect(entries().every((e) => e.getAttribute('data-status') === 'upcoming')).toBe(true);
    expect(page.api.calls(CHANNEL).at(-1)!.query.get('date')).toBe('2026-11-26');
    // The same player, still on the channel.
    expect(screen.getByTestId('player')).toBe(player);
    expect(screen.getByTestId('tv-now-title').textContent).toBe(tvGuide('sports', TV_TODAY).find((e) => e.status === 'live')!.title);

    // Monday has been: its programmes have ended.
    await page.user.click(days()[0]!);
    await page.ready();
    expect(entries().every((e) => e.getAttribute('data-status') === 'ended')).toBe(true);
  });

  it('moves "now" and "next" on when a programme ends, and reads the guide again', async () => {
    atTvNow();
    const page = await renderPage(ADDRESS, { api: channelApi() });
    await page.ready();
    const guide = tvGuide('sports', TV_TODAY);
    const live = guide.findIndex((e) => e.status === 'live');
    const calls = page.api.calls(CHANNEL).length;
    act(() => vi.advanceTimersByTime(Date.parse(guide[live]!.endsAt) - Date.now() + 30_000));
    await page.ready();
    await screen.findByText(guide[live + 2]!.title, { selector: '[data-testid=tv-next-title]' }, slow);
    expect(screen.getByTestId('tv-now-title').textContent).toBe(guide[live + 1]!.title);
    expect(entries()[live]!.getAttribute('data-status')).toBe('ended');
    expect(entries()[live + 1]!.getAttribute('aria-current')).toBe('time');
    expect(page.api.calls(CHANNEL).length).toBeGreaterThan(calls);
  });

  it('shows the channel’s place while it loads, then a failed read with a retry', async () => {
    atTvNow();
    const api = channelApi();
    const held = api.hold(CHANNEL);
    const page = await renderPage(ADDRESS, { api });
    const loading = await screen.findByTestId('tv-channel', {}, slow);
    expect(loading.getAttribute('data-state')).toBe('loading');
    expect(within(loading).getAllByTestId('section-loading').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('player')).toBeNull();
    api.fail(CHANNEL, 500, 'Lịch phát sóng tạm thời không đọc được');
    held.release();
    const failed = await screen.findByTestId('load-failed', {}, slow);
    expect(failed.textContent).toContain('Lịch phát sóng tạm thời không đọc được');
    api.answer(CHANNEL, ({ query, language }) => tvChannel(query, language, Date.now()));
    await page.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await page.ready();
    expect(screen.getByTestId('tv-channel-title').textContent).toBe('Sóng Việt Thể Thao');
  });

  it('says an unknown channel is not found, with a way back to every channel', async () => {
    const api = channelApi().fail(CHANNEL, 404, 'Không tìm thấy kênh: kenh-ma');
    const page = await renderPage('/tivi/viet-nam/kenh-ma', { api });
    const notFound = await screen.findByTestId('tv-not-found', {}, slow);
    expect(within(notFound).getByRole('heading').textContent).toBe('Không tìm thấy kênh này');
    expect(notFound.textContent).toContain('Không tìm thấy kênh: kenh-ma');
    expect(within(notFound).getByRole('link', { name: 'Xem tất cả kênh' }).getAttribute('href')).toBe('/tivi');
    expect(page.api.calls(CHANNEL)[0]!.query.get('channel')).toBe('kenh-ma');
  });
});
