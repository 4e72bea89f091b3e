/**
 * Build step: renders the page's static first paint (src/app/static-frame.tsx) once, with slot
 * markers, into dist/.vite/static-frame.json for the server's page writer to fill per URL. The
 * component is loaded through Vite (as the app resolves it: styled-system, TSX).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createServer } from 'vite';
import { projectRoot } from './lib/run.ts';
import type { RouteId } from '../contracts/route-table.ts';
import { SHORT_FEED_TABS } from '../contracts/short-feeds.ts';

export const STATIC_FRAME_FILE = join('.vite', 'static-frame.json');

export interface StaticFrameTemplate {
  slots: Record<string, string>;
  frame: string;
  trail: string;
  crumbLink: { first: string; next: string };
  crumbCurrent: { first: string; next: string };
  /** The home page's frame, with message slots (`__SF_MSG:<id>__`) and the banner slot. */
  home: string;
  /** What fills the home page's banner slot: the first banner (with its slots), or the skeleton. */
  homeBanner: { first: string; skeleton: string };
  /** A live room's frame, with the poster and title slots. */
  room: string;
  /** The frame of each feed route of contracts/short-feeds.ts, with the poster, title and message slots. */
  feeds: Record<string, string>;
}

type FrameModule = typeof import('../src/app/static-frame.tsx');

export async function renderStaticFrame(): Promise<StaticFrameTemplate> {
  const vite = await createServer({ root: projectRoot, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
  try {
    const { StaticFrame, StaticTrail, StaticCrumb, HomeStaticFrame, StaticBanner, StaticBannerSkeleton, RoomStaticFrame, FeedStaticFrame, SLOT } = (await vite.ssrLoadModule(
      '/src/app/static-frame.tsx',
    )) as FrameModule;
    const feedRoutes = Object.keys(SHORT_FEED_TABS) as RouteId[];
    const crumb = (current: boolean, first: boolean) => renderToStaticMarkup(createElement(StaticCrumb, { current, first }));
    return {
      slots: { ...SLOT },
      frame: renderToStaticMarkup(createElement(StaticFrame)),
      trail: renderToStaticMarkup(createElement(StaticTrail)),
      crumbLink: { first: crumb(false, true), next: crumb(false, false) },
      crumbCurrent: { first: crumb(true, true), next: crumb(true, false) },
      home: renderToStaticMarkup(createElement(HomeStaticFrame)),
      homeBanner: { first: renderToStaticMarkup(createElement(StaticBanner)), skeleton: renderToStaticMarkup(createElement(StaticBannerSkeleton)) },
      room: renderToStaticMarkup(createElement(RoomStaticFrame)),
      feeds: Object.fromEntries(feedRoutes.map((routeId) => [routeId, renderToStaticMarkup(createElement(FeedStaticFrame, { routeId }))])),
    };
  } finally {
    await vite.close();
  }
}

export async function writeStaticFrame(distDir = join(projectRoot, 'dist')): Promise<void> {
  writeFileSync(join(distDir, STATIC_FRAME_FILE), `${JSON.stringify(await renderStaticFrame(), null, 2)}\n`);
}
