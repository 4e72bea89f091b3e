/**
 * The page's first paint before any script runs: the server writes this frame into the HTML of a
 * page with the default layout (the header's bars, the breadcrumb, the title and the intro, in the
 * visitor's language; the home page, a live room and a short-video feed have frames of their own),
 * and the SPA removes it as soon as its own page has rendered (src/lib/static-frame.ts). It uses the
 * classes of the real header, breadcrumb and page frame, so the text sits where the SPA will draw it
 * and the first paint is the page's, not an empty screen.
 *
 * The build renders it once with slot markers (scripts/static-frame.ts); the server fills them.
 */
import type { ReactNode } from 'react';
import { css, cx } from '../../styled-system/css';
import { badge } from '../../styled-system/recipes';
import { breadcrumbClasses } from '../components/ui/breadcrumb';
import { pageFrameClasses } from '../components/ui/page-frame';
import { LogoMark, logoClasses } from './shell/site-logo';
import { Icon, iconFor } from '../components/ui/icon';
import { LeagueGroupsSkeleton } from '../components/sports/league-group';
import { BannerFirstPaint } from '../features/home/components/banner-strip';
import { BannerSkeleton, HOME_LIST_SKELETON, HomeLayout, LiveStripSkeleton, TipstersSkeleton, type HomeLinkComponent } from '../features/home/components/home-frame';
import { frame as playerFrame } from '../components/player/player-frame-styles';
import { VideoPoster } from '../components/player/video-poster';
import { chatPanelBox } from '../components/chat/chat-panel';
import { roomFrameClasses } from '../features/live/components/room/room-view';
import { roomTitleClasses } from '../features/live/components/room/room-info';
import { routeTabLinks } from '../components/ui/route-tabs';
import { LinkTabsFirstPaint } from '../components/ui/tabs';
import { srOnly } from '../components/ui/text-styles';
import { feedScreenClasses, SHORTS_TABS } from '../features/short-videos/components/feed-screen';
import { FeedFirstPaint } from '../features/short-videos/components/short-feed';
import type { RouteId } from '../../contracts/route-table';

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
  /** A video's poster: a live room's cover, a feed's first clip's. */
  posterSrc: '__SF_POSTER_SRC__',
  /** A live room's mode (football, esport…), its badge beside "live". */
  tag: '__SF_TAG__',
} as const;

/** A message of the catalogue in the visitor's language: `__SF_MSG:<id>__` (the home page's frame). */
export const MESSAGE_SLOT = { prefix: '__SF_MSG:', suffix: '__' } as const;
const messageSlot = (id: string) => `${MESSAGE_SLOT.prefix}${id}${MESSAGE_SLOT.suffix}`;

const header = css({ bg: 'bg.surface', borderBottomWidth: '1px', borderColor: 'border.subtle' });
const row = css({ display: 'flex', alignItems: 'center', w: 'full', maxW: 'content', mx: 'auto', px: { base: '3', sm: '6' } });
const topRow = css({ h: 'header' });
/** The live room's compact header row (src/app/shell/site-header.tsx). */
const compactRow = css({ h: '[3.25rem]' });
/** The desktop navigation's row (1024 px and up, as the layout machine decides). */
const navRow = css({ h: 'navRow', borderTopWidth: '1px', borderColor: 'border.subtle', display: { base: 'none', md: 'block' } });
const marquee = css({ h: 'marquee', bg: 'bg.subtle', borderBottomWidth: '1px', borderColor: 'border.subtle' });
const main = css({ display: 'flex', flexDirection: 'column', minHeight: 'dvh' });

/** The header's bars and the marquee's room, then the page's main area; a live room's header is compact, with no marquee. */
function StaticShell({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  return (
    <>
      <header className={header}>
        <div className={cx(row, compact ? compactRow : topRow)}>
          <a href="/" className={logoClasses.link}>
            <LogoMark size={compact ? 28 : 32} />
            <span className={logoClasses.wordmark}>
              {SLOT.appFirstWord}
              <span className={logoClasses.accentWord}> {SLOT.appRest}</span>
            </span>
          </a>
        </div>
        <div className={navRow} />
      </header>
      {compact ? null : <div className={marquee} />}
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

/**
 * A live room whose stream is on: the compact header, the player's box with the room's cover (the
 * page's largest picture, drawn by the player too until the first frame), the chat's box beside or
 * under it, and the room's badges and title, in the room's Normal layout (src/features/live/components/room).
 */
export function RoomStaticFrame() {
  return (
    <StaticShell compact>
      <div className={roomFrameClasses.grid}>
        <div className={roomFrameClasses.stage}>
          <div className={playerFrame}>
            <VideoPoster src={SLOT.posterSrc} />
          </div>
        </div>
        <div className={roomFrameClasses.chat}>
          <div className={cx(chatPanelBox, roomFrameClasses.chatPanel)} />
        </div>
        <div className={roomFrameClasses.main}>
          <div className={roomTitleClasses.info}>
            <div className={roomTitleClasses.titleRow}>
              <div className={roomTitleClasses.meta}>
                <span className={badge({ tone: 'live' })}>{messageSlot('room.live')}</span>
                <span className={badge({ tone: 'accent' })}>{SLOT.tag}</span>
              </div>
              <h1 className={roomTitleClasses.title}>{SLOT.title}</h1>
            </div>
          </div>
        </div>
      </div>
    </StaticShell>
  );
}

/** A feed of short videos (its tabs, its first clip's poster), with message slots, as the feed's page draws it (src/features/short-videos). */
export function FeedStaticFrame({ routeId }: { routeId: RouteId }) {
  return (
    <StaticShell>
      <div className={feedScreenClasses.screen}>
        <h1 className={srOnly}>{SLOT.title}</h1>
        <div className={feedScreenClasses.tabs}>
          <LinkTabsFirstPaint label={messageSlot('tabs.shorts.label')} tabs={routeTabLinks(SHORTS_TABS, routeId, {}, messageSlot)} />
        </div>
        <FeedFirstPaint poster={SLOT.posterSrc} />
      </div>
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
