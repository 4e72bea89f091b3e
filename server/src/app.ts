/** The Fastify app, composed of plugins; `inject()` it in tests, `listen()` it in server.ts. */
import type { PGlite } from '@electric-sql/pglite';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseSource } from './db/connect.ts';
import db from './plugins/db.ts';
import envelope, { clientErrorHandler } from './plugins/envelope.ts';
import security from './plugins/security.ts';
import spa from './plugins/spa.ts';
import validation from './plugins/validation.ts';
import { healthRoutes } from './routes/health.ts';
import { shellRoutes } from './routes/shell/shell-routes.ts';

/** Largest request body accepted (1 MiB); larger ones get a 413. */
export const BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  /** A PGlite the caller owns, e.g. `new PGlite()` in memory for tests; it wins over DATABASE_URL and DATA_DIR. */
  pglite?: PGlite;
  /** Fastify logger options; by default JSON logs at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
}

function databaseSource({ config, pglite }: BuildAppOptions): DatabaseSource {
  if (pglite) return { kind: 'pglite', client: pglite };
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  return { kind: 'pglite-files', dataDir: config.dataDir };
}

export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(validation);
  await app.register(envelope);
  await app.register(security, { allowedOrigins: config.allowedOrigins });
  await app.register(db, { source: databaseSource(options) });
  await app.register(healthRoutes);
  await app.register(shellRoutes);
  await app.register(spa, { staticDir: config.staticDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
