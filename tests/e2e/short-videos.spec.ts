/**
 * Short videos (/video-ngan…) where a browser and the server are needed: the clip on screen plays
 * muted and the one that left the screen stops, the phone layout, and the member's upload journey as
 * paths generated from a small user-flow machine: upload a short video and see it on the profile,
 * and an oversize or non-video upload refused. The test files are made at test time (a 2-second
 * ffmpeg clip, a sparse 101 MB file, a text file named .mp4). The pages against their data (the
 * feeds and grids, the keys, three languages, a guest's sign-in notices, a clip's page, a channel,
 * not found, loading, failed and retried) are the page tests of src/features/short-videos/pages.
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

const slide = (page: Page, index: number) => page.locator(`[data-testid=short-slide][data-index="${index}"]`);

test.describe('the short-video feed', () => {
  test('plays the clip on screen muted, and stops the one that left the screen', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/video-ngan');
    const feed = page.getByTestId('short-feed');
    await expect(slide(page, 0)).toHaveAttribute('data-state', /^active\.(starting|playing|buffering)$/);
    const video = (index: number) => slide(page, index).getByTestId('short-video');
    expect(await video(0).evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

    await page.keyboard.press('ArrowDown');
    await expect(feed).toHaveAttribute('data-index', '1');
    await expect(slide(page, 1)).toHaveAttribute('data-state', /^active\./);
    // The clip that left the screen stops and lets its source go.
    await expect(slide(page, 0)).toHaveAttribute('data-state', 'idle');
    expect(await video(0).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
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
