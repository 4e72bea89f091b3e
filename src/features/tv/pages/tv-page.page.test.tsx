import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { CHANNELS, TV_NOW, tvChannelCard, tvChannels, tvNations } from '../../../testing/fixtures/tv';
import { PHONE, renderPage, toAnotherPage } from '../../../testing/render-page';

const CHANNELS_CALL = 'GET other/api/tv/channels';
const slow = { timeout: 5_000 };

function tvApi(): FakeApi {
  return new FakeApi()
    .answer('GET other/api/tv/nations', ({ language }) => tvNations(language))
    .answer(CHANNELS_CALL, ({ query, language }) => tvChannels(query, language, Date.now()));
}

const nationTabs = () => within(screen.getByTestId('tv-nations')).getAllByRole('link');
const names = () => within(screen.getByTestId('tv-channels')).getAllByTestId('tv-channel-name').map((n) => n.textContent);

describe('every TV channel (/tivi)', () => {
  const cases = [
    { locale: 'vi', h1: 'Tivi', tabs: ['Tất cả', 'Việt Nam (4)', 'Hàn Quốc (2)', 'Quốc tế (2)'], first: 'SV1·Tin tức·Việt Nam' },
    { locale: 'en', h1: 'TV', tabs: ['All', 'Vietnam (4)', 'South Korea (2)', 'International (2)'], first: 'SV1·News·Vietnam' },
    { locale: 'zh', h1: '電視', tabs: ['全部', '越南（4）', '韓國（2）', '國際（2）'], first: 'SV1·新聞·越南' },
  ] as const;
  it.each(cases)('lists every channel with what it airs now, under the nations’ tabs ($locale)', async (c) => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: TV_NOW });
    const page = await renderPage('/tivi', { api: tvApi(), locale: c.locale });
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(c.h1);
    expect(nationTabs().map((a) => a.textContent)).toEqual(c.tabs);
    expect(nationTabs()[0]!.getAttribute('aria-current')).toBe('page');
    expect(nationTabs()[1]!.getAttribute('href')).toBe('/tivi/viet-nam');
    const expected = CHANNELS.map((seed) => tvChannelCard(seed, c.locale));
    expect(names()).toEqual(expected.map((card) => card.name));
    const cards = within(screen.getByTestId('tv-channels')).getAllByTestId('tv-channel-card');
    expect(cards[0]!.getAttribute('href')).toBe('/tivi/viet-nam/song-viet-1');
    expect(cards[0]!.textContent).toContain(c.first);
    // What it airs now, and when (in the visitor's time zone, Hanoi).
    expect(cards[0]!.textContent).toContain('20:45–21:30');
    expect(within(cards[1]!).getByTestId('tv-channel-now').textContent).toBe(expected[1]!.nowPlaying!.title);
    expect(page.api.calls(CHANNELS_CALL)[0]!.query.get('nation')).toBeNull();
  });

  it('draws the channels’ places while they load', async () => {
    const api = tvApi();
    const held = api.hold(CHANNELS_CALL);
    const page = await renderPage('/tivi', { api, width: PHONE });
    const loading = await screen.findByTestId('tv-channels', {}, slow);
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(within(loading).queryAllByTestId('tv-channel-card')).toHaveLength(0);
    held.release();
    await page.ready();
    expect(names()).toHaveLength(CHANNELS.length);
  });

  it('says there are no channels when the list is empty', async () => {
    const api = tvApi().answer(CHANNELS_CALL, { list: [], total: 0, pageNum: 1, pageSize: 100 });
    const page = await renderPage('/tivi', { api });
    await page.ready();
    expect(within(screen.getByTestId('tv-channels-empty')).getByRole('heading').textContent).toBe('Chưa có kênh nào.');
  });

  it('says a failed list failed, and loads it on retry', async () => {
    const api = tvApi().fail(CHANNELS_CALL, 0);
    const page = await renderPage('/tivi', { api });
    const failed = await screen.findByTestId('load-failed', {}, slow);
    expect(failed.textContent).toContain('Không kết nối được máy chủ');
    api.answer(CHANNELS_CALL, ({ query, language }) => tvChannels(query, language));
    await page.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await page.ready();
    expect(names()).toHaveLength(CHANNELS.length);
  });

  it('opens a nation from its tab with the arrow keys and Enter', async () => {
    const page = await renderPage('/tivi', { api: tvApi() });
    await page.ready();
    nationTabs()[0]!.focus();
    await page.user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(nationTabs()[2]);
    await toAnotherPage(() => page.user.keyboard('{Enter}'));
    await page.ready();
    expect(window.location.pathname).toBe('/tivi/han-quoc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hàn Quốc');
    expect(nationTabs()[2]!.getAttribute('aria-current')).toBe('page');
    expect(names()).toEqual(['Sông Hàn Phim Bộ', 'Seoul Thể Thao']);
    expect(page.api.calls(CHANNELS_CALL).at(-1)!.query.get('nation')).toBe('han-quoc');
  });
});
