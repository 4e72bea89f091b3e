import { useMachine } from '@xstate/react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { badge, button, card, segmented } from '../../../../styled-system/recipes';
import { messagesMachine } from '../../../../machines/account/messages.machine';
import { MESSAGE_PAGE_SIZE } from '../../../../contracts/constants';
import { useAppSend } from '../../../app/machine-hooks';
import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';
import type { MessageFilter, MessageItem } from '../../../../contracts/schemas/users/social';
import { LoadFailed, LoadingRows, Pager, SectionNotice } from '../../../components/ui/section-states';
import { list, stack, subtle, toolbar } from './section-styles';

const FILTERS: readonly MessageFilter[] = ['all', 'system', 'activity'];

const counts = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const item = css({
  position: 'relative',
  gap: '2',
  pl: { base: '5', sm: '6' },
  '&[data-read=false]': { borderColor: 'border.strong', bg: 'bg.elevated' },
});
const unreadDot = css({ position: 'absolute', top: '5', left: '2', w: '2', h: '2', borderRadius: 'full', bg: 'accent.default', boxShadow: 'glow' });
const head = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const title = css({ fontSize: 'md', fontWeight: 'bold', lineHeight: 'snug' });
const content = css({ fontSize: 'sm', color: 'fg.muted', lineHeight: 'relaxed', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
const foot = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', mt: '1' });
const readLabel = css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'xs', color: 'fg.subtle' });

function Message({ message, busy, disabled, onMark }: { message: MessageItem; busy: boolean; disabled: boolean; onMark: () => void }) {
  const intl = useIntl();
  return (
    <li>
      <article className={cx(card(), item)} data-read={message.isRead} data-testid="message" aria-labelledby={`message-${message.id}`}>
        {message.isRead ? null : <span className={unreadDot} aria-hidden="true" />}
        <div className={head}>
          <span className={badge({ tone: message.type === 'system' ? 'neutral' : 'hot' })}>{intl.formatMessage({ id: `account.messages.type.${message.type}` })}</span>
          {message.isRead ? null : <span className={badge({ tone: 'accent' })}>{intl.formatMessage({ id: 'account.messages.new' })}</span>}
          <time className={subtle} dateTime={message.createdAt}>
            {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </div>
        <h3 id={`message-${message.id}`} className={title}>
          {message.title}
        </h3>
        <p className={content}>{message.content}</p>
        <div className={foot}>
          {message.link ? (
            <AppLink href={message.link} className={button({ variant: 'outline', size: 'sm' })}>
              {intl.formatMessage({ id: 'account.messages.open' })}
              <Icon name="chevronRight" size={16} />
            </AppLink>
          ) : null}
          {message.isRead ? (
            <span className={readLabel}>
              <Icon name="check" size={14} />
              {intl.formatMessage({ id: 'account.messages.read' })}
            </span>
          ) : (
            <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={onMark} disabled={disabled} aria-busy={busy || undefined}>
              <Icon name="check" size={16} />
              {intl.formatMessage({ id: 'account.messages.markRead' })}
            </button>
          )}
        </div>
      </article>
    </li>
  );
}

/** /tai-khoan/thong-bao: the member's system and activity messages, 50 a page, with read marks. */
export function MessagesSection() {
  const intl = useIntl();
  const appSend = useAppSend();
  const [snapshot, send] = useMachine(
    messagesMachine.provide({
      actions: {
        notifyFailed: (_, error) =>
          appSend({ type: 'toast.show', kind: 'error', messageId: 'account.actionFailed', values: { message: error.status > 0 ? error.message : intl.formatMessage({ id: 'common.networkError' }) } }),
      },
    }),
  );
  const { filter, page, error, markingId } = snapshot.context;
  const seg = segmented();
  const markingAll = snapshot.matches({ ready: 'markingAll' });
  const unread = page?.unread ?? 0;

  return (
    <div className={stack} data-testid="messages-section" data-state={snapshot.matches('ready') ? 'ready' : String(snapshot.value)}>
      <div className={toolbar}>
        <div role="group" aria-label={intl.formatMessage({ id: 'account.messages.filterLabel' })} className={seg.root}>
          {FILTERS.map((f) => (
            <button key={f} type="button" className={seg.item} aria-pressed={filter === f} onClick={() => send({ type: 'messages.filter', filter: f })} data-filter={f}>
              {intl.formatMessage({ id: `account.messages.filter.${f}` })}
            </button>
          ))}
        </div>
        <div className={counts}>
          <span className={badge({ tone: unread > 0 ? 'live' : 'neutral' })} data-testid="unread-count" aria-live="polite">
            {intl.formatMessage({ id: 'account.messages.unread' }, { count: unread })}
          </span>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            disabled={unread === 0 || !snapshot.matches({ ready: 'idle' })}
            aria-busy={markingAll || undefined}
            onClick={() => send({ type: 'messages.markAllRead' })}
            data-testid="mark-all-read"
          >
            <Icon name="check" size={16} />
            {intl.formatMessage({ id: 'account.messages.markAllRead' })}
          </button>
        </div>
      </div>
      {snapshot.matches('failed') ? (
        <LoadFailed error={error} onRetry={() => send({ type: 'messages.retry' })} />
      ) : snapshot.matches('loading') || !page ? (
        <LoadingRows rows={4} />
      ) : page.list.length === 0 ? (
        <SectionNotice icon="bell" title={intl.formatMessage({ id: 'account.messages.empty' })} text={intl.formatMessage({ id: 'account.messages.emptyText' })} testId="messages-empty" />
      ) : (
        <>
          <ul className={list}>
            {page.list.map((m) => (
              <Message
                key={m.id}
                message={m}
                busy={markingId === m.id || markingAll}
                disabled={!snapshot.matches({ ready: 'idle' })}
                onMark={() => send({ type: 'messages.markRead', id: m.id })} />
            ))}
          </ul>
          <Pager pageNum={page.pageNum} pageSize={MESSAGE_PAGE_SIZE} total={page.total} onPage={(n) => send({ type: 'messages.page', pageNum: n })} />
        </>
      )}
    </div>
  );
}
