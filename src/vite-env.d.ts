/// <reference types="vite/client" />

declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_INSPECT?: string;
  /** Sentry DSN: when set, errors are reported to Sentry instead of the server's own store. */
  readonly VITE_SENTRY_DSN?: string;
  /** A geolocation service answering { ip, timezone, offset, currency }; default the server's /other/api/geo. */
  readonly VITE_GEO_URL?: string;
}
