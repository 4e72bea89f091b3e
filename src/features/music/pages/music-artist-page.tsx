import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { PageFrame } from '../../../components/ui/page-frame';
import { useLoader } from '../../../components/ui/use-loader';
import { artistFollowMachine, artistLoader } from '../../../../machines/music/music.loaders';
import { FollowToggle } from '../../../components/follow/follow-toggle';
import { AlbumGrid, MusicSection, PlayAllButton, TileSkeleton } from '../components/music-cards';
import { DetailFailed, HeroSkeleton, MusicHero } from '../components/music-detail';
import { SongList, SongListSkeleton } from '../components/song-list';
import { AddToPlaylistButton } from '../components/add-to-playlist';

const bio = css({ color: 'fg.muted', maxW: '3xl', fontSize: { base: 'sm', md: 'md' } });

function Artist({ slug, routeId, params }: { slug: string } & PageProps) {
  const intl = useIntl();
  const artist = useLoader(artistLoader, { query: { slug } });
  const frame = (children: ReactNode) => (
    <PageFrame routeId={routeId} params={params} introId="intro.musicArtist" name={artist.data?.artist.name}>
      {children}
    </PageFrame>
  );
  if (artist.status === 'failed') return frame(<DetailFailed error={artist.error} onRetry={artist.retry} notFoundId="music.notFound.artist" />);
  if (!artist.data) {
    return frame(
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <HeroSkeleton />
        <SongListSkeleton rows={8} />
        <TileSkeleton count={2} />
      </div>,
    );
  }
  const { artist: card, albums, songs } = artist.data;
  return frame(
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })} data-state={artist.state}>
      <MusicHero
        testId="artist-hero"
        round
        image={card.avatar}
        kickerText={intl.formatMessage({ id: 'music.artist.kicker' })}
        title={card.name}
        meta={<span>{intl.formatMessage({ id: 'music.count' }, { count: card.songCount })}</span>}
        actions={
          <>
            <PlayAllButton songs={songs} />
            <FollowToggle machine={artistFollowMachine} kind="artist" id={card.id} followed={card.followed} followers={card.followers} name={card.name} />
          </>
        }
      />
      <p className={bio}>{card.bio}</p>
      <MusicSection titleId="music.artist.songs">
        <SongList songs={songs} labelId="music.artist.songs" actions={(song) => <AddToPlaylistButton songId={song.id} title={song.title} />} />
      </MusicSection>
      <MusicSection titleId="music.artist.albums">
        <AlbumGrid albums={albums} />
      </MusicSection>
    </div>,
  );
}

/** /am-nhac/{artist}: the artist with their followers and the follow button, their songs (most played first) and albums. */
export default function MusicArtistPage({ routeId, params }: PageProps) {
  const slug = params.artist ?? '';
  return <Artist key={slug} slug={slug} routeId={routeId} params={params} />;
}
