/**
 * The inbox's one catalogue, in vi / en / zh: the titles and texts of the site messages that tell a
 * member of activity on their posts. A message is stored in every language (`LocalizedText`) and
 * answered in the reader's.
 */
import { LANGUAGES, messageCatalogue, type LocalizedText, type MessageValues } from '../i18n.ts';

export const { text, keys } = messageCatalogue({
  commentTitle: { vi: 'Bình luận mới về bài viết của bạn', en: 'New comment on your post', zh: '您的貼文有新留言' },
  commentText: { vi: '{name} đã bình luận: “{excerpt}”', en: '{name} commented: “{excerpt}”', zh: '{name} 留言：「{excerpt}」' },
  replyTitle: { vi: 'Trả lời mới trong bài viết của bạn', en: 'New reply on your post', zh: '您的貼文有新回覆' },
  replyText: {
    vi: '{name} đã trả lời một bình luận: “{excerpt}”',
    en: '{name} replied to a comment: “{excerpt}”',
    zh: '{name} 回覆了一則留言：「{excerpt}」',
  },
  replyToYouText: {
    vi: '{name} đã trả lời bình luận của bạn: “{excerpt}”',
    en: '{name} replied to your comment: “{excerpt}”',
    zh: '{name} 回覆了您的留言：「{excerpt}」',
  },
  reactionTitle: { vi: 'Cảm xúc mới về bài viết của bạn', en: 'New reactions to your post', zh: '您的貼文有新心情' },
  reactionOne: {
    vi: '{name} đã bày tỏ cảm xúc về bài viết của bạn: “{excerpt}”',
    en: '{name} reacted to your post: “{excerpt}”',
    zh: '{name} 對您的貼文表達了心情：「{excerpt}」',
  },
  reactionTwo: {
    vi: '{name} và 1 người khác đã bày tỏ cảm xúc về bài viết của bạn: “{excerpt}”',
    en: '{name} and 1 other reacted to your post: “{excerpt}”',
    zh: '{name} 和另外 1 人對您的貼文表達了心情：「{excerpt}」',
  },
  reactionMany: {
    vi: '{name} và {others} người khác đã bày tỏ cảm xúc về bài viết của bạn: “{excerpt}”',
    en: '{name} and {others} others reacted to your post: “{excerpt}”',
    zh: '{name} 和另外 {others} 人對您的貼文表達了心情：「{excerpt}」',
  },
});

export type InboxTextKey = (typeof keys)[number];

/** The message `key` in every language. */
export function localized(key: InboxTextKey, values: MessageValues = {}): LocalizedText {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, text(lang, key, values)])) as LocalizedText;
}

/** Longest excerpt of a comment or post quoted in a message, in characters. */
export const EXCERPT_CHARS = 80;

/** `value` on one line, cut to `limit` characters (whole code points) with an ellipsis. */
export function excerpt(value: string, limit = EXCERPT_CHARS): string {
  const line = value.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= limit ? line : `${chars.slice(0, limit - 1).join('').trimEnd()}…`;
}
