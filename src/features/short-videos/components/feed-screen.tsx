/** The frame of the short-video pages: their tabs, and a feed's screen (shorts-page.tsx; the static first paint of src/app/static-frame.tsx). */
import { css } from '../../../../styled-system/css';
import type { RouteTabDef } from '../../../components/ui/route-tabs';

export const SHORTS_TABS: readonly RouteTabDef[] = [
  { route: 'shorts', labelId: 'tabs.shorts.forYou' },
  { route: 'shortsSaved', labelId: 'tabs.shorts.saved' },
  { route: 'shortsTrending', labelId: 'tabs.shorts.trending' },
  { route: 'shortsExplore', labelId: 'tabs.shorts.explore' },
  { route: 'shortsFollowing', labelId: 'tabs.shorts.following' },
  { route: 'shortsProfile', labelId: 'tabs.shorts.profile' },
];

/** A feed's screen: the tabs, then the feed filling the rest of the screen between the site's bars. */
const screen = css({
  display: 'flex',
  flexDirection: 'column',
  w: 'full',
  maxW: 'content',
  mx: 'auto',
  px: { base: '0', md: '6' },
  pt: { base: '0', md: '2' },
  pb: { base: '0', md: '3' },
  gap: { base: '0', md: '2' },
  h: {
    base: '[calc(100dvh - token(sizes.header) - token(sizes.marquee) - token(sizes.bottomBar) - env(safe-area-inset-bottom))]',
    lg: '[calc(100dvh - token(sizes.header) - token(sizes.navRow) - token(sizes.marquee))]',
  },
  minH: '[24rem]',
});
const tabs = css({ px: { base: '3', md: '0' }, flexShrink: '0' });

export const feedScreenClasses = { screen, tabs };
