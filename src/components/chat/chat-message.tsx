import { memo, useState } from "react";
import { useIntl } from "react-intl";
import { css, cx } from "../../../styled-system/css";
import {
  CHAT_MUTE_MINUTES,
  CHAT_REACTIONS,
  type ChatBadge,
  type ChatMessage,
  type ChatMuteMinutes,
  type ChatReaction,
  isChatReaction,
} from "../../../machines/chat-socket/chat-types";
import { formatCount } from "../../lib/format/count";
import { formatRelativeTime } from "../../lib/format/relative-time";
import { isStickerOnly } from "./stickers";

const row = css({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: "1",
  px: "3",
  py: "1.5",
  borderRadius: "md",
  borderLeftWidth: "2px",
  borderLeftColor: "transparent",
  _hover: { bg: "bg.hover" },
  _focusWithin: { bg: "bg.hover" },
  "&:hover [data-part=actions], &:focus-within [data-part=actions]": {
    opacity: "[1]",
  },
});
const vipRow = css({ borderLeftColor: "accent.hot", bg: "accent.hotMuted" });
const privateRow = css({
  borderLeftColor: "status.info",
  bg: "status.infoMuted",
});
const header = css({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: "1.5",
  fontSize: "xs",
  lineHeight: "tight",
});
const name = css({
  fontWeight: "bold",
  color: "accent.text",
  maxW: "40",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});
const time = css({ color: "fg.subtle", fontSize: "2xs" });
const text = css({
  fontSize: "sm",
  color: "fg.default",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  wordBreak: "break-word",
});
const quote = css({
  fontSize: "xs",
  color: "fg.muted",
  borderLeftWidth: "2px",
  borderLeftColor: "border.strong",
  pl: "2",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});
const tag = css({
  display: "inline-flex",
  alignItems: "center",
  px: "1.5",
  borderRadius: "sm",
  fontSize: "2xs",
  fontWeight: "bold",
  lineHeight: "normal",
});
const badgeTone: Record<ChatBadge, string> = {
  BLV: css({ bg: "accent.live", color: "fg.onLive" }),
  QC: css({ bg: "status.infoMuted", color: "status.info" }),
  AD: css({ bg: "status.errorMuted", color: "status.error" }),
  LV: css({ bg: "accent.muted", color: "accent.text" }),
};
const vipTag = css({ bg: "accent.hot", color: "fg.onAccent" });
const mutedTag = css({ bg: "bg.active", color: "fg.muted" });
const reactions = css({ display: "flex", flexWrap: "wrap", gap: "1" });
const chip = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  px: "2",
  py: "0.5",
  borderRadius: "full",
  bg: "bg.active",
  fontSize: "xs",
  cursor: "pointer",
  _hover: { bg: "bg.elevated" },
});
const chipMine = css({ bg: "accent.muted", color: "accent.text" });
const actions = css({
  position: "absolute",
  top: "0.5",
  right: "1",
  display: "flex",
  gap: "0.5",
  p: "0.5",
  bg: "bg.elevated",
  borderRadius: "md",
  boxShadow: "elevated",
  opacity: "[0]",
  transitionProperty: "common",
  transitionDuration: "fast",
  "@media (hover: none)": {
    opacity: "[1]",
    position: "static",
    alignSelf: "flex-end",
    boxShadow: "[none]",
    bg: "transparent",
  },
});
const actionButton = css({
  px: "2",
  py: "0.5",
  borderRadius: "sm",
  fontSize: "xs",
  color: "fg.muted",
  cursor: "pointer",
  _hover: { bg: "bg.hover", color: "fg.default" },
});
const picker = css({ display: "flex", gap: "0.5", flexWrap: "wrap" });
const pickerButton = css({
  w: "8",
  h: "8",
  borderRadius: "md",
  fontSize: "md",
  cursor: "pointer",
  _hover: { bg: "bg.hover" },
});
const attachments = css({ display: "flex", gap: "1.5", flexWrap: "wrap" });
const image = css({
  maxW: "40",
  maxH: "32",
  borderRadius: "md",
  objectFit: "cover",
  bg: "bg.subtle",
});
const sticker = css({ w: "24", h: "24", objectFit: "contain" });
const deletedText = css({
  fontSize: "sm",
  color: "fg.subtle",
  fontStyle: "italic",
});
const modMenu = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "1",
  p: "1.5",
  bg: "bg.elevated",
  borderRadius: "md",
  boxShadow: "elevated",
});
const modLabel = css({ fontSize: "xs", color: "fg.muted", px: "1" });
const modButton = css({
  px: "2",
  py: "1",
  borderRadius: "sm",
  fontSize: "xs",
  color: "fg.default",
  bg: "bg.subtle",
  cursor: "pointer",
  _hover: { bg: "bg.hover" },
});
const modDanger = css({
  color: "status.error",
  bg: "status.errorMuted",
  _hover: { bg: "status.errorMuted" },
});
const modBreak = css({ flexBasis: "full", h: "0" });
const systemLine = css({
  px: "3",
  py: "1",
  fontSize: "xs",
  color: "fg.muted",
  fontStyle: "italic",
  textAlign: "center",
  overflowWrap: "anywhere",
});

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
      className={cx(tag, badgeTone[badge])}
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

