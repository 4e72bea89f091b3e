import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useAuth, useNavbarMode } from '../../../app/machine-hooks';
import { PageFrame } from '../../../components/ui/page-frame';
import { RouteTabs } from '../../../components/ui/route-tabs';
import { LoadFailed, Pager, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { usePagedList } from '../../../components/ui/use-paged-list';
import { AppLink } from '../../../components/ui/app-link';
import { href } from '../../../../contracts/href';
import { GRID_PAGE_SIZE, shortCategoriesLoader, shortFeed, shortGridList, shortLoader, type ShortFeedKind } from '../../../../machines/short-videos/short-videos.loaders';
import type { RouteId } from '../../../../contracts/route-table';
import { ClipGrid, ClipGridSkeleton } from '../components/clip-grid';
import { CreatorChannel } from '../components/creator-profile';
import { FeedSkeleton, ShortFeed } from '../components/short-feed';
import { feedScreenClasses, SHORTS_TABS } from '../components/feed-screen';
import { SignInNotice } from '../components/sign-in-notice';
import { srOnly } from '../../../components/ui/text-styles';
import { usePageName } from '../../../lib/page-name';
import type { ShortItem } from '../../../../contracts/schemas/content/shorts';

const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const chip = css({
  '&[aria-pressed=true]': { bg: 'accent.default', color: 'fg.onAccent', borderColor: 'accent.default' },
});
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });

/** What a feed route shows: its kind, the feed's name and what it says when empty. */
interface FeedRoute {
  kind: ShortFeedKind;
  labelId: string;
  emptyTitleId: string;
  emptyTextId: string;
  /** Only a member has it (following). */
  memberOnly?: true;
}

const FEED_ROUTES: Partial<Record<RouteId, FeedRoute>> = {
  shorts: { kind: 'kham-pha', labelId: 'tabs.shorts.forYou', emptyTitleId: 'shorts.empty.feed', emptyTextId: 'shorts.empty.feedText' },
  shortsTrending: { kind: 'xu-huong', labelId: 'tabs.shorts.trending', emptyTitleId: 'shorts.empty.feed', emptyTextId: 'shorts.empty.feedText' },
  shortsFollowing: { kind: 'theo-doi', labelId: 'tabs.shorts.following', emptyTitleId: 'shorts.empty.following', emptyTextId: 'shorts.empty.followingText', memberOnly: true },
};

/** How a feed tells its page which clip is on screen and which it holds. */
interface FeedLink {
  address: string | undefined;
  onShow: (clip: ShortItem) => void;
  onItems: (clips: readonly ShortItem[]) => void;
}

/** A vertical feed of one kind. */
function Feed({ route, link }: { route: FeedRoute; link: FeedLink }) {
  const intl = useIntl();
  const feed = useMemo(() => shortFeed(route.kind), [route.kind]);
  return (
    <ShortFeed
      feed={feed}
      label={intl.formatMessage({ id: route.labelId })}
      {...link}
      empty={
        <SectionNotice
          icon="shorts"
          title={intl.formatMessage({ id: route.emptyTitleId })}
          text={intl.formatMessage({ id: route.emptyTextId })}
          testId="short-feed-empty"
          state="empty"
          action={
            <AppLink href={href('shortsTrending')} className={button({ variant: 'outline', size: 'md' })}>
              {intl.formatMessage({ id: 'tabs.shorts.trending' })}
            </AppLink>
          }
        />
      }
    />
  );
}

