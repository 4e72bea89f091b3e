import type { ReactNode } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useIntl } from '../../../lib/intl-context';
import { formatCount } from '../../../lib/format/count';
import { useAppSend } from '../../../app/machine-hooks';
import { useSiteMusic } from '../use-site-music';
import { AppLink } from '../../../components/ui/app-link';
import { FeatureIcon } from '../../../components/ui/feature-icons';
import { href } from '../../../../contracts/href';
import type { AlbumCard, ArtistCard, Mood, SongCard } from '../../../../contracts/schemas/media/music';
import { tracksOf } from './song-list';

export const section = css({ display: 'flex', flexDirection: 'column', gap: '3' });
export const sectionHead = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
export const sectionTitle = css({ textStyle: 'sectionTitle' });
export const moreLink = css({ fontSize: 'sm', color: 'accent.text', fontWeight: 'medium', _hover: { textDecoration: 'underline' } });

/** A titled block of a music page, with an optional link or action on the right. */
export function MusicSection({ titleId, aside, children, testId }: { titleId: string; aside?: ReactNode; children: ReactNode; testId?: string }) {
  const intl = useIntl();
  return (
    <section className={section} data-testid={testId}>
      <div className={sectionHead}>
        <h2 className={sectionTitle}>{intl.formatMessage({ id: titleId })}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** Plays the whole list from its first song (or pauses it, when this list is what plays). */
export function PlayAllButton({ songs, labelId = 'music.playAll' }: { songs: readonly SongCard[]; labelId?: string }) {
  const intl = useIntl();
  const send = useAppSend();
  return (
    <button
      type="button"
      className={button({ variant: 'solid', size: 'md' })}
      disabled={songs.length === 0}
      onClick={() => send({ type: 'music.playQueue', tracks: tracksOf(songs), index: 0 })}
      data-testid="play-all"
    >
      <FeatureIcon name="playTrack" size={18} />
      {intl.formatMessage({ id: labelId })}
    </button>
  );
}

const grid = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' }, gap: { base: '3', md: '4' } });
const tile = css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0', color: 'fg.default' });
const tileArt = css({ position: 'relative', aspectRatio: 'square', borderRadius: 'lg', overflow: 'hidden', bg: 'bg.subtle' });
const tileImage = css({ w: 'full', h: 'full', objectFit: 'cover', display: 'block' });
const tileTitle = css({ fontWeight: 'semibold', fontSize: 'sm', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', _hover: { color: 'accent.text' } });
const tileSub = css({ fontSize: 'xs', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const tilePlay = css({
  position: 'absolute',
  right: '2',
  bottom: '2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'full',
  bg: 'accent.default',
  color: 'fg.onAccent',
  boxShadow: 'elevated',
  cursor: 'pointer',
  _hover: { bg: 'accent.emphasized' },
});

/** Song tiles (new releases): cover with a play button, title, artist. */
export function SongTiles({ songs }: { songs: readonly SongCard[] }) {
  const intl = useIntl();
  const send = useAppSend();
  const music = useSiteMusic();
  return (
    <ul className={grid} data-testid="song-tiles">
      {songs.map((song, index) => {
        const current = music.track?.id === song.id && (music.status === 'playing' || music.status === 'loading');
        const label = intl.formatMessage({ id: current ? 'music.list.pauseSong' : 'music.list.playSong' }, { title: song.title });
        return (
          <li key={song.id} className={tile}>
            <div className={tileArt}>
              <img src={song.cover} alt="" className={tileImage} width={200} height={200} loading="lazy" />
              <button
                type="button"
                className={tilePlay}
                aria-label={label}
                title={label}
                onClick={() => (current ? send({ type: 'music.toggle' }) : send({ type: 'music.playQueue', tracks: tracksOf(songs), index }))}
              >
                <FeatureIcon name={current ? 'pause' : 'playTrack'} size={18} />
              </button>
            </div>
            <AppLink href={song.path} className={tileTitle}>
              {song.title}
            </AppLink>
            <span className={tileSub}>{song.artist.name}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Album sleeves with title, artist and year. */
export function AlbumGrid({ albums }: { albums: readonly AlbumCard[] }) {
  const intl = useIntl();
  return (
    <ul className={grid} data-testid="album-grid">
      {albums.map((album) => (
        <li key={album.id}>
          <AppLink href={album.path} className={tile}>
            <span className={tileArt}>
              <img src={album.cover} alt="" className={tileImage} width={200} height={200} loading="lazy" />
            </span>
            <span className={tileTitle}>{album.title}</span>
            <span className={tileSub}>
              {intl.formatMessage({ id: 'music.album.meta' }, { artist: album.artist.name, year: album.releasedOn.slice(0, 4), count: album.songCount })}
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

const artistGrid = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(8, minmax(0, 1fr))' }, gap: { base: '3', md: '4' } });
const artistTile = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', textAlign: 'center', minWidth: '0', color: 'fg.default' });
const avatar = css({ w: 'full', aspectRatio: 'square', borderRadius: 'full', objectFit: 'cover', bg: 'bg.subtle' });

/** Round artist avatars with name and followers. */
export function ArtistGrid({ artists }: { artists: readonly ArtistCard[] }) {
  const intl = useIntl();
  return (
    <ul className={artistGrid} data-testid="artist-grid">
      {artists.map((artist) => (
        <li key={artist.id}>
          <AppLink href={artist.path} className={artistTile}>
            <img src={artist.avatar} alt="" className={avatar} width={120} height={120} loading="lazy" />
            <span className={cx(tileTitle, css({ maxW: 'full' }))}>{artist.name}</span>
            <span className={tileSub}>{intl.formatMessage({ id: 'music.artist.followers' }, { count: formatCount(artist.followers) })}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: 'touch',
  px: '4',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.default',
  _hover: { borderColor: 'accent.default' },
  '&[aria-current]': { bg: 'accent.default', color: 'fg.onAccent', borderColor: 'accent.default' },
});
const chipCount = css({ fontSize: 'xs', opacity: 'muted', fontVariantNumeric: 'tabular-nums' });

/** The moods as links to /am-nhac/mood?mood=…; the chosen one is marked. */
export function MoodChips({ moods, current, labelId = 'music.moods' }: { moods: readonly Mood[]; current?: string; labelId?: string }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: labelId })}>
      <ul className={chips} data-testid="mood-chips">
        {moods.map((mood) => (
          <li key={mood.id}>
            <AppLink href={href('musicMood', undefined, { mood: mood.slug })} className={chip} aria-current={mood.slug === current ? 'page' : undefined}>
              {mood.name}
              <span className={chipCount}>{mood.songCount}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const tileSkeleton = css({ aspectRatio: 'square', borderRadius: 'lg', bg: 'bg.surface', animation: 'livePulse' });

/** A grid's skeleton: square tiles where the covers will be. */
export function TileSkeleton({ count = 6, round }: { count?: number; round?: boolean }) {
  return (
    <div className={round ? artistGrid : grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={cx(tileSkeleton, round && css({ borderRadius: 'full' }))} />
      ))}
    </div>
  );
}
