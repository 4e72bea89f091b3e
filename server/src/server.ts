/** Entry point: `node --import tsx server/src/server.ts`. Listens on HOST:PORT and closes cleanly on SIGINT/SIGTERM. */
import { buildApp, type App } from './app.ts';
import { describeDelivery } from './delivery/delivery.ts';
import { clockDate, startClock } from './clock.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';

/** Longest wait for open requests and the database to close before exiting anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** The message of an error and of its causes ('Failed query: ...: connect ECONNREFUSED ...'). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const own = error.message.split('\n')[0] ?? '';
  return error.cause === undefined ? own : `${own}: ${describe(error.cause)}`;
}

async function build(config: Config): Promise<App> {
  try {
    return await buildApp({ config });
  } catch (error) {
    process.stderr.write(`Could not start the server: ${describe(error)}\n`);
    process.exit(1);
  }
}

const config = readConfig();
// Before anything reads the time: the seed and "today" follow the chosen instant.
if (config.clock) startClock(config.clock);
const app = await build(config);
if (config.clock) app.log.warn(`The clock does not follow real time: it is ${clockDate().toISOString()} for this server`);

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', (signal) => void shutdown(signal));
process.once('SIGTERM', (signal) => void shutdown(signal));

try {
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Site ready at ${address}; ${describeDelivery(app.delivery, `${address}/dev/mailbox`)}`);
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  await app.close();
  process.exit(1);
}
