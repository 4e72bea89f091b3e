/**
 * Axe (WCAG 2.0/2.1 A and AA, and its experimental rules such as Label in Name) over one page of every route group of SPEC §2, in Vietnamese, at
 * 390 px and 1400 px, once the page shows its data. Any serious or critical finding fails the test,
 * printed rule by rule with the offending elements. Pages that are still only a title and an intro
 * are checked too: the shell around them is most of what a visitor meets.
 */
import type { Page } from '@playwright/test';
import { href } from '../../contracts/href';
import { slugify } from '../../contracts/slug';
import { roomPath } from '../../src/lib/room-path';
import { DESKTOP, formatViolations, PHONE, seriousViolations, signIn, waitForPageData, type Violation } from './support/a11y';
import { slowApi } from './support/layout-shift';
import { dropPreloadedAnswers } from './support/preload';
import { findLiveRoom, scheduleRows } from './support/rooms';
import { vnDay } from './support/clock';
import { expect, test } from './support/test';
import { withoutVideo } from './support/video';

const VIEWPORTS = { '390 px': PHONE, '1400 px': DESKTOP } as const;

/** One page per route group of SPEC §2 that a guest can open (the live room and the match are found at test time). */
const GUEST_PAGES: readonly [group: string, path: string][] = [
  ['home', '/'],
  ['match information', '/thong-tin'],
  ['games', '/game'],
  ['TV', '/tivi'],
  ['music', '/am-nhac'],
  ['films', '/phim-anh'],
  ['news', '/tin-tuc'],
  ['odds tips', '/tip-keo'],
  ['community board', '/bang-ton'],
  ['chatroom', '/chatroom'],
  ['highlights', '/highlight'],
  ['results, odds, fixtures', '/ket-qua/bong-da'],
  ['compare', '/so-sanh/doi-bong'],
  ['promotions', '/khuyen-mai'],
  ['short videos', '/video-ngan'],
  ['entities', '/doi-bong/ha-noi-fc/1'],
  ['live schedule', '/lich-truc-tiep'],
  ['other: about', '/ve-chung-toi'],
  ['other: terms', '/dieu-kien-dieu-khoan'],
  ['other: daily missions', '/nhiem-vu-hang-ngay'],
];

/** Collects the serious findings of several pages, to fail once with all of them. */
class Findings {
  private readonly blocks: string[] = [];
  async check(page: Page, where: string): Promise<void> {
    const found: Violation[] = await seriousViolations(page);
    if (found.length > 0) this.blocks.push(formatViolations(where, found));
  }
  expectNone(): void {
    const report = this.blocks.join('\n\n');
    expect(this.blocks.length, `serious or critical axe findings:\n\n${report}`).toBe(0);
  }
}

test.describe('accessibility (axe, WCAG 2.1 AA, Vietnamese)', () => {
  // Two tests per width, each half of the route groups, so that one test stays well inside its time.
  const halves = [GUEST_PAGES.slice(0, 10), GUEST_PAGES.slice(10)] as const;
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    halves.forEach((pages, half) => {
      test(`the route groups a guest opens, at ${name} (${half + 1}/2: ${pages[0]![0]} … ${pages.at(-1)![0]})`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        const findings = new Findings();
        for (const [group, path] of pages) {
          await page.goto(path);
          await waitForPageData(page);
          await findings.check(page, `${group} (${path}) at ${name}`);
        }
        findings.expectNone();
      });
    });
  }

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`the live room, the match detail, the 404 page and the login dialog, at ${name}`, async ({ page, context, request }) => {
      test.setTimeout(90_000);
      await withoutVideo(context);
      const room = await findLiveRoom(request);
      const fixture = (await scheduleRows(request, vnDay(1))).find((row) => row.staticId !== null && row.away !== null);
      expect(fixture).toBeDefined();
      const matchPath = href('match', { slug: `${slugify(fixture!.home)}-vs-${slugify(fixture!.away)}`, staticId: fixture!.staticId! }, { leagueId: fixture!.leagueId! });
      const findings = new Findings();
      await page.setViewportSize(viewport);

      await page.goto(roomPath(room));
      await expect(page.getByTestId('live-room-page')).not.toHaveAttribute('data-state', 'loading');
      await expect(page.getByTestId('room-tabs')).toBeVisible();
      await expect(page.getByTestId('chat-panel').first()).toBeVisible();
      await expect(page.locator('main [data-state=loading]')).toHaveCount(0);
      await findings.check(page, `live room (${roomPath(room)}) at ${name}`);

      await page.goto(matchPath);
      await waitForPageData(page);
      await findings.check(page, `match detail (${matchPath}) at ${name}`);

      const response = await page.goto('/khong-ton-tai');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await findings.check(page, `404 page at ${name}`);

      await page.goto('/');
      await waitForPageData(page);
      await page.getByTestId('login-button').click();
      await expect(page.getByTestId('login-form')).toBeVisible();
      await findings.check(page, `login dialog at ${name}`);
      findings.expectNone();
    });
  }

  test('the mobile menu at 390 px and a member’s account pages at both widths', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const findings = new Findings();
    await page.goto('/');
    await waitForPageData(page);
    await page.locator('[data-navbar=mobile] a').click();
    await expect(page).toHaveURL(/\/menu$/);
    await waitForPageData(page);
    await findings.check(page, 'mobile menu (/menu) at 390 px');

    await signIn(page);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto('/tai-khoan/ho-so');
      await waitForPageData(page);
      await expect(page.getByTestId('header-account')).toHaveAttribute('data-auth', 'member');
      await findings.check(page, `account (/tai-khoan/ho-so) at ${name}`);
    }
    findings.expectNone();
  });

  test('reduced motion: the marquee stands still and readable, no pulse or skeleton animates', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const marquee = page.getByTestId('marquee');
    const track = marquee.locator('ul').first().locator('..');
    const animation = () => track.evaluate((el) => getComputedStyle(el).animationName);

    // With motion, the strip scrolls, and its pause button (WCAG 2.2.2) stops it.
    await page.goto('/');
    await expect(marquee).toBeVisible();
    expect(await animation()).toBe('marquee');
    await page.getByTestId('marquee-pause').click();
    await expect(page.getByTestId('marquee-pause')).toHaveAttribute('aria-pressed', 'true');
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');

    // Reduced: no animation at all; the items stand in one row from the first, the copy is gone.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await dropPreloadedAnswers(page);
    await slowApi(page);
    await page.goto('/lich-truc-tiep');
    // The skeletons show (the API is slow) and do not pulse.
    await expect(page.getByTestId('section-loading')).toBeVisible();
    const running = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().duration ?? 0) > 1)
          .map((a) => `${(a as CSSAnimation).animationName ?? 'transition'} on ${(a.effect as KeyframeEffect | null)?.target?.className ?? '?'}`),
      );
    expect(await running()).toEqual([]);
    await expect(marquee).toBeVisible();
    expect(await animation()).toBe('none');
    await expect(marquee.locator('ul[data-copy]')).toBeHidden();
    await expect(marquee.locator('li').first()).toBeInViewport();
    await expect(page.getByTestId('marquee-pause')).toBeHidden();
    await expect(page.getByTestId('schedule-content')).toHaveAttribute('data-state', 'ready');
    expect(await running()).toEqual([]);
  });
});
