import { fromPromise } from 'xstate';
import { call } from '../../api/call';
import * as shell from '../../contracts/endpoints/shell';
import type { MarqueeItem, MenuData } from '../../contracts/schemas/shell';

export interface ShellData {
  menu: MenuData;
  marquee: MarqueeItem[];
}

/** Header, footer, navigation and marquee, in the language of the request (the language cookie). */
export const fetchShellData = fromPromise<ShellData, void>(async ({ signal }) => {
  const [menu, marquee] = await Promise.all([call(shell.menu, { body: {} }, signal), call(shell.marqueeHomeList, {}, signal)]);
  return { menu, marquee };
});
