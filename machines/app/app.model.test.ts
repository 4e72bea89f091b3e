import { describe, expect, it } from 'vitest';
import { assign, createActor, type AnyActorRef, type EventObject } from 'xstate';
import { appMachine, BLOCKS_RELOAD_TAG } from './app.machine';
import { appWithFakes } from './app.fakes';
import { playerMachine } from '../player/player.machine';
import { sampleTracks } from '../music/music.fakes';
import { musicMachine } from '../music/music.machine';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';

const forwards = ['Layout', 'Locale', 'Toast', 'Loading', 'Shell', 'ChunkReload', 'BuildWatcher', 'Auth', 'AuthDialog', 'ChatSocket', 'ChatComposer', 'LiveScores', 'Favourites', 'Music', 'Player', 'Notifications'];
const model = appMachine.provide({
  actions: {
    ...Object.fromEntries(forwards.map((f) => [`forwardTo${f}`, () => {}])),
    warnRateLimited: () => {},
    reportServerError: () => {},
    // The graph walk revisits states: it marks the player and the music as there without spawning
    // one per visit, and spawns no member's notifications (the run of each path below spawns the real ones).
    spawnPlayer: assign({ player: () => ({ id: 'player' }) as never }),
    stopPlayer: () => {},
    spawnMusic: assign({ music: () => ({ id: 'music' }) as never }),
    followMember: assign({ memberId: ({ event }) => (event.type === 'app.member' ? event.userId : null) }),
    startNotifications: () => {},
    reportNotificationsChunk: () => {},
    spawnRealtime: () => {},
    flushRealtimeQueue: assign({ realtimeQueue: [] }),
    reportRealtimeChunk: () => {},
  },
});
const input = { width: 1400, locale: 'vi' as const, buildId: 'b1', mayHaveMemberSession: false, hasGuestToken: false };

