/**
 * The chat protocol's wire shapes (docs/chat-protocol.md), once: the frames a client sends, which
 * the server compiles and checks every frame against (server/src/chat/frames.ts), and the frames and
 * message objects the server sends. The SPA (machines/chat-socket) takes their Static types; the
 * protocol's runtime helpers (topic names, message defaults) are contracts/chat.ts, its numbers
 * contracts/constants.ts.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CHAT_REACTIONS } from '../constants.ts';
import { Nullable, StringEnum } from './common.ts';
import { ScoreFields } from './sports/matches.ts';
import { MessageItem } from './users/social.ts';

/**
 * `/topic/chatroom.<group>` or `/topic/private.<group>` (chat), `/topic/scores.live` or
 * `/topic/match.<staticId>` (live scores, read-only), `/topic/user.<userId>` (a member's inbox,
 * read-only, that member only).
 */
export const TOPIC_PATTERN = '^/topic/((chatroom|private)\\.[a-z0-9-]{1,64}|scores\\.live|(match|user)\\.[1-9][0-9]{0,9})$';

const Ref = Type.Optional(Type.String({ maxLength: 64 }));
const Topic = Type.String({ pattern: TOPIC_PATTERN, maxLength: 100 });
const MessageId = Type.Integer({ minimum: 1 });

/** SPEC §6: BLV (host), QC (moderator), AD (admin or customer care), LV (level shown). */
export const ChatBadge = Type.Union([Type.Literal('BLV'), Type.Literal('QC'), Type.Literal('AD'), Type.Literal('LV')]);
export type ChatBadge = Static<typeof ChatBadge>;

export const ChatAttachment = Type.Object({
  kind: Type.Union([Type.Literal('image'), Type.Literal('sticker')]),
  // Site-relative paths under /media/ or /stickers/ only: no scheme, no host, no `..`.
  url: Type.String({ pattern: '^/(media|stickers)/(?!.*\\.\\.)(?!.*//)[A-Za-z0-9._~/%-]{1,200}$' }),
});
export type ChatAttachment = Static<typeof ChatAttachment>;

export const ChatReaction = Type.Union(CHAT_REACTIONS.map((reaction) => Type.Literal(reaction)));
export type ChatReaction = Static<typeof ChatReaction>;

// Client → server frames

export const SubFrame = Type.Object({ type: Type.Literal('sub'), topic: Topic, fromOffset: Type.Optional(Type.Integer({ minimum: 0 })), ref: Ref });
export const UnsubFrame = Type.Object({ type: Type.Literal('unsub'), topic: Topic, ref: Ref });
export const JoinFrame = Type.Object({ type: Type.Literal('join'), topic: Topic, ref: Ref });
export const PingFrame = Type.Object({ type: Type.Literal('ping'), ref: Ref });
/** A member's socket renews its token (a fresh access token of the same member) before it runs out. */
export const AuthFrame = Type.Object({ type: Type.Literal('auth'), token: Type.String({ minLength: 1, maxLength: 4096 }), ref: Ref });
export const SendFrame = Type.Object({
  type: Type.Literal('send'),
  topic: Topic,
  path: Type.Union([Type.Literal('/chat.sendMessage'), Type.Literal('/chat.sendMessagePrivate')]),
  ref: Ref,
  message: Type.Object({
    // The length rule (1–500 after trimming) answers `tooLong`, so only the type and a hard cap are checked here.
    originalMessage: Type.String({ maxLength: 4000 }),
    parentMessageId: Type.Optional(Nullable(MessageId)),
    attachments: Type.Optional(Type.Array(ChatAttachment, { maxItems: 4 })),
    toUserId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  }),
});
export const ReactFrame = Type.Object({ type: Type.Literal('react'), topic: Topic, groupMessageId: MessageId, reaction: ChatReaction, ref: Ref });
export const DeleteFrame = Type.Object({ type: Type.Literal('delete'), topic: Topic, groupMessageId: MessageId, ref: Ref });
export const MuteFrame = Type.Object({
  type: Type.Literal('mute'),
  topic: Topic,
  userId: Type.Integer({ minimum: 1 }),
  minutes: Type.Integer({ minimum: 1, maximum: 1440 }),
  ref: Ref,
});

