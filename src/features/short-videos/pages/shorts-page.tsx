import { useMemo, useState } from 'react';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useAuth } from '../../../app/machine-hooks';
import { PageFrame } from '../../../components/ui/page-frame';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';
import { LoadFailed, Pager, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { usePagedList } from '../../../components/ui/use-paged-list';
import { AppLink } from '../../../components/ui/app-link';
import { href } from '../../../../contracts/href';
import { GRID_PAGE_SIZE, shortCategoriesLoader, shortFeed, shortGridList, type ShortFeedKind } from '../../../../machines/short-videos/short-videos.loaders';
import type { RouteId } from '../../../../contracts/route-table';
import { ClipGrid, ClipGridSkeleton } from '../components/clip-grid';
import { CreatorChannel } from '../components/creator-profile';
import { ShortFeed } from '../components/short-feed';
import { SignInNotice } from '../components/sign-in-notice';

const TABS: readonly RouteTabDef[] = [
  { route: 'shorts', labelId: 'tabs.shorts.forYou' },
  { route: 'shortsSaved', labelId: 'tabs.shorts.saved' },
  { route: 'shortsTrending', labelId: 'tabs.shorts.trending' },
  { route: 'shortsExplore', labelId: 'tabs.shorts.explore' },
  { route: 'shortsFollowing', labelId: 'tabs.shorts.following' },
  { route: 'shortsProfile', labelId: 'tabs.shorts.profile' },
];

const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const chip = css({
  '&[aria-pressed=true]': { bg: 'accent.default', color: 'fg.onAccent', borderColor: 'accent.default' },
});
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });

/** A vertical feed of one kind. */
function Feed({ kind, labelId, emptyTitleId, emptyTextId }: { kind: ShortFeedKind; labelId: string; emptyTitleId: string; emptyTextId: string }) {
  const intl = useIntl();
  const feed = useMemo(() => shortFeed(kind), [kind]);
  return (
    <ShortFeed
      key={kind}
      feed={feed}
      label={intl.formatMessage({ id: labelId })}
      empty={
        <SectionNotice
          icon="shorts"
          title={intl.formatMessage({ id: emptyTitleId })}
          text={intl.formatMessage({ id: emptyTextId })}
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

function Content({ routeId }: { routeId: RouteId }) {
  switch (routeId) {
    case 'shortsTrending':
      return <Feed kind="xu-huong" labelId="tabs.shorts.trending" emptyTitleId="shorts.empty.feed" emptyTextId="shorts.empty.feedText" />;
    case 'shortsExplore':
      return <Explore />;
    case 'shortsFollowing':
      return (
        <MemberOnly textId="shorts.signIn.following">
          <Feed kind="theo-doi" labelId="tabs.shorts.following" emptyTitleId="shorts.empty.following" emptyTextId="shorts.empty.followingText" />
        </MemberOnly>
      );
    case 'shortsSaved':
      return (
        <MemberOnly textId="shorts.signIn.saved">
          <Grid kind="da-luu" emptyTitleId="shorts.empty.saved" emptyTextId="shorts.empty.savedText" />
        </MemberOnly>
      );
    case 'shortsProfile':
      return (
        <MemberOnly textId="shorts.signIn.profile">
          <MyChannel />
        </MemberOnly>
      );
    default:
      return (
        <Feed kind="kham-pha" labelId="tabs.shorts.forYou" emptyTitleId="shorts.empty.feed" emptyTextId="shorts.empty.feedText" />
      );
  }
}

export default function ShortsPage({ routeId, params }: PageProps) {
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      introId="intro.shorts"
      tabs={<RouteTabs labelId="tabs.shorts.label" routeId={routeId} params={params} tabs={TABS} />}
    >
      <Content key={routeId} routeId={routeId} />
    </PageFrame>
  );
}