const paths = transitionPaths(model, {
  input,
  // What waits for the realtime machines counts by whether anything does, not by what.
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as { value: unknown; context: Record<string, unknown> & { realtimeQueue: unknown[] } };
    return JSON.stringify({ value, context: { ...context, realtimeQueue: context.realtimeQueue.length > 0 } });
  },
  events: [
    { type: 'room.toggleTheater' },
    { type: 'locale.change', locale: 'en' },
    { type: 'locale.retry' },
    { type: 'locale.changed', locale: 'vi' },
    { type: 'toast.show', kind: 'info', messageId: 'toast.newVersion' },
    { type: 'toast.dismiss', id: '1' },
    { type: 'loading.start', key: 'route' },
    { type: 'loading.end', key: 'route' },
    { type: 'shell.retry' },
    { type: 'chunk.failed', path: '/tin-tuc' },
    { type: 'route.navigated', path: '/tin-tuc' },
    { type: 'auth.login', credentials: { username: 'member100', password: 'matkhau123' } },
    { type: 'auth.register', registration: { username: 'newbie', password: 'matkhau123', email: 'a@b.vn' } },
    { type: 'auth.googleCallback', code: 'c', state: null },
    { type: 'auth.logout' },
    { type: 'auth.userInfoChanged', userInfo: {} as never },
    { type: 'auth.signedIn' },
    { type: 'dialog.open', view: 'register' },
    { type: 'dialog.close' },
    { type: 'api.rateLimited', path: 'other/api/news/list' },
    { type: 'api.guestRejected' },
    { type: 'api.sessionCleared', status: 401 },
    { type: 'api.sessionExpired', path: 'live/api/user/level/info' },
    { type: 'api.tokenRefreshed' },
    { type: 'api.serverError', path: 'other/api/news/list', status: 500 },
    { type: 'player.mount', logic: playerMachine, src: '/hls/live/1/master.m3u8' },
    { type: 'player.unmount' },
    { type: 'player.load', src: '/hls/live/2/master.m3u8' },
    { type: 'player.play' },
    { type: 'player.pause' },
    { type: 'player.qualitySelected', name: 'SD' },
    { type: 'player.retry' },
    { type: 'player.muteToggled' },
    { type: 'chat.subscribe', topic: '/topic/chatroom.live-1', path: '/truc-tiep/esport/a-b-1' },
    { type: 'chat.unsubscribe', topic: '/topic/chatroom.live-1' },
    { type: 'chat.send', topic: '/topic/chatroom.live-1', text: 'chào' },
    { type: 'chat.react', topic: '/topic/chatroom.live-1', groupMessageId: 1, reaction: '👍' },
    { type: 'chat.resend', topic: '/topic/chatroom.live-1', ref: 'm-1-1' },
    { type: 'chat.delete', topic: '/topic/chatroom.live-1', groupMessageId: 1 },
    { type: 'chat.mute', topic: '/topic/chatroom.live-1', userId: 123, minutes: 5 },
    { type: 'chat.dismissFailure', topic: '/topic/chatroom.live-1' },
    { type: 'chat.retry' },
    { type: 'chat.sessionChanged' },
    { type: 'chat.draftChanged', text: 'Vào' },
    { type: 'chat.draftCleared' },
    { type: 'scores.watch', staticIds: [616] },
    { type: 'scores.unwatch', staticIds: [616] },
    { type: 'favourites.follow', teamId: 5 },
    { type: 'favourites.unfollow', teamId: 5 },
    { type: 'favourites.retry' },
    { type: 'music.mount', logic: musicMachine },
    { type: 'music.playQueue', tracks: sampleTracks(2), index: 0 },
    { type: 'music.enqueue', track: sampleTracks(3)[2] },
    { type: 'music.jump', index: 1 },
    { type: 'music.play' },
    { type: 'music.pause' },
    { type: 'music.toggle' },
    { type: 'music.next' },
    { type: 'music.previous' },
    { type: 'music.seek', seconds: 5 },
    { type: 'music.volume', volume: 0.4 },
    { type: 'music.muteToggled' },
    { type: 'music.shuffleToggled' },
    { type: 'music.repeatCycled' },
    { type: 'music.close' },
    { type: 'app.member', userId: 100 },
    { type: 'app.member', userId: null },
    { type: 'notifications.markRead', id: 1 },
    { type: 'notifications.markAllRead' },
    { type: 'notifications.retry' },
    { type: 'xstate.done.actor.realtime-loader' },
    { type: 'xstate.error.actor.realtime-loader' },
  ],
});

