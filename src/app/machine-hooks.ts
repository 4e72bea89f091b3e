import { useSelector } from '@xstate/react';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { connectMessageUnits } from '../lib/intl';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { AppActor } from './actor-context';
import type { layoutMachine, NavbarMode } from '../../machines/layout/layout.machine';
import type { localeMachine } from '../../machines/locale/locale.machine';
import type { toastMachine, Toast } from '../../machines/toast/toast.machine';
import type { loadingMachine } from '../../machines/loading/loading.machine';
import type { shellMachine } from '../../machines/shell/shell.machine';
import type { buildWatcherMachine } from '../../machines/build-watcher/build-watcher.machine';
import type { authMachine } from '../../machines/auth/auth.machine';
import type { geoMachine } from '../../machines/geo/geo.machine';
import type { authDialogMachine, AuthDialogView } from '../../machines/auth-dialog/auth-dialog.machine';
import type { playerMachine } from '../../machines/player/player.machine';
import type { liveCountMachine } from '../../machines/live-count/live-count.machine';
import type { chatSocketMachine } from '../../machines/chat-socket/chat-socket.machine';
import type { chatComposerMachine } from '../../machines/chat-socket/chat-composer.machine';
import type { TopicState } from '../../machines/chat-socket/chat-types';
import type { liveScoresMachine } from '../../machines/live-scores/live-scores.machine';
import type { favouritesMachine } from '../../machines/favourites/favourites.machine';
import type { musicMachine } from '../../machines/music/music.machine';
import { currentTrack, type MusicTrack, type RepeatMode } from '../../machines/music/music.queue';
import type { LiveMatch } from '../../machines/live-scores/live-scores.frames';
import type { notificationsMachine } from '../../machines/notifications/notifications.machine';
import type { MessageItem } from '../../contracts/schemas/users/social';
import type { ChatUser } from '../../contracts/schemas/chat';
import type { UserInfo } from '../../contracts/schemas/users/account';
import type { AppEvent, REALTIME_IDS } from '../../machines/app/app.machine';
import type { Locale } from '../../contracts/constants';
import type { Messages } from '../../machines/locale/locale.machine';
import type { MarqueeItem, MenuData } from '../../contracts/schemas/shell';

export type { Toast, NavbarMode, AppEvent, LiveMatch };

interface SystemActors {
  layout: ActorRefFrom<typeof layoutMachine>;
  locale: ActorRefFrom<typeof localeMachine>;
  toast: ActorRefFrom<typeof toastMachine>;
  loading: ActorRefFrom<typeof loadingMachine>;
  shell: ActorRefFrom<typeof shellMachine>;
  'build-watcher': ActorRefFrom<typeof buildWatcherMachine>;
  auth: ActorRefFrom<typeof authMachine>;
  geo: ActorRefFrom<typeof geoMachine>;
  'auth-dialog': ActorRefFrom<typeof authDialogMachine>;
  'live-count': ActorRefFrom<typeof liveCountMachine>;
  favourites: ActorRefFrom<typeof favouritesMachine>;
  music: ActorRefFrom<typeof musicMachine>;
}

/** The machines the root spawns once their code has loaded (REALTIME_IDS). */
interface RealtimeActors {
  'chat-socket': ActorRefFrom<typeof chatSocketMachine>;
  'chat-composer': ActorRefFrom<typeof chatComposerMachine>;
  'live-scores': ActorRefFrom<typeof liveScoresMachine>;
}
type RealtimeId = (typeof REALTIME_IDS)[keyof typeof REALTIME_IDS];

/**
 * Like useSelector, but a change reaches React as a transition: what it redraws (the whole app for
 * a new catalogue or time zone, a list for new scores) is rendered in slices between which the
 * browser paints and takes input, instead of one long task. For what the whole page or long lists
 * read; what must draw in the same frame as an input (a draft, a dialog) keeps useSelector.
 * `select` must be stable (a module constant or memoized): a new one subscribes again.
 */
function useDeferredSelector<TSnapshot, T>(
  ref: { getSnapshot(): TSnapshot; subscribe(listener: (snapshot: TSnapshot) => void): { unsubscribe(): void } } | null,
  select: (snapshot: TSnapshot) => T,
  /** The value while there is no actor (a realtime machine before its code loaded). */
  absent?: T,
): T {
  const [value, setValue] = useState(() => (ref ? select(ref.getSnapshot()) : (absent as T)));
  useEffect(() => {
    if (!ref) return;
    const update = () => {
      const next = select(ref.getSnapshot());
      startTransition(() => setValue((current) => (Object.is(current, next) ? current : next)));
    };
    update();
    const subscription = ref.subscribe(update);
    return () => subscription.unsubscribe();
  }, [ref, select]);
  return value;
}

