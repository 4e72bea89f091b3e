/** The wire shapes of the calls about the visitor's browser: where it is (geolocation) and what went wrong in it (error reports). */

/** GET /other/api/geo (docs/api/client.md). */
export interface GeoInfo {
  timezone: string;
  ip: string;
  /** Minutes east of UTC. */
  offset: number;
  currency: string;
}

/** POST /other/api/client-errors. */
export type ErrorKind = 'error' | 'unhandledrejection' | 'render' | 'api';

export interface ErrorReport {
  kind: ErrorKind;
  message: string;
  stack?: string;
  /** The site path the user was on. */
  url: string;
  /** For API errors: the call and its status. */
  apiPath?: string;
  status?: number;
}
