/**
 * The one player with its two sets of controls, as a visitor meets it: live on a TV channel, on
 * demand on a highlight. happy-dom has no media: the element plays "natively" (canPlayType says
 * yes) and the test makes it report what a browser would (loadedmetadata, playing, ended).
 * (Real streams, quality levels, full screen and picture-in-picture: tests/e2e.)
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { en } from '../../../locales/index.ts';
import { FakeApi } from '../../testing/fake-api';
import { answerHighlights, highlightDetail } from '../../testing/fixtures/highlights';
import { tvChannel, tvChannels } from '../../testing/fixtures/tv';
import { renderPage } from '../../testing/render-page';

const TV_CHANNEL = '/tivi/viet-nam/song-viet-the-thao';
const HIGHLIGHT = '/highlight/bong-da/ngoai-hang-anh/arsenal-3-0-chelsea-2001';
const ARSENAL = 1;

const tvApi = () =>
  new FakeApi()
    .answer('GET other/api/tv/channel', ({ query, language }) => tvChannel(query, language, Date.now()))
    .answer('GET other/api/tv/channels', ({ query, language }) => tvChannels(query, language, Date.now()));

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The player of the page, once it is attaching its stream. */
async function player(name: string) {
  const region = await screen.findByRole('region', { name });
  await waitFor(() => expect(region.getAttribute('data-state')).toBe('attached.loading'));
  return region;
}

/** The element says what a browser says: the stream's metadata is in, and frames move. */
async function plays(region: HTMLElement) {
  const element = region.querySelector('video')!;
  fireEvent(element, new Event('loadedmetadata'));
  fireEvent(element, new Event('playing'));
  await waitFor(() => expect(region.getAttribute('data-state')).toBe('attached.watching.playing'));
}

const bar = (region: HTMLElement) => within(within(region).getByTestId('player-controls'));

