/**
 * The Redis tests' fixture: two app instances listening on one Redis and one database (in this
 * process), on the suite's clock, made before the file's tests; the sockets a test opens are put in
 * `clients` and closed with the instances after the file's tests.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { buildApp, type App } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { startClock } from '../../../src/clock.ts';
import { makeStaticDir, makeTestDatabase, type TestDatabase } from '../../test-app.ts';
import type { ChatClient } from '../chat-client.ts';

export interface TwoInstances {
  /** The instances (a test may close one and take it out). */
  apps: App[];
  /** Their ws://127.0.0.1:<port>/websocket addresses, in the same order. */
  urls: string[];
  clients: ChatClient[];
}

export function twoInstances(env: Record<string, string> = {}): TwoInstances {
  const redisUrl = process.env.TEST_REDIS_URL!;
  const instances: TwoInstances = { apps: [], urls: [], clients: [] };
  let database: TestDatabase;
  let staticDir: string;
  beforeAll(async () => {
    startClock({ offset: inject('clockOffset') });
    database = await makeTestDatabase();
    staticDir = await makeStaticDir();
    for (let i = 0; i < 2; i++) {
      const config = loadConfig({ STATIC_DIR: staticDir, REDIS_URL: redisUrl, ...env });
      const app = await buildApp({ config, database: database.source, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      instances.apps.push(app);
      instances.urls.push(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/websocket`);
    }
  });
  afterAll(async () => {
    await Promise.all(instances.clients.splice(0).map((c) => c.close()));
    for (const app of instances.apps.reverse()) await app.close();
    await database.drop();
    await rm(staticDir, { recursive: true, force: true });
  });
  return instances;
}
