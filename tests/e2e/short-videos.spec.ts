/**
 * Short videos (/video-ngan…): the vertical feed plays the API's clips one at a time and moves with
 * the keys; the three languages, the phone layout, an unknown clip or channel, a failing call's
 * retry; and the member's upload journey as paths generated from a small user-flow machine: upload a
 * short video and see it on the profile, and an oversize or non-video upload refused. The test files
 * are made at test time (a 2-second ffmpeg clip, a sparse 101 MB file, a text file named .mp4).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createMachine } from 'xstate';
import { transitionPaths, type ModelPath } from '../../machines/test-utils/model-paths';
import { DESKTOP, PHONE, signIn } from './support/a11y';
import { expect, test } from './support/test';
import type { Envelope, Page as ListPage } from '../../contracts/schemas/common';
import type { ShortItem } from '../../contracts/schemas/content/shorts';

const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';

let work: string;
const files = { video: '', oversize: '', lying: '' };

test.beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'e2e-shorts-'));
  files.video = path.join(work, 'ban-thang.mp4');
  // Debian's ffmpeg is on CI and in the dev container; the journey needs a real video.
  if (!existsSync(FFMPEG)) throw new Error(`the upload journey needs ffmpeg (${FFMPEG}, or FFMPEG=) to make its test video`);
  execFileSync(FFMPEG, ['-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=180x320:r=15', '-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', files.video]);
  // Larger than 100 MB on paper, nothing on disk: the form refuses it before sending.
  files.oversize = path.join(work, 'qua-lon.mp4');
  await writeFile(files.oversize, '');
  await truncate(files.oversize, 101 * 1024 * 1024);
  // Named and typed as a video, but text inside: the server reads it and refuses it.
  files.lying = path.join(work, 'gia-mao.mp4');
  await writeFile(files.lying, 'this is not a video\n'.repeat(50));
});

test.afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function explore(page: Page, language = 'vi'): Promise<ShortItem[]> {
  const response = await page.request.get('/other/api/short-video/list?tab=kham-pha&pageSize=10', { headers: { 'x-language': language } });
  return ((await response.json()) as Envelope<ListPage<ShortItem>>).data.list;
}

const slide = (page: Page, index: number) => page.locator(`[data-testid=short-slide][data-index="${index}"]`);

test.describe('the short-video feed', () => {
  test('plays the newest clips one at a time, muted, and moves with the keys', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const clips = await explore(page);
    await page.goto('/video-ngan');
    const feed = page.getByTestId('short-feed');
    await expect(feed).toHaveAttribute('role', 'feed');
    await expect(slide(page, 0).getByTestId('short-title')).toHaveText(clips[0]!.title);
    await expect(slide(page, 0).getByTestId('short-creator')).toContainText(clips[0]!.creator.displayName);
    await expect(slide(page, 0)).toHaveAttribute('data-active', 'true');
    await expect(slide(page, 0)).toHaveAttribute('data-state', /^active\.(starting|playing|buffering)$/);
    expect(await slide(page, 0).getByTestId('short-video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

    await page.keyboard.press('ArrowDown');
    await expect(feed).toHaveAttribute('data-index', '1');
    await expect(slide(page, 1)).toHaveAttribute('data-active', 'true');
    await expect(slide(page, 1).getByTestId('short-title')).toHaveText(clips[1]!.title);
    // The clip that left the screen stops and lets its source go.
    await expect(slide(page, 0)).toHaveAttribute('data-state', 'idle');
    expect(await slide(page, 0).getByTestId('short-video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.keyboard.press('j');
    await expect(feed).toHaveAttribute('data-index', '2');
    await page.keyboard.press('k');
    await expect(feed).toHaveAttribute('data-index', '1');
    await page.keyboard.press('m');
    await expect(slide(page, 1).getByTestId('short-sound')).toHaveAttribute('aria-pressed', 'true');
  });

  test('speaks English and Chinese, and a guest who likes is asked to sign in', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const [language, title, like] of [
      ['en', 'Trending videos', /^Like \(/],
      ['zh', '熱門影片', /^喜歡（/],
    ] as const) {
      const clips = await (await page.request.get('/other/api/short-video/list?tab=xu-huong&pageSize=3', { headers: { 'x-language': language } })).json();
      await page.goto(`/video-ngan/xu-huong?lang=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(slide(page, 0).getByTestId('short-title')).toHaveText((clips as Envelope<ListPage<ShortItem>>).data.list[0]!.title);
      await expect(slide(page, 0).getByTestId('short-like')).toHaveAttribute('aria-label', like);
    }
    await slide(page, 0).getByTestId('short-like').click();
    await expect(page.getByTestId('login-form')).toBeVisible();
  });

  test('on a phone the clip fills the width with its actions over it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/video-ngan');
    const stage = slide(page, 0).getByTestId('short-video');
    await expect(stage).toBeVisible();
    const box = (await stage.boundingBox())!;
    expect(box.width).toBeGreaterThan(PHONE.width - 40);
    await expect(slide(page, 0).getByTestId('short-like')).toBeVisible();
  });

  test('an unknown clip or channel says so; a failing feed offers a retry that works', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/video-ngan/bong-da/khong-co-video-nay?lang=en');
    await expect(page.getByTestId('short-missing')).toContainText('Video not found');
    await page.goto('/video-ngan/trang-ca-nhan/999999?lang=en');
    await expect(page.getByTestId('short-profile-missing')).toContainText('Channel not found');

    let failures = 1;
    await page.route('**/other/api/short-video/list?*', (route) => (failures-- > 0 ? route.fulfill({ status: 500, body: '{}' }) : route.continue()));
    await page.goto('/video-ngan?lang=en');
    await expect(page.getByTestId('load-failed')).toBeVisible();
    await page.getByTestId('load-failed').getByRole('button').click();
    await expect(slide(page, 0)).toBeVisible();
  });

  test('a clip’s own page leads its category’s feed', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const clip = (await explore(page, 'en'))[3]!;
    await page.goto(`${clip.path}?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(clip.title);
    await expect(slide(page, 0).getByTestId('short-title')).toHaveText(clip.title);
    await expect(slide(page, 1)).toBeVisible();
    await expect(slide(page, 1)).toHaveAttribute('data-clip-id', /\d+/);
  });
});

/** The member's upload journey: where the member is, and what they do. */
const uploadFlow = createMachine({
  id: 'short-upload-flow',
  initial: 'create',
  states: {
    create: { on: { UPLOAD_VIDEO: 'posted', PICK_OVERSIZE: 'refusedSize', UPLOAD_NOT_VIDEO: 'refusedNotVideo' } },
    refusedSize: { on: { UPLOAD_VIDEO: 'posted' } },
    refusedNotVideo: { on: { UPLOAD_VIDEO: 'posted' } },
    posted: { on: { OPEN_PROFILE: 'profile' } },
    profile: { on: { OPEN_CLIP: 'clip' } },
    clip: {},
  },
});

/** Paths another path begins with add nothing (their steps run in the longer one); each path once. */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const key = (p: ModelPath) => p.steps.map((s) => s.event.type).join(' ');
  const longest = paths.filter((p) => !paths.some((q) => q !== p && q.steps.length > p.steps.length && key(q).startsWith(`${key(p)} `)));
  return [...new Map(longest.map((p) => [key(p), p])).values()];
}

interface Seen {
  caption?: string;
}

const form = (page: Page) => page.getByTestId('short-upload-form');

const actions: Record<string, (page: Page, seen: Seen) => Promise<void>> = {
  UPLOAD_VIDEO: async (page, seen) => {
    seen.caption = `Bàn thắng đẹp <b>${Date.now().toString(36)}</b> #e2e`;
    await page.getByTestId('short-upload-file').setInputFiles(files.video);
    await page.getByTestId('short-upload-caption').fill(seen.caption);
    await page.getByTestId('short-upload-submit').click();
  },
  PICK_OVERSIZE: async (page) => {
    await page.getByTestId('short-upload-file').setInputFiles(files.oversize);
    await page.getByTestId('short-upload-caption').fill('Quá lớn');
    await page.getByTestId('short-upload-submit').click();
  },
  UPLOAD_NOT_VIDEO: async (page) => {
    await page.getByTestId('short-upload-file').setInputFiles(files.lying);
    await page.getByTestId('short-upload-caption').fill('Không phải video');
    await page.getByTestId('short-upload-submit').click();
  },
  OPEN_PROFILE: async (page) => {
    await page.getByTestId('short-upload-profile').click();
  },
  OPEN_CLIP: async (page, seen) => {
    await page.getByTestId('short-profile-grid').getByTestId('short-card').filter({ hasText: seen.caption! }).click();
  },
};

