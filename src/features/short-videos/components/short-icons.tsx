/** The feed's own pictures (heart, bookmark, comment, share, upload), drawn like the shared icons: 24-unit strokes in currentColor. */
const PATHS = {
  heart: 'M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z',
  bookmark: 'M6.5 3.5h11a1 1 0 0 1 1 1v16l-6.5-4.5-6.5 4.5v-16a1 1 0 0 1 1-1z',
  comment: 'M4 5.5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 3.5v-3.5H4a1 1 0 0 1-1-1v-10a1 1 0 0 1 1-1z',
  share: 'M14 4.5l7 7-7 7v-4c-5 0-8.5 1.5-11 5 1-5 4-10 11-11z',
  upload: 'M12 16V4m0 0l-5 5m5-5l5 5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4',
  plus: 'M12 5v14M5 12h14',
} as const;

export type ShortIconName = keyof typeof PATHS;

export function ShortIcon({ name, size = 24, filled = false }: { name: ShortIconName; size?: number; filled?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
