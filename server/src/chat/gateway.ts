/**
 * The chat gateway: WebSocket upgrades on `/websocket` of the API's own HTTP server
 * (docs/chat-protocol.md). Checks the Origin, reads the token from the query string, keeps sockets
 * alive with pings, and wires sessions to the bus. A member's socket closes when its session ends
 * (app.sessionEnds, carried to every instance by the bus) or its token runs out unrenewed.
 * app.close() closes every socket and the bus.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WebSocketServer, type WebSocket } from 'ws';
import proxyAddr from '@fastify/proxy-addr';
import { memberStanding } from '../auth/member-standing.ts';
import { isEndedBy, readSessionEnd } from '../auth/session-ends.ts';
import { verifyToken } from '../auth/tokens.ts';
import { clientKey } from '../plugins/rate-limit.ts';
import { Audience } from './audience.ts';
import { createBus, type ChatBus } from './bus.ts';
import { Feeds } from './delivery.ts';
import { socketLanguage } from './messages.ts';
import { loadUser, RoomDirectory } from './moderation.ts';
import { MuteBook } from './mutes.ts';
import { isAllowedOrigin } from './origin.ts';
import { PingRounds } from './ping-rounds.ts';
import { PushServices, type PushService } from './push.ts';
import { SendRateLimiter } from './rate-limit.ts';
import { Session, type Identity, type SessionContext, type TokenChecks, type TokenReading } from './session.ts';
import { MessageWriter } from './writer.ts';

export const CHAT_PATH = '/websocket';
/** The server pings each socket this often; two unanswered pings drop the socket. */
export const PING_INTERVAL_MS = 25_000;
/** An interval's pings leave in this many slices, one every interval ÷ PING_SLICES (ping-rounds.ts). */
const PING_SLICES = 25;
/** Feeds compare with the database this often, to catch a last message whose bus event was lost. */
export const FEED_SYNC_MS = 2_000;
/** Past this size ws closes the socket (1009); up to it, frames over 8 KiB get a `badFrame` error. */
const MAX_PAYLOAD_BYTES = 64 * 1024;

/** Close code of a socket over a connection cap: "try again later" (RFC 6455 1013). */
export const TRY_AGAIN_LATER = 1013;

export interface ChatGatewayOptions {
  allowedOrigins: readonly string[];
  redisUrl: string | null;
  /** The server listens on loopback: http(s)://localhost origins are the developer's own pages. */
  localOrigins?: boolean;
  /** TRUST_PROXY: whose X-Forwarded-For tells the client address. */
  trustProxy?: readonly string[];
  /** Open sockets allowed per client address and per member (CHAT_SOCKETS_PER_ADDRESS / _PER_MEMBER). */
  socketsPerAddress?: number;
  socketsPerMember?: number;
  /** Overrides for tests. */
  bus?: ChatBus;
  pingIntervalMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    chat: {
      bus: ChatBus;
      /** Who is in a conversation (connected plus seeded): the viewers and online figures of every answer. */
      audience: Audience;
      sessions: ReadonlySet<Session>;
      /** Serves the read-only topics of `service` on this socket (chat/push.ts; the live scores register here). */
      addPushService(service: PushService): void;
    };
  }
}

