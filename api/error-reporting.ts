/**
 * Error reporting (SPEC §8: 500s and uncaught errors are reported). To Sentry through
 * @sentry/react when VITE_SENTRY_DSN is set (loaded only then), otherwise to the server's own
 * store (POST /other/api/client-errors). Off the user's path: a failed report never breaks the page.
 */
import { DEFAULT_LOCALE } from '../contracts/constants';
import { COOKIE } from '../contracts/constants';
import { readCookie } from './cookies';
import type { ClientErrorBody, ClientErrorKind } from '../contracts/schemas/client';

export const CLIENT_ERRORS_PATH = '/other/api/client-errors';
const MAX_TEXT = 4000;
/** At most this many reports per page load: a loop of errors must not flood the server. */
const MAX_REPORTS_PER_PAGE = 20;
let sent = 0;

export function toReport(kind: ClientErrorKind, error: unknown, url: string, extra: Partial<ClientErrorBody> = {}): ClientErrorBody {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : JSON.stringify(error) ?? String(error);
  const stack = error instanceof Error && error.stack ? error.stack.slice(0, MAX_TEXT) : undefined;
  return { kind, message: (message || 'Unknown error').slice(0, MAX_TEXT), url: url.slice(0, 500), ...(stack ? { stack } : {}), ...extra };
}

async function toSentry(dsn: string, report: ClientErrorBody, error: unknown): Promise<void> {
  const Sentry = await import('@sentry/react');
  if (!Sentry.getClient()) Sentry.init({ dsn });
  Sentry.captureException(error instanceof Error ? error : new Error(report.message), { extra: { ...report } });
}

async function toServer(report: ClientErrorBody): Promise<void> {
  const language = readCookie(COOKIE.language) ?? DEFAULT_LOCALE;
  await fetch(`${import.meta.env.VITE_API_BASE ?? ''}${CLIENT_ERRORS_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-language': language, 'X-Client-Type': 'web' },
    body: JSON.stringify(report),
    keepalive: true,
  });
}

export function reportError(report: ClientErrorBody, error: unknown = undefined): void {
  if (sent >= MAX_REPORTS_PER_PAGE) return;
  sent++;
  const dsn = import.meta.env.VITE_SENTRY_DSN;
  const delivery = dsn ? toSentry(dsn, report, error) : toServer(report);
  delivery.catch(() => {
    // Reporting is best effort: the page goes on.
  });
}
