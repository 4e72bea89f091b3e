import { assign, enqueueActions, fromPromise, sendTo, setup, stopChild, type ActorRefFrom, type AnyActorRef } from 'xstate';
import { layoutMachine, type LayoutEvent } from '../layout/layout.machine';
import { localeMachine, type LocaleEvent } from '../locale/locale.machine';
import { toastMachine, type ToastEvent } from '../toast/toast.machine';
import { loadingMachine, type LoadingEvent } from '../loading/loading.machine';
import { chunkReloadMachine } from '../chunk-reload/chunk-reload.machine';
import { buildWatcherMachine } from '../build-watcher/build-watcher.machine';
import { shellMachine } from '../shell/shell.machine';
import { authMachine, type AuthEvent } from '../auth/auth.machine';
import { authDialogMachine, type AuthDialogEvent } from '../auth-dialog/auth-dialog.machine';
import { geoMachine } from '../geo/geo.machine';
import { liveCountMachine } from '../live-count/live-count.machine';
import type { playerMachine, PlayerEvent } from '../player/player.machine';
import type { VodOptions } from '../player/vod';
import type { chatSocketMachine, ChatEvent } from '../chat-socket/chat-socket.machine';
import type { chatComposerMachine, ChatComposerEvent } from '../chat-socket/chat-composer.machine';
import type { liveScoresMachine, LiveScoresEvent } from '../live-scores/live-scores.machine';
import { favouritesMachine, type FavouritesEvent } from '../favourites/favourites.machine';
import type { musicMachine, MusicEvent } from '../music/music.machine';
import type { notificationsMachine, NotificationsEvent } from '../notifications/notifications.machine';
import { inboxTopic } from '../../contracts/chat';
import { apiEventListener, memberWatcher, uncaughtErrorListener, type MemberEvent } from './app.actors';
import { reportError, toReport } from '../../api/error-reporting';
import type { ApiEvent } from '../../api/events';
import { RATE_LIMIT_TOAST_MS, type Locale } from '../../contracts/constants';
import { BLOCKS_RELOAD_TAG } from '../reload-tag';

/** The member's notifications (their systemId), and the child that loads their logic at sign-in. */
const NOTIFICATIONS_ID = 'notifications';
const NOTIFICATIONS_LOADER = 'notifications-loader';
/** The child that loads the code of the machines that talk over the chat socket (REALTIME_IDS). */
const REALTIME_LOADER = 'realtime-loader';

/**
 * The chat socket, the composer and the live scores: no first screen needs them, so their code loads
 * when a view first asks one of them for something (or a member signs in: their inbox rides the
 * socket). They are spawned together under these ids, which are their systemIds.
 */
export const REALTIME_IDS = { socket: 'chat-socket', composer: 'chat-composer', scores: 'live-scores' } as const;

export interface RealtimeLogic {
  chatSocket: typeof chatSocketMachine;
  chatComposer: typeof chatComposerMachine;
  liveScores: typeof liveScoresMachine;
}

/** What views ask of the realtime machines; it waits in the root while their code loads. */
export type RealtimeEvent = ChatEvent | ChatComposerEvent | LiveScoresEvent;

/** The realtime machine that owns an event. */
function realtimeOwner(event: RealtimeEvent): (typeof REALTIME_IDS)[keyof typeof REALTIME_IDS] {
  if (event.type === 'chat.draftChanged' || event.type === 'chat.draftCleared') return REALTIME_IDS.composer;
  return event.type === 'scores.watch' || event.type === 'scores.unwatch' ? REALTIME_IDS.scores : REALTIME_IDS.socket;
}

export interface AppInput {
  width: number;
  locale: Locale;
  /** The running build's id; empty in development, where builds are not watched. */
  buildId: string;
  /** A member signed in here last time (the guest flag); the auth machine restores it from the refresh cookie. */
  mayHaveMemberSession: boolean;
  hasGuestToken: boolean;
}

/** The player's own events that views send through the root. */
type PlayerCommand = Extract<PlayerEvent, { type: 'player.load' | 'player.play' | 'player.pause' | 'player.qualitySelected' | 'player.retry' | 'player.muteToggled' }>;