describe('app root actor (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const fakes = appWithFakes();
    const actor = createActor(fakes.app, { input }).start();
    const child = (id: string) => actor.system.get(id) as AnyActorRef;
    const playerMuted = () => (actor.system.get('player') as AnyActorRef | undefined)?.getSnapshot().context.muted as boolean | undefined;
    let mutedBefore: boolean | undefined;
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        mutedBefore = playerMuted();
        // The realtime machines' code loads (or fails to) when the model says, if it was asked for.
        const loading = actor.getSnapshot().matches({ realtime: 'loading' });
        if (event.type === 'xstate.done.actor.realtime-loader') return void (loading && fakes.realtime.last().resolve(fakes.realtimeLogic));
        if (event.type === 'xstate.error.actor.realtime-loader') return void (loading && fakes.realtime.last().reject(new TypeError('Failed to fetch dynamically imported module')));
        // A music page mounts the music machine; here, the one whose audio element the test hears.
        actor.send((event.type === 'music.mount' ? { ...event, logic: fakes.musicLogic } : event) as never);
      },
      // Each view event reaches the machine that owns it.
      check: ({ event }) => {
        const type = event.type;
        if (type === 'room.toggleTheater') expect(child('layout').getSnapshot().matches({ room: 'theater' })).toBe(true);
        if (type === 'locale.change') expect(fakes.messages.last().input).toEqual({ locale: 'en', units: [] });
        if (type === 'locale.retry') expect(fakes.messages.calls).toHaveLength(1);
        if (type === 'locale.changed' || type === 'shell.retry') expect(child('shell').getSnapshot().value).not.toBe('failed');
        if (type === 'locale.changed') expect(fakes.shellData.calls).toHaveLength(1);
        if (type === 'toast.show') expect(child('toast').getSnapshot().context.toasts).toHaveLength(1);
        if (type === 'toast.dismiss') expect(child('toast').getSnapshot().context.toasts).toHaveLength(0);
        if (type === 'loading.start') expect(child('loading').getSnapshot().hasTag('busy')).toBe(true);
        if (type === 'loading.end') expect(child('loading').getSnapshot().hasTag('busy')).toBe(false);
        if (type === 'chunk.failed') expect(child('chunk-reload').getSnapshot().value).toBe('armed');
        if (type === 'route.navigated') expect(child('chunk-reload').getSnapshot().value).toBe('idle');
        if (type === 'auth.login') expect(child('auth').getSnapshot().value).toBe('signingIn');
        if (type === 'dialog.open') expect(child('auth-dialog').getSnapshot().value).toEqual({ open: 'register' });
        if (type === 'dialog.close' || type === 'auth.signedIn') expect(child('auth-dialog').getSnapshot().value).toBe('closed');
        if (type === 'api.rateLimited') {
          expect(child('toast').getSnapshot().context.toasts.map((t: { messageId: string }) => t.messageId)).toEqual(['toast.rateLimited']);
          expect(child('auth').getSnapshot().context.guestLoginFailures).toBe(1);
        }
        if (type === 'api.guestRejected') expect(child('auth').getSnapshot().context.guestLoginFailures).toBe(1);
        if (type === 'api.serverError') expect(fakes.effects.reports).toBe(1);
        // The room's player lives under the root as 'player' while its view is mounted.
        const player = actor.system.get('player') as AnyActorRef | undefined;
        if (type === 'player.mount') expect(player?.getSnapshot().context.src).toBe('/hls/live/1/master.m3u8');
        if (type === 'player.unmount') expect(player).toBeUndefined();
        if (type === 'player.load' && player) expect(player.getSnapshot().context.src).toBe('/hls/live/2/master.m3u8');
        if (type === 'player.play' && player) expect(player.getSnapshot().context).toMatchObject({ muted: false, volume: 0.8 });
        if (type === 'player.pause' && player) expect(player.getSnapshot().matches({ attached: 'paused' })).toBe(true);
        if (type === 'player.muteToggled' && player) expect(playerMuted()).toBe(!mutedBefore);
        // The realtime machines run once their code loaded, and not before; what was asked meanwhile waits.
        const realtimeState = actor.getSnapshot().value as { realtime: string };
        const realtimeRuns = realtimeState.realtime === 'ready';
        for (const id of ['chat-socket', 'chat-composer', 'live-scores']) expect(actor.system.get(id) !== undefined, id).toBe(realtimeRuns);
        if (!realtimeRuns && (type.startsWith('chat.') || type.startsWith('scores.'))) {
          expect(actor.getSnapshot().context.realtimeQueue.at(-1)).toEqual(event);
          expect(realtimeState.realtime).toBe('loading');
        }
        if (type === 'xstate.error.actor.realtime-loader') expect(actor.getSnapshot().context.realtimeQueue).toEqual([]);
        if (type === 'xstate.done.actor.realtime-loader') expect(actor.getSnapshot().context.realtimeQueue).toEqual([]);
        // The chat's events reach the chat socket and the composer.
        const chat = realtimeRuns ? child('chat-socket').getSnapshot() : null;
        if (chat && type === 'chat.subscribe') expect(Object.keys(chat.context.topics)).toEqual(['/topic/chatroom.live-1']);
        if (chat && type === 'chat.unsubscribe') expect(chat.context.topics).toEqual({});
        if (chat && type === 'chat.subscribe') expect(fakes.chatSockets).toHaveLength(1);
        // A guest's message opens the login form instead.
        if (chat && ['chat.send', 'chat.react', 'chat.resend', 'chat.delete', 'chat.mute'].includes(type)) expect(child('auth-dialog').getSnapshot().value).toEqual({ open: 'login' });
        if (chat && type === 'chat.dismissFailure') for (const topic of Object.values(chat.context.topics) as Array<{ failure: unknown }>) expect(topic.failure).toBeNull();
        if (chat && type === 'chat.draftChanged') expect(child('chat-composer').getSnapshot().hasTag(BLOCKS_RELOAD_TAG)).toBe(true);
        if (chat && type === 'chat.draftCleared') expect(child('chat-composer').getSnapshot().hasTag(BLOCKS_RELOAD_TAG)).toBe(false);
        // A page's watch reaches the live scores, which follow the match over the chat socket.
        if (chat && type === 'scores.watch') {
          expect(child('live-scores').getSnapshot().context.watch).toEqual({ all: 0, ids: { 616: 1 } });
          expect(chat.context.feeds).toMatchObject({ '/topic/match.616': 'live-scores' });
        }
        if (chat && type === 'scores.unwatch') expect(child('live-scores').getSnapshot().value).toBe('idle');
        // A guest's follow reaches the favourites (kept for the browser until a sign-in).
        if (type === 'favourites.follow') expect(child('favourites').getSnapshot().context.ids).toEqual([5]);
        if (type === 'favourites.unfollow') expect(child('favourites').getSnapshot().context.ids).toEqual([]);
        if (type === 'favourites.retry') expect(child('favourites').getSnapshot().value).toBe('guest');
        // The music's events reach the music machine once a music page mounted it, and nothing before.
        const musicRef = actor.system.get('music') as AnyActorRef | undefined;
        if (type === 'music.mount') expect(actor.getSnapshot().context.music).toBe(musicRef);
        if (type.startsWith('music.') && !musicRef) {
          expect(fakes.audioCommands).toEqual([]);
          return;
        }
        const music = musicRef?.getSnapshot();
        if (!music) return;
        if (type === 'music.playQueue') {
          expect(music.matches({ active: 'loading' })).toBe(true);
          expect(fakes.audioCommands.at(-1)).toMatchObject({ type: 'load', track: { id: 1 } });
        }
        if (type === 'music.volume') expect(music.context.volume).toBe(0.4);
        if (type === 'music.repeatCycled') expect(music.context.repeat).toBe('all');
        if (type === 'music.shuffleToggled') expect(music.context.shuffle).toBe(true);
        if (type === 'music.close') expect(music.value).toBe('idle');
        // A member's notifications run while they are signed in, following their own inbox over the chat socket.
        const notifications = actor.system.get('notifications') as AnyActorRef | undefined;
        if (type === 'app.member' && realtimeRuns) {
          const userId = (event as unknown as { userId: number | null }).userId;
          expect(notifications?.getSnapshot().context.userId ?? null).toBe(userId);
          expect(child('chat-socket').getSnapshot().context.feeds).toMatchObject(userId === null ? {} : { [`/topic/user.${userId}`]: 'notifications' });
          if (userId === null) expect(Object.values(child('chat-socket').getSnapshot().context.feeds)).not.toContain('notifications');
        }
        // A member signed in before the socket ran: their notifications start with it.
        if (type === 'xstate.done.actor.realtime-loader' && actor.getSnapshot().context.memberId !== null) expect(notifications?.getSnapshot().context.userId).toBe(actor.getSnapshot().context.memberId);
        if (!realtimeRuns) expect(notifications).toBeUndefined();
        if (type === 'notifications.markAllRead' && notifications) expect(fakes.notifications.markAllRead.calls).toHaveLength(1);
        if (type === 'notifications.markRead' && notifications) expect(notifications.getSnapshot().context.queue).toEqual([1]);
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(model, paths);
    printCoverage('app', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
