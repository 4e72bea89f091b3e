import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { useNavbarMode } from '../machine-hooks';
import { BottomBar } from '../shell/bottom-bar';
import { SiteMusicBar } from '../shell/site-music-bar';
import { MarqueeStrip } from '../shell/marquee-strip';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';
import { MAIN_CONTENT_ID } from '../shell/skip-link';

const shell = css({ display: 'flex', flexDirection: 'column', flex: '1', minHeight: 'dvh' });

/** Room for the fixed bottom bar, so it never covers the footer. */
const withBottomBar = css({ pb: '[calc(token(sizes.bottomBar) + env(safe-area-inset-bottom))]' });

/** The page area holds at least a screen, so the footer never starts on screen while a page loads. */
const main = css({ display: 'flex', flexDirection: 'column', flex: '1', w: 'full', minHeight: 'dvh', _focus: { outline: 'none' } });

/** Every page but the live rooms: header, marquee, page, footer, the music's mini player, and the bottom bar on phones. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const mobile = useNavbarMode() === 'mobile';
  return (
    <div className={cx(shell, mobile && withBottomBar)} data-layout="default">
      <SiteHeader />
      <MarqueeStrip />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={main}>
        {children}
      </main>
      <SiteFooter />
      <SiteMusicBar aboveBottomBar={mobile} />
      {mobile ? <BottomBar /> : null}
    </div>
  );
}
