import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { href } from '../../../../contracts/href';
import type { MessageItem } from '../../../../contracts/schemas/users/social';
import { inboxListMachine } from '../../../../machines/notifications/inbox-list.machine';
import { useAppSend, useLatestPushedMessage } from '../../../app/machine-hooks';
import { Icon } from '../../../components/ui/icon';
import { formatRelativeTime } from '../../../lib/format/relative-time';
import { muted, srOnly } from '../../../components/ui/text-styles';

const head = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  columnGap: '2',
  rowGap: '1',
  px: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  flexShrink: '0',
});
const title = css({ fontSize: 'md', fontWeight: 'bold', whiteSpace: 'nowrap' });
const body = css({ flex: '1', minH: '0', overflowY: 'auto', overscrollBehavior: 'contain', p: '1.5' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '0.5' });
const item = css({
  position: 'relative',
  display: 'grid',
  gap: '0.5',
  w: 'full',
  textAlign: 'start',
  pl: '6',
  pr: '3',
  py: '2.5',
  borderRadius: 'lg',
  color: 'fg.default',
  cursor: 'pointer',
  _hover: { bg: 'bg.hover' },
  '&[data-read=false]': { bg: 'bg.surface' },
  '&[data-read=false]:hover': { bg: 'bg.hover' },
});
const dot = css({ position: 'absolute', top: '4', left: '2.5', w: '2', h: '2', borderRadius: 'full', bg: 'accent.default', boxShadow: 'glow' });
const itemTitle = css({ fontSize: 'sm', fontWeight: 'semibold', lineHeight: 'snug', '[data-read=true] &': { fontWeight: 'medium', color: 'fg.muted' } });
const itemText = css({ fontSize: 'sm', color: 'fg.muted', lineHeight: 'snug', lineClamp: '2', overflowWrap: 'anywhere' });
const itemTime = css({ fontSize: 'xs', color: 'fg.subtle' });
const foot = css({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: '1', p: '1.5', borderTopWidth: '1px', borderColor: 'border.subtle', flexShrink: '0' });
const more = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1', py: '2' });
const moreFailed = css({ fontSize: 'sm', color: 'status.error' });
const allLink = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '1', minH: 'touch', fontSize: 'sm', fontWeight: 'medium', color: 'accent.text', borderRadius: 'lg', _hover: { bg: 'bg.hover' } });
const notice = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '2', px: '4', py: '8' });
const noticeIcon = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', w: '12', h: '12', borderRadius: 'full', bg: 'accent.muted', color: 'accent.text' });
const noticeError = css({ bg: 'status.errorMuted', color: 'status.error' });
const noticeTitle = css({ fontSize: 'md', fontWeight: 'bold' });
const skeletonRow = css({ h: '16', borderRadius: 'lg', bg: 'bg.surface', animation: 'livePulse' });

function Message({ message, now, onOpen }: { message: MessageItem; now: Date; onOpen: (message: MessageItem) => void }) {
  const intl = useIntl();
  const content = (
    <>
      {message.isRead ? null : <span className={dot} aria-hidden="true" />}
      <span className={itemTitle}>
        {message.isRead ? null : <span className={srOnly}>{intl.formatMessage({ id: 'notifications.unreadItem' })} </span>}
        {message.title}
      </span>
      <span className={itemText}>{message.content}</span>
      <time className={itemTime} dateTime={message.createdAt}>
        {formatRelativeTime(message.createdAt, now, intl.locale)}
      </time>
    </>
  );
  return (
    <li>
      {message.link ? (
        <Link href={message.link} className={item} data-read={message.isRead} data-testid="notification" onClick={() => onOpen(message)}>
          {content}
        </Link>
      ) : (
        <button type="button" className={item} data-read={message.isRead} data-testid="notification" onClick={() => onOpen(message)}>
          {content}
        </button>
      )}
    </li>
  );
}

interface NotificationsPanelProps {
  /** The id the panel's region is named by. */
  titleId: string;
  /** The member's unread count (the header's badge). */
  unread: number;
  onClose: () => void;
}

/**
 * The member's notifications in the header's panel: their site messages newest first, 50 at a
 * time with "load more", what arrives while it is open on top. Opening a message marks it read
 * and follows its link; "mark all read" clears the count.
 */