/** A child of the root actor, found by its systemId. */
function useSystemActor<K extends keyof SystemActors>(id: K): SystemActors[K] {
  return AppActor.useActorRef().system.get(id) as SystemActors[K];
}

/** A realtime machine, once the root has spawned it (a view's first ask loads its code); null before. */
function useRealtimeActor<K extends RealtimeId>(id: K): RealtimeActors[K] | null {
  return AppActor.useSelector((s) => (s.children as Partial<RealtimeActors>)[id] ?? null);
}

export function useAppSend(): (event: AppEvent) => void {
  return AppActor.useActorRef().send;
}

/** The visitor's time zone: the stored one, then the geo lookup's (or its fallback) once it settles. */
const selectTimeZone = (s: SnapshotFrom<typeof geoMachine>) => s.context.timeZone;

export function useVisitorTimeZone(): string {
  return useDeferredSelector(useSystemActor('geo'), selectTimeZone);
}


export type NotificationsActor = ActorRefFrom<typeof notificationsMachine>;

/** The signed-in member's notifications (systemId 'notifications'), or null for a guest. */
export function useNotificationsActor(): NotificationsActor | null {
  return AppActor.useSelector((s) => (s.children as { notifications?: NotificationsActor }).notifications ?? null);
}

/** The member's unread site messages (null until known, or for a guest), and whether pushes arrive live. */
export function useUnreadCount(): { unread: number | null; live: boolean } {
  const ref = useNotificationsActor() ?? undefined;
  const unread = useSelector(ref, (s) => s?.context.unread ?? null);
  const live = useSelector(ref, (s) => s?.hasTag('live') ?? false);
  return { unread, live };
}

/** The newest message pushed while the member is here (an open notification list puts it on top). */
export function useLatestPushedMessage(): MessageItem | null {
  return useSelector(useNotificationsActor() ?? undefined, (s) => s?.context.recent[0] ?? null);
}

/** The live room's player (systemId 'player') while a player view is mounted, else null. */
export function usePlayerActor(): ActorRefFrom<typeof playerMachine> | null {
  return AppActor.useSelector((s) => s.context.player);
}

export function useNavbarMode(): NavbarMode {
  const navbar = useSelector(useSystemActor('layout'), (s) => (s.value as { navbar: string }).navbar);
  return navbar === 'full' || navbar === 'half' ? navbar : 'mobile';
}

export function useRoomLayout(): 'normal' | 'theater' {
  return useSelector(useSystemActor('layout'), (s) => (s.matches({ room: 'theater' }) ? 'theater' : 'normal'));
}

/** Lazy chunks' pieces of the catalogue go to the locale machine (src/lib/intl.ts). */
export function useMessageUnits(): void {
  const localeActor = useSystemActor('locale');
  useMemo(
    () =>
      connectMessageUnits({
        locales: () => {
          const { locale, requested } = localeActor.getSnapshot().context;
          return locale === requested ? [locale] : [locale, requested];
        },
        add: (unit, messages) => localeActor.send({ type: 'locale.unitLoaded', unit, messages }),
      }),
    [localeActor],
  );
}

export function useLocale(): { locale: Locale; messages: Messages | null; failed: boolean } {
  const ref = useSystemActor('locale');
  // Not deferred: a page's chunk runs once its messages are in the machine, and must render with them.
  const locale = useSelector(ref, (s) => s.context.locale);
  const messages = useSelector(ref, (s) => s.context.messages);
  const failed = useSelector(ref, (s) => s.matches('failed'));
  return { locale, messages, failed };
}

export function useToasts(): Toast[] {
  return useSelector(useSystemActor('toast'), (s) => s.context.toasts);
}

/** True while a route chunk or the shell's data is loading. */
export function useIsLoading(): boolean {
  const routeLoading = useSelector(useSystemActor('loading'), (s) => s.hasTag('busy'));
  const shellLoading = useSelector(useSystemActor('shell'), (s) => s.hasTag('loading'));
  return routeLoading || shellLoading;
}

const selectShellStatus = (s: SnapshotFrom<typeof shellMachine>) => (s.matches('failed') ? 'failed' : s.context.data ? 'ready' : 'loading');
const selectShellData = (s: SnapshotFrom<typeof shellMachine>) => s.context.data;

export function useShellData(): { status: 'loading' | 'ready' | 'failed'; menu: MenuData | null; marquee: MarqueeItem[] } {
  const ref = useSystemActor('shell');
  const status = useDeferredSelector(ref, selectShellStatus);
  const data = useDeferredSelector(ref, selectShellData);
  return { status, menu: data?.menu ?? null, marquee: data?.marquee ?? [] };
}

/** The build watcher's state: waiting, checking, updateReady, ... */
export function useBuildWatcherState(): string {
  return useSelector(useSystemActor('build-watcher'), (s) => String(s.value));
}

export type AuthStatus = 'starting' | 'guest' | 'busy' | 'member';

