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
import { chatSocketMachine, type ChatEvent } from '../chat-socket/chat-socket.machine';
import { chatComposerMachine, type ChatComposerEvent } from '../chat-socket/chat-composer.machine';
import { liveScoresMachine, type LiveScoresEvent } from '../live-scores/live-scores.machine';
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
    chatSocket: chatSocketMachine,
    chatComposer: chatComposerMachine,
    liveScores: liveScoresMachine,
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
    forwardToChatSocket: sendTo('chat-socket', ({ event }) => event),
    forwardToChatComposer: sendTo('chat-composer', ({ event }) => event),
    forwardToLiveScores: sendTo('live-scores', ({ event }) => event),
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
     * A member signed in (or was restored): their notifications start (systemId 'notifications');
     * signed out: they stop, and the chat socket lets go of their inbox topic (a stopped machine
     * runs no exit actions).
     */
    followMember: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'app.member' || event.userId === context.memberId) return;
      if (context.memberId !== null) {
        enqueue.stopChild(NOTIFICATIONS_LOADER);
        enqueue.stopChild(NOTIFICATIONS_ID);
        enqueue.sendTo('chat-socket', { type: 'feed.unsubscribe', topic: inboxTopic(context.memberId) });
      }
      enqueue.assign({ memberId: event.userId });
      if (event.userId !== null) enqueue.spawnChild('notificationsLogic', { id: NOTIFICATIONS_LOADER });
    }),
    /** The notifications' chunk did not load (a deploy removed it, or the network): the next navigation reloads the page. */
    reportNotificationsChunk: sendTo('chunk-reload', () => ({ type: 'chunk.failed', path: globalThis.location?.pathname ?? '/' })),
    forwardToBuildWatcher: sendTo('build-watcher', ({ event, system }) => ({ ...event, busy: reloadWouldHurt(system) })),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ ...input, player: null, music: null, memberId: null }),
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
    { id: 'chat-socket', systemId: 'chat-socket', src: 'chatSocket' },
    { id: 'chat-composer', systemId: 'chat-composer', src: 'chatComposer' },
    // Carries its topics over the chat socket, which hands it their frames (both found by systemId).
    { id: 'live-scores', systemId: 'live-scores', src: 'liveScores' },
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
});
