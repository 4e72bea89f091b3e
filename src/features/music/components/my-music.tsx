import { useLocation, useSearch } from 'wouter';
import { css } from '../../../../styled-system/css';
import { useIntl } from '../../../lib/intl-context';
import { LinkTabs } from '../../../components/ui/tabs';
import { LoadFailed, Pager, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { href } from '../../../../contracts/href';
import { MUSIC_PAGE_SIZE, myMusicLoader } from '../../../../machines/music/music.loaders';
import { MemberOnly } from './member-only';
import { SongList, SongListSkeleton } from './song-list';
import { PlayAllButton } from './music-cards';
import { AddToPlaylistButton } from './add-to-playlist';
import { muted } from '../../../components/ui/text-styles';

type Tab = 'liked' | 'recent';

function MyMusicList({ tab, pageNum, onPage }: { tab: Tab; pageNum: number; onPage: (page: number) => void }) {
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

/** /am-nhac/nhac-cua-toi: the member's liked songs (?tab=liked) and recently played (?tab=recent). */
export function MyMusic() {
  const intl = useIntl();
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const tab: Tab = query.get('tab') === 'recent' ? 'recent' : 'liked';
  const pageNum = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const tabs = (['liked', 'recent'] as const).map((value) => ({
    key: value,
    href: href('musicMine', undefined, { tab: value === 'liked' ? undefined : value }),
    label: intl.formatMessage({ id: `music.mine.tab.${value}` }),
    current: value === tab ? ('page' as const) : undefined,
  }));
  return (
    <MemberOnly textId="music.signIn.mine">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <LinkTabs label={intl.formatMessage({ id: 'music.mine.tabs' })} tabs={tabs} />
        <MyMusicList key={`${tab}|${pageNum}`} tab={tab} pageNum={pageNum} onPage={(page) => navigate(href('musicMine', undefined, { tab: tab === 'liked' ? undefined : tab, page: page > 1 ? page : undefined }))} />
      </div>
    </MemberOnly>
  );
}