/** Who the visitor is: a guest, a member (with user info once loaded), or busy signing in. */
export function useAuth(): { status: AuthStatus; userInfo: UserInfo | null; formError: string | null } {
  const ref = useSystemActor('auth');
  const status = useSelector(ref, (s): AuthStatus =>
    s.hasTag('busy') ? 'busy' : s.hasTag('member') ? 'member' : s.hasTag('guest') || s.matches('loggingOut') || s.matches('loggedOut') ? 'guest' : 'starting',
  );
  const userInfo = useSelector(ref, (s) => s.context.userInfo);
  const formError = useSelector(ref, (s) => s.context.formError);
  return { status, userInfo, formError };
}

/** The total live count, refreshed every 20 s; null until first known (a failure keeps the last count). */
export function useLiveCount(): { count: number | null; state: 'loading' | 'ready' | 'failed' } {
  const ref = useSystemActor('live-count');
  const count = useSelector(ref, (s) => s.context.count);
  const state = useSelector(ref, (s) => (s.matches('failed') ? 'failed' : s.matches('ready') ? 'ready' : 'loading'));
  return { count, state };
}

/** The sign-in dialog: whether it is open and on which view. */
export function useAuthDialog(): { open: boolean; view: AuthDialogView } {
  const ref = useSystemActor('auth-dialog');
  const open = useSelector(ref, (s) => s.matches('open'));
  const view = useSelector(ref, (s): AuthDialogView => (s.matches({ open: 'register' }) ? 'register' : s.matches({ open: 'forgot' }) ? 'forgot' : 'login'));
  return { open, view };
}

/** Runs an action that needs a member, or opens the login form instead (SPEC §5). */
export function useRequireMember(): (action: () => void) => void {
  const send = useAppSend();
  const isMember = useSelector(useSystemActor('auth'), (s) => s.hasTag('member'));
  return (action) => (isMember ? action() : send({ type: 'dialog.open', view: 'login' }));
}

export type ChatConnection = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** Whether the realtime machines' code is on its way (something was asked of them). */
function useRealtimeLoading(): boolean {
  return AppActor.useSelector((s) => s.matches({ realtime: 'loading' }));
}

/** The chat connection's state, for the panel's status line (connecting while the socket's code loads). */
export function useChatConnection(): ChatConnection {
  const loading = useRealtimeLoading();
  const connection = useSelector(useRealtimeActor('chat-socket') ?? undefined, (s): ChatConnection | null =>
    !s
      ? null
      : s.hasTag('connected')
        ? 'connected'
        : s.matches('online')
          ? 'connecting'
          : s.matches('reconnecting') || s.matches('refreshing')
            ? 'reconnecting'
            : s.matches('failed')
              ? 'failed'
              : 'idle',
  );
  return connection ?? (loading ? 'connecting' : 'idle');
}

/** One conversation (messages, pinned line, online count, pending sends), or null before it is opened. */
export function useChatTopic(topic: string): TopicState | null {
  return useSelector(useRealtimeActor('chat-socket') ?? undefined, (s) => s?.context.topics[topic] ?? null);
}

/** Who the chat server says the visitor is (null until it has, or for an anonymous reader). */
export function useChatUser(): ChatUser | null {
  return useSelector(useRealtimeActor('chat-socket') ?? undefined, (s) => s?.context.user ?? null);
}

/** The composer's draft (kept by 'chat-composer', which holds off a reload while it is not empty). */
export function useChatDraft(): string {
  return useSelector(useRealtimeActor('chat-composer') ?? undefined, (s) => s?.context.draft ?? '');
}

/**
 * One match's live state (score, minute, status, events), watched while the view is mounted:
 * pushed over the socket (/topic/match.<id>), read from the API every 5 s while the socket is down.
 * null until known (or for no id). Show a summary with it: withLiveScore(summary, live)
 * (machines/live-scores/live-scores.frames.ts).
 */
export function useLiveScore(staticId: number | null | undefined): LiveMatch | null {
  const send = useAppSend();
  useEffect(() => {
    if (!staticId) return;
    send({ type: 'scores.watch', staticIds: [staticId] });
    return () => send({ type: 'scores.unwatch', staticIds: [staticId] });
  }, [send, staticId]);
  const select = useCallback((s: SnapshotFrom<typeof liveScoresMachine>) => (staticId ? (s.context.matches[staticId] ?? null) : null), [staticId]);
  return useDeferredSelector(useRealtimeActor('live-scores'), select, null);
}

/**
 * The live matches by staticId, watched while the view is mounted: every match in play (no ids,
 * /topic/scores.live) or these matches (their own topics, events included). A list shows each row
 * as withLiveScore(summary, scores[summary.staticId]).
 */
