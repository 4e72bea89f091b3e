import type { ChatAttachment, ChatMessage } from '../../../contracts/schemas/chat';

/**
 * The site's own stickers (public/stickers/*.svg). A sticker goes out as an attachment with its emoji
 * as the message text: readers whose client shows no stickers still see what was meant.
 */
export const STICKERS = [
  { name: 'goal', emoji: '⚽' },
  { name: 'fire', emoji: '🔥' },
  { name: 'clap', emoji: '👏' },
  { name: 'trophy', emoji: '🏆' },
  { name: 'laugh', emoji: '😂' },
  { name: 'heart', emoji: '❤️' },
  { name: 'redcard', emoji: '🟥' },
  { name: 'wow', emoji: '😮' },
] as const;

export type Sticker = (typeof STICKERS)[number];

export const stickerUrl = (sticker: Sticker): string => `/stickers/${sticker.name}.svg`;

export const stickerAttachment = (sticker: Sticker): ChatAttachment => ({ kind: 'sticker', url: stickerUrl(sticker) });

const byUrl = new Map<string, Sticker>(STICKERS.map((s) => [stickerUrl(s), s]));

/** A message that is only one of our stickers (its text is the sticker's emoji): the picture says it all. */
export function isStickerOnly(message: Pick<ChatMessage, 'attachments' | 'originalMessage'>): boolean {
  const [only, ...rest] = message.attachments;
  if (!only || rest.length || only.kind !== 'sticker') return false;
  const sticker = byUrl.get(only.url);
  return message.originalMessage.trim() === '' || message.originalMessage.trim() === sticker?.emoji;
}
