import { sendTo, setup, type AnyActorRef } from 'xstate';
import { layoutMachine, type LayoutEvent } from '../layout/layout.machine';
import { localeMachine, type LocaleEvent } from '../locale/locale.machine';
import { toastMachine, type ToastEvent } from '../toast/toast.machine';
import { loadingMachine, type LoadingEvent } from '../loading/loading.machine';
import { chunkReloadMachine } from '../chunk-reload/chunk-reload.machine';
import { buildWatcherMachine } from '../build-watcher/build-watcher.machine';
import { shellMachine } from '../shell/shell.machine';
import type { Locale } from '../constants';

export interface AppInput {
  width: number;
  locale: Locale;
  /** The running build's id; empty in development, where builds are not watched. */
  buildId: string;
}

export type AppEvent =
  | Exclude<LayoutEvent, { type: 'layout.resized' }>
  | LocaleEvent
  | { type: 'locale.changed'; locale: Locale }
  | Exclude<ToastEvent, { type: 'toast.expired' }>
  | LoadingEvent
  | { type: 'route.navigated'; path: string }
  | { type: 'chunk.failed'; path: string }
  | { type: 'shell.retry' };

/** Machines whose state carries this tag hold something a reload would destroy (a playing stream, a half-typed message). */
export const BLOCKS_RELOAD_TAG = 'blocksReload';
const RELOAD_BLOCKERS = ['player', 'chat-composer'] as const;

function reloadWouldHurt(system: { get(id: string): AnyActorRef | undefined }): boolean {
  return RELOAD_BLOCKERS.some((id) => system.get(id)?.getSnapshot().hasTag(BLOCKS_RELOAD_TAG) === true);
}

/** The root actor: spawns the shell's machines (each under its systemId) and routes view events to them. */
export const appMachine = setup({
  types: {
    context: {} as AppInput,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    layout: layoutMachine,
    locale: localeMachine,
    toast: toastMachine,
    loading: loadingMachine,
    chunkReload: chunkReloadMachine,
    buildWatcher: buildWatcherMachine,
    shell: shellMachine,
  },
  actions: {
    forwardToLayout: sendTo('layout', ({ event }) => event),
    forwardToLocale: sendTo('locale', ({ event }) => event),
    forwardToToast: sendTo('toast', ({ event }) => event),
    forwardToLoading: sendTo('loading', ({ event }) => event),
    forwardToShell: sendTo('shell', ({ event }) => event),
    forwardToChunkReload: sendTo('chunk-reload', ({ event }) => event),
    forwardToBuildWatcher: sendTo('build-watcher', ({ event, system }) => ({ ...event, busy: reloadWouldHurt(system) })),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => input,
  invoke: [
    { id: 'layout', systemId: 'layout', src: 'layout', input: ({ context }) => ({ width: context.width }) },
    { id: 'locale', systemId: 'locale', src: 'locale', input: ({ context }) => ({ locale: context.locale }) },
    { id: 'toast', systemId: 'toast', src: 'toast' },
    { id: 'loading', systemId: 'loading', src: 'loading' },
    { id: 'chunk-reload', systemId: 'chunk-reload', src: 'chunkReload' },
    { id: 'build-watcher', systemId: 'build-watcher', src: 'buildWatcher', input: ({ context }) => ({ buildId: context.buildId }) },
    { id: 'shell', systemId: 'shell', src: 'shell' },
  ],
  on: {
    'room.toggleTheater': { actions: 'forwardToLayout' },
    'locale.change': { actions: 'forwardToLocale' },
    'locale.retry': { actions: 'forwardToLocale' },
    'locale.changed': { actions: 'forwardToShell' },
    'toast.show': { actions: 'forwardToToast' },
    'toast.dismiss': { actions: 'forwardToToast' },
    'loading.start': { actions: 'forwardToLoading' },
    'loading.end': { actions: 'forwardToLoading' },
    'shell.retry': { actions: 'forwardToShell' },
    'chunk.failed': { actions: 'forwardToChunkReload' },
    'route.navigated': { actions: ['forwardToChunkReload', 'forwardToBuildWatcher'] },
  },
});
