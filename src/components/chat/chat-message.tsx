import { memo, useRef, useState } from "react";
import { useIntl } from "../../lib/intl-context";
import { cx } from "../../../styled-system/css";
import { CHAT_MUTE_MINUTES, CHAT_REACTIONS, type ChatMuteMinutes } from "../../../contracts/constants";
import { isChatReaction } from "../../../contracts/chat";
import type { ChatBadge, ChatMessage, ChatReaction } from "../../../contracts/schemas/chat";
import { formatCount } from "../../lib/format/count";
import { formatRelativeTime } from "../../lib/format/relative-time";
import { isStickerOnly } from "./stickers";
import { useRovingGrid } from "../ui/use-roving-grid";
import { badgeTone, chatMessage as styles, chipMine, lineTone, modDanger, mutedTag, vipTag } from "./chat-message.styles";

const HEX_COLOUR = /^#[0-9a-fA-F]{3,8}$/;

/** Only the site's own media (`/media/...`), never another origin. */
export function isSiteImage(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//") && !url.includes("\\");
}

export function Badge({
  badge,
  level,
}: {
  badge: ChatBadge;
  level: number | null;
}) {
  const intl = useIntl();
  const label = badge === "LV" ? `LV${level ?? ""}` : badge;
  return (
    <span
      className={cx(styles.tag, badgeTone[badge])}
      title={intl.formatMessage(
        { id: `chat.badge.${badge}` },
        { level: level ?? 0 },
      )}
      data-badge={badge}
    >
      {label}
    </span>
  );
}

interface ChatMessageRowProps {
  message: ChatMessage;
  parent: ChatMessage | null | undefined;
  now: Date;
  locale: string;
  onReply: (message: ChatMessage) => void;
  onReact: (message: ChatMessage, reaction: ChatReaction) => void;
  /** Set for hosts of the room, moderators and admins: the per-message menu (delete, mute). */
  onDelete?: (message: ChatMessage) => void;
  onMute?: (message: ChatMessage, minutes: ChatMuteMinutes) => void;
  /** The viewer's own user id: nobody mutes themself. */
  selfId?: number | null;
}

type Intl = ReturnType<typeof useIntl>;

/** Who wrote it (name in their colour, badges, tags) and when. */
function MessageHeader({ message, now, locale }: { message: ChatMessage; now: Date; locale: string }) {
  const intl = useIntl();
  const colour = message.colorName && HEX_COLOUR.test(message.colorName) ? message.colorName : undefined;
  return (
    <div className={styles.header}>
      <span className={styles.name} style={colour ? { color: colour } : undefined} data-testid="chat-author">
        {message.showName}
      </span>
      {message.badges.map((b) => (
        <Badge key={b} badge={b} level={message.level} />
      ))}
      {message.vipGroup > 0 ? <span className={cx(styles.tag, vipTag)}>{intl.formatMessage({ id: "chat.vip" })}</span> : null}
      {message.isGuest ? <span className={cx(styles.tag, mutedTag)}>{intl.formatMessage({ id: "chat.guest" })}</span> : null}
      {message.toUserId !== null ? <span className={cx(styles.tag, mutedTag)}>{intl.formatMessage({ id: "chat.private" })}</span> : null}
      <time className={styles.time} dateTime={message.createdAt} title={new Date(message.createdAt).toLocaleString(locale)}>
        {formatRelativeTime(message.createdAt, now, locale)}
      </time>
    </div>
  );
}

