/**
 * Marks the <video> of a player the visitor opened (a live room, a highlight, a film): starting it
 * stops the site's music even while it plays muted. Other videos stop it only once they have sound.
 */
export const STOPS_MUSIC_ATTRIBUTE = 'data-stops-music';
