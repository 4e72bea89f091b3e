/**
 * One socket: who it is, what it subscribed to, and the handling of each client frame
 * (docs/chat-protocol.md). Frames are handled one after another; nothing a client sends can throw
 * out of here: every failure becomes an `error` frame.
 */
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Db } from '../db/connect.ts';
import { localize, type Language } from '../i18n.ts';
import type { Audience } from './audience.ts';
import type { ChatBus } from './bus.ts';
import { PushRefusal, type PushService, type PushServices, type PushSubscriber } from './push.ts';
import { Feeds, Subscription } from './delivery.ts';
import type { ChatErrorCode, ClientFrame, ServerFrame } from '../../../contracts/schemas/chat.ts';
import { MATCH_TOPICS_PER_SOCKET } from '../../../contracts/constants.ts';
import { MAX_MESSAGE_CHARS, parseFrame, type ParseResult } from './frames.ts';
import { text, type ChatMessageKey } from './messages.ts';
import { badgesFor, canModerate, colorFor, mayUseTopic, RoomDirectory, type ChatUser } from './moderation.ts';
import type { MuteBook } from './mutes.ts';
import type { SendRateLimiter } from './rate-limit.ts';
import { isSpam } from './spam.ts';
import {
  compactMessage,
  deleteMessage,
  findMessage,
  history,
  lastOffset,
  messagesAfter,
  muteUser,
  REPLAY_LIMIT,
  toggleReaction,
} from './store.ts';
import { parseTopic, type TopicInfo } from './topics.ts';
import type { MessageWriter } from './writer.ts';
import { SITE_ROLES } from '../db/schema.ts';
import { clock } from '../clock.ts';
import { CHAT_CLOSE_SESSION_ENDED, CHAT_CLOSE_TOKEN_EXPIRED } from '../../../contracts/constants.ts';

/** More bad frames than this in a minute closes the socket (1008). */
export const MAX_BAD_FRAMES = 20;
/** Frames waiting to be handled; a client that floods past this is closed (1008). */
export const MAX_QUEUED_FRAMES = 100;
/** Sends of one socket being stored at once; past this its next frames wait. */
export const MAX_SENDS_IN_FLIGHT = 10;
/** Frames waiting past this stop the reading of the socket until it is back under RESUME_READING_AT. */
const PAUSE_READING_AT = 16;
const RESUME_READING_AT = 4;
/** Topics one socket may hold at once. */
export const MAX_SUBSCRIPTIONS = 20;
/** Read-only push topics (live scores) one socket may hold at once: the match topics and /topic/scores.live. */
export const MAX_PUSH_SUBSCRIPTIONS = MATCH_TOPICS_PER_SOCKET + 1;
/** A socket whose unsent data passes this is dropped (it reconnects and resumes). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** What a session uses of the TCP socket under its WebSocket. */
interface RawStream {
  cork(): void;
  uncork(): void;
  write(data: Buffer): boolean;
  readonly writableCorked: number;
}

export type Identity = { kind: 'member'; user: ChatUser } | { kind: 'guest'; guestId: string } | { kind: 'anonymous' };

/** The member token a socket holds: whose, of which session (and session version), until when (server clock, ms). */
export interface MemberCredential {
  userId: number;
  sessionId: string;
  version: number;
  expiresAt: number;
}

/** A token as read without the database: its signature and expiry checked, nothing more. */
export type TokenReading = { kind: 'member'; credential: MemberCredential } | { kind: 'guest'; guestId: string } | { kind: 'anonymous' };

/** How the gateway reads and checks tokens (chat/gateway.ts). */
export interface TokenChecks {
  read(token: string | null): TokenReading;
  /** Who the reading is once the database agrees: an ended session or a changed password count as none. */
  identify(reading: TokenReading): Promise<Identity>;
}

export interface SessionContext {
  db: Db;
  bus: ChatBus;
  feeds: Feeds;
  rooms: RoomDirectory;
  /** Who is in a conversation: the `online` of `subscribed` and `presence` frames. */
  audience: Audience;
  rateLimiter: SendRateLimiter;
  mutes: MuteBook;
  writer: MessageWriter;
  /** The read-only topics of other services (chat/push.ts). */
  push: PushServices;
  tokens: TokenChecks;
  log: { error(obj: unknown, msg?: string): void };
}