/** The quoted parent, the text (as text, never HTML) or the deleted line, and the pictures. */
function MessageBody({ message, parent, intl }: { message: ChatMessage; parent: ChatMessage | null | undefined; intl: Intl }) {
  const deletedLine = intl.formatMessage({ id: "chat.deleted" });
  const images = message.deleted ? [] : message.attachments.filter((a) => isSiteImage(a.url));
  const stickerOnly = !message.deleted && isStickerOnly(message);
  return (
    <>
      {message.parentMessageId !== null ? (
        <div className={styles.quote} data-testid="chat-quote">
          {parent
            ? `${parent.showName}: ${parent.deleted ? deletedLine : parent.systemMessage ?? (parent.originalMessage || intl.formatMessage({ id: "chat.sticker.open" }))}`
            : intl.formatMessage({ id: "chat.originalMissing" })}
        </div>
      ) : null}
      {/* Plain text only: React escapes it; links are not turned into embeds. */}
      {message.deleted ? (
        <p className={styles.deletedText} data-testid="chat-deleted">
          {deletedLine}
        </p>
      ) : stickerOnly ? null : (
        <p className={styles.text} data-testid="chat-text">
          {message.originalMessage}
        </p>
      )}
      {images.length ? (
        <div className={styles.attachments}>
          {images.map((a) =>
            a.kind === "sticker" ? (
              <img
                key={a.url}
                src={a.url}
                alt={intl.formatMessage({ id: "chat.sticker.from" }, { name: message.showName })}
                className={styles.sticker}
                width={96}
                height={96}
                loading="lazy"
                data-testid="chat-sticker"
              />
            ) : (
              <img key={a.url} src={a.url} alt={intl.formatMessage({ id: "chat.attachment" }, { name: message.showName })} className={styles.image} loading="lazy" />
            ),
          )}
        </div>
      ) : null}
    </>
  );
}

/** The reaction counts; a click adds (or moves) this user's reaction. */
function ReactionCounts({ message, onReact, intl }: { message: ChatMessage; onReact: (reaction: ChatReaction) => void; intl: Intl }) {
  // Only the reactions a client may send are shown (and can be added to).
  const counts = Object.entries(message.reaction).filter((entry): entry is [ChatReaction, number] => entry[1] > 0 && isChatReaction(entry[0]));
  if (message.deleted || counts.length === 0) return null;
  return (
    <div className={styles.reactions}>
      {counts.map(([emoji, n]) => (
        <button
          key={emoji}
          type="button"
          className={cx(styles.chip, message.updatedReaction === emoji && chipMine)}
          onClick={() => onReact(emoji)}
          aria-label={intl.formatMessage({ id: "chat.reactionCount" }, { emoji, count: formatCount(n) })}
          data-testid="chat-reaction"
        >
          <span aria-hidden="true">{emoji}</span>
          {formatCount(n)}
        </button>
      ))}
    </div>
  );
}

