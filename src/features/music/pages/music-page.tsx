import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { PageFrame } from '../../../components/ui/page-frame';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';
import { LoadFailed, Pager, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { AppLink } from '../../../components/ui/app-link';
import { href } from '../../../../contracts/href';
import type { Page } from '../../../../contracts/schemas/common';
import type { SongCard } from '../../../../contracts/schemas/media/music';
import type { SongListQuery } from '../../../../contracts/schemas/media/music';
import { MUSIC_PAGE_SIZE, moodsLoader, musicHomeLoader, newReleasesLoader, songListLoader } from '../../../../machines/music/music.loaders';
import { AlbumGrid, ArtistGrid, MoodChips, MusicSection, moreLink, PlayAllButton, SongTiles, TileSkeleton } from '../components/music-cards';
import { SongList, SongListSkeleton } from '../components/song-list';
import { AddToPlaylistButton } from '../components/add-to-playlist';
import { MyMusic } from '../components/my-music';
import { MyPlaylists } from '../components/my-playlists';
import { muted } from '../../../components/ui/text-styles';

const TABS: readonly RouteTabDef[] = [
  { route: 'music', labelId: 'tabs.music.discover' },
  { route: 'musicAll', labelId: 'tabs.music.all' },
  { route: 'musicNew', labelId: 'tabs.music.new' },
  { route: 'musicMood', labelId: 'tabs.music.mood' },
  { route: 'musicMine', labelId: 'tabs.music.mine' },
  { route: 'musicMyPlaylists', labelId: 'tabs.music.playlists' },
];

const stack = css({ display: 'flex', flexDirection: 'column', gap: { base: '6', md: '8' } });

const addAction = (song: { id: number; title: string }) => <AddToPlaylistButton songId={song.id} title={song.title} />;

/** /am-nhac: top songs, new releases, albums, artists and moods. */
function Discover() {
  const intl = useIntl();
  const home = useLoader(musicHomeLoader, {});
  if (home.status === 'failed') return <LoadFailed error={home.error} onRetry={home.retry} />;
  if (home.status === 'empty') return <SectionNotice icon="music" title={intl.formatMessage({ id: 'music.empty' })} testId="music-empty" />;
  const data = home.data;
  return (
    <div className={stack} data-testid="music-home" data-state={home.state}>
      <MusicSection
        titleId="music.home.top"
        aside={data ? <PlayAllButton songs={data.topSongs} /> : null}
        testId="music-top"
      >
        {data ? <SongList songs={data.topSongs} labelId="music.home.top" actions={addAction} /> : <SongListSkeleton rows={10} />}
      </MusicSection>
      <MusicSection titleId="music.home.new" aside={<AppLink href={href('musicNew')} className={moreLink}>{intl.formatMessage({ id: 'music.more' })}</AppLink>}>
        {data ? <SongTiles songs={data.newReleases.slice(0, 6)} /> : <TileSkeleton count={6} />}
      </MusicSection>
      <MusicSection titleId="music.home.moods">{data ? <MoodChips moods={data.moods} /> : <div className={css({ h: '11' })} />}</MusicSection>
      <MusicSection titleId="music.home.albums">{data ? <AlbumGrid albums={data.albums} /> : <TileSkeleton count={6} />}</MusicSection>
      <MusicSection titleId="music.home.artists">{data ? <ArtistGrid artists={data.artists} /> : <TileSkeleton count={8} round />}</MusicSection>
    </div>
  );
}

const toolbar = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', justifyContent: 'space-between' });
const searchForm = css({ display: 'flex', gap: '2', flex: '1', minWidth: '0', maxW: 'md' });
const input = css({
  flex: '1',
  minWidth: '0',
  h: 'touch',
  px: '3',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  color: 'fg.default',
  _placeholder: { color: 'fg.subtle' },
});
const sortGroup = css({ display: 'flex', gap: '1', p: '1', borderRadius: 'lg', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle' });
const sortButton = css({
  px: '3',
  minH: '9',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { color: 'fg.default' },
  '&[aria-pressed=true]': { bg: 'accent.default', color: 'fg.onAccent' },
});

function useQuery(): URLSearchParams {
  return new URLSearchParams(useSearch());
}

type SongsAnswer = ReturnType<typeof useLoader<unknown, Page<SongCard>>>;

/** One page of songs from the server, with its pager. */
function SongPageView({ songs, keyword, onPage }: { songs: SongsAnswer; keyword?: string; onPage: (page: number) => void }) {
  const intl = useIntl();
  if (songs.status === 'failed') return <LoadFailed error={songs.error} onRetry={songs.retry} />;
  if (songs.status === 'empty') {
    return <SectionNotice icon="music" title={intl.formatMessage({ id: keyword ? 'music.search.none' : 'music.empty' }, { keyword: keyword ?? '' })} testId="music-empty" />;
  }
  if (!songs.data) return <SongListSkeleton rows={MUSIC_PAGE_SIZE} />;
  const page = songs.data;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-state={songs.state}>
      <div className={toolbar}>
        <span className={muted}>{intl.formatMessage({ id: 'music.count' }, { count: page.total })}</span>
        <PlayAllButton songs={page.list} />
      </div>
      <SongList songs={page.list} labelId="music.list.label" firstNumber={(page.pageNum - 1) * page.pageSize + 1} actions={addAction} />
      <Pager pageNum={page.pageNum} pageSize={page.pageSize} total={page.total} onPage={onPage} />
    </div>
  );
}

function SongsOf({ input, onPage }: { input: SongListQuery; onPage: (page: number) => void }) {
  return <SongPageView songs={useLoader(songListLoader, { query: input })} keyword={input.keyword} onPage={onPage} />;
}

function NewSongs({ pageNum, onPage }: { pageNum: number; onPage: (page: number) => void }) {
  return <SongPageView songs={useLoader(newReleasesLoader, { query: { pageNum, pageSize: MUSIC_PAGE_SIZE } })} onPage={onPage} />;
}

/** /am-nhac/tat-ca: every song, by plays or newest, with a search. */
function AllSongs() {
  const intl = useIntl();
  const query = useQuery();
  const [, navigate] = useLocation();
  const sort = query.get('sort') === 'new' ? 'new' : 'popular';
  const keyword = (query.get('q') ?? '').trim().slice(0, 100);
  const pageNum = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(keyword);
  const go = (next: { sort?: string; q?: string; page?: number }) =>
    navigate(href('musicAll', undefined, { sort: (next.sort ?? sort) === 'new' ? 'new' : undefined, q: next.q ?? keyword, page: next.page && next.page > 1 ? next.page : undefined }));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim(), page: 1 });
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={toolbar}>
        <form className={searchForm} role="search" onSubmit={onSearch}>
          <input
            type="search"
            className={input}
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={intl.formatMessage({ id: 'music.search.placeholder' })}
            aria-label={intl.formatMessage({ id: 'music.search.label' })}
          />
          <button type="submit" className={button({ variant: 'outline', size: 'md' })}>
            {intl.formatMessage({ id: 'music.search.submit' })}
          </button>
        </form>
        <div className={sortGroup} role="group" aria-label={intl.formatMessage({ id: 'music.sort.label' })}>
          {(['popular', 'new'] as const).map((value) => (
            <button key={value} type="button" className={sortButton} aria-pressed={sort === value} onClick={() => go({ sort: value, page: 1 })}>
              {intl.formatMessage({ id: `music.sort.${value}` })}
            </button>
          ))}
        </div>
      </div>
      <SongsOf key={`${sort}|${keyword}|${pageNum}`} input={{ sort, pageNum, pageSize: MUSIC_PAGE_SIZE, ...(keyword ? { keyword } : {}) }} onPage={(page) => go({ page })} />
    </div>
  );
}