export type AppEvent =
  | Exclude<LayoutEvent, { type: 'layout.resized' }>
  | LocaleEvent
  | { type: 'locale.changed'; locale: Locale }
  | Exclude<ToastEvent, { type: 'toast.expired' }>
  | LoadingEvent
  | { type: 'route.navigated'; path: string }
  | { type: 'chunk.failed'; path: string }
  | { type: 'shell.retry' }
  | Exclude<AuthEvent, ApiEvent>
  | AuthDialogEvent
  | ApiEvent
  /**
   * A live room's player view mounted: `logic` is the player machine with the view's video element
   * provided (so the player code stays in the room's chunk); the root spawns it as 'player'.
   */
  | { type: 'player.mount'; logic: typeof playerMachine; src: string; vod?: VodOptions; watchRoomId?: number }
  | { type: 'player.unmount' }
  /**
   * The music is first wanted (a music page mounted): `logic` is the music machine, so its code stays
   * out of the entry; the root spawns it once as 'music', and it outlives every page from then on.
   */
  | { type: 'music.mount'; logic: typeof musicMachine }
  | PlayerCommand
  | ChatEvent
  | ChatComposerEvent
  | LiveScoresEvent
  | FavouritesEvent
  | MusicEvent
  | NotificationsEvent
  | MemberEvent;

interface AppContext extends AppInput {
  player: ActorRefFrom<typeof playerMachine> | null;
  music: ActorRefFrom<typeof musicMachine> | null;
  /** The signed-in member whose notifications run (child 'notifications'); null for a guest. */
  memberId: number | null;
  /** Realtime events received before the realtime machines run, in order. */
  realtimeQueue: RealtimeEvent[];
}

/** Machines whose state carries this tag hold something a reload would destroy (a playing stream, a half-typed message). */
export { BLOCKS_RELOAD_TAG };
const RELOAD_BLOCKERS = ['player', 'chat-composer'] as const;

function reloadWouldHurt(system: { get(id: string): AnyActorRef | undefined }): boolean {
  return RELOAD_BLOCKERS.some((id) => system.get(id)?.getSnapshot().hasTag(BLOCKS_RELOAD_TAG) === true);
}