const checks: Record<string, (page: Page, seen: Seen) => Promise<void>> = {
  create: async (page) => {
    await expect(form(page)).toHaveAttribute('data-state', 'editing');
  },
  refusedSize: async (page) => {
    await expect(page.getByTestId('short-upload-problem')).toHaveText('Video quá lớn: tối đa 100 MB.');
    await expect(form(page)).toHaveAttribute('data-state', 'editing');
  },
  refusedNotVideo: async (page) => {
    await expect(page.getByTestId('short-upload-error')).toHaveText('Tệp này không phải là video MP4, dù tên hoặc kiểu của nó nói vậy');
    await expect(form(page)).toHaveAttribute('data-state', 'failed');
  },
  posted: async (page, seen) => {
    await expect(page.getByTestId('short-upload-done')).toContainText(seen.caption!);
  },
  profile: async (page, seen) => {
    await expect(page).toHaveURL(/\/video-ngan\/trang-ca-nhan$/);
    const first = page.getByTestId('short-profile-grid').getByTestId('short-card').first();
    await expect(first).toContainText(seen.caption!);
  },
  clip: async (page, seen) => {
    await expect(page).toHaveURL(/\/video-ngan\/bong-da\/.+-\d{7,}$/);
    // The caption as typed: its markup is text, never HTML.
    await expect(slide(page, 0).getByTestId('short-title')).toHaveText(seen.caption!);
    const video = slide(page, 0).getByTestId('short-video');
    await expect(video).toHaveAttribute('src', /\/media\/short-video\/\d+\.mp4$/);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  },
};

test.describe('the short-video upload journey', () => {
  for (const flowPath of withoutPrefixes(transitionPaths(uploadFlow, {}))) {
    test(flowPath.description, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(DESKTOP);
      await signIn(page);
      const seen: Seen = {};
      await page.goto('/video-ngan/trang-ca-nhan/tao-moi');
      await checks.create!(page, seen);
      for (const step of flowPath.steps) {
        await actions[step.event.type]!(page, seen);
        await checks[step.value as string]!(page, seen);
      }
    });
  }
});
