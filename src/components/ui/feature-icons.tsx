/**
 * The icons of the community and music features (and every shell icon beside them), drawn by the one
 * icon implementation (`iconSet` of icon.tsx); kept apart from the shell's table so that their shapes
 * load with the features that use them, not with every page.
 */
import { coreShapes, iconSet } from './icon';

const shapes = {
  ...coreShapes,
  thumb: <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm0 0 4-7a2.5 2.5 0 0 1 2.5 2.5V9h5.3a2 2 0 0 1 2 2.3l-1.2 7.5A2.5 2.5 0 0 1 17.1 21H7" />,
  comment: <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" />,
  shareOut: (
    <>
      <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7" />
      <path d="M12 3v12M7.5 7.5 12 3l4.5 4.5" />
    </>
  ),
  bookmark: <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z" />,
  image: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </>
  ),
  flag: <path d="M5 21V4m0 0h11l-2 4 2 4H5" />,
  more: (
    <>
      <circle cx="5" cy="12" r="1.5" fill="currentColor" />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
      <circle cx="19" cy="12" r="1.5" fill="currentColor" />
    </>
  ),
  bin: <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-13M9 7V4h6v3" />,
  send: <path d="M4 12 20 4l-5 16-3-7zM12 13l8-9" />,
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  link: <path d="M10 14a4 4 0 0 0 5.7 0l3.5-3.5a4 4 0 0 0-5.7-5.7L12 6.3M14 10a4 4 0 0 0-5.7 0l-3.5 3.5a4 4 0 0 0 5.7 5.7l1.5-1.5" />,
  world: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  friends: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M17 8v6M14 11h6" />
    </>
  ),
  padlock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  // The music player's and lists' icons.
  playTrack: <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />,
  next: (
    <>
      <path d="M5 5v14l10-7z" fill="currentColor" />
      <path d="M18.5 5v14" strokeWidth={2.4} />
    </>
  ),
  previous: (
    <>
      <path d="M19 5v14L9 12z" fill="currentColor" />
      <path d="M5.5 5v14" strokeWidth={2.4} />
    </>
  ),
  shuffle: (
    <>
      <path d="M3 7h3.5c4.5 0 6.5 10 11 10H21" />
      <path d="M3 17h3.5c1.6 0 2.8-1.3 3.9-3M13.6 10c1.1-1.7 2.3-3 3.9-3H21" />
      <path d="m18 4 3 3-3 3M18 14l3 3-3 3" />
    </>
  ),
  repeat: (
    <>
      <path d="M4 11V9a3 3 0 0 1 3-3h13" />
      <path d="m17 3 3 3-3 3" />
      <path d="M20 13v2a3 3 0 0 1-3 3H4" />
      <path d="m7 21-3-3 3-3" />
    </>
  ),
  repeatOne: (
    <>
      <path d="M4 11V9a3 3 0 0 1 3-3h13" />
      <path d="m17 3 3 3-3 3" />
      <path d="M20 13v2a3 3 0 0 1-3 3H4" />
      <path d="m7 21-3-3 3-3" />
      <path d="M11 10.5 12.5 9.5v5" strokeWidth={1.6} />
    </>
  ),
  heart: <path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.2a4.4 4.4 0 0 1 7.5 2.7C19.5 15.4 12 20 12 20z" />,
  heartFilled: <path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.2a4.4 4.4 0 0 1 7.5 2.7C19.5 15.4 12 20 12 20z" fill="currentColor" />,
  queue: (
    <>
      <path d="M4 6h12M4 11h12M4 16h7" />
      <path d="M15 14.5v6l5-3z" fill="currentColor" />
    </>
  ),
  volumeTrack: (
    <>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
    </>
  ),
  chevronUp: <path d="m6 15 6-6 6 6" />,
  trash: (
    <>
      <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13" />
      <path d="M10 11v6M14 11v6" />
    </>
  ),
  edit: <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />,
  musicNote: (
    <>
      <path d="M9 18V5.5l11-2V16" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="17.5" cy="16" r="2.5" />
    </>
  ),
};

export type FeatureIconName = keyof typeof shapes;

export const FeatureIcon = iconSet(shapes);