/** One schema per client frame `type`: the server validates a frame against the schema of its type. */
export const ClientFrameSchemas = {
  sub: SubFrame,
  unsub: UnsubFrame,
  join: JoinFrame,
  ping: PingFrame,
  auth: AuthFrame,
  send: SendFrame,
  react: ReactFrame,
  delete: DeleteFrame,
  mute: MuteFrame,
} as const;

export const ClientFrame = Type.Union([SubFrame, UnsubFrame, JoinFrame, PingFrame, AuthFrame, SendFrame, ReactFrame, DeleteFrame, MuteFrame]);
/** A frame a client sends. `sub`, `unsub` and `join` go as binary frames (contracts/chat.ts). */
export type ClientFrame = Static<typeof ClientFrame>;

// Message objects

const MessageFields = Type.Object({
  groupMessageId: Type.Integer({ description: "The message's id across all topics." }),
  offset: Type.Integer({ description: 'One more per stored message of the topic, with no gaps.' }),
  groupId: Type.String(),
  userId: Nullable(Type.Integer({ description: 'null for system lines.' })),
  showName: Type.String(),
  colorName: Type.String({ description: "A CSS hex colour, e.g. '#4ade80'." }),
  originalMessage: Type.String(),
  createdAt: Type.String({ description: 'ISO time (UTC).' }),
});

/** The fields a message on the wire leaves out when they hold their default (null, {}, [], false or 0). */
export const DefaultedMessageFields = Type.Object({
  systemMessage: Nullable(Type.String()),
  parentMessageId: Nullable(Type.Integer()),
  reaction: Type.Record(Type.String(), Type.Integer(), { description: "Counts per reaction, e.g. { '👍': 3 }." }),
  updatedReaction: Nullable(Type.String()),
  attachments: Type.Array(ChatAttachment),
  isGuest: Type.Boolean(),
  vipGroup: Type.Integer({ description: '1 in VIP chat rooms, else 0.' }),
  toUserId: Nullable(Type.Integer()),
  badges: Type.Array(ChatBadge),
  level: Type.Integer(),
  /** A moderator deleted it: the text and attachments are gone, the line stays. */
  deleted: Type.Boolean(),
});

/** A stored chat message (SPEC §3) with every field; the sender's IP is never sent to clients. */
export const ChatMessage = Type.Object({ ...MessageFields.properties, ...DefaultedMessageFields.properties });
export type ChatMessage = Static<typeof ChatMessage>;

/** A message object as the server sends it: the defaulted fields may be left out (contracts/chat.ts fills them in). */
export const CompactChatMessage = Type.Object({ ...MessageFields.properties, ...Type.Partial(DefaultedMessageFields).properties });
export type CompactChatMessage = Static<typeof CompactChatMessage>;

// Server → client frames

export const ChatMember = Type.Object({
  userId: Type.Integer(),
  showName: Type.String(),
  siteRoleId: Type.Integer(),
  isGuest: Type.Literal(false),
});
export type ChatMember = Static<typeof ChatMember>;
export const ChatGuest = Type.Object({ userId: Type.Null(), showName: Type.Null(), siteRoleId: Type.Null(), isGuest: Type.Literal(true) });
export type ChatGuest = Static<typeof ChatGuest>;
/** Who the socket is (`welcome`): a member, or a guest (a guest token) with no id or name. */
export const ChatUser = Type.Union([ChatMember, ChatGuest]);
export type ChatUser = Static<typeof ChatUser>;