/** /am-nhac/moi-phat-hanh: songs by release date. */
function NewReleases() {
  const query = useQuery();
  const [, navigate] = useLocation();
  const pageNum = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  return <NewSongs key={pageNum} pageNum={pageNum} onPage={(page) => navigate(href('musicNew', undefined, { page: page > 1 ? page : undefined }))} />;
}

/** /am-nhac/mood: the moods, and the songs of the chosen one (?mood=, the first by default). */
function Moods() {
  const intl = useIntl();
  const query = useQuery();
  const [, navigate] = useLocation();
  const moods = useLoader(moodsLoader, {});
  const pageNum = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  if (moods.status === 'failed') return <LoadFailed error={moods.error} onRetry={moods.retry} />;
  if (moods.status === 'empty') return <SectionNotice icon="music" title={intl.formatMessage({ id: 'music.empty' })} />;
  if (!moods.data) {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <div className={css({ h: '11' })} />
        <SongListSkeleton rows={MUSIC_PAGE_SIZE} />
      </div>
    );
  }
  const chosen = moods.data.find((mood) => mood.slug === query.get('mood')) ?? moods.data[0]!;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <MoodChips moods={moods.data} current={chosen.slug} />
      <h2 className={css({ textStyle: 'sectionTitle' })}>{intl.formatMessage({ id: 'music.mood.title' }, { mood: chosen.name })}</h2>
      <SongsOf
        key={`${chosen.slug}|${pageNum}`}
        input={{ mood: chosen.slug, sort: 'popular', pageNum, pageSize: MUSIC_PAGE_SIZE }}
        onPage={(page) => navigate(href('musicMood', undefined, { mood: chosen.slug, page: page > 1 ? page : undefined }))}
      />
    </div>
  );
}

export default function MusicPage({ routeId, params }: PageProps) {
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.music" tabs={<RouteTabs labelId="tabs.music.label" routeId={routeId} params={params} tabs={TABS} />}>
      {routeId === 'musicAll' ? (
        <AllSongs />
      ) : routeId === 'musicNew' ? (
        <NewReleases />
      ) : routeId === 'musicMood' ? (
        <Moods />
      ) : routeId === 'musicMine' ? (
        <MyMusic />
      ) : routeId === 'musicMyPlaylists' ? (
        <MyPlaylists />
      ) : (
        <Discover />
      )}
    </PageFrame>
  );
}
