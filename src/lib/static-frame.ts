import { createContext, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { STATIC_FRAME_ID } from '../../contracts/constants';

/** The words of the server's frame: its h1 and the labels of its trail, home first. */
export interface StaticFrameWords {
  heading: string;
  crumbs: string[];
}

function readStaticFrameWords(): StaticFrameWords | null {
  const frame = typeof document === 'undefined' ? null : document.getElementById(STATIC_FRAME_ID);
  const heading = frame?.querySelector('h1')?.textContent;
  if (!frame || !heading) return null;
  const crumbs = [...frame.querySelectorAll('nav li')].map((item) => item.lastElementChild?.textContent ?? '');
  return { heading, crumbs };
}

/** Read once as the app starts, before the frame goes (src/lib/page-name.tsx keeps them until the page's data is there). */
export const staticFrameWords = readStaticFrameWords();

/**
 * The page's static first paint, written into the HTML by the server (src/app/static-frame.tsx):
 * while it is in the document the SPA's own tree is laid out but not shown (index.html's
 * `#static-frame + #root` rule). It goes when the SPA has drawn its page (a page that holds it: what
 * the frame shows, useStaticFrameUntil), its error or its 404.
 */
export function dismissStaticFrame(): void {
  const frame = document.getElementById(STATIC_FRAME_ID);
  if (!frame) return;
  // A visitor who tabbed into the frame keeps their place: focus goes to the page's main area.
  const hadFocus = frame.contains(document.activeElement);
  frame.remove();
  if (hadFocus) document.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
}

/** How a page keeps the frame up until it has drawn what the frame shows (useStaticFrameUntil). */
interface FrameHold {
  hold(): void;
}

const FrameHoldContext = createContext<FrameHold | null>(null);
export const StaticFrameHold = FrameHoldContext.Provider;

/** Removes the static frame once the component that calls it is on screen (in the same frame). */
export function useDismissStaticFrame(): void {
  useLayoutEffect(dismissStaticFrame, []);
}

/**
 * The page host's side: the frame goes once the page of `path` is on screen, unless that page holds
 * it (its layout effects run first, in the same commit). Gives what the page's StaticFrameHold carries.
 */
export function useStaticFrameHost(path: string): FrameHold {
  const held = useRef(false);
  const frameHold = useMemo<FrameHold>(() => ({ hold: () => void (held.current = true) }), []);
  useLayoutEffect(() => {
    if (!held.current) dismissStaticFrame();
    held.current = false;
  }, [path]);
  return frameHold;
}

/**
 * A page whose first paint the server draws (a live room's poster, the first clip's) keeps the frame
 * until `drawn`, so the frame's picture is followed by the page's same picture, not by a skeleton.
 */
export function useStaticFrameUntil(drawn: boolean): void {
  const frameHold = useContext(FrameHoldContext);
  useLayoutEffect(() => {
    if (drawn) dismissStaticFrame();
    else frameHold?.hold();
  }, [drawn, frameHold]);
}
