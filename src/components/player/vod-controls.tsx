import { useIntl } from '../../lib/intl-context';
import { css } from '../../../styled-system/css';
import { PLAYBACK_RATES, formatClock } from '../../../machines/player/vod';
import { FullscreenButton, MenuButton, MuteButton, PipButton, PlayPauseButton, PlayerGlyph, QualityMenu, spacer, wideOnly, type PlayerControlsProps } from './player-buttons';
import { SeekBar } from './seek-bar';

const panel = css({
  position: 'absolute',
  insetX: '0',
  bottom: '0',
  display: 'flex',
  flexDirection: 'column',
  pt: '6',
  bgGradient: 'to-t',
  gradientFrom: 'ink.950',
  gradientTo: 'transparent',
  borderBottomRadius: '[inherit]',
});
const row = css({ display: 'flex', alignItems: 'center', gap: '0.5', px: { base: '1', sm: '2' }, pb: '1' });
const clock = css({
  px: '2',
  color: 'fg.onLive',
  fontSize: { base: 'xs', sm: 'sm' },
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
const clockSep = css({ color: 'ink.300', mx: '1' });

/** The VOD set: the seek bar over play/pause (replay at the end), sound, time, subtitles, speed, quality, picture-in-picture, full screen. */
export function VodControls(props: PlayerControlsProps) {
  const { api, currentTime, duration, rate, textTracks, textTrack } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rateLabel = (r: number) => (r === 1 ? t('player.vod.rateNormal') : `${intl.formatNumber(r)}×`);
  return (
    <div className={panel} data-testid="player-controls">
      <SeekBar currentTime={currentTime} duration={duration} onSeek={api.seek} />
      <div className={row}>
        <PlayPauseButton {...props} />
        <MuteButton {...props} />
        <span className={clock} data-testid="player-clock">
          <span data-testid="player-current">{formatClock(currentTime)}</span>
          <span className={clockSep} aria-hidden="true">
            /
          </span>
          <span data-testid="player-duration">{formatClock(duration)}</span>
        </span>
        <span className={spacer} />
        {textTracks.length > 0 ? (
          <MenuButton<string | null>
            label={t('player.vod.subtitles')}
            title={t('player.vod.subtitles')}
            icon={<PlayerGlyph name="captions" />}
            choices={[{ value: null, label: t('player.vod.subtitlesOff') }, ...textTracks.map((track) => ({ value: track.lang, label: track.label }))]}
            value={textTrack}
            onSelect={api.selectTextTrack}
            testId="player-subtitles"
          />
        ) : null}
        <MenuButton<number>
          label={t('player.vod.speed')}
          title={t('player.vod.speed')}
          icon={<PlayerGlyph name="speed" />}
          badge={rate === 1 ? undefined : rateLabel(rate)}
          choices={PLAYBACK_RATES.map((r) => ({ value: r, label: rateLabel(r) }))}
          value={rate}
          onSelect={api.selectRate}
          testId="player-speed"
        />
        <span className={wideOnly}>
          <QualityMenu {...props} />
        </span>
        <PipButton {...props} />
        <FullscreenButton {...props} />
      </div>
    </div>
  );
}
