/**
 * The inbox's one catalogue, in vi / en / zh: the titles and texts of the site messages that tell a
 * member of activity on their posts, short videos and followers, and the welcome message. A message
 * is stored in every language (`LocalizedText`) and answered in the reader's.
 */
import { LANGUAGES, messageCatalogue, type Language, type LocalizedText, type MessageValues } from '../i18n.ts';
import { message } from '../pages/messages.ts';

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
  shortCommentTitle: { vi: 'Bình luận mới về video ngắn của bạn', en: 'New comment on your short video', zh: '您的短影音有新留言' },
  shortCommentText: {
    vi: '{name} đã bình luận về “{clip}”: “{excerpt}”',
    en: '{name} commented on “{clip}”: “{excerpt}”',
    zh: '{name} 在「{clip}」留言：「{excerpt}」',
  },
  shortReplyText: {
    vi: '{name} đã trả lời một bình luận về “{clip}”: “{excerpt}”',
    en: '{name} replied to a comment on “{clip}”: “{excerpt}”',
    zh: '{name} 在「{clip}」回覆了一則留言：「{excerpt}」',
  },
  followTitle: { vi: 'Người theo dõi mới', en: 'New follower', zh: '新粉絲' },
  followOne: { vi: '{name} đã bắt đầu theo dõi bạn', en: '{name} started following you', zh: '{name} 開始追蹤您' },
  followTwo: { vi: '{name} và 1 người khác đã bắt đầu theo dõi bạn', en: '{name} and 1 other started following you', zh: '{name} 和另外 1 人開始追蹤您' },
  followMany: {
    vi: '{name} và {others} người khác đã bắt đầu theo dõi bạn',
    en: '{name} and {others} others started following you',
    zh: '{name} 和另外 {others} 人開始追蹤您',
  },
  welcomeTitle: { vi: 'Chào mừng bạn đến với {site}!', en: 'Welcome to {site}!', zh: '歡迎加入 {site}！' },
  welcomeText: {
    vi: 'Xin chào {name}! Hãy điểm danh mỗi ngày và hoàn thành nhiệm vụ để lên cấp.',
    en: 'Hello {name}! Check in every day and complete missions to level up.',
    zh: '{name}，您好！每天簽到並完成任務即可升級。',
  },
});

export type InboxTextKey = (typeof keys)[number];

/** The message `key` in every language. */
export function localized(key: InboxTextKey, values: MessageValues = {}): LocalizedText {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, text(lang, key, values)])) as LocalizedText;
}

/** The message `key` in every language, its values given per language (a clip's title in the reader's language). */
export function localizedPer(key: InboxTextKey, values: (lang: Language) => MessageValues): LocalizedText {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, text(lang, key, values(lang))])) as LocalizedText;
}

/** The welcome message of a new member, naming the site as the SPA's catalogue does (`app.name`). */
export function welcomeMessage(name: string): { title: LocalizedText; content: LocalizedText } {
  return {
    title: localizedPer('welcomeTitle', (lang) => ({ site: message(lang, 'app.name') })),
    content: localized('welcomeText', { name }),
  };
}

/** Longest excerpt of a comment or post quoted in a message, in characters. */
export const EXCERPT_CHARS = 80;

/** `value` on one line, cut to `limit` characters (whole code points) with an ellipsis. */
export function excerpt(value: string, limit = EXCERPT_CHARS): string {
  const line = value.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= limit ? line : `${chars.slice(0, limit - 1).join('').trimEnd()}…`;
}
