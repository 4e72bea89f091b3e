import { useLayoutEffect } from 'react';
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
 * `#static-frame + #root` rule). It goes when the SPA has drawn its page, its error or its 404.
 */
export function dismissStaticFrame(): void {
  const frame = document.getElementById(STATIC_FRAME_ID);
  if (!frame) return;
  // A visitor who tabbed into the frame keeps their place: focus goes to the page's main area.
  const hadFocus = frame.contains(document.activeElement);
  frame.remove();
  if (hadFocus) document.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
}

/** Removes the static frame once the component that calls it is on screen (in the same frame). */
export function useDismissStaticFrame(): void {
  useLayoutEffect(dismissStaticFrame, []);
}
