/**
 * A real feed beside the simulation when SPORTS_FEED is set (config.ts `sportsFeed`): its runner
 * starts with the server and stops with it, and each fixture it changes is forgotten by the match
 * centre's cache. Without the setting the simulated world is the only one, and the log says so once.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SportsFeedConfig } from '../../config.ts';
import { forgetMatch } from '../../routes/match/match-centre.ts';
import { ApiFootball, type FeedSource } from './api-football.ts';
import { FeedRunner } from './runner.ts';

export interface SportsFeedOptions {
  feed: SportsFeedConfig | undefined;
  /** Tests give recorded answers instead of the provider. */
  source?: FeedSource;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The real feed's runner, null when the simulation is the only source. */
    sportsFeed: FeedRunner | null;
  }
}

async function sportsFeed(app: FastifyInstance, options: SportsFeedOptions): Promise<void> {
  const log = app.log.child({ area: 'sports-feed' });
  const { feed } = options;
  if (!feed) {
    app.decorate('sportsFeed', null);
    return;
  }
  const source = options.source ?? new ApiFootball(feed.url, feed.key);
  const runner = new FeedRunner({
    db: app.db,
    source,
    leagues: feed.leagues,
    bus: app.chat.bus,
    log,
    onChanged: (ids) => {
      for (const id of ids) forgetMatch(app.db, id);
    },
  });
  app.decorate('sportsFeed', runner);
  app.addHook('onReady', async () => {
    log.info({ provider: feed.provider, leagues: feed.leagues.map((l) => `${l.id}:${l.season}`) }, 'sports feed: reading the provider beside the simulation');
    runner.start();
  });
  app.addHook('preClose', () => runner.stop());
}

export default fp(sportsFeed, { name: 'sports-feed', fastify: '5.x', dependencies: ['db', 'chat'] });