export interface SessionInit {
  lang: Language;
  ip: string | null;
  /** Host names that count as this site for the spam filter. */
  ownHosts: readonly string[];
}

/** What an `error` frame may carry besides its code and message. */
type ErrorExtra = Partial<Pick<Extract<ServerFrame, { type: 'error' }>, 'retryAfterMs' | 'field'>>;

/** A refusal of a frame: answered as an `error` frame with a message of the gateway's catalogue. */
class FrameError extends Error {
  constructor(
    readonly code: ChatMessageKey,
    readonly extra: ErrorExtra = {},
    readonly values: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

/** The wire code of a refusal: a few catalogue keys say more than their code. */
const WIRE_CODES: Partial<Record<ChatMessageKey, ChatErrorCode>> = {
  badField: 'badFrame',
  frameTooLarge: 'badFrame',
  renewRefused: 'forbidden',
  matchNotFound: 'notFound',
  inboxLoginRequired: 'loginRequired',
  readOnlyTopic: 'forbidden',
  tooManyTopics: 'forbidden',
};

/** The message of a push service's refusal of a `sub`. */
const PUSH_REFUSALS: Record<PushRefusal['code'], ChatMessageKey> = {
  notFound: 'matchNotFound',
  forbidden: 'forbidden',
  loginRequired: 'inboxLoginRequired',
};

export class Session implements PushSubscriber {
  readonly id = randomUUID();
  identity: Identity = { kind: 'anonymous' };
  /** A member socket's token (set as soon as it is read, so that a session ending meanwhile finds it); null otherwise. */
  credential: MemberCredential | null = null;
  missedPings = 0;
  private readonly subs = new Map<string, Subscription>();
  /** Read-only topics of push services (live scores), with their service. */
  private readonly pushTopics = new Map<string, PushService>();
  /** Topics where this socket's join was announced. */
  private readonly joined = new Set<string>();
  private badFrames: number[] = [];
  private chain: Promise<void> = Promise.resolve();
  private queued = 0;
  private sendsInFlight = 0;
  private closed = false;
  /** The server closes it (session ended, token ran out): nothing more goes out or is handled. */
  private ending = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly ctx: SessionContext,
    private readonly init: SessionInit,
  ) {}

  get user(): ChatUser | null {
    return this.identity.kind === 'member' ? this.identity.user : null;
  }

  get language(): Language {
    return this.init.lang;
  }

  get memberId(): number | null {
    return this.user?.userId ?? null;
  }

  send(frame: ServerFrame): void {
    this.sendEncoded(JSON.stringify(frame));
  }

  /**
   * Sends a frame already encoded (a broadcast is encoded once for all its subscribers), as text.
   * `framed` is the same as a whole WebSocket frame (chat/push.ts `textFrame`), written to the TCP
   * socket as it is: the gateway never compresses, so ws has nothing queued that it could overtake.
   */
  sendEncoded(data: Buffer | string, framed?: Buffer): void {
    if (this.closed || this.ending || this.ws.readyState !== this.ws.OPEN || this.lapsed()) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.terminate();
      return;
    }
    const stream = framed ? this.stream : undefined;
    if (stream && framed) stream.write(framed);
    else this.ws.send(data, { binary: false });
  }

  /** The TCP socket under the WebSocket (ws keeps it as `_socket`): corked, several frames leave in one write. */
  private get stream(): RawStream | undefined {
    return (this.ws as unknown as { _socket?: RawStream })._socket;
  }

  cork(): void {
    this.stream?.cork();
  }

  uncork(): void {
    const stream = this.stream;
    if (stream && stream.writableCorked > 0) stream.uncork();
  }

  /** Closes the socket from the server's side with `code` (docs/chat-protocol.md); from now on nothing goes out. */
  end(code: number, reason: string): void {
    if (this.ending || this.closed) return;
    this.ending = true;
    this.ws.close(code, reason);
  }

  /** The session of this socket's member token ended: the socket closes. */
  sessionEnded(): void {
    this.end(CHAT_CLOSE_SESSION_ENDED, 'session ended');
  }

