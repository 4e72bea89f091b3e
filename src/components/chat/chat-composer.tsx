import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from '../../lib/intl-context';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { CHAT_MESSAGE_MAX_LENGTH, SECOND } from '../../../contracts/constants';
import type { ChatMessage } from '../../../contracts/schemas/chat';
import { useAppSend, useChatDraft } from '../../app/machine-hooks';
import { STICKERS, stickerAttachment, stickerUrl, type Sticker } from './stickers';
import { useRovingGrid } from '../ui/use-roving-grid';

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
  // The field draws the theme's focus ring for its text area (the toggles and Send have their own).
  '&:has(textarea:focus-visible)': { borderColor: 'border.focus', outline: '[2px solid]', outlineColor: 'border.focus', outlineOffset: '0.5' },
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
  // Grows with its lines (useGrowingTextarea) up to this, then scrolls.
  maxH: '40',
  overflowY: 'auto',
  outline: 'none',
  _placeholder: { color: 'fg.subtle' },
});
const emojiToggle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '8',
  h: '8',
  flexShrink: '0',
  borderRadius: 'md',
  fontSize: 'lg',
  cursor: 'pointer',
  _hover: { bg: 'bg.hover' },
  _disabled: { opacity: 'muted', cursor: 'not-allowed' },
});
const footer = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' });
const counter = css({ fontSize: '2xs', color: 'fg.subtle', fontVariantNumeric: 'tabular-nums' });
const counterNear = css({ color: 'status.warning' });
const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(8, minmax(0, 1fr))', gap: '1', p: '2', bg: 'bg.elevated', borderRadius: 'lg', boxShadow: 'elevated' });
const emojiButton = css({ h: '9', borderRadius: 'md', fontSize: 'lg', cursor: 'pointer', _hover: { bg: 'bg.hover' } });
const guestBar = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', fontSize: 'xs', color: 'fg.muted' });
const failure = css({ display: 'flex', alignItems: 'flex-start', gap: '2', fontSize: 'xs', color: 'status.error', bg: 'status.errorMuted', borderRadius: 'md', px: '2', py: '1.5' });
const failureText = css({ flex: '1', minW: '0', overflowWrap: 'anywhere' });
const dismiss = css({ flexShrink: '0', w: '5', h: '5', borderRadius: 'sm', cursor: 'pointer', color: 'status.error', _hover: { bg: 'bg.hover' } });
const mutedBar = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'xs', color: 'status.warning', bg: 'bg.subtle', borderRadius: 'md', px: '2', py: '1.5' });
const stickerGrid = css({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '1', p: '2', bg: 'bg.elevated', borderRadius: 'lg', boxShadow: 'elevated' });
const stickerButton = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', p: '1', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'bg.hover' } });
const stickerImage = css({ w: '14', h: '14' });
const stickerIcon = css({ w: '6', h: '6' });

type Intl = ReturnType<typeof useIntl>;

/** The emoji grid: opens with focus on its first emoji; arrows move, Enter inserts, Escape closes. */
function EmojiPicker({ intl, onPick, onClose }: { intl: Intl; onPick: (emoji: string) => void; onClose: () => void }) {
  const { containerRef, onKeyDown: onGridKeyDown, itemProps } = useRovingGrid({ columns: 8, autoFocus: true, onEscape: onClose });
  return (
    <div ref={containerRef} className={grid} role="group" aria-label={intl.formatMessage({ id: 'chat.emoji' })} data-testid="chat-emoji-picker" onKeyDown={onGridKeyDown}>
      {EMOJI.map((emoji, index) => (
        <button key={emoji} type="button" className={emojiButton} onClick={() => onPick(emoji)} {...itemProps(index)}>
          {emoji}
        </button>
      ))}
    </div>
  );
}

/** The sticker grid: opens with focus on its first sticker; arrows move, Enter sends, Escape closes. */
function StickerPicker({ intl, disabled, onPick, onClose }: { intl: Intl; disabled: boolean; onPick: (sticker: Sticker) => void; onClose: () => void }) {
  const { containerRef, onKeyDown: onGridKeyDown, itemProps } = useRovingGrid({ columns: 4, autoFocus: true, onEscape: onClose });
  return (
    <div
      ref={containerRef}
      className={stickerGrid}
      role="group"
      aria-label={intl.formatMessage({ id: 'chat.sticker.open' })}
      data-testid="chat-sticker-picker"
      onKeyDown={onGridKeyDown}
    >
      {STICKERS.map((sticker, index) => {
        const label = intl.formatMessage({ id: `chat.sticker.${sticker.name}` });
        return (
          <button
            key={sticker.name}
            type="button"
            className={stickerButton}
            title={label}
            aria-label={intl.formatMessage({ id: 'chat.sticker.send' }, { name: label })}
            disabled={disabled}
            onClick={() => onPick(sticker)}
            data-sticker={sticker.name}
            {...itemProps(index)}
          >
            <img src={stickerUrl(sticker)} alt="" className={stickerImage} width={56} height={56} />
          </button>
        );
      })}
    </div>
  );
}

interface ComposerProps {
  topic: string;
  isMember: boolean;
  disabled: boolean;
  replyTo: ChatMessage | null;
  onCancelReply: () => void;
  failureText: string | null;
  /** Until when a moderator muted this member here (ISO time); the composer is locked until then. */
  mutedUntil?: string | null;
  /** Until when the server asked this member to wait before sending again (ISO time): the draft stays, Send waits. */
  rateLimitedUntil?: string | null;
}

