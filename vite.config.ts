import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { messageChunks } from './scripts/vite-message-chunks.ts';
import { schemaStubs } from './scripts/vite-schema-stubs.ts';
import { staticCss } from './scripts/vite-static-css.ts';

const apiTarget = `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? 8080}`;
const proxied = ['/live/api', '/other/api', '/al/api', '/api/docs', '/healthz', '/hls', '/media', '/dev', '/build-info.json', '/games/'];

/** The id of this build; the build watcher compares it with the latest-build file the server serves. */
const buildId = process.env.BUILD_ID ?? new Date().toISOString();

export default defineConfig({
  plugins: [
    schemaStubs(),
    react(),
    messageChunks({ catalogueDir: fileURLToPath(new URL('./src/generated/messages', import.meta.url)) }),
    // Panda's css({...}) with a literal argument runs here, not in the browser at each module's load.
    staticCss({ cssModule: fileURLToPath(new URL('./styled-system/css/css.mjs', import.meta.url)) }),
  ],
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  resolve: {
    alias: {
      // Messages are precompiled to ASTs at build time (npm run i18n:compile): no ICU parser in the browser.
      '@formatjs/icu-messageformat-parser': fileURLToPath(
        new URL('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url),
      ),
      'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
    },
  },
  build: {
    manifest: true,
    // SOURCEMAP=1 npm run build: maps for profiling a production build (never served by default builds).
    sourcemap: process.env.SOURCEMAP === "1",
    target: 'es2022',
    // hls.js (~580 kB minified, ~180 kB gzip) is one library the player loads on demand, never on a
    // first paint: the warning's 500 kB would flag it on every build. bench:bundle watches what pages load.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The plugin-timing note follows the machine's load, not the project: it read like a fault.
      checks: { bundlerTimings: false },
      output: {
        // What every page loads (the entry and all it imports statically) is one chunk: the many
        // small shared chunks the automatic split made each cost a request and their import glue.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: {
      // The development mailbox answers only a request naming the server itself (Host localhost:PORT).
      ...Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: p === '/dev' }])),
      '/websocket': { target: apiTarget.replace('http', 'ws'), ws: true },
    },
  },
});
