import { useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../machines/chat-socket/chat-socket.constants';
import type { ChatMessage } from '../../../machines/chat-socket/chat-types';
import { useAppSend, useChatDraft } from '../../app/machine-hooks';

/** A small built-in set: no external assets. */
const EMOJI = ['😀', '😂', '🤣', '😍', '😎', '🤔', '😮', '😢', '😡', '👍', '👎', '👏', '🙌', '🔥', '❤️', '💯', '⚽', '🏀', '🏆', '🥅', '🎉', '💪', '🙏', '👀'] as const;
const NEAR_LIMIT = CHAT_MESSAGE_MAX_LENGTH - 50;

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3', borderTopWidth: '1px', borderTopColor: 'border.subtle', bg: 'bg.surface' });
const replyBar = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'xs', color: 'fg.muted', minW: '0' });
const replyText = css({ flex: '1', minW: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const linkButton = css({ color: 'accent.text', fontSize: 'xs', cursor: 'pointer', flexShrink: '0', _hover: { textDecoration: 'underline' } });
const field = css({
  display: 'flex',
  alignItems: 'flex-end',
  gap: '2',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  px: '2',
  py: '1.5',
  _focusWithin: { borderColor: 'border.focus', boxShadow: 'glow' },
});
const textarea = css({
  flex: '1',
  minW: '0',
  resize: 'none',
  bg: 'transparent',
  color: 'fg.default',
  fontSize: 'sm',
  lineHeight: 'normal',
  py: '1',
  maxH: '24',
  outline: 'none',
  _placeholder: { color: 'fg.subtle' },
});
const emojiToggle = css({ w: '8', h: '8', flexShrink: '0', borderRadius: 'md', fontSize: 'lg', cursor: 'pointer', _hover: { bg: 'bg.hover' } });
const footer = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' });
const counter = css({ fontSize: '2xs', color: 'fg.subtle', fontVariantNumeric: 'tabular-nums' });
const counterNear = css({ color: 'status.warning' });
const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(8, minmax(0, 1fr))', gap: '1', p: '2', bg: 'bg.elevated', borderRadius: 'lg', boxShadow: 'elevated' });
const emojiButton = css({ h: '9', borderRadius: 'md', fontSize: 'lg', cursor: 'pointer', _hover: { bg: 'bg.hover' } });
const guestBar = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', fontSize: 'xs', color: 'fg.muted' });
const failure = css({ fontSize: 'xs', color: 'status.error' });

interface ComposerProps {
  topic: string;
  isMember: boolean;
  disabled: boolean;
  replyTo: ChatMessage | null;
  onCancelReply: () => void;
  failureText: string | null;
}

/** Max 500 characters with a counter; Enter sends, Shift+Enter starts a new line; a guest is asked to sign in (SPEC §5). */
export function ChatComposer({ topic, isMember, disabled, replyTo, onCancelReply, failureText }: ComposerProps) {
  const intl = useIntl();
  const send = useAppSend();
  const draft = useChatDraft();
  const [picking, setPicking] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const length = draft.trim().length;

  const submit = () => {
    if (length === 0) return;
    send({ type: 'chat.send', topic, text: draft, parentMessageId: replyTo?.groupMessageId ?? null });
    // A guest's send opens the login form (the chat socket decides); the draft stays for after sign-in.
    if (!isMember) return;
    send({ type: 'chat.draftCleared' });
    onCancelReply();
    setPicking(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (!disabled) submit();
    }
  };

  const insert = (emoji: string) => {
    const el = input.current;
    const start = el?.selectionStart ?? draft.length;
    const end = el?.selectionEnd ?? draft.length;
    const next = (draft.slice(0, start) + emoji + draft.slice(end)).slice(0, CHAT_MESSAGE_MAX_LENGTH);
    send({ type: 'chat.draftChanged', text: next });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  return (
    <div className={wrap} data-testid="chat-composer">
      {!isMember ? (
        <div className={guestBar} data-testid="chat-guest-prompt">
          <span>{intl.formatMessage({ id: 'chat.guestPrompt' })}</span>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => send({ type: 'dialog.open', view: 'login' })}>
            {intl.formatMessage({ id: 'chat.login' })}
          </button>
        </div>
      ) : null}
      {replyTo ? (
        <div className={replyBar} data-testid="chat-replying">
          <span className={replyText}>
            {intl.formatMessage({ id: 'chat.replyingTo' }, { name: replyTo.showName })}: {replyTo.originalMessage}
          </span>
          <button type="button" className={linkButton} onClick={onCancelReply}>
            {intl.formatMessage({ id: 'chat.cancelReply' })}
          </button>
        </div>
      ) : null}
      {failureText ? (
        <p className={failure} role="alert" data-testid="chat-failure">
          {failureText}
        </p>
      ) : null}
      {picking ? (
        <div className={grid} role="group" aria-label={intl.formatMessage({ id: 'chat.emoji' })} data-testid="chat-emoji-picker">
          {EMOJI.map((emoji) => (
            <button key={emoji} type="button" className={emojiButton} onClick={() => insert(emoji)}>
              {emoji}
            </button>
          ))}
        </div>
      ) : null}
      <div className={field}>
        <button
          type="button"
          className={emojiToggle}
          aria-label={intl.formatMessage({ id: 'chat.emoji' })}
          aria-expanded={picking}
          onClick={() => setPicking((p) => !p)}
        >
          <span aria-hidden="true">😊</span>
        </button>
        <textarea
          ref={input}
          className={textarea}
          rows={1}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={intl.formatMessage({ id: 'chat.placeholder' })}
          aria-label={intl.formatMessage({ id: 'chat.placeholder' })}
          onChange={(e) => send({ type: 'chat.draftChanged', text: e.target.value })}
          onKeyDown={onKeyDown}
          data-testid="chat-input"
        />
        <button
          type="button"
          className={button({ variant: 'solid', size: 'sm' })}
          onClick={submit}
          disabled={disabled || length === 0}
          data-testid="chat-send"
        >
          {intl.formatMessage({ id: 'chat.send' })}
        </button>
      </div>
      <div className={footer}>
        <span />
        <span
          className={cx(counter, draft.length > NEAR_LIMIT && counterNear)}
          aria-label={intl.formatMessage({ id: 'chat.counterLabel' }, { count: draft.length, max: CHAT_MESSAGE_MAX_LENGTH })}
          data-testid="chat-counter"
        >
          {draft.length}/{CHAT_MESSAGE_MAX_LENGTH}
        </span>
      </div>
    </div>
  );
}