/** A clip opened by its address: it leads a feed of its category's newest clips, so the visitor can keep swiping. */
function ClipFeed({ slug, link }: { slug: string; link: FeedLink }) {
  const intl = useIntl();
  const clip = useLoader(shortLoader, { params: { slug } });
  const category = clip.data?.category;
  const feed = useMemo(() => (category ? shortFeed('kham-pha', category.slug) : null), [category]);
  // On a wide screen the shown clip's comments stand beside it; on a phone they open as a sheet.
  const wide = useNavbarMode() !== 'mobile';
  if (clip.status === 'failed') {
    return clip.error?.status === 404 ? (
      <SectionNotice icon="warning" title={intl.formatMessage({ id: 'shorts.video.notFound' })} text={clip.error.message} testId="short-missing" state="not-found" />
    ) : (
      <LoadFailed error={clip.error} onRetry={clip.retry} />
    );
  }
  if (!clip.data || !feed || !category) return <FeedSkeleton />;
  return (
    <ShortFeed
      key={clip.data.id}
      feed={feed}
      first={clip.data}
      label={intl.formatMessage({ id: 'shorts.feed.more' }, { category: category.name })}
      empty={null}
      commentsInline={wide}
      {...link}
    />
  );
}

/** Clips as a grid, a page at a time (explore by category; saved). */
function Grid({ kind, category, emptyTitleId, emptyTextId }: { kind: ShortFeedKind; category?: string; emptyTitleId: string; emptyTextId: string }) {
  const intl = useIntl();
  const list = useMemo(() => shortGridList(kind, category), [kind, category]);
  const clips = usePagedList(list);
  if (clips.status === 'failed') return <LoadFailed error={clips.error} onRetry={clips.retry} />;
  if (clips.status === 'empty') {
    return <SectionNotice icon="shorts" title={intl.formatMessage({ id: emptyTitleId })} text={intl.formatMessage({ id: emptyTextId })} testId="short-grid-empty" state="empty" />;
  }
  if (!clips.page || clips.status === 'loading') return <ClipGridSkeleton cells={GRID_PAGE_SIZE} />;
  return (
    <div className={stack} data-state={clips.state}>
      <ClipGrid clips={clips.page.list} />
      <Pager pageNum={clips.page.pageNum} pageSize={clips.page.pageSize} total={clips.page.total} onPage={clips.goTo} />
    </div>
  );
}

/** Explore: the clips of every category or one, newest first. */
function Explore() {
  const intl = useIntl();
  const categories = useLoader(shortCategoriesLoader, {});
  const [category, setCategory] = useState<string | undefined>(undefined);
  const options = [{ slug: undefined, name: intl.formatMessage({ id: 'shorts.explore.all' }) }, ...(categories.data ?? [])];
  return (
    <div className={stack}>
      {categories.status === 'failed' ? (
        <LoadFailed error={categories.error} onRetry={categories.retry} />
      ) : (
        <div className={chips} role="group" aria-label={intl.formatMessage({ id: 'shorts.explore.categories' })} data-testid="short-categories">
          {options.map((option) => (
            <button
              key={option.slug ?? 'all'}
              type="button"
              className={`${button({ variant: 'outline', size: 'sm' })} ${chip}`}
              aria-pressed={category === option.slug}
              onClick={() => setCategory(option.slug)}
            >
              {option.name}
            </button>
          ))}
        </div>
      )}
      <Grid key={category ?? 'all'} kind="kham-pha" category={category} emptyTitleId="shorts.empty.category" emptyTextId="shorts.empty.categoryText" />
    </div>
  );
}

function MemberOnly({ textId, children }: { textId: string; children: React.ReactNode }) {
  const { status } = useAuth();
  if (status === 'member') return <>{children}</>;
  if (status === 'guest') return <SignInNotice textId={textId} />;
  return <ClipGridSkeleton cells={6} />;
}

function MyChannel() {
  const { userInfo } = useAuth();
  const id = userInfo ? Number(userInfo.userId) : NaN;
  return Number.isInteger(id) && id > 0 ? <CreatorChannel id={id} /> : <ClipGridSkeleton cells={6} />;
}

