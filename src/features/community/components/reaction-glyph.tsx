import type { ReactElement } from 'react';
import type { ReactionType } from '../../../../contracts/schemas/community';

/**
 * The six reactions as small round pictures, drawn here so that they look the same everywhere
 * (emoji fonts differ by system and some have none). Decorative: the control names the reaction.
 */
const FACE = '#f7b125';
const INK = '#3d2a05';

const faces: Record<ReactionType, ReactElement> = {
  like: (
    <>
      <circle cx="12" cy="12" r="12" fill="#1877f2" />
      <path d="M8 11h-2v6.5h2zM8.8 11l2.6-4.3c.6-.9 1.9-.5 1.9.6V10h3.4c.9 0 1.5.8 1.3 1.7l-1 4.6c-.2.7-.8 1.2-1.5 1.2H8.8z" fill="#fff" />
    </>
  ),
  love: (
    <>
      <circle cx="12" cy="12" r="12" fill="#f33e58" />
      <path d="M12 18s-5.5-3.3-5.5-7.1A3 3 0 0 1 12 9.3a3 3 0 0 1 5.5 1.6C17.5 14.7 12 18 12 18z" fill="#fff" />
    </>
  ),
  haha: (
    <>
      <circle cx="12" cy="12" r="12" fill={FACE} />
      <path d="M6.5 9.5l2.5 1-2.5 1M17.5 9.5l-2.5 1 2.5 1" stroke={INK} strokeWidth="1.3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M6.5 13.5h11a5.5 5.5 0 0 1-11 0z" fill={INK} />
    </>
  ),
  wow: (
    <>
      <circle cx="12" cy="12" r="12" fill={FACE} />
      <ellipse cx="8.5" cy="9.5" rx="1.3" ry="1.8" fill={INK} />
      <ellipse cx="15.5" cy="9.5" rx="1.3" ry="1.8" fill={INK} />
      <ellipse cx="12" cy="16" rx="2.3" ry="3" fill={INK} />
    </>
  ),
  sad: (
    <>
      <circle cx="12" cy="12" r="12" fill={FACE} />
      <circle cx="8.5" cy="10.5" r="1.3" fill={INK} />
      <circle cx="15.5" cy="10.5" r="1.3" fill={INK} />
      <path d="M8.5 17.5a4 4 0 0 1 7 0" stroke={INK} strokeWidth="1.4" fill="none" strokeLinecap="round" />
      <path d="M16.8 12.5c.8 1.2 1.3 2 1.3 2.6a1.3 1.3 0 0 1-2.6 0c0-.6.5-1.4 1.3-2.6z" fill="#4aa3ff" />
    </>
  ),
  angry: (
    <>
      <circle cx="12" cy="12" r="12" fill="#f0653b" />
      <path d="M6.5 8.5l3.5 1.5M17.5 8.5L14 10" stroke={INK} strokeWidth="1.4" strokeLinecap="round" />
      <circle cx="8.7" cy="11.5" r="1.2" fill={INK} />
      <circle cx="15.3" cy="11.5" r="1.2" fill={INK} />
      <path d="M9 17h6" stroke={INK} strokeWidth="1.5" strokeLinecap="round" />
    </>
  ),
};

export function ReactionGlyph({ type, size = 18 }: { type: ReactionType; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-reaction={type}>
      {faces[type]}
    </svg>
  );
}
