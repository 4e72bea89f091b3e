import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from '../../lib/intl-context';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { SECOND, type ChatMuteMinutes } from '../../../contracts/constants';
import type { ChatMessage, ChatReaction } from '../../../contracts/schemas/chat';
import { canModerate } from '../../../machines/chat-socket/chat-types';
import { useAppSend, useAuth, useChatConnection, useChatTopic, useChatUser, useLocale, type ChatConnection } from '../../app/machine-hooks';
import { formatCount } from '../../lib/format/count';
import { htmlLang } from '../../../contracts/locale';
import { Icon } from '../ui/icon';
import { useNow } from '../ui/use-now';
import { ChatComposer } from './chat-composer';
import { ChatMessageRow } from './chat-message';
import { isStickerOnly } from './stickers';
import { srOnly } from '../ui/text-styles';

/** Relative times are redrawn once a minute. */
const CLOCK_TICK_MS = 60 * SECOND;
/** Within this many pixels of the bottom, the list follows new messages. */
const FOLLOW_SLACK_PX = 48;

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  minH: '0',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: { base: '[0]', sm: 'xl' },
  overflow: 'hidden',
});
/** The panel's box, which a live room's static first paint (src/app/static-frame.tsx) draws empty. */
export const chatPanelBox = panel;
const head = css({ display: 'flex', alignItems: 'center', gap: '2', px: '3', py: '2.5', borderBottomWidth: '1px', borderBottomColor: 'border.subtle' });
const headTitle = css({ fontWeight: 'bold', fontSize: 'sm', minW: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const headSpacer = css({ flex: '1' });
const online = css({ fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' });
/**
 * The connection, right after the title: its start stays put when its words go (connected shows only
 * the dot), and it keeps the height of a line, so nothing in the header moves.
 */
const status = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', h: '5', flexShrink: '0', fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' });
const dot = css({ w: '2', h: '2', borderRadius: 'full', bg: 'fg.subtle', flexShrink: '0' });
const dotTone: Record<ChatConnection, string> = {
  idle: css({ bg: 'fg.subtle' }),
  connecting: css({ bg: 'status.warning', animation: 'livePulse' }),
  connected: css({ bg: 'status.success' }),
  reconnecting: css({ bg: 'status.warning', animation: 'livePulse' }),
  failed: css({ bg: 'status.error' }),
};
const pinned = css({
  display: 'flex',
  gap: '2',
  alignItems: 'flex-start',
  px: '3',
  py: '2',
  fontSize: 'xs',
  bg: 'accent.muted',
  color: 'fg.default',
  borderBottomWidth: '1px',
  borderBottomColor: 'border.subtle',
  overflowWrap: 'anywhere',
});
const pinnedLabel = css({ fontWeight: 'bold', color: 'accent.text', flexShrink: '0' });
const body = css({ position: 'relative', flex: '1', minH: '0', display: 'flex', flexDirection: 'column' });
const list = css({ flex: '1', minH: '0', overflowY: 'auto', py: '2', px: '1', scrollPaddingBlock: '2', display: 'flex', flexDirection: 'column', gap: '0.5', overscrollBehavior: 'contain' });
const notice = css({ px: '3', py: '0.5', fontSize: '2xs', color: 'fg.subtle', textAlign: 'center' });
const pendingRow = css({ px: '3', py: '1.5', fontSize: 'sm', color: 'fg.muted', opacity: 'muted', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
const pendingLabel = css({ display: 'block', fontSize: '2xs', color: 'fg.subtle' });
const pendingFailed = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: '2xs', color: 'status.error' });
const pendingSticker = css({ w: '16', h: '16', objectFit: 'contain' });
const resendButton = css({ color: 'accent.text', fontWeight: 'semibold', cursor: 'pointer', _hover: { textDecoration: 'underline' } });
/** The whole width, whatever the words ("loading", then "no messages yet"). */
const empty = css({ my: 'auto', w: 'full', px: '6', py: '8', textAlign: 'center', fontSize: 'sm', color: 'fg.muted' });
const newButton = css({
  position: 'absolute',
  bottom: '3',
  left: '[50%]',
  transform: '[translateX(-50%)]',
  boxShadow: 'elevated',
  zIndex: 'raised',
});

/**
 * Follows the conversation when open, once it is known who the visitor is (a reload of a member's page
 * restores the session first, so the socket connects with the member's token), and reconnects with the
 * new token when the visitor signs in or out.
 */
function useConversation(topic: string): void {
  const send = useAppSend();
  const { status, userInfo } = useAuth();
  const who = status === 'member' ? `member-${userInfo?.userId ?? ''}` : status === 'guest' ? 'guest' : null;
  // Once known, stays known (a sign-out passes through no unknown state that should drop the subscription).
  const [known, setKnown] = useState(who !== null);
  if (!known && who !== null) setKnown(true);
  const lastWho = useRef(who);
  useEffect(() => {
    if (!known) return;
    send({ type: 'chat.subscribe', topic, path: window.location.pathname });
    return () => send({ type: 'chat.unsubscribe', topic });
  }, [send, topic, known]);
  useEffect(() => {
    if (who === null || who === lastWho.current) return;
    const changed = lastWho.current !== null;
    lastWho.current = who;
    if (changed) send({ type: 'chat.sessionChanged' });
  }, [who, send]);
}

interface ChatPanelProps {
  topic: string;
  /** A pinned line the page already has (a live room's); the server's wins once it has answered. */
  pinnedMessage?: string | null;
  title?: string;
  className?: string;
  /** Users who moderate this conversation besides moderators and admins: a live room's hosts, a chat room's owner. */
  hostIds?: readonly number[];
}

/** A conversation: status, pinned line, the messages (following new ones unless the reader scrolled up) and the composer. */
export function ChatPanel({ topic, pinnedMessage, title, className, hostIds }: ChatPanelProps) {
  const intl = useIntl();
  const send = useAppSend();
  const { locale: siteLocale } = useLocale();
  // Intl's tag (zh-Hant for zh) for dates and relative times.
  const locale = htmlLang(siteLocale);
  const connection = useChatConnection();
  const conversation = useChatTopic(topic);
  const { status: authStatus } = useAuth();
  const isMember = authStatus === 'member';
  const chatUser = useChatUser();
  const moderator = isMember && canModerate(chatUser, hostIds);
  const now = useNow(CLOCK_TICK_MS);
  useConversation(topic);

  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  const [unseen, setUnseen] = useState(0);
  const items = useMemo(() => conversation?.items ?? [], [conversation]);
  const pending = conversation?.pending ?? [];
  const byId = useMemo(() => {
    const map = new Map<number, ChatMessage>();
    for (const item of items) if (item.kind === 'message') map.set(item.message.groupMessageId, item.message);
    return map;
  }, [items]);

  const toBottom = useCallback(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
    following.current = true;
    setUnseen(0);
  }, []);

  const lastKey = items.length ? items.length + ':' + JSON.stringify(items.at(-1)).length : '0';
  const seenCount = useRef(items.length);
  useLayoutEffect(() => {
    const added = Math.max(0, items.length - seenCount.current);
    seenCount.current = items.length;
    if (following.current) toBottom();
    else if (added) setUnseen((n) => n + added);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the last line or the pending list changes
  }, [lastKey, pending.length, toBottom]);

  const onScroll = () => {
    const el = listRef.current;
    if (!el) return;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_SLACK_PX;
    following.current = atBottom;
    if (atBottom) setUnseen(0);
  };

  const onReact = useCallback((message: ChatMessage, reaction: ChatReaction) => send({ type: 'chat.react', topic, groupMessageId: message.groupMessageId, reaction }), [send, topic]);
  const onReply = useCallback((message: ChatMessage) => setReplyTo(message), []);
  const onDelete = useCallback((message: ChatMessage) => send({ type: 'chat.delete', topic, groupMessageId: message.groupMessageId }), [send, topic]);
  const onMute = useCallback(
    (message: ChatMessage, minutes: ChatMuteMinutes) => {
      if (message.userId !== null) send({ type: 'chat.mute', topic, userId: message.userId, minutes });
    },
    [send, topic],
  );

  const pin = conversation?.pinnedMessage ?? pinnedMessage ?? null;
  const failure = conversation?.failure ?? null;
  // "Too fast" shows as the composer's countdown, not as the server's fixed words.
  const failureText = failure && failure.code !== 'rateLimited' ? failure.message || intl.formatMessage({ id: 'chat.error.generic' }) : null;
  const loading = conversation?.lastOffset === null && items.length === 0 && (connection === 'connecting' || connection === 'idle');

  return (
    <section className={cx(panel, className)} data-testid="chat-panel" data-topic={topic} aria-label={title ?? intl.formatMessage({ id: 'chat.title' })}>
      <header className={head}>
        <Icon name="chat" size={18} />
        <h2 className={headTitle}>{title ?? intl.formatMessage({ id: 'chat.title' })}</h2>
        <span className={status} data-testid="chat-status" data-state={connection} role="status">
          <span className={cx(dot, dotTone[connection])} aria-hidden="true" />
          {connection === 'connected' ? null : intl.formatMessage({ id: `chat.status.${connection}` })}
          {connection === 'connected' ? <span className={srOnly}>{intl.formatMessage({ id: 'chat.status.connected' })}</span> : null}
        </span>
        <span className={headSpacer} />
        {conversation?.online != null ? (
          <span className={online} data-testid="chat-online">
            {intl.formatMessage({ id: 'chat.online' }, { count: formatCount(conversation.online) })}
          </span>
        ) : null}
        {connection === 'failed' ? (
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => send({ type: 'chat.retry' })} data-testid="chat-retry">
            {intl.formatMessage({ id: 'common.retry' })}
          </button>
        ) : null}
      </header>
      {pin ? (
        <div className={pinned} data-testid="chat-pinned">
          <span className={pinnedLabel}>{intl.formatMessage({ id: 'chat.pinned' })}</span>
          <span>{pin}</span>
        </div>
      ) : null}
      <div className={body}>
        <ol className={list} ref={listRef} onScroll={onScroll} aria-label={intl.formatMessage({ id: 'chat.messagesLabel' })} aria-live="polite" data-testid="chat-messages">
          {items.length === 0 && pending.length === 0 ? (
            // A new line for each (not new words in the same one): the centred words do not slide.
            <li key={loading ? 'loading' : 'empty'} className={empty}>
              {intl.formatMessage({ id: loading ? 'chat.loading' : 'chat.empty' })}
            </li>
          ) : null}
          {items.map((item) =>
            item.kind === 'message' ? (
              <ChatMessageRow
                key={`m-${item.message.groupMessageId}`}
                message={item.message}
                parent={item.message.parentMessageId === null ? null : byId.get(item.message.parentMessageId)}
                now={now}
                locale={locale}
                onReply={onReply}
                onReact={onReact}
                onDelete={moderator ? onDelete : undefined}
                onMute={moderator ? onMute : undefined}
                selfId={chatUser?.userId ?? null}
              />
            ) : (
              <li key={item.notice.id} className={notice} data-testid="chat-presence">
                {intl.formatMessage({ id: `chat.presence.${item.notice.event}` }, { name: item.notice.showName })}
              </li>
            ),
          )}
          {pending.map((p) => (
            <li key={p.ref} className={pendingRow} data-testid="chat-pending" data-state={p.failed ? 'failed' : 'sending'}>
              {isStickerOnly({ attachments: p.attachments, originalMessage: p.text }) ? (
                <img src={p.attachments[0]!.url} alt="" className={pendingSticker} width={64} height={64} />
              ) : (
                p.text
              )}
              {p.failed ? (
                <span className={pendingFailed}>
                  {intl.formatMessage({ id: 'chat.failed' })}
                  <button type="button" className={resendButton} onClick={() => send({ type: 'chat.resend', topic, ref: p.ref })} data-testid="chat-resend">
                    {intl.formatMessage({ id: 'chat.resend' })}
                  </button>
                </span>
              ) : (
                <span className={pendingLabel}>{intl.formatMessage({ id: 'chat.sending' })}</span>
              )}
            </li>
          ))}
        </ol>
        {unseen > 0 ? (
          <button type="button" className={cx(button({ variant: 'solid', size: 'sm' }), newButton)} onClick={toBottom} data-testid="chat-new-messages">
            {intl.formatMessage({ id: 'chat.newMessages' })} ({formatCount(unseen)})
          </button>
        ) : null}
      </div>
      <ChatComposer
        topic={topic}
        isMember={isMember}
        disabled={connection !== 'connected'}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        failureText={failureText}
        mutedUntil={conversation?.mutedUntil ?? null}
        rateLimitedUntil={conversation?.rateLimitedUntil ?? null}
      />
    </section>
  );
}