/** The tabs that are grids and profiles, in the page's frame. */
function Content({ routeId }: { routeId: RouteId }) {
  switch (routeId) {
    case 'shortsExplore':
      return <Explore />;
    case 'shortsSaved':
      return (
        <MemberOnly textId="shorts.signIn.saved">
          <Grid kind="da-luu" emptyTitleId="shorts.empty.saved" emptyTextId="shorts.empty.savedText" />
        </MemberOnly>
      );
    default:
      return (
        <MemberOnly textId="shorts.signIn.profile">
          <MyChannel />
        </MemberOnly>
      );
  }
}

/** The session of a feed: the route it opened on and, for a clip's address, the clip. */
interface FeedSession {
  routeId: RouteId;
  slug: string | null;
}

/**
 * The feeds (for you, trending, following, a clip's own address): the address follows the clip on
 * screen without a new history entry (as YouTube Shorts does), so it can be shared or reopened, and
 * the page's title is the clip's. Those address changes are the feed's own: the feed stays.
 */
function FeedScreen({ routeId, params }: PageProps) {
  const intl = useIntl();
  const [held, setHeld] = useState<ReadonlySet<string>>(new Set());
  const [shown, setShown] = useState<ShortItem | null>(null);
  const address = routeId === 'shortsVideo' ? href('shortsVideo', { category: params.category ?? '', detail: params.detail ?? '' }) : undefined;
  const slug = routeId === 'shortsVideo' ? (params.detail ?? '') : null;
  const [session, setSession] = useState<FeedSession>({ routeId, slug });
  // A tab's address stays until the visitor moves to another clip.
  const [firstShown, setFirstShown] = useState<number | null>(null);
  const [moved, setMoved] = useState(false);
  const own = address !== undefined && held.has(address);
  if (!own && (session.routeId !== routeId || session.slug !== slug)) {
    setSession({ routeId, slug });
    setHeld(new Set());
    setShown(null);
    setFirstShown(null);
    setMoved(false);
  } else if (shown && firstShown === null) setFirstShown(shown.id);
  else if (shown && !moved && shown.id !== firstShown) setMoved(true);
  usePageName(shown?.title);

  // Written once the page knows the clip is its feed's (held), so the new address is seen as the feed's own.
  const writes = session.slug !== null || moved;
  useEffect(() => {
    if (writes && shown && window.location.pathname !== shown.path) window.history.replaceState(window.history.state, '', shown.path);
  }, [shown, writes]);
  const onShow = useCallback((clip: ShortItem) => setShown(clip), []);
  const onItems = useCallback((clips: readonly ShortItem[]) => setHeld(new Set(clips.map((clip) => clip.path))), []);
  const link: FeedLink = { address, onShow, onItems };
  const key = `${session.routeId}/${session.slug ?? ''}`;
  const route = FEED_ROUTES[session.routeId];

  return (
    <div className={feedScreenClasses.screen} data-route={routeId}>
      <h1 className={srOnly}>{session.slug !== null ? (shown?.title ?? intl.formatMessage({ id: 'route.shortsVideo' })) : intl.formatMessage({ id: `route.${session.routeId}` })}</h1>
      <div className={feedScreenClasses.tabs}>
        <RouteTabs labelId="tabs.shorts.label" routeId={session.routeId} params={params} tabs={SHORTS_TABS} />
      </div>
      {session.slug !== null ? (
        <ClipFeed key={key} slug={session.slug} link={link} />
      ) : route?.memberOnly ? (
        <MemberOnly textId="shorts.signIn.following">
          <Feed key={key} route={route} link={link} />
        </MemberOnly>
      ) : route ? (
        <Feed key={key} route={route} link={link} />
      ) : null}
    </div>
  );
}

export default function ShortsPage({ routeId, params }: PageProps) {
  if (routeId === 'shortsVideo' || FEED_ROUTES[routeId]) return <FeedScreen routeId={routeId} params={params} />;
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      introId="intro.shorts"
      tabs={<RouteTabs labelId="tabs.shorts.label" routeId={routeId} params={params} tabs={SHORTS_TABS} />}
    >
      <Content key={routeId} routeId={routeId} />
    </PageFrame>
  );
}
