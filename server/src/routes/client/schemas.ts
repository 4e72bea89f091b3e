/** Request and response schemas of the client area (geolocation, browser error reports). */
import { Type, type TSchema } from '@sinclair/typebox';
import { ApiHeaders, Envelope, errorResponses, Page, PageQuery } from '../../../../contracts/schemas/common.ts';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The schema of a route of this area: tags, headers and the envelope answers. */
export function route<D extends TSchema, E extends object>(summary: string, data: D, extra: E) {
  return { tags: ['client'], summary, headers: ApiHeaders, ...extra, response: { 200: Envelope(data), ...errorResponses } };
}

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

export const ClientErrorKind = Type.Union(
  [Type.Literal('error'), Type.Literal('unhandledrejection'), Type.Literal('render'), Type.Literal('api')],
  { description: 'error (window.onerror), unhandledrejection, render (React error boundary) or api (a failed call).' },
);

export const ClientErrorBody = Type.Object({
  kind: ClientErrorKind,
  message: Type.String({ minLength: 1, maxLength: 4000 }),
  stack: Type.Optional(Type.String({ maxLength: 8000 })),
  url: Type.String({ minLength: 1, maxLength: 500, description: 'The site path or URL the user was on; stored as text, never fetched.' }),
  apiPath: Type.Optional(Type.String({ maxLength: 300, description: 'For api reports: the call that failed.' })),
  status: Type.Optional(Type.Integer({ minimum: 100, maximum: 599, description: 'For api reports: the HTTP status.' })),
});

export const ClientErrorCreated = Type.Object({ id: Type.Integer({ minimum: 1 }) });

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

export const ClientErrorQuery = Type.Composite([
  Type.Object({ kind: Type.Optional(ClientErrorKind) }),
  PageQuery(),
]);

export const ClientErrorPage = Page(ClientErrorReport);
