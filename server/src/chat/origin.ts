/**
 * The Origin check of a WebSocket upgrade: ALLOWED_ORIGINS, the server's own origin (the Origin's
 * host is the Host header), and, only while the server itself listens on loopback (`localOrigins`),
 * http(s)://localhost / 127.0.0.1 / [::1] on any port (the developer's Vite server). A request
 * without Origin does not come from a browser page (which always sends one) and is let through.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isAllowedOrigin(origin: string | undefined, host: string | undefined, allowed: readonly string[], localOrigins: boolean): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (allowed.includes(url.origin)) return true;
  if (localOrigins && LOCAL_HOSTS.has(url.hostname)) return true;
  return host !== undefined && url.host === host.toLowerCase();
}
