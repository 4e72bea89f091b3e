import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useIntl } from '../../../lib/intl-context';
import { AppLink } from '../../../components/ui/app-link';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { href } from '../../../../contracts/href';
import type { CallError } from '../../../../contracts/call-error';

const hero = css({
  display: 'grid',
  gridTemplateColumns: { base: '[7rem minmax(0, 1fr)]', sm: '[11rem minmax(0, 1fr)]', md: '[13rem minmax(0, 1fr)]' },
  gap: { base: '4', md: '6' },
  alignItems: 'end',
  p: { base: '4', md: '6' },
  borderRadius: '2xl',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
});
const art = css({ w: 'full', aspectRatio: 'square', objectFit: 'cover', bg: 'bg.subtle', boxShadow: 'elevated' });
const heroText = css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' });
const kicker = css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: 'wide', color: 'accent.text' });
const heroTitle = css({ fontSize: { base: 'xl', sm: '3xl', md: '4xl' }, fontWeight: 'black', lineHeight: 'tight', overflowWrap: 'anywhere' });
const heroMeta = css({ fontSize: 'sm', color: 'fg.muted', display: 'flex', flexWrap: 'wrap', gap: '1.5' });
export const heroActions = css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: '2', gridColumn: { base: '1 / -1', sm: 'auto' } });
export const metaLink = css({ color: 'fg.default', fontWeight: 'semibold', _hover: { color: 'accent.text', textDecoration: 'underline' } });

/** The top of an album, artist or song page: the picture, a kicker, the name, facts and actions. */
export function MusicHero({ image, round, kickerText, title, meta, actions, testId }: { image: string; round?: boolean; kickerText: string; title: string; meta: ReactNode; actions?: ReactNode; testId: string }) {
  return (
    <section className={hero} data-testid={testId}>
      {/* The artwork writes its title in the page's language (the answer's address carries it). */}
      <img src={image} alt="" className={art} style={{ borderRadius: round ? '9999px' : '0.75rem' }} width={208} height={208} />
      <div className={heroText}>
        <span className={kicker}>{kickerText}</span>
        <h2 className={heroTitle} data-testid="music-hero-title">
          {title}
        </h2>
        <div className={heroMeta}>{meta}</div>
        {actions ? <div className={heroActions}>{actions}</div> : null}
      </div>
    </section>
  );
}

const heroSkeleton = css({ h: { base: '[10rem]', sm: '[14rem]', md: '[16rem]' }, borderRadius: '2xl', bg: 'bg.surface', animation: 'livePulse' });

export function HeroSkeleton() {
  return <div className={heroSkeleton} aria-hidden="true" />;
}

/** A failed detail page: an unknown id or name is "not found" with a way back, anything else a retry. */
export function DetailFailed({ error, onRetry, notFoundId }: { error: CallError | null; onRetry: () => void; notFoundId: string }) {
  const intl = useIntl();
  if (error?.status === 404 || error?.status === 400) {
    return (
      <SectionNotice
        icon="music"
        title={intl.formatMessage({ id: notFoundId })}
        text={intl.formatMessage({ id: 'music.notFound.text' })}
        testId="music-not-found"
        action={
          <AppLink href={href('music')} className={button({ variant: 'outline', size: 'md' })}>
            {intl.formatMessage({ id: 'music.notFound.back' })}
          </AppLink>
        }
      />
    );
  }
  return <LoadFailed error={error} onRetry={onRetry} />;
}
