/**
 * The value lists and limits of the community board (docs/api/community.md): the same for the
 * server that enforces them and the forms that check them before sending. The schemas of
 * contracts/schemas/community.ts build their enums and lengths from these; the SPA may import
 * this module as values (it reads the schemas as types only).
 */

/** Topics a group is filed under (the labels are the server's, in the visitor's language). */
export const GROUP_TOPICS = [
  'football', 'basketball', 'esport', 'casino', 'marble', 'tennis', 'badminton', 'volleyball', 'pickleball',
  'running', 'billiard', 'tips', 'chat', 'vip',
] as const;
export type GroupTopic = (typeof GROUP_TOPICS)[number];

export const REACTION_TYPES = ['like', 'love', 'haha', 'wow', 'sad', 'angry'] as const;
export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'violence', 'nudity', 'false-info', 'scam', 'other'] as const;

/** Lengths of what members write. */
export const POST_CONTENT_MAX = 5000;
export const COMMENT_CONTENT_MAX = 2000;
export const REPORT_NOTE_MAX = 500;
export const GROUP_NAME_MIN = 3;
export const GROUP_NAME_MAX = 80;
export const GROUP_DESCRIPTION_MAX = 1000;
export const EVENT_TITLE_MIN = 3;
export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 2000;
/** Longest event, and how far ahead one may be planned. */
export const EVENT_MAX_DAYS = 14;
export const EVENT_MAX_AHEAD_DAYS = 365;

/** Posts a feed page holds by default, and at most. */
export const FEED_PAGE_SIZE = 10;
export const FEED_PAGE_SIZE_MAX = 100;

/** Pictures of one post: at most 4, each at most 8 MB, of these types (read from the bytes, not the name). */
export const POST_IMAGES_MAX = 4;
export const POST_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const POST_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** The widths each uploaded picture is stored at (WebP, metadata stripped): the full one first. */
export const POST_IMAGE_WIDTHS = [1280, 480] as const;

/** Where uploaded pictures are served: /media/community/upload/<key>.webp (1280 px) and <key>-480.webp. */
export const POST_UPLOAD_PREFIX = '/media/community/upload/';
const UPLOAD_PATH = /^\/media\/community\/upload\/([0-9a-f-]{36})\.webp$/;

/**
 * The sources of a post's picture for an <img>: uploads have a 480 px variant for small cells
 * (`srcSet`); other pictures (the seed's SVGs) are one file.
 */
export function postImageSources(path: string): { src: string; srcSet: string | null } {
  const match = UPLOAD_PATH.exec(path);
  if (!match) return { src: path, srcSet: null };
  const [full, small] = POST_IMAGE_WIDTHS;
  return { src: path, srcSet: `${POST_UPLOAD_PREFIX}${match[1]}-${small}.webp ${small}w, ${path} ${full}w` };
}

/** The key of an uploaded picture's path (null for any other path). */
export function uploadKeyOf(path: string): string | null {
  return UPLOAD_PATH.exec(path)?.[1] ?? null;
}

/** Whether a picked file declares a type the board takes (the server reads the bytes again). */
export function looksLikePostImage(type: string): boolean {
  return (POST_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());
}

/** The reasons a picture or an upload is refused; each is a message in the visitor's language. */
export const POST_IMAGE_REFUSALS = ['imageType', 'imageSize', 'imageCount', 'imageDamaged'] as const;
export type PostImageRefusal = (typeof POST_IMAGE_REFUSALS)[number];

/**
 * A search counts its matches up to this many: past it, a section answers `total` = this and
 * `totalCapped` = true ("more than 1,000"), so a common word costs what a rarer one does.
 */
export const SEARCH_COUNT_LIMIT = 1000;
