/**
 * Which server test files the PostgreSQL pass runs (npm run test:pg). The whole server suite runs
 * on the embedded PGlite; the second pass, on a PostgreSQL server, covers what can differ between
 * the two databases: the migrations, the seeds (the scale seed too), every module that reads or
 * writes the database (through the route tests of its area and the page heads that query it),
 * transactions, locks and concurrent writes (chat offsets, check-ins, settlement, sessions), and the
 * full-text and trigram searches. What does not depend on the database (pure functions, HTTP
 * plumbing, headers, HLS, configuration, the OpenAPI document, the fuzzing of malformed requests)
 * runs once. Every server test file is named here one way or the other, so a new one needs a
 * decision (scripts/postgres-pass.test.ts checks it).
 */

/** Folders (with a trailing slash) and files of server/test whose tests run on PostgreSQL too. */
export const POSTGRES_PASS: readonly string[] = [
  // Migrations and the seeds.
  'db/',
  'chat/seed.test.ts',
  // Every area's routes: the query modules beside them, searches, writes in transactions, and the
  // health check's answer when the database does not answer.
  'routes/',
  // The chat's store: offsets allocated under concurrent sends, history and resume, an outage.
  'chat/storage.test.ts',
  'chat/messaging.test.ts',
  'chat/gateway.test.ts',
  'inbox/',
  // Sessions, lock-outs and password changes in their tables; the token check reads them.
  'security/sessions.test.ts',
  'security/passwords.test.ts',
  // Sign-in by phone, e-mail or username (lower() lookups), the usernames a member may take.
  'security/identity-abuse.test.ts',
  // Private groups' visibility in SQL, zone changes and referral credit under row locks.
  'security/access-abuse.test.ts',
  'plugins/auth.test.ts',
  // The daily upload quota summed from member_uploads, and pictures checked for their uploader.
  'security/uploads-abuse.test.ts',
  // The match window the score push reads, and tip settlement when a match ends.
  'scores/push.test.ts',
  'sports/settlement.test.ts',
  // Page heads, previews and the sitemap query the database for their titles and lists.
  'pages/',
];

/** Files that run once, on PGlite, and why. */
export const PGLITE_ONLY: Readonly<Record<string, string>> = {
  'chat/filters.test.ts': 'pure text filters',
  'chat/pace.test.ts': 'pure pacing',
  'chat/ping-rounds.test.ts': 'pure spreading of the keepalive pings',
  'chat/rate-limit-switch.test.ts': 'configuration',
  'clock.test.ts': 'the clock and calendar arithmetic',
  'config.test.ts': 'configuration',
  'escape.test.ts': 'pure escaping of markup',
  'i18n.test.ts': 'message texts, no database',
  'fuzz.test.ts': 'malformed requests refused before any query',
  'openapi.test.ts': 'the OpenAPI document',
  'api-reference.test.ts': 'docs/api/reference written from the OpenAPI document',
  'endpoints.test.ts': 'the endpoint table against the routes the app registers',
  'uploads/file-size.test.ts': 'the size limit of an upload part, no database',
  'media/byte-range.test.ts': 'byte ranges of files',
  'media/hls.test.ts': 'the HLS origin (generated segments)',
  'pages/public-url.test.ts': 'the public address of pages (HTTP only)',
  'plugins/compression.test.ts': 'HTTP compression',
  'plugins/envelope.test.ts': 'the envelope and validation, before any query',
  'plugins/raster-images.test.ts': 'image conversion',
  'plugins/rate-limit.test.ts': 'in-memory rate limits',
  'plugins/security.test.ts': 'security headers and CORS',
  'plugins/spa.test.ts': 'serving the built SPA',
  'routes/client/geo.test.ts': 'geolocation from headers',
  'routes/info/changelog.test.ts': 'the CHANGELOG.md file',
  'sports/feed/feed.test.ts': 'the feed\'s parsing and import through upserts and queries the sports route tests already run on PostgreSQL',
  'routes/sports/season-month.test.ts': 'a simulated month over the queries the route tests already run on PostgreSQL',
  'scores/timeline.test.ts': 'pure change points of the match clock',
  'security/delivery.test.ts': 'SMTP and SMS transports (the codes table: routes/account/codes.test.ts)',
  'security/rate-limit.test.ts': 'in-memory rate limits',
  'security/socket.test.ts': 'socket origins and caps',
  'security/socket-sessions.test.ts': 'ended sessions reaching open sockets (the session tables: security/sessions.test.ts)',
  'security/test-clock.test.ts': 'the test clock control',
  'sports/momentum.test.ts': 'pure match figures',
  'sports/odds.test.ts': 'pure odds',
  'sports/pitch-and-odds.test.ts': 'pure pitch positions and odds',
  'sports/season-calendar.test.ts': 'pure calendar of the season',
  'sports/tip-texts.test.ts': 'pure tip texts',
  'sports/win-probability.test.ts': 'pure probabilities',
  'uploads/poster.test.ts': 'pure poster choice',
  'art/pictures.test.ts': 'pure picture generators and text fitting (the routes drawing from the data: routes/media/pictures.test.ts)',
};

/** Whether a server test file (its path under server/test/) is in the PostgreSQL pass. */
export function inPostgresPass(file: string): boolean {
  if (file in PGLITE_ONLY) return false;
  return POSTGRES_PASS.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
}
