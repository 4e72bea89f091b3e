import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, createMachine, setup, type AnyActorRef } from 'xstate';
import { BUILD_POLL_INTERVAL_MS, CHAT_MAX_CONNECTIONS, CHAT_RECONNECT_DELAY_MS, LIVE_SCORES_POLL_MS } from '../../contracts/constants';
import type { LiveScore } from '../../contracts/schemas/chat';
import { BLOCKS_RELOAD_TAG } from './app.machine';
import { appWithFakes } from './app.fakes';
import { playerMachine } from '../player/player.machine';
import { settle } from '../test-utils/model-paths';
import { session } from '../auth/auth.fakes';

function startApp() {
  const fakes = appWithFakes();
  const actor = createActor(fakes.app, { input: { width: 1100, locale: 'en', buildId: 'b1', mayHaveMemberSession: false, hasGuestToken: false } }).start();
  const child = (id: string) => actor.system.get(id) as AnyActorRef;
  return { actor, child, ...fakes };
}

describe('app root actor', () => {
  it('spawns every shell machine under its system id', () => {
    const { child } = startApp();
    for (const id of ['layout', 'locale', 'toast', 'loading', 'chunk-reload', 'build-watcher', 'shell', 'live-count', 'favourites']) {
      expect(child(id), id).toBeDefined();
    }
    expect(child('layout').getSnapshot().value).toEqual({ navbar: 'half', room: 'normal' });
  });

  it('loads the chat socket, the composer and the live scores when a view first asks them, and hands them what it asked meanwhile', async () => {
    const { actor, child, realtime, loadRealtime, chatSockets } = startApp();
    await settle();
    expect(realtime.calls).toHaveLength(0);
    for (const id of ['chat-socket', 'chat-composer', 'live-scores']) expect(child(id), id).toBeUndefined();

    actor.send({ type: 'scores.watch', staticIds: [616] });
    actor.send({ type: 'chat.subscribe', topic: '/topic/chatroom.live-1', path: '/truc-tiep/esport/a-b-1' });
    actor.send({ type: 'chat.draftChanged', text: 'Vào' });
    expect(realtime.calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ realtime: 'loading' });
    await loadRealtime();

    expect(actor.getSnapshot().value).toEqual({ realtime: 'ready' });
    expect(child('live-scores').getSnapshot().context.watch).toEqual({ all: 0, ids: { 616: 1 } });
    expect(Object.keys(child('chat-socket').getSnapshot().context.topics)).toEqual(['/topic/chatroom.live-1']);
    expect(child('chat-socket').getSnapshot().context.feeds).toEqual({ '/topic/match.616': 'live-scores' });
    expect(child('chat-composer').getSnapshot().context.draft).toBe('Vào');
    expect(chatSockets).toHaveLength(1);
    // From now on, straight to them.
    actor.send({ type: 'scores.unwatch', staticIds: [616] });
    expect(child('live-scores').getSnapshot().value).toBe('idle');
    expect(realtime.calls).toHaveLength(1);
  });

  it('gets over a realtime chunk that does not load: what waited is dropped, the next navigation reloads the page, and the next ask loads it again', async () => {
    const { actor, child, realtime, loadRealtime, effects } = startApp();
    actor.send({ type: 'scores.watch', all: true });
    realtime.last().reject(new TypeError('Failed to fetch dynamically imported module'));
    await settle();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toEqual({ realtime: 'dormant' });
    actor.send({ type: 'route.navigated', path: '/tin-tuc' });
    expect(effects.chunkReloads).toBe(1);

    actor.send({ type: 'scores.watch', staticIds: [616] });
    expect(realtime.calls).toHaveLength(2);
    await loadRealtime();
    expect(child('live-scores').getSnapshot().context.watch).toEqual({ all: 0, ids: { 616: 1 } });
  });

  it("keeps the total live count under 'live-count'", async () => {
    const { child, totalLive } = startApp();
    expect(totalLive.calls).toHaveLength(1);
    totalLive.last().resolve(9);
    await settle();
    expect(child('live-count').getSnapshot().context.count).toBe(9);
  });

  it('loads the shell data in the language once its messages are in', async () => {
    const { child, messages, shellData } = startApp();
    expect(messages.last().input).toEqual({ locale: 'en', units: [] });
    expect(shellData.calls).toHaveLength(0);
    messages.last().resolve({});
    await settle();
    expect(shellData.calls).toHaveLength(1);
    expect(child('shell').getSnapshot().hasTag('loading')).toBe(true);
  });

  it("spawns a room's player as 'player' while its view is mounted, and again after a remount", () => {
    const { actor, child } = startApp();
    actor.send({ type: 'player.play' });
    expect(child('player')).toBeUndefined();
    actor.send({ type: 'player.mount', logic: playerMachine, src: '/hls/live/1/master.m3u8' });
    expect(child('player').getSnapshot().matches('attached')).toBe(true);
    actor.send({ type: 'player.play' });
    expect(child('player').getSnapshot().context).toMatchObject({ muted: false, volume: 0.8 });
    actor.send({ type: 'player.unmount' });
    expect(child('player')).toBeUndefined();
    actor.send({ type: 'player.mount', logic: playerMachine, src: '/hls/live/2/master.m3u8' });
    expect(child('player').getSnapshot().context).toMatchObject({ src: '/hls/live/2/master.m3u8', muted: true });
  });

  it('routes view events to the machine that owns them', async () => {
    const { actor, child, effects } = startApp();
    actor.send({ type: 'toast.show', kind: 'info', messageId: 'toast.newVersion' });
    expect(child('toast').getSnapshot().context.toasts).toHaveLength(1);
    actor.send({ type: 'room.toggleTheater' });
    expect(child('layout').getSnapshot().matches({ room: 'theater' })).toBe(true);
    actor.send({ type: 'loading.start', key: 'route' });
    expect(child('loading').getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'chunk.failed', path: '/tin-tuc' });
    actor.send({ type: 'route.navigated', path: '/tin-tuc' });
    expect(effects.chunkReloads).toBe(1);
  });

  it('shows the chat toast through the root when the chat server cannot be reached', async () => {
    const clock = new SimulatedClock();
    const fakes = appWithFakes();
    const actor = createActor(fakes.app, { clock, input: { width: 1100, locale: 'vi', buildId: 'b1', mayHaveMemberSession: false, hasGuestToken: false } }).start();
    actor.send({ type: 'chat.subscribe', topic: '/topic/chatroom.live-1', path: '/truc-tiep/esport/a-b-1' });
    await fakes.loadRealtime();
    for (let i = 0; i <= CHAT_MAX_CONNECTIONS; i++) {
      fakes.chatSockets.at(-1)!.report({ type: 'socket.closed', code: 1006 });
      clock.increment(CHAT_RECONNECT_DELAY_MS);
    }
    expect(fakes.chatSockets).toHaveLength(CHAT_MAX_CONNECTIONS + 1);
    const toasts = (actor.system.get('toast') as AnyActorRef).getSnapshot().context.toasts as Array<{ messageId: string }>;
    expect(toasts.map((t) => t.messageId)).toEqual(['toast.chatUnavailable']);
  });

  it('carries the live scores over the chat socket, polls the API while it is down and stops when it is back', async () => {
    const clock = new SimulatedClock();
    const fakes = appWithFakes();
    const actor = createActor(fakes.app, { clock, input: { width: 1100, locale: 'vi', buildId: 'b1', mayHaveMemberSession: false, hasGuestToken: false } }).start();
    const scores = () => (actor.system.get('live-scores') as AnyActorRef).getSnapshot();
    // A page watches every live match and one match: the socket opens for them, without a chat.
    actor.send({ type: 'scores.watch', all: true });
    actor.send({ type: 'scores.watch', staticIds: [616] });
    await fakes.loadRealtime();
    expect(fakes.chatSockets).toHaveLength(1);
    const socket = fakes.chatSockets[0]!;
    socket.report({ type: 'socket.opened' });
    socket.report({ type: 'socket.welcome', user: null });
    expect(socket.sent.map((c) => c.frame)).toEqual([
      { type: 'sub', topic: '/topic/scores.live', ref: 'feed:/topic/scores.live' },
      { type: 'sub', topic: '/topic/match.616', ref: 'feed:/topic/match.616' },
    ]);
    expect(scores().hasTag('push')).toBe(true);
    const score: LiveScore = { staticId: 616, seq: 23, sport: 'football', kickoffTime: '2026-11-24T17:00:00.000Z', status: 2, statusText: '22', minute: 22, period: '1H', score: '0-1', homeScore: 0, awayScore: 1 };
    socket.report({ type: 'socket.frame', frame: { type: 'scores', topic: '/topic/scores.live', at: 1, snapshot: true, matches: [score] } });
    socket.report({ type: 'socket.frame', frame: { type: 'scores', topic: '/topic/scores.live', at: 2, snapshot: false, matches: [{ ...score, seq: 24, score: '1-1', homeScore: 1 }] } });
    expect(scores().context.matches[616]).toMatchObject({ seq: 24, score: '1-1' });
    expect(scores().context.live).toEqual([616]);
    // The chat's conversations never see these frames.
    expect((actor.system.get('chat-socket') as AnyActorRef).getSnapshot().context.topics).toEqual({});

    // The socket drops: the API is polled every 5 s until it is back.
    socket.report({ type: 'socket.closed', code: 1006 });
    expect(scores().hasTag('polling')).toBe(true);
    expect(fakes.scoresPoll.calls.map((c) => c.input)).toEqual([{ ids: [616], all: true }]);
    fakes.scoresPoll.last().resolve({ list: [], details: [] });
    await settle();
    clock.increment(LIVE_SCORES_POLL_MS);
    expect(fakes.scoresPoll.calls).toHaveLength(2);
    fakes.scoresPoll.last().resolve({ list: [], details: [] });
    await settle();
    clock.increment(CHAT_RECONNECT_DELAY_MS);
    const again = fakes.chatSockets.at(-1)!;
    again.report({ type: 'socket.opened' });
    again.report({ type: 'socket.welcome', user: null });
    expect(scores().hasTag('push')).toBe(true);
    expect(again.sent.map((c) => c.frame.type)).toEqual(['sub', 'sub']);
    clock.increment(5 * LIVE_SCORES_POLL_MS);
    expect(fakes.scoresPoll.calls).toHaveLength(2);
    // No toast about the chat: the visitor never opened one.
    const toasts = (actor.system.get('toast') as AnyActorRef).getSnapshot().context.toasts as unknown[];
    expect(toasts).toEqual([]);

    // The pages leave: the topics are let go of.
    actor.send({ type: 'scores.unwatch', all: true });
    actor.send({ type: 'scores.unwatch', staticIds: [616] });
    expect(again.sent.slice(2).map((c) => c.frame)).toEqual([
      { type: 'unsub', topic: '/topic/scores.live' },
      { type: 'unsub', topic: '/topic/match.616' },
    ]);
    expect(scores().value).toBe('idle');
  });

  it('never lets a new build reload the page over a half-typed chat message', async () => {
    const clock = new SimulatedClock();
    const { app, latestBuild, effects, loadRealtime } = appWithFakes();
    const actor = createActor(app, { clock, input: { width: 1400, locale: 'vi', buildId: 'b1', mayHaveMemberSession: false, hasGuestToken: false } }).start();
    clock.increment(BUILD_POLL_INTERVAL_MS);
    latestBuild.last().resolve('b2');
    await settle();
    actor.send({ type: 'chat.draftChanged', text: 'Vào rồ' });
    await loadRealtime();
    actor.send({ type: 'route.navigated', path: '/' });
    expect(effects.buildReloads).toBe(0);
    actor.send({ type: 'chat.draftCleared' });
    actor.send({ type: 'route.navigated', path: '/tin-tuc' });
    expect(effects.buildReloads).toBe(1);
  });

  it('never lets a new build reload the page in the middle of a playing stream', async () => {
    const clock = new SimulatedClock();
    const { app, latestBuild, effects } = appWithFakes();
    const fakePlayer = createMachine({
      initial: 'playing',
      states: { playing: { tags: [BLOCKS_RELOAD_TAG], on: { 'player.pause': 'paused' } }, paused: {} },
    });
    // The player joins the same actor system as the app, as it will when the live room spawns it.
    const root = setup({ actors: { app, fakePlayer } }).createMachine({
      invoke: [
        { id: 'app', src: 'app', input: { width: 1400, locale: 'vi', buildId: 'b1', mayHaveMemberSession: false, hasGuestToken: false } },
        { id: 'player', systemId: 'player', src: 'fakePlayer' },
      ],
    });
    const actor = createActor(root, { clock }).start();
    const appRef = actor.system.get('app') ?? (actor.getSnapshot().children.app as AnyActorRef);
    clock.increment(BUILD_POLL_INTERVAL_MS);
    latestBuild.last().resolve('b2');
    await settle();

    appRef.send({ type: 'route.navigated', path: '/truc-tiep/esport/a-b-1' });
    expect(effects.buildReloads).toBe(0);
    actor.system.get('player')!.send({ type: 'player.pause' });
    appRef.send({ type: 'route.navigated', path: '/' });
    expect(effects.buildReloads).toBe(1);
  });

  it("merges a guest's favourite teams into the member's list at sign-in, and shows the browser's (empty) list after sign-out", async () => {
    const { actor, child, login, favourites } = startApp();
    const fav = () => child('favourites').getSnapshot();
    actor.send({ type: 'favourites.follow', teamId: 5 });
    actor.send({ type: 'favourites.follow', teamId: 7 });
    expect(fav().context.ids).toEqual([7, 5]);
    actor.send({ type: 'auth.login', credentials: { username: 'member100', password: 'matkhau123' } });
    login.last().resolve(session());
    await settle();
    expect(favourites.merge.last().input).toEqual({ teamIds: [7, 5] });
    expect(fav().hasTag('loading')).toBe(true);
    favourites.merge.last().resolve([7, 5, 1]);
    await settle();
    expect(fav().value).toEqual({ member: { ready: 'idle' } });
    expect(fav().context).toMatchObject({ ids: [7, 5, 1], guest: [] });
    actor.send({ type: 'favourites.unfollow', teamId: 1 });
    expect(favourites.sync.last().input).toEqual({ kind: 'unfollow', teamId: 1 });
    actor.send({ type: 'auth.logout' });
    await settle();
    expect(fav().value).toBe('guest');
    expect(fav().context.ids).toEqual([]);
  });

  it("runs a member's notifications while signed in: the inbox topic on the chat socket, the count pushed, and nothing left after sign-out", async () => {
    const { actor, child, login, notifications, chatSockets, realtime, loadRealtime } = startApp();
    expect(child('notifications')).toBeUndefined();
    actor.send({ type: 'notifications.markAllRead' });
    actor.send({ type: 'auth.login', credentials: { username: 'member100', password: 'matkhau123' } });
    login.last().resolve(session(100));
    await settle();
    // The inbox rides the chat socket: its code loads first.
    expect(realtime.calls).toHaveLength(1);
    expect(child('notifications')).toBeUndefined();
    await loadRealtime();
    await settle();
    expect(child('notifications')).toBeDefined();
    expect(notifications.unread.calls).toHaveLength(1);
    // The socket opens for the inbox alone and follows the member's own topic.
    expect(chatSockets).toHaveLength(1);
    const socket = chatSockets[0]!;
    socket.report({ type: 'socket.opened' });
    socket.report({ type: 'socket.welcome', user: { userId: 100, showName: 'Thành viên 100', siteRoleId: 1, isGuest: false } });
    expect(socket.sent.map((c) => c.frame)).toEqual([{ type: 'sub', topic: '/topic/user.100', ref: 'feed:/topic/user.100' }]);
    notifications.unread.last().resolve(2);
    await settle();
    socket.report({ type: 'socket.frame', frame: { type: 'inbox', topic: '/topic/user.100', snapshot: false, unread: 3, message: null } });
    expect(child('notifications').getSnapshot().context.unread).toBe(3);
    expect(child('notifications').getSnapshot().hasTag('live')).toBe(true);
    actor.send({ type: 'notifications.markAllRead' });
    expect(child('notifications').getSnapshot().context.unread).toBe(0);
    expect(notifications.markAllRead.calls).toHaveLength(1);

    actor.send({ type: 'auth.logout' });
    await settle();
    expect(child('notifications')).toBeUndefined();
    expect(socket.sent.at(-1)!.frame).toEqual({ type: 'unsub', topic: '/topic/user.100' });
    // Routed events for a member who is gone go nowhere.
    actor.send({ type: 'notifications.markRead', id: 1 });
    expect(notifications.markRead.calls).toHaveLength(0);
  });

  it("gets over a notifications chunk that does not load: no notifications, no uncaught error, and the next navigation reloads the page", async () => {
    const { actor, child, login, chunks, effects, loadRealtime } = startApp();
    chunks.notificationsFail = true;
    actor.send({ type: 'auth.login', credentials: { username: 'member100', password: 'matkhau123' } });
    login.last().resolve(session(100));
    await settle();
    await loadRealtime();
    await settle();
    expect(child('notifications')).toBeUndefined();
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'route.navigated', path: '/tin-tuc' });
    expect(effects.chunkReloads).toBe(1);
  });
});
