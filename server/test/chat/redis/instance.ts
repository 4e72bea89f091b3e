/** One app instance as a child process for the fault test: prints `ready <port>` once listening. */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';

const app = await buildApp({ config: loadConfig(process.env), logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`ready ${(app.server.address() as AddressInfo).port}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
