import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { css, cx } from '../../../styled-system/css';
import { iconButton } from '../../../styled-system/recipes';
import { useIntl } from '../../lib/intl-context';
import { useAppSend, useMusic, useMusicTime } from '../../app/machine-hooks';
import { AppLink } from '../ui/app-link';
import { clockTime } from '../../../machines/music/music.queue';
import { FeatureIcon } from '../ui/feature-icons';

const BAR_HEIGHT = { phone: '3.75rem', desktop: '4.75rem' };

const spacer = css({ flexShrink: '0' });

const bar = css({
  position: 'fixed',
  insetX: '0',
  // Under the bottom navigation (45) and the dialogs: a menu or dialog opened from the bar's page covers it.
  zIndex: '[44]',
  display: 'grid',
  alignItems: 'center',
  columnGap: { base: '2', md: '4' },
  gridTemplateColumns: { base: '[minmax(0, 1fr) auto]', md: '[minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1fr)]' },
  px: { base: '3', md: '5' },
  bg: 'bg.elevated',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  boxShadow: 'elevated',
});

const nowPlaying = css({ display: 'flex', alignItems: 'center', gap: '3', minWidth: '0' });
const cover = css({ w: { base: '10', md: '12' }, h: { base: '10', md: '12' }, borderRadius: 'md', flexShrink: '0', objectFit: 'cover', bg: 'bg.subtle' });
const names = css({ display: 'flex', flexDirection: 'column', minWidth: '0', lineHeight: 'tight' });
const titleLink = css({ fontWeight: 'semibold', fontSize: 'sm', color: 'fg.default', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', _hover: { color: 'accent.text' } });
const artistName = css({ fontSize: 'xs', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const centre = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.5', minWidth: '0' });
const buttons = css({ display: 'flex', alignItems: 'center', gap: { base: '0', md: '1' } });
const playButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  borderRadius: 'full',
  bg: 'accent.default',
  color: 'fg.onAccent',
  cursor: 'pointer',
  flexShrink: '0',
  _hover: { bg: 'accent.emphasized' },
});
const on = css({ color: 'accent.text', _hover: { color: 'accent.text' } });
const desktopOnly = css({ display: { base: 'none', md: 'inline-flex' } });

const seekRow = css({ display: { base: 'none', md: 'flex' }, alignItems: 'center', gap: '2', w: 'full', maxW: '[36rem]', fontSize: '2xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' });
const range = css({ flex: '1', minWidth: '0', accentColor: 'accent.default', cursor: 'pointer', h: '4' });
/** On phones the seek bar runs along the bar's top edge. */
const phoneSeek = css({ display: { base: 'block', md: 'none' }, position: 'absolute', insetX: '0', top: '[-8px]', w: 'full', h: '4', m: '0', accentColor: 'accent.default' });

const side = css({ display: { base: 'none', md: 'flex' }, alignItems: 'center', justifyContent: 'flex-end', gap: '1', minWidth: '0' });
const volumeRange = css({ w: '24', accentColor: 'accent.default', cursor: 'pointer' });

const queuePanel = css({
  position: 'fixed',
  right: { base: '2', md: '5' },
  left: { base: '2', md: '[auto]' },
  w: { md: '[24rem]' },
  maxH: '[min(60vh, 28rem)]',
  overflowY: 'auto',
  zIndex: '[44]',
  bg: 'bg.elevated',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  boxShadow: 'elevated',
  p: '2',
});
const queueTitle = css({ fontWeight: 'semibold', fontSize: 'sm', px: '2', py: '1.5' });
const queueItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  px: '2',
  py: '1.5',
  borderRadius: 'lg',
  textAlign: 'left',
  cursor: 'pointer',
  _hover: { bg: 'bg.hover' },
  '&[aria-current]': { bg: 'accent.muted', color: 'accent.text' },
});
const queueCover = css({ w: '8', h: '8', borderRadius: 'sm', flexShrink: '0' });

/**
 * The mini player in the shell (every page): what plays, play/pause, previous/next, and on wider
 * screens shuffle, repeat, the seek bar, volume and the queue. It drives the root's music machine,
 * which keeps playing while pages change. On phones it sits on top of the bottom navigation.
 */
