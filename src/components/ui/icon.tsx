import type { ReactNode } from 'react';

/** Line icons drawn on a 24×24 grid with the current text colour: the shell's and the home route's. */
export const coreShapes = {
  home: (
    <>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9v11a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9" />
    </>
  ),
  live: (
    <>
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <path d="M8.1 8.1a5.5 5.5 0 0 0 0 7.8M15.9 8.1a5.5 5.5 0 0 1 0 7.8" />
      <path d="M5.1 5.1a9.8 9.8 0 0 0 0 13.8M18.9 5.1a9.8 9.8 0 0 1 0 13.8" />
    </>
  ),
  schedule: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
      <path d="m10.5 13 4 2.5-4 2.5z" fill="currentColor" />
    </>
  ),
  results: (
    <>
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 5.5H4.5V7A3.5 3.5 0 0 0 8 10.5M16 5.5h3.5V7a3.5 3.5 0 0 1-3.5 3.5" />
      <path d="M12 13v4M8.5 21h7M9.5 17h5v4h-5z" />
    </>
  ),
  fixtures: (
    <>
      <path d="M10 6h10M10 12h10M10 18h10" />
      <circle cx="5" cy="6" r="1.6" />
      <circle cx="5" cy="12" r="1.6" />
      <circle cx="5" cy="18" r="1.6" />
    </>
  ),
  odds: (
    <>
      <path d="M3 20h18" />
      <path d="m4 16 5-5 4 3 7-7" />
      <path d="M15 7h5v5" />
    </>
  ),
  tips: (
    <>
      <path d="M9 18h6M10 21h4" />
      <path d="M12 3a6 6 0 0 0-3.6 10.8c.7.5 1.1 1.3 1.1 2.2h5c0-.9.4-1.7 1.1-2.2A6 6 0 0 0 12 3z" />
    </>
  ),
  news: (
    <>
      <path d="M4 5h12v14a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2z" />
      <path d="M16 9h4v10a2 2 0 0 1-4 0" />
      <path d="M7 9h6M7 13h6M7 17h3" />
    </>
  ),
  highlight: <path d="M13 2 4.5 13.5H11L10 22l8.5-11.5H12z" />,
  film: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M7.5 4v16M16.5 4v16M3 9h4.5M3 15h4.5M16.5 9H21M16.5 15H21" />
    </>
  ),
  tv: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="m8 3 4 4 4-4" />
    </>
  ),
  music: (
    <>
      <path d="M9 18V5.5l11-2.5v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="17" cy="16" r="3" />
    </>
  ),
  game: (
    <>
      <path d="M6.5 7.5h11a4.5 4.5 0 0 1 4.4 5.5l-.6 2.7a3 3 0 0 1-5.2 1.3L14.5 15h-5l-1.6 2a3 3 0 0 1-5.2-1.3L2.1 13a4.5 4.5 0 0 1 4.4-5.5z" />
      <path d="M7.5 10v3.5M5.75 11.75h3.5" />
      <circle cx="16" cy="10.5" r="0.9" fill="currentColor" />
      <circle cx="18" cy="12.8" r="0.9" fill="currentColor" />
    </>
  ),
  shorts: (
    <>
      <rect x="6" y="2" width="12" height="20" rx="3" />
      <path d="M10.5 9.5v5l4-2.5z" fill="currentColor" />
    </>
  ),
  comics: (
    <>
      <path d="M2.5 5.5c2.3-1 5.5-1 9.5 1 4-2 7.2-2 9.5-1V19c-2.3-1-5.5-1-9.5 1-4-2-7.2-2-9.5-1z" />
      <path d="M12 6.5V20" />
    </>
  ),
  community: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.7a3.5 3.5 0 0 1 0 6.6M18 14.3a6.5 6.5 0 0 1 3.5 5.7" />
    </>
  ),
  chat: (
    <>
      <path d="M21 12a8.5 8.5 0 0 1-12.3 7.6L3.5 21l1.4-4.9A8.5 8.5 0 1 1 21 12z" />
      <path d="M8.5 12h.01M12.5 12h.01M16.5 12h.01" strokeWidth="2.6" />
    </>
  ),
  promotion: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13" />
      <path d="M12 8C10.6 5 7.2 3.8 6.6 6.2 6.1 8 9.5 8 12 8zm0 0c1.4-3 4.8-4.2 5.4-1.8.5 1.8-2.9 1.8-5.4 1.8z" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  chevron: <path d="m6 9 6 6 6-6" />,
  chevronRight: <path d="m9 6 6 6-6 6" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 7.5h.01" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.7 2.7L16 9.5" />
    </>
  ),
  warning: (
    <>
      <path d="M10.3 4 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4M12 17h.01" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15 9-6 6M9 9l6 6" />
    </>
  ),
  refresh: (
    <>
      <path d="M20 12a8 8 0 1 1-2.3-5.7" />
      <path d="M20 4v5h-5" />
    </>
  ),
  dot: <circle cx="12" cy="12" r="3" fill="currentColor" />,
  eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <>
      <path d="M10.6 5.6A9.7 9.7 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16.6 16.6 0 0 1-2.7 3.5M6.5 7.1C3.9 8.8 2.5 12 2.5 12S6 18.5 12 18.5a9.3 9.3 0 0 0 4.9-1.4" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </>
  ),
  logout: (
    <>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
      <path d="M10 16.5 5.5 12 10 7.5M5.5 12H15" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  phone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  bell: (
    <>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </>
  ),
  star: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />,
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  /** A streak of days (check-in). */
  flame: <path d="M12 21a6.5 6.5 0 0 0 6.5-6.5c0-4.4-3.6-6.6-4.6-11-2.3 1.7-3.1 4.4-2.7 6.6C9.8 9.3 9 8 8.9 6.4 6.8 8 5.5 10.7 5.5 14.5A6.5 6.5 0 0 0 12 21Zm0 0a2.8 2.8 0 0 0 2.8-2.8c0-2-1.7-2.9-2.8-4.6-1.1 1.7-2.8 2.6-2.8 4.6A2.8 2.8 0 0 0 12 21Z" />,
  userPlus: (
    <>
      <circle cx="10" cy="8" r="4" />
      <path d="M3 21a7 7 0 0 1 12.5-4.3M18 14v6M15 17h6" />
    </>
  ),
  copy: (
    <>
      <rect x="8.5" y="8.5" width="12" height="12" rx="2" />
      <path d="M15.5 8.5V5.5a2 2 0 0 0-2-2h-8a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h3" />
    </>
  ),
  share: (
    <>
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="m8.2 10.9 7.6-4.2M8.2 13.1l7.6 4.2" />
    </>
  ),
  lock: (
    <>
      <rect x="4.5" y="10.5" width="15" height="10.5" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </>
  ),
  arrowLeft: <path d="M19 12H5M11 6l-6 6 6 6" />,
  // The live player's controls.
  play: <path d="M7 4.5v15l13-7.5z" fill="currentColor" />,
  pause: (
    <>
      <rect x="6" y="4.5" width="4" height="15" rx="1" fill="currentColor" />
      <rect x="14" y="4.5" width="4" height="15" rx="1" fill="currentColor" />
    </>
  ),
  volume: (
    <>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
    </>
  ),
  volumeOff: (
    <>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      <path d="m16 9.5 5 5M21 9.5l-5 5" />
    </>
  ),
  fullscreen: <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />,
  exitFullscreen: <path d="M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5" />,
  pip: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <rect x="12" y="11" width="7" height="6" rx="1" fill="currentColor" />
    </>
  ),
  theater: (
    <>
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <path d="M6 10v4M18 10v4" />
    </>
  ),
  settings: (
    <>
      <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
      <circle cx="16" cy="7" r="2" />
      <circle cx="8" cy="17" r="2" />
    </>
  ),
  // The community board's icons.
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof coreShapes;

export function isIconName(value: string): value is IconName {
  return Object.hasOwn(coreShapes, value);
}

/** The icon of a server-provided key (shell-types NavItem.icon), with a neutral fallback. */
export function iconFor(key: string): IconName {
  return isIconName(key) ? key : 'dot';
}

export interface IconProps<Name extends string> {
  name: Name;
  /** Pixel size of the square. */
  size?: number;
  /** When given the icon is announced; otherwise it is decorative. */
  label?: string;
  className?: string;
  /** The shape filled with the current colour (a saved bookmark). */
  filled?: boolean;
}

/**
 * The one way an icon is drawn, over a table of shapes: `Icon` holds what the shell and the home
 * route draw; the features' own shapes (`feature-icons.tsx`) load with the features that use them.
 */
export function iconSet<Shapes extends Record<string, ReactNode>>(shapes: Shapes) {
  return function SetIcon({ name, size = 20, label, className, filled = false }: IconProps<Extract<keyof Shapes, string>>) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
        focusable="false"
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        {label ? <title>{label}</title> : null}
        {shapes[name]}
      </svg>
    );
  };
}

export const Icon = iconSet(coreShapes);