/** 65 s → "1:05", 3 h → "3:00:00". */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Milliseconds left until `until`, redrawn every second while some are left; 0 once it has passed. */
function useTimeLeft(until: string | null | undefined): number {
  const target = until ? Date.parse(until) : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= target) clearInterval(timer);
    };
    // At once (the clock read at mount may be old), then every second until the time is up.
    const first = setTimeout(tick, 0);
    if (target > Date.now()) timer = setInterval(tick, SECOND);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [target]);
  return Math.max(0, target - now);
}

/** A ref for a text area that is as tall as its lines (its CSS max height caps it; then it scrolls). */
function useGrowingTextarea(text: string) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [text]);
  return ref;
}

/** Max 500 characters with a counter; Enter sends, Shift+Enter starts a new line; a guest is asked to sign in (SPEC §5). */
export function ChatComposer({ topic, isMember, disabled: offline, replyTo, onCancelReply, failureText: failureMessage, mutedUntil, rateLimitedUntil }: ComposerProps) {
  const intl = useIntl();
  const send = useAppSend();
  const draft = useChatDraft();
  const [picking, setPicking] = useState<'emoji' | 'sticker' | null>(null);
  const input = useGrowingTextarea(draft);
  const emojiToggleRef = useRef<HTMLButtonElement>(null);
  const stickerToggleRef = useRef<HTMLButtonElement>(null);
  const length = draft.trim().length;
  const mutedLeft = useTimeLeft(mutedUntil);
  const muted = mutedLeft > 0;
  const waitLeft = useTimeLeft(rateLimitedUntil);
  const waiting = waitLeft > 0;
  const disabled = offline || muted || waiting;

  /** Escape in a picker: it closes and its toggle has focus again. */
  const closePicker = (which: 'emoji' | 'sticker') => {
    setPicking(null);
    (which === 'emoji' ? emojiToggleRef : stickerToggleRef).current?.focus();
  };

  const sendSticker = (sticker: Sticker) => {
    send({ type: 'chat.send', topic, text: sticker.emoji, attachments: [stickerAttachment(sticker)], parentMessageId: replyTo?.groupMessageId ?? null });
    if (!isMember) return;
    onCancelReply();
    setPicking(null);
    input.current?.focus();
  };

  /**
   * The draft goes out; the chat socket empties the field once it has sent it and puts the text back
   * if the server refuses it. A guest's send opens the login form instead; the draft stays for after sign-in.
   */
  const submit = () => {
    if (length === 0 || draft.length > CHAT_MESSAGE_MAX_LENGTH || disabled) return;
    send({ type: 'chat.send', topic, text: draft, parentMessageId: replyTo?.groupMessageId ?? null, fromDraft: true });
    if (!isMember) return;
    onCancelReply();
    setPicking(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
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
    <div className={wrap} data-testid="chat-composer" data-state={muted ? 'muted' : offline ? 'offline' : waiting ? 'waiting' : 'ready'}>
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
      {muted ? (
        <p className={mutedBar} role="status" data-testid="chat-muted">
          {intl.formatMessage({ id: 'chat.muted.notice' }, { time: formatTimeLeft(mutedLeft) })}
        </p>
      ) : null}
      {waiting && !muted ? (
        <p className={mutedBar} role="status" data-testid="chat-wait">
          {intl.formatMessage({ id: 'chat.rateLimited.notice' }, { time: formatTimeLeft(waitLeft) })}
        </p>
      ) : null}
      {failureMessage && !muted ? (
        <div className={failure} role="alert" data-testid="chat-failure">
          <span className={failureText}>{failureMessage}</span>
          <button
            type="button"
            className={dismiss}
            aria-label={intl.formatMessage({ id: 'chat.dismiss' })}
            onClick={() => send({ type: 'chat.dismissFailure', topic })}
            data-testid="chat-failure-dismiss"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
      {picking === 'sticker' ? <StickerPicker intl={intl} disabled={disabled} onPick={sendSticker} onClose={() => closePicker('sticker')} /> : null}
      {picking === 'emoji' ? <EmojiPicker intl={intl} onPick={insert} onClose={() => closePicker('emoji')} /> : null}
      <div className={field}>
        <button
          ref={emojiToggleRef}
          type="button"
          className={emojiToggle}
          aria-label={intl.formatMessage({ id: 'chat.emoji' })}
          aria-expanded={picking === 'emoji'}
          disabled={muted}
          onClick={() => setPicking((p) => (p === 'emoji' ? null : 'emoji'))}
        >
          <span aria-hidden="true">😊</span>
        </button>
        <button
          ref={stickerToggleRef}
          type="button"
          className={emojiToggle}
          aria-label={intl.formatMessage({ id: 'chat.sticker.open' })}
          aria-expanded={picking === 'sticker'}
          disabled={muted}
          onClick={() => setPicking((p) => (p === 'sticker' ? null : 'sticker'))}
          data-testid="chat-sticker-toggle"
        >
          <img src={stickerUrl(STICKERS[0])} alt="" className={stickerIcon} width={24} height={24} />
        </button>
        <textarea
          ref={input}
          className={textarea}
          rows={1}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={intl.formatMessage({ id: muted ? 'chat.muted.placeholder' : 'chat.placeholder' })}
          aria-label={intl.formatMessage({ id: 'chat.placeholder' })}
          disabled={muted}
          onChange={(e) => send({ type: 'chat.draftChanged', text: e.target.value })}
          onKeyDown={onKeyDown}
          data-testid="chat-input"
        />
        <button
          type="button"
          className={button({ variant: 'solid', size: 'sm' })}
          onClick={submit}
          disabled={disabled || length === 0 || draft.length > CHAT_MESSAGE_MAX_LENGTH}
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
