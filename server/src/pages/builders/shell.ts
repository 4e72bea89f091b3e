/** Every page: the shell's menu and marquee and the live count, which the SPA asks for before anything else. */
import type { Preloader } from '../preload.ts';

export const MENU_URL = '/al/api/live/menu';
export const MARQUEE_URL = '/other/api/resource/marquee/home-list';
export const LIVE_COUNT_URL = '/other/api/schedule/total-live-schedule';

/** As the SPA asks them: api/shell.ts fetchMenu (POST with `{}`) and fetchMarquee, machines/live-count (no mode). */
export function preloadShell(preload: Preloader): void {
  void preload.call('POST', MENU_URL, {});
  void preload.call('GET', MARQUEE_URL);
  void preload.call('GET', LIVE_COUNT_URL);
}
