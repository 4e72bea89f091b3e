import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { useNavbarMode, useRoomLayout } from '../machine-hooks';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';
import { MAIN_CONTENT_ID } from '../shell/skip-link';
import { SiteMusicBar } from '../shell/site-music-bar';

const shell = css({ display: 'flex', flexDirection: 'column', flex: '1', minHeight: 'dvh', bg: 'bg.canvas' });

/** The room area holds at least a screen, so the footer never starts on screen while the room loads. */
const main = css({ display: 'flex', flexDirection: 'column', flex: '1', w: 'full', minHeight: 'dvh', _focus: { outline: 'none' } });

/** Live rooms: a compact header and the full width for the player and the chat; no footer on phones. */
export function LiveroomLayout({ children }: { children: ReactNode }) {
  const mobile = useNavbarMode() === 'mobile';
  const roomLayout = useRoomLayout();
  return (
    <div className={shell} data-layout="liveroom" data-room-layout={roomLayout}>
      <SiteHeader compact />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={main}>
        {children}
      </main>
      {mobile ? null : <SiteFooter />}
      <SiteMusicBar aboveBottomBar={false} />
    </div>
  );
}
