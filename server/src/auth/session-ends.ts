/**
 * The one place that says a member's sessions ended (routes/account/sessions.ts announces, after the
 * change is committed): logout, a device ended from the account page, a refresh token used twice,
 * or a password change or reset (every session). Whatever holds a member's token beyond one request
 * listens here: the chat gateway closes those sessions' sockets, on every instance (over its bus).
 */
export type SessionEnd =
  /** These sessions of the member ended. */
  | { userId: number; sessionIds: string[] }
  /** Every session the member had ended: tokens carrying a session version below `versionBelow`. */
  | { userId: number; versionBelow: number };

export type SessionEndListener = (end: SessionEnd) => void | Promise<void>;

/** Whether a member token (its user, session and session version) belongs to a session that `end` ended. */
export function isEndedBy(end: SessionEnd, userId: number, sessionId: string, version: number): boolean {
  if (end.userId !== userId) return false;
  return 'sessionIds' in end ? end.sessionIds.includes(sessionId) : version < end.versionBelow;
}

/** A SessionEnd read from another instance (the bus): null unless well formed. */
export function readSessionEnd(value: unknown): SessionEnd | null {
  const end = value as Partial<{ userId: unknown; sessionIds: unknown; versionBelow: unknown }> | null;
  if (!end || !Number.isSafeInteger(end.userId)) return null;
  const userId = end.userId as number;
  if (Array.isArray(end.sessionIds) && end.sessionIds.every((id) => typeof id === 'string')) return { userId, sessionIds: end.sessionIds as string[] };
  if (Number.isSafeInteger(end.versionBelow)) return { userId, versionBelow: end.versionBelow as number };
  return null;
}

export class SessionEnds {
  private readonly listeners = new Set<SessionEndListener>();

  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  /** Listens from now on; returns the function that stops it. */
  listen(listener: SessionEndListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells every listener; resolves once each has acted (a listener's failure is logged, never thrown). */
  async announce(end: SessionEnd): Promise<void> {
    await Promise.all(
      [...this.listeners].map(async (listener) => {
        try {
          await listener(end);
        } catch (error) {
          this.onError(error);
        }
      }),
    );
  }
}