/** One line of the chat: who (name in their colour, badges), when, the quoted parent, the text (as text), attachments and reactions. */
export const ChatMessageRow = memo(function ChatMessageRow({
  message,
  parent,
  now,
  locale,
  onReply,
  onReact,
  onDelete,
  onMute,
  selfId = null,
}: ChatMessageRowProps) {
  const intl = useIntl();
  const [picking, setPicking] = useState(false);
  const [moderating, setModerating] = useState(false);
  if (message.systemMessage) {
    return (
      <li
        className={systemLine}
        data-testid="chat-system"
        data-offset={message.offset}
      >
        {message.systemMessage}
      </li>
    );
  }
  const isPrivate = message.toUserId !== null;
  const colour =
    message.colorName && HEX_COLOUR.test(message.colorName)
      ? message.colorName
      : undefined;
  // Only the reactions a client may send are shown (and can be added to).
  const counts = Object.entries(message.reaction).filter(
    (entry): entry is [ChatReaction, number] => entry[1] > 0 && isChatReaction(entry[0]),
  );
  const images = message.deleted
    ? []
    : message.attachments.filter((a) => isSiteImage(a.url));
  const stickerOnly = !message.deleted && isStickerOnly(message);
  const moderator =
    !message.deleted && onDelete !== undefined && onMute !== undefined;
  const canMute =
    moderator && message.userId !== null && message.userId !== selfId;
  const deletedLine = intl.formatMessage({ id: "chat.deleted" });
  return (
    <li
      className={cx(
        row,
        message.vipGroup > 0 && vipRow,
        isPrivate && privateRow,
      )}
      data-testid="chat-message"
      data-offset={message.offset}
      data-vip={message.vipGroup > 0 || undefined}
      data-deleted={message.deleted || undefined}
    >
      <div className={header}>
        <span
          className={name}
          style={colour ? { color: colour } : undefined}
          data-testid="chat-author"
        >
          {message.showName}
        </span>
        {message.badges.map((b) => (
          <Badge key={b} badge={b} level={message.level} />
        ))}
        {message.vipGroup > 0 ? (
          <span className={cx(tag, vipTag)}>
            {intl.formatMessage({ id: "chat.vip" })}
          </span>
        ) : null}
        {message.isGuest ? (
          <span className={cx(tag, mutedTag)}>
            {intl.formatMessage({ id: "chat.guest" })}
          </span>
        ) : null}
        {isPrivate ? (
          <span className={cx(tag, mutedTag)}>
            {intl.formatMessage({ id: "chat.private" })}
          </span>
        ) : null}
        <time
          className={time}
          dateTime={message.createdAt}
          title={new Date(message.createdAt).toLocaleString(locale)}
        >
          {formatRelativeTime(message.createdAt, now, locale)}
        </time>
      </div>
      {message.parentMessageId !== null ? (
        <div className={quote} data-testid="chat-quote">
          {parent
            ? `${parent.showName}: ${parent.deleted ? deletedLine : parent.systemMessage ?? (parent.originalMessage || intl.formatMessage({ id: "chat.sticker.open" }))}`
            : intl.formatMessage({ id: "chat.originalMissing" })}
        </div>
      ) : null}
      {/* Plain text only: React escapes it; links are not turned into embeds. */}
      {message.deleted ? (
        <p className={deletedText} data-testid="chat-deleted">
          {deletedLine}
        </p>
      ) : stickerOnly ? null : (
        <p className={text} data-testid="chat-text">
          {message.originalMessage}
        </p>
      )}
      {images.length ? (
        <div className={attachments}>
          {images.map((a) =>
            a.kind === "sticker" ? (
              <img
                key={a.url}
                src={a.url}
                alt={intl.formatMessage(
                  { id: "chat.sticker.from" },
                  { name: message.showName },
                )}
                className={sticker}
                width={96}
                height={96}
                loading="lazy"
                data-testid="chat-sticker"
              />
            ) : (
              <img
                key={a.url}
                src={a.url}
                alt={intl.formatMessage(
                  { id: "chat.attachment" },
                  { name: message.showName },
                )}
                className={image}
                loading="lazy"
              />
            ),
          )}
        </div>
      ) : null}
      {!message.deleted && counts.length ? (
        <div className={reactions}>
          {counts.map(([emoji, n]) => (
            <button
              key={emoji}
              type="button"
              className={cx(
                chip,
                message.updatedReaction === emoji && chipMine,
              )}
              onClick={() => onReact(message, emoji)}
              aria-label={intl.formatMessage(
                { id: "chat.reactWith" },
                { emoji },
              )}
              data-testid="chat-reaction"
            >
              <span aria-hidden="true">{emoji}</span>
              {formatCount(n)}
            </button>
          ))}
        </div>
      ) : null}
      {picking ? (
        <div
          className={picker}
          role="group"
          aria-label={intl.formatMessage({ id: "chat.react" })}
        >
          {CHAT_REACTIONS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className={pickerButton}
              aria-label={intl.formatMessage(
                { id: "chat.reactWith" },
                { emoji },
              )}
              onClick={() => {
                setPicking(false);
                onReact(message, emoji);
              }}
            >
              {emoji}
            </button>
          ))}
        </div>
      ) : null}
      {moderating && moderator ? (
        <div
          className={modMenu}
          role="group"
          aria-label={intl.formatMessage({ id: "chat.mod.menu" })}
          data-testid="chat-mod-menu"
        >
          <button
            type="button"
            className={cx(modButton, modDanger)}
            onClick={() => {
              setModerating(false);
              onDelete(message);
            }}
            data-testid="chat-mod-delete"
          >
            {intl.formatMessage({ id: "chat.mod.delete" })}
          </button>
          {canMute ? (
            <>
              <span className={modBreak} aria-hidden="true" />
              <span className={modLabel}>
                {intl.formatMessage(
                  { id: "chat.mod.mute" },
                  { name: message.showName },
                )}
              </span>
              {CHAT_MUTE_MINUTES.map((minutes) => (
                <button
                  key={minutes}
                  type="button"
                  className={modButton}
                  aria-label={intl.formatMessage(
                    { id: "chat.mod.muteFor" },
                    {
                      name: message.showName,
                      duration: intl.formatMessage({
                        id: `chat.mod.minutes.${minutes}`,
                      }),
                    },
                  )}
                  onClick={() => {
                    setModerating(false);
                    onMute(message, minutes);
                  }}
                  data-testid={`chat-mod-mute-${minutes}`}
                >
                  {intl.formatMessage({ id: `chat.mod.minutes.${minutes}` })}
                </button>
              ))}
            </>
          ) : null}
        </div>
      ) : null}
      {message.deleted ? null : (
        <div className={actions} data-part="actions">
          {moderator ? (
            <button
              type="button"
              className={actionButton}
              onClick={() => setModerating((m) => !m)}
              aria-expanded={moderating}
              aria-label={intl.formatMessage({ id: "chat.mod.menu" })}
              data-testid="chat-mod-toggle"
            >
              <span aria-hidden="true">⋯</span>
            </button>
          ) : null}
          <button
            type="button"
            className={actionButton}
            onClick={() => onReply(message)}
            data-testid="chat-reply"
          >
            {intl.formatMessage({ id: "chat.reply" })}
          </button>
          <button
            type="button"
            className={actionButton}
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
