/**
 * The limits of a short-video upload (POST /other/api/short-video/upload), the same for the server
 * that enforces them and the form that checks them before sending.
 */

/** Largest file accepted: 100 MB. */
export const SHORT_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
/** Longest clip accepted: 3 minutes. */
export const SHORT_UPLOAD_MAX_SECONDS = 180;
/** Content types a file may declare (an MP4 or QuickTime container); what it really is is read from its boxes. */
export const SHORT_UPLOAD_TYPES = ['video/mp4', 'video/quicktime'] as const;
/** File name endings accepted beside the type. */
export const SHORT_UPLOAD_EXTENSIONS = ['.mp4', '.m4v', '.mov'] as const;
/** The caption's longest length (the clip's title). */
export const SHORT_CAPTION_MAX = 120;

/** The reasons an upload is refused; each is a message in the visitor's language. */
export const SHORT_UPLOAD_REFUSALS = ['type', 'size', 'notVideo', 'truncated', 'codec', 'duration', 'caption', 'category'] as const;
export type ShortUploadRefusal = (typeof SHORT_UPLOAD_REFUSALS)[number];

/** Hashtags written in a caption (`#BongDa` → `bongda`), at most ten, without repeats. */
export function captionHashtags(caption: string): string[] {
  const tags = [...caption.matchAll(/#([\p{L}\p{N}_]{1,30})/gu)].map((m) => m[1]!.toLowerCase());
  return [...new Set(tags)].slice(0, 10);
}

/** Whether a file's declared type or name says it is an MP4/QuickTime video (the first check; the content is read later). */
export function looksLikeVideoFile(type: string, name: string): boolean {
  const lower = name.toLowerCase();
  return (SHORT_UPLOAD_TYPES as readonly string[]).includes(type.toLowerCase()) || (type === '' && SHORT_UPLOAD_EXTENSIONS.some((e) => lower.endsWith(e)));
}
