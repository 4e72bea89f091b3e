/**
 * The site with the keyboard alone, as a keyboard user sees it: where focus is after each key, that
 * its ring shows, that menus, dialogs, tabs, the day strip, the chat pickers and the player answer
 * the keys of the WAI-ARIA patterns, and that focus comes back where it was when something closes.
 */
import type { Page } from '@playwright/test';
import { vi } from '../../locales/index.ts';
import { DESKTOP, PHONE, signIn, waitForPageData } from './support/a11y';
import { focusStop, tabThrough } from './support/keyboard';
import { canonicalPath, findLiveRoom } from './support/rooms';
import { expect, MEDIA_TIMEOUT, SOCKET_TIMEOUT, test } from './support/test';
import { withoutVideo } from './support/video';

/** Tabs until the locator has focus (at most `max` presses); fails when it never does. */
async function tabTo(page: Page, selector: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.locator(selector).evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${selector} never had focus after ${max} presses of Tab`);
}

/** Starts keyboard navigation from the top of the document, as after a fresh load. */
async function fromTop(page: Page): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}

const focused = (page: Page) => page.locator(':focus');

test.describe('keyboard alone', () => {
  test('the skip link is the first stop and takes focus to the main content', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/lich-truc-tiep');
    await waitForPageData(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: vi['a11y.skipToContent'] });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    expect((await focusStop(page)).problem).toBeNull();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    await expect(page).toHaveURL(/\/lich-truc-tiep$/);
    // The next stop is the page's own first link (its breadcrumb), not the header's.
    await page.keyboard.press('Tab');
    await expect(focused(page)).toHaveCount(1);
    expect(await focused(page).evaluate((el) => el.closest('main') !== null)).toBe(true);
  });

  test('every stop shows the focus ring, uncut, at 1400 px and at 390 px', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    await withoutVideo(context);
    const room = canonicalPath(await findLiveRoom(request));
    const problems: string[] = [];
    const pages: [string, { width: number; height: number }, number][] = [
      ['/', DESKTOP, 80],
      ['/lich-truc-tiep', DESKTOP, 50],
      ['/chatroom?phong=1', DESKTOP, 60],
      [room, DESKTOP, 50],
      ['/', PHONE, 60],
      ['/lich-truc-tiep', PHONE, 40],
      [room, PHONE, 40],
    ];
    for (const [path, viewport, max] of pages) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.locator('#static-frame')).toHaveCount(0);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('main [data-state=loading]')).toHaveCount(0);
      await fromTop(page);
      const { stops, problems: found } = await tabThrough(page, max);
      expect(stops.length, `${path}: focus went nowhere`).toBeGreaterThan(5);
      for (const stop of found) problems.push(`${path} at ${viewport.width} px: ${stop.what}: ${stop.problem}`);
    }
    expect(problems.length, `focus stops without a visible ring:\n${problems.join('\n')}`).toBe(0);
  });

  test('the header menus open with the keys, move with the arrows and close with Escape', async ({ page }) => {
    // At 1100 px the half navigation puts most items under "More".
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto('/');
    await waitForPageData(page);
    const nav = page.locator('[data-navbar=half]');
    const more = nav.getByRole('button', { name: vi['nav.more'] });
    await fromTop(page);
    await tabTo(page, `[data-navbar=half] button[aria-controls]:has-text("${vi['nav.more']}")`);
    expect((await focusStop(page)).problem).toBeNull();

    // Enter opens the disclosure and leaves focus on it; ↓ goes to the first link, ↓↓ on, End to the last, Home back.
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(more).toBeFocused();
    const panel = page.locator(`#${await more.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    const links = panel.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(2);
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(links.first()).toBeFocused();
    expect((await focusStop(page)).problem).toBeNull();
    // Escape closes it and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toHaveCount(0);
    await expect(more).toBeFocused();

    // ↑ on a closed button opens it on the last link.
    await page.keyboard.press('ArrowUp');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(links.last()).toBeFocused();
    // Enter follows the focused link; the menu closes.
    const target = await links.last().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    // A navigation dropdown of its own (an item with children), if the bar has one.
    const dropdown = nav.locator('li > div > button[aria-controls]').first();
    if ((await dropdown.count()) > 0 && (await dropdown.innerText()) !== vi['nav.more']) {
      await dropdown.focus();
      await page.keyboard.press('ArrowDown');
      await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
      await expect(focused(page)).toHaveAttribute('href', /.+/);
      await page.keyboard.press('Escape');
      await expect(dropdown).toBeFocused();
    }

    // The language switcher is the browser's own select: ↓ picks the next language, focus stays.
    const language = page.getByTestId('language-switcher').getByRole('combobox');
    await expect(language).toHaveAccessibleName(vi['language.label']);
    await language.focus();
    expect((await focusStop(page)).problem).toBeNull();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(language).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(language).toBeFocused();
  });

  test('the account menu: ↓ opens it on its first link, the arrows move, Escape gives focus back', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page);
    const trigger = page.getByTestId('account-menu-trigger');
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByTestId('account-menu');
    await expect(menu).toBeVisible();
    const items = menu.locator('a[href], button');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByTestId('logout')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();
    // Tab out of an open menu closes it.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(menu).toHaveCount(0);
  });

  test('the login dialog keeps focus inside, closes with Escape and gives focus back', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await waitForPageData(page);
    const login = page.getByTestId('login-button');
    await login.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('input[name=username]')).toBeFocused();
    // Tab and Shift+Tab go round the dialog and never leave it.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await focused(page).evaluate((el) => el.closest('[role=dialog]') !== null)).toBe(true);
      expect((await focusStop(page)).problem).toBeNull();
    }
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page).evaluate((el) => el.closest('[role=dialog]') !== null)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(login).toBeFocused();
  });

  test('the route tabs and the day strip are one stop each, moved with the arrows', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/lich-truc-tiep');
    await waitForPageData(page);
    const strip = `nav[aria-label="${vi['tabs.schedule.label']}"]`;
    const tabs = page.locator(strip).getByRole('link');
    // From the top, Tab reaches the current tab ("All" for /lich-truc-tiep), the strip's one stop…
    await fromTop(page);
    await tabTo(page, `${strip} a[aria-current]`);
    await expect(tabs.first()).toBeFocused();
    expect((await focusStop(page)).problem).toBeNull();
    // …and the next Tab leaves the strip.
    await page.keyboard.press('Tab');
    expect(await focused(page).evaluate((el, sel) => el.closest(sel) === null, strip)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect(tabs.first()).toBeFocused();
    // → moves focus, not the page; Enter opens the focused tab.
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(page).toHaveURL(/\/lich-truc-tiep$/);
    await page.keyboard.press('End');
    await expect(tabs.last()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.last()).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toBeFocused();
    const football = await tabs.nth(2).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${football}$`));
    await expect(tabs.nth(2)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('schedule-content')).toHaveAttribute('data-state', 'ready');

    // The day strip: the chosen day is its stop; → moves along the days, Enter opens one.
    const days = page.getByTestId('day-strip');
    const today = days.locator('[aria-current=date]');
    await today.focus();
    await expect(days.locator('a[tabindex="0"]')).toHaveCount(1);
    const day = await today.getAttribute('data-day');
    await page.keyboard.press('ArrowRight');
    const next = days.locator(`[data-day="${day}"] + a`);
    await expect(next).toBeFocused();
    expect((await focusStop(page)).problem).toBeNull();
    const nextDay = await next.getAttribute('data-day');
    await page.keyboard.press('Enter');
    await expect(days.locator('[aria-current=date]')).toHaveAttribute('data-day', nextDay!);
    await expect(days.locator('[aria-current=date]')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(days.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(days.getByRole('link').last()).toBeFocused();
  });

  test('the room tabs follow the arrows, Home and End; Tab goes on to the panel', async ({ page, context, request }) => {
    await withoutVideo(context);
    await page.setViewportSize(DESKTOP);
    const room = await findLiveRoom(request);
    await page.goto(canonicalPath(room));
    const tablist = page.getByRole('tablist');
    const tabs = tablist.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs.last()).toBeFocused();
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs.first()).toBeFocused();
    await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
    await expect(tablist.locator('[tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel').and(page.locator(':not([hidden])'))).toBeFocused();
  });

  test('the chat composer and its emoji, sticker and reaction pickers', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/chatroom?phong=1');
    const panel = page.getByTestId('chat-panel');
    await expect(panel.getByTestId('chat-status')).toHaveAttribute('data-state', 'connected', { timeout: SOCKET_TIMEOUT });
    const input = panel.getByTestId('chat-input');
    const emojiToggle = panel.getByRole('button', { name: vi['chat.emoji'] });

    // The emoji picker opens on its first emoji; → and ↓ move (a grid of 8), Enter puts it in the text.
    await emojiToggle.focus();
    await page.keyboard.press('Enter');
    const emoji = panel.getByTestId('chat-emoji-picker').getByRole('button');
    await expect(emoji.first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(emoji.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(emoji.nth(9)).toBeFocused();
    expect((await focusStop(page)).problem).toBeNull();
    const chosen = (await emoji.nth(9).innerText()).trim();
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue(chosen);
    await expect(input).toBeFocused();
    // Escape in the picker closes it and gives focus back to its button.
    await emoji.nth(3).focus();
    await page.keyboard.press('Escape');
    await expect(panel.getByTestId('chat-emoji-picker')).toHaveCount(0);
    await expect(emojiToggle).toBeFocused();
    await expect(emojiToggle).toHaveAttribute('aria-expanded', 'false');

    // The sticker picker: the same keys in a grid of 4.
    const stickerToggle = panel.getByTestId('chat-sticker-toggle');
    await stickerToggle.focus();
    await page.keyboard.press('Enter');
    const stickers = panel.getByTestId('chat-sticker-picker').getByRole('button');
    await expect(stickers.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(stickers.nth(4)).toBeFocused();
    await page.keyboard.press('End');
    await expect(stickers.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel.getByTestId('chat-sticker-picker')).toHaveCount(0);
    await expect(stickerToggle).toBeFocused();

    // Enter sends from the keyboard: a guest is asked to sign in, and the dialog gives focus back to the field.
    await input.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(input).toBeFocused();

    // A message's reactions: Tab reaches its buttons (shown on focus), the picker opens on its first reaction.
    const message = panel.getByTestId('chat-message').last();
    await expect(message).toBeVisible();
    const react = message.getByRole('button', { name: vi['chat.react'] });
    await react.focus();
    await expect(react).toBeVisible();
    expect((await focusStop(page)).problem).toBeNull();
    await page.keyboard.press('Enter');
    const picker = message.getByRole('group', { name: vi['chat.react'] });
    const reactions = picker.getByRole('button');
    await expect(reactions.first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(reactions.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(reactions.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(picker).toHaveCount(0);
    await expect(react).toBeFocused();
  });

  test('the player: every control from the keyboard, the quality menu with the arrows', { tag: '@video' }, async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    const room = await findLiveRoom(request);
    await page.goto(canonicalPath(room));
    const player = page.getByTestId('player');
    await expect(player).toHaveAttribute('data-state', /attached\.watching/, { timeout: MEDIA_TIMEOUT });

    // The player is one stop; Tab then goes through its controls in order.
    await player.focus();
    const order: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const stop = await focusStop(page);
      if (!(await focused(page).evaluate((el) => el.closest('[data-testid=player]') !== null))) break;
      expect(stop.problem, stop.what).toBeNull();
      order.push((await focused(page).getAttribute('data-testid')) ?? (await focused(page).getAttribute('aria-label')) ?? '');
    }
    expect(order).toEqual(expect.arrayContaining(['player-play-pause', 'player-mute', 'player-quality', 'player-theater', 'player-fullscreen']));

    // Play/pause and mute with Enter and Space on the focused button.
    const playPause = page.getByTestId('player-play-pause');
    await playPause.focus();
    await page.keyboard.press('Enter');
    await expect(player).toHaveAttribute('data-state', 'attached.paused');
    await page.keyboard.press('Space');
    await expect(player).toHaveAttribute('data-state', /attached\.watching/);
    await expect(player).toHaveAttribute('data-muted', 'false');
    const mute = page.getByTestId('player-mute');
    await mute.focus();
    await page.keyboard.press('Enter');
    await expect(player).toHaveAttribute('data-muted', 'true');
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(player).toHaveAttribute('data-muted', 'false');

    // The quality menu opens on the chosen quality; ↑/↓ move among the available ones, Escape gives focus back.
    const quality = page.getByTestId('player-quality');
    await quality.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio', { checked: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const next = focused(page);
    await expect(next).toHaveAttribute('role', 'menuitemradio');
    const name = await next.getAttribute('data-quality');
    expect(name).not.toBe('HD');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(quality).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio').first()).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    const pick = await focused(page).getAttribute('data-quality');
    await page.keyboard.press('Enter');
    await expect(player).toHaveAttribute('data-quality', pick!);
    await expect(quality).toBeFocused();

    // Theater and full screen.
    const theater = page.getByTestId('player-theater');
    await theater.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('room')).toHaveAttribute('data-layout', 'theater');
    await expect(theater).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('room')).toHaveAttribute('data-layout', 'normal');
    await page.getByTestId('player-fullscreen').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null)).toBe('player');
  });
});
