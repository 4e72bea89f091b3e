/**
 * No layout shift: on the home page, the live schedule, a live room and the chat rooms, at 390 px
 * and 1400 px, the layout shifts the browser reports (not caused by input) add up to less than 0.05
 * once the page shows its data: as served (the first answers come in the page) and with every
 * answer from the network ~500 ms late (the page's own answers taken out), so that every loading state
 * shows and must hold the room of what replaces it.
 */
import type { Page } from '@playwright/test';
import { canonicalPath, findLiveRoom } from './support/rooms';
import { DESKTOP, PHONE } from './support/a11y';
import { describeShifts, layoutShifts, recordLayoutShifts, settle, slowApi } from './support/layout-shift';
import { dropPreloadedAnswers } from './support/preload';
import { expect, SOCKET_TIMEOUT, test } from './support/test';
import { withoutVideo } from './support/video';

/** The most the shifts of one page may add up to (Core Web Vitals call 0.1 good). */
const MAX_SHIFT = 0.05;

const VIEWPORTS = { '390 px': PHONE, '1400 px': DESKTOP } as const;

// What moves on screen (the header's marquee, the pulses) must not shift the layout either.
test.use({ reducedMotion: 'no-preference' });

/** What every page shows once the shell has its data: the navigation, the announcements and who the visitor is. */
async function shellReady(page: Page): Promise<void> {
  await expect(page.locator('[data-navbar] a').first()).toBeVisible();
  await expect(page.getByTestId('header-account')).toHaveAttribute('data-auth', 'guest');
}

interface Case {
  name: string;
  path: (room: string) => string;
  /** The page's own data is on screen. */
  ready: (page: Page) => Promise<void>;
  /** What it shows while its data loads, when the answers are late. */
  loading?: (page: Page) => ReturnType<Page['getByTestId']>;
}

const CASES: readonly Case[] = [
  {
    name: 'home',
    path: () => '/',
    loading: (page) => page.getByTestId('live-strip-skeleton'),
    ready: async (page) => {
      await expect(page.getByTestId('live-card').first()).toBeVisible();
      await expect(page.getByTestId('home-fixtures').or(page.getByTestId('home-fixtures-empty'))).toBeVisible();
      await expect(page.getByTestId('home-tips')).toHaveAttribute('data-state', 'ready');
      await expect(page.getByTestId('marquee')).toBeVisible();
    },
  },
  {
    name: 'live schedule',
    path: () => '/lich-truc-tiep',
    loading: (page) => page.getByTestId('section-loading'),
    ready: async (page) => {
      await expect(page.getByTestId('schedule-content')).toHaveAttribute('data-state', 'ready');
      await expect(page.getByTestId('schedule-row').first()).toBeVisible();
      await expect(page.getByTestId('marquee')).toBeVisible();
    },
  },
  {
    name: 'live room',
    path: (room) => room,
    // Opened by its address, the room's loading state is the server's first paint (its cover in the player's box), kept until the room is drawn.
    loading: (page) => page.locator('#static-frame').or(page.getByTestId('room-loading')),
    ready: async (page) => {
      await expect(page.getByTestId('room')).toBeVisible();
      await expect(page.getByTestId('overview-panel')).toHaveAttribute('data-state', /^ready/);
      await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'connected', { timeout: SOCKET_TIMEOUT });
      await expect(page.getByTestId('player')).toHaveAttribute('data-state', 'error');
    },
  },
  {
    name: 'chat rooms',
    path: () => '/chatroom',
    loading: (page) => page.getByTestId('section-loading'),
    ready: async (page) => {
      await expect(page.locator('a[data-room-id]').first()).toBeVisible();
      await expect(page.getByTestId('marquee')).toBeVisible();
    },
  },
];

async function measure(page: Page, path: string, c: Case, slow: boolean): Promise<{ total: number; report: string }> {
  await page.goto(path);
  // Late answers: the loading state is on screen first (or the test would not test it).
  if (slow && c.loading) await expect(c.loading(page)).toBeVisible();
  await shellReady(page);
  await c.ready(page);
  await settle(page);
  return describeShifts(await layoutShifts(page));
}

for (const slow of [false, true]) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`no layout shift at ${name}${slow ? ', with the API answering 500 ms late' : ''}`, async ({ page, context, request }) => {
      test.setTimeout(90_000);
      await withoutVideo(context);
      await recordLayoutShifts(page);
      if (slow) {
        await dropPreloadedAnswers(page);
        await slowApi(page);
      }
      await page.setViewportSize(viewport);
      const room = canonicalPath(await findLiveRoom(request));
      const failures: string[] = [];
      for (const c of CASES) {
        const path = c.path(room);
        const { total, report } = await measure(page, path, c, slow);
        if (total >= MAX_SHIFT) failures.push(`${c.name} (${path}): ${total.toFixed(4)}\n${report}`);
      }
      expect(failures.length, `layout shifts of ${MAX_SHIFT} or more:\n${failures.join('\n')}`).toBe(0);
    });
  }
}