  /** A member token that ran out without being renewed closes its socket (checked before every frame in or out). */
  private lapsed(): boolean {
    if (!this.credential || clock.now() < this.credential.expiresAt) return false;
    this.end(CHAT_CLOSE_TOKEN_EXPIRED, 'token expired');
    return true;
  }

  /** The time the member token has left, for `welcome` and `renewed`; undefined for other sockets. */
  get expiresInMs(): number | undefined {
    return this.credential ? Math.max(0, this.credential.expiresAt - clock.now()) : undefined;
  }

  /** The keepalive tick: a socket that left two pings unanswered is dropped. */
  ping(): void {
    if (this.ws.readyState !== this.ws.OPEN || this.lapsed()) return;
    if (this.missedPings >= 2) return void this.ws.terminate();
    this.missedPings++;
    this.ws.ping();
  }

  /**
   * Runs `task` after the frames before it; used for the identity lookup and every frame. A client
   * that sends faster than its frames are handled is read more slowly (back-pressure); one that
   * still piles up MAX_QUEUED_FRAMES is closed.
   */
  enqueue(task: () => Promise<void>): void {
    if (this.queued >= MAX_QUEUED_FRAMES) {
      this.ws.close(1008, 'too many frames');
      return;
    }
    this.queued++;
    if (this.queued === PAUSE_READING_AT) this.ws.pause();
    this.chain = this.chain
      .then(() => (this.closed || this.ending ? undefined : task()))
      .catch((error: unknown) => this.ctx.log.error({ err: error }, 'chat frame failed'))
      .finally(() => {
        this.queued--;
        if (this.queued === RESUME_READING_AT && this.ws.isPaused) this.ws.resume();
      });
  }

  receive(data: Buffer | ArrayBuffer | Buffer[]): void {
    if (this.ending || this.lapsed()) return;
    const parsed = parseFrame(data);
    this.enqueue(() => this.handle(parsed));
  }

  private error(code: ChatMessageKey, ref: string | undefined, extra: ErrorExtra = {}, values: Record<string, string | number> = {}): void {
    const wireCode = WIRE_CODES[code] ?? (code as ChatErrorCode);
    this.send({ type: 'error', ...(ref !== undefined ? { ref } : {}), code: wireCode, message: text(this.init.lang, code, values), ...extra });
  }

  private badFrame(parsed: Extract<ParseResult, { ok: false }>): void {
    const now = performance.now();
    this.badFrames = this.badFrames.filter((t) => now - t < 60_000);
    this.badFrames.push(now);
    if (parsed.problem === 'tooLarge') this.error('frameTooLarge', undefined, {}, { limit: 8192 });
    else if (parsed.field) this.error('badField', parsed.ref, { field: parsed.field }, { field: parsed.field });
    else this.error('badFrame', parsed.ref);
    if (this.badFrames.length > MAX_BAD_FRAMES) this.ws.close(1008, 'too many bad frames');
  }

  private async handle(parsed: ParseResult): Promise<void> {
    if (!parsed.ok) return this.badFrame(parsed);
    const frame = parsed.frame;
    try {
      await this.dispatch(frame);
    } catch (error) {
      if (error instanceof FrameError) return this.error(error.code, frame.ref, error.extra, error.values);
      this.ctx.log.error({ err: error }, 'chat frame failed');
      this.error('unavailable', frame.ref);
    }
  }

  private async dispatch(frame: ClientFrame): Promise<void> {
    switch (frame.type) {
      case 'ping':
        return this.send({ type: 'pong', ...(frame.ref !== undefined ? { ref: frame.ref } : {}) });
      case 'auth':
        return this.renew(frame.token, frame.ref);
      case 'sub':
        return this.subscribe(frame.topic, frame.fromOffset, frame.ref);
      case 'unsub':
        await this.unsubscribe(frame.topic);
        return this.send({ type: 'unsubscribed', topic: frame.topic, ...(frame.ref !== undefined ? { ref: frame.ref } : {}) });
      case 'join':
        return this.join(frame.topic);
      case 'send':
        return this.sendMessage(frame);
      case 'react':
        return this.react(frame);
      case 'delete':
        return this.remove(frame);
      case 'mute':
        return this.mute(frame);
    }
  }