export default function NotificationsPanel({ titleId, unread, onClose }: NotificationsPanelProps) {
  const intl = useIntl();
  const appSend = useAppSend();
  const [snapshot, send] = useMachine(inboxListMachine);
  const latest = useLatestPushedMessage();
  const [now] = useState(() => new Date());

  useEffect(() => {
    if (latest) send({ type: 'inbox.pushed', message: latest });
  }, [latest, send]);

  const { items, total, error } = snapshot.context;
  const state = snapshot.matches('ready') ? 'ready' : String(snapshot.value);

  const open = (message: MessageItem) => {
    if (!message.isRead) {
      appSend({ type: 'notifications.markRead', id: message.id });
      send({ type: 'inbox.read', id: message.id });
    }
    if (message.link) onClose();
  };
  // After "load more", focus goes to the first message that came (the button may go away).
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const loadMore = () => {
    if (snapshot.matches({ ready: 'loadingMore' })) return;
    focusFrom.current = items.length;
    send({ type: 'inbox.more' });
  };
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('[data-testid=notification]')[from]?.focus();
  }, [items.length]);

  const markAll = () => {
    appSend({ type: 'notifications.markAllRead' });
    send({ type: 'inbox.allRead' });
  };

  return (
    <>
      <div className={head}>
        <h2 id={titleId} className={title}>
          {intl.formatMessage({ id: 'notifications.title' })}
        </h2>
        {/* aria-disabled, not disabled: the button keeps focus once everything is read. */}
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          onClick={unread === 0 ? undefined : markAll}
          aria-disabled={unread === 0}
          data-testid="notifications-mark-all"
        >
          <Icon name="check" size={16} />
          {intl.formatMessage({ id: 'notifications.markAllLabel' })}
        </button>
      </div>
      <div className={body} data-state={state} data-testid="notifications-list">
        {snapshot.matches('loading') ? (
          <div className={list} aria-busy="true">
            <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={skeletonRow} aria-hidden="true" />
            ))}
          </div>
        ) : snapshot.matches('failed') ? (
          <div className={notice} role="alert">
            <span className={cx(noticeIcon, noticeError)}>
              <Icon name="warning" size={24} />
            </span>
            <p className={noticeTitle}>{intl.formatMessage({ id: 'notifications.failed' })}</p>
            <p className={muted}>{error && error.status > 0 ? error.message : intl.formatMessage({ id: 'common.networkError' })}</p>
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => send({ type: 'inbox.retry' })}>
              <Icon name="refresh" size={16} />
              {intl.formatMessage({ id: 'common.retry' })}
            </button>
          </div>
        ) : snapshot.matches('empty') ? (
          <div className={notice} data-testid="notifications-empty">
            <span className={noticeIcon}>
              <Icon name="bell" size={24} />
            </span>
            <p className={noticeTitle}>{intl.formatMessage({ id: 'notifications.empty' })}</p>
            <p className={muted}>{intl.formatMessage({ id: 'notifications.emptyText' })}</p>
          </div>
        ) : (
          <>
            <ul ref={listRef} className={list}>
              {items.map((m) => (
                <Message key={m.id} message={m} now={now} onOpen={open} />
              ))}
            </ul>
            {items.length < total ? (
              <div className={more}>
                {snapshot.matches({ ready: 'moreFailed' }) ? <p className={moreFailed}>{intl.formatMessage({ id: 'notifications.moreFailed' })}</p> : null}
                <button
                  type="button"
                  className={button({ variant: 'outline', size: 'sm' })}
                  onClick={loadMore}
                  aria-disabled={snapshot.matches({ ready: 'loadingMore' })}
                  aria-busy={snapshot.matches({ ready: 'loadingMore' }) || undefined}
                  data-testid="notifications-more"
                >
                  {intl.formatMessage({ id: snapshot.matches({ ready: 'moreFailed' }) ? 'common.retry' : 'notifications.more' })}
                </button>
              </div>
            ) : null}
          </>
        )}
      </div>
      <div className={foot}>
        <Link href={href('account', { slug: 'thong-bao' })} className={allLink} onClick={onClose}>
          {intl.formatMessage({ id: 'notifications.all' })}
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
    </>
  );
}
