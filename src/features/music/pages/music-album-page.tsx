import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { AppLink } from '../../../components/ui/app-link';
import { PageFrame } from '../../../components/ui/page-frame';
import { useLoader } from '../../../components/ui/use-loader';
import { href } from '../../../../contracts/href';
import { albumLoader } from '../../../../machines/music/music.loaders';
import { clockTime } from '../../../../machines/music/music.queue';
import { PlayAllButton } from '../components/music-cards';
import { DetailFailed, HeroSkeleton, metaLink, MusicHero } from '../components/music-detail';
import { SongList, SongListSkeleton } from '../components/song-list';
import { AddToPlaylistButton } from '../components/add-to-playlist';

function Album({ id, routeId, params }: { id: number } & PageProps) {
  const intl = useIntl();
  const album = useLoader(albumLoader, { query: { id } });
  const frame = (children: ReactNode) => (
    <PageFrame routeId={routeId} params={params} introId="intro.musicAlbum" name={album.data?.album.title}>
      {children}
    </PageFrame>
  );
  if (album.status === 'failed') return frame(<DetailFailed error={album.error} onRetry={album.retry} notFoundId="music.notFound.album" />);
  if (!album.data) {
    return frame(
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        <HeroSkeleton />
        <SongListSkeleton rows={4} />
      </div>,
    );
  }
  const { album: card, songs, totalSeconds } = album.data;
  return frame(
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })} data-state={album.state}>
      <MusicHero
        testId="album-hero"
        image={card.cover}
        kickerText={intl.formatMessage({ id: 'music.album.kicker' })}
        title={card.title}
        meta={
          <>
            <AppLink href={card.artist.slug ? href('musicArtist', { artist: card.artist.slug }) : href('music')} className={metaLink}>
              {card.artist.name}
            </AppLink>
            <span aria-hidden="true">·</span>
            <span>{card.releasedOn.slice(0, 4)}</span>
            <span aria-hidden="true">·</span>
            <span>{intl.formatMessage({ id: 'music.album.length' }, { count: songs.length, time: clockTime(totalSeconds) })}</span>
          </>
        }
        actions={<PlayAllButton songs={songs} />}
      />
      <SongList songs={songs} labelId="music.album.tracks" hideAlbum actions={(song) => <AddToPlaylistButton songId={song.id} title={song.title} />} />
    </div>,
  );
}

/** /am-nhac/album/{name}/{id}: the album and its tracks in order. */
export default function MusicAlbumPage({ routeId, params }: PageProps) {
  const id = Number(params.id);
  return <Album key={id} id={id} routeId={routeId} params={params} />;
}
