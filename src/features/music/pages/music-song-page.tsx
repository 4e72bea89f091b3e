import type { ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { formatCount } from '../../../lib/format/count';
import { useAppSend, useAuth, useRequireMember } from '../../../app/machine-hooks';
import { useSiteMusic } from '../use-site-music';
import { AppLink } from '../../../components/ui/app-link';
import { PageFrame } from '../../../components/ui/page-frame';
import { useLoader } from '../../../components/ui/use-loader';
import { FeatureIcon } from '../../../components/ui/feature-icons';
import { href } from '../../../../contracts/href';
import type { SongDetail } from '../../../../contracts/schemas/media/music';
import { songLoader } from '../../../../machines/music/music.loaders';
import { clockTime } from '../../../../machines/music/music.queue';
import { songLikeMachine } from '../../../../machines/music/song-like.machine';
import { MusicSection } from '../components/music-cards';
import { DetailFailed, HeroSkeleton, metaLink, MusicHero } from '../components/music-detail';
import { SongList, SongListSkeleton, tracksOf } from '../components/song-list';
import { AddToPlaylistButton } from '../components/add-to-playlist';

const lyrics = css({ whiteSpace: 'pre-line', color: 'fg.default', fontSize: { base: 'md', md: 'lg' }, lineHeight: 'relaxed', p: { base: '4', md: '6' }, bg: 'bg.surface', borderRadius: 'xl', borderWidth: '1px', borderColor: 'border.subtle', fontStyle: 'italic' });
const liked = css({ color: 'accent.liveText', borderColor: 'accent.liveText' });
const errorText = css({ color: 'status.error', fontSize: 'sm', gridColumn: '1 / -1' });

function LikeButton({ song }: { song: SongDetail }) {
  const intl = useIntl();
  const requireMember = useRequireMember();
  const [snapshot, send] = useMachine(songLikeMachine, { input: { songId: song.id, liked: song.liked, likes: song.likes } });
  const { liked: isLiked, likes, error } = snapshot.context;
  return (
    <>
      <button
        type="button"
        className={cx(button({ variant: 'outline', size: 'md' }), isLiked && liked)}
        aria-pressed={isLiked}
        disabled={snapshot.matches('saving')}
        onClick={() => requireMember(() => send({ type: 'toggle' }))}
        data-testid="song-like"
      >
        <FeatureIcon name={isLiked ? 'heartFilled' : 'heart'} size={18} />
        {intl.formatMessage({ id: isLiked ? 'music.song.liked' : 'music.song.like' })}
        <span className={css({ fontVariantNumeric: 'tabular-nums', color: 'fg.muted' })} data-testid="song-likes">
          {formatCount(likes)}
        </span>
      </button>
      {error ? (
        <p className={errorText} role="alert">
          {error.message}
        </p>
      ) : null}
    </>
  );
}

function PlaySongButton({ song }: { song: SongDetail }) {
  const intl = useIntl();
  const send = useAppSend();
  const music = useSiteMusic();
  const current = music.track?.id === song.id;
  const playing = current && (music.status === 'playing' || music.status === 'loading');
  return (
    <button
      type="button"
      className={button({ variant: 'solid', size: 'md' })}
      data-testid="song-play-main"
      onClick={() => (current ? send({ type: 'music.toggle' }) : send({ type: 'music.playQueue', tracks: tracksOf([song, ...song.moreFromArtist]), index: 0 }))}
    >
      <FeatureIcon name={playing ? 'pause' : 'playTrack'} size={18} />
      {intl.formatMessage({ id: playing ? 'music.bar.pause' : 'music.song.play' })}
    </button>
  );
}

function Song({ id, routeId, params }: { id: number } & PageProps) {
  const intl = useIntl();
  const { status: auth } = useAuth();
  // The member's like is part of the answer: read it again once the visitor signs in or out.
  const song = useLoader(songLoader, { query: { id } }, auth === 'member' ? 'member' : 'guest');
  const frame = (children: ReactNode) => (
    <PageFrame routeId={routeId} params={params} introId="intro.musicSong" name={song.data?.title}>
      {children}
    </PageFrame>
  );
  if (song.status === 'failed') return frame(<DetailFailed error={song.error} onRetry={song.retry} notFoundId="music.notFound.song" />);
  if (!song.data) {
    return frame(
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <HeroSkeleton />
        <SongListSkeleton rows={3} />
      </div>,
    );
  }
  const data = song.data;
  return frame(
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })} data-state={song.state} data-testid="song-page">
      <MusicHero
        testId="song-hero"
        image={data.cover}
        kickerText={intl.formatMessage({ id: 'music.song.kicker' }, { mood: data.mood.name })}
        title={data.title}
        meta={
          <>
            <AppLink href={href('musicArtist', { artist: data.artist.slug })} className={metaLink}>
              {data.artist.name}
            </AppLink>
            {data.album ? (
              <>
                <span aria-hidden="true">·</span>
                <AppLink href={data.album.path} className={metaLink}>
                  {data.album.title}
                </AppLink>
              </>
            ) : null}
            <span aria-hidden="true">·</span>
            <span>{clockTime(data.durationSeconds)}</span>
            <span aria-hidden="true">·</span>
            <span data-testid="song-plays">{intl.formatMessage({ id: 'music.list.plays' }, { count: formatCount(data.plays) })}</span>
          </>
        }
        actions={
          <>
            <PlaySongButton song={data} />
            <LikeButton key={`${data.id}|${String(data.liked)}`} song={data} />
            <AddToPlaylistButton songId={data.id} title={data.title} variant="button" />
          </>
        }
      />
      <MusicSection titleId="music.song.lyrics">
        <blockquote className={lyrics} lang="vi">
          {data.lyricsExcerpt}
        </blockquote>
      </MusicSection>
      {data.moreFromArtist.length ? (
        <MusicSection titleId="music.song.more">
          <SongList songs={data.moreFromArtist} labelId="music.song.more" actions={(item) => <AddToPlaylistButton songId={item.id} title={item.title} />} />
        </MusicSection>
      ) : null}
    </div>,
  );
}

/** /am-nhac/bai-hat/{name}/{id}: the song, play, like, add to a playlist, lyrics, more from the artist. */
export default function MusicSongPage({ routeId, params }: PageProps) {
  const id = Number(params.id);
  return <Song key={id} id={id} routeId={routeId} params={params} />;
}