/** The root actor: spawns the shell's machines (each under its systemId) and routes view events to them. */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
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
    auth: authMachine,
    authDialog: authDialogMachine,
    geo: geoMachine,
    liveCount: liveCountMachine,
    realtimeLogic: fromPromise(async (): Promise<RealtimeLogic> => {
      const [socket, composer, scores] = await Promise.all([
        import('../chat-socket/chat-socket.machine'),
        import('../chat-socket/chat-composer.machine'),
        import('../live-scores/live-scores.machine'),
      ]);
      return { chatSocket: socket.chatSocketMachine, chatComposer: composer.chatComposerMachine, liveScores: scores.liveScoresMachine };
    }),
    favourites: favouritesMachine,
    // A member's notifications load with their first sign-in: a guest's entry never carries them.
    notificationsLogic: fromPromise(async () => (await import('../notifications/notifications.machine')).notificationsMachine),
    memberWatcher,
    apiEvents: apiEventListener,
    uncaughtErrors: uncaughtErrorListener,
  },
  guards: {
    hasPlayer: ({ context }) => context.player !== null,
    hasNoPlayer: ({ context }) => context.player === null,
    hasMusic: ({ context }) => context.music !== null,
    hasNoMusic: ({ context }) => context.music === null,
    hasMember: ({ context }) => context.memberId !== null,
    /** A view asked the realtime machines for something, or a member is signed in (their inbox rides the chat socket). */
    realtimeWanted: ({ context }) => context.realtimeQueue.length > 0 || context.memberId !== null,
    memberChanged: ({ context, event }) => event.type === 'app.member' && event.userId !== context.memberId,
  },
  actions: {
    forwardToAuth: sendTo('auth', ({ event }) => event),
    forwardToAuthDialog: sendTo('auth-dialog', ({ event }) => event),
    warnRateLimited: sendTo('toast', { type: 'toast.show', kind: 'warning', messageId: 'toast.rateLimited', duration: RATE_LIMIT_TOAST_MS }),
    reportServerError: ({ event }) => {
      if (event.type !== 'api.serverError') return;
      reportError(toReport('api', `API ${event.status} on ${event.path}`, location.pathname, { apiPath: event.path, status: event.status }));
    },
    forwardToLayout: sendTo('layout', ({ event }) => event),
    forwardToLocale: sendTo('locale', ({ event }) => event),
    forwardToToast: sendTo('toast', ({ event }) => event),
    forwardToLoading: sendTo('loading', ({ event }) => event),
    forwardToShell: sendTo('shell', ({ event }) => event),
    forwardToChunkReload: sendTo('chunk-reload', ({ event }) => event),
    stopPlayer: stopChild('player'),
    spawnPlayer: assign({
      player: ({ event, spawn }) => {
        if (event.type !== 'player.mount') return null;
        // The logic arrives in the event (setup's typed spawn only names registered sources).
        const spawnLogic = spawn as unknown as (logic: typeof playerMachine, options: object) => ActorRefFrom<typeof playerMachine>;
        const input = event.vod ? { src: event.src, vod: event.vod } : { src: event.src };
        return spawnLogic(event.logic, { id: 'player', systemId: 'player', input: event.watchRoomId === undefined ? input : { ...input, watchRoomId: event.watchRoomId } });
      },
    }),
    forgetPlayer: assign({ player: null }),
    forwardToPlayer: sendTo('player', ({ event }) => event),
    forwardToChatSocket: sendTo(REALTIME_IDS.socket, ({ event }) => event),
    forwardToChatComposer: sendTo(REALTIME_IDS.composer, ({ event }) => event),
    forwardToLiveScores: sendTo(REALTIME_IDS.scores, ({ event }) => event),
    queueRealtime: assign({ realtimeQueue: ({ context, event }) => [...context.realtimeQueue, event as RealtimeEvent] }),
    dropRealtimeQueue: assign({ realtimeQueue: [] }),
    /** Their code has loaded: the realtime machines start under their systemIds. */
    spawnRealtime: enqueueActions(({ event, enqueue }) => {
      if (!('output' in event)) return;
      const logic = event.output as RealtimeLogic;
      // The logic arrives in the event (setup's typed spawn only names registered sources).
      const spawnLogic = enqueue.spawnChild as unknown as (logic: RealtimeLogic[keyof RealtimeLogic], options: object) => void;
      spawnLogic(logic.chatComposer, { id: REALTIME_IDS.composer, systemId: REALTIME_IDS.composer });
      spawnLogic(logic.chatSocket, { id: REALTIME_IDS.socket, systemId: REALTIME_IDS.socket });
      // Carries its topics over the chat socket, which hands it their frames (both found by systemId).
      spawnLogic(logic.liveScores, { id: REALTIME_IDS.scores, systemId: REALTIME_IDS.scores });
    }),
    /** What views asked while the code loaded goes to its machine, in order. */
    flushRealtimeQueue: enqueueActions(({ context, enqueue }) => {
      for (const queued of context.realtimeQueue) enqueue.sendTo(realtimeOwner(queued), queued);
      enqueue.assign({ realtimeQueue: [] });
    }),
    /** The realtime chunk did not load: what waited for it is dropped, and the next navigation reloads the page. */
    reportRealtimeChunk: sendTo('chunk-reload', () => ({ type: 'chunk.failed', path: globalThis.location?.pathname ?? '/' })),
    forwardToFavourites: sendTo('favourites', ({ event }) => event),
    spawnMusic: assign({
      music: ({ event, spawn }) => {
        if (event.type !== 'music.mount') return null;
        const spawnLogic = spawn as unknown as (logic: typeof musicMachine, options: object) => ActorRefFrom<typeof musicMachine>;
        return spawnLogic(event.logic, { id: 'music', systemId: 'music', input: {} });
      },
    }),
    forwardToMusic: sendTo('music', ({ event }) => event),
    forwardToNotifications: enqueueActions(({ self, event, enqueue }) => {
      if (self.getSnapshot().children[NOTIFICATIONS_ID]) enqueue.sendTo(NOTIFICATIONS_ID, event);
    }),
    /** The notifications' logic has loaded: they start for the member signed in now. */
    spawnNotifications: enqueueActions(({ context, event, enqueue }) => {
      if (context.memberId === null || !('output' in event)) return;
      // The logic arrives in the event (setup's typed spawn only names registered sources).
      const spawnLogic = enqueue.spawnChild as unknown as (logic: typeof notificationsMachine, options: object) => void;
      spawnLogic(event.output as typeof notificationsMachine, { id: NOTIFICATIONS_ID, systemId: NOTIFICATIONS_ID, input: { userId: context.memberId } });
    }),
    /**
     * Another member signed in, or the member signed out: the former member's notifications stop, and
     * the chat socket (if it runs) lets go of their inbox topic (a stopped machine runs no exit actions).
     */
    followMember: enqueueActions(({ context, event, enqueue, self }) => {
      if (event.type !== 'app.member' || event.userId === context.memberId) return;
      if (context.memberId !== null) {
        enqueue.stopChild(NOTIFICATIONS_LOADER);
        enqueue.stopChild(NOTIFICATIONS_ID);
        if (self.getSnapshot().children[REALTIME_IDS.socket]) enqueue.sendTo(REALTIME_IDS.socket, { type: 'feed.unsubscribe', topic: inboxTopic(context.memberId) });
      }
      enqueue.assign({ memberId: event.userId });
    }),
    /** A member is signed in and the chat socket runs: their notifications' code loads, then they start (systemId 'notifications'). */
    startNotifications: enqueueActions(({ context, enqueue }) => {
      if (context.memberId !== null) enqueue.spawnChild('notificationsLogic', { id: NOTIFICATIONS_LOADER });
    }),
    /** The notifications' chunk did not load (a deploy removed it, or the network): the next navigation reloads the page. */
    reportNotificationsChunk: sendTo('chunk-reload', () => ({ type: 'chunk.failed', path: globalThis.location?.pathname ?? '/' })),
    forwardToBuildWatcher: sendTo('build-watcher', ({ event, system }) => ({ ...event, busy: reloadWouldHurt(system) })),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ ...input, player: null, music: null, memberId: null, realtimeQueue: [] }),
  invoke: [
    { id: 'layout', systemId: 'layout', src: 'layout', input: ({ context }) => ({ width: context.width }) },
    { id: 'locale', systemId: 'locale', src: 'locale', input: ({ context }) => ({ locale: context.locale }) },
    { id: 'toast', systemId: 'toast', src: 'toast' },
    { id: 'loading', systemId: 'loading', src: 'loading' },
    { id: 'chunk-reload', systemId: 'chunk-reload', src: 'chunkReload' },
    { id: 'build-watcher', systemId: 'build-watcher', src: 'buildWatcher', input: ({ context }) => ({ buildId: context.buildId }) },
    { id: 'shell', systemId: 'shell', src: 'shell' },
    {
      id: 'auth',
      systemId: 'auth',
      src: 'auth',
      input: ({ context }) => ({ mayHaveMemberSession: context.mayHaveMemberSession, hasGuestToken: context.hasGuestToken }),
    },
    { id: 'auth-dialog', systemId: 'auth-dialog', src: 'authDialog' },
    // Hears the auth machine (by systemId) and tells the root who the member is: their notifications run while signed in.
    { id: 'member-watcher', src: 'memberWatcher' },
    { id: 'geo', systemId: 'geo', src: 'geo' },
    { id: 'live-count', systemId: 'live-count', src: 'liveCount' },
    // Hears the auth machine (by systemId) to know when the visitor becomes a member or stops being one.
    { id: 'favourites', systemId: 'favourites', src: 'favourites', input: {} },
    { id: 'api-events', src: 'apiEvents' },
    { id: 'uncaught-errors', src: 'uncaughtErrors' },
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
    'auth.login': { actions: 'forwardToAuth' },
    'auth.register': { actions: 'forwardToAuth' },
    'auth.googleCallback': { actions: 'forwardToAuth' },
    'auth.logout': { actions: 'forwardToAuth' },
    'auth.userInfoChanged': { actions: 'forwardToAuth' },
    'auth.passwordChanged': { actions: 'forwardToAuth' },
    'auth.signedIn': { actions: 'forwardToAuthDialog' },
    'dialog.open': { actions: 'forwardToAuthDialog' },
    'dialog.close': { actions: 'forwardToAuthDialog' },
    'api.rateLimited': { actions: ['warnRateLimited', 'forwardToAuth'] },
    'api.guestRejected': { actions: 'forwardToAuth' },
    'api.sessionCleared': { actions: 'forwardToAuth' },
    'api.sessionExpired': { actions: 'forwardToAuth' },
    'api.tokenRefreshed': { actions: 'forwardToAuth' },
    'api.serverError': { actions: 'reportServerError' },
    // One player at a time: a view unmounts its player before another mounts.
    'player.mount': { guard: 'hasNoPlayer', actions: 'spawnPlayer' },
    'player.unmount': { actions: ['stopPlayer', 'forgetPlayer'] },
    'player.load': { guard: 'hasPlayer', actions: 'forwardToPlayer' },
    'player.play': { guard: 'hasPlayer', actions: 'forwardToPlayer' },
    'player.pause': { guard: 'hasPlayer', actions: 'forwardToPlayer' },
    'player.qualitySelected': { guard: 'hasPlayer', actions: 'forwardToPlayer' },
    'player.retry': { guard: 'hasPlayer', actions: 'forwardToPlayer' },
    'player.muteToggled': { guard: 'hasPlayer', actions: 'forwardToPlayer' },
    'favourites.follow': { actions: 'forwardToFavourites' },
    'favourites.unfollow': { actions: 'forwardToFavourites' },
    'favourites.retry': { actions: 'forwardToFavourites' },
    // Plays across pages once spawned (the mini player and the music pages drive it); pauses when a video starts.
    'music.mount': { guard: 'hasNoMusic', actions: 'spawnMusic' },
    'music.playQueue': { guard: 'hasMusic', actions: 'forwardToMusic' },
    'music.enqueue': { guard: 'hasMusic', actions: 'forwardToMusic' },
    'music.jump': { guard: 'hasMusic', actions: 'forwardToMusic' },
    'music.play': { guard: 'hasMusic', actions: 'forwardToMusic' },
    'music.pause': { guard: 'hasMusic', actions: 'forwardToMusic' },
    'music.toggle': { guard: 'hasMusic', actions: 'forwardToMusic' },
    'music.next': { guard: 'hasMusic', actions: 'forwardToMusic' },
    'music.previous': { guard: 'hasMusic', actions: 'forwardToMusic' },
    'music.seek': { guard: 'hasMusic', actions: 'forwardToMusic' },
    'music.volume': { guard: 'hasMusic', actions: 'forwardToMusic' },
    'music.muteToggled': { guard: 'hasMusic', actions: 'forwardToMusic' },
    'music.shuffleToggled': { guard: 'hasMusic', actions: 'forwardToMusic' },
    'music.repeatCycled': { guard: 'hasMusic', actions: 'forwardToMusic' },
    'music.close': { guard: 'hasMusic', actions: 'forwardToMusic' },
    'app.member': { actions: 'followMember' },
    [`xstate.done.actor.${NOTIFICATIONS_LOADER}`]: { actions: 'spawnNotifications' },
    [`xstate.error.actor.${NOTIFICATIONS_LOADER}`]: { actions: 'reportNotificationsChunk' },
    'notifications.markRead': { guard: 'hasMember', actions: 'forwardToNotifications' },
    'notifications.markAllRead': { guard: 'hasMember', actions: 'forwardToNotifications' },
    'notifications.retry': { guard: 'hasMember', actions: 'forwardToNotifications' },
  },
  type: 'parallel',
  states: {
    /** The chat socket, the composer and the live scores (REALTIME_IDS). */
    realtime: {
      initial: 'dormant',
      // Until they run, what views ask of them waits in order.
      on: {
        'chat.subscribe': { actions: 'queueRealtime' },
        'chat.unsubscribe': { actions: 'queueRealtime' },
        'chat.send': { actions: 'queueRealtime' },
        'chat.react': { actions: 'queueRealtime' },
        'chat.resend': { actions: 'queueRealtime' },
        'chat.delete': { actions: 'queueRealtime' },
        'chat.mute': { actions: 'queueRealtime' },
        'chat.dismissFailure': { actions: 'queueRealtime' },
        'chat.retry': { actions: 'queueRealtime' },
        'chat.sessionChanged': { actions: 'queueRealtime' },
        'chat.draftChanged': { actions: 'queueRealtime' },
        'chat.draftCleared': { actions: 'queueRealtime' },
        'scores.watch': { actions: 'queueRealtime' },
        'scores.unwatch': { actions: 'queueRealtime' },
      },
      states: {
        /** Not wanted yet: their code has not loaded. */
        dormant: {
          always: { guard: 'realtimeWanted', target: 'loading' },
        },
        loading: {
          invoke: {
            id: REALTIME_LOADER,
            src: 'realtimeLogic',
            onDone: { target: 'ready', actions: ['spawnRealtime', 'flushRealtimeQueue'] },
            onError: { target: 'dormant', actions: ['dropRealtimeQueue', 'reportRealtimeChunk'] },
          },
        },
        ready: {
          entry: 'startNotifications',
          on: {
            'chat.subscribe': { actions: 'forwardToChatSocket' },
            'chat.unsubscribe': { actions: 'forwardToChatSocket' },
            'chat.send': { actions: 'forwardToChatSocket' },
            'chat.react': { actions: 'forwardToChatSocket' },
            'chat.resend': { actions: 'forwardToChatSocket' },
            'chat.delete': { actions: 'forwardToChatSocket' },
            'chat.mute': { actions: 'forwardToChatSocket' },
            'chat.dismissFailure': { actions: 'forwardToChatSocket' },
            'chat.retry': { actions: 'forwardToChatSocket' },
            'chat.sessionChanged': { actions: 'forwardToChatSocket' },
            'chat.draftChanged': { actions: 'forwardToChatComposer' },
            'chat.draftCleared': { actions: 'forwardToChatComposer' },
            'scores.watch': { actions: 'forwardToLiveScores' },
            'scores.unwatch': { actions: 'forwardToLiveScores' },
            'app.member': { guard: 'memberChanged', actions: ['followMember', 'startNotifications'] },
          },
        },
      },
    },
  },
});