  /** `auth`: a fresh token of the same member replaces the one the socket holds (its session and expiry with it). */
  private async renew(token: string, ref: string | undefined): Promise<void> {
    const held = this.credential;
    if (!held || !this.user) throw new FrameError('renewRefused');
    const reading = this.ctx.tokens.read(token);
    if (reading.kind !== 'member' || reading.credential.userId !== held.userId) throw new FrameError('renewRefused');
    const identity = await this.ctx.tokens.identify(reading);
    if (identity.kind !== 'member') throw new FrameError('renewRefused');
    this.identity = identity;
    this.credential = reading.credential;
    this.send({ type: 'renewed', expiresInMs: this.expiresInMs!, ...(ref !== undefined ? { ref } : {}) });
  }

  private topicOf(topic: string): TopicInfo {
    const info = parseTopic(topic);
    if (!info) throw new FrameError('notFound');
    return info;
  }

  private requireSubscribed(topic: string): TopicInfo {
    // Live-score topics take `sub` and `unsub` only.
    if (this.pushTopics.has(topic) || this.ctx.push.find(topic)) throw new FrameError('readOnlyTopic');
    if (!this.subs.has(topic)) throw new FrameError('notSubscribed');
    return this.topicOf(topic);
  }

  private requireMember(): ChatUser {
    const user = this.user;
    if (!user) throw new FrameError('loginRequired');
    return user;
  }

  /** A read-only topic of a push service (live scores): the service answers with what it holds now. */
  private async subscribePush(service: PushService, topic: string, ref: string | undefined): Promise<void> {
    if (!this.pushTopics.has(topic) && this.pushTopics.size >= MAX_PUSH_SUBSCRIPTIONS) throw new FrameError('tooManyTopics', {}, { limit: MAX_PUSH_SUBSCRIPTIONS });
    try {
      await service.subscribe(topic, this, ref);
    } catch (error) {
      if (error instanceof PushRefusal) throw new FrameError(PUSH_REFUSALS[error.code]);
      throw error;
    }
    // The socket may have closed while the service looked the topic up.
    if (this.closed) service.unsubscribe(topic, this);
    else this.pushTopics.set(topic, service);
  }

  private async subscribe(topic: string, fromOffset: number | undefined, ref: string | undefined): Promise<void> {
    const service = this.ctx.push.find(topic);
    if (service) return this.subscribePush(service, topic, ref);
    const info = this.topicOf(topic);
    if (!mayUseTopic(info, this.user?.userId ?? null)) throw new FrameError('forbidden');
    const room = await this.ctx.rooms.get(info);
    if (!room) throw new FrameError('notFound');
    if (!this.subs.has(topic) && this.subs.size >= MAX_SUBSCRIPTIONS) throw new FrameError('forbidden');
    // A repeated sub restarts the subscription (a resume from a new offset).
    const previous = this.subs.get(topic);
    if (previous) this.ctx.feeds.remove(previous);

    const sub = new Subscription(topic, this);
    this.subs.set(topic, sub);
    await this.ctx.feeds.add(sub);
    let counted = false;
    try {
      if (!previous) {
        await this.ctx.audience.connect(topic, 1);
        counted = true;
      }
      const [last, online] = await Promise.all([lastOffset(this.ctx.db, topic), this.ctx.audience.of(info, clock.now())]);
      this.send({
        type: 'subscribed',
        topic,
        lastOffset: last,
        pinnedMessage: room.pinned ? localize(room.pinned, this.init.lang) : null,
        online,
        ...(ref !== undefined ? { ref } : {}),
      });
      if (fromOffset === undefined) {
        this.send({ type: 'history', topic, messages: (await history(this.ctx.db, topic, last)).map(compactMessage) });
        sub.finishReplay(last);
        return;
      }
      let from = Math.min(fromOffset, last);
      if (last - from > REPLAY_LIMIT) {
        from = last - REPLAY_LIMIT;
        this.send({ type: 'gap', topic, fromOffset, resumedAt: from + 1 });
      }
      sub.lastSent = from;
      sub.replay(await messagesAfter(this.ctx.db, topic, from, REPLAY_LIMIT));
      sub.finishReplay(last);
    } catch (error) {
      this.subs.delete(topic);
      this.ctx.feeds.remove(sub);
      if (counted) await this.ctx.audience.connect(topic, -1);
      throw error;
    }
  }

