/**
 * The home page's frame: the compact hero (the page's one h1), the sections' headings and the
 * skeletons of their final size. The page draws its data into it, and the server's static first
 * paint (src/app/static-frame.tsx) draws the same frame with the skeletons before any script runs,
 * so nothing moves when the SPA takes over. No hooks and no router here: the texts and the link
 * component come in as props (the static paint gives slot markers and a plain <a>).
 */
import type { ComponentType, ReactNode } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { badge } from '../../../../styled-system/recipes';
import { href } from '../../../../contracts/href';
import type { HomeBoardKind } from '../../../../contracts/home';

/** At most this many matches in a home list; the rest is one click away. */
export const HOME_LIST_MAX = { fixtures: 10, results: 8 } as const satisfies Record<HomeBoardKind, number>;
/** What a list shows while it loads: league cards of these row counts. */
export const HOME_LIST_SKELETON = { fixtures: [3, 3, 2], results: [3, 2] } as const satisfies Record<HomeBoardKind, readonly number[]>;

/** A message of the catalogue by id (the SPA's intl, or the static paint's slot marker). */
export type HomeText = (id: string) => string;

/** What a link is drawn with: wouter's Link in the SPA, a plain anchor in the static paint. */
export type HomeLinkComponent = ComponentType<{ href: string; className?: string; children: ReactNode; 'data-testid'?: string }>;

const page = css({
  display: 'flex',
  flexDirection: 'column',
  gap: { base: '5', sm: '6' },
  w: 'full',
  maxW: 'content',
  mx: 'auto',
  px: { base: '4', sm: '6' },
  py: { base: '4', sm: '6' },
});

const columns = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '[minmax(0, 1fr) 22rem]' },
  gap: { base: '6', lg: '8' },
  alignItems: 'start',
});

const column = css({ display: 'flex', flexDirection: 'column', gap: { base: '6', sm: '8' }, minWidth: '0' });

const hero = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  px: { base: '4', sm: '6' },
  py: { base: '4', sm: '5' },
  borderRadius: '2xl',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  bgGradient: 'to-br',
  gradientFrom: 'bg.elevated',
  gradientVia: 'bg.surface',
  gradientTo: 'bg.canvas',
});
const eyebrow = css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted', textStyle: 'eyebrow' });
const liveDot = css({ w: '1.5', h: '1.5', borderRadius: 'full', bg: 'current', animation: 'livePulse' });
const title = css({ fontSize: { base: 'xl', sm: '2xl', lg: '3xl' }, fontWeight: 'extrabold', lineHeight: 'tight', letterSpacing: 'tight' });
const subtitle = css({ color: 'fg.muted', fontSize: 'sm', maxW: '3xl', display: { base: 'none', sm: 'block' } });

const section = css({ display: 'flex', flexDirection: 'column', gap: '3', minWidth: '0' });
/**
 * A section that starts below the fold on a phone: the browser skips its style, layout and paint
 * until it nears the viewport (the estimate holds its place, then its last drawn size does).
 */
const belowFold = css({ contentVisibility: 'auto', containIntrinsicSize: '[auto 36rem]' });
const sectionHead = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', minHeight: '8' });
const sectionTitle = css({ textStyle: 'sectionTitle', display: 'flex', alignItems: 'center', gap: '2', minWidth: '0' });
const sectionLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '8',
  px: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'accent.text',
  whiteSpace: 'nowrap',
  _hover: { textDecoration: 'underline' },
});

export const homeClasses = { page, columns, column };

/** The compact hero: what the site is, in one heading. */
export function HomeHeroView({ text }: { text: HomeText }) {
  return (
    <section className={hero} aria-labelledby="home-hero-title" data-testid="home-hero">
      <p className={eyebrow}>
        <span className={badge({ tone: 'live' })}>
          <span className={liveDot} />
          {text('home.hero.live')}
        </span>
        {text('home.hero.eyebrow')}
      </p>
      <h1 id="home-hero-title" className={title}>
        {text('home.hero.title')}
      </h1>
      <p className={subtitle}>{text('home.hero.subtitle')}</p>
    </section>
  );
}

interface HomeSectionProps {
  id: string;
  title: ReactNode;
  /** "See all": where and what. */
  more?: { href: string; label: string };
  link: HomeLinkComponent;
  /** loading / ready / empty / failed, for tests and the keyboard suite. */
  state?: string;
  /** Starts below the fold on a phone: drawn only when it nears the viewport. */
  belowTheFold?: boolean;
  children: ReactNode;
}

/** One section of the home page: its heading (h2), a "see all" link, and its body. */
export function HomeSection({ id, title: heading, more, link: LinkAs, state, belowTheFold, children }: HomeSectionProps) {
  return (
    <section className={belowTheFold ? cx(section, belowFold) : section} aria-labelledby={`${id}-title`} data-testid={id} data-state={state}>
      <div className={sectionHead}>
        <h2 id={`${id}-title`} className={sectionTitle}>
          {heading}
        </h2>
        {more ? (
          <LinkAs href={more.href} className={sectionLink} data-testid={`${id}-more`}>
            {more.label}
          </LinkAs>
        ) : null}
      </div>
      {children}
    </section>
  );
}


const strip = css({
  display: 'flex',
  gap: '3',
  overflowX: 'auto',
  // No scroll snapping: it would pull a card reached from the keyboard partly out of view again.
  scrollPaddingInline: { base: '4', sm: '0' },
  pb: '2',
  mx: { base: '-4', sm: '0' },
  px: { base: '4', sm: '0' },
  scrollbarWidth: '[thin]',
  '& > *': { flexShrink: '0' },
});
/** The live strip's card size, skeleton and cards (live-strip.tsx) alike: narrower from 768 px so the next card peeks out. */
const skeletonCard = css({
  w: { base: '[17rem]', sm: '[15.5rem]' },
  h: '[10.75rem]',
  borderRadius: 'xl',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  animation: 'livePulse',
});

