import { useMachine } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import type { FeedMachine } from '../../../../machines/short-videos/feed.machine';
import { isTypingTarget } from '../../../components/player/player-state';
import { Icon } from '../../../components/ui/icon';
import { LoadFailed } from '../../../components/ui/section-states';
import { statePath } from '../../../components/ui/use-loader';
import { railStyle, ShortSlide, slideStyle, stageStyle } from './short-slide';
import { VideoPoster } from '../../../components/player/video-poster';
import { COMMENTS_PANEL_ATTRIBUTE } from './short-comments';
import { ShortIcon } from './short-icons';
import { AppLink } from '../../../components/ui/app-link';
import { href } from '../../../../contracts/href';
import type { ShortItem } from '../../../../contracts/schemas/content/shorts';
import { srOnly } from '../../../components/ui/text-styles';
import { useStaticFrameUntil } from '../../../lib/static-frame';

/** The feed's window: it fills what its page gives it (the screen below the site's bars); the same size while it loads, so nothing moves. */
const viewport = css({
  position: 'relative',
  flex: '1',
  h: 'full',
  minH: '0',
  overflowY: 'auto',
  scrollSnapType: 'y',
  scrollSnapStrictness: 'mandatory',
  overscrollBehavior: 'contain',
  scrollbarWidth: '[none]',
  borderRadius: { base: '[0]', md: 'xl' },
  _focusVisible: { outlineOffset: '[2px]' },
  '&::-webkit-scrollbar': { display: 'none' },
});
const skeletonStage = css({ animation: 'livePulse', bg: 'bg.surface' });
const controls = css({
  position: 'absolute',
  right: '2',
  top: '[50%]',
  transform: 'translateY(-50%)',
  display: { base: 'none', lg: 'flex' },
  flexDirection: 'column',
  gap: '2',
});
const wrap = css({ position: 'relative', flex: '1', minH: '0', display: 'flex', flexDirection: 'column' });
const footer = css({ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: '3', py: '3', color: 'fg.muted', fontSize: 'sm' });

/**
 * The feed's first clip as the page's static first paint draws it (src/app/static-frame.tsx), in the
 * feed's own boxes: its poster, the page's largest picture, is in the HTML; the feed then draws the
 * same poster in the same place (short-slide.tsx) until the clip's first frame.
 */
export function FeedFirstPaint({ poster }: { poster: string }) {
  return (
    <div className={wrap}>
      <div className={viewport}>
        <div className={slideStyle}>
          <div className={stageStyle}>
            <VideoPoster src={poster} fit="upright" />
          </div>
          <div className={railStyle} />
        </div>
      </div>
    </div>
  );
}

/** The feed while its first clips load: one empty screen of the final size. */
export function FeedSkeleton() {
  const intl = useIntl();
  return (
    <div className={viewport} aria-busy="true" data-state="loading" data-testid="short-feed">
      <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
      <div className={slideStyle} aria-hidden="true">
        <div className={`${stageStyle} ${skeletonStage}`} />
      </div>
    </div>
  );
}

interface FeedProps {
  feed: FeedMachine;
  /** A clip opened by its address leads the feed. */
  first?: ShortItem | null;
  /** What an empty feed says (and offers). */
  empty: ReactNode;
  label: string;
  /** The shown clip's comments are a column beside it (a clip's own page on a wide screen). */
  commentsInline?: boolean;
  /** The page's address: when it names another clip of the feed (back, a link), the feed moves to it. */
  address?: string;
  /** The clip on screen changed (the page puts its address in the bar and its title in the head). */
  onShow?: (clip: ShortItem) => void;
  /** The clips the feed holds changed. */
  onItems?: (clips: readonly ShortItem[]) => void;
}

/**
 * The vertical feed: one clip per screen, scroll-snapped; a swipe or the wheel moves to the next,
 * and so do ↓ / j (↑ / k back) anywhere on the page but in a text field. The clip on screen plays
 * muted (m turns the sound on and off); the others wait with their posters.
 */
