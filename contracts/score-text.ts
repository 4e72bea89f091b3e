/**
 * A match score in running text, as the SPA and the server's pages write it: an en dash between the
 * numbers, held to them by word joiners (U+2060), so a line never breaks inside a score ("4–" / "2").
 */
export const scoreText = (home: number, away: number): string => `${home}\u2060–\u2060${away}`;

/** A score written in a title ("… 2-1 …", "… 2–1 …"), its two numbers captured; a year span (2025-26) is not one. */
export const SCORE_IN_TEXT = /(?<![\d.])(\d{1,3})\s?[-–]\s?(\d{1,3})(?![\d.])/g;
