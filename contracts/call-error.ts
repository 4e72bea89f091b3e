/**
 * How a failed call looks everywhere: the API layer rejects with an ApiFailure (status 0 when the
 * network failed, else the HTTP status, and the server's localized message); machines keep it as a
 * plain CallError in their context, and views show its message.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** A failed call as a machine keeps it. */
export interface CallError {
  status: number;
  message: string;
}

/** The CallError of whatever an actor rejected with. */
export function callError(error: unknown): CallError {
  if (error instanceof ApiFailure) return { status: error.status, message: error.message };
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}