  private async unsubscribe(topic: string): Promise<void> {
    const service = this.pushTopics.get(topic);
    if (service) {
      this.pushTopics.delete(topic);
      service.unsubscribe(topic, this);
      return;
    }
    const sub = this.subs.get(topic);
    if (!sub) return;
    this.subs.delete(topic);
    this.ctx.feeds.remove(sub);
    await this.ctx.audience.connect(topic, -1);
    await this.leave(topic);
  }

  private async join(topic: string): Promise<void> {
    const info = this.requireSubscribed(topic);
    const user = this.user;
    // Guests and anonymous sockets: accepted, not announced; role 6 never announces.
    if (!user || user.siteRoleId === SITE_ROLES.silent || this.joined.has(topic)) return;
    this.joined.add(topic);
    await this.ctx.bus.online(topic, 1);
    const online = await this.ctx.audience.of(info, clock.now());
    await this.ctx.bus.publish({
      kind: 'frame',
      topic,
      frame: { type: 'presence', topic, event: 'joined', userId: user.userId, showName: user.showName, online },
    });
  }

  private async leave(topic: string): Promise<void> {
    const user = this.user;
    if (!user || !this.joined.delete(topic)) return;
    await this.ctx.bus.online(topic, -1);
    const info = parseTopic(topic);
    const online = info ? await this.ctx.audience.of(info, clock.now()) : 0;
    await this.ctx.bus.publish({
      kind: 'frame',
      topic,
      frame: { type: 'presence', topic, event: 'left', userId: user.userId, showName: user.showName, online },
    });
  }

  private async sendMessage(frame: Extract<ClientFrame, { type: 'send' }>): Promise<void> {
    const user = this.requireMember();
    const info = this.requireSubscribed(frame.topic);
    const { message } = frame;
    let toUserId: number | null = null;
    if (info.kind === 'dm') {
      const other = info.userIds[0] === user.userId ? info.userIds[1] : info.userIds[0];
      if (frame.path !== '/chat.sendMessagePrivate') throw new FrameError('badField', { field: 'path' }, { field: 'path' });
      if (message.toUserId !== other) throw new FrameError('badField', { field: 'message.toUserId' }, { field: 'message.toUserId' });
      toUserId = other;
    } else if (frame.path !== '/chat.sendMessage') {
      throw new FrameError('badField', { field: 'path' }, { field: 'path' });
    }
    const text = message.originalMessage.trim();
    const length = [...text].length;
    if (length < 1 || length > MAX_MESSAGE_CHARS) throw new FrameError('tooLong', {}, { limit: MAX_MESSAGE_CHARS });

    const until = await this.ctx.mutes.until(frame.topic, user.userId);
    if (until) {
      const retryAfterMs = until.getTime() - clock.now();
      throw new FrameError('muted', { retryAfterMs }, { seconds: Math.ceil(retryAfterMs / 1000) });
    }
    if (isSpam(text, this.init.ownHosts)) throw new FrameError('spam');
    const rate = this.ctx.rateLimiter.take(user.userId);
    if (!rate.ok) throw new FrameError('rateLimited', { retryAfterMs: rate.retryAfterMs }, { seconds: Math.ceil(rate.retryAfterMs / 1000) });

    const room = await this.ctx.rooms.get(info);
    if (!room) throw new FrameError('notFound');
    const parentMessageId = message.parentMessageId ?? null;
    if (parentMessageId !== null && !(await findMessage(this.ctx.db, frame.topic, parentMessageId))) throw new FrameError('notFound');

    const storing = this.ctx.writer.write({
      topic: frame.topic,
      groupId: info.groupId,
      userId: user.userId,
      showName: user.showName,
      colorName: colorFor(user.userId),
      originalMessage: text,
      parentMessageId,
      attachments: message.attachments ?? [],
      vipGroup: room.vip ? 1 : 0,
      toUserId,
      badges: badgesFor(user, room),
      level: user.level,
      ip: this.init.ip,
      clientRef: frame.ref ?? null,
    });
    // The next frames are handled while it is stored; answers keep the order of the sends, since
    // the writer resolves in order. Past MAX_SENDS_IN_FLIGHT the socket waits for this one.
    this.sendsInFlight++;
    const answered = storing
      .then(
        async (stored) => {
          const ack = () =>
            this.send({ type: 'ack', ...(frame.ref !== undefined ? { ref: frame.ref } : {}), groupMessageId: stored.message.groupMessageId, offset: stored.message.offset });
          if (stored.duplicate) return ack();
          await this.ctx.bus.publish({ kind: 'message', topic: frame.topic, message: stored.message });
          // After the message itself, so the sender's line never disappears between the two.
          const sub = this.subs.get(frame.topic);
          if (sub) sub.whenSent(stored.message.offset, ack);
          else ack();
        },
        (error: unknown) => {
          this.ctx.log.error({ err: error }, 'chat message not stored');
          this.error('unavailable', frame.ref);
        },
      )
      .catch((error: unknown) => this.ctx.log.error({ err: error }, 'chat message not delivered'))
      .finally(() => {
        this.sendsInFlight--;
      });
    if (this.sendsInFlight > MAX_SENDS_IN_FLIGHT) await answered;
  }

