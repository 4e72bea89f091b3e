import { fromCallback } from 'xstate';
import { appMachine } from './app.machine';
import { layoutMachine } from '../layout/layout.machine';
import { localeMachine } from '../locale/locale.machine';
import { chunkReloadMachine, type ChunkReloadEvent } from '../chunk-reload/chunk-reload.machine';
import { buildWatcherMachine } from '../build-watcher/build-watcher.machine';
import { shellMachine } from '../shell/shell.machine';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import type { ShellData } from '../shell/shell.actors';
import type { LayoutEvent } from '../layout/layout.machine';
import type { Locale } from '../constants';

/** The root machine with every side effect replaced by a fake the test controls or counts. */
export function appWithFakes() {
  const messages = controllablePromiseActor<Record<string, unknown>, { locale: Locale }>();
  const shellData = controllablePromiseActor<ShellData, void>();
  const latestBuild = controllablePromiseActor<string, void>();
  const effects = { cookies: 0, chunkReloads: 0, buildReloads: 0 };
  const app = appMachine.provide({
    actors: {
      layout: layoutMachine.provide({ actors: { viewport: fromCallback<LayoutEvent>(() => () => {}) } }),
      locale: localeMachine.provide({ actors: { loadMessages: messages.logic }, actions: { persistLocale: () => void effects.cookies++ } }),
      chunkReload: chunkReloadMachine.provide({
        actors: { preloadErrors: fromCallback<ChunkReloadEvent>(() => () => {}) },
        guards: { mayReload: () => true },
        actions: { recordReload: () => {}, reloadPage: () => void effects.chunkReloads++ },
      }),
      buildWatcher: buildWatcherMachine.provide({
        actors: { fetchLatestBuild: latestBuild.logic },
        actions: { reloadPage: () => void effects.buildReloads++ },
      }),
      shell: shellMachine.provide({ actors: { fetchShellData: shellData.logic } }),
    },
  });
  return { app, messages, shellData, latestBuild, effects };
}

