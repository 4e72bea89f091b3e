import { useId } from 'react';
import { useIntl } from '../../lib/intl-context';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css';
import { href } from '../../../contracts/href';

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: 'touch',
  flexShrink: '0',
  borderRadius: 'lg',
});

const wordmark = css({
  fontSize: { base: 'lg', sm: 'xl' },
  fontWeight: 'extrabold',
  letterSpacing: 'tight',
  color: 'fg.default',
  whiteSpace: 'nowrap',
});

const accentWord = css({ color: 'accent.default' });

/** The logo's classes, which the page's static first paint (src/app/static-frame.tsx) uses too. */
export const logoClasses = { link, wordmark, accentWord };

/** The mark: a pitch-green tile with a play triangle and a red live dot (colours from the token CSS variables). */
export function LogoMark({ size }: { size: number }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--colors-pitch-400)' }} />
          <stop offset="1" style={{ stopColor: 'var(--colors-pitch-700)' }} />
        </linearGradient>
      </defs>
      <rect x="1" y="3" width="28" height="28" rx="8" fill={`url(#${gradientId})`} />
      <path d="M15 10v14" style={{ stroke: 'var(--colors-ink-950)' }} strokeOpacity="0.18" strokeWidth="1.5" />
      <circle cx="15" cy="17" r="5.5" fill="none" style={{ stroke: 'var(--colors-ink-950)' }} strokeOpacity="0.18" strokeWidth="1.5" />
      <path d="M11.5 10.8v12.4a1 1 0 0 0 1.5.86l10.2-6.2a1 1 0 0 0 0-1.72L13 9.94a1 1 0 0 0-1.5.86z" style={{ fill: 'var(--colors-white)' }} />
      <circle cx="27" cy="5" r="4.2" style={{ fill: 'var(--colors-flare-500)', stroke: 'var(--colors-ink-900)' }} strokeWidth="1.6" />
    </svg>
  );
}

/** The site's logo and name, linking home. */
export function SiteLogo({ size = 32 }: { size?: number }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: 'app.name' });
  const [first, ...rest] = name.split(' ');
  return (
    <Link href={href('home')} className={link} aria-label={name}>
      <LogoMark size={size} />
      <span className={wordmark} aria-hidden="true">
        {first}
        {rest.length > 0 ? <span className={accentWord}> {rest.join(' ')}</span> : null}
      </span>
    </Link>
  );
}