/** The `code` of an `error` frame (docs/chat-protocol.md "ack and error"). */
export const ChatErrorCode = Type.Union([
  Type.Literal('badFrame'),
  Type.Literal('loginRequired'),
  Type.Literal('notSubscribed'),
  Type.Literal('forbidden'),
  Type.Literal('tooLong'),
  Type.Literal('spam'),
  Type.Literal('rateLimited'),
  Type.Literal('muted'),
  Type.Literal('notFound'),
  Type.Literal('unavailable'),
]);
export type ChatErrorCode = Static<typeof ChatErrorCode>;

const ReplyRef = Type.Optional(Type.String());

// Live scores (docs/chat-protocol.md "Live scores")

/** One match as the live push shows it: the fields of a MatchSummary that change while it is played, and its sequence number. */
export const LiveScore = Type.Object({
  staticId: Type.Integer({ description: 'The fixture id.' }),
  seq: Type.Integer({
    description: "The match's sequence number: one more per change (score, minute, period, status or an event) from kickoff (1); 0 before kickoff.",
  }),
  sport: Type.String(),
  kickoffTime: Type.String({ description: 'ISO 8601, UTC. A different kickoff than the one held means the fixture moved: take this state whatever its seq.' }),
  ...ScoreFields,
});
export type LiveScore = Static<typeof LiveScore>;

export const ScorePlayer = Type.Object({ id: Type.Integer(), name: Type.String({ description: "In the socket's language." }) });
export type ScorePlayer = Static<typeof ScorePlayer>;

/** A goal, card or substitution, as the match detail's events (with the sequence number of the change it came with). */
export const ScoreEvent = Type.Object({
  id: Type.Integer(),
  seq: Type.Integer(),
  minute: Type.Integer(),
  extra: Type.Integer(),
  side: Type.Union([Type.Literal('home'), Type.Literal('away')]),
  type: StringEnum(['goal', 'penalty', 'own_goal', 'yellow', 'red', 'sub']),
  /** Scorer, booked player or the player coming on. */
  player: Nullable(ScorePlayer),
  /** Assist, or the player going off. */
  related: Nullable(ScorePlayer),
  score: Nullable(Type.String({ description: 'Score after this goal.' })),
});
export type ScoreEvent = Static<typeof ScoreEvent>;

/** `/topic/scores.live`: every live match (snapshot), then each change of any match in play. */
export const ScoresFrame = Type.Object({
  type: Type.Literal('scores'),
  topic: Type.String(),
  at: Type.Integer({ description: "The server clock's instant of the change (epoch ms), or of the snapshot." }),
  snapshot: Type.Boolean({ description: 'true: these are all the live matches now (replace); false: changes (merge by seq).' }),
  matches: Type.Array(LiveScore),
});
export type ScoresFrame = Static<typeof ScoresFrame>;

/** `/topic/match.<staticId>`: the match now with its events so far (snapshot), then each change with the events it brought. */
export const MatchFrame = Type.Object({
  type: Type.Literal('match'),
  topic: Type.String(),
  at: Type.Integer({ description: "The server clock's instant of the change (epoch ms), or of the snapshot." }),
  snapshot: Type.Boolean(),
  match: LiveScore,
  events: Type.Array(ScoreEvent),
});
export type MatchFrame = Static<typeof MatchFrame>;

// Member inbox (docs/chat-protocol.md "Member inbox")

/** `/topic/user.<userId>`: the member's unread count (snapshot after `sub`), then each new or changed site message and each change of the count. */
export const InboxFrame = Type.Object({
  type: Type.Literal('inbox'),
  topic: Type.String(),
  snapshot: Type.Boolean({ description: 'true: the answer to `sub` (the count now, no message).' }),
  unread: Type.Integer({ minimum: 0, description: "The member's unread site messages of every type, after this change." }),
  /** A new site message (or one that gathered another reaction), in the socket's language; null when only the count changed (messages marked read). */
  message: Nullable(MessageItem),
});
export type InboxFrame = Static<typeof InboxFrame>;

