import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { tvChannels, tvNations } from '../../../testing/fixtures/tv';
import { renderPage } from '../../../testing/render-page';

const CHANNELS_CALL = 'GET other/api/tv/channels';
const slow = { timeout: 5_000 };

function tvApi(): FakeApi {
  return new FakeApi()
    .answer('GET other/api/tv/nations', ({ language }) => tvNations(language))
    .answer(CHANNELS_CALL, ({ query, language }) => tvChannels(query, language));
}

const names = () => within(screen.getByTestId('tv-channels')).getAllByTestId('tv-channel-name').map((n) => n.textContent);
const current = () => within(screen.getByTestId('tv-nations')).getAllByRole('link').find((a) => a.getAttribute('aria-current') === 'page')?.textContent;

describe('the channels of a nation (/tivi/:nation)', () => {
  const cases = [
    { locale: 'vi', h1: 'Việt Nam', tab: 'Việt Nam (4)', names: ['Sóng Việt 1', 'Sóng Việt Thể Thao', 'Sen Vàng Giải Trí', 'Bóng Đá Việt'] },
    { locale: 'en', h1: 'Vietnam', tab: 'Vietnam (4)', names: ['Song Viet 1', 'Song Viet Sports', 'Golden Lotus Entertainment', 'Viet Football'] },
    { locale: 'zh', h1: '越南', tab: '越南（4）', names: ['越浪一台', '越浪體育', '金蓮娛樂', '越南足球'] },
  ] as const;
  it.each(cases)('lists the nation’s channels under its own name ($locale)', async (c) => {
    const page = await renderPage('/tivi/viet-nam', { api: tvApi(), locale: c.locale });
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(c.h1);
    expect(current()).toBe(c.tab);
    expect(names()).toEqual(c.names);
    expect(within(screen.getByTestId('tv-channels')).getAllByTestId('tv-channel-card')[1]!.getAttribute('href')).toBe('/tivi/viet-nam/song-viet-the-thao');
    expect(page.api.calls(CHANNELS_CALL)[0]!.query.get('nation')).toBe('viet-nam');
  });

  it('draws the tabs’ and channels’ places while they load', async () => {
    const api = tvApi();
    const nations = api.hold('GET other/api/tv/nations');
    const channels = api.hold(CHANNELS_CALL);
    const page = await renderPage('/tivi/quoc-te', { api });
    expect((await screen.findByTestId('tv-channels', {}, slow)).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('tv-nations-loading')).toBeTruthy();
    nations.release();
    channels.release();
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Quốc tế');
    expect(names()).toEqual(['Thế Giới 24', 'Thể Thao Toàn Cầu']);
  });

  it('says a nation without channels has none, and a failed list retries', async () => {
    const api = tvApi().answer(CHANNELS_CALL, { list: [], total: 0, pageNum: 1, pageSize: 100 });
    const page = await renderPage('/tivi/han-quoc', { api });
    await page.ready();
    expect(screen.getByTestId('tv-channels-empty').textContent).toContain('Chưa có kênh nào.');
    page.unmount();

    const failing = tvApi().fail(CHANNELS_CALL, 502, 'Máy chủ truyền hình không trả lời');
    const again = await renderPage('/tivi/han-quoc', { api: failing });
    const failed = await screen.findByTestId('load-failed', {}, slow);
    expect(failed.textContent).toContain('Máy chủ truyền hình không trả lời');
    failing.answer(CHANNELS_CALL, ({ query, language }) => tvChannels(query, language));
    await again.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await again.ready();
    expect(names()).toEqual(['Sông Hàn Phim Bộ', 'Seoul Thể Thao']);
  });

  it('says an unknown nation is not found, with a way back to every channel', async () => {
    const api = tvApi().fail(CHANNELS_CALL, 404, 'Không tìm thấy quốc gia: sao-hoa');
    const page = await renderPage('/tivi/sao-hoa', { api });
    const notFound = await screen.findByTestId('tv-not-found', {}, slow);
    expect(within(notFound).getByRole('heading').textContent).toBe('Không tìm thấy quốc gia này');
    expect(notFound.textContent).toContain('sao-hoa');
    const back = within(notFound).getByRole('link', { name: 'Xem tất cả kênh' });
    expect(back.getAttribute('href')).toBe('/tivi');
    // The tabs are there, none of them current.
    await screen.findByTestId('tv-nations', {}, slow);
    expect(current()).toBeUndefined();
    expect(page.api.calls(CHANNELS_CALL)[0]!.query.get('nation')).toBe('sao-hoa');
  });
});
