/**
 * The home page and the match hub (/thong-tin, /thong-tin-tran-dau): their first calls, asked
 * exactly as the SPA asks them (contracts/home.ts names them for both sides) for the visitor's
 * today in the visitor's zone, so the page carries their answers.
 */
import { bannerList } from '../../../../contracts/endpoints/home.ts';
import { homeBanners, homeCalls, matchHubCalls } from '../../../../contracts/home.ts';
import type { Banner } from '../../../../contracts/schemas/content/resources.ts';
import { clock, zonedDay } from '../../clock.ts';
import { visitorTimeZone } from './schedule.ts';
import type { PageBuilder, PageContext } from './types.ts';
import { isSitePath } from '../static-frame.ts';

function today(page: PageContext): { date: string; timezone: string } {
  const timezone = visitorTimeZone(page.request.headers.cookie);
  return { date: zonedDay(clock.now(), timezone), timezone };
}

export const homeBuilder: PageBuilder = async (page) => {
  const { date, timezone } = today(page);
  await Promise.all(homeCalls(date, timezone).map((url) => page.preload.call('GET', url)));
  const banners = await page.preload.call<Banner[]>('GET', bannerList.path);
  const banner = banners.data ? homeBanners(banners.data)[0] : undefined;
  // Only the site's own pictures and links (a banner is data: never a script URL in the page).
  return banner && isSitePath(banner.image) && isSafeLink(banner.link) ? { banner: { image: banner.image, title: banner.title, link: banner.link } } : {};
};

const isSafeLink = (url: string) => isSitePath(url) || /^https?:\/\//i.test(url);

export const matchHubBuilder: PageBuilder = async (page) => {
  const { date, timezone } = today(page);
  await Promise.all(matchHubCalls(date, timezone).map((url) => page.preload.call('GET', url)));
  return {};
};
