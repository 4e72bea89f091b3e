/**
 * The messages a game's frame (public/games/kit.js) sends the page, read defensively: the frame is
 * sandboxed in an opaque origin, so the page checks the sender (its own iframe's window, origin
 * "null") and then the shape here; anything else is ignored.
 */

export type GameMessage = { type: 'ready' } | { type: 'start' } | { type: 'over'; score: number };

/** The largest score a message may carry; the server holds each game to its own (lower) maximum. */
export const MESSAGE_SCORE_MAX = 10_000_000;

export function readGameMessage(data: unknown): GameMessage | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== 'vls-game') return null;
  switch (message.type) {
    case 'ready':
      return { type: 'ready' };
    case 'start':
      return { type: 'start' };
    case 'over': {
      const { score } = message;
      if (typeof score !== 'number' || !Number.isInteger(score) || score < 0 || score > MESSAGE_SCORE_MAX) return null;
      return { type: 'over', score };
    }
    default:
      return null;
  }
}

/** What the page sends a game: a round's data (the quiz's questions) or a line about the saved score. */
export type HostMessage = { source: 'vls-host'; type: 'data'; data: unknown } | { source: 'vls-host'; type: 'saved'; text: string };

export const hostData = (data: unknown): HostMessage => ({ source: 'vls-host', type: 'data', data });
export const hostSaved = (text: string): HostMessage => ({ source: 'vls-host', type: 'saved', text });
