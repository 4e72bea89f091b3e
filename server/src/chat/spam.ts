/**
 * The spam filter: links to other sites and phone numbers (Vietnamese mobiles such as
 * 0912 345 678, 0912.345.678, +84 912 345 678, 84912345678, and any long run of digits that looks
 * like one). Links to the site itself are fine.
 */

const URL_LIKE = /\b(?:https?:\/\/|www\.)[^\s<>"']+|\b(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:com|net|org|vn|io|xyz|top|info|me|co|tv|live|bet|club|site|online|asia|biz|pro|app|link|cc|ws|tk|ly|gg|to|in|us|uk)\b(?::\d+)?(?:\/[^\s]*)?/gi;

/** A Vietnamese mobile number with optional spaces, dots or dashes between the digits. */
const VN_MOBILE = /(?:\+|\b)(?:84|0)[\s.()-]*[35789](?:[\s.-]*\d){8}(?!\d)/;
/** Any 9–11 digits in a row with separators (other ways of writing a phone number). */
const LONG_DIGITS = /(?<![\d])\d(?:[\s.-]?\d){8,10}(?![\d])/;

function hostOf(candidate: string): string | null {
  const withScheme = /^https?:\/\//i.test(candidate) ? candidate : `http://${candidate}`;
  try {
    return new URL(withScheme).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** True when the text links to a host other than `ownHosts`, or contains a phone number. */
export function isSpam(text: string, ownHosts: readonly string[]): boolean {
  const own = ownHosts.map((h) => h.toLowerCase());
  for (const match of text.matchAll(URL_LIKE)) {
    const host = hostOf(match[0]);
    if (!host || !own.includes(host)) return true;
  }
  return VN_MOBILE.test(text) || LONG_DIGITS.test(text);
}