export function MusicBar({ aboveBottomBar }: { aboveBottomBar: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const send = useAppSend();
  const music = useMusic();
  const { position, duration } = useMusicTime();
  const [queueOpen, setQueueOpen] = useState(false);
  const queueId = useId();
  const queueButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!queueOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setQueueOpen(false);
        queueButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [queueOpen]);

  const { track, status } = music;
  if (status === 'idle' || !track) return null;

  const height = aboveBottomBar ? BAR_HEIGHT.phone : BAR_HEIGHT.desktop;
  const bottom = aboveBottomBar ? 'calc(var(--sizes-bottom-bar) + env(safe-area-inset-bottom))' : '0px';
  const barStyle: CSSProperties = { height: aboveBottomBar ? height : `calc(${height} + env(safe-area-inset-bottom))`, bottom, paddingBottom: aboveBottomBar ? undefined : 'env(safe-area-inset-bottom)' };
  const playing = status === 'playing' || status === 'loading';
  const length = duration || track.durationSeconds;
  const timeText = t('music.bar.time', { position: clockTime(position), duration: clockTime(length) });
  const repeatLabel = t(`music.bar.repeat.${music.repeat}`);

  const seek = (value: string) => send({ type: 'music.seek', seconds: Number(value) });

  return (
    <>
      <div className={spacer} style={{ height }} aria-hidden="true" />
      {queueOpen ? (
        <div id={queueId} className={queuePanel} style={{ bottom: `calc(${bottom} + ${height} + 0.5rem)` }} role="region" aria-label={t('music.bar.queue')} data-testid="music-queue">
          <h2 className={queueTitle}>{t('music.bar.queue')}</h2>
          <ol>
            {music.order.map((queueIndex, place) => {
              const item = music.queue[queueIndex]!;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className={queueItem}
                    aria-current={place === music.cursor ? 'true' : undefined}
                    onClick={() => send({ type: 'music.jump', index: queueIndex })}
                  >
                    <img src={item.cover} alt="" className={queueCover} width={32} height={32} loading="lazy" />
                    <span className={names}>
                      <span className={css({ fontSize: 'sm', fontWeight: 'medium', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{item.title}</span>
                      <span className={artistName}>{item.artist}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
        </div>
      ) : null}
      <section className={bar} style={barStyle} aria-label={t('music.bar.label')} data-testid="music-bar" data-status={status} data-track={track.id}>
        <input
          type="range"
          className={phoneSeek}
          min={0}
          max={Math.max(1, Math.round(length))}
          step={1}
          value={Math.min(position, length)}
          onChange={(event) => seek(event.target.value)}
          aria-label={t('music.bar.seek')}
          aria-valuetext={timeText}
        />
        <div className={nowPlaying}>
          <img src={track.cover} alt="" className={cover} width={48} height={48} />
          <div className={names}>
            <AppLink href={track.path} className={titleLink} data-testid="music-bar-title">
              {track.title}
            </AppLink>
            <span className={artistName}>{track.artist}</span>
          </div>
        </div>
        <div className={centre}>
          <div className={buttons}>
            <button
              type="button"
              className={cx(iconButton({ size: 'sm' }), desktopOnly, music.shuffle && on)}
              aria-pressed={music.shuffle}
              aria-label={t('music.bar.shuffle')}
              title={t('music.bar.shuffle')}
              onClick={() => send({ type: 'music.shuffleToggled' })}
            >
              <FeatureIcon name="shuffle" size={18} />
            </button>
            <button type="button" className={iconButton({ size: 'sm' })} aria-label={t('music.bar.previous')} title={t('music.bar.previous')} onClick={() => send({ type: 'music.previous' })}>
              <FeatureIcon name="previous" size={18} />
            </button>
            <button
              type="button"
              className={playButton}
              aria-label={t(playing ? 'music.bar.pause' : 'music.bar.play')}
              title={t(playing ? 'music.bar.pause' : 'music.bar.play')}
              onClick={() => send({ type: 'music.toggle' })}
              data-testid="music-bar-toggle"
            >
              <FeatureIcon name={playing ? 'pause' : 'playTrack'} size={20} />
            </button>
            <button type="button" className={iconButton({ size: 'sm' })} aria-label={t('music.bar.next')} title={t('music.bar.next')} onClick={() => send({ type: 'music.next' })}>
              <FeatureIcon name="next" size={18} />
            </button>
            <button
              type="button"
              className={cx(iconButton({ size: 'sm' }), desktopOnly, music.repeat !== 'off' && on)}
              aria-label={repeatLabel}
              title={repeatLabel}
              data-repeat={music.repeat}
              onClick={() => send({ type: 'music.repeatCycled' })}
            >
              <FeatureIcon name={music.repeat === 'one' ? 'repeatOne' : 'repeat'} size={18} />
            </button>
            <button
              type="button"
              className={cx(iconButton({ size: 'sm' }), css({ display: { base: 'inline-flex', md: 'none' } }))}
              aria-label={t('music.bar.close')}
              title={t('music.bar.close')}
              onClick={() => send({ type: 'music.close' })}
            >
              <FeatureIcon name="close" size={18} />
            </button>
          </div>
          <div className={seekRow}>
            <span aria-hidden="true">{clockTime(position)}</span>
            <input
              type="range"
              className={range}
              min={0}
              max={Math.max(1, Math.round(length))}
              step={1}
              value={Math.min(position, length)}
              onChange={(event) => seek(event.target.value)}
              aria-label={t('music.bar.seek')}
              aria-valuetext={timeText}
              data-testid="music-bar-seek"
            />
            <span aria-hidden="true">{clockTime(length)}</span>
          </div>
        </div>
        <div className={side}>
          <button
            type="button"
            ref={queueButton}
            className={cx(iconButton({ size: 'sm' }), queueOpen && on)}
            aria-expanded={queueOpen}
            aria-controls={queueOpen ? queueId : undefined}
            aria-label={t('music.bar.queue')}
            title={t('music.bar.queue')}
            onClick={() => setQueueOpen((open) => !open)}
          >
            <FeatureIcon name="queue" size={18} />
          </button>
          <button
            type="button"
            className={iconButton({ size: 'sm' })}
            aria-pressed={music.muted}
            aria-label={t('music.bar.mute')}
            title={t('music.bar.mute')}
            onClick={() => send({ type: 'music.muteToggled' })}
          >
            <FeatureIcon name={music.muted ? 'volumeOff' : 'volumeTrack'} size={18} />
          </button>
          <input
            type="range"
            className={volumeRange}
            min={0}
            max={100}
            step={5}
            value={music.muted ? 0 : Math.round(music.volume * 100)}
            onChange={(event) => send({ type: 'music.volume', volume: Number(event.target.value) / 100 })}
            aria-label={t('music.bar.volume')}
            aria-valuetext={`${music.muted ? 0 : Math.round(music.volume * 100)}%`}
          />
          <button type="button" className={iconButton({ size: 'sm' })} aria-label={t('music.bar.close')} title={t('music.bar.close')} onClick={() => send({ type: 'music.close' })}>
            <FeatureIcon name="close" size={18} />
          </button>
        </div>
      </section>
    </>
  );
}