function reject(socket: Duplex, status: number, reason: string): void {
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

async function chatGateway(app: FastifyInstance, options: ChatGatewayOptions): Promise<void> {
  const log = app.log.child({ area: 'chat' });
  const onError = (error: unknown) => log.error({ err: error }, 'chat bus error');
  const bus = options.bus ?? createBus(options.redisUrl, onError);
  const feeds = new Feeds(app.db, onError);
  const mutes = new MuteBook(app.db);
  const push = new PushServices();

  function read(token: string | null): TokenReading {
    if (!token || token.length > 4096) return { kind: 'anonymous' };
    const check = verifyToken(app.tokenSecret, token);
    if (!check.ok) return { kind: 'anonymous' };
    const { kind, sub, sid, sv, exp } = check.claims;
    if (kind === 'guest') return { kind: 'guest', guestId: sub };
    const userId = Number(sub);
    if (!Number.isSafeInteger(userId) || userId <= 0) return { kind: 'anonymous' };
    return { kind: 'member', credential: { userId, sessionId: sid!, version: sv!, expiresAt: exp * 1000 } };
  }

  async function identify(reading: TokenReading): Promise<Identity> {
    if (reading.kind !== 'member') return reading;
    const { userId, sessionId, version } = reading.credential;
    // An ended session or a changed password stops the socket's token as it stops any other call.
    if ((await memberStanding(app.db, userId, sessionId, version)) !== 'ok') return { kind: 'anonymous' };
    const user = await loadUser(app.db, userId);
    return user ? { kind: 'member', user } : { kind: 'anonymous' };
  }
  const tokens: TokenChecks = { read, identify };

  const audience = new Audience(app.db, bus);
  const ctx: SessionContext = {
    db: app.db,
    bus,
    feeds,
    rooms: new RoomDirectory(app.db),
    audience,
    rateLimiter: new SendRateLimiter(),
    mutes,
    writer: new MessageWriter(app.db),
    push,
    tokens,
    log,
  };
  const sessions = new Set<Session>();
  let closing = false;

  await bus.start((event) => {
    if (event.kind === 'sessionEnd') {
      const end = readSessionEnd(event.end);
      if (!end) return;
      // Ended on another instance: its tokens stop being trusted here too.
      app.memberStandings.forget(end);
      for (const session of sessions) {
        const held = session.credential;
        if (held && isEndedBy(end, held.userId, held.sessionId, held.version)) session.sessionEnded();
      }
      return;
    }
    if (event.kind === 'push') {
      // A service's failure stays its own: the bus goes on delivering.
      try {
        push.dispatch(event);
      } catch (error) {
        onError(error);
      }
      return;
    }
    if (event.kind === 'frame' && event.frame.type === 'muted') {
      const { userId, until } = event.frame;
      if (typeof userId === 'number' && typeof until === 'string') mutes.note(event.topic, userId, new Date(until));
    }
    feeds.dispatch(event);
  });
  // Every instance hears of an ended session through the bus, this one included.
  const stopHearingEnds = app.sessionEnds.listen((end) => bus.publish({ kind: 'sessionEnd', end }));
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES, perMessageDeflate: false });

  const trust = proxyAddr.compile([...(options.trustProxy ?? [])]);
  const perAddress = new Map<string, number>();
  const perMember = new Map<number, number>();
  const addressCap = options.socketsPerAddress ?? 50;
  const memberCap = options.socketsPerMember ?? 10;
  const bump = <K>(counts: Map<K, number>, key: K, by: number) => {
    const n = (counts.get(key) ?? 0) + by;
    if (n > 0) counts.set(key, n);
    else counts.delete(key);
  };

  function connect(ws: WebSocket, request: IncomingMessage, url: URL, address: string): void {
    if ((perAddress.get(address) ?? 0) >= addressCap) {
      ws.close(TRY_AGAIN_LATER, `too many chat connections from this address (max ${addressCap})`);
      return;
    }
    bump(perAddress, address, 1);
    let countedMember: number | null = null;
    const hostHeader = request.headers.host ?? '';
    const ownHosts = [hostHeader.replace(/:\d+$/, '').replace(/^\[|\]$/g, ''), ...options.allowedOrigins.map((o) => new URL(o).hostname)];
    const session = new Session(ws, ctx, {
      lang: socketLanguage(url.searchParams.get('language'), request.headers.cookie),
      ip: request.socket.remoteAddress ?? null,
      ownHosts,
    });
    sessions.add(session);
    ws.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => session.receive(data));
    ws.on('pong', () => {
      session.missedPings = 0;
    });
    ws.on('error', (error) => log.debug({ err: error }, 'chat socket error'));
    ws.on('close', () => {
      bump(perAddress, address, -1);
      if (countedMember !== null) bump(perMember, countedMember, -1);
      sessions.delete(session);
      void session.close(!closing);
    });
    // Known at once, so that a session ending while the database is asked still finds this socket.
    const reading = read(url.searchParams.get('token'));
    if (reading.kind === 'member') session.credential = reading.credential;
    // Frames that arrive before the identity is known wait behind it in the session's queue.
    session.enqueue(async () => {
      try {
        session.identity = await identify(reading);
      } catch (error) {
        log.error({ err: error }, 'chat identity lookup failed');
      }
      if (session.identity.kind !== 'member') session.credential = null;
      const user = session.identity.kind === 'member' ? session.identity.user : null;
      if (user) {
        if ((perMember.get(user.userId) ?? 0) >= memberCap) {
          ws.close(TRY_AGAIN_LATER, `too many chat connections for this member (max ${memberCap})`);
          return;
        }
        countedMember = user.userId;
        bump(perMember, user.userId, 1);
      }
      const expiresInMs = session.expiresInMs;
      session.send({
        type: 'welcome',
        sessionId: session.id,
        user: user
          ? { userId: user.userId, showName: user.showName, siteRoleId: user.siteRoleId, isGuest: false }
          : session.identity.kind === 'guest'
            ? { userId: null, showName: null, siteRoleId: null, isGuest: true }
            : null,
        ...(expiresInMs !== undefined ? { expiresInMs } : {}),
      });
    });
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
    } catch {
      return reject(socket, 400, 'Bad Request');
    }
    if (url.pathname !== CHAT_PATH) {
      // Nobody else takes upgrades: answer rather than leave the socket hanging.
      if (app.server.listenerCount('upgrade') === 1) reject(socket, 404, 'Not Found');
      return;
    }
    if (closing) return reject(socket, 503, 'Service Unavailable');
    if (!isAllowedOrigin(request.headers.origin, request.headers.host, options.allowedOrigins, options.localOrigins ?? false)) {
      return reject(socket, 403, 'Forbidden');
    }
    socket.on('error', () => socket.destroy());
    // A client that hung up before the upgrade has no address left: there is nobody to answer.
    const remote = socket.destroyed ? undefined : proxyAddr(request, trust);
    if (!remote) {
      socket.destroy();
      return;
    }
    const address = clientKey(remote);
    wss.handleUpgrade(request, socket, head, (ws) => {
      // One bad socket must never take the process down with it.
      try {
        connect(ws, request, url, address);
      } catch (error) {
        app.log.error({ err: error }, 'chat socket setup failed');
        ws.terminate();
      }
    });
  }
  app.server.on('upgrade', onUpgrade);

  const pings = new PingRounds(sessions, PING_SLICES);
  const pingTimer = setInterval(() => pings.tick(), (options.pingIntervalMs ?? PING_INTERVAL_MS) / PING_SLICES);
  const syncTimer = setInterval(() => {
    ctx.rateLimiter.sweep();
    void feeds.sync();
  }, FEED_SYNC_MS);
  pingTimer.unref();
  syncTimer.unref();

  app.decorate('chat', { bus, audience, sessions, addPushService: (service: PushService) => push.add(service) });

  app.addHook('preClose', async () => {
    closing = true;
    stopHearingEnds();
    clearInterval(pingTimer);
    clearInterval(syncTimer);
    app.server.off('upgrade', onUpgrade);
    for (const client of wss.clients) client.close(1001, 'server closing');
    // Sockets that do not finish the closing handshake quickly are cut.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 500);
      const check = () => {
        if (wss.clients.size === 0) {
          clearTimeout(timer);
          resolve();
        } else setTimeout(check, 10);
      };
      check();
    });
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    feeds.close();
    await bus.close();
  });
}

export default fp(chatGateway, { name: 'chat', fastify: '5.x', dependencies: ['db', 'auth'] });
