import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { shortClipMachine } from '../../../../machines/short-videos/clip.machine';
import { useAuth } from '../../../app/machine-hooks';
import { AppLink } from '../../../components/ui/app-link';
import { Avatar } from '../../../components/ui/avatar';
import { Icon } from '../../../components/ui/icon';
import { overlay } from '../../../components/player/player-frame-styles';
import { VideoPoster } from '../../../components/player/video-poster';
import { statePath } from '../../../components/ui/use-loader';
import { href } from '../../../../contracts/href';
import { formatCount } from '../../../lib/format/count';
import { FollowCreatorButton, LikeButton, SaveButton, ShareButton } from './short-actions';
import { ClipComments } from './short-comments';
import type { ShortItem } from '../../../../contracts/schemas/content/shorts';

/** One screen of the feed: the clip's column and, beside it on a desktop (over it on a phone), its actions. */
export const slideStyle = css({
  position: 'relative',
  h: 'full',
  w: 'full',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'stretch',
  gap: '4',
  scrollSnapAlign: 'start',
  scrollSnapStop: 'always',
  py: { base: '0', md: '2' },
});
export const stageStyle = css({
  position: 'relative',
  h: 'full',
  w: { base: 'full', md: 'auto' },
  aspectRatio: { base: '[auto]', md: '[9 / 16]' },
  maxW: 'full',
  bg: 'ink.950',
  borderRadius: { base: '[0]', md: 'xl' },
  overflow: 'hidden',
  color: 'fg.onLive',
});
/**
 * An upright clip fills the screen (a phone's is a little wider than 9:16); a landscape one is shown
 * whole. 1 px inside the stage, as the player's video (player-frame-styles.ts): never a larger paint than its poster.
 */
const video = css({
  position: 'absolute',
  inset: '[1px]',
  w: '[calc(100% - 2px)]',
  h: '[calc(100% - 2px)]',
  objectFit: 'contain',
  bg: 'ink.950',
  cursor: 'pointer',
  '&[data-upright=true]': { objectFit: 'cover' },
});
const bigPlay = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '16',
  h: '16',
  borderRadius: 'full',
  bg: 'bg.overlay',
  color: 'fg.onLive',
  cursor: 'pointer',
});
const spinner = css({ w: '10', h: '10', borderRadius: 'full', borderWidth: '4px', borderColor: 'alpha.white10', borderTopColor: 'accent.default', animation: 'spin' });
const info = css({
  position: 'absolute',
  left: '0',
  right: { base: '16', md: '0' },
  bottom: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '4',
  pt: '12',
  bgGradient: 'to-t',
  gradientFrom: 'ink.950',
  gradientTo: 'transparent',
  pointerEvents: 'none',
  '& a, & button': { pointerEvents: 'auto' },
});
const creatorRow = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const creatorLink = css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontWeight: 'bold', color: 'fg.onLive', _hover: { textDecoration: 'underline' } });
const caption = css({ fontSize: 'sm', lineHeight: 'snug', overflowWrap: 'anywhere', whiteSpace: 'pre-line', lineClamp: '3' });
const meta = css({ display: 'flex', flexWrap: 'wrap', gap: '2', fontSize: 'xs', color: 'ink.200' });
const tag = css({ fontWeight: 'semibold', color: 'fg.onLive' });
/**
 * The clip's actions: over it on a phone; beside it on a desktop, in a column of its own width
 * whatever the words of the follow button, so the clip stays in place (and the static first paint,
 * FeedFirstPaint, keeps the same room for it).
 */
export const railStyle = css({
  position: { base: 'absolute', md: 'static' },
  w: { md: '32' },
  flexShrink: '0',
  right: { base: '2', md: '[auto]' },
  bottom: { base: '20', md: '[auto]' },
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  gap: '3',
  pb: { base: '0', md: '4' },
});
const soundButton = css({ position: 'absolute', top: '3', right: '3', display: 'flex', alignItems: 'center', justifyContent: 'center', w: 'touch', h: 'touch', borderRadius: 'full', bg: 'bg.overlay', color: 'fg.onLive', cursor: 'pointer' });

interface SlideProps {
  clip: ShortItem;
  index: number;
  total: number;
  active: boolean;
  muted: boolean;
  onToggleSound: () => void;
  /** The clip's title is the page's h2 (the detail page makes the first one an h1's companion). */
  headingLevel?: 'h2' | 'h3';
  /** Its comments are a column beside it (the clip's own page on a wide screen) rather than a sheet. */
  commentsInline?: boolean;
}

/**
 * A clip of the feed. On screen it plays (muted until the visitor turns the sound on), off screen
 * it pauses and shows its poster; a press pauses and plays again. Captions and names are members'
 * text: shown as text.
 */
