import { useMachine } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { Icon, type IconName } from '../../../components/ui/icon';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { statePath } from '../../../components/ui/use-loader';
import type { Post } from '../../../../contracts/schemas/community';
import type { Stream, StreamEvent } from '../../../../machines/community/stream.machine';
import { panel, Skeleton } from './board-parts';
import { useNow } from '../../../components/ui/use-now';
import { PostCard } from './post-card';
import { srOnly } from '../../../components/ui/text-styles';

const list = css({ display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none', p: '0', m: '0' });
const footer = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', py: '2', color: 'fg.muted', fontSize: 'sm' });

/** Runs a stream machine for a view; the view hands `send` to what adds to it (the composer). */
export function useStream<T>(stream: Stream<T>) {
  const [state, send] = useMachine(stream.machine);
  return { state, send, items: state.context.items as T[] };
}

export type StreamHandle<T> = ReturnType<typeof useStream<T>>;

/** A post-shaped placeholder: the first page takes about this room. */
export function PostSkeleton() {
  return (
    <div className={panel} aria-hidden="true">
      <div className={css({ display: 'flex', gap: '2.5', alignItems: 'center' })}>
        <Skeleton className={css({ w: '10', h: '10', borderRadius: 'full' })} />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', flex: '1' })}>
          <Skeleton className={css({ h: '3.5', w: '40' })} />
          <Skeleton className={css({ h: '3', w: '24' })} />
        </div>
      </div>
      <Skeleton className={css({ h: '16' })} />
      <Skeleton className={css({ h: '10' })} />
    </div>
  );
}

/**
 * The "next page" of a stream: read when its end comes into view (an observer), or with the
 * button for whoever moves by keyboard; a failed page says so with a retry; the end says so.
 */
export function StreamFooter({ state, send, endText }: { state: StreamHandle<unknown>['state']; send: (event: StreamEvent) => void; endText: string }) {
  const intl = useIntl();
  const sentinel = useRef<HTMLDivElement>(null);
  const idle = state.matches({ ready: 'idle' });
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !idle || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) send({ type: 'stream.more' });
    }, { rootMargin: '600px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [idle, send]);
  if (state.matches({ ready: 'end' })) return <p className={footer}>{endText}</p>;
  if (state.matches({ ready: 'moreFailed' })) {
    return (
      <div className={footer} role="alert">
        <span>{intl.formatMessage({ id: 'board.stream.moreFailed' })}</span>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => send({ type: 'stream.retry' })}>
          <Icon name="refresh" size={16} />
          {intl.formatMessage({ id: 'common.retry' })}
        </button>
      </div>
    );
  }
  return (
    <div ref={sentinel} className={footer}>
      <button
        type="button"
        className={button({ variant: 'ghost', size: 'sm' })}
        onClick={() => send({ type: 'stream.more' })}
        disabled={!idle}
        aria-busy={!idle}
        data-testid="stream-more"
      >
        {intl.formatMessage({ id: idle ? 'board.stream.more' : 'common.loading' })}
      </button>
    </div>
  );
}

interface PostStreamViewProps {
  handle: StreamHandle<Post>;
  testId: string;
  empty: { icon?: IconName; title: string; text?: string; action?: ReactNode };
  /** Authors may delete their posts from this list. */
  deletable?: boolean;
}

/** A stream of posts: loading, the posts a page at a time, empty, failed with a retry. */
export function PostStreamView({ handle, testId, empty, deletable = true }: PostStreamViewProps) {
  const intl = useIntl();
  const now = useNow();
  const { state, send, items } = handle;
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })} data-testid={testId} data-state={statePath(state.value)} aria-busy={state.matches('loading') || undefined}>
      {state.matches('failed') ? (
        <LoadFailed error={state.context.error} onRetry={() => send({ type: 'stream.retry' })} />
      ) : state.matches('loading') ? (
        <>
          <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
          <PostSkeleton />
          <PostSkeleton />
        </>
      ) : state.matches('empty') ? (
        <SectionNotice icon={empty.icon ?? 'community'} title={empty.title} text={empty.text} action={empty.action} testId={`${testId}-empty`} />
      ) : (
        <>
          <ul className={list}>
            {items.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} now={now} firstOnScreen={index === 0} onDeleted={deletable ? (id) => send({ type: 'stream.remove', id }) : undefined} />
              </li>
            ))}
          </ul>
          <StreamFooter state={state} send={send} endText={intl.formatMessage({ id: 'board.stream.end' })} />
        </>
      )}
    </section>
  );
}
