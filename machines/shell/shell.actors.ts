import { fromPromise } from 'xstate';
import { fetchMarquee, fetchMenu } from '../../api/shell';
import type { MarqueeItem, MenuData } from '../../contracts/schemas/shell';

export interface ShellData {
  menu: MenuData;
  marquee: MarqueeItem[];
}

/** Header, footer, navigation and marquee, in the language of the request (the language cookie). */
export const fetchShellData = fromPromise<ShellData, void>(async ({ signal }) => {
  const [menu, marquee] = await Promise.all([fetchMenu(signal), fetchMarquee(signal)]);
  return { menu, marquee };
});
