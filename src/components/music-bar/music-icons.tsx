/** Icons of the music player and lists, drawn like src/components/ui/icon.tsx (24×24, current colour). */
const paths = {
  play: <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />,
  pause: (
    <>
      <rect x="6" y="4.5" width="4" height="15" rx="1" fill="currentColor" />
      <rect x="14" y="4.5" width="4" height="15" rx="1" fill="currentColor" />
    </>
  ),
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
  plus: <path d="M12 5v14M5 12h14" />,
  queue: (
    <>
      <path d="M4 6h12M4 11h12M4 16h7" />
      <path d="M15 14.5v6l5-3z" fill="currentColor" />
    </>
  ),
  volume: (
    <>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
    </>
  ),
  volumeOff: (
    <>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      <path d="m16 9.5 5 5M21 9.5l-5 5" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  up: <path d="m6 15 6-6 6 6" />,
  down: <path d="m6 9 6 6 6-6" />,
  trash: (
    <>
      <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13" />
      <path d="M10 11v6M14 11v6" />
    </>
  ),
  edit: <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />,
  music: (
    <>
      <path d="M9 18V5.5l11-2V16" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="17.5" cy="16" r="2.5" />
    </>
  ),
} as const;

export type MusicIconName = keyof typeof paths;

export function MusicIcon({ name, size = 20, className }: { name: MusicIconName; size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      focusable="false"
      aria-hidden
    >
      {paths[name]}
    </svg>
  );
}
