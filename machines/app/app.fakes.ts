import { fromCallback, fromPromise } from 'xstate';
import { appMachine, type RealtimeLogic } from './app.machine';
import { layoutMachine } from '../layout/layout.machine';
import { localeMachine, type MessageUnit } from '../locale/locale.machine';
import { chunkReloadMachine, type ChunkReloadEvent } from '../chunk-reload/chunk-reload.machine';
import { buildWatcherMachine } from '../build-watcher/build-watcher.machine';
import { shellMachine } from '../shell/shell.machine';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import type { ShellData } from '../shell/shell.actors';
import type { LayoutEvent } from '../layout/layout.machine';
import type { Locale } from '../../contracts/constants';
import { authMachine } from '../auth/auth.machine';
import { geoMachine } from '../geo/geo.machine';
import { liveCountMachine } from '../live-count/live-count.machine';
import type { ApiEvent } from '../../api/events';
import type { Session } from '../../contracts/schemas/users/account';
import { chatSocketMachine } from '../chat-socket/chat-socket.machine';
import { chatComposerMachine } from '../chat-socket/chat-composer.machine';
import type { SocketCommand, SocketEvent, SocketInput } from '../chat-socket/chat-socket.actors';
import { liveScoresMachine } from '../live-scores/live-scores.machine';
import type { PollInput } from '../live-scores/live-scores.actors';
import type { PollResult } from '../live-scores/live-scores.frames';
import { favouritesMachine } from '../favourites/favourites.machine';
import type { SyncInput } from '../favourites/favourites.actors';
import { musicMachine } from '../music/music.machine';
import type { AudioCommand } from '../music/music.actors';
import { notificationsMachine } from '../notifications/notifications.machine';

/** The root machine with every side effect replaced by a fake the test controls or counts. */
export function appWithFakes() {
  const messages = controllablePromiseActor<Record<string, unknown>, { locale: Locale; units: MessageUnit[] }>();
  const shellData = controllablePromiseActor<ShellData, void>();
  const latestBuild = controllablePromiseActor<string, void>();
  const guestLogin = controllablePromiseActor<{ guestToken: string }, unknown>();
  const login = controllablePromiseActor<Session, unknown>();
  const totalLive = controllablePromiseActor<number, void>();
  const scoresPoll = controllablePromiseActor<PollResult, PollInput>();
  /** The realtime machines' code: loads when the test says (`realtime.last().resolve(realtimeLogic)`). */
  const realtime = controllablePromiseActor<RealtimeLogic, unknown>();
  const favourites = {
    load: controllablePromiseActor<number[], unknown>(),
    merge: controllablePromiseActor<number[], { teamIds: number[] }>(),
    sync: controllablePromiseActor<void, SyncInput>(),
  };
  const notifications = {
    unread: controllablePromiseActor<number, unknown>(),
    markRead: controllablePromiseActor<number, { id: number }>(),
    markAllRead: controllablePromiseActor<number, unknown>(),
  };
  /** Reports of the API client, as the listener actor would hand them over. */
  let emitApi: (event: ApiEvent) => void = () => {};
  /** The chat sockets the root opened, each reporting as the test says. */
  const chatSockets: Array<{ input: SocketInput; report: (event: SocketEvent) => void; sent: SocketCommand[] }> = [];
  /** What the music machine told its audio element (there is no <audio> under Node). */
  const audioCommands: AudioCommand[] = [];
  const effects = { cookies: 0, chunkReloads: 0, buildReloads: 0, reports: 0 };
  /** Set to make the notifications' chunk fail to load, as after a deploy removed it. */
  const chunks = { notificationsFail: false };
  /** The music machine a music page mounts (`music.mount`), telling `audioCommands` what it plays. */
  const musicLogic = musicMachine.provide({
    actors: {
      audioElement: fromCallback<AudioCommand>(({ receive }) => {
        receive((command) => audioCommands.push(command));
        return () => {};
      }),
      videoWatcher: fromCallback(() => () => {}),
      recordPlay: fromPromise<void, { songId: number }>(async () => {}),
    },
  });
  const realtimeLogic: RealtimeLogic = {
    chatSocket: chatSocketMachine.provide({
      actors: {
        socket: fromCallback<SocketCommand, SocketInput>(({ input, sendBack, receive }) => {
          const socket = { input, report: (event: SocketEvent) => sendBack(event), sent: [] as SocketCommand[] };
          chatSockets.push(socket);
          receive((command) => socket.sent.push(command));
          return () => {};
        }),
      },
    }),
    chatComposer: chatComposerMachine,
    liveScores: liveScoresMachine.provide({ actors: { pollScores: scoresPoll.logic } }),
  };
  /** Lets the realtime machines' code load (once asked for), and its callbacks run. */
  const loadRealtime = async () => {
    realtime.last().resolve(realtimeLogic);
    await new Promise((resolve) => setImmediate(resolve));
  };
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
      auth: authMachine.provide({
        actors: {
          guestLogin: guestLogin.logic,
          login: login.logic as never,
          restoreSession: controllablePromiseActor<Session, unknown>().logic as never,
          logout: controllablePromiseActor<{ done: true }, unknown>().logic as never,
          guestInfo: controllablePromiseActor<{ guestId: string }, unknown>().logic,
        },
        actions: { storeGuestToken: () => {}, storeSession: () => {}, clearTokens: () => {}, holdCalls: () => {}, releaseWaitingCalls: () => {}, forgetMemberHint: () => {} },
      }),
      geo: geoMachine.provide({ guards: { alreadyKnown: () => true } }),
      liveCount: liveCountMachine.provide({ actors: { loadTotalLive: totalLive.logic } }),
      realtimeLogic: realtime.logic,
      // The browser list: localStorage is not there under Node, so it lives in the machine's context.
      favourites: favouritesMachine.provide({ actors: { loadFavouriteIds: favourites.load.logic, mergeGuestList: favourites.merge.logic, syncChange: favourites.sync.logic } }),
      notificationsLogic: fromPromise(async () => {
        if (chunks.notificationsFail) throw new TypeError('Failed to fetch dynamically imported module');
        return notificationsMachine.provide({
          actors: { loadUnread: notifications.unread.logic, markRead: notifications.markRead.logic, markAllRead: notifications.markAllRead.logic },
        });
      }),
      apiEvents: fromCallback<ApiEvent>(({ sendBack }) => {
        emitApi = sendBack;
        return () => {};
      }),
      uncaughtErrors: fromCallback(() => () => {}),
    },
    actions: { reportServerError: () => void effects.reports++ },
  });
  return {
    app,
    messages,
    shellData,
    latestBuild,
    guestLogin,
    login,
    totalLive,
    scoresPoll,
    realtime,
    realtimeLogic,
    loadRealtime,
    favourites,
    musicLogic,
    notifications,
    chunks,
    audioCommands,
    effects,
    chatSockets,
    emitApi: (event: ApiEvent) => emitApi(event),
  };
}

