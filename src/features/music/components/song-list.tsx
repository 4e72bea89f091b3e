import type { ReactNode } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { iconButton } from '../../../../styled-system/recipes';
import { useIntl } from '../../../lib/intl-context';
import { formatCount } from '../../../lib/format/count';
import { useAppSend } from '../../../app/machine-hooks';
import { useSiteMusic } from '../use-site-music';
import { AppLink } from '../../../components/ui/app-link';
import { FeatureIcon } from '../../../components/ui/feature-icons';
import { href } from '../../../../contracts/href';
import { clockTime, trackOf } from '../../../../machines/music/music.queue';
import type { SongCard } from '../../../../contracts/schemas/media/music';
import { srOnly } from '../../../components/ui/text-styles';

const list = css({ display: 'flex', flexDirection: 'column', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl', overflow: 'hidden' });

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '[2.75rem 2.5rem minmax(0, 1fr) auto]', md: '[2.75rem 2.75rem minmax(0, 1.6fr) minmax(0, 1fr) 5rem 3.5rem auto]' },
  alignItems: 'center',
  columnGap: { base: '2', md: '3' },
  minH: '16',
  px: { base: '2', md: '3' },
  py: '2',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  _first: { borderTopWidth: '0' },
  _hover: { bg: 'bg.hover' },
  '&[aria-current]': { bg: 'accent.muted' },
});

const playCell = css({ position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center' });
const number = css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' });
const cover = css({ w: '10', h: '10', borderRadius: 'md', objectFit: 'cover', bg: 'bg.subtle' });
const names = css({ display: 'flex', flexDirection: 'column', minWidth: '0', lineHeight: 'tight', gap: '0.5' });
const title = css({ fontWeight: 'semibold', fontSize: 'sm', color: 'fg.default', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', _hover: { color: 'accent.text' }, '[aria-current] &': { color: 'accent.text' } });
const sub = css({ fontSize: 'xs', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const subLink = css({ color: 'fg.muted', _hover: { color: 'fg.default', textDecoration: 'underline' } });
const wide = css({ display: { base: 'none', md: 'block' } });
const album = css({ fontSize: 'sm', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const numeric = css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
const duration = css({ display: { base: 'none', md: 'block' } });
const actions = css({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '1' });
const playing = css({ color: 'accent.text' });

/** The songs of a list as the music machine's queue. */
export const tracksOf = (songs: readonly SongCard[]) => songs.map(trackOf);

interface SongListProps {
  songs: readonly SongCard[];
  /** Catalogue id of the list's accessible name. */
  labelId: string;
  /** Rank numbers start here (a later page of a list). */
  firstNumber?: number;
  /** Hides the album column (an album's own page). */
  hideAlbum?: boolean;
  /** Extra buttons at the end of each row (add to playlist, reorder, remove). */
  actions?: (song: SongCard, index: number) => ReactNode;
  testId?: string;
}

/**
 * Songs as rows: number (or the play button on hover and for the song playing), cover, title and
 * artist, album, plays, length. Playing a row queues the whole list from it, as music apps do.
 */
export function SongList({ songs, labelId, firstNumber = 1, hideAlbum, actions: rowActions, testId = 'song-list' }: SongListProps) {
  const intl = useIntl();
  const send = useAppSend();
  const music = useSiteMusic();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <ol className={list} aria-label={t(labelId)} data-testid={testId}>
      {songs.map((song, index) => {
        const current = music.track?.id === song.id;
        const isPlaying = current && (music.status === 'playing' || music.status === 'loading');
        // The name starts with what the button shows (the track's number), as a voice user would say it.
        const label = isPlaying ? t('music.list.pauseSong', { title: song.title }) : current ? t('music.list.playSong', { title: song.title }) : t('music.list.playSongNumbered', { n: firstNumber + index, title: song.title });
        return (
          <li key={song.id} className={row} aria-current={current ? 'true' : undefined} data-testid="song-row" data-song={song.id}>
            <div className={playCell}>
              <button
                type="button"
                className={cx(iconButton({ size: 'sm' }), current && playing)}
                aria-label={label}
                title={label}
                data-testid="song-play"
                onClick={() => (current ? send({ type: 'music.toggle' }) : send({ type: 'music.playQueue', tracks: tracksOf(songs), index }))}
              >
                {isPlaying ? <FeatureIcon name="pause" size={16} /> : current ? <FeatureIcon name="playTrack" size={16} /> : <span className={number}>{firstNumber + index}</span>}
              </button>
            </div>
            <img src={song.cover} alt="" className={cover} width={40} height={40} loading="lazy" />
            <div className={names}>
              <AppLink href={song.path} className={title}>
                {song.title}
              </AppLink>
              <span className={sub}>
                <AppLink href={href('musicArtist', { artist: song.artist.slug })} className={subLink}>
                  {song.artist.name}
                </AppLink>
              </span>
            </div>
            <span className={cx(wide, album)}>
              {hideAlbum || !song.album ? null : (
                <AppLink href={song.album.path} className={subLink}>
                  {song.album.title}
                </AppLink>
              )}
            </span>
            <span className={cx(wide, numeric)} title={t('music.list.plays', { count: formatCount(song.plays) })}>
              {formatCount(song.plays)}
            </span>
            <span className={cx(duration, numeric)}>{clockTime(song.durationSeconds)}</span>
            <div className={actions}>{rowActions?.(song, index)}</div>
          </li>
        );
      })}
    </ol>
  );
}

const skeletonRow = css({ h: '16', borderTopWidth: '1px', borderColor: 'border.subtle', _first: { borderTopWidth: '0' }, bg: 'bg.surface', animation: 'livePulse' });

/** The list's skeleton: as many rows of the same height as will come. */
export function SongListSkeleton({ rows = 10 }: { rows?: number }) {
  const intl = useIntl();
  return (
    <div className={list} aria-busy="true" data-state="loading" data-testid="section-loading">
      <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={skeletonRow} aria-hidden="true" />
      ))}
    </div>
  );
}
