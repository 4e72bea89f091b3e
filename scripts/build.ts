/**
 * npm run build
 *
 * One production build with one build id: generates BUILD_ID (ISO time + short random suffix, or
 * takes BUILD_ID from the environment), then runs, stopping at the first failure:
 *   1. i18n:compile      locales/*.json → src/generated/messages/
 *   2. panda codegen     styled-system/
 *   3. vite build        dist/ (vite.config.ts bakes BUILD_ID in as __BUILD_ID__)
 *   4. build info        dist/build-info.json with the same BUILD_ID
 *   5. route chunks      dist/.vite/route-chunks.json: each route's page chunk and imports (scripts/route-chunks.ts)
 *   6. static frame      dist/.vite/static-frame.json: the page's first paint, for the server to fill (scripts/static-frame.ts)
 *   7. compression       a .br and a .gz beside every text asset over 1 KB (scripts/compress-dist.ts)
 */
import { randomBytes } from 'node:crypto';
import { bin, run, tsxArgs } from './lib/run.ts';
import { compressDist } from './compress-dist.ts';
import { writeStaticFrame } from './static-frame.ts';
import { writeBuildInfo } from './write-build-info.ts';
import { writeRouteChunks } from './route-chunks.ts';

const buildId = process.env.BUILD_ID || `${new Date().toISOString()}-${randomBytes(3).toString('hex')}`;
const env = { ...process.env, BUILD_ID: buildId };
console.log(`build: BUILD_ID=${buildId}`);

run('i18n:compile', process.execPath, tsxArgs('scripts/compile-messages.ts'), { env });
run('panda codegen', bin('panda'), ['codegen', '--silent'], { env });
run('vite build', bin('vite'), ['build'], { env });
try {
  writeBuildInfo(buildId);
  console.log('✓ dist/build-info.json');
} catch (error) {
  console.error(`✗ build info: ${(error as Error).message}`);
  process.exit(1);
}
try {
  const { routes, missing } = writeRouteChunks();
  console.log(`✓ dist/.vite/route-chunks.json (${routes} routes)`);
  if (missing.length) console.warn(`  no chunk in the manifest for ${missing.join(', ')}`);
} catch (error) {
  console.error(`✗ route chunks: ${(error as Error).message}`);
  process.exit(1);
}
try {
  await writeStaticFrame();
  console.log('✓ dist/.vite/static-frame.json');
} catch (error) {
  console.error(`✗ static frame: ${(error as Error).message}`);
  process.exit(1);
}
try {
  const totals = await compressDist();
  console.log(`✓ ${totals.files} assets precompressed (${Math.round(totals.raw / 1000)} kB → br ${Math.round(totals.br / 1000)} kB, gz ${Math.round(totals.gz / 1000)} kB)`);
} catch (error) {
  console.error(`✗ compression: ${(error as Error).message}`);
  process.exit(1);
}
