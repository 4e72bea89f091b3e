/**
 * Client frames (docs/chat-protocol.md): one TypeBox schema per `type`, compiled once with Ajv.
 * `parseFrame` turns raw socket data into a typed frame or a `badFrame` problem; it never throws.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Ajv, type ValidateFunction } from 'ajv';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_REACTIONS, type ClientFrame as WireClientFrame } from '../../../contracts/chat.ts';

/** Largest client frame accepted (8 KiB); larger ones get `badFrame`. */
export const MAX_FRAME_BYTES = 8 * 1024;
export const MAX_MESSAGE_CHARS = CHAT_MESSAGE_MAX_LENGTH;
export const TOPIC_PATTERN = '^/topic/(chatroom|private)\\.[a-z0-9-]{1,64}$';

const Ref = Type.Optional(Type.String({ maxLength: 64 }));
const Topic = Type.String({ pattern: TOPIC_PATTERN, maxLength: 100 });
const MessageId = Type.Integer({ minimum: 1 });

const Attachment = Type.Object({
  kind: Type.Union([Type.Literal('image'), Type.Literal('sticker')]),
  // Site-relative paths under /media/ or /stickers/ only: no scheme, no host, no `..`.
  url: Type.String({ pattern: '^/(media|stickers)/(?!.*\\.\\.)(?!.*//)[A-Za-z0-9._~/%-]{1,200}$' }),
});

export const SubFrame = Type.Object({ type: Type.Literal('sub'), topic: Topic, fromOffset: Type.Optional(Type.Integer({ minimum: 0 })), ref: Ref });
export const UnsubFrame = Type.Object({ type: Type.Literal('unsub'), topic: Topic, ref: Ref });
export const JoinFrame = Type.Object({ type: Type.Literal('join'), topic: Topic, ref: Ref });
export const PingFrame = Type.Object({ type: Type.Literal('ping'), ref: Ref });
export const SendFrame = Type.Object({
  type: Type.Literal('send'),
  topic: Topic,
  path: Type.Union([Type.Literal('/chat.sendMessage'), Type.Literal('/chat.sendMessagePrivate')]),
  ref: Ref,
  message: Type.Object({
    // The length rule (1–500 after trimming) answers `tooLong`, so only the type and a hard cap are checked here.
    originalMessage: Type.String({ maxLength: 4000 }),
    parentMessageId: Type.Optional(Type.Union([MessageId, Type.Null()])),
    attachments: Type.Optional(Type.Array(Attachment, { maxItems: 4 })),
    toUserId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  }),
});
export const ReactFrame = Type.Object({
  type: Type.Literal('react'),
  topic: Topic,
  groupMessageId: MessageId,
  reaction: Type.Union(CHAT_REACTIONS.map((r) => Type.Literal(r))),
  ref: Ref,
});
export const DeleteFrame = Type.Object({ type: Type.Literal('delete'), topic: Topic, groupMessageId: MessageId, ref: Ref });
export const MuteFrame = Type.Object({
  type: Type.Literal('mute'),
  topic: Topic,
  userId: Type.Integer({ minimum: 1 }),
  minutes: Type.Integer({ minimum: 1, maximum: 1440 }),
  ref: Ref,
});

const schemas = {
  sub: SubFrame,
  unsub: UnsubFrame,
  join: JoinFrame,
  ping: PingFrame,
  send: SendFrame,
  react: ReactFrame,
  delete: DeleteFrame,
  mute: MuteFrame,
} as const satisfies Record<string, TSchema>;

export type FrameType = keyof typeof schemas;
export type ClientFrame = { [K in FrameType]: Static<(typeof schemas)[K]> }[FrameType];

/** Every frame the SPA's client can send (contracts/chat.ts) passes these schemas' types: a drift fails the type check. */
type Holds<T extends true> = T;
export type WireFramesAccepted = Holds<[WireClientFrame] extends [ClientFrame] ? true : false>;

const ajv = new Ajv({ allErrors: false, strict: false });
const validators = Object.fromEntries(Object.entries(schemas).map(([type, schema]) => [type, ajv.compile(schema)])) as Record<
  FrameType,
  ValidateFunction
>;

export type ParseResult =
  | { ok: true; frame: ClientFrame }
  | { ok: false; problem: 'tooLarge' | 'notJson' | 'notObject' | 'unknownType' | 'field'; field?: string; ref?: string };

const decoder = new TextDecoder('utf-8', { fatal: true });

function refOf(value: Record<string, unknown>): string | undefined {
  return typeof value.ref === 'string' && value.ref.length <= 64 ? value.ref : undefined;
}

/** Raw socket data (text or binary) → a validated client frame, or what is wrong with it. */
export function parseFrame(data: Buffer | ArrayBuffer | Buffer[]): ParseResult {
  const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
  if (bytes.length > MAX_FRAME_BYTES) return { ok: false, problem: 'tooLarge' };
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(bytes));
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, problem: 'notObject' };
  const record = value as Record<string, unknown>;
  const ref = refOf(record);
  const type = record.type;
  if (typeof type !== 'string' || !Object.hasOwn(validators, type)) return { ok: false, problem: 'unknownType', field: 'type', ref };
  const validate = validators[type as FrameType];
  if (!validate(value)) {
    const error = validate.errors?.[0];
    const missing = error?.keyword === 'required' ? `/${String(error.params.missingProperty)}` : '';
    const field = `${error?.instancePath ?? ''}${missing}`.replace(/^\//, '').replaceAll('/', '.') || 'frame';
    return { ok: false, problem: 'field', field, ref };
  }
  return { ok: true, frame: value as ClientFrame };
}
