/** The Fastify app, composed of plugins; `inject()` it in tests, `listen()` it in server.ts. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { isLoopbackHost, type Config } from './config.ts';
import delivery from './plugins/delivery.ts';
import type { DatabaseSource } from './db/connect.ts';
import db from './plugins/db.ts';
import compression from './plugins/compression.ts';
import rasterImages from './plugins/raster-images.ts';
import pictureLanguage from './plugins/picture-language.ts';
import envelope, { clientErrorHandler, frameworkErrorHandler } from './plugins/envelope.ts';
import security from './plugins/security.ts';
import spa from './plugins/spa.ts';
import auth from './plugins/auth.ts';
import openapi from './plugins/openapi.ts';
import rateLimit from './plugins/rate-limit.ts';
import validation from './plugins/validation.ts';
import { healthRoutes } from './routes/health.ts';
import { testClockRoutes } from './routes/test-clock.ts';
import { shellRoutes } from './routes/shell/routes.ts';
import { usersRoutes } from './routes/account/index.ts';
import { referralRoutes } from './routes/referral/routes.ts';
import { rewardsRoutes } from './routes/rewards/routes.ts';
import { commentatorRoutes } from './routes/commentators/routes.ts';
import { sportsRoutes } from './routes/sports/index.ts';
import { liveRoutes } from './routes/live/index.ts';
import { shortVideosRoutes } from './routes/short-videos/index.ts';
import { contentRoutes } from './routes/content/index.ts';
import { changelogRoutes } from './routes/info/routes.ts';
import { mediaRoutes } from './routes/media/index.ts';
import { filmsRoutes } from './routes/films/index.ts';
import { tvRoutes } from './routes/tv/routes.ts';
import { musicAreaRoutes } from './routes/music/index.ts';
import { gameRoutes } from './routes/games/routes.ts';
import { newsRoutes } from './routes/news/routes.ts';
import { highlightRoutes } from './routes/highlights/routes.ts';
import { comicsRoutes } from './routes/comics/index.ts';
import { promotionRoutes } from './routes/promotions/routes.ts';
import { communityRoutes } from './routes/community/index.ts';
import { clientRoutes } from './routes/client/index.ts';
import { hlsRoutes } from './media/hls-routes.ts';
import chatGateway from './chat/gateway.ts';
import sportsFeed from './sports/feed/plugin.ts';
import type { FeedSource } from './sports/feed/api-football.ts';
import scoresPush from './scores/plugin.ts';
import inboxPush from './inbox/plugin.ts';
import { sitemapRoutes } from './pages/sitemap.ts';
import uploads from './uploads/plugin.ts';

/** Largest request body accepted (1 MiB); larger ones get a 413. */
export const BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  /** A database the caller chooses (tests: in-memory PGlite or a scratch PostgreSQL database); wins over DATABASE_URL and DATA_DIR. */
  database?: DatabaseSource;
  /** Fastify logger options; by default JSON logs at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** The real feed's answers (tests: recorded ones); by default the provider SPORTS_FEED names. */
  feedSource?: FeedSource;
}

function databaseSource({ config, database }: BuildAppOptions): DatabaseSource {
  if (database) return database;
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  return { kind: 'pglite-files', dataDir: config.dataDir };
}

/** A line for every request only at LOG_LEVEL=debug or trace; failed requests and errors at any level, as Fastify logs them. */
class QuietRequestLog extends LogController {
  override incomingRequest(request: Parameters<LogController['incomingRequest']>[0]): void {
    request.log.debug({ req: request }, 'incoming request');
  }
  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    const [error, , reply] = args;
    if (error) super.requestCompleted(...args);
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    logController: new QuietRequestLog(),
    bodyLimit: BODY_LIMIT,
    // The first start migrates and seeds the whole catalogue, which can take a while on PGlite; the
    // synthetic board of SEED_SCALE (a benchmark's) takes minutes more on a busy machine.
    pluginTimeout: config.seedScale ? 0 : 5 * 60_000,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    // Slugs of long Vietnamese titles are long; longer parameters get a 414 in the envelope.
    routerOptions: { maxParamLength: 1000 },
    // X-Forwarded-For / -Proto count only when the direct peer is a proxy TRUST_PROXY names.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of ([] as string[]).concat(route.method)) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
  await app.register(validation);
  await app.register(envelope);
  await app.register(pictureLanguage);
  // Before compression: its onSend hook must see the picture it sends.
  await app.register(rasterImages);
  await app.register(compression);
  await app.register(security, { allowedOrigins: config.allowedOrigins });
  await app.register(db, { source: databaseSource(options) });
  await app.register(delivery);
  await app.register(auth, { secret: config.authSecret ?? undefined });
  await app.register(rateLimit, { readsPerMinute: config.rateLimitReads, authPerMinute: config.rateLimitAuth, filesPerMinute: config.rateLimitFiles });
  await app.register(openapi);
  await app.register(uploads);
  await app.register(healthRoutes);
  if (config.testClockControl) await app.register(testClockRoutes);
  await app.register(shellRoutes);
  await app.register(usersRoutes);
  await app.register(referralRoutes);
  await app.register(rewardsRoutes);
  await app.register(commentatorRoutes);
  await app.register(sportsRoutes);
  await app.register(liveRoutes);
  await app.register(shortVideosRoutes);
  await app.register(contentRoutes);
  await app.register(changelogRoutes);
  await app.register(mediaRoutes);
  await app.register(filmsRoutes);
  await app.register(tvRoutes);
  await app.register(musicAreaRoutes);
  await app.register(gameRoutes);
  await app.register(newsRoutes);
  await app.register(highlightRoutes);
  await app.register(comicsRoutes);
  await app.register(promotionRoutes);
  await app.register(communityRoutes);
  await app.register(clientRoutes);
  await app.register(hlsRoutes);
  await app.register(chatGateway, {
    allowedOrigins: config.allowedOrigins,
    redisUrl: config.redisUrl ?? null,
    localOrigins: isLoopbackHost(config.host),
    trustProxy: config.trustProxy,
    socketsPerAddress: config.chatSocketsPerAddress,
    socketsPerMember: config.chatSocketsPerMember,
  });
  await app.register(scoresPush);
  await app.register(sportsFeed, { feed: config.sportsFeed, ...(options.feedSource ? { source: options.feedSource } : {}) });
  await app.register(inboxPush);
  await app.register(sitemapRoutes);
  await app.register(spa, { staticDir: config.staticDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration the app was built with. */
    config: Config;
    /** Every route of the app, as registered (for the OpenAPI completeness test and the fuzz test). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}