export function useLiveScores(staticIds?: readonly number[]): Readonly<Record<number, LiveMatch>> {
  const send = useAppSend();
  const key = staticIds ? [...new Set(staticIds)].sort((a, b) => a - b).join(',') : null;
  useEffect(() => {
    if (key === '') return;
    const watch = key === null ? { all: true } : { staticIds: key.split(',').map(Number) };
    send({ type: 'scores.watch', ...watch });
    return () => send({ type: 'scores.unwatch', ...watch });
  }, [send, key]);
  return useDeferredSelector(useRealtimeActor('live-scores'), selectLiveMatches, NO_MATCHES);
}

const NO_MATCHES: Readonly<Record<number, LiveMatch>> = {};

function selectLiveMatches(s: SnapshotFrom<typeof liveScoresMachine>) {
  return s.context.matches;
}

export type FavouritesStatus = 'loading' | 'ready' | 'failed';

const NO_IDS: readonly number[] = [];

/**
 * The teams the visitor follows, most recently followed first: a guest's kept in this browser, a
 * member's on the server (their changes show at once). `status` is 'loading' while a member's list
 * is read (or a guest's list merged into it at sign-in) and 'failed' when that failed (`retry`).
 */
export function useFavouriteTeamIds(): { ids: readonly number[]; status: FavouritesStatus; member: boolean; retry: () => void } {
  const send = useAppSend();
  const ref = useSystemActor('favourites');
  const ids = useSelector(ref, (s) => (s.context.ids.length ? s.context.ids : NO_IDS));
  const status = useSelector(ref, (s): FavouritesStatus => (s.hasTag('failed') ? 'failed' : s.hasTag('ready') ? 'ready' : 'loading'));
  const member = useSelector(ref, (s) => s.matches('member'));
  return { ids, status, member, retry: () => send({ type: 'favourites.retry' }) };
}

/** Whether the visitor follows this team, and the toggle (a star button's state and action). */
export function useFollowTeam(teamId: number): { followed: boolean; ready: boolean; toggle: () => void } {
  const send = useAppSend();
  const ref = useSystemActor('favourites');
  const followed = useSelector(ref, (s) => s.context.ids.includes(teamId));
  const ready = useSelector(ref, (s) => s.hasTag('ready'));
  return { followed, ready, toggle: () => send({ type: followed ? 'favourites.unfollow' : 'favourites.follow', teamId }) };
}

export type MusicStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'finished';

export interface MusicState {
  status: MusicStatus;
  track: MusicTrack | null;
  queue: readonly MusicTrack[];
  /** The queue's items in play order. */
  order: readonly number[];
  cursor: number;
  shuffle: boolean;
  repeat: RepeatMode;
  volume: number;
  muted: boolean;
}

/** The music machine once a music page has mounted it (root context `music`), else null. */
function useMusicActor(): ActorRefFrom<typeof musicMachine> | null {
  return AppActor.useSelector((s) => s.context.music);
}

/** Whether the site's music exists yet (the shell loads the mini player's code only then). */
export function useMusicMounted(): boolean {
  return useMusicActor() !== null;
}

const NO_TRACKS: readonly MusicTrack[] = [];
const NO_ORDER: readonly number[] = [];

/**
 * The site's music (the root child 'music', spawned by the first music page): what plays, the
 * queue, shuffle, repeat and volume. Before it exists: idle with an empty queue.
 */
export function useMusic(): MusicState {
  const ref = useMusicActor() ?? undefined;
  const status = useSelector(ref, (s): MusicStatus =>
    !s || s.matches('idle') ? 'idle' : s.matches({ active: 'playing' }) ? 'playing' : s.matches({ active: 'paused' }) ? 'paused' : s.matches({ active: 'finished' }) ? 'finished' : 'loading',
  );
  const track = useSelector(ref, (s) => (s ? currentTrack(s.context) : null));
  const queue = useSelector(ref, (s) => s?.context.queue ?? NO_TRACKS);
  const order = useSelector(ref, (s) => s?.context.order ?? NO_ORDER);
  const cursor = useSelector(ref, (s) => s?.context.cursor ?? 0);
  const shuffle = useSelector(ref, (s) => s?.context.shuffle ?? false);
  const repeat = useSelector(ref, (s): RepeatMode => s?.context.repeat ?? 'off');
  const volume = useSelector(ref, (s) => s?.context.volume ?? 1);
  const muted = useSelector(ref, (s) => s?.context.muted ?? false);
  return { status, track, queue, order, cursor, shuffle, repeat, volume, muted };
}

/** The playing track's position and length in seconds (changes a few times a second). */
export function useMusicTime(): { position: number; duration: number } {
  const ref = useMusicActor() ?? undefined;
  const position = useSelector(ref, (s) => s?.context.position ?? 0);
  const duration = useSelector(ref, (s) => s?.context.duration ?? 0);
  return { position, duration };
}
