/** Opens the database, applies the migrations and the seed, and closes it with the app. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseSource, type Db } from '../db/connect.ts';
import { seed } from '../db/seed.ts';
import { clockDate } from '../clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export interface DbOptions {
  source: DatabaseSource;
}

async function db(app: FastifyInstance, options: DbOptions): Promise<void> {
  const database = await openDatabase(options.source, (error) => app.log.error({ err: error }, 'database pool error'));
  try {
    await database.migrate();
    await seed(database.db, { now: clockDate(), ...(app.config.seedScale ? { scale: app.config.seedScale } : {}) });
  } catch (error) {
    await database.close();
    throw error;
  }
  app.log.info({ driver: database.driver }, 'database ready');
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', () => database.close());
}

export default fp(db, { name: 'db', fastify: '5.x' });
