import { fromCallback, setup } from 'xstate';
import { mayReloadPath, readRecords, withReload, writeRecords } from './reload-records';

export type ChunkReloadEvent = { type: 'chunk.failed'; path: string } | { type: 'route.navigated'; path: string };

/** Vite reports a failed preload of a lazy chunk's dependencies as 'vite:preloadError'. */
export const preloadErrorListener = fromCallback<ChunkReloadEvent>(({ sendBack }) => {
  const report = () => sendBack({ type: 'chunk.failed', path: window.location.pathname });
  window.addEventListener('vite:preloadError', report);
  return () => window.removeEventListener('vite:preloadError', report);
});

/**
 * The chunk-reload guard: after a script chunk fails to load (usually a deploy removed it),
 * the next navigation reloads the page, at most once per path within 10 s, so it never loops.
 */
export const chunkReloadMachine = setup({
  types: {
    events: {} as ChunkReloadEvent,
  },
  actors: { preloadErrors: preloadErrorListener },
  guards: {
    mayReload: ({ event }) => mayReloadPath(readRecords(sessionStorage), event.path, Date.now()),
  },
  actions: {
    recordReload: ({ event }) => writeRecords(sessionStorage, withReload(readRecords(sessionStorage), event.path, Date.now())),
    reloadPage: () => window.location.reload(),
  },
}).createMachine({
  id: 'chunk-reload',
  invoke: { id: 'preloadErrors', src: 'preloadErrors' },
  initial: 'idle',
  states: {
    idle: {
      on: { 'chunk.failed': 'armed' },
    },
    armed: {
      on: {
        'route.navigated': { guard: 'mayReload', target: 'reloading', actions: ['recordReload', 'reloadPage'] },
      },
    },
    reloading: {},
  },
});
