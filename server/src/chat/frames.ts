/**
 * Client frames (docs/chat-protocol.md): one schema per `type` (contracts/schemas/chat.ts, the same
 * ones whose types the SPA's client builds its frames with), compiled once with Ajv.
 * `parseFrame` turns raw socket data into a typed frame or a `badFrame` problem; it never throws.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../contracts/constants.ts';
import { ClientFrameSchemas, type ClientFrame } from '../../../contracts/schemas/chat.ts';

/** Largest client frame accepted (8 KiB); larger ones get `badFrame`. */
export const MAX_FRAME_BYTES = 8 * 1024;
export const MAX_MESSAGE_CHARS = CHAT_MESSAGE_MAX_LENGTH;

export type FrameType = ClientFrame['type'];

const ajv = new Ajv({ allErrors: false, strict: false });
const validators = Object.fromEntries(Object.entries(ClientFrameSchemas).map(([type, schema]) => [type, ajv.compile(schema)])) as Record<
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