/** The server's frames, with `message` objects of the schema `message` (compact on the wire, complete once filled in). */
function serverFrames<M extends TSchema>(message: M) {
  return Type.Union([
    Type.Object({
      type: Type.Literal('welcome'),
      sessionId: Type.String(),
      user: Nullable(ChatUser),
      /** A member's socket: the time its token has left, by the server's clock (renew it with `auth` before then). */
      expiresInMs: Type.Optional(Type.Integer()),
    }),
    /** The answer to `auth`: the socket holds the new token, which has this long left. */
    Type.Object({ type: Type.Literal('renewed'), ref: ReplyRef, expiresInMs: Type.Integer() }),
    Type.Object({
      type: Type.Literal('subscribed'),
      topic: Type.String(),
      lastOffset: Nullable(Type.Integer()),
      pinnedMessage: Nullable(Type.String()),
      /** The conversation's audience now: sockets connected plus its seeded audience (absent on push topics). */
      online: Type.Optional(Type.Integer()),
      ref: ReplyRef,
    }),
    Type.Object({ type: Type.Literal('history'), topic: Type.String(), messages: Type.Array(message) }),
    Type.Object({ type: Type.Literal('gap'), topic: Type.String(), fromOffset: Type.Integer(), resumedAt: Type.Integer() }),
    Type.Object({ type: Type.Literal('message'), topic: Type.String(), message }),
    /** Several messages in offset order, sent together when they follow each other closely. */
    Type.Object({ type: Type.Literal('messages'), topic: Type.String(), messages: Type.Array(message) }),
    Type.Object({
      type: Type.Literal('reaction'),
      topic: Type.String(),
      groupMessageId: Type.Integer(),
      reaction: Type.Record(Type.String(), Type.Integer()),
      updatedReaction: Nullable(Type.String()),
      userId: Type.Integer(),
    }),
    Type.Object({ type: Type.Literal('deleted'), topic: Type.String(), groupMessageId: Type.Integer(), by: Type.Integer() }),
    Type.Object({ type: Type.Literal('muted'), topic: Type.String(), userId: Type.Integer(), until: Type.String(), by: Type.Integer() }),
    Type.Object({
      type: Type.Literal('presence'),
      topic: Type.String(),
      event: Type.Union([Type.Literal('joined'), Type.Literal('left')]),
      userId: Nullable(Type.Integer()),
      showName: Type.String(),
      online: Type.Integer(),
    }),
    /** `groupMessageId` and `offset` for `send`, `groupMessageId` for `react` and `delete`, neither for `mute`. */
    Type.Object({
      type: Type.Literal('ack'),
      ref: ReplyRef,
      groupMessageId: Type.Optional(Type.Integer()),
      offset: Type.Optional(Type.Integer()),
    }),
    Type.Object({
      type: Type.Literal('error'),
      ref: ReplyRef,
      code: ChatErrorCode,
      message: Type.String({ description: "In the socket's language." }),
      retryAfterMs: Type.Optional(Type.Number()),
      /** badFrame: the field that is wrong. */
      field: Type.Optional(Type.String()),
      topic: Type.Optional(Type.String()),
    }),
    Type.Object({ type: Type.Literal('unsubscribed'), topic: Type.String(), ref: ReplyRef }),
    Type.Object({ type: Type.Literal('pong'), ref: ReplyRef }),
    ScoresFrame,
    MatchFrame,
    InboxFrame,
  ]);
}

/** A frame the server sends, as it goes on the wire. */
export const ServerFrame = serverFrames(CompactChatMessage);
export type ServerFrame = Static<typeof ServerFrame>;

/** A server frame once the client filled in its messages' defaults (contracts/chat.ts `withMessageDefaults`). */
export const FilledServerFrame = serverFrames(ChatMessage);
export type FilledServerFrame = Static<typeof FilledServerFrame>;
