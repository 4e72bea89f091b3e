import { useLocation, useSearch } from 'wouter';
import { css } from '../../../../styled-system/css';
import { useIntl } from '../../../lib/intl-context';
import { LinkTabs } from '../../../components/ui/tabs';
import { LoadFailed, Pager, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { href } from '../../../../contracts/href';
import { MUSIC_PAGE_SIZE, followedArtistsLoader, myMusicLoader } from '../../../../machines/music/music.loaders';
import { MemberOnly } from './member-only';
import { SongList, SongListSkeleton } from './song-list';
import { ArtistGrid, PlayAllButton, TileSkeleton } from './music-cards';
import { AddToPlaylistButton } from './add-to-playlist';
import { muted } from '../../../components/ui/text-styles';

type Tab = 'liked' | 'recent' | 'artists';
const TABS: readonly Tab[] = ['liked', 'recent', 'artists'];

/** The artists the member follows, latest first. */
function FollowedArtists({ pageNum, onPage }: { pageNum: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const artists = useLoader(followedArtistsLoader, { query: { pageNum, pageSize: MUSIC_PAGE_SIZE } });
  if (artists.status === 'failed') return <LoadFailed error={artists.error} onRetry={artists.retry} />;
  if (artists.status === 'empty') {
    return <SectionNotice icon="music" title={intl.formatMessage({ id: 'music.mine.empty.artists' })} text={intl.formatMessage({ id: 'music.mine.emptyHint.artists' })} testId="music-empty" />;
  }
  if (!artists.data) return <TileSkeleton count={8} round />;
  const page = artists.data;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-state={artists.state} data-testid="followed-artists">
      <ArtistGrid artists={page.list} />
      <Pager pageNum={page.pageNum} pageSize={page.pageSize} total={page.total} onPage={onPage} />
    </div>
  );
}

function MyMusicList({ tab, pageNum, onPage }: { tab: Exclude<Tab, 'artists'>; pageNum: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const songs = useLoader(myMusicLoader, { query: { tab, pageNum, pageSize: MUSIC_PAGE_SIZE } });
  if (songs.status === 'failed') return <LoadFailed error={songs.error} onRetry={songs.retry} />;
  if (songs.status === 'empty') {
    return <SectionNotice icon="music" title={intl.formatMessage({ id: `music.mine.empty.${tab}` })} text={intl.formatMessage({ id: 'music.mine.emptyHint' })} testId="music-empty" />;
  }
  if (!songs.data) return <SongListSkeleton rows={8} />;
  const page = songs.data;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-state={songs.state}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}>
        <span className={muted}>{intl.formatMessage({ id: 'music.count' }, { count: page.total })}</span>
        <PlayAllButton songs={page.list} />
      </div>
      <SongList
        songs={page.list}
        labelId={`music.mine.tab.${tab}`}
        firstNumber={(page.pageNum - 1) * page.pageSize + 1}
        actions={(song) => <AddToPlaylistButton songId={song.id} title={song.title} />}
      />
      <Pager pageNum={page.pageNum} pageSize={page.pageSize} total={page.total} onPage={onPage} />
    </div>
  );
}

/** /am-nhac/nhac-cua-toi: the member's liked songs (?tab=liked), recently played (?tab=recent) and followed artists (?tab=artists). */
export function MyMusic() {
  const intl = useIntl();
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const tab: Tab = TABS.find((value) => value !== 'liked' && value === query.get('tab')) ?? 'liked';
  const pageNum = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const onPage = (page: number) => navigate(href('musicMine', undefined, { tab: tab === 'liked' ? undefined : tab, page: page > 1 ? page : undefined }));
  const tabs = TABS.map((value) => ({
    key: value,
    href: href('musicMine', undefined, { tab: value === 'liked' ? undefined : value }),
    label: intl.formatMessage({ id: `music.mine.tab.${value}` }),
    current: value === tab ? ('page' as const) : undefined,
  }));
  return (
    <MemberOnly textId="music.signIn.mine">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <LinkTabs label={intl.formatMessage({ id: 'music.mine.tabs' })} tabs={tabs} />
        {tab === 'artists' ? (
          <FollowedArtists key={pageNum} pageNum={pageNum} onPage={onPage} />
        ) : (
          <MyMusicList key={`${tab}|${pageNum}`} tab={tab} pageNum={pageNum} onPage={onPage} />
        )}
      </div>
    </MemberOnly>
  );
}
