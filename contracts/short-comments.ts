/**
 * The rules of short-video comments (docs/api/content.md "Short-video comments"), once for the server,
 * which enforces them, and the SPA's comment box, which explains them before anything is sent.
 */
/** Longest comment, in characters once trimmed. */
export const SHORT_COMMENT_MAX_LENGTH = 300;
/** At most this many line breaks in a row are kept. */
export const SHORT_COMMENT_MAX_BREAKS = 2;
/** Comments a member may post a minute (the route's own rate limit, per member). */
export const SHORT_COMMENTS_PER_MINUTE = 10;
/** Top-level comments a page of the panel shows. */
export const SHORT_COMMENTS_PAGE_SIZE = 20;
/** Replies a "view replies" press adds. */
export const SHORT_REPLIES_PAGE_SIZE = 10;

export const SHORT_COMMENT_SORTS = ['newest', 'top'] as const;
export type ShortCommentSort = (typeof SHORT_COMMENT_SORTS)[number];

export type ShortCommentProblem = 'empty' | 'tooLong' | 'invalid';

/**
 * Control characters (a line break aside), zero-width spaces and direction overrides: refused. The
 * zero-width joiners of emoji sequences (👨‍👩‍👧) are allowed.
 */
// eslint-disable-next-line no-control-regex
const HIDDEN_CHARACTERS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]/;

/** A comment as it is stored: trimmed, with at most two line breaks in a row. */
export function cleanComment(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .replace(new RegExp(`\\n{${SHORT_COMMENT_MAX_BREAKS + 1},}`, 'g'), '\n'.repeat(SHORT_COMMENT_MAX_BREAKS));
}

/** Characters as the server counts them: code points of the cleaned text. */
export function commentLength(text: string): number {
  return [...cleanComment(text)].length;
}

/** What is wrong with a comment, or null when it may be sent. */
export function commentProblem(text: string): ShortCommentProblem | null {
  const clean = cleanComment(text);
  if (clean.length === 0) return 'empty';
  if ([...clean].length > SHORT_COMMENT_MAX_LENGTH) return 'tooLong';
  if (HIDDEN_CHARACTERS.test(clean)) return 'invalid';
  return null;
}