export function ShortFeed({ feed, first = null, empty, label, commentsInline = false, address, onShow, onItems }: FeedProps) {
  const intl = useIntl();
  const [snapshot, send] = useMachine(feed, { input: { first } });
  const viewportRef = useRef<HTMLDivElement>(null);
  const { items, index, muted, error, total } = snapshot.context;
  const ready = snapshot.matches('ready');
  const shown = ready ? (items[index] ?? null) : null;
  // The server's first paint (the first clip's poster) stays until the feed draws its clips, or says why not.
  useStaticFrameUntil(!(snapshot.matches('loading') && items.length === 0));

  // The address follows the clip on screen; one the feed did not write itself moves the feed to its clip.
  const followed = useRef(address);
  useEffect(() => {
    if (!shown) return;
    followed.current = shown.path;
    onShow?.(shown);
  }, [shown, onShow]);
  useEffect(() => {
    if (address === undefined || address === followed.current) return;
    followed.current = address;
    const at = items.findIndex((clip) => clip.path === address);
    if (at >= 0) send({ type: 'feed.show', index: at });
  }, [address, items, send]);
  useEffect(() => {
    onItems?.(items);
  }, [items, onItems]);

  // While the feed scrolls itself to a clip (keys, buttons), the clips it passes on the way (or a late
  // sighting of the one it left) are not "scrolled to": without this, a quick j then k bounced back.
  const steeringTo = useRef<number | null>(null);

  // The clip the visitor scrolled to becomes the one on screen.
  useEffect(() => {
    const root = viewportRef.current;
    if (!root || !ready) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const seen = Number((entry.target as HTMLElement).dataset.index);
          if (steeringTo.current !== null && seen !== steeringTo.current) continue;
          steeringTo.current = null;
          send({ type: 'feed.show', index: seen });
        }
      },
      { root, threshold: 0.6 },
    );
    for (const slide of root.querySelectorAll('[data-testid="short-slide"]')) observer.observe(slide);
    // The visitor's own scrolling takes over, and a finished scroll ends the steering whatever it reached.
    const release = () => {
      steeringTo.current = null;
    };
    root.addEventListener('wheel', release, { passive: true });
    root.addEventListener('touchstart', release, { passive: true });
    root.addEventListener('scrollend', release);
    return () => {
      observer.disconnect();
      root.removeEventListener('wheel', release);
      root.removeEventListener('touchstart', release);
      root.removeEventListener('scrollend', release);
    };
  }, [ready, items.length, send]);

  // The keys (and the buttons) move the feed: scroll the clip on screen into place.
  useEffect(() => {
    const root = viewportRef.current;
    if (!root) return;
    const slide = root.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (slide && Math.abs(slide.offsetTop - root.scrollTop) > 4) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      steeringTo.current = index;
      root.scrollTo({ top: slide.offsetTop, behavior: reduce ? 'auto' : 'smooth' });
    }
  }, [index]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      // Keys pressed in a comments panel or any dialog are theirs.
      if (event.target instanceof Element && event.target.closest(`[role=dialog], [${COMMENTS_PANEL_ATTRIBUTE}]`)) return;
      const key = event.key;
      if (key === 'ArrowDown' || key === 'j' || key === 'PageDown') send({ type: 'feed.next' });
      else if (key === 'ArrowUp' || key === 'k' || key === 'PageUp') send({ type: 'feed.previous' });
      else if (key === 'm') send({ type: 'feed.toggleSound' });
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [send]);

  if (snapshot.matches('failed')) return <LoadFailed error={error} onRetry={() => send({ type: 'feed.retry' })} />;
  if (snapshot.matches('empty')) return <>{empty}</>;
  if (snapshot.matches('loading') && items.length === 0) return <FeedSkeleton />;

  const more = snapshot.matches({ ready: 'loadingMore' });
  const moreFailed = snapshot.matches({ ready: 'moreFailed' });
  const setSize = Math.max(items.length, total + (first ? 1 : 0));
  return (
    <div className={wrap}>
      <p className={srOnly} id="short-feed-keys">
        {intl.formatMessage({ id: 'shorts.feed.keys' })}
      </p>
      <div
        ref={viewportRef}
        className={viewport}
        role="feed"
        aria-label={label}
        aria-describedby="short-feed-keys"
        aria-busy={more}
        tabIndex={0}
        data-testid="short-feed"
        data-state={statePath(snapshot.value)}
        data-index={index}
      >
        {items.map((clip, i) => (
          <ShortSlide
            key={clip.id}
            clip={clip}
            index={i}
            total={setSize}
            active={i === index}
            muted={muted}
            onToggleSound={() => send({ type: 'feed.toggleSound' })}
            commentsInline={commentsInline && i === index}
          />
        ))}
        {more || moreFailed ? (
          <div className={footer}>
            {moreFailed ? (
              <>
                <span role="alert">{error && error.status > 0 ? error.message : intl.formatMessage({ id: 'common.networkError' })}</span>
                <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => send({ type: 'feed.retry' })} data-testid="short-feed-retry">
                  <Icon name="refresh" size={16} />
                  {intl.formatMessage({ id: 'common.retry' })}
                </button>
              </>
            ) : (
              <span>{intl.formatMessage({ id: 'common.loading' })}</span>
            )}
          </div>
        ) : null}
      </div>
      <div className={controls}>
        <AppLink href={href('shortsCreate')} className={button({ variant: 'solid', size: 'sm' })} aria-label={intl.formatMessage({ id: 'shorts.create.open' })} data-testid="short-create-link">
          <ShortIcon name="plus" size={18} />
        </AppLink>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          onClick={() => send({ type: 'feed.previous' })}
          disabled={index === 0}
          aria-label={intl.formatMessage({ id: 'shorts.feed.previous' })}
          data-testid="short-previous"
        >
          <Icon name="chevron" size={18} className={css({ transform: 'rotate(180deg)' })} />
        </button>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          onClick={() => send({ type: 'feed.next' })}
          disabled={index >= items.length - 1}
          aria-label={intl.formatMessage({ id: 'shorts.feed.next' })}
          data-testid="short-next"
        >
          <Icon name="chevron" size={18} />
        </button>
      </div>
    </div>
  );
}
