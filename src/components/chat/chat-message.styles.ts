/**
 * The chat line's look, one class per part of ChatMessageRow (its slots), the VIP and private
 * tones of a line, and the few modifiers a part switches on by itself. Plain atomic classes, so the
 * routes without chat pay nothing for them (a Panda `sva` recipe would bring its runtime to every page).
 */
import { css } from "../../../styled-system/css";
import type { ChatBadge } from "../../../contracts/schemas/chat";

export const chatMessage = {
  row: css({
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
  }),
  header: css({
    display: "flex",
    alignItems: "center",
    flexWrap: "wrap",
    gap: "1.5",
    fontSize: "xs",
    lineHeight: "tight",
  }),
  name: css({
    fontWeight: "bold",
    color: "accent.text",
    maxW: "40",
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  }),
  time: css({ color: "fg.subtle", fontSize: "2xs" }),
  text: css({
    fontSize: "sm",
    color: "fg.default",
    whiteSpace: "pre-wrap",
    overflowWrap: "anywhere",
    wordBreak: "break-word",
  }),
  quote: css({
    fontSize: "xs",
    color: "fg.muted",
    borderLeftWidth: "2px",
    borderLeftColor: "border.strong",
    pl: "2",
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  }),
  tag: css({
    display: "inline-flex",
    alignItems: "center",
    px: "1.5",
    borderRadius: "sm",
    fontSize: "2xs",
    fontWeight: "bold",
    lineHeight: "normal",
  }),
  reactions: css({ display: "flex", flexWrap: "wrap", gap: "1" }),
  chip: css({
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
  }),
  actions: css({
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
  }),
  actionButton: css({
    px: "2",
    py: "0.5",
    borderRadius: "sm",
    fontSize: "xs",
    color: "fg.muted",
    cursor: "pointer",
    _hover: { bg: "bg.hover", color: "fg.default" },
  }),
  picker: css({ display: "flex", gap: "0.5", flexWrap: "wrap" }),
  pickerButton: css({
    w: "8",
    h: "8",
    borderRadius: "md",
    fontSize: "md",
    cursor: "pointer",
    _hover: { bg: "bg.hover" },
  }),
  attachments: css({ display: "flex", gap: "1.5", flexWrap: "wrap" }),
  image: css({
    maxW: "40",
    maxH: "32",
    borderRadius: "md",
    objectFit: "cover",
    bg: "bg.subtle",
  }),
  sticker: css({ w: "24", h: "24", objectFit: "contain" }),
  deletedText: css({
    fontSize: "sm",
    color: "fg.subtle",
    fontStyle: "italic",
  }),
  modMenu: css({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: "1",
    p: "1.5",
    bg: "bg.elevated",
    borderRadius: "md",
    boxShadow: "elevated",
  }),
  modLabel: css({ fontSize: "xs", color: "fg.muted", px: "1" }),
  modButton: css({
    px: "2",
    py: "1",
    borderRadius: "sm",
    fontSize: "xs",
    color: "fg.default",
    bg: "bg.subtle",
    cursor: "pointer",
    _hover: { bg: "bg.hover" },
  }),
  modBreak: css({ flexBasis: "full", h: "0" }),
  systemLine: css({
    px: "3",
    py: "1",
    fontSize: "xs",
    color: "fg.muted",
    fontStyle: "italic",
    textAlign: "center",
    overflowWrap: "anywhere",
  }),
} as const;

/** A line's tone: a VIP sender, or a private message (which wins when both). */
export const lineTone = {
  plain: "",
  vip: css({ borderLeftColor: "accent.hot", bg: "accent.hotMuted" }),
  private: css({
    borderLeftColor: "status.info",
    bg: "status.infoMuted",
  }),
} as const;

/** The colour of each badge (SPEC §6). */
export const badgeTone: Record<ChatBadge, string> = {
  BLV: css({ bg: "accent.live", color: "fg.onLive" }),
  QC: css({ bg: "status.infoMuted", color: "status.info" }),
  AD: css({ bg: "status.errorMuted", color: "status.error" }),
  LV: css({ bg: "accent.muted", color: "accent.text" }),
};
export const vipTag = css({ bg: "accent.hot", color: "fg.onAccent" });
export const mutedTag = css({ bg: "bg.active", color: "fg.muted" });
/** The reaction this user gave. */
export const chipMine = css({ bg: "accent.muted", color: "accent.text" });
/** Delete in the moderation menu. */
export const modDanger = css({
  color: "status.error",
  bg: "status.errorMuted",
  _hover: { bg: "status.errorMuted" },
});
