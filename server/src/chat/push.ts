/**
 * Read-only topics served over the chat socket by other parts of the server (the live scores,
 * server/src/scores): a service owns some topic names, answers a `sub` with what it holds now and
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
  send(frame: ServerFrame): void;
  /** A frame already encoded as UTF-8 JSON, sent as text (encoded once for many sockets). */
  sendEncoded(data: Buffer): void;
}

/** A service's event on the bus: delivered to the service of that name on every instance. */
export interface PushBusEvent {
  kind: 'push';
  service: string;
  data: unknown;
}

/** A `sub` the service refuses: answered as an `error` frame with this code. */
export class PushRefusal extends Error {
  constructor(readonly code: 'notFound' | 'forbidden') {
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
