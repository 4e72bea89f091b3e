import { useIntl } from '../../../lib/intl-context';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { badge, button } from '../../../../styled-system/recipes';
import { href } from '../../../../contracts/href';
import { Icon } from '../../../components/ui/icon';

const hero = css({
  position: 'relative',
  overflow: 'hidden',
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '3fr 2fr' },
  alignItems: 'center',
  gap: '6',
  p: { base: '6', sm: '10' },
  borderRadius: '2xl',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  bgGradient: 'to-br',
  gradientFrom: 'bg.elevated',
  gradientVia: 'bg.surface',
  gradientTo: 'bg.canvas',
});

const copy = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '4', zIndex: 'raised' });

const eyebrow = css({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'fg.muted', textStyle: 'eyebrow' });

const liveDot = css({ w: '1.5', h: '1.5', borderRadius: 'full', bg: 'current', animation: 'livePulse' });

const title = css({
  fontSize: { base: '3xl', sm: '4xl', lg: '5xl' },
  fontWeight: 'extrabold',
  lineHeight: 'tight',
  letterSpacing: 'tight',
  maxW: '2xl',
});

const subtitle = css({ color: 'fg.muted', fontSize: { base: 'md', sm: 'lg' }, maxW: 'xl' });

const ctas = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '2' });

const art = css({ display: { base: 'none', md: 'block' }, color: 'accent.default', opacity: 'muted' });

/** A football pitch seen from above, in the accent colour. */
function PitchArt() {
  return (
    <svg viewBox="0 0 300 200" className={art} aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="10" y="10" width="280" height="180" rx="8" />
      <path d="M150 10v180" />
      <circle cx="150" cy="100" r="28" />
      <circle cx="150" cy="100" r="3" fill="currentColor" />
      <rect x="10" y="55" width="40" height="90" />
      <rect x="250" y="55" width="40" height="90" />
      <rect x="10" y="80" width="14" height="40" />
      <rect x="276" y="80" width="14" height="40" />
      <path d="M50 80a24 24 0 0 1 0 40M250 80a24 24 0 0 0 0 40" />
    </svg>
  );
}

export function HomeHero() {
  const intl = useIntl();
  return (
    <section className={hero} aria-labelledby="home-hero-title">
      <div className={copy}>
        <p className={eyebrow}>
          <span className={badge({ tone: 'live' })}>
            <span className={liveDot} />
            {intl.formatMessage({ id: 'home.hero.live' })}
          </span>
          {intl.formatMessage({ id: 'home.hero.eyebrow' })}
        </p>
        <h1 id="home-hero-title" className={title}>
          {intl.formatMessage({ id: 'home.hero.title' })}
        </h1>
        <p className={subtitle}>{intl.formatMessage({ id: 'home.hero.subtitle' })}</p>
        <div className={ctas}>
          <Link href={href('schedule')} className={button({ variant: 'solid', size: 'lg' })}>
            <Icon name="live" size={20} />
            {intl.formatMessage({ id: 'home.hero.ctaSchedule' })}
          </Link>
          <Link href={href('results')} className={button({ variant: 'outline', size: 'lg' })}>
            <Icon name="results" size={20} />
            {intl.formatMessage({ id: 'home.hero.ctaResults' })}
          </Link>
        </div>
      </div>
      <PitchArt />
    </section>
  );
}
