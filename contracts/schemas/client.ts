/**
 * The client area's calls (docs/api/client.md): where the visitor's browser is (GET /other/api/geo)
 * and what went wrong in it (POST and GET /other/api/client-errors).
 */
import { Type, type Static } from '@sinclair/typebox';
import { ApiHeaders, Nullable, PageQuery } from './common.ts';

// Geolocation

export const GeoHeaders = Type.Composite([
  ApiHeaders,
  Type.Object({
    'accept-language': Type.Optional(
      Type.String({ description: 'The browser’s languages; its first region (vi-VN → VN), else language (vi → VN), gives the country.' }),
    ),
  }),
]);

export const Geo = Type.Object({
  ip: Type.String({ description: 'The caller’s address as the server sees it.' }),
  country: Type.String({ description: 'ISO 3166 alpha-2 code, from Accept-Language (no GeoIP); VN by default.' }),
  timezone: Type.String({ description: 'IANA time zone of the country; Asia/Bangkok for a country outside the table.' }),
  offset: Type.Integer({ description: 'Minutes east of UTC of `timezone` now (DST-correct), e.g. 420 for Asia/Ho_Chi_Minh.' }),
  currency: Type.String({ description: 'ISO 4217 code of the country; VND for a country outside the table.' }),
});
export type Geo = Static<typeof Geo>;

/**
 * What the SPA keeps of a geolocation answer (its timezone, ip, offset and currency cookies): the
 * service may be another one (VITE_GEO_URL), which need not tell the country.
 */
export type GeoInfo = Omit<Geo, 'country'>;

// Error reports

export const ClientErrorKind = Type.Union(
  [Type.Literal('error'), Type.Literal('unhandledrejection'), Type.Literal('render'), Type.Literal('api')],
  { description: 'error (window.onerror), unhandledrejection, render (React error boundary) or api (a failed call).' },
);
export type ClientErrorKind = Static<typeof ClientErrorKind>;

/** An error report of the browser (the body of POST /other/api/client-errors). */
export const ClientErrorBody = Type.Object({
  kind: ClientErrorKind,
  message: Type.String({ minLength: 1, maxLength: 4000 }),
  stack: Type.Optional(Type.String({ maxLength: 8000 })),
  url: Type.String({ minLength: 1, maxLength: 500, description: 'The site path or URL the user was on; stored as text, never fetched.' }),
  apiPath: Type.Optional(Type.String({ maxLength: 300, description: 'For api reports: the call that failed.' })),
  status: Type.Optional(Type.Integer({ minimum: 100, maximum: 599, description: 'For api reports: the HTTP status.' })),
});
export type ClientErrorBody = Static<typeof ClientErrorBody>;

export const ClientErrorCreated = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type ClientErrorCreated = Static<typeof ClientErrorCreated>;

/** A stored report, as staff read it. */
export const ClientErrorReport = Type.Object({
  id: Type.Integer(),
  kind: ClientErrorKind,
  message: Type.String(),
  stack: Nullable(Type.String()),
  url: Type.String(),
  apiPath: Nullable(Type.String()),
  status: Nullable(Type.Integer()),
  userAgent: Nullable(Type.String({ description: 'The User-Agent header, cut to 500 characters.' })),
  userId: Nullable(Type.Integer({ description: 'The member who reported it, if any.' })),
  guestId: Nullable(Type.String({ description: 'The guest who reported it, if any.' })),
  ip: Type.String(),
  createdAt: Type.String({ description: 'ISO time (UTC).' }),
});
export type ClientErrorReport = Static<typeof ClientErrorReport>;

export const ClientErrorQuery = Type.Composite([Type.Object({ kind: Type.Optional(ClientErrorKind) }), PageQuery()]);
export type ClientErrorQuery = Static<typeof ClientErrorQuery>;