  private async react(frame: Extract<ClientFrame, { type: 'react' }>): Promise<void> {
    const user = this.requireMember();
    this.requireSubscribed(frame.topic);
    const reaction = await toggleReaction(this.ctx.db, frame.topic, frame.groupMessageId, user.userId, frame.reaction);
    if (!reaction) throw new FrameError('notFound');
    await this.ctx.bus.publish({
      kind: 'frame',
      topic: frame.topic,
      frame: { type: 'reaction', topic: frame.topic, groupMessageId: frame.groupMessageId, reaction, updatedReaction: frame.reaction, userId: user.userId },
    });
    this.ack(frame.ref, { groupMessageId: frame.groupMessageId });
  }

  private async moderator(topic: string): Promise<ChatUser> {
    const user = this.requireMember();
    const info = this.requireSubscribed(topic);
    const room = await this.ctx.rooms.get(info);
    if (!room || !canModerate(user, room)) throw new FrameError('forbidden');
    return user;
  }

  private async remove(frame: Extract<ClientFrame, { type: 'delete' }>): Promise<void> {
    const user = await this.moderator(frame.topic);
    if (!(await deleteMessage(this.ctx.db, frame.topic, frame.groupMessageId, user.userId))) throw new FrameError('notFound');
    await this.ctx.bus.publish({ kind: 'frame', topic: frame.topic, frame: { type: 'deleted', topic: frame.topic, groupMessageId: frame.groupMessageId, by: user.userId } });
    this.ack(frame.ref, { groupMessageId: frame.groupMessageId });
  }

  private async mute(frame: Extract<ClientFrame, { type: 'mute' }>): Promise<void> {
    const user = await this.moderator(frame.topic);
    const until = new Date(clock.now() + frame.minutes * 60_000);
    await muteUser(this.ctx.db, frame.topic, frame.userId, until, user.userId);
    await this.ctx.bus.publish({
      kind: 'frame',
      topic: frame.topic,
      frame: { type: 'muted', topic: frame.topic, userId: frame.userId, until: until.toISOString(), by: user.userId },
    });
    this.ack(frame.ref, {});
  }

  private ack(ref: string | undefined, extra: { groupMessageId?: number }): void {
    this.send({ type: 'ack', ...(ref !== undefined ? { ref } : {}), ...extra });
  }

  /** The socket closed: leave every topic (presence `left` unless the server is shutting down). */
  async close(announce: boolean): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const [topic, service] of this.pushTopics) service.unsubscribe(topic, this);
    this.pushTopics.clear();
    for (const sub of this.subs.values()) this.ctx.feeds.remove(sub);
    const topics = [...this.subs.keys()];
    this.subs.clear();
    if (!announce) return;
    for (const topic of topics) {
      try {
        await this.ctx.audience.connect(topic, -1);
        await this.leave(topic);
      } catch (error) {
        this.ctx.log.error({ err: error }, 'chat presence failed');
      }
    }
  }
}
