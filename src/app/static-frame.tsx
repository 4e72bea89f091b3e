/**
 * The page's first paint before any script runs: the server writes this frame into the HTML of a
 * page with the default layout (the header's bars, the breadcrumb, the title and the intro, in the
 * visitor's language), and the SPA removes it as soon as its own page has rendered
 * (src/lib/static-frame.ts). It uses the classes of the real header, breadcrumb and page frame, so
 * the text sits where the SPA will draw it and the first paint is the page's, not an empty screen.
 *
 * The build renders it once with slot markers (scripts/static-frame.ts); the server fills them.
 */
import type { ReactNode } from 'react';
import { css, cx } from '../../styled-system/css';
import { breadcrumbClasses } from '../components/ui/breadcrumb';
import { pageFrameClasses } from '../components/ui/page-frame';
import { LogoMark, logoClasses } from './shell/site-logo';
import { Icon, iconFor } from '../components/ui/icon';
import { LeagueGroupsSkeleton } from '../components/sports/league-group';
import { BannerFirstPaint } from '../features/home/components/banner-strip';
import { BannerSkeleton, HOME_LIST_SKELETON, HomeLayout, LiveStripSkeleton, TipstersSkeleton, type HomeLinkComponent } from '../features/home/components/home-frame';

/** The markers the server replaces (HTML-escaped text, or the crumbs' markup). */
export const SLOT = {
  appFirstWord: '__SF_APP_FIRST__',
  appRest: '__SF_APP_REST__',
  trail: '__SF_TRAIL__',
  crumbs: '__SF_CRUMBS__',
  title: '__SF_TITLE__',
  intro: '__SF_INTRO__',
  label: '__SF_LABEL__',
  href: '__SF_HREF__',
  /** The home page's banner box: the first banner (below) or its skeleton. */
  banner: '__SF_BANNER__',
  bannerSrc: '__SF_BANNER_SRC__',
  bannerAlt: '__SF_BANNER_ALT__',
  bannerHref: '__SF_BANNER_HREF__',
} as const;

/** A message of the catalogue in the visitor's language: `__SF_MSG:<id>__` (the home page's frame). */
export const MESSAGE_SLOT = { prefix: '__SF_MSG:', suffix: '__' } as const;
const messageSlot = (id: string) => `${MESSAGE_SLOT.prefix}${id}${MESSAGE_SLOT.suffix}`;

const header = css({ bg: 'bg.surface', borderBottomWidth: '1px', borderColor: 'border.subtle' });
const row = css({ display: 'flex', alignItems: 'center', w: 'full', maxW: 'content', mx: 'auto', px: { base: '3', sm: '6' } });
const topRow = css({ h: 'header' });
/** The desktop navigation's row (1024 px and up, as the layout machine decides). */
const navRow = css({ h: 'navRow', borderTopWidth: '1px', borderColor: 'border.subtle', display: { base: 'none', md: 'block' } });
const marquee = css({ h: 'marquee', bg: 'bg.subtle', borderBottomWidth: '1px', borderColor: 'border.subtle' });
const main = css({ display: 'flex', flexDirection: 'column', minHeight: 'dvh' });

/** The header's bars and the marquee's room, then the page's main area. */
function StaticShell({ children }: { children: ReactNode }) {
  return (
    <>
      <header className={header}>
        <div className={cx(row, topRow)}>
          <a href="/" className={logoClasses.link}>
            <LogoMark size={32} />
            <span className={logoClasses.wordmark}>
              {SLOT.appFirstWord}
              <span className={logoClasses.accentWord}> {SLOT.appRest}</span>
            </span>
          </a>
        </div>
        <div className={navRow} />
      </header>
      <div className={marquee} />
      <main className={main}>{children}</main>
    </>
  );
}

export function StaticFrame() {
  const { frame, contentWidth, heading, title, intro } = pageFrameClasses;
  return (
    <StaticShell>
      <div className={cx(frame, contentWidth)}>
        {SLOT.trail}
        <div className={heading}>
          <h1 className={title}>{SLOT.title}</h1>
          <p className={intro}>{SLOT.intro}</p>
        </div>
      </div>
    </StaticShell>
  );
}

const PlainLink: HomeLinkComponent = ({ href, className, children, 'data-testid': testId }) => (
  <a href={href} className={className} data-testid={testId}>
    {children}
  </a>
);

/**
 * The home page's frame (src/features/home/components/home-frame.tsx): the hero with its h1, the
 * sections' headings and links, and every section's skeleton of the final size, so the page the
 * SPA then draws in its place (loading the same sections) does not move.
 */
export function HomeStaticFrame() {
  return (
    <StaticShell>
      <HomeLayout
        text={messageSlot}
        link={PlainLink}
        icon={(name) => <Icon name={iconFor(name)} size={18} />}
        bodies={{
          live: <LiveStripSkeleton />,
          banners: SLOT.banner,
          today: <LeagueGroupsSkeleton cards={HOME_LIST_SKELETON.fixtures} />,
          results: <LeagueGroupsSkeleton cards={HOME_LIST_SKELETON.results} />,
          tips: <TipstersSkeleton />,
          states: { live: 'loading', today: 'loading', results: 'loading', tips: 'loading' },
        }}
      />
    </StaticShell>
  );
}

/** The home page's first banner, when the server knows it (its picture, title and link in the slots). */
export function StaticBanner() {
  return <BannerFirstPaint src={SLOT.bannerSrc} alt={SLOT.bannerAlt} href={SLOT.bannerHref} />;
}

export { BannerSkeleton as StaticBannerSkeleton };

/** The breadcrumb around its crumbs (left out on the home page, as the SPA does). */
export function StaticTrail() {
  return (
    <nav>
      <ol className={breadcrumbClasses.list}>{SLOT.crumbs}</ol>
    </nav>
  );
}

/** One crumb: a link to an ancestor, or the current page. */
export function StaticCrumb({ current, first }: { current: boolean; first: boolean }) {
  return (
    <li className={breadcrumbClasses.item}>
      {first ? null : <span className={breadcrumbClasses.separator}>›</span>}
      {current ? (
        <span className={breadcrumbClasses.current}>{SLOT.label}</span>
      ) : (
        <a href={SLOT.href} className={breadcrumbClasses.link}>
          {SLOT.label}
        </a>
      )}
    </li>
  );
}
