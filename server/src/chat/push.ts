/**
 * Read-only topics served over the chat socket by other parts of the server (the live scores,
 * server/src/scores; a member's inbox, server/src/inbox): a service owns some topic names, answers a `sub` with what it holds now and
 * then pushes changes; its events travel on the chat bus (kind `push`) so that every instance
 * delivers them to its own sockets. Sessions hand such topics to their service and refuse every
 * frame but `sub` and `unsub` on them (docs/chat-protocol.md "Live scores").
 */
import type { ServerFrame } from '../../../contracts/schemas/chat.ts';
import type { Language } from '../i18n.ts';

/** One socket, as a service sees it. */
export interface PushSubscriber {
  readonly id: string;
  /** The socket's language (texts in pushed frames). */
  readonly language: Language;
  /** The signed-in member of the socket; null for a guest or an anonymous reader (a member's own topics). */
  readonly memberId?: number | null;
  send(frame: ServerFrame): void;
  /**
   * A frame already encoded as UTF-8 JSON, sent as text (encoded once for many sockets); `framed`,
   * the same as a whole WebSocket frame (`textFrame`), lets the socket write it as it is.
   */
  sendEncoded(data: Buffer, framed?: Buffer): void;
  /**
   * Holds this socket's writes until `uncork`: the frames of one change (its topics) leave in one
   * write instead of one each (a burst of changes costs a write per socket, not per frame).
   */
  cork?(): void;
  uncork?(): void;
}

/** A service's event on the bus: delivered to the service of that name on every instance. */
export interface PushBusEvent {
  kind: 'push';
  service: string;
  data: unknown;
}

/** A `sub` the service refuses: answered as an `error` frame with this code. */
export class PushRefusal extends Error {
  constructor(readonly code: 'notFound' | 'forbidden' | 'loginRequired') {
    super(code);
  }
}

export interface PushService {
  readonly name: string;
  owns(topic: string): boolean;
  /**
   * Adds the socket to the topic and sends it `subscribed` (with `ref`) and the topic's current
   * state; a repeated `sub` sends the state again. Throws PushRefusal for a topic that names nothing.
   */
  subscribe(topic: string, subscriber: PushSubscriber, ref: string | undefined): Promise<void>;
  unsubscribe(topic: string, subscriber: PushSubscriber): void;
  /** An event this service published on any instance. */
  receive(data: unknown): void;
}

/** The services of one gateway. */
export class PushServices {
  private readonly services: PushService[] = [];

  add(service: PushService): void {
    this.services.push(service);
  }

  find(topic: string): PushService | null {
    return this.services.find((s) => s.owns(topic)) ?? null;
  }

  dispatch(event: PushBusEvent): void {
    for (const service of this.services) if (service.name === event.service) service.receive(event.data);
  }
}

/**
 * `json` as one unmasked WebSocket text frame (RFC 6455 §5.2: FIN, opcode 1, the payload length in
 * 7, 7+16 or 7+64 bits), built once for every socket that gets it: a server's frames are not
 * masked, so the bytes are the same for all of them.
 */
export function textFrame(json: Buffer): Buffer {
  const length = json.length;
  const head = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + length);
  frame[0] = 0x81;
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  json.copy(frame, head);
  return frame;
}