/** The reactions: opens with focus on the first; ←/→ move, Enter reacts, Escape closes. */
function ReactionPicker({ onPick, onClose, intl }: { onPick: (reaction: ChatReaction) => void; onClose: () => void; intl: Intl }) {
  const { containerRef, onKeyDown: onGridKeyDown, itemProps } = useRovingGrid({ autoFocus: true, onEscape: onClose });
  return (
    <div ref={containerRef} className={styles.picker} role="group" aria-label={intl.formatMessage({ id: "chat.react" })} onKeyDown={onGridKeyDown}>
      {CHAT_REACTIONS.map((emoji, index) => (
        <button
          key={emoji}
          type="button"
          className={styles.pickerButton}
          aria-label={intl.formatMessage({ id: "chat.reactWith" }, { emoji })}
          onClick={() => onPick(emoji)}
          {...itemProps(index)}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}

/**
 * Delete the line, or mute its author for a while (hosts of the room, moderators, admins). Opens with
 * focus on Delete; ←/→ move between its buttons, Escape closes it.
 */
function ModerationMenu({
  message,
  canMute,
  onDelete,
  onMute,
  onClose,
  intl,
}: {
  message: ChatMessage;
  canMute: boolean;
  onDelete: () => void;
  onMute: (minutes: ChatMuteMinutes) => void;
  onClose: () => void;
  intl: Intl;
}) {
  const { containerRef, onKeyDown: onGridKeyDown, itemProps } = useRovingGrid({ autoFocus: true, onEscape: onClose });
  return (
    <div
      ref={containerRef}
      className={styles.modMenu}
      role="group"
      aria-label={intl.formatMessage({ id: "chat.mod.menu" })}
      data-testid="chat-mod-menu"
      onKeyDown={onGridKeyDown}
    >
      <button type="button" className={cx(styles.modButton, modDanger)} onClick={onDelete} data-testid="chat-mod-delete" {...itemProps(0)}>
        {intl.formatMessage({ id: "chat.mod.delete" })}
      </button>
      {canMute ? (
        <>
          <span className={styles.modBreak} aria-hidden="true" />
          <span className={styles.modLabel}>{intl.formatMessage({ id: "chat.mod.mute" }, { name: message.showName })}</span>
          {CHAT_MUTE_MINUTES.map((minutes, index) => (
            <button
              key={minutes}
              type="button"
              className={styles.modButton}
              {...itemProps(index + 1)}
              aria-label={intl.formatMessage(
                { id: "chat.mod.muteFor" },
                { name: message.showName, duration: intl.formatMessage({ id: `chat.mod.minutes.${minutes}` }) },
              )}
              onClick={() => onMute(minutes)}
              data-testid={`chat-mod-mute-${minutes}`}
            >
              {intl.formatMessage({ id: `chat.mod.minutes.${minutes}` })}
            </button>
          ))}
        </>
      ) : null}
    </div>
  );
}

/** One line of the chat: who (name in their colour, badges), when, the quoted parent, the text (as text), attachments and reactions. */
export const ChatMessageRow = memo(function ChatMessageRow({ message, parent, now, locale, onReply, onReact, onDelete, onMute, selfId = null }: ChatMessageRowProps) {
  const intl = useIntl();
  const [picking, setPicking] = useState(false);
  const [moderating, setModerating] = useState(false);
  const reactToggle = useRef<HTMLButtonElement>(null);
  const modToggle = useRef<HTMLButtonElement>(null);
  if (message.systemMessage) {
    return (
      <li className={styles.systemLine} data-testid="chat-system" data-offset={message.offset}>
        {message.systemMessage}
      </li>
    );
  }
  const tone: keyof typeof lineTone = message.toUserId !== null ? "private" : message.vipGroup > 0 ? "vip" : "plain";
  const moderator = !message.deleted && onDelete !== undefined && onMute !== undefined;
  const canMute = moderator && message.userId !== null && message.userId !== selfId;
  return (
    <li
      className={cx(styles.row, lineTone[tone])}
      data-testid="chat-message"
      data-offset={message.offset}
      data-vip={message.vipGroup > 0 || undefined}
      data-deleted={message.deleted || undefined}
    >
      <MessageHeader message={message} now={now} locale={locale} />
      <MessageBody message={message} parent={parent} intl={intl} />
      <ReactionCounts message={message} onReact={(reaction) => onReact(message, reaction)} intl={intl} />
      {picking ? (
        <ReactionPicker
          onPick={(reaction) => {
            // Focus goes back to the toggle first: the picker leaves, and a guest's reaction opens the
            // login dialog, which gives focus back to what had it.
            reactToggle.current?.focus();
            setPicking(false);
            onReact(message, reaction);
          }}
          onClose={() => {
            setPicking(false);
            reactToggle.current?.focus();
          }}
          intl={intl}
        />
      ) : null}
      {moderating && moderator ? (
        <ModerationMenu
          message={message}
          canMute={canMute}
          onDelete={() => {
            setModerating(false);
            onDelete(message);
          }}
          onMute={(minutes) => {
            modToggle.current?.focus();
            setModerating(false);
            onMute(message, minutes);
          }}
          onClose={() => {
            setModerating(false);
            modToggle.current?.focus();
          }}
          intl={intl}
        />
      ) : null}
      {message.deleted ? null : (
        <div className={styles.actions} data-part="actions">
          {moderator ? (
            <button
              ref={modToggle}
              type="button"
              className={styles.actionButton}
              onClick={() => setModerating((m) => !m)}
              aria-expanded={moderating}
              aria-label={intl.formatMessage({ id: "chat.mod.menu" })}
              data-testid="chat-mod-toggle"
            >
              <span aria-hidden="true">⋯</span>
            </button>
          ) : null}
          <button type="button" className={styles.actionButton} onClick={() => onReply(message)} data-testid="chat-reply">
            {intl.formatMessage({ id: "chat.reply" })}
          </button>
          <button
            ref={reactToggle}
            type="button"
            className={styles.actionButton}
            onClick={() => setPicking((p) => !p)}
            aria-expanded={picking}
            aria-label={intl.formatMessage({ id: "chat.react" })}
          >
            <span aria-hidden="true">🙂</span>
          </button>
        </div>
      )}
    </li>
  );
});
