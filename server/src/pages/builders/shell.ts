/** Every page: the shell's menu and marquee and the live count, which the SPA asks for before anything else. */
import { liveCount } from '../../../../contracts/endpoints/live.ts';
import * as shell from '../../../../contracts/endpoints/shell.ts';
import type { Preloader } from '../preload.ts';

export const MENU_URL = shell.menu.path;
export const MARQUEE_URL = shell.marqueeHomeList.path;
export const LIVE_COUNT_URL = liveCount.path;

/** As the SPA asks them: machines/shell/shell.actors.ts (the menu POSTed with `{}`, the marquee), machines/live-count (no mode). */
export function preloadShell(preload: Preloader): void {
  void preload.call('POST', MENU_URL, {});
  void preload.call('GET', MARQUEE_URL);
  void preload.call('GET', LIVE_COUNT_URL);
}