describe('the player', () => {
  it('plays a live stream with the live controls: the badge, quality, theater, and the keys of the page', async () => {
    const page = await renderPage(TV_CHANNEL, { api: tvApi(), locale: 'en' });
    await page.ready();
    const region = await player(en['player.label']);
    expect(within(region).getByRole('status').textContent).toBe(en['player.loading']);
    expect(document.getElementById(region.getAttribute('aria-describedby')!)!.textContent).toBe(en['player.shortcuts']);

    await plays(region);
    // Autoplay is muted: the hint and the mute button say so.
    expect(within(region).getByRole('button', { name: en['player.tapToUnmute'] })).toBeTruthy();
    const controls = bar(region);
    expect(controls.getByText(en['player.live'])).toBeTruthy();
    expect(controls.getByRole('button', { name: en['player.pause'] })).toBeTruthy();
    expect(controls.getByRole('button', { name: en['player.unmute'] }).getAttribute('aria-pressed')).toBe('true');
    expect(controls.getByRole('button', { name: en['room.theater.enter'] }).getAttribute('aria-pressed')).toBe('false');
    expect(controls.getByRole('button', { name: en['player.fullscreen'] })).toBeTruthy();
    // No seeking, no speed: a live stream has neither.
    expect(controls.queryByRole('slider')).toBeNull();
    expect(controls.queryByRole('button', { name: new RegExp(en['player.vod.speed']) })).toBeNull();

    // The quality menu lists every quality, HD chosen; a stream played natively offers no other.
    await page.user.click(controls.getByRole('button', { name: `${en['player.quality']}: HD` }));
    const menu = screen.getByRole('menu', { name: en['player.quality'] });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.getAttribute('data-quality'))).toEqual(['4K', 'HD', 'HQ', 'SD']);
    expect(items.find((item) => item.getAttribute('aria-checked') === 'true')!.getAttribute('data-quality')).toBe('HD');
    await page.user.keyboard('{Escape}');

    // M turns the sound on, Space pauses (anywhere on the page nothing else takes the keys).
    (document.activeElement as HTMLElement | null)?.blur();
    await page.user.keyboard('m');
    expect(controls.getByRole('button', { name: en['player.mute'] }).getAttribute('aria-pressed')).toBe('false');
    expect(within(region).queryByRole('button', { name: en['player.tapToUnmute'] })).toBeNull();
    await page.user.keyboard(' ');
    await waitFor(() => expect(region.getAttribute('data-state')).toBe('attached.paused'));
    expect(within(region).getByTestId('player-big-play').getAttribute('aria-label')).toBe(en['player.play']);
    expect(controls.getByTestId('player-play-pause').getAttribute('aria-label')).toBe(en['player.play']);
  });

  it('plays a video on demand with the VOD controls: the seek bar, the time, speed, its keys and replay at the end', async () => {
    // Alone in its league: the end screen offers replay only (the next one's countdown: the highlight page's test).
    const highlight = { ...highlightDetail(ARSENAL, 'en'), related: [] };
    const api = answerHighlights(new FakeApi()).answer(`GET other/api/highlight/detail/${highlight.slug}`, () => highlight);
    const page = await renderPage(HIGHLIGHT, { api, locale: 'en' });
    await page.ready();
    const region = await player(en['player.vod.label']);
    expect(region.getAttribute('data-mode')).toBe('vod');
    expect(within(region).getByRole('status').textContent).toBe(en['player.vod.loading']);
    expect(document.getElementById(region.getAttribute('aria-describedby')!)!.textContent).toBe(en['player.vod.shortcuts']);

    await plays(region);
    const controls = bar(region);
    expect(controls.queryByText(en['player.live'])).toBeNull();
    expect(controls.queryByRole('button', { name: en['room.theater.enter'] })).toBeNull();
    expect(controls.getByRole('button', { name: en['player.pause'] })).toBeTruthy();
    expect(controls.getByRole('button', { name: en['player.unmute'] })).toBeTruthy();
    // The stated length until the stream says its own.
    const seek = controls.getByRole('slider', { name: en['player.vod.seek'] });
    expect(seek.getAttribute('aria-valuemax')).toBe(String(highlight.durationSeconds));
    const length = controls.getByTestId('player-duration').textContent!;
    expect(seek.getAttribute('aria-valuetext')).toBe(`0:00 of ${length}`);

    // With focus in the player: → 5 s on, L 10 s on, ← 5 s back; End the end.
    region.focus();
    await page.user.keyboard('{ArrowRight}l{ArrowLeft}');
    expect(region.getAttribute('data-current-time')).toBe('10.0');
    expect(controls.getByTestId('player-current').textContent).toBe('0:10');

    // A speed from the menu.
    await page.user.click(controls.getByRole('button', { name: `${en['player.vod.speed']}: ${en['player.vod.rateNormal']}` }));
    await page.user.click(within(screen.getByRole('menu', { name: en['player.vod.speed'] })).getByRole('menuitemradio', { name: '1.5×' }));
    expect(region.getAttribute('data-rate')).toBe('1.5');
    expect(controls.getByRole('button', { name: `${en['player.vod.speed']}: 1.5×` })).toBeTruthy();

    // Played to the end: replay, from the picture or the bar.
    fireEvent(region.querySelector('video')!, new Event('ended'));
    await waitFor(() => expect(region.getAttribute('data-state')).toBe('attached.ended.still'));
    expect(region.getAttribute('data-current-time')).toBe(`${highlight.durationSeconds}.0`);
    expect(controls.getByTestId('player-play-pause').getAttribute('data-action')).toBe('replay');
    const replay = within(region).getByTestId('player-replay');
    expect(replay.getAttribute('aria-label')).toBe(en['player.vod.replay']);
    await page.user.click(replay);
    await waitFor(() => expect(region.getAttribute('data-state')).toBe('attached.watching.buffering'));
    expect(region.getAttribute('data-current-time')).toBe('0.0');
  });

  it('says a stream it cannot play failed, without its controls, and attaches it again on retry', async () => {
    const page = await renderPage(TV_CHANNEL, { api: tvApi(), locale: 'en' });
    await page.ready();
    const region = await player(en['player.label']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fireEvent(region.querySelector('video')!, new Event('error'));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain(en['player.error.title']);
    expect(within(region).queryByTestId('player-controls')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fatal error'));
    await page.user.click(within(alert).getByRole('button', { name: en['common.retry'] }));
    await waitFor(() => expect(region.getAttribute('data-state')).toBe('attached.loading'));
    expect(bar(region).getByRole('button', { name: en['player.play'] })).toBeTruthy();
  });
});
