/**
 * The address of a video's poster as the player and the page's static first paint draw it: a
 * generated picture (a live room's cover, a short clip's thumbnail, at the address the API gives,
 * its language included) asked as a poster, which the server draws as a bitmap at twice its size
 * (server/src/plugins/raster-images.ts). A browser counts a picture as a page's largest paint only
 * when it carries enough bytes for its area, and only up to its own size: the small SVG drawn over a
 * phone's screen counted for neither, and the video's first frame, larger, came after it. Any other
 * address (an uploaded clip's JPEG poster) is the picture itself. Isomorphic: no DOM, no Node API.
 */
const GENERATED_POSTER = /^\/media\/(?:room|short)\/\d+\.svg(?:\?|$)/;

/** The query flag of a poster: `?poster=1`. */
export const POSTER_FLAG = 'poster=1';

export function videoPosterUrl(url: string): string {
  return GENERATED_POSTER.test(url) ? `${url}${url.includes('?') ? '&' : '?'}${POSTER_FLAG}` : url;
}
