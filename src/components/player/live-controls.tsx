import { useIntl } from '../../lib/intl-context';
import { css } from '../../../styled-system/css';
import { useAppSend, useRoomLayout } from '../../app/machine-hooks';
import { Icon } from '../ui/icon';
import { ControlButton, FullscreenButton, MuteButton, PipButton, PlayPauseButton, QualityMenu, spacer, type PlayerControlsProps } from './player-buttons';

const bar = css({
  position: 'absolute',
  insetX: '0',
  bottom: '0',
  display: 'flex',
  alignItems: 'center',
  gap: '0.5',
  px: { base: '1', sm: '2' },
  py: '1',
  bgGradient: 'to-t',
  gradientFrom: 'ink.950',
  gradientTo: 'transparent',
  borderBottomRadius: '[inherit]',
});
const live = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  ml: '1',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'accent.live',
  color: 'fg.onLive',
  fontSize: '2xs',
  fontWeight: 'bold',
  letterSpacing: 'wide',
  textTransform: 'uppercase',
});
const liveDot = css({ w: '1.5', h: '1.5', borderRadius: 'full', bg: 'fg.onLive', animation: 'livePulse' });

/** The live set: play/pause, sound, the live badge, quality, picture-in-picture, theater, full screen. */
export function LiveControls(props: PlayerControlsProps) {
  const intl = useIntl();
  const send = useAppSend();
  const theater = useRoomLayout() === 'theater';
  return (
    <div className={bar} data-testid="player-controls">
      <PlayPauseButton {...props} />
      <MuteButton {...props} />
      <span className={live}>
        <span className={liveDot} aria-hidden="true" />
        {intl.formatMessage({ id: 'player.live' })}
      </span>
      <span className={spacer} />
      <QualityMenu {...props} />
      <PipButton {...props} />
      <ControlButton
        label={intl.formatMessage({ id: theater ? 'room.theater.exit' : 'room.theater.enter' })}
        onClick={() => send({ type: 'room.toggleTheater' })}
        wide
        pressed={theater}
        testId="player-theater"
      >
        <Icon name="theater" size={22} />
      </ControlButton>
      <FullscreenButton {...props} />
    </div>
  );
}