export const liveStripClass = strip;

/** The live strip while it loads: cards of the final size. */
export function LiveStripSkeleton() {
  return (
    <div className={strip} aria-hidden="true" data-testid="live-strip-skeleton">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={skeletonCard} />
      ))}
    </div>
  );
}

/** Banners are 1200 × 300 (4:1): the box keeps that shape before the picture comes. */
export const BANNER_SIZE = { width: 1200, height: 300 } as const;
const bannerBox = css({ w: 'full', aspectRatio: '[4 / 1]', borderRadius: 'xl', bg: 'bg.surface', animation: 'livePulse' });

export function BannerSkeleton() {
  return <div className={bannerBox} aria-hidden="true" data-testid="banner-skeleton" />;
}

/** The tipsters' ranking holds five rows of this height, whatever comes. */
export const TIPSTER_ROWS = 5;
const tipsterSkeleton = css({ display: 'flex', flexDirection: 'column', borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', overflow: 'hidden' });
const tipsterSkeletonRow = css({ h: '[3.75rem]', borderTopWidth: '1px', borderColor: 'border.subtle', _first: { borderTopWidth: '0' }, animation: 'livePulse' });

export function TipstersSkeleton() {
  return (
    <div className={tipsterSkeleton} aria-hidden="true">
      {Array.from({ length: TIPSTER_ROWS }, (_, i) => (
        <div key={i} className={tipsterSkeletonRow} />
      ))}
    </div>
  );
}

/** The main areas of the site, each a landing route without parameters. */
export const AREAS = [
  { route: 'schedule', icon: 'live', live: true },
  { route: 'results', icon: 'results' },
  { route: 'fixtures', icon: 'fixtures' },
  { route: 'odds', icon: 'odds' },
  { route: 'tips', icon: 'tips' },
  { route: 'news', icon: 'news' },
  { route: 'highlights', icon: 'highlight' },
  { route: 'shorts', icon: 'shorts' },
  { route: 'films', icon: 'film' },
  { route: 'tv', icon: 'tv' },
  { route: 'music', icon: 'music' },
  { route: 'games', icon: 'game' },
  { route: 'comics', icon: 'comics' },
  { route: 'community', icon: 'community' },
  { route: 'chatroom', icon: 'chat' },
  { route: 'promotions', icon: 'promotion' },
] as const;

const areaGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(2, minmax(0, 1fr))' },
  gap: '2',
});
const areaLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  h: '11',
  px: '3',
  borderRadius: 'lg',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.default',
  _hover: { borderColor: 'accent.default', color: 'accent.text' },
});
const areaName = css({ minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const areaIcon = css({ display: 'inline-flex', color: 'accent.text', flexShrink: '0', '&[data-live]': { color: 'accent.liveText' } });

/** Quick links to every area (the sports content comes first; these stay for the rest of the site). */
export function AreaLinks({ text, link: LinkAs, icon }: { text: HomeText; link: HomeLinkComponent; icon: (name: string) => ReactNode }) {
  return (
    <ul className={areaGrid}>
      {AREAS.map((area) => (
        <li key={area.route}>
          <LinkAs href={href(area.route)} className={areaLink} data-testid={`area-${area.route}`}>
            <span className={areaIcon} data-live={('live' in area && area.live) || undefined}>
              {icon(area.icon)}
            </span>
            <span className={areaName}>{text(`route.${area.route}`)}</span>
          </LinkAs>
        </li>
      ))}
    </ul>
  );
}

/** The bodies of the sections, in page order; the static paint gives skeletons. */
export interface HomeBodies {
  live: ReactNode;
  banners: ReactNode;
  today: ReactNode;
  results: ReactNode;
  tips: ReactNode;
  /** data-state of the sections that load (static paint: all loading). */
  states?: Partial<Record<'live' | 'today' | 'results' | 'tips', string>>;
  /** The live section's title (with the count once known). */
  liveTitle?: ReactNode;
}

/** The whole page: hero, then the sports (live, banners, today, results) beside tips and areas. */
export function HomeLayout({ text, link, icon, bodies }: { text: HomeText; link: HomeLinkComponent; icon: (name: string) => ReactNode; bodies: HomeBodies }) {
  const states = bodies.states ?? {};
  return (
    <div className={page} data-route="home">
      <HomeHeroView text={text} />
      <div className={columns}>
        <div className={column}>
          <HomeSection id="home-live" title={bodies.liveTitle ?? text('home.live.title')} more={{ href: href('matchInfo'), label: text('home.live.more') }} link={link} state={states.live}>
            {bodies.live}
          </HomeSection>
          <div className={cx(section)} data-testid="home-banners">
            {bodies.banners}
          </div>
          <HomeSection id="home-today" title={text('home.today.title')} more={{ href: href('fixtures'), label: text('home.today.more') }} link={link} state={states.today}>
            {bodies.today}
          </HomeSection>
          <HomeSection id="home-results" belowTheFold title={text('home.results.title')} more={{ href: href('results'), label: text('home.results.more') }} link={link} state={states.results}>
            {bodies.results}
          </HomeSection>
        </div>
        <aside className={column} aria-label={text('home.aside.label')}>
          <HomeSection id="home-tips" belowTheFold title={text('home.tips.title')} more={{ href: href('tips'), label: text('home.tips.more') }} link={link} state={states.tips}>
            {bodies.tips}
          </HomeSection>
          <HomeSection id="home-areas" belowTheFold title={text('home.areas.title')} link={link}>
            <AreaLinks text={text} link={link} icon={icon} />
          </HomeSection>
        </aside>
      </div>
    </div>
  );
}