export function ShortSlide({ clip, index, total, active, muted, onToggleSound, headingLevel = 'h2', commentsInline = false }: SlideProps) {
  const intl = useIntl();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [snapshot, send] = useMachine(shortClipMachine, { input: { videoPath: clip.videoPath, hlsPath: clip.hlsPath } });
  const { userInfo } = useAuth();
  // The poster covers the video until it has a frame to show.
  const [framed, setFramed] = useState(false);
  useEffect(() => {
    if (active) send({ type: 'clip.activate', video: videoRef.current });
    else send({ type: 'clip.deactivate' });
  }, [active, send]);
  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = muted;
  }, [muted]);
  const state = statePath(snapshot.value);
  const waiting = snapshot.matches({ active: 'starting' }) || snapshot.matches({ active: 'buffering' });
  const stopped = snapshot.matches({ active: 'paused' }) || snapshot.matches({ active: 'blocked' }) || snapshot.matches('idle');
  const Heading = headingLevel;
  const titleId = `short-title-${clip.id}`;
  const own = userInfo !== null && Number(userInfo.userId) === clip.creator.userId;
  // A new visitor (signing in or out) reads the comments again: who liked and who may delete changed.
  return (
    <ClipComments key={userInfo?.userId ?? 'guest'} clip={clip} inline={commentsInline}>
      {(comments) => (
    <article
      className={slideStyle}
      aria-labelledby={titleId}
      aria-posinset={index + 1}
      aria-setsize={total}
      data-testid="short-slide"
      data-index={index}
      data-state={state}
      data-active={active}
      data-clip-id={clip.id}
    >
      <div className={stageStyle}>
        <video
          ref={videoRef}
          className={video}
          muted
          playsInline
          loop
          preload="none"
          onLoadedMetadata={(event) => {
            const media = event.currentTarget;
            media.dataset.upright = String(media.videoHeight > media.videoWidth);
          }}
          onLoadedData={() => setFramed(true)}
          onEmptied={() => setFramed(false)}
          aria-label={intl.formatMessage({ id: 'shorts.video.label' }, { title: clip.title })}
          onClick={(event) => {
            if (snapshot.matches('failed')) send({ type: 'clip.retry' });
            else if (snapshot.matches('idle')) send({ type: 'clip.activate', video: event.currentTarget });
            else send({ type: 'clip.press' });
          }}
          data-testid="short-video"
        />
        {framed ? null : <VideoPoster src={clip.thumbnail} fit="upright" lazy={index > 0} />}
        <div className={overlay}>
          {snapshot.matches('failed') ? (
            <>
              <p role="alert">{intl.formatMessage({ id: 'shorts.video.failed' })}</p>
              <button type="button" className={button({ variant: 'solid', size: 'sm' })} onClick={() => send({ type: 'clip.retry' })}>
                <Icon name="refresh" size={16} />
                {intl.formatMessage({ id: 'common.retry' })}
              </button>
            </>
          ) : waiting && active ? (
            <span className={spinner} role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} />
          ) : stopped && active ? (
            <button type="button" className={bigPlay} onClick={() => send({ type: 'clip.press' })} aria-label={intl.formatMessage({ id: 'shorts.video.play' })} data-testid="short-play">
              <Icon name="play" size={32} />
            </button>
          ) : null}
        </div>
        {active ? (
          <button
            type="button"
            className={soundButton}
            onClick={onToggleSound}
            aria-pressed={!muted}
            aria-label={intl.formatMessage({ id: muted ? 'shorts.video.soundOn' : 'shorts.video.soundOff' })}
            data-testid="short-sound"
          >
            <Icon name={muted ? 'volumeOff' : 'volume'} size={20} />
          </button>
        ) : null}
        <div className={info}>
          <div className={creatorRow}>
            <AppLink href={href('shortsUser', { id: String(clip.creator.userId) })} className={creatorLink} data-testid="short-creator">
              <Avatar src={clip.creator.avatar} name={clip.creator.displayName} size="sm" />
              <span>{clip.creator.displayName}</span>
            </AppLink>
          </div>
          <Heading id={titleId} className={caption}>
            <AppLink href={clip.path} data-testid="short-title">
              {clip.title}
            </AppLink>
          </Heading>
          {clip.description ? <p className={cx(caption, css({ color: 'ink.200' }))}>{clip.description}</p> : null}
          <p className={meta}>
            <span>{clip.category.name}</span>
            <span aria-hidden="true">·</span>
            <span>{intl.formatMessage({ id: 'shorts.views' }, { count: formatCount(clip.views) })}</span>
            {clip.hashtags.slice(0, 4).map((hashtag) => (
              <span key={hashtag} className={tag}>
                #{hashtag}
              </span>
            ))}
          </p>
        </div>
      </div>
      <div className={railStyle} role="group" aria-label={intl.formatMessage({ id: 'shorts.actions.label' })}>
        {own ? null : (
          <div className={css({ display: 'flex', justifyContent: 'center' })}>
            <FollowCreatorButton creatorId={clip.creator.userId} name={clip.creator.displayName} following={clip.followingCreator} followers={0} />
          </div>
        )}
        <LikeButton clip={clip} />
        {comments.button}
        <SaveButton clip={clip} />
        <ShareButton clip={clip} />
      </div>
      {comments.aside}
    </article>
      )}
    </ClipComments>
  );
}
